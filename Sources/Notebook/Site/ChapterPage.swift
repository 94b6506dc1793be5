import Figures

/// Renders a chapter's page content: cmark's HTML for the prose, each listing's markup in place of its fenced
/// blocks (the twin, scene and expect blocks are part of it), links to other chapters pointed at their pages, and the
/// search entries and sidebar outline of the page.
enum ChapterPage {
    static func render(_ input: ChapterPageInput) -> SiteChapter {
        let chapter = input.chapter
        let document = chapter.mayContainLinks
            ? pointingLinksAtPages(chapter.document, pageNames: input.pageNames, from: chapter.name) : chapter.document
        let sections = SectionAnchors.of(document)
        let content = contentUTF8(of: document, input: input, sections: sections)
        var startsWithTitle = false
        if let first = document.children.first, case .heading(level: 1) = first.kind {
            startsWithTitle = true
        }
        let (outline, search) = outlineAndSearchEntries(of: document, input: input, sections: sections)
        return SiteChapter(number: chapter.number, fileName: input.pageFileName, title: chapter.title,
                           summary: chapter.summary, contentUTF8: content, startsWithTitleHeading: startsWithTitle,
                           outline: outline, searchEntries: search)
    }

    /// The page's content: cmark's markup of the prose, with each listing's markup in place of its blocks, answers
    /// folded into disclosures and a section anchor before each heading that has one.
    private static func contentUTF8(of document: MarkupNode, input: ChapterPageInput,
                                    sections: [MarkupPosition: SectionAnchor]) -> [UInt8] {
        let chapter = input.chapter
        let listingMarkup = ChangedLines.marking(RepeatedValues.marking(input.listings)).map { ListingMarkup.htmlBytes(for: $0) }
        // Headings keep cmark's exact markup; the section anchor is an empty element written just before each.
        let plainRenderer = HTMLRenderer(allowsRawHTML: input.allowsRawHTML)
        func override(_ node: MarkupNode) -> [UInt8]? {
            if let blocks = AnswerDisclosure.answerBlocks(of: node) {
                let inner = HTMLRenderer(allowsRawHTML: input.allowsRawHTML, overridingWithBytes: override)
                return AnswerDisclosure.html(content: inner.renderUTF8(MarkupNode(.document, children: blocks)))
            }
            if case .heading = node.kind, let start = node.range?.start, let anchor = sections[start] {
                return sectionAnchorMarkup(anchor) + plainRenderer.renderUTF8(node)
            }
            switch chapter.role(of: node) {
            case .listing(let index)?:
                return index < listingMarkup.count ? listingMarkup[index] : nil
            case .twin?, .scene?, .expect?:
                return []
            case nil:
                return nil
            }
        }
        let renderer = HTMLRenderer(allowsRawHTML: input.allowsRawHTML, overridingWithBytes: override)
        // The prose's markup is about as long as its source; the listings' markup is most of a page.
        let expectedSize = listingMarkup.reduce(chapter.text.utf8.count + 1024) { $0 + $1.count }
        return renderer.renderUTF8(document, reservingCapacity: expectedSize)
    }

    private static func sectionAnchorMarkup(_ anchor: SectionAnchor) -> [UInt8] {
        var html = MarkupWriter(capacity: 64)
        html.openHTML("span", attributes: [("class", "section-anchor"), ("id", anchor.id)])
        html.close()
        html.lineBreak()
        return html.bytes
    }

    /// The outline and the search entries follow the page: sections and listings in document order, then an entry
    /// for each listing's code.
    private static func outlineAndSearchEntries(of document: MarkupNode, input: ChapterPageInput,
                                                sections: [MarkupPosition: SectionAnchor])
        -> (outline: [OutlineEntry], search: [SearchEntry]) {
        let chapter = input.chapter
        var outline: [OutlineEntry] = []
        let chapterTitle = "\(chapter.number). \(chapter.title)"
        var search: [SearchEntry] = []
        let pageURL = HTMLRenderer.encodePathSegment(input.pageFileName)
        var current = SearchEntry(title: chapterTitle, url: pageURL, text: "")
        var currentText: [UInt8] = []
        for block in document.children {
            if case .heading = block.kind, let start = block.range?.start, let anchor = sections[start] {
                current.text = String(decoding: currentText, as: UTF8.self)
                currentText.removeAll(keepingCapacity: true)
                search.append(current)
                current = SearchEntry(title: chapterTitle + " › " + anchor.title, url: pageURL + "#" + anchor.id, text: "")
                if anchor.level == 2 {
                    outline.append(OutlineEntry(title: anchor.title, anchor: anchor.id, kind: .section))
                }
            }
            if case .listing(let index)? = chapter.role(of: block), index < input.listings.count {
                let presentation = input.listings[index]
                outline.append(OutlineEntry(title: presentation.caption, anchor: presentation.listingAnchor, kind: .listing))
            }
            appendProseText(of: block, chapter: chapter, to: &currentText)
        }
        current.text = String(decoding: currentText, as: UTF8.self)
        search.append(current)
        for presentation in input.listings {
            let code = presentation.variants.map(\.code).joined(separator: "\n")
            search.append(SearchEntry(title: presentation.caption, url: pageURL + "#" + presentation.listingAnchor,
                                      text: code))
        }
        return (outline, search)
    }

    /// Links to `OTHER.md` or `OTHER.md#anchor` (relative to the linking chapter's folder) point at that chapter's page.
    static func pointingLinksAtPages(_ node: MarkupNode, pageNames: [String: String], from chapterName: String) -> MarkupNode {
        // Most chapters link to no other chapter: then the tree is returned as it is, not rebuilt.
        guard containsMarkdownLink(node) else { return node }
        return rewritingLinks(node, pageNames: pageNames, from: chapterName)
    }

    private static func containsMarkdownLink(_ root: MarkupNode) -> Bool {
        root.contains { node in
            if case .link(let link) = node.kind { return link.destination.contains(".md") }
            return false
        }
    }

    private static func rewritingLinks(_ node: MarkupNode, pageNames: [String: String], from chapterName: String) -> MarkupNode {
        var node = node
        if case .link(var link) = node.kind {
            let destination = link.destination
            let hash = destination.firstIndex(of: "#") ?? destination.endIndex
            let file = String(destination[..<hash])
            if file.hasSuffix(".md"), !file.contains(":") {
                let folder = FileSystemPath.parent(of: chapterName)
                let name = folder.map { $0 + "/" + file } ?? file
                // `two%20words.md` is how Markdown writes a link to `two words.md`.
                if let page = normalized(name).flatMap({ pageNames[$0] })
                    ?? name.removingPercentEncoding.flatMap(normalized).flatMap({ pageNames[$0] }) {
                    link.destination = HTMLRenderer.encodePathSegment(page) + String(destination[hash...])
                    node.kind = .link(link)
                }
            }
        }
        if !node.children.isEmpty {
            node.children = node.children.map { rewritingLinks($0, pageNames: pageNames, from: chapterName) }
        }
        return node
    }

    /// `a/./b/../c.md` -> `a/c.md`; a path that climbs out of `Chapters/` names no page.
    private static func normalized(_ path: String) -> String? {
        FileSystemPath.lexicallyResolved(FileSystemPath.names(of: path))?.joined(separator: "/")
    }

    /// A block's prose as plain text appended as UTF-8, listings left out (they are indexed on their own). A
    /// chapter's prose is thousands of small pieces, gathered into one buffer per search entry. Recursive (trees are
    /// at most `CommonMarkConverter.maximumDepth` deep): walking with a stack copied every node onto it.
    static func appendProseText(of node: MarkupNode, chapter: Chapter, to text: inout [UInt8]) {
        func append(_ piece: String) {
            var piece = piece
            piece.withUTF8 { text.append(contentsOf: $0) }
        }
        switch node.kind {
        case .text(let literal), .code(let literal):
            append(literal)
        case .softBreak, .lineBreak:
            text.append(UInt8(ascii: " "))
        case .codeBlock(let block):
            if chapter.role(of: node) == nil {
                text.append(UInt8(ascii: "\n"))
                append(block.literal)
            }
        default:
            if node.kind.isBlock { text.append(UInt8(ascii: "\n")) }
        }
        for child in node.children {
            appendProseText(of: child, chapter: chapter, to: &text)
        }
    }
}
