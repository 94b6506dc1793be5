import Diagnostics
import Foundation

/// A book as read and parsed, before any listing is evaluated.
public struct LoadedBook<Chapter>: @unchecked Sendable {
    public var title: String
    public var language: String
    /// Everything in the configuration that can change how a chapter renders (the config file's text is enough).
    public var configurationFingerprint: String
    /// The chapters that could be read and parsed, in reading order.
    public var chapters: [LoadedChapter<Chapter>]
    /// Problems with the configuration, the chapter files or their Markdown; chapters that could be read are still
    /// processed, so that one run reports every problem.
    public var diagnostics: [Diagnostic]

    public init(title: String, language: String, configurationFingerprint: String, chapters: [LoadedChapter<Chapter>],
                diagnostics: [Diagnostic]) {
        self.title = title
        self.language = language
        self.configurationFingerprint = configurationFingerprint
        self.chapters = chapters
        self.diagnostics = diagnostics
    }
}

/// One parsed chapter and what identifies its rendered content.
public struct LoadedChapter<Chapter>: @unchecked Sendable {
    /// 1-based position in the reading order.
    public var number: Int
    /// As diagnostics print it: `Chapters/03-affine.md`.
    public var path: String
    /// The page's file name in the site: `03-affine.html`.
    public var pageFileName: String
    /// Everything besides the configuration and the tool that the chapter's page content depends on: its text, and
    /// what it borrows from other chapters (the labels of listings it links to).
    public var contentFingerprint: String
    public var chapter: Chapter

    public init(number: Int, path: String, pageFileName: String, contentFingerprint: String, chapter: Chapter) {
        self.number = number
        self.path = path
        self.pageFileName = pageFileName
        self.contentFingerprint = contentFingerprint
        self.chapter = chapter
    }
}

/// The stages of a book, as named steps of the build: load (read and parse every chapter), evaluate each chapter's
/// listings, render each chapter. `evaluate` and `render` are called concurrently for different chapters, so
/// implementations must not share mutable state.
public protocol ChapterPipeline: Sendable {
    associatedtype Chapter
    associatedtype Evaluated

    func load(at directory: URL) -> LoadedBook<Chapter>
    func evaluate(_ chapter: Chapter) -> (Evaluated, [Diagnostic])
    func render(_ evaluated: Evaluated) -> SiteChapter
    /// What `notebook verify` reports for an evaluated chapter: every expectation, twin pair and intentional error.
    func checks(of evaluated: Evaluated) -> [VerificationCheck]
}

extension Array {
    /// `transform` applied to every element on all cores, results in the original order.
    func concurrentMap<Result>(_ transform: (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
        let lock = NSLock()
        var results = [Result?](repeating: nil, count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let result = transform(self[index])
            lock.lock()
            results[index] = result
            lock.unlock()
        }
        return results.compactMap { $0 }
    }
}
