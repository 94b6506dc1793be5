import Diagnostics
import SnippetLanguage

/// The contents of `notebook.toml`: the book's title, language, reading order and HTML policy.
public struct BookConfiguration: Hashable, Sendable {
    /// One path of the `chapters` array, with where it is written (for diagnostics about that chapter).
    public struct ChapterEntry: Hashable, Sendable {
        /// The path relative to `Chapters/`, as written ("01-layer-geometry.md").
        public var path: String
        public var location: SourceLocation
        /// The length of the string literal, quotes included, for the caret.
        public var length: Int

        public init(path: String, location: SourceLocation, length: Int) {
            self.path = path
            self.location = location
            self.length = length
        }
    }

    public static let fileName = "notebook.toml"
    public static let chaptersFolder = "Chapters"
    /// The keys `notebook.toml` accepts.
    public static let keys = ["title", "language", "chapters", "unsafe-html", "step-budget", "max-listings-per-chapter",
                              "max-page-bytes"]
    /// Listings one chapter may hold: the book's busiest chapter has a few dozen; a chapter of hundreds of thousands
    /// of tiny listings would make a page of hundreds of megabytes.
    public static let defaultMaximumListingsPerChapter = 2_000
    /// Bytes of one written page: the book's largest page is about 350 KB.
    public static let defaultMaximumPageBytes = 8 * 1024 * 1024

    public var title: String
    /// A BCP 47 language tag for `<html lang>`; "en" when not given.
    public var language: String
    public var chapters: [ChapterEntry]
    /// `unsafe-html = true`: raw HTML in chapters is written to the pages (cmark's `CMARK_OPT_UNSAFE`).
    public var allowsUnsafeHTML: Bool
    /// Where the `chapters` key is, for diagnostics about the list as a whole (unlisted chapter files).
    public var chaptersKeyLocation: SourceLocation
    /// Chapters listed but left out for an error at their entry (their page name is taken): they are listed, so
    /// their files are not reported as unlisted.
    public var refusedChapterPaths: Set<String> = []
    /// `step-budget = N`: evaluation steps each listing may take (`Limits.defaultStepBudget` when not given).
    public var stepBudget = Limits.defaultStepBudget
    /// `max-listings-per-chapter = N`.
    public var maximumListingsPerChapter = BookConfiguration.defaultMaximumListingsPerChapter
    /// `max-page-bytes = N`.
    public var maximumPageBytes = BookConfiguration.defaultMaximumPageBytes

    public init(title: String, language: String = "en", chapters: [ChapterEntry], allowsUnsafeHTML: Bool = false,
                chaptersKeyLocation: SourceLocation = SourceLocation(file: BookConfiguration.fileName, line: 1, column: 1)) {
        self.title = title
        self.language = language
        self.chapters = chapters
        self.allowsUnsafeHTML = allowsUnsafeHTML
        self.chaptersKeyLocation = chaptersKeyLocation
    }

    /// Reads `notebook.toml`. Returns nil only when there is no usable chapter list; the diagnostics say why. With
    /// errors elsewhere (a bad title or language, an unknown key, one bad chapter path) the configuration is still
    /// returned, with the chapters that are valid, so that their problems are reported in the same run: the
    /// diagnostics then have errors, and nothing may be built from it. Path checks that need the file system
    /// (existence, symlinks) are `BookLoader`'s.
    public static func parse(_ text: String, file: String = BookConfiguration.fileName) -> (configuration: BookConfiguration?, diagnostics: [Diagnostic]) {
        let (entries, writtenKeys, syntaxDiagnostics) = TOMLSubsetParser.parse(text, file: file)
        var reader = BookConfigurationReader(file: file, diagnostics: syntaxDiagnostics)
        for entry in entries {
            reader.read(entry)
        }
        let configuration = reader.configuration(writtenKeys: writtenKeys)
        return (configuration, reader.diagnostics.sorted())
    }

    /// A BCP 47 tag in its common shape: a 2-3 letter (or 4-8 letter) primary subtag, then 1-8 character subtags.
    static func isLanguageTag(_ tag: String) -> Bool {
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let primary = parts.first, (2...8).contains(primary.count),
              primary.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return parts.dropFirst().allSatisfy { part in
            (1...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }
}
