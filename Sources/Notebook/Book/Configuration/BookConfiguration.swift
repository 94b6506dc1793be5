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
        var diagnostics = syntaxDiagnostics
        var title: String?
        var language = "en"
        var chapters: [ChapterEntry]?
        var allowsUnsafeHTML = false
        var chaptersKeyLocation = SourceLocation(file: file, line: 1, column: 1)
        var refusedChapterPaths: Set<String> = []
        var limits: [String: Int] = [:]

        for entry in entries {
            let value = entry.value
            switch entry.key {
            case "title":
                guard case let .string(string) = value.kind else {
                    diagnostics.append(BookDiagnostics.configWrongType(key: entry.key, expected: "a string", value: value))
                    continue
                }
                if string.allSatisfy(\.isWhitespace) {
                    diagnostics.append(BookDiagnostics.configEmptyTitle(at: value.location, length: value.length))
                } else {
                    title = string
                }
            case "language":
                guard case let .string(string) = value.kind else {
                    diagnostics.append(BookDiagnostics.configWrongType(key: entry.key, expected: "a string", value: value))
                    continue
                }
                if isLanguageTag(string) {
                    language = string
                } else {
                    diagnostics.append(BookDiagnostics.configInvalidLanguage(string, at: value.location, length: value.length))
                }
            case "unsafe-html":
                guard case let .boolean(flag) = value.kind else {
                    diagnostics.append(BookDiagnostics.configWrongType(key: entry.key, expected: "true or false", value: value))
                    continue
                }
                allowsUnsafeHTML = flag
            case "step-budget", "max-listings-per-chapter", "max-page-bytes":
                guard case let .integer(number) = value.kind else {
                    diagnostics.append(BookDiagnostics.configWrongType(key: entry.key, expected: "a whole number", value: value))
                    continue
                }
                guard number > 0 else {
                    diagnostics.append(BookDiagnostics.configLimitNotPositive(key: entry.key, number, at: value.location, length: value.length))
                    continue
                }
                limits[entry.key] = number
            case "chapters":
                chaptersKeyLocation = entry.keyLocation
                guard case let .array(elements) = value.kind else {
                    diagnostics.append(BookDiagnostics.configWrongType(key: entry.key, expected: "an array of strings", value: value))
                    continue
                }
                chapters = parseChapters(elements, keyLocation: entry.keyLocation, keyLength: entry.keyLength,
                                         refused: &refusedChapterPaths, diagnostics: &diagnostics)
            default:
                diagnostics.append(BookDiagnostics.configUnknownKey(entry.key, at: entry.keyLocation, length: entry.keyLength,
                                                                   suggestion: NameSuggestion.closest(to: entry.key, in: keys)))
            }
        }
        let start = SourceLocation(file: file, line: 1, column: 1)
        // A key written with a malformed value already has its diagnostic; "missing" would be noise.
        if !writtenKeys.contains("title") {
            diagnostics.append(BookDiagnostics.configMissingKey("title", at: start))
        }
        if !writtenKeys.contains("chapters") {
            diagnostics.append(BookDiagnostics.configMissingKey("chapters", at: start))
        }
        guard let chapters else {
            return (nil, diagnostics.sorted())
        }
        // Without a title there is an error above, so the empty one is never shown.
        var configuration = BookConfiguration(title: title ?? "", language: language, chapters: chapters,
                                              allowsUnsafeHTML: allowsUnsafeHTML, chaptersKeyLocation: chaptersKeyLocation)
        configuration.refusedChapterPaths = refusedChapterPaths
        configuration.stepBudget = limits["step-budget"] ?? configuration.stepBudget
        configuration.maximumListingsPerChapter = limits["max-listings-per-chapter"] ?? configuration.maximumListingsPerChapter
        configuration.maximumPageBytes = limits["max-page-bytes"] ?? configuration.maximumPageBytes
        return (configuration, diagnostics.sorted())
    }

    private static func parseChapters(_ elements: [TOMLValue], keyLocation: SourceLocation, keyLength: Int,
                                      refused: inout Set<String>, diagnostics: inout [Diagnostic]) -> [ChapterEntry] {
        var chapters: [ChapterEntry] = []
        // A path as first written, by its normalized form. Strings compare by canonical equivalence, so the key also
        // finds the same name in another Unicode form (NFC é against NFD e + U+0301): two files on Linux, one page.
        var firstOccurrence: [String: (location: SourceLocation, path: String)] = [:]
        // By page file name: the chapter written there, or nil for the site's own index page.
        var pageOwners: [String: (path: String, location: SourceLocation)?] = ["index.html": .none]
        if elements.isEmpty {
            diagnostics.append(BookDiagnostics.configNoChapters(at: keyLocation, length: keyLength))
        }
        for element in elements {
            guard case let .string(path) = element.kind else {
                diagnostics.append(BookDiagnostics.configWrongType(key: "chapters", expected: "a string (a chapter path)", value: element))
                continue
            }
            if let problem = ChapterPathRule.problem(with: path) {
                diagnostics.append(BookDiagnostics.configInvalidChapterPath(path, problem: problem, at: element.location, length: element.length))
                continue
            }
            let normalized = ChapterPathRule.normalized(path)
            if let first = firstOccurrence[normalized] {
                diagnostics.append(FileSystemPath.same(first.path, normalized)
                    ? BookDiagnostics.configDuplicateChapter(path, at: element.location, length: element.length, first: first.location)
                    : BookDiagnostics.configChapterNameInTwoForms(path, other: first.path, at: element.location,
                                                                   length: element.length, first: first.location))
                continue
            }
            firstOccurrence[normalized] = (element.location, normalized)
            // Two chapters written as one page would fail only after every listing was evaluated.
            let page = ChapterPageName.fileName(for: normalized)
            if let owner = pageOwners[page] {
                diagnostics.append(BookDiagnostics.configPageNameTaken(path, page: page, by: owner?.path, at: element.location,
                                                                       length: element.length, first: owner?.location))
                refused.insert(normalized)
                continue
            }
            pageOwners[page] = .some((normalized, element.location))
            chapters.append(ChapterEntry(path: normalized, location: element.location, length: element.length))
        }
        return chapters
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
