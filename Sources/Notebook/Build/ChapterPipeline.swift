import Diagnostics
import Foundation
import SnippetLanguage

/// A book as read, with the chapters that must be built parsed and the others described by their previous record.
public struct LoadedBook<Chapter>: @unchecked Sendable {
    public var title: String
    public var language: String
    /// A fingerprint of everything in the configuration that can change how a chapter renders.
    public var configurationFingerprint: String
    /// The chapters that could be read and parsed (or reused), in reading order.
    public var chapters: [LoadedChapter<Chapter>]
    /// Problems with the configuration, the chapter files or their Markdown; chapters that could be read are still
    /// processed, so that one run reports every problem. Warnings of reused chapters are in their records instead.
    public var diagnostics: [Diagnostic]
    /// When reading began, on the clock file modification times come from (recorded in the manifest).
    public var readingStarted = FileTime(seconds: 0, nanoseconds: 0)
    /// `max-page-bytes` of `notebook.toml`: a page larger than this is refused, not written.
    public var maximumPageBytes = BookConfiguration.defaultMaximumPageBytes

    public init(title: String, language: String, configurationFingerprint: String, chapters: [LoadedChapter<Chapter>],
                diagnostics: [Diagnostic]) {
        self.title = title
        self.language = language
        self.configurationFingerprint = configurationFingerprint
        self.chapters = chapters
        self.diagnostics = diagnostics
    }
}

/// One chapter of a loaded book.
public struct LoadedChapter<Chapter>: @unchecked Sendable {
    /// 1-based position in the reading order.
    public var number: Int
    /// As diagnostics print it: `Chapters/03-affine.md`.
    public var path: String
    /// The page's file name in the site: `03-affine.html`.
    public var pageFileName: String
    /// For a parsed chapter, what the pipeline found in it (its load warnings included, evaluation warnings not yet);
    /// for a reused one, the previous build's record.
    public var record: ChapterRecord
    /// The parsed chapter, or nil when the previous build's record still holds and the chapter was not read again.
    public var chapter: Chapter?

    public init(number: Int, path: String, pageFileName: String, record: ChapterRecord, chapter: Chapter?) {
        self.number = number
        self.path = path
        self.pageFileName = pageFileName
        self.record = record
        self.chapter = chapter
    }
}

/// The stages of a book, as named steps of the build: load (read every chapter, parse those that must be built),
/// evaluate each parsed chapter's listings, render each chapter. `evaluate` and `render` are called concurrently for
/// different chapters, so implementations must not share mutable state.
public protocol ChapterPipeline: Sendable {
    associatedtype Chapter
    associatedtype Evaluated

    /// Reads the book. A chapter whose record in `previous` still holds (same source key, and every link into another
    /// chapter still resolves as recorded) is not parsed, unless its name is in `parsingAnyway`. `previous` is nil
    /// for a build from scratch; records of another configuration must be ignored.
    func load(at directory: URL, reusing previous: BuildManifest?, parsingAnyway: Set<String>) -> LoadedBook<Chapter>
    func evaluate(_ chapter: Chapter) -> (Evaluated, [Diagnostic])
    /// The same, stopping early (with errors) once `cancellation` is cancelled.
    func evaluate(_ chapter: Chapter, cancellation: CancellationFlag?) -> (Evaluated, [Diagnostic])
    func render(_ evaluated: Evaluated) -> SiteChapter
    /// What `notebook verify` reports for an evaluated chapter: every expectation, twin pair and intentional error.
    func checks(of evaluated: Evaluated) -> [VerificationCheck]
}

extension ChapterPipeline {
    /// Pipelines whose evaluation is quick need not look at the flag: the builder checks it between steps.
    public func evaluate(_ chapter: Chapter, cancellation: CancellationFlag?) -> (Evaluated, [Diagnostic]) {
        evaluate(chapter)
    }

    /// Every chapter parsed: what `notebook verify` and builds without a cache use.
    public func load(at directory: URL) -> LoadedBook<Chapter> {
        load(at: directory, reusing: nil, parsingAnyway: [])
    }
}

extension Array {
    /// `transform` applied to every element on all cores, results in the original order. The work runs on
    /// the build's large-stack threads (`WorkerThreads`), so listings evaluated inside it need no further hand-over.
    func concurrentMap<Result>(_ transform: (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
        var results = [Result?](repeating: nil, count: count)
        results.withUnsafeMutableBufferPointer { slots in
            // Each index is written by exactly one thread, and read only after all have finished.
            let slots = slots
            WorkerThreads.concurrentPerform(iterations: count) { index in
                slots[index] = transform(self[index])
            }
        }
        return results.compactMap { $0 }
    }
}
