import Diagnostics

/// Raw HTML in a chapter is dropped from its page unless `unsafe-html = true` (cmark's safe mode writes
/// `<!-- raw HTML omitted -->` instead): say so once per chapter, at the first piece, rather than let it vanish.
enum RawHTMLCheck {
    /// The warning for the first raw HTML in `chapter` that would be visible (comments are invisible either way), or nil.
    static func droppedHTMLWarning(in chapter: Chapter) -> Diagnostic? {
        // Most chapters have no `<` outside code at all; the tree is walked only when one might be raw HTML.
        guard chapter.mayContainRawHTML,
              let (node, literal) = firstVisibleHTML(in: chapter.document), let start = node.range?.start else { return nil }
        let firstLine = literal.prefix(while: { $0 != "\n" })
        return Diagnostic(id: "markdown.raw-html-dropped", severity: .warning,
                          message: "raw HTML is left out of the page; set 'unsafe-html = true' in notebook.toml to keep it",
                          at: start.location(in: chapter.path), length: max(1, firstLine.unicodeScalars.count))
    }

    /// The first HTML block or inline HTML, in document order, that is not a comment.
    static func firstVisibleHTML(in document: MarkupNode) -> (MarkupNode, String)? {
        // Depth is bounded by `CommonMarkConverter.maximumDepth`, but an explicit stack costs nothing here.
        var pending: [MarkupNode] = [document]
        while let node = pending.popLast() {
            switch node.kind {
            case .htmlBlock(let literal), .inlineHTML(let literal):
                if !literal.hasPrefix("<!--") { return (node, literal) }
            case .image:
                // An image's alt text is written as plain text, HTML and all: nothing in it is dropped.
                continue
            default:
                pending.append(contentsOf: node.children.reversed())
            }
        }
        return nil
    }
}
