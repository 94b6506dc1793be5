import Foundation

/// The frame shared by every page: head, skip link, top bar with search and theme toggle, the chapter sidebar,
/// previous/next links and footer.
///
/// Every URL it writes is relative (all pages sit at the site root), so the site works from `file://` and from any
/// server path. Nothing is loaded from elsewhere.
public enum PageLayout {
    /// The asset files every page references, relative to the site root.
    public static let styleSheetPath = "assets/notebook.css"
    public static let themeScriptPath = "assets/theme.js"
    public static let pageScriptPath = "assets/notebook.js"
    /// Defines `window.NotebookContents`: every chapter's page, number and title, for the chapter list and search.
    public static let contentsScriptPath = "assets/contents.js"
    /// Figures' own stylesheet and play-control script for values, diagrams and live renditions.
    public static let figureStyleSheetPath = "assets/figures.css"
    public static let figureScriptPath = "assets/figures.js"

    public static func chapterPage(_ chapter: SiteChapter, in book: SiteBook) -> String {
        String(decoding: chapterPageBytes(chapter, in: book), as: UTF8.self)
    }

    /// `chapterPage` as UTF-8.
    public static func chapterPageBytes(_ chapter: SiteChapter, in book: SiteBook) -> [UInt8] {
        Array(chapterPageChunks(chapter, in: book).joined())
    }

    /// `chapterPageBytes` in pieces to write one after another: the chapter's content, most of the page, is written
    /// from its own buffer instead of being copied into the page's.
    public static func chapterPageChunks(_ chapter: SiteChapter, in book: SiteBook) -> [ArraySlice<UInt8>] {
        var html = HTMLWriter()
        head(&html, title: chapter.title + " · " + book.title, book: book, description: chapter.summary)
        topBar(&html, book: book)
        html.open("div", [("class", "layout")])
        html.newline()
        chapterSidebar(&html, chapter: chapter)
        html.open("main", [("id", "content"), ("tabindex", "-1")])
        html.newline()
        html.open("article", [("class", "chapter"), ("aria-labelledby", "chapter-title")])
        html.newline()
        html.element("p", [("class", "chapter-number")], text: "Chapter \(chapter.number)")
        html.newline()
        var content = chapter.contentUTF8[...]
        if chapter.startsWithTitleHeading {
            // cmark writes headings without ids; the first <h1> is the chapter title, labelled for the article.
            if let title = firstLevelOneHeading(in: content) {
                html.appendTrustedMarkupBytes(content[..<title])
                html.appendTrustedMarkupBytes(#"<h1 id="chapter-title">"#.utf8[...])
                content = content[(title + 4)...]
            }
        } else {
            html.element("h1", [("id", "chapter-title")], text: chapter.title)
            html.newline()
        }
        let opening = html.outputBytes
        var closing = HTMLWriter()
        closing.close("article")
        closing.newline()
        pager(&closing, book: book, current: chapter.number)
        closing.close("main")
        closing.newline()
        closing.close("div")
        closing.newline()
        footer(&closing)
        return [opening[...], content, closing.outputBytes[...]]
    }

    /// Where the first `<h1>` starts.
    private static func firstLevelOneHeading(in markup: ArraySlice<UInt8>) -> Int? {
        markup.withUnsafeBufferPointer { bytes in
            var index = 0
            while index + 4 <= bytes.count {
                if bytes[index] == UInt8(ascii: "<") && bytes[index + 1] == UInt8(ascii: "h") && bytes[index + 2] == UInt8(ascii: "1")
                    && bytes[index + 3] == UInt8(ascii: ">") {
                    return markup.startIndex + index
                }
                index += 1
            }
            return nil
        }
    }

    public static func indexPage(_ book: SiteBook) -> String {
        var html = HTMLWriter()
        head(&html, title: book.title, book: book)
        topBar(&html, book: book)
        html.open("div", [("class", "layout")])
        html.newline()
        contentsSidebar(&html, book: book)
        html.open("main", [("id", "content"), ("tabindex", "-1")])
        html.newline()
        html.open("article", [("class", "index"), ("aria-labelledby", "book-title")])
        html.newline()
        html.element("h1", [("id", "book-title")], text: book.title)
        html.newline()
        html.element("h2", [("id", "contents")], text: "Contents")
        html.newline()
        html.open("ol", [("class", "contents"), ("aria-labelledby", "contents")])
        html.newline()
        for chapter in book.contents {
            html.open("li")
            html.open("a", [("href", chapter.fileName)])
            html.element("span", [("class", "toc-number")], text: "\(chapter.number).")
            html.text(" " + chapter.title)
            html.close("a")
            if let summary = chapter.summary, !summary.isEmpty {
                html.element("p", [("class", "summary")], text: summary)
            }
            let listingCount = chapter.listingCount
            if listingCount > 0 {
                html.element("p", [("class", "meta")], text: listingCount == 1 ? "1 listing" : "\(listingCount) listings")
            }
            html.close("li")
            html.newline()
        }
        html.close("ol")
        html.newline()
        html.close("article")
        html.newline()
        if let first = book.contents.first {
            html.open("nav", [("class", "pager"), ("aria-label", "Start reading")])
            html.open("a", [("class", "next"), ("rel", "next"), ("href", first.fileName)])
            html.element("span", [("class", "pager-label")], text: "Start reading")
            html.element("span", [("class", "pager-title")], text: "\(first.number). \(first.title)")
            html.close("a")
            html.close("nav")
            html.newline()
        }
        html.close("main")
        html.newline()
        html.close("div")
        html.newline()
        footer(&html)
        return html.output
    }

    /// A page that stands in for every page while the book does not build (`notebook serve` only): the diagnostics,
    /// as the terminal shows them, so the reader never looks at a stale page without knowing.
    public static func buildErrorPage(bookTitle: String, language: String, diagnosticsText: String) -> String {
        var html = HTMLWriter()
        let book = SiteBook(title: bookTitle, language: language, contents: [])
        head(&html, title: "Build failed · " + bookTitle, book: book)
        html.open("main", [("id", "content"), ("class", "build-error-page")])
        html.newline()
        html.element("h1", text: "The book does not build")
        html.newline()
        html.element("p", text: "Fix the errors below; this page reloads when the next build succeeds.")
        html.newline()
        html.open("pre", [("class", "build-errors"), ("role", "alert")])
        html.text(diagnosticsText)
        html.close("pre")
        html.newline()
        html.close("main")
        html.newline()
        html.appendTrustedMarkup("</body>\n</html>\n")
        return html.output
    }

    // MARK: - Parts

    private static func head(_ html: inout HTMLWriter, title: String, book: SiteBook, description: String? = nil) {
        html.appendTrustedMarkup("<!DOCTYPE html>\n")
        html.open("html", [("lang", book.language), ("class", "no-js")])
        html.newline()
        html.open("head")
        html.newline()
        html.open("meta", [("charset", "utf-8")])
        html.newline()
        html.open("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")])
        html.newline()
        html.open("meta", [("name", "color-scheme"), ("content", "light dark")])
        html.newline()
        html.element("title", text: title)
        html.newline()
        if let description, !description.isEmpty {
            html.open("meta", [("name", "description"), ("content", description)])
            html.newline()
        }
        html.open("link", [("rel", "stylesheet"), ("href", figureStyleSheetPath)])
        html.newline()
        html.open("link", [("rel", "stylesheet"), ("href", styleSheetPath)])
        html.newline()
        // theme.js runs before the body is drawn so a remembered dark theme never flashes light.
        html.open("script", [("src", themeScriptPath)])
        html.close("script")
        html.newline()
        html.open("script", [("src", contentsScriptPath), ("defer", "")])
        html.close("script")
        html.newline()
        html.open("script", [("src", pageScriptPath), ("defer", "")])
        html.close("script")
        html.newline()
        html.open("script", [("src", figureScriptPath), ("defer", "")])
        html.close("script")
        html.newline()
        html.close("head")
        html.newline()
        html.open("body")
        html.newline()
        html.element("a", [("class", "skip-link"), ("href", "#content")], text: "Skip to content")
        html.newline()
    }

    private static func topBar(_ html: inout HTMLWriter, book: SiteBook) {
        html.open("header", [("class", "top-bar")])
        html.newline()
        html.element(
            "button",
            [("class", "sidebar-toggle"), ("type", "button"), ("aria-controls", "sidebar"), ("aria-expanded", "false"),
             ("aria-label", "Show or hide the chapter list")],
            text: "☰")
        html.newline()
        html.element("a", [("class", "book-title"), ("href", "index.html")], text: book.title)
        html.newline()
        html.open("div", [("class", "search"), ("role", "search")])
        html.element("label", [("class", "visually-hidden"), ("for", "search-input")], text: "Search the book")
        html.open("input", [("id", "search-input"), ("type", "search"), ("placeholder", "Search…"), ("autocomplete", "off"),
                            ("aria-controls", "search-results"), ("aria-describedby", "search-status")])
        html.element("p", [("id", "search-status"), ("class", "visually-hidden"), ("aria-live", "polite")], text: "")
        html.open("ol", [("id", "search-results"), ("class", "search-results"), ("hidden", "")])
        html.close("ol")
        html.close("div")
        html.newline()
        html.element(
            "button",
            [("class", "theme-toggle"), ("type", "button"), ("aria-label", "Switch between light and dark themes"),
             ("title", "Switch between light and dark themes")],
            text: "◐")
        html.newline()
        html.close("header")
        html.newline()
    }

    /// The chapter list of the index page: every chapter.
    private static func contentsSidebar(_ html: inout HTMLWriter, book: SiteBook) {
        html.open("nav", [("id", "sidebar"), ("class", "sidebar"), ("aria-label", "Chapters")])
        html.newline()
        html.open("ol", [("class", "toc")])
        html.newline()
        for chapter in book.contents {
            html.open("li")
            html.open("a", [("href", chapter.fileName)])
            html.element("span", [("class", "toc-number")], text: "\(chapter.number).")
            html.text(" " + chapter.title)
            html.close("a")
            html.close("li")
            html.newline()
        }
        html.close("ol")
        html.newline()
        html.close("nav")
        html.newline()
    }

    /// The chapter list of a chapter page: the chapter itself with its outline, and a link to the contents. The page
    /// script adds the other chapters from `assets/contents.js`, so the page does not change when another chapter's
    /// title does (and a book's pages do not each carry the whole list).
    private static func chapterSidebar(_ html: inout HTMLWriter, chapter: SiteChapter) {
        html.open("nav", [("id", "sidebar"), ("class", "sidebar"), ("aria-label", "Chapters")])
        html.newline()
        html.open("ol", [("class", "toc"), ("data-current", String(chapter.number))])
        html.newline()
        html.open("li", [("class", "current")])
        html.open("a", [("href", chapter.fileName), ("aria-current", "page")])
        html.element("span", [("class", "toc-number")], text: "\(chapter.number).")
        html.text(" " + chapter.title)
        html.close("a")
        if !chapter.outline.isEmpty {
            html.newline()
            html.open("ol", [("class", "outline")])
            for entry in chapter.outline {
                if entry.kind == .section {
                    html.open("li", "class", "outline-section")
                } else {
                    html.open("li")
                }
                html.open("a", "href", prefix: "#", entry.anchor)
                html.escapedText(entry.title)
                html.close("a" as StaticString)
                html.close("li" as StaticString)
            }
            html.close("ol")
        }
        html.close("li")
        html.newline()
        html.close("ol")
        html.newline()
        html.open("p", [("class", "toc-all")])
        html.element("a", [("href", "index.html")], text: "All chapters")
        html.close("p")
        html.newline()
        html.close("nav")
        html.newline()
    }

    /// `window.NotebookContents = {"pages":[["01-a.html",1,"Title"],...]};`
    public static func contentsScript(_ book: SiteBook) -> String {
        var text = "window.NotebookContents = {\"pages\":["
        for (index, chapter) in book.contents.enumerated() {
            if index > 0 { text += ",\n" }
            text += "[" + SearchIndex.javaScriptString(chapter.fileName) + "," + String(chapter.number) + ","
                + SearchIndex.javaScriptString(chapter.title) + "]"
        }
        return text + "]};\n"
    }

    private static func pager(_ html: inout HTMLWriter, book: SiteBook, current: Int) {
        // Chapters are numbered from 1 in reading order, so the entry is normally at `current - 1`; searching every
        // page's entry from the start made a book's pagers cost chapters² steps.
        let expected = current - 1
        let index = book.contents.indices.contains(expected) && book.contents[expected].number == current
            ? expected : book.contents.firstIndex { $0.number == current }
        html.open("nav", [("class", "pager"), ("aria-label", "Previous and next chapters")])
        if let index, index > 0 {
            let previous = book.contents[index - 1]
            html.open("a", [("class", "previous"), ("rel", "prev"), ("href", previous.fileName)])
            html.element("span", [("class", "pager-label")], text: "Previous")
            html.element("span", [("class", "pager-title")], text: "\(previous.number). \(previous.title)")
            html.close("a")
        } else {
            html.open("a", [("class", "previous"), ("rel", "prev"), ("href", "index.html")])
            html.element("span", [("class", "pager-label")], text: "Previous")
            html.element("span", [("class", "pager-title")], text: "Contents")
            html.close("a")
        }
        if let index, index + 1 < book.contents.count {
            let next = book.contents[index + 1]
            html.open("a", [("class", "next"), ("rel", "next"), ("href", next.fileName)])
            html.element("span", [("class", "pager-label")], text: "Next")
            html.element("span", [("class", "pager-title")], text: "\(next.number). \(next.title)")
            html.close("a")
        }
        html.close("nav")
        html.newline()
    }

    private static func footer(_ html: inout HTMLWriter) {
        html.open("footer", [("class", "site-footer")])
        html.element("p", text: "Every listing on these pages was evaluated and its expectations checked when the site was built.")
        html.close("footer")
        html.newline()
        html.appendTrustedMarkup("</body>\n</html>\n")
    }
}
