/// One chapter, rendered, as the site writer lays it out: everything a page needs that depends only on the chapter's
/// own inputs, so that it can be cached and reused when the chapter has not changed.
public struct SiteChapter: Codable, Hashable, Sendable {
    /// 1-based position in the book's reading order.
    public var number: Int
    /// The page's file name in the site, e.g. `03-affine.html`.
    public var fileName: String
    public var title: String
    public var summary: String?
    /// The article body as UTF-8: cmark's HTML for the prose, with listings, values, figures and expectations in
    /// place. Kept as bytes from the renderer to the page file (a page is a few hundred kilobytes).
    public var contentUTF8: [UInt8]

    /// `contentUTF8` as text.
    public var contentHTML: String {
        get { String(decoding: contentUTF8, as: UTF8.self) }
        set { contentUTF8 = Array(newValue.utf8) }
    }

    /// True when `contentHTML` opens with the chapter's own `<h1>`; otherwise the layout writes the title heading.
    public var startsWithTitleHeading: Bool
    /// Listings and figures, in page order, for the sidebar.
    public var outline: [OutlineEntry]
    public var searchEntries: [SearchEntry]

    public init(
        number: Int, fileName: String, title: String, summary: String? = nil, contentHTML: String,
        startsWithTitleHeading: Bool, outline: [OutlineEntry] = [], searchEntries: [SearchEntry] = []
    ) {
        self.init(number: number, fileName: fileName, title: title, summary: summary, contentUTF8: Array(contentHTML.utf8),
                  startsWithTitleHeading: startsWithTitleHeading, outline: outline, searchEntries: searchEntries)
    }

    public init(
        number: Int, fileName: String, title: String, summary: String? = nil, contentUTF8: [UInt8],
        startsWithTitleHeading: Bool, outline: [OutlineEntry] = [], searchEntries: [SearchEntry] = []
    ) {
        self.number = number
        self.fileName = fileName
        self.title = title
        self.summary = summary
        self.contentUTF8 = contentUTF8
        self.startsWithTitleHeading = startsWithTitleHeading
        self.outline = outline
        self.searchEntries = searchEntries
    }
}

extension SiteChapter {
    public var contentsEntry: ContentsEntry {
        ContentsEntry(number: number, fileName: fileName, title: title, summary: summary,
                      listingCount: outline.filter { $0.kind == .listing }.count)
    }
}
