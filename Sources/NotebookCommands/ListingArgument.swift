/// `Chapters/08-card.md#listing-shared`: a chapter file and the anchor of one of its listings. The split is at the
/// last `.md#`, since a chapter's own name may hold a `#` (`a#b.md`).
struct ListingArgument {
    var path: String
    /// What follows the `#`: `listing-shared`, `listing-8.3`, or a bare id.
    var fragment: String

    init?(_ argument: String) {
        guard let marker = argument.range(of: ".md#", options: .backwards) else { return nil }
        path = String(argument[..<argument.index(marker.lowerBound, offsetBy: 3)])
        fragment = String(argument[marker.upperBound...])
    }
}
