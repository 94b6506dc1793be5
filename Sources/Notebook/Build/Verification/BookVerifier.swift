import Diagnostics
import Foundation

/// `notebook verify`: reads, parses and evaluates every chapter (concurrently), and collects every check, without
/// writing anything.
public struct BookVerifier<Pipeline: ChapterPipeline> {
    public let bookDirectory: URL
    public let pipeline: Pipeline

    public init(bookDirectory: URL, pipeline: Pipeline) {
        self.bookDirectory = bookDirectory
        self.pipeline = pipeline
    }

    public func verify() -> VerificationReport {
        let book = pipeline.load(at: bookDirectory)
        let parsed = book.chapters.compactMap(\.chapter)
        let results = parsed.concurrentMap { chapter -> ([VerificationCheck], [Diagnostic]) in
            let (evaluated, diagnostics) = pipeline.evaluate(chapter)
            return (pipeline.checks(of: evaluated), diagnostics)
        }
        return VerificationReport(checks: results.flatMap(\.0), diagnostics: book.diagnostics + results.flatMap(\.1))
    }
}
