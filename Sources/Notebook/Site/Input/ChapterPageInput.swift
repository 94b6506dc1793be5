/// What `ChapterPage.render` needs to lay out one chapter's page, and nothing of how it was produced: the build's
/// pipeline assembles it from an evaluated chapter, so the site does not depend on the build.
struct ChapterPageInput {
    var chapter: Chapter
    /// `03-affine.html`: where the page is written, and the URL its search entries point at.
    var pageFileName: String
    /// Chapter name (`03-affine.md`) -> page file name (`03-affine.html`), for links between chapters.
    var pageNames: [String: String]
    /// `unsafe-html` of `notebook.toml`: the prose's raw HTML is kept rather than dropped.
    var allowsRawHTML: Bool
    /// One per listing of the chapter, in document order.
    var listings: [ListingPresentation]
}
