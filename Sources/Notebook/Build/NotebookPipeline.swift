import Diagnostics
import Foundation
import SnippetLanguage

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
        /// `step-budget` of `notebook.toml`: evaluation steps each listing may take.
        public var stepBudget: Int
        /// Chapter name (`03-affine.md`) -> page file name (`03-affine.html`), for links between chapters.
        public var pageNames: [String: String]
    }

    /// A chapter whose listings have been evaluated.
    public struct EvaluatedChapter: @unchecked Sendable {
        public var parsed: ParsedChapter
        public var listings: [EvaluatedListing]
    }

    public func load(at directory: URL, reusing previous: BuildManifest?, parsingAnyway: Set<String>) -> LoadedBook<ParsedChapter> {
        let result = BookLoader.load(folder: directory.path, pathPrefix: pathPrefix, reusing: previous,
                                     parsingAnyway: parsingAnyway)
        guard let book = result.book else {
            return LoadedBook(title: "", language: "en", configurationFingerprint: "", chapters: [], diagnostics: result.diagnostics)
        }
        var pageNames: [String: String] = [:]
        for entry in result.entries {
            pageNames[entry.name] = ChapterPageName.fileName(for: entry.name)
        }
        var parsedByName: [String: Notebook.Chapter] = [:]
        for chapter in book.chapters { parsedByName[chapter.name] = chapter }
        var warningsByPath: [String: [Diagnostic]] = [:]
        for diagnostic in result.diagnostics where diagnostic.severity != .error {
            warningsByPath[diagnostic.location.file, default: []].append(diagnostic)
        }
        // On all cores: a record lists every listing's anchors and labels, thousands in a large book, and nothing
        // else runs until the book is loaded.
        let chapters = result.entries.concurrentMap { entry -> LoadedChapter<ParsedChapter> in
            let pageFileName = ChapterPageName.fileName(for: entry.name)
            guard let chapter = parsedByName[entry.name] else {
                // A chapter the loader reused keeps the whole record the manifest holds (title, contents, warnings).
                let reused = entry.reused == nil ? nil : previous?.chapters[entry.name]
                var record = reused ?? ChapterRecord(name: entry.name, sourceKey: entry.sourceKey, title: entry.name)
                record.contentHash = entry.contentHash
                record.sourceIdentity = entry.sourceIdentity
                return LoadedChapter(number: entry.number, path: entry.path, pageFileName: pageFileName, record: record,
                                     chapter: nil)
            }
            var record = ChapterRecord(
                name: entry.name, sourceKey: entry.sourceKey, title: chapter.title, summary: chapter.summary,
                listingCount: chapter.listings.count, imports: chapter.imports, warnings: warningsByPath[entry.path] ?? [])
            record.listingTable = .encoding(chapter.listings.map { $0.anchors })
            record.assets = chapter.assets
            record.contentHash = entry.contentHash
            record.sourceIdentity = entry.sourceIdentity
            let parsed = ParsedChapter(chapter: chapter, allowsUnsafeHTML: book.allowsUnsafeHTML,
                                       stepBudget: book.configuration.stepBudget, pageNames: pageNames)
            return LoadedChapter(number: entry.number, path: entry.path, pageFileName: pageFileName, record: record,
                                 chapter: parsed)
        }
        var loaded = LoadedBook(title: book.title, language: book.language,
                                configurationFingerprint: result.configurationFingerprint, chapters: chapters,
                                diagnostics: result.diagnostics)
        loaded.readingStarted = result.buildStarted
        loaded.maximumPageBytes = book.configuration.maximumPageBytes
        return loaded
    }

    public func evaluate(_ parsed: ParsedChapter) -> (EvaluatedChapter, [Diagnostic]) {
        evaluate(parsed, cancellation: nil)
    }

    public func evaluate(_ parsed: ParsedChapter, cancellation: CancellationFlag?) -> (EvaluatedChapter, [Diagnostic]) {
        let options = EvaluationOptions(stepBudget: parsed.stepBudget, cancellation: cancellation)
        // Listings are independent: a rebuild of one chapter evaluates them on all cores (in a full build the
        // chapters already keep the cores busy, and the nested work simply runs on the calling thread).
        let listings = parsed.chapter.listings.concurrentMap { listing in
            // A cancelled build stops starting listings; the one under way stops at its next poll of the flag.
            if cancellation?.isCancelled == true { return ListingEvaluation.skipped(listing) }
            return ListingEvaluation.evaluate(listing, options: options)
        }
        return (EvaluatedChapter(parsed: parsed, listings: listings), listings.flatMap(\.diagnostics))
    }

    public func render(_ evaluated: EvaluatedChapter) -> SiteChapter {
        let parsed = evaluated.parsed
        let input = ChapterPageInput(chapter: parsed.chapter, pageFileName: ChapterPageName.fileName(for: parsed.chapter.name),
                                     pageNames: parsed.pageNames, allowsRawHTML: parsed.allowsUnsafeHTML,
                                     listings: evaluated.listings.map(\.presentation))
        return ChapterPage.render(input)
    }

    public func checks(of evaluated: EvaluatedChapter) -> [VerificationCheck] {
        evaluated.listings.flatMap(\.checks)
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
