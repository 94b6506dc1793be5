import Diagnostics
import Foundation
import SnippetLanguage

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
