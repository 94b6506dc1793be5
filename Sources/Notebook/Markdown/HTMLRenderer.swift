import Figures

/// Renders a `MarkupNode` tree as HTML, byte for byte as cmark 0.30's `cmark_render_html` does, except for the nodes
/// the caller chooses to render itself.
///
/// Safe by default, like cmark without `CMARK_OPT_UNSAFE`: raw HTML blocks and inline HTML become
/// `<!-- raw HTML omitted -->`, and link and image destinations starting with `javascript:`, `vbscript:`, `file:` or
/// `data:` (other than `data:image/png`, `gif`, `jpeg` or `webp`) are written as an empty `href`/`src`. With
/// `allowsRawHTML` both pass through unchanged, as with `CMARK_OPT_UNSAFE`.
///
/// Text is escaped by `MarkupEscaping.escape`, destinations by `HTMLRenderer.escapeHref` (cmark's houdini href
/// escaping). The walk uses an explicit stack, so it costs no call-stack depth however deep the tree is.
public struct HTMLRenderer {
    /// Returns the HTML to write in place of `node` (and its children), or nil to let the renderer write it.
    ///
    /// A replacement of a block is written on its own lines, as cmark writes raw HTML blocks: a newline is added
    /// before it unless the output already ends with one, and after it unless it ends with one. A replacement of an
    /// inline is written as is. Nodes inside an image's `alt` text are never offered: they are plain text there.
    public typealias NodeOverride = (MarkupNode) -> String?
    /// `NodeOverride` with the replacement as UTF-8, for callers that have it as bytes (a page's listings).
    public typealias NodeBytesOverride = (MarkupNode) -> [UInt8]?

    public var allowsRawHTML: Bool
    private let override: NodeBytesOverride?

    public init(allowsRawHTML: Bool = false, override: NodeOverride? = nil) {
        self.allowsRawHTML = allowsRawHTML
        self.override = override.map { override in { node in override(node).map { Array($0.utf8) } } }
    }

    public init(allowsRawHTML: Bool = false, overridingWithBytes override: @escaping NodeBytesOverride) {
        self.allowsRawHTML = allowsRawHTML
        self.override = override
    }

    /// A node whose children are being written; it is closed when they are done. Each container is held once for
    /// all its children (a stack of enter and exit steps copied every node twice).
    private struct Frame {
        let node: MarkupNode
        var nextChild = 0
        /// The node's own tightness, its parent's and its grandparent's: a paragraph gets `<p>` unless its
        /// grandparent is a tight list (cmark looks there), and the node is closed as it was opened.
        let isTightList: Bool
        let parentIsTightList: Bool
        let grandparentIsTightList: Bool
    }

    /// The HTML of `node` and its descendants. A paragraph is wrapped in `<p>` unless its grandparent in this tree is
    /// a tight list, so render whole documents (or lists) to get tight lists right.
    public func render(_ node: MarkupNode) -> String {
        String(decoding: renderUTF8(node), as: UTF8.self)
    }

    /// `render(node)` as UTF-8. The markup is written as bytes: a chapter's prose is thousands of small pieces, and a
    /// page is written to disk as bytes without ever being a `String`. `capacity`, the expected size in bytes, saves
    /// copying a large page as it grows.
    public func renderUTF8(_ node: MarkupNode, reservingCapacity capacity: Int = 0) -> [UInt8] {
        var html = Output()
        html.bytes.reserveCapacity(capacity)
        var frames: [Frame] = []
        if let frame = enter(node, parentIsTightList: false, grandparentIsTightList: false, into: &html) {
            frames.append(frame)
        }
        while !frames.isEmpty {
            let top = frames.count - 1
            let index = frames[top].nextChild
            guard index < frames[top].node.children.count else {
                let finished = frames.removeLast()
                writeClosing(finished.node, grandparentIsTightList: finished.grandparentIsTightList, into: &html)
                continue
            }
            frames[top].nextChild = index + 1
            // The child is read in place; only a container is copied, into its frame.
            if let frame = enter(frames[top].node.children[index], parentIsTightList: frames[top].isTightList,
                                 grandparentIsTightList: frames[top].parentIsTightList, into: &html) {
                frames.append(frame)
            }
        }
        return html.bytes
    }

    /// Writes the node's replacement, or its opening and, for a leaf, all of it; returns the frame for a node with a
    /// closing, whose children come next.
    private func enter(_ node: MarkupNode, parentIsTightList: Bool, grandparentIsTightList: Bool,
                       into html: inout Output) -> Frame? {
        if let replacement = override?(node) {
            if node.kind.isBlock {
                html.ensureNewline()
                html.append(replacement)
                html.ensureNewline()
            } else {
                html.append(replacement)
            }
            return nil
        }
        if case .image = node.kind {
            writeImage(node, into: &html)
            return nil
        }
        writeOpening(node, grandparentIsTightList: grandparentIsTightList, into: &html)
        guard Self.hasClosing(node.kind) else { return nil }
        let isTightList: Bool
        if case let .list(list) = node.kind { isTightList = list.isTight } else { isTightList = false }
        return Frame(node: node, isTightList: isTightList, parentIsTightList: parentIsTightList,
                     grandparentIsTightList: grandparentIsTightList)
    }

    /// The markup being written, as UTF-8.
    struct Output {
        var bytes: [UInt8] = []

        mutating func append(_ markup: StaticString) {
            markup.withUTF8Buffer { bytes.append(contentsOf: $0) }
        }

        mutating func append(_ markup: String) {
            var markup = markup
            markup.withUTF8 { bytes.append(contentsOf: $0) }
        }

        mutating func append(_ markup: [UInt8]) {
            bytes.append(contentsOf: markup)
        }

        mutating func appendEscaped(_ text: String) {
            MarkupEscaping.append(text, toUTF8: &bytes)
        }

        mutating func appendDecimal(_ number: Int) {
            append(String(number))
        }

        /// cmark's `cr()`: start a new line unless the output is empty or already at the start of one.
        mutating func ensureNewline() {
            if let last = bytes.last, last != UInt8(ascii: "\n") {
                bytes.append(UInt8(ascii: "\n"))
            }
        }
    }

    /// Whether the node has an exit event in cmark's iterator (leaves do not).
    private static func hasClosing(_ kind: MarkupNode.Kind) -> Bool {
        switch kind {
        case .document, .blockQuote, .list, .item, .paragraph, .heading, .emphasis, .strong, .link, .image,
             .table, .tableHead, .tableBody, .tableRow, .tableCell, .strikethrough, .footnoteSection, .footnoteDefinition:
            return true
        case .codeBlock, .htmlBlock, .thematicBreak, .text, .softBreak, .lineBreak, .code, .inlineHTML,
             .footnoteReference, .footnoteBackReference:
            return false
        }
    }

    private func writeOpening(_ node: MarkupNode, grandparentIsTightList: Bool, into html: inout Output) {
        switch node.kind {
        case .document, .image: break
        case .blockQuote: Self.writeBlockStart("<blockquote>\n", into: &html)
        case let .list(list): Self.writeListOpening(list, into: &html)
        case .item: Self.writeBlockStart("<li>", into: &html)
        case let .heading(level): Self.writeHeadingOpening(level: level, into: &html)
        case let .codeBlock(block): Self.writeCodeBlock(block, into: &html)
        case let .htmlBlock(literal): writeHTMLBlock(literal, into: &html)
        case .thematicBreak: Self.writeBlockStart("<hr />\n", into: &html)
        case .paragraph: if !grandparentIsTightList { Self.writeBlockStart("<p>", into: &html) }
        case let .text(literal): html.appendEscaped(literal)
        case .softBreak: html.append("\n")
        case .lineBreak: html.append("<br />\n")
        case let .code(literal): Self.writeCode(literal, into: &html)
        case let .inlineHTML(literal): writeRawHTML(literal, into: &html)
        case .emphasis: html.append("<em>")
        case .strong: html.append("<strong>")
        case let .link(link): writeLinkOpening(link, into: &html)
        case .table, .tableHead, .tableBody, .tableRow, .tableCell, .strikethrough, .footnoteReference,
             .footnoteSection, .footnoteDefinition, .footnoteBackReference:
            Self.writeExtensionOpening(node.kind, into: &html)
        }
    }

    /// A block's start tag on a line of its own.
    private static func writeBlockStart(_ markup: StaticString, into html: inout Output) {
        html.ensureNewline()
        html.append(markup)
    }

    private static func writeListOpening(_ list: MarkupNode.List, into html: inout Output) {
        html.ensureNewline()
        switch list.marker {
        case .bullet: html.append("<ul>\n")
        case .ordered(start: 1, _): html.append("<ol>\n")
        case let .ordered(start, _):
            html.append("<ol start=\"")
            html.appendDecimal(start)
            html.append("\">\n")
        }
    }

    private static func writeHeadingOpening(level: Int, into html: inout Output) {
        html.ensureNewline()
        html.append("<h")
        html.appendDecimal(level)
        html.append(">")
    }

    /// A code block whole: it has no children and no closing event.
    private static func writeCodeBlock(_ block: MarkupNode.CodeBlock, into html: inout Output) {
        html.ensureNewline()
        if block.info.isEmpty {
            html.append("<pre><code>")
        } else {
            html.append("<pre><code class=\"language-")
            html.appendEscaped(block.language)
            html.append("\">")
        }
        html.appendEscaped(block.literal)
        html.append("</code></pre>\n")
    }

    private func writeHTMLBlock(_ literal: String, into html: inout Output) {
        html.ensureNewline()
        writeRawHTML(literal, into: &html)
        html.ensureNewline()
    }

    /// Raw HTML as written when the book allows it, a comment in its place otherwise.
    private func writeRawHTML(_ literal: String, into html: inout Output) {
        if allowsRawHTML { html.append(literal) } else { html.append("<!-- raw HTML omitted -->") }
    }

    private static func writeCode(_ literal: String, into html: inout Output) {
        html.append("<code>")
        html.appendEscaped(literal)
        html.append("</code>")
    }

    private func writeLinkOpening(_ link: MarkupNode.Link, into html: inout Output) {
        html.append("<a href=\"")
        html.append(destination(link.destination))
        if !link.title.isEmpty {
            html.append("\" title=\"")
            html.appendEscaped(link.title)
        }
        html.append("\">")
    }

    private func writeClosing(_ node: MarkupNode, grandparentIsTightList: Bool, into html: inout Output) {
        switch node.kind {
        case .blockQuote:
            html.ensureNewline()
            html.append("</blockquote>\n")
        case let .list(list):
            if case .bullet = list.marker { html.append("</ul>\n") } else { html.append("</ol>\n") }
        case .item:
            html.append("</li>\n")
        case let .heading(level):
            html.append("</h")
            html.appendDecimal(level)
            html.append(">\n")
        case .paragraph:
            if !grandparentIsTightList { html.append("</p>\n") }
        case .emphasis:
            html.append("</em>")
        case .strong:
            html.append("</strong>")
        case .link:
            html.append("</a>")
        case .table, .tableHead, .tableBody, .tableRow, .tableCell, .strikethrough, .footnoteSection, .footnoteDefinition:
            Self.writeExtensionClosing(node.kind, into: &html)
        default:
            break
        }
    }

    private func writeImage(_ node: MarkupNode, into html: inout Output) {
        guard case let .image(link) = node.kind else { return }
        html.append("<img src=\"")
        html.append(destination(link.destination))
        html.append("\" alt=\"")
        html.appendEscaped(node.childrenPlainText)
        if !link.title.isEmpty {
            html.append("\" title=\"")
            html.appendEscaped(link.title)
        }
        html.append("\" />")
    }

    private func destination(_ url: String) -> String {
        if !allowsRawHTML && Self.isDangerousURL(url) { return "" }
        return Self.escapeHref(url)
    }
}
