import Diagnostics
import Foundation

/// The real pipeline of `notebook build` and `notebook verify`: the Book model reads and parses the chapters, the
/// snippet language evaluates every listing, Figures draws values and diagrams, and the site writer lays out pages.
public struct NotebookPipeline: ChapterPipeline {
    /// Prefixed to every path in diagnostics (e.g. `book/` for `--book book`), so paths are clickable from the working
    /// directory.
    public var pathPrefix: String

    public init(pathPrefix: String = "") {
        self.pathPrefix = pathPrefix
    }

    /// A parsed chapter with what rendering needs from the rest of the book.
    public struct ParsedChapter: @unchecked Sendable {
        public var chapter: Chapter
        public var allowsUnsafeHTML: Bool
        /// Chapter name (`03-affine.md`) -> page file name (`03-affine.html`), for links between chapters.
        public var pageNames: [String: String]
    }

    /// A chapter whose listings have been evaluated.
    public struct EvaluatedChapter: @unchecked Sendable {
        public var parsed: ParsedChapter
        public var listings: [EvaluatedListing]
    }

    public func load(at directory: URL) -> LoadedBook<ParsedChapter> {
        let result = BookLoader.load(folder: directory.path, pathPrefix: pathPrefix)
        guard let book = result.book else {
            return LoadedBook(title: "", language: "en", configurationFingerprint: "", chapters: [], diagnostics: result.diagnostics)
        }
        var pageNames: [String: String] = [:]
        for chapter in book.chapters {
            pageNames[chapter.name] = Self.pageFileName(for: chapter.name)
        }
        let configurationText = result.sources[pathPrefix + BookConfiguration.fileName] ?? ""
        // Hashed once for the book, not once per chapter: a book of n chapters would otherwise hash n² names.
        let pageNamesDigest = Self.digest(of: pageNames)
        let chapters = book.chapters.map { chapter -> LoadedChapter<ParsedChapter> in
            let parsed = ParsedChapter(chapter: chapter, allowsUnsafeHTML: book.allowsUnsafeHTML, pageNames: pageNames)
            return LoadedChapter(number: chapter.number, path: chapter.path, pageFileName: Self.pageFileName(for: chapter.name),
                                 contentFingerprint: Self.contentFingerprint(of: chapter, pageNamesDigest: pageNamesDigest),
                                 chapter: parsed)
        }
        return LoadedBook(title: book.title, language: book.language, configurationFingerprint: configurationText,
                          chapters: chapters, diagnostics: result.diagnostics)
    }

    public func evaluate(_ parsed: ParsedChapter) -> (EvaluatedChapter, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var listings: [EvaluatedListing] = []
        for listing in parsed.chapter.listings {
            let evaluated = ListingEvaluation.evaluate(listing, chapterPath: parsed.chapter.path)
            diagnostics += evaluated.diagnostics
            listings.append(evaluated)
        }
        return (EvaluatedChapter(parsed: parsed, listings: listings), diagnostics)
    }

    public func render(_ evaluated: EvaluatedChapter) -> SiteChapter {
        ChapterPage.render(evaluated)
    }

    public func checks(of evaluated: EvaluatedChapter) -> [VerificationCheck] {
        evaluated.listings.flatMap(\.checks)
    }

    /// `03-affine.md` -> `03-affine.html`; a chapter in a subfolder keeps its folder in the name
    /// (`part-1/01-x.md` -> `part-1-01-x.html`), so every page sits at the site root and relative URLs stay simple.
    public static func pageFileName(for chapterName: String) -> String {
        let base = chapterName.hasSuffix(".md") ? String(chapterName.dropLast(3)) : chapterName
        return base.replacingOccurrences(of: "/", with: "-") + ".html"
    }

    /// The chapter's text and what its page borrows from other chapters: the labels of the listings it links to, and
    /// the page names links are mapped to.
    /// `pageNamesDigest` is `digest(of: pageNames)`.
    static func contentFingerprint(of chapter: Chapter, pageNamesDigest: String) -> String {
        var hasher = SHA256()
        hasher.updateField(chapter.text)
        for reference in chapter.references {
            hasher.updateField("\(reference.chapterNumber) \(reference.listingIndex) \(reference.label) \(reference.anchor)")
        }
        hasher.updateField(pageNamesDigest)
        return hasher.finalizeHex()
    }

    /// SHA-256 over every chapter name -> page name pair, sorted by chapter name.
    static func digest(of pageNames: [String: String]) -> String {
        var hasher = SHA256()
        for name in pageNames.keys.sorted() {
            hasher.updateField(name + "=" + (pageNames[name] ?? ""))
        }
        return hasher.finalizeHex()
    }
}

extension BookBuilder where Pipeline == NotebookPipeline {
    /// The build of a book folder, with diagnostics' paths prefixed by `pathPrefix`.
    public init(bookDirectory: URL, outputDirectory: URL, pathPrefix: String = "") {
        self.init(bookDirectory: bookDirectory, outputDirectory: outputDirectory, pipeline: NotebookPipeline(pathPrefix: pathPrefix))
    }
}

extension BookVerifier where Pipeline == NotebookPipeline {
    public init(bookDirectory: URL, pathPrefix: String = "") {
        self.init(bookDirectory: bookDirectory, pipeline: NotebookPipeline(pathPrefix: pathPrefix))
    }
}
