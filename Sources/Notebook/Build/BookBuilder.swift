import Diagnostics
import Foundation

/// `notebook build` as a pipeline of named steps: read the book, parse chapters, evaluate listings, render pages,
/// write the site. Chapters go through the middle steps concurrently; output order never depends on scheduling.
///
/// A chapter whose inputs (its text, its number and file names, the configuration and the tool) are unchanged since a
/// successful build is taken from the cache and skips the middle steps. The site is written to a staging folder and
/// swapped in only when there is no error.
public struct BookBuilder<Pipeline: ChapterPipeline> {
    public let bookDirectory: URL
    public let outputDirectory: URL
    public let pipeline: Pipeline
    public var cache: BuildCache?
    public var progress: BuildProgress
    public var toolFingerprint: String

    public static var stepNames: [String] {
        ["reading the book", "evaluating listings", "rendering pages", "writing the site"]
    }

    public init(bookDirectory: URL, outputDirectory: URL, pipeline: Pipeline, useCache: Bool = true,
                progress: BuildProgress? = nil, toolFingerprint: String = ToolFingerprint.current) {
        self.bookDirectory = bookDirectory
        self.outputDirectory = outputDirectory
        self.pipeline = pipeline
        self.cache = useCache ? BuildCache(directory: bookDirectory.appendingPathComponent(".notebook-cache/chapters")) : nil
        self.progress = progress ?? BuildProgress(stepCount: Self.stepNames.count)
        self.toolFingerprint = toolFingerprint
    }

    public func build() -> BuildOutcome {
        let steps = Self.stepNames
        progress.begin(steps[0])
        // Leftovers of killed builds go first, whatever this build's fate.
        SiteDirectory(output: outputDirectory).removeStaleFolders()
        let book = pipeline.load(at: bookDirectory)
        var diagnostics = book.diagnostics
        var outcome = BuildOutcome(diagnostics: [], chapterCount: book.chapters.count, renderedCount: 0, cachedCount: 0)
        outcome.bookTitle = book.title
        outcome.language = book.language

        let keys = book.chapters.map { cacheKey(for: $0, in: book) }
        let cached: [CachedChapter?] = book.chapters.indices.map { index in
            guard let entry = cache?.load(CachedChapter.self, key: keys[index]),
                  entry.chapter.number == book.chapters[index].number,
                  entry.chapter.fileName == book.chapters[index].pageFileName
            else { return nil }
            return entry
        }
        let pending = book.chapters.indices.filter { cached[$0] == nil }

        let reused = book.chapters.count - pending.count
        progress.begin(steps[1] + " of \(pending.count) chapter\(pending.count == 1 ? "" : "s")"
            + (reused > 0 ? " (\(reused) unchanged, from the cache)" : ""))
        let evaluated = pending.concurrentMap { pipeline.evaluate(book.chapters[$0].chapter) }
        progress.begin(steps[2])
        let rendered = evaluated.concurrentMap { pipeline.render($0.0) }

        var chapters: [SiteChapter?] = cached.map { $0?.chapter }
        for (position, index) in pending.enumerated() {
            let chapterDiagnostics = evaluated[position].1
            diagnostics += chapterDiagnostics
            chapters[index] = rendered[position]
            if !chapterDiagnostics.hasErrors {
                let entry = CachedChapter(chapter: rendered[position], warnings: chapterDiagnostics.map(CachedDiagnostic.init))
                cache?.store(entry, key: keys[index])
            }
        }
        for entry in cached.compactMap({ $0 }) {
            diagnostics += entry.warnings.map(\.diagnostic)
        }
        outcome.diagnostics = diagnostics.sorted()
        outcome.renderedCount = pending.count
        outcome.cachedCount = book.chapters.count - pending.count

        let complete = chapters.compactMap { $0 }
        guard !outcome.diagnostics.hasErrors, complete.count == book.chapters.count else {
            return outcome
        }
        progress.begin(steps[3])
        let site = SiteBook(title: book.title, language: book.language, chapters: complete)
        do {
            try SiteDirectory(output: outputDirectory).replace(with: SiteWriter.files(for: site))
            cache?.prune(keeping: Set(keys))
            outcome.succeeded = true
        } catch {
            outcome.diagnostics.append(Diagnostic(
                id: "build.write-failed", message: "cannot write the site: \(error)",
                at: SourceLocation(file: outputDirectory.path, line: 1, column: 1)))
        }
        return outcome
    }

    /// SHA-256 over everything the chapter's rendered content depends on.
    func cacheKey(for chapter: LoadedChapter<Pipeline.Chapter>, in book: LoadedBook<Pipeline.Chapter>) -> String {
        var hasher = SHA256()
        hasher.updateField(toolFingerprint)
        hasher.updateField(book.configurationFingerprint)
        hasher.updateField(String(chapter.number))
        hasher.updateField(chapter.path)
        hasher.updateField(chapter.pageFileName)
        hasher.updateField(chapter.contentFingerprint)
        return hasher.finalizeHex()
    }
}

/// What a build did: its diagnostics (warnings included) and how many chapters were rendered or reused.
public struct BuildOutcome: Sendable {
    public var diagnostics: [Diagnostic]
    public var chapterCount: Int
    public var renderedCount: Int
    public var cachedCount: Int
    public var succeeded = false
    public var bookTitle = ""
    public var language = "en"

    public init(diagnostics: [Diagnostic], chapterCount: Int, renderedCount: Int, cachedCount: Int) {
        self.diagnostics = diagnostics
        self.chapterCount = chapterCount
        self.renderedCount = renderedCount
        self.cachedCount = cachedCount
    }

    /// `built 3 chapters into Site/ (1 rendered, 2 from cache)`.
    public func summary(outputName: String) -> String {
        let chapters = chapterCount == 1 ? "1 chapter" : "\(chapterCount) chapters"
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        var text = "built \(chapters) into \(outputName)/ (\(renderedCount) rendered, \(cachedCount) from cache)"
        if warnings > 0 { text += ", \(warnings) warning\(warnings == 1 ? "" : "s")" }
        return text
    }
}

/// A cache entry: the rendered chapter and the warnings its build reported (reported again when reused).
struct CachedChapter: Codable {
    var chapter: SiteChapter
    var warnings: [CachedDiagnostic]
}

/// `Diagnostic` as stored in the cache.
struct CachedDiagnostic: Codable {
    var id: String
    var severity: String
    var message: String
    var file: String
    var line: Int
    var column: Int
    var length: Int
    var notes: [CachedNote]

    struct CachedNote: Codable {
        var message: String
        var file: String?
        var line: Int?
        var column: Int?
    }

    init(_ diagnostic: Diagnostic) {
        id = diagnostic.id
        severity = diagnostic.severity.rawValue
        message = diagnostic.message
        file = diagnostic.location.file
        line = diagnostic.location.line
        column = diagnostic.location.column
        length = diagnostic.length
        notes = diagnostic.notes.map {
            CachedNote(message: $0.message, file: $0.location?.file, line: $0.location?.line, column: $0.location?.column)
        }
    }

    var diagnostic: Diagnostic {
        Diagnostic(
            id: id, severity: Severity(rawValue: severity) ?? .warning, message: message,
            at: SourceLocation(file: file, line: line, column: column), length: length,
            notes: notes.map { note in
                var location: SourceLocation?
                if let file = note.file, let line = note.line, let column = note.column {
                    location = SourceLocation(file: file, line: line, column: column)
                }
                return Diagnostic.Note(note.message, at: location)
            })
    }
}
