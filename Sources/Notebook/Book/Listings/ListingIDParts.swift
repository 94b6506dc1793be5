/// The words a page joins to a listing's id, after a hyphen, to name the parts of that listing: its figure's panels
/// (`figure-cube-layers-title`, `figure-cube-step-2-desc`), its language tabs and its live cell. A listing id is
/// letters, digits and hyphens, so one listing's id extended by one of these words (`cube-layers`, `cube-step-2`)
/// would name the same elements as the parts of the other: the page would hold two elements with one id, and a
/// figure's accessible name or the Play button would reach the wrong one.
enum ListingIDParts {
    /// Every part word, as the figures, the listing markup and the cell script write them (the own book's pages are
    /// checked against this list by `OwnBookPagesTests`).
    static let words = [
        "axes", "convert-point", "flattening", "layers", "matrix-orders", "side-view", "square", "step",
        "objc", "swift", "cell", "figure", "edited", "live",
    ]

    /// The part word by which `id` extends `other` (`cube-layers-title` extends `cube` by `layers`), or nil.
    static func word(by id: String, extends other: String) -> String? {
        guard id.count > other.count + 1, id.hasPrefix(other + "-") else { return nil }
        let rest = id.dropFirst(other.count + 1)
        return words.first { rest == $0 || rest.hasPrefix($0 + "-") }
    }
}
