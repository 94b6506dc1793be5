import Diagnostics
import Foundation

/// A book as read from disk, before any chapter is processed.
public struct BookSources: Sendable {
    public var title: String
    public var language: String
    /// Everything in the configuration that can change how a chapter renders (the config file's text is enough).
    public var configurationFingerprint: String
    public var chapters: [ChapterSource]
    /// Problems with the configuration or the chapter list; chapters that could be read are still processed.
    public var diagnostics: [Diagnostic]

    public init(title: String, language: String, configurationFingerprint: String, chapters: [ChapterSource],
                diagnostics: [Diagnostic]) {
        self.title = title
        self.language = language
        self.configurationFingerprint = configurationFingerprint
        self.chapters = chapters
        self.diagnostics = diagnostics
    }
}

/// One chapter file, read.
public struct ChapterSource: Sendable, Hashable {
    /// 1-based position in the reading order.
    public var number: Int
    /// As diagnostics print it, relative to the book's folder: `Chapters/03-affine.md`.
    public var path: String
    /// The page's file name in the site: `03-affine.html`.
    public var pageFileName: String
    public var text: String

    public init(number: Int, path: String, pageFileName: String, text: String) {
        self.number = number
        self.path = path
        self.pageFileName = pageFileName
        self.text = text
    }
}

/// The stages a chapter goes through, as named steps of the build: parse, evaluate, render. Each stage is called
/// concurrently for different chapters, so implementations must not share mutable state.
public protocol ChapterPipeline: Sendable {
    associatedtype Parsed
    associatedtype Evaluated

    func readBook(at directory: URL) -> BookSources
    /// Nil when the chapter cannot be processed further; the diagnostics say why.
    func parse(_ chapter: ChapterSource, of book: BookSources) -> (Parsed?, [Diagnostic])
    func evaluate(_ parsed: Parsed) -> (Evaluated, [Diagnostic])
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
