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

    public var allowsRawHTML: Bool
    private let override: NodeOverride?

    public init(allowsRawHTML: Bool = false, override: NodeOverride? = nil) {
        self.allowsRawHTML = allowsRawHTML
        self.override = override
    }

    private enum Step {
        /// `parentIsTightList` and `grandparentIsTightList` decide whether a paragraph gets `<p>` (cmark looks at the
        /// paragraph's grandparent).
        case enter(MarkupNode, parentIsTightList: Bool, grandparentIsTightList: Bool)
        case exit(MarkupNode, grandparentIsTightList: Bool)
    }

    /// The HTML of `node` and its descendants. A paragraph is wrapped in `<p>` unless its grandparent in this tree is
    /// a tight list, so render whole documents (or lists) to get tight lists right.
    ///
    /// `capacity`, the expected size in bytes, saves copying a large page as it grows.
    public func render(_ node: MarkupNode, reservingCapacity capacity: Int = 0) -> String {
        var html = ""
        html.reserveCapacity(capacity)
        var stack: [Step] = [.enter(node, parentIsTightList: false, grandparentIsTightList: false)]
        while let step = stack.popLast() {
            switch step {
            case let .enter(node, parentIsTightList, grandparentIsTightList):
                if let replacement = override?(node) {
                    if node.kind.isBlock {
                        Self.ensureNewline(&html)
                        html += replacement
                        Self.ensureNewline(&html)
                    } else {
                        html += replacement
                    }
                    continue
                }
                if case .image = node.kind {
                    writeImage(node, into: &html)
                    continue
                }
                writeOpening(node, grandparentIsTightList: grandparentIsTightList, into: &html)
                guard Self.hasClosing(node.kind) else { continue }
                stack.append(.exit(node, grandparentIsTightList: grandparentIsTightList))
                let isTightList: Bool
                if case let .list(list) = node.kind { isTightList = list.isTight } else { isTightList = false }
                for child in node.children.reversed() {
                    stack.append(.enter(child, parentIsTightList: isTightList, grandparentIsTightList: parentIsTightList))
                }
            case let .exit(node, grandparentIsTightList):
                writeClosing(node, grandparentIsTightList: grandparentIsTightList, into: &html)
            }
        }
        return html
    }

    /// cmark's `cr()`: start a new line unless the output is empty or already at the start of one.
    private static func ensureNewline(_ html: inout String) {
        if let last = html.utf8.last, last != UInt8(ascii: "\n") {
            html += "\n"
        }
    }

    /// Whether the node has an exit event in cmark's iterator (leaves do not).
    private static func hasClosing(_ kind: MarkupNode.Kind) -> Bool {
        switch kind {
        case .document, .blockQuote, .list, .item, .paragraph, .heading, .emphasis, .strong, .link, .image:
            return true
        case .codeBlock, .htmlBlock, .thematicBreak, .text, .softBreak, .lineBreak, .code, .inlineHTML:
            return false
        }
    }

    private func writeOpening(_ node: MarkupNode, grandparentIsTightList: Bool, into html: inout String) {
        switch node.kind {
        case .document:
            break
        case .blockQuote:
            Self.ensureNewline(&html)
            html += "<blockquote>\n"
        case let .list(list):
            Self.ensureNewline(&html)
            switch list.marker {
            case .bullet: html += "<ul>\n"
            case .ordered(start: 1, _): html += "<ol>\n"
            case let .ordered(start, _): html += "<ol start=\"\(start)\">\n"
            }
        case .item:
            Self.ensureNewline(&html)
            html += "<li>"
        case let .heading(level):
            Self.ensureNewline(&html)
            html += "<h\(level)>"
        case let .codeBlock(block):
            Self.ensureNewline(&html)
            if block.info.isEmpty {
                html += "<pre><code>"
            } else {
                html += "<pre><code class=\"language-" + MarkupEscaping.escape(block.language) + "\">"
            }
            html += MarkupEscaping.escape(block.literal)
            html += "</code></pre>\n"
        case let .htmlBlock(literal):
            Self.ensureNewline(&html)
            html += allowsRawHTML ? literal : "<!-- raw HTML omitted -->"
            Self.ensureNewline(&html)
        case .thematicBreak:
            Self.ensureNewline(&html)
            html += "<hr />\n"
        case .paragraph:
            if !grandparentIsTightList {
                Self.ensureNewline(&html)
                html += "<p>"
            }
        case let .text(literal):
            html += MarkupEscaping.escape(literal)
        case .softBreak:
            html += "\n"
        case .lineBreak:
            html += "<br />\n"
        case let .code(literal):
            html += "<code>" + MarkupEscaping.escape(literal) + "</code>"
        case let .inlineHTML(literal):
            html += allowsRawHTML ? literal : "<!-- raw HTML omitted -->"
        case .emphasis:
            html += "<em>"
        case .strong:
            html += "<strong>"
        case let .link(link):
            html += "<a href=\"" + destination(link.destination)
            if !link.title.isEmpty {
                html += "\" title=\"" + MarkupEscaping.escape(link.title)
            }
            html += "\">"
        case .image:
            break
        }
    }

    private func writeClosing(_ node: MarkupNode, grandparentIsTightList: Bool, into html: inout String) {
        switch node.kind {
        case .blockQuote:
            Self.ensureNewline(&html)
            html += "</blockquote>\n"
        case let .list(list):
            if case .bullet = list.marker { html += "</ul>\n" } else { html += "</ol>\n" }
        case .item:
            html += "</li>\n"
        case let .heading(level):
            html += "</h\(level)>\n"
        case .paragraph:
            if !grandparentIsTightList { html += "</p>\n" }
        case .emphasis:
            html += "</em>"
        case .strong:
            html += "</strong>"
        case .link:
            html += "</a>"
        default:
            break
        }
    }

    private func writeImage(_ node: MarkupNode, into html: inout String) {
        guard case let .image(link) = node.kind else { return }
        html += "<img src=\"" + destination(link.destination) + "\" alt=\""
        html += MarkupEscaping.escape(node.childrenPlainText)
        if !link.title.isEmpty {
            html += "\" title=\"" + MarkupEscaping.escape(link.title)
        }
        html += "\" />"
    }

    private func destination(_ url: String) -> String {
        if !allowsRawHTML && Self.isDangerousURL(url) { return "" }
        return Self.escapeHref(url)
    }
}
