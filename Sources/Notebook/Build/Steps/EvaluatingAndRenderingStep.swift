import Diagnostics
import Foundation
import SnippetLanguage
import Synchronization

/// `[2/4] evaluating and rendering`: evaluates and renders the chapters of `BuildPlan.chaptersToRender` on all cores,
/// writing each page into the staging folder as soon as it is rendered and each search file as soon as its last
/// chapter is. Once any chapter fails, or the build is cancelled, no further page is rendered.
struct EvaluatingAndRenderingStep<Pipeline: ChapterPipeline> {
    let pipeline: Pipeline
    /// What the contents show, known from the chapters' records before any listing runs.
    let site: SiteBook
    let maximumPageBytes: Int
    /// Every chapter's path as diagnostics show it, in reading order.
    let chapterPaths: [String]
    /// Nil when nothing is to be written (the book has errors, or no staging folder could be made): chapters are
    /// still evaluated, for their diagnostics.
    let staging: SiteStaging?
    let searchFiles: SearchFileWriter
    let cancellation: CancellationFlag?
    let output: URL

    /// The diagnostics of each chapter of `chapterIndices`, in that order. `chapters` holds the parsed chapter of each.
    func run(_ chapters: ChapterHandOver<Pipeline.Chapter>, chapterIndices: [Int]) -> [[Diagnostic]] {
        let failed = Atomic<Bool>(false)
        return Array(chapterIndices.indices).concurrentMap { position -> [Diagnostic] in
            guard let chapter = chapters.take(position), !isCancelled else { return [] }
            let (evaluated, evaluationDiagnostics) = pipeline.evaluate(chapter, cancellation: cancellation)
            var diagnostics = evaluationDiagnostics
            if diagnostics.hasErrors { failed.store(true, ordering: .relaxed) }
            guard let staging, !failed.load(ordering: .relaxed), !isCancelled else { return diagnostics }
            let rendered = pipeline.render(evaluated)
            do {
                if let refusal = try writePage(of: rendered, at: chapterIndices[position], into: staging) {
                    failed.store(true, ordering: .relaxed)
                    return diagnostics + [refusal]
                }
            } catch {
                failed.store(true, ordering: .relaxed)
                diagnostics.append(SiteWriteFailure.diagnostic(error, output: output))
            }
            if let file = searchFiles.chapterRendered(chapterIndices[position], line: SiteWriter.searchLine(for: rendered)),
               !failed.load(ordering: .relaxed) {
                do {
                    try staging.write(file)
                } catch {
                    failed.store(true, ordering: .relaxed)
                    diagnostics.append(SiteWriteFailure.diagnostic(error, output: output))
                }
            }
            return diagnostics
        }
    }

    private var isCancelled: Bool { cancellation?.isCancelled == true }

    /// Writes the chapter's files; returns the diagnostic of a page over `maximumPageBytes` instead of writing it.
    private func writePage(of rendered: SiteChapter, at index: Int, into staging: SiteStaging) throws -> Diagnostic? {
        for file in SiteWriter.chapterFiles(for: rendered, in: site) {
            let size = file.chunks.reduce(0) { $0 + $1.count }
            guard size <= maximumPageBytes else {
                return BookDiagnostics.pageTooLarge(size: size, limit: maximumPageBytes,
                                                    at: SourceLocation(file: chapterPaths[index], line: 1, column: 1))
            }
            try staging.write(file)
        }
        return nil
    }
}
