/// One chapter, rendered, as the site writer lays it out: everything a page needs that depends only on the chapter's
/// own inputs, so that it can be cached and reused when the chapter has not changed.
public struct SiteChapter: Codable, Hashable, Sendable {
    /// 1-based position in the book's reading order.
    public var number: Int
    /// The page's file name in the site, e.g. `03-affine.html`.
    public var fileName: String
    public var title: String
    public var summary: String?
    /// The article body: cmark's HTML for the prose, with listings, values, figures and expectations in place.
    public var contentHTML: String
    /// True when `contentHTML` opens with the chapter's own `<h1>`; otherwise the layout writes the title heading.
    public var startsWithTitleHeading: Bool
    /// Listings and figures, in page order, for the sidebar.
    public var outline: [OutlineEntry]
    public var searchEntries: [SearchEntry]

    public init(
        number: Int, fileName: String, title: String, summary: String? = nil, contentHTML: String,
        startsWithTitleHeading: Bool, outline: [OutlineEntry] = [], searchEntries: [SearchEntry] = []
    ) {
        self.number = number
        self.fileName = fileName
        self.title = title
        self.summary = summary
        self.contentHTML = contentHTML
        self.startsWithTitleHeading = startsWithTitleHeading
        self.outline = outline
        self.searchEntries = searchEntries
    }
}

/// A named anchor inside a chapter page: a section ("Radians and degrees" at `#section-radians-and-degrees`) or a
/// listing ("Listing 3.2 Creating a compound transform" at `#listing-compound`).
public struct OutlineEntry: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Hashable, Sendable {
        case section
        case listing
    }

    public var title: String
    public var anchor: String
    public var kind: Kind

    public init(title: String, anchor: String, kind: Kind = .listing) {
        self.title = title
        self.anchor = anchor
        self.kind = kind
    }
}

/// The whole site's content: the book's title and language, and its chapters in reading order.
public struct SiteBook: Hashable, Sendable {
    public var title: String
    public var language: String
    public var chapters: [SiteChapter]

    public init(title: String, language: String, chapters: [SiteChapter]) {
        self.title = title
        self.language = language
        self.chapters = chapters
    }
}
