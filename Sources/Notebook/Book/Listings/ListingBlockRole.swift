/// What a fenced block of a chapter is to the listing machinery, so the site writer can render it: look it up with
/// `Chapter.role(of:)` from the `HTMLRenderer` override.
public enum ListingBlockRole: Hashable, Sendable {
    /// The first block of `chapter.listings[index]`: render the whole listing here (twin, expectations included).
    case listing(index: Int)
    /// The `swift` twin of `chapter.listings[index]`, already rendered with it.
    case twin(index: Int)
    /// The scene of `chapter.listings[index]`; not shown on the page.
    case scene(index: Int)
    /// The expectations of `chapter.listings[index]`.
    case expect(index: Int)
}
