/// Renders a chapter's page content: cmark's HTML for the prose, each listing's markup in place of its fenced
/// blocks (the twin, scene and expect blocks are part of it), links to other chapters pointed at their pages, and the
/// search entries and sidebar outline of the page.
enum ChapterPage {
    static func render(_ evaluated: NotebookPipeline.EvaluatedChapter) -> SiteChapter {
        let parsed = evaluated.parsed
        let chapter = parsed.chapter
        let pageFileName = NotebookPipeline.pageFileName(for: chapter.name)
        let document = pointingLinksAtPages(chapter.document, pageNames: parsed.pageNames, from: chapter.name)
        let listingMarkup = evaluated.listings.map { ListingMarkup.html(for: $0.presentation) }
        let renderer = HTMLRenderer(allowsRawHTML: parsed.allowsUnsafeHTML) { node in
            switch chapter.role(of: node) {
            case .listing(let index)?:
                return index < listingMarkup.count ? listingMarkup[index] : nil
            case .twin?, .scene?, .expect?:
                return ""
            case nil:
                return nil
            }
        }
        let content = renderer.render(document)
        var startsWithTitle = false
        if let first = document.children.first, case .heading(level: 1) = first.kind {
            startsWithTitle = true
        }
        let outline = evaluated.listings.map { OutlineEntry(title: $0.presentation.caption, anchor: $0.presentation.listingAnchor) }
        var search = [SearchEntry(title: "\(chapter.number). \(chapter.title)", url: pageFileName,
                                  text: proseText(of: document, chapter: chapter))]
        for listing in evaluated.listings {
            let code = listing.presentation.variants.map { $0.spans.map(\.text).joined() }.joined(separator: "\n")
            search.append(SearchEntry(title: listing.presentation.caption, url: pageFileName + "#" + listing.presentation.listingAnchor,
                                      text: code))
        }
        return SiteChapter(number: chapter.number, fileName: pageFileName, title: chapter.title, summary: chapter.summary,
                           contentHTML: content, startsWithTitleHeading: startsWithTitle, outline: outline,
                           searchEntries: search)
    }

    /// Links to `OTHER.md` or `OTHER.md#anchor` (relative to the linking chapter's folder) point at that chapter's page.
    static func pointingLinksAtPages(_ node: MarkupNode, pageNames: [String: String], from chapterName: String) -> MarkupNode {
        var node = node
        if case .link(var link) = node.kind {
            let destination = link.destination
            let hash = destination.firstIndex(of: "#") ?? destination.endIndex
            let file = String(destination[..<hash])
            if file.hasSuffix(".md"), !file.contains(":") {
                let folder = chapterName.split(separator: "/").dropLast().joined(separator: "/")
                let name = folder.isEmpty ? file : folder + "/" + file
                if let page = pageNames[normalized(name)] {
                    link.destination = page + String(destination[hash...])
                    node.kind = .link(link)
                }
            }
        }
        if !node.children.isEmpty {
            node.children = node.children.map { pointingLinksAtPages($0, pageNames: pageNames, from: chapterName) }
        }
        return node
    }

    /// `a/./b/../c.md` -> `a/c.md`.
    private static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == "..", !parts.isEmpty { parts.removeLast(); continue }
            parts.append(part)
        }
        return parts.joined(separator: "/")
    }

    /// The chapter's prose as plain text, block by block, listings left out (they are indexed on their own).
    static func proseText(of document: MarkupNode, chapter: Chapter) -> String {
        var text = ""
        var stack: [MarkupNode] = [document]
        var visited = 0
        while let node = stack.popLast(), visited < 1_000_000 {
            visited += 1
            switch node.kind {
            case .text(let literal), .code(let literal):
                text += literal
            case .softBreak, .lineBreak:
                text += " "
            case .codeBlock(let block):
                if chapter.role(of: node) == nil { text += "\n" + block.literal }
            default:
                if node.kind.isBlock { text += "\n" }
            }
            stack.append(contentsOf: node.children.reversed())
        }
        return text
    }
}
