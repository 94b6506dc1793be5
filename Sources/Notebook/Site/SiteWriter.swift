import Figures

/// Lays out a site as files: the book's files (index, contents script, assets) and each chapter's page and search
/// shard.
///
/// Pure: it returns paths and contents and touches no disk, so the same book always gives the same bytes and tests
/// can look at a site without writing it.
public enum SiteWriter {
    public struct File: Hashable, Sendable {
        /// Relative to the site root, with `/` separators.
        public var path: String
        /// The file's UTF-8 bytes, in pieces written one after another. A page is assembled as bytes and written as
        /// they are (making it a `String` would validate its few hundred kilobytes of UTF-8 once more), and the
        /// chapter's content, most of it, stays in its own buffer instead of being copied into the page's.
        public var chunks: [ArraySlice<UInt8>]

        public var bytes: [UInt8] { chunks.count == 1 ? Array(chunks[0]) : Array(chunks.joined()) }

        public var contents: String { String(decoding: bytes, as: UTF8.self) }

        public init(path: String, contents: String) {
            self.init(path: path, bytes: Array(contents.utf8))
        }

        public init(path: String, bytes: [UInt8]) {
            self.init(path: path, chunks: [bytes[...]])
        }

        public init(path: String, chunks: [ArraySlice<UInt8>]) {
            self.path = path
            self.chunks = chunks
        }

        // Files are the same when their paths and bytes are, however the bytes are divided.
        public static func == (left: File, right: File) -> Bool {
            left.path == right.path && left.chunks.joined().elementsEqual(right.chunks.joined())
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(path)
            for chunk in chunks { for byte in chunk { hasher.combine(byte) } }
        }
    }

    /// Every file of the site, sorted by path.
    public static func files(for book: SiteBook, chapters: [SiteChapter]) -> [File] {
        (bookFiles(for: book) + chapters.flatMap { chapterFiles(for: $0, in: book) }
            + searchFiles(lines: chapters.map { searchLine(for: $0) })).sorted { $0.path < $1.path }
    }

    /// The files that depend on the whole book: the index, the contents script and the assets.
    public static func bookFiles(for book: SiteBook) -> [File] {
        [
            File(path: "index.html", contents: PageLayout.indexPage(book)),
            File(path: PageLayout.contentsScriptPath, contents: PageLayout.contentsScript(book)),
            File(path: PageLayout.styleSheetPath, contents: StyleSheet.source),
            File(path: PageLayout.figureStyleSheetPath, contents: FigureAssets.stylesheet + "\n"),
            File(path: PageLayout.figureScriptPath, contents: FigureAssets.script + "\n"),
            File(path: PageLayout.themeScriptPath, contents: ThemeScript.source),
            File(path: PageLayout.pageScriptPath, contents: PageScript.source),
            File(path: LiveCellScript.path, contents: LiveCellScript.source),
            File(path: TransformSemantics.path, contents: TransformSemantics.source + "\n"),
            File(path: OutputFolderPolicy.markerName, contents: OutputFolderPolicy.markerText),
        ]
    }

    /// The paths of `bookFiles(for:)`.
    public static let bookFilePaths = [
        "index.html", PageLayout.contentsScriptPath, PageLayout.styleSheetPath, PageLayout.figureStyleSheetPath,
        PageLayout.figureScriptPath, PageLayout.themeScriptPath, PageLayout.pageScriptPath, LiveCellScript.path,
        TransformSemantics.path,
        OutputFolderPolicy.markerName,
    ]

    /// A chapter's page.
    public static func chapterFiles(for chapter: SiteChapter, in book: SiteBook) -> [File] {
        [File(path: chapter.fileName, chunks: PageLayout.chapterPageChunks(chapter, in: book))]
    }

    /// The paths of `chapterFiles(for:in:)` for the page `fileName`.
    public static func chapterFilePaths(forPage fileName: String) -> [String] {
        [fileName]
    }

    /// A chapter's line of its search file (`SearchIndex.shard`).
    public static func searchLine(for chapter: SiteChapter) -> [UInt8] {
        SearchIndex.shardLine(for: chapter.searchEntries, page: chapter.fileName)
    }

    /// The search files of a book whose chapters' search lines are `lines`, in reading order.
    public static func searchFiles(lines: [[UInt8]]) -> [File] {
        stride(from: 0, to: lines.count, by: SearchIndex.chaptersPerPart).map { first in
            searchFile(part: first / SearchIndex.chaptersPerPart,
                       lines: lines[first..<min(first + SearchIndex.chaptersPerPart, lines.count)])
        }
    }

    /// Search file number `part` (from 0), made of the lines of its chapters.
    public static func searchFile(part: Int, lines: ArraySlice<[UInt8]>) -> File {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(lines.reduce(0) { $0 + $1.count })
        for line in lines { bytes.append(contentsOf: line) }
        return File(path: SearchIndex.partPath(forChapterAt: part * SearchIndex.chaptersPerPart), bytes: bytes)
    }
}
