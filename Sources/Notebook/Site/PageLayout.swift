import Figures
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

    /// `chapterPageBytes` as pieces to write one after another (the writers of the site take pieces).
    public static func chapterPageChunks(_ chapter: SiteChapter, in book: SiteBook) -> [ArraySlice<UInt8>] {
        var html = MarkupWriter()
        head(&html, title: chapter.title + " · " + book.title, book: book, description: chapter.summary)
        topBar(&html, book: book)
        html.openHTML("div", attributes: [("class", "layout")])
        html.lineBreak()
        chapterSidebar(&html, chapter: chapter)
        html.openHTML("main", attributes: [("id", "content"), ("tabindex", "-1")])
        html.lineBreak()
        html.openHTML("article", attributes: [("class", "chapter"), ("aria-labelledby", "chapter-title")])
        html.lineBreak()
        html.htmlElement("p", attributes: [("class", "chapter-number")], text: "Chapter \(chapter.number)")
        html.lineBreak()
        var content = chapter.contentUTF8[...]
        if chapter.startsWithTitleHeading {
            // cmark writes headings without ids; the first <h1> is the chapter title, labelled for the article.
            if let title = firstLevelOneHeading(in: content) {
                html.trustedMarkup(utf8: content[..<title])
                html.trustedMarkup(#"<h1 id="chapter-title">"#)
                content = content[(title + 4)...]
            }
        } else {
            html.htmlElement("h1", attributes: [("id", "chapter-title")], text: chapter.title)
            html.lineBreak()
        }
        // The content, most of the page, is a piece of its own rather than copied into the frame's markup (into a
        // buffer that grew by copies): the writer takes its place as trusted markup of no bytes and goes on after it.
        html.trustedMarkup(utf8: EmptyCollection())
        let contentPlace = html.bytes.count
        // Read by every layer diagram's aria-labelledby (LayerDiagram.keyID), the live cells' redrawn ones too.
        html.htmlElement("p", attributes: [("id", LayerDiagram.keyID), ("hidden", "")], text: LayerDiagram.key)
        html.lineBreak()
        html.close()
        html.lineBreak()
        pager(&html, book: book, current: chapter.number)
        html.close()
        html.lineBreak()
        html.close()
        html.lineBreak()
        footer(&html)
        let frame = html.bytes
        return [frame[..<contentPlace], content, frame[contentPlace...]]
    }

    /// Where the first `<h1>` starts.
    private static func firstLevelOneHeading(in markup: ArraySlice<UInt8>) -> Int? {
        let tag = Array("<h1>".utf8)
        var index = markup.startIndex
        while index + tag.count <= markup.endIndex {
            if markup[index..<(index + tag.count)].elementsEqual(tag) { return index }
            index += 1
        }
        return nil
    }

    public static func indexPage(_ book: SiteBook) -> String {
        var html = MarkupWriter()
        head(&html, title: book.title, book: book)
        topBar(&html, book: book)
        html.openHTML("div", attributes: [("class", "layout")])
        html.lineBreak()
        contentsSidebar(&html, book: book)
        html.openHTML("main", attributes: [("id", "content"), ("tabindex", "-1")])
        html.lineBreak()
        html.openHTML("article", attributes: [("class", "index"), ("aria-labelledby", "book-title")])
        html.lineBreak()
        html.htmlElement("h1", attributes: [("id", "book-title")], text: book.title)
        html.lineBreak()
        html.htmlElement("h2", attributes: [("id", "contents")], text: "Contents")
        html.lineBreak()
        html.openHTML("ol", attributes: [("class", "contents"), ("aria-labelledby", "contents")])
        html.lineBreak()
        for chapter in book.contents {
            html.openHTML("li")
            html.openHTML("a", attributes: [("href", HTMLRenderer.encodePathSegment(chapter.fileName))])
            html.htmlElement("span", attributes: [("class", "toc-number")], text: "\(chapter.number).")
            html.text(" " + chapter.title)
            html.close()
            if let summary = chapter.summary, !summary.isEmpty {
                html.htmlElement("p", attributes: [("class", "summary")], text: summary)
            }
            let listingCount = chapter.listingCount
            if listingCount > 0 {
                html.htmlElement("p", attributes: [("class", "meta")], text: listingCount == 1 ? "1 listing" : "\(listingCount) listings")
            }
            html.close()
            html.lineBreak()
        }
        html.close()
        html.lineBreak()
        html.close()
        html.lineBreak()
        if let first = book.contents.first {
            html.openHTML("nav", attributes: [("class", "pager"), ("aria-label", "Start reading")])
            html.openHTML("a", attributes: [("class", "next"), ("rel", "next"), ("href", HTMLRenderer.encodePathSegment(first.fileName))])
            html.htmlElement("span", attributes: [("class", "pager-label")], text: "Start reading")
            html.htmlElement("span", attributes: [("class", "pager-title")], text: "\(first.number). \(first.title)")
            html.close()
            html.close()
            html.lineBreak()
        }
        html.close()
        html.lineBreak()
        html.close()
        html.lineBreak()
        footer(&html)
        return html.string
    }

    /// A page that stands in for every page while the book does not build (`notebook serve` only): the diagnostics,
    /// as the terminal shows them, so the reader never looks at a stale page without knowing.
    public static func buildErrorPage(bookTitle: String, language: String, diagnosticsText: String) -> String {
        let book = SiteBook(title: bookTitle, language: language, contents: [])
        return servePage(title: "Build failed · " + bookTitle, heading: "The book does not build", book: book,
                         mainClass: "build-error-page") { html in
            html.htmlElement("p", text: "Fix the errors below; this page reloads when the next build succeeds.")
            html.lineBreak()
            html.openHTML("pre", attributes: [("class", "build-errors"), ("role", "alert")])
            html.text(diagnosticsText)
            html.close()
            html.lineBreak()
        }
    }

    /// What `notebook serve` answers (404) for a page the current site does not have: the chapter of an open page
    /// was renamed or removed, or the first build has not finished. Unlike a bare "not found" it gets the reload
    /// script, so the open page comes back by itself, and it links to the contents, which list the chapters there are.
    public static func buildMissingPage(requestPath: String) -> String {
        let book = SiteBook(title: "", language: "en", contents: [])
        return servePage(title: "No page at " + requestPath, heading: "No page at " + requestPath, book: book,
                         mainClass: nil) { html in
            html.openHTML("p")
            html.text("The site as last built has no such page: its chapter may have been renamed or removed, or the "
                      + "first build has not finished. This page reloads after the next build; the ")
            html.openHTML("a", attributes: [("href", "/")])
            html.text("contents")
            html.close()
            html.text(" list the chapters.")
            html.close()
            html.lineBreak()
        }
    }

    /// The shell of the pages only `notebook serve` answers with: the head, then a `main` with a heading and `body`.
    private static func servePage(title: String, heading: String, book: SiteBook, mainClass: String?,
                                  body: (inout MarkupWriter) -> Void) -> String {
        var html = MarkupWriter()
        head(&html, title: title, book: book)
        html.openHTML("main", attributes: [("id", "content"), ("class", mainClass)])
        html.lineBreak()
        html.htmlElement("h1", text: heading)
        html.lineBreak()
        body(&html)
        html.close()
        html.lineBreak()
        html.close()
        html.lineBreak()
        html.close()
        html.lineBreak()
        return html.string
    }

    // MARK: - Parts

    private static func head(_ html: inout MarkupWriter, title: String, book: SiteBook, description: String? = nil) {
        html.trustedMarkup("<!DOCTYPE html>\n")
        html.openHTML("html", attributes: [("lang", book.language), ("class", "no-js")])
        html.lineBreak()
        html.openHTML("head")
        html.lineBreak()
        html.voidElement("meta", attributes: [("charset", "utf-8")])
        html.lineBreak()
        html.voidElement("meta", attributes: [("name", "viewport"), ("content", "width=device-width, initial-scale=1")])
        html.lineBreak()
        html.voidElement("meta", attributes: [("name", "color-scheme"), ("content", "light dark")])
        html.lineBreak()
        html.htmlElement("title", text: title)
        html.lineBreak()
        if let description, !description.isEmpty {
            html.voidElement("meta", attributes: [("name", "description"), ("content", description)])
            html.lineBreak()
        }
        html.voidElement("link", attributes: [("rel", "stylesheet"), ("href", figureStyleSheetPath)])
        html.lineBreak()
        html.voidElement("link", attributes: [("rel", "stylesheet"), ("href", styleSheetPath)])
        html.lineBreak()
        // theme.js runs before the body is drawn so a remembered dark theme never flashes light.
        html.openHTML("script", attributes: [("src", themeScriptPath)])
        html.close()
        html.lineBreak()
        html.openHTML("script", attributes: [("src", contentsScriptPath), ("defer", "")])
        html.close()
        html.lineBreak()
        html.openHTML("script", attributes: [("src", pageScriptPath), ("defer", "")])
        html.close()
        html.lineBreak()
        html.openHTML("script", attributes: [("src", figureScriptPath), ("defer", "")])
        html.close()
        html.lineBreak()
        html.openHTML("script", attributes: [("src", LiveCellScript.path), ("defer", "")])
        html.close()
        html.lineBreak()
        html.close()
        html.lineBreak()
        html.openHTML("body")
        html.lineBreak()
        html.htmlElement("a", attributes: [("class", "skip-link"), ("href", "#content")], text: "Skip to content")
        html.lineBreak()
    }

    private static func topBar(_ html: inout MarkupWriter, book: SiteBook) {
        html.openHTML("header", attributes: [("class", "top-bar")])
        html.lineBreak()
        html.htmlElement("button", attributes: [("class", "sidebar-toggle"), ("type", "button"), ("aria-controls", "sidebar"), ("aria-expanded", "false"),
             ("aria-label", "Show or hide the chapter list")],
            text: "☰")
        html.lineBreak()
        html.htmlElement("a", attributes: [("class", "book-title"), ("href", "index.html")], text: book.title)
        html.lineBreak()
        html.openHTML("div", attributes: [("class", "search"), ("role", "search")])
        html.htmlElement("label", attributes: [("class", "visually-hidden"), ("for", "search-input")], text: "Search the book")
        html.voidElement("input", attributes: [("id", "search-input"), ("type", "search"), ("placeholder", "Search…"), ("autocomplete", "off"),
                            ("aria-controls", "search-results"), ("aria-describedby", "search-status")])
        html.htmlElement("p", attributes: [("id", "search-status"), ("class", "visually-hidden"), ("aria-live", "polite")], text: "")
        html.openHTML("ol", attributes: [("id", "search-results"), ("class", "search-results"), ("hidden", "")])
        html.close()
        html.close()
        html.lineBreak()
        html.htmlElement("button", attributes: [("class", "theme-toggle"), ("type", "button"), ("aria-label", "Switch between light and dark themes"),
             ("title", "Switch between light and dark themes")],
            text: "◐")
        html.lineBreak()
        html.close()
        html.lineBreak()
    }

    /// The chapter list of the index page: every chapter.
    private static func contentsSidebar(_ html: inout MarkupWriter, book: SiteBook) {
        html.openHTML("nav", attributes: [("id", "sidebar"), ("class", "sidebar"), ("aria-label", "Chapters")])
        html.lineBreak()
        html.openHTML("ol", attributes: [("class", "toc")])
        html.lineBreak()
        for chapter in book.contents {
            html.openHTML("li")
            html.openHTML("a", attributes: [("href", HTMLRenderer.encodePathSegment(chapter.fileName))])
            html.htmlElement("span", attributes: [("class", "toc-number")], text: "\(chapter.number).")
            html.text(" " + chapter.title)
            html.close()
            html.close()
            html.lineBreak()
        }
        html.close()
        html.lineBreak()
        html.close()
        html.lineBreak()
    }

    /// The chapter list of a chapter page: the chapter itself with its outline, and a link to the contents. The page
    /// script adds the other chapters from `assets/contents.js`, so the page does not change when another chapter's
    /// title does (and a book's pages do not each carry the whole list).
    private static func chapterSidebar(_ html: inout MarkupWriter, chapter: SiteChapter) {
        html.openHTML("nav", attributes: [("id", "sidebar"), ("class", "sidebar"), ("aria-label", "Chapters")])
        html.lineBreak()
        html.openHTML("ol", attributes: [("class", "toc"), ("data-current", String(chapter.number))])
        html.lineBreak()
        html.openHTML("li", attributes: [("class", "current")])
        html.openHTML("a", attributes: [("href", HTMLRenderer.encodePathSegment(chapter.fileName)), ("aria-current", "page")])
        html.htmlElement("span", attributes: [("class", "toc-number")], text: "\(chapter.number).")
        html.text(" " + chapter.title)
        html.close()
        if !chapter.outline.isEmpty {
            html.lineBreak()
            html.openHTML("ol", attributes: [("class", "outline")])
            for entry in chapter.outline {
                if entry.kind == .section {
                    html.openHTML("li", attributes: [("class", "outline-section")])
                } else {
                    html.openHTML("li")
                }
                html.openHTML("a", attributes: [("href", "#" + entry.anchor)])
                html.text(entry.title)
                html.close()
                html.close()
            }
            html.close()
        }
        html.close()
        html.lineBreak()
        html.close()
        html.lineBreak()
        html.openHTML("p", attributes: [("class", "toc-all")])
        html.htmlElement("a", attributes: [("href", "index.html")], text: "All chapters")
        html.close()
        html.lineBreak()
        html.close()
        html.lineBreak()
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

    private static func pager(_ html: inout MarkupWriter, book: SiteBook, current: Int) {
        // Chapters are numbered from 1 in reading order, so the entry is normally at `current - 1`; searching every
        // page's entry from the start made a book's pagers cost chapters² steps.
        let expected = current - 1
        let index = book.contents.indices.contains(expected) && book.contents[expected].number == current
            ? expected : book.contents.firstIndex { $0.number == current }
        html.openHTML("nav", attributes: [("class", "pager"), ("aria-label", "Previous and next chapters")])
        if let index, index > 0 {
            let previous = book.contents[index - 1]
            html.openHTML("a", attributes: [("class", "previous"), ("rel", "prev"), ("href", HTMLRenderer.encodePathSegment(previous.fileName))])
            html.htmlElement("span", attributes: [("class", "pager-label")], text: "Previous")
            html.htmlElement("span", attributes: [("class", "pager-title")], text: "\(previous.number). \(previous.title)")
            html.close()
        } else {
            html.openHTML("a", attributes: [("class", "previous"), ("rel", "prev"), ("href", "index.html")])
            html.htmlElement("span", attributes: [("class", "pager-label")], text: "Previous")
            html.htmlElement("span", attributes: [("class", "pager-title")], text: "Contents")
            html.close()
        }
        if let index, index + 1 < book.contents.count {
            let next = book.contents[index + 1]
            html.openHTML("a", attributes: [("class", "next"), ("rel", "next"), ("href", HTMLRenderer.encodePathSegment(next.fileName))])
            html.htmlElement("span", attributes: [("class", "pager-label")], text: "Next")
            html.htmlElement("span", attributes: [("class", "pager-title")], text: "\(next.number). \(next.title)")
            html.close()
        }
        html.close()
        html.lineBreak()
    }

    private static func footer(_ html: inout MarkupWriter) {
        html.openHTML("footer", attributes: [("class", "site-footer")])
        html.htmlElement("p", text: "Every listing on these pages was evaluated and its expectations checked when the site was built.")
        // Said on every page: the numbers come from a reimplementation, and a reader must be able to see of what.
        html.openHTML("p", attributes: [("class", "evaluation-note")])
        html.text("The listings ran in notebook’s own reimplementation of Apple’s transform and layer semantics, on Linux — "
            + "not on iOS or macOS. ")
        html.htmlElement("a", attributes: [("href", TransformSemantics.path)], text: "The specification it follows")
        html.text(" marks which rules Apple documents and which are unconfirmed.")
        html.close()
        html.close()
        html.lineBreak()
        html.close()
        html.lineBreak()
        html.close()
        html.lineBreak()
    }
}
