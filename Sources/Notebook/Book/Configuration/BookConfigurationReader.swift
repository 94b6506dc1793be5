import Diagnostics
import SnippetLanguage

/// Reads the entries of `notebook.toml` into a `BookConfiguration`, one key at a time, collecting a diagnostic for
/// every value it cannot take (the value is then left at its default).
struct BookConfigurationReader {
    private let file: String
    private(set) var diagnostics: [Diagnostic]
    private var title: String?
    private var language = "en"
    private var chapters: [BookConfiguration.ChapterEntry]?
    private var allowsUnsafeHTML = false
    private var chaptersKeyLocation: SourceLocation
    private var refusedChapterPaths: Set<String> = []
    private var limits: [String: Int] = [:]

    init(file: String, diagnostics: [Diagnostic]) {
        self.file = file
        self.diagnostics = diagnostics
        chaptersKeyLocation = SourceLocation(file: file, line: 1, column: 1)
    }

    mutating func read(_ entry: TOMLEntry) {
        switch entry.key {
        case "title": readTitle(entry)
        case "language": readLanguage(entry)
        case "unsafe-html": readUnsafeHTML(entry)
        case "step-budget", "max-listings-per-chapter", "max-page-bytes": readLimit(entry)
        case "chapters": readChapters(entry)
        default:
            diagnostics.append(BookDiagnostics.configUnknownKey(entry.key, at: entry.keyLocation, length: entry.keyLength,
                                                                suggestion: NameSuggestion.closest(to: entry.key,
                                                                                                   in: BookConfiguration.keys)))
        }
    }

    /// The configuration read, or nil without a usable chapter list; a missing title or chapter list is reported
    /// here (a key written with a malformed value already has its diagnostic: "missing" would be noise).
    mutating func configuration(writtenKeys: Set<String>) -> BookConfiguration? {
        let start = SourceLocation(file: file, line: 1, column: 1)
        if !writtenKeys.contains("title") {
            diagnostics.append(BookDiagnostics.configMissingKey("title", at: start))
        }
        if !writtenKeys.contains("chapters") {
            diagnostics.append(BookDiagnostics.configMissingKey("chapters", at: start))
        }
        guard let chapters else { return nil }
        // Without a title there is an error above, so the empty one is never shown.
        var configuration = BookConfiguration(title: title ?? "", language: language, chapters: chapters,
                                              allowsUnsafeHTML: allowsUnsafeHTML, chaptersKeyLocation: chaptersKeyLocation)
        configuration.refusedChapterPaths = refusedChapterPaths
        configuration.stepBudget = limits["step-budget"] ?? configuration.stepBudget
        configuration.maximumListingsPerChapter = limits["max-listings-per-chapter"] ?? configuration.maximumListingsPerChapter
        configuration.maximumPageBytes = limits["max-page-bytes"] ?? configuration.maximumPageBytes
        return configuration
    }

    private mutating func readTitle(_ entry: TOMLEntry) {
        let value = entry.value
        guard case let .string(string) = value.kind else {
            return wrongType(entry, expected: "a string")
        }
        if string.allSatisfy(\.isWhitespace) {
            diagnostics.append(BookDiagnostics.configEmptyTitle(at: value.location, length: value.length))
        } else {
            title = string
        }
    }

    private mutating func readLanguage(_ entry: TOMLEntry) {
        let value = entry.value
        guard case let .string(string) = value.kind else {
            return wrongType(entry, expected: "a string")
        }
        if BookConfiguration.isLanguageTag(string) {
            language = string
        } else {
            diagnostics.append(BookDiagnostics.configInvalidLanguage(string, at: value.location, length: value.length))
        }
    }

    private mutating func readUnsafeHTML(_ entry: TOMLEntry) {
        guard case let .boolean(flag) = entry.value.kind else {
            return wrongType(entry, expected: "true or false")
        }
        allowsUnsafeHTML = flag
    }

    private mutating func readLimit(_ entry: TOMLEntry) {
        let value = entry.value
        guard case let .integer(number) = value.kind else {
            return wrongType(entry, expected: "a whole number")
        }
        guard number > 0 else {
            diagnostics.append(BookDiagnostics.configLimitNotPositive(key: entry.key, number, at: value.location,
                                                                      length: value.length))
            return
        }
        limits[entry.key] = number
    }

    private mutating func readChapters(_ entry: TOMLEntry) {
        chaptersKeyLocation = entry.keyLocation
        guard case let .array(elements) = entry.value.kind else {
            return wrongType(entry, expected: "an array of strings")
        }
        chapters = chapterEntries(elements, keyLocation: entry.keyLocation, keyLength: entry.keyLength)
    }

    private mutating func wrongType(_ entry: TOMLEntry, expected: String) {
        diagnostics.append(BookDiagnostics.configWrongType(key: entry.key, expected: expected, value: entry.value))
    }

    /// The valid, distinct chapter paths, normalized; a path whose page name is taken is refused (left out, and
    /// remembered so its file is not reported as unlisted).
    private mutating func chapterEntries(_ elements: [TOMLValue], keyLocation: SourceLocation,
                                         keyLength: Int) -> [BookConfiguration.ChapterEntry] {
        var chapters: [BookConfiguration.ChapterEntry] = []
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
                refusedChapterPaths.insert(normalized)
                continue
            }
            pageOwners[page] = .some((normalized, element.location))
            chapters.append(BookConfiguration.ChapterEntry(path: normalized, location: element.location, length: element.length))
        }
        return chapters
    }
}
