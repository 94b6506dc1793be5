/// A link to a listing or a figure, resolved.
public struct ListingReference: Hashable, Sendable {
    public enum Target: Hashable, Sendable {
        case listing
        case figure
    }

    /// The link in the chapter that contains it.
    public var range: MarkupRange
    public var target: Target
    /// The number of the chapter of the listing (the same chapter, or another for `02-vectors.md#listing-x`).
    public var chapterNumber: Int
    /// The listing's index in that chapter's `listings`.
    public var listingIndex: Int
    /// "Listing 3.2" or "Figure 3.1": the text of an empty link.
    public var label: String
    /// The HTML id on the target page (`listing-x`, `figure-x`).
    public var anchor: String
}
