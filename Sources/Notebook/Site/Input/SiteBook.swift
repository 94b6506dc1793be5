/// The book as the site's frame needs it: its title, language and contents. A chapter's page depends on this only
/// through its neighbours' titles (the previous/next links), so editing one chapter rewrites few pages.
public struct SiteBook: Hashable, Sendable {
    public var title: String
    public var language: String
    public var contents: [ContentsEntry]

    public init(title: String, language: String, contents: [ContentsEntry]) {
        self.title = title
        self.language = language
        self.contents = contents
    }

    /// The book of these rendered chapters.
    public init(title: String, language: String, chapters: [SiteChapter]) {
        self.init(title: title, language: language, contents: chapters.map(\.contentsEntry))
    }
}
