/// `Chapters/08-card.md#listing-shared`: a chapter file and the anchor of one of its listings. The split is at the
/// last `.md#`, since a chapter's own name may hold a `#` (`a#b.md`). A chapter named without a fragment is one too,
/// with an empty fragment: its listings are named back to the author, rather than the Markdown taken for a snippet.
struct ListingArgument {
    var path: String
    /// What follows the `#`: `listing-shared`, `listing-8.3`, or a bare id.
    var fragment: String

    init?(_ argument: String) {
        if let marker = argument.range(of: ".md#", options: .backwards) {
            path = String(argument[..<argument.index(marker.lowerBound, offsetBy: 3)])
            fragment = String(argument[marker.upperBound...])
        } else if argument.hasSuffix(".md") {
            path = argument
            fragment = ""
        } else {
            return nil
        }
    }
}
