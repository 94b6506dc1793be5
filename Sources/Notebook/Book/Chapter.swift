import Diagnostics

/// One chapter of the book: its Markdown tree, title and listings.
public struct Chapter: Hashable, Sendable {
    /// The chapter's number, from 1, in the order of `notebook.toml`.
    public var number: Int
    /// The path relative to `Chapters/`, as listed in `notebook.toml` ("03-affine.md"); cross-chapter links use it.
    public var name: String
    /// The path used in diagnostics and `SourceOrigin`s ("Chapters/03-affine.md").
    public var path: String
    public var title: String
    public var summary: String?
    /// The file's text (front matter included), for diagnostics' source lines.
    public var text: String
    /// The Markdown tree, front matter excluded; after `Book` resolves references, empty links to listings and
    /// figures contain their label ("Listing 3.2").
    public var document: MarkupNode {
        didSet { (mayContainLinks, mayContainRawHTML) = (true, true) }
    }
    /// False only when `document` is known to have no link, so the passes over links (resolving references,
    /// pointing links at pages) skip the tree: walking every node of every chapter cost more than the links. Known
    /// from parsing; true for a document given or changed any other way.
    public private(set) var mayContainLinks = true
    /// False only when the Markdown has no `<` at all, so it has no raw HTML and `RawHTMLCheck` skips the tree. Known
    /// from parsing, where the text's bytes are at hand; true for a document given or changed any other way.
    public private(set) var mayContainRawHTML = true
    public var listings: [Listing]
    /// The links to listings and figures, resolved (filled in by `ReferenceResolver`).
    public var references: [ListingReference]
    /// The links into other chapters and what they resolved to (filled in by `ReferenceResolver`), for the build's
    /// record of what this chapter depends on.
    public var imports: [ResolvedImport] = []
    /// The files the chapter shows or links to that are not chapters (`images/fig.png`), relative to `Chapters/`,
    /// sorted, each once (filled in by `ReferenceResolver`); the build copies them into the site at the same path.
    public var assets: [String] = []
    /// The role of each listing-related fenced block, by the block's start position.
    public var roles: [MarkupPosition: ListingBlockRole]

    public init(number: Int, name: String, path: String, title: String, summary: String? = nil, text: String,
                document: MarkupNode, listings: [Listing] = [], references: [ListingReference] = [],
                roles: [MarkupPosition: ListingBlockRole] = [:]) {
        self.number = number
        self.name = name
        self.path = path
        self.title = title
        self.summary = summary
        self.text = text
        self.document = document
        self.listings = listings
        self.references = references
        self.roles = roles
    }

    /// What a fenced code block is to the listings (the listing itself, its twin, scene or expect block), or nil
    /// for any other node. Call it from the `HTMLRenderer` override.
    public func role(of node: MarkupNode) -> ListingBlockRole? {
        guard case .codeBlock = node.kind, let start = node.range?.start else { return nil }
        return roles[start]
    }

    /// The listing named `id` (or, for a listing without id, `3.2`), if any.
    public func listing(named name: String) -> Listing? {
        listings.first { $0.id == name || ($0.id == nil && "\(number).\($0.number)" == name) }
    }

    /// Reads a chapter from its text: front matter, Markdown (through cmark), title, listings. Returns nil only when
    /// the Markdown cannot be converted at all (pathological nesting); every problem is in the diagnostics.
    ///
    /// `name` is the path relative to `Chapters/`; `path` is what diagnostics show.
    public static func parse(_ text: String, name: String, path: String, number: Int) -> (chapter: Chapter?, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let (frontMatter, markdown, frontMatterDiagnostics) = FrontMatter.parse(text, path: path)
        diagnostics += frontMatterDiagnostics
        let document: MarkupNode
        let containsLinks: Bool
        // Split into lines once, for cmark's columns, the GFM rewriters and the listings. The Markdown's lines are the
        // file's own past the front matter (blanked to empty lines), and listings are never in the front matter.
        let lines = SourceLines(markdown)
        do {
            let parsed = try MarkdownExtensions.parse(markdown, lines: lines, path: path)
            (document, containsLinks) = (parsed.document, parsed.containsLinks)
            diagnostics += parsed.diagnostics
        } catch let CommonMarkConverter.ConversionError.nestingTooDeep(position) {
            diagnostics.append(BookDiagnostics.chapterNestingTooDeep(limit: CommonMarkConverter.maximumDepth, at: position.location(in: path)))
            return (nil, diagnostics.sorted())
        } catch {
            return (nil, diagnostics.sorted())
        }
        var title = frontMatter.title
        if title == nil {
            for child in document.children {
                if case .heading(level: 1) = child.kind {
                    title = child.childrenPlainText.trimmingSpaces
                    break
                }
            }
        }
        if title?.allSatisfy(\.isWhitespace) ?? true {
            diagnostics.append(BookDiagnostics.chapterWithoutTitle(at: SourceLocation(file: path, line: 1, column: 1)))
            title = String(name.dropLast(name.hasSuffix(".md") ? 3 : 0))
        }
        var extractor = ListingExtractor(path: path, chapterNumber: number, lines: lines)
        extractor.extract(from: document)
        diagnostics += extractor.diagnostics
        var chapter = Chapter(number: number, name: name, path: path, title: title ?? name, summary: frontMatter.summary,
                              text: text, document: document, listings: extractor.listings, roles: extractor.roles)
        chapter.mayContainLinks = containsLinks
        chapter.mayContainRawHTML = lines.utf8.contains(UInt8(ascii: "<"))
        return (chapter, diagnostics.sorted())
    }
}
