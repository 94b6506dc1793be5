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
