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
        let book = pipeline.readBook(at: bookDirectory)
        let results = book.chapters.concurrentMap { chapter -> ([VerificationCheck], [Diagnostic]) in
            let (parsed, parseDiagnostics) = pipeline.parse(chapter, of: book)
            guard let parsed else { return ([], parseDiagnostics) }
            let (evaluated, evaluationDiagnostics) = pipeline.evaluate(parsed)
            return (pipeline.checks(of: evaluated), parseDiagnostics + evaluationDiagnostics)
        }
        return VerificationReport(checks: results.flatMap(\.0), diagnostics: book.diagnostics + results.flatMap(\.1))
    }
}
