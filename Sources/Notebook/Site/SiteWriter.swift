import Figures

/// Lays out a whole site as files: the index, one page per chapter, the assets and the search index.
///
/// Pure: it returns paths and contents, sorted by path, and touches no disk, so the same book always gives the same
/// bytes and tests can look at a site without writing it.
public enum SiteWriter {
    public struct File: Hashable, Sendable {
        /// Relative to the site root, with `/` separators.
        public var path: String
        public var contents: String
    }

    public static func files(for book: SiteBook) -> [File] {
        var files: [File] = [
            File(path: "index.html", contents: PageLayout.indexPage(book)),
            File(path: PageLayout.styleSheetPath, contents: StyleSheet.source),
            File(path: PageLayout.figureStyleSheetPath, contents: FigureAssets.stylesheet + "\n"),
            File(path: PageLayout.figureScriptPath, contents: FigureAssets.script + "\n"),
            File(path: PageLayout.themeScriptPath, contents: ThemeScript.source),
            File(path: PageLayout.pageScriptPath, contents: PageScript.source),
            File(path: PageLayout.searchIndexPath, contents: SearchIndex.script(for: searchEntries(of: book))),
        ]
        for chapter in book.chapters {
            files.append(File(path: chapter.fileName, contents: PageLayout.chapterPage(chapter, in: book)))
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The chapters' entries in reading order; each chapter contributes its prose entry first, then its listings.
    static func searchEntries(of book: SiteBook) -> [SearchEntry] {
        book.chapters.flatMap(\.searchEntries)
    }
}
