import Diagnostics
import Foundation
import SnippetLanguage

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
