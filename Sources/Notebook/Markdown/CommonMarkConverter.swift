import CCmark

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Parses Markdown with libcmark and returns the tree as `MarkupNode` values.
///
/// This is the only file that imports CCmark: each function here creates its cmark objects, copies what it needs
/// into Swift values and frees them before returning, so no cmark pointer ever leaves it.
///
/// Options: `CMARK_OPT_SOURCEPOS` only. `CMARK_OPT_VALIDATE_UTF8` is not passed because the input is a Swift `String`,
/// which is valid UTF-8 by construction (chapter files that are not UTF-8 are rejected with a diagnostic before they
/// become strings). Rendering options (safe/unsafe) do not affect parsing.
public enum CommonMarkConverter {
    /// The deepest nesting of nodes accepted. cmark itself has no limit, but a deeper tree is a pathological input
    /// (thousands of `>` or `*`), and every later pass over the tree is simpler when its depth is bounded.
    public static let maximumDepth = 256

    public enum ConversionError: Error, Hashable, Sendable {
        /// The document nests deeper than `maximumDepth`; `position` is where the first too-deep node starts.
        case nestingTooDeep(at: MarkupPosition)
        /// cmark returned no document (out of memory).
        case parserFailed
    }

    /// Parses `text` as CommonMark 0.30 and returns its document node.
    public static func parse(_ text: String) throws -> MarkupNode {
        try parseNotingLinks(text).document
    }

    /// `parse`, and whether the document has a link or image: passes that only rewrite links then skip the whole tree, which
    /// costs more to walk than to build.
    public static func parseNotingLinks(_ text: String) throws -> (document: MarkupNode, containsLinks: Bool) {
        try parseNotingLinks(SourceLines(text))
    }

    /// `parseNotingLinks` of a text already split into lines (a chapter's, which its later passes read too).
    static func parseNotingLinks(_ source: SourceLines) throws -> (document: MarkupNode, containsLinks: Bool) {
        let columns = ColumnConverter(source)
        let document: OpaquePointer? = source.utf8.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters in
                cmark_parse_document(characters.baseAddress, characters.count, CMARK_OPT_SOURCEPOS)
            }
        }
        guard let document else { throw ConversionError.parserFailed }
        defer { cmark_node_free(document) }
        return try convert(document, columns: columns)
    }

    /// cmark's own HTML for `text` (`cmark_render_html`), the reference `HTMLRenderer` must reproduce byte for byte.
    /// For tests and benchmarks only: pages are written by `HTMLRenderer`.
    public static func referenceHTML(_ text: String, allowsRawHTML: Bool) -> String {
        var text = text
        return text.withUTF8 { buffer -> String in
            let document: OpaquePointer? = buffer.withMemoryRebound(to: CChar.self) { characters in
                cmark_parse_document(characters.baseAddress, characters.count, CMARK_OPT_DEFAULT)
            }
            guard let document else { return "" }
            defer { cmark_node_free(document) }
            guard let html = cmark_render_html(document, allowsRawHTML ? CMARK_OPT_UNSAFE : CMARK_OPT_DEFAULT) else {
                return ""
            }
            defer { free(html) }
            return String(cString: html)
        }
    }

    private struct Frame {
        var kind: MarkupNode.Kind
        var range: MarkupRange?
        var children: [MarkupNode] = []
    }

    /// Walks the tree with cmark's iterator (no recursion, so depth costs no stack) and builds the Swift tree bottom-up.
    private static func convert(_ document: OpaquePointer, columns: ColumnConverter) throws -> (document: MarkupNode, containsLinks: Bool) {
        guard let iterator = cmark_iter_new(document) else { throw ConversionError.parserFailed }
        defer { cmark_iter_free(iterator) }
        var stack: [Frame] = []
        var result: MarkupNode?
        var containsLinks = false
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE || event == CMARK_EVENT_NONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            let range = sourceRange(of: node, columns: columns)
            if event == CMARK_EVENT_ENTER {
                guard var kind = kind(of: node) else { continue }
                if case .codeBlock(var block) = kind {
                    block.fence = fence(of: node, block: block, columns: columns)
                    kind = .codeBlock(block)
                }
                if isLeaf(node) {
                    let leaf = MarkupNode(kind, range: range)
                    if stack.isEmpty { result = leaf } else { stack[stack.count - 1].children.append(leaf) }
                } else {
                    if stack.count >= maximumDepth {
                        throw ConversionError.nestingTooDeep(at: range?.start ?? MarkupPosition(line: 1, column: 1))
                    }
                    switch kind {
                    case .link, .image: containsLinks = true
                    default: break
                    }
                    stack.append(Frame(kind: kind, range: range))
                }
            } else if event == CMARK_EVENT_EXIT {
                guard let frame = stack.popLast() else { continue }
                let finished = MarkupNode(frame.kind, children: frame.children, range: frame.range)
                if stack.isEmpty { result = finished } else { stack[stack.count - 1].children.append(finished) }
            }
        }
        guard let result else { throw ConversionError.parserFailed }
        return (result, containsLinks)
    }

    /// cmark's iterator reports leaves (nodes that cannot have children) with an enter event only.
    private static func isLeaf(_ node: OpaquePointer) -> Bool {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_TEXT, CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK, CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE,
             CMARK_NODE_CODE_BLOCK, CMARK_NODE_HTML_BLOCK, CMARK_NODE_THEMATIC_BREAK:
            return true
        default:
            return false
        }
    }

    private static func kind(of node: OpaquePointer) -> MarkupNode.Kind? {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_DOCUMENT: return .document
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
        case CMARK_NODE_LIST:
            let marker: MarkupNode.List.Marker
            if cmark_node_get_list_type(node) == CMARK_ORDERED_LIST {
                let delimiter: MarkupNode.List.Delimiter =
                    cmark_node_get_list_delim(node) == CMARK_PAREN_DELIM ? .parenthesis : .period
                marker = .ordered(start: Int(cmark_node_get_list_start(node)), delimiter: delimiter)
            } else {
                marker = .bullet
            }
            return .list(MarkupNode.List(marker: marker, isTight: cmark_node_get_list_tight(node) != 0))
        case CMARK_NODE_ITEM: return .item
        case CMARK_NODE_CODE_BLOCK:
            return .codeBlock(MarkupNode.CodeBlock(
                info: string(cmark_node_get_fence_info(node)),
                literal: literal(of: node),
                fence: nil))
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock(literal(of: node))
        case CMARK_NODE_PARAGRAPH: return .paragraph
        case CMARK_NODE_HEADING: return .heading(level: Int(cmark_node_get_heading_level(node)))
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
        case CMARK_NODE_TEXT: return .text(literal(of: node))
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_CODE: return .code(literal(of: node))
        case CMARK_NODE_HTML_INLINE: return .inlineHTML(literal(of: node))
        case CMARK_NODE_EMPH: return .emphasis
        case CMARK_NODE_STRONG: return .strong
        case CMARK_NODE_LINK:
            return .link(MarkupNode.Link(destination: string(cmark_node_get_url(node)),
                                         title: string(cmark_node_get_title(node))))
        case CMARK_NODE_IMAGE:
            return .image(MarkupNode.Link(destination: string(cmark_node_get_url(node)),
                                          title: string(cmark_node_get_title(node))))
        default:
            // Custom nodes are never produced by the parser.
            return nil
        }
    }

    /// Whether a code block is fenced, and its fence, read from the source: the public API of cmark 0.30 does not say.
    ///
    /// A fenced block starts (at its start position) with three or more backticks or tildes. An indented block may
    /// start with such a run too, but then that line is the first line of its literal and its info string is empty;
    /// a fenced block's first content line can never equal an info-less opening fence, which would close it.
    private static func fence(of node: OpaquePointer, block: MarkupNode.CodeBlock, columns: ColumnConverter) -> MarkupNode.Fence? {
        let line = columns.rest(ofLine: Int(cmark_node_get_start_line(node)),
                                fromByteColumn: Int(cmark_node_get_start_column(node)))
        guard let first = line.first, first == UInt8(ascii: "`") || first == UInt8(ascii: "~") else { return nil }
        let length = line.prefix(while: { $0 == first }).count
        guard length >= 3 else { return nil }
        if block.info.isEmpty {
            let firstLiteralLine = block.literal.utf8.prefix(while: { $0 != UInt8(ascii: "\n") })
            if firstLiteralLine.elementsEqual(line) { return nil }
        }
        return MarkupNode.Fence(character: Character(Unicode.Scalar(first)), length: length)
    }

    private static func literal(of node: OpaquePointer) -> String {
        string(cmark_node_get_literal(node))
    }

    private static func string(_ characters: UnsafePointer<CChar>?) -> String {
        guard let characters else { return "" }
        return String(cString: characters)
    }

    private static func sourceRange(of node: OpaquePointer, columns: ColumnConverter) -> MarkupRange? {
        let startLine = Int(cmark_node_get_start_line(node))
        guard startLine > 0 else { return nil }
        let startColumn = Int(cmark_node_get_start_column(node))
        var endLine = Int(cmark_node_get_end_line(node))
        var endColumn = Int(cmark_node_get_end_column(node))
        if endLine < startLine {
            // cmark 0.30 ends an HTML block of kinds 1 to 5 closed on its first line (`<!-- … -->`) on the line
            // before, column 0; it ends at the last byte of its line.
            endLine = startLine
            endColumn = startColumn + max(0, columns.rest(ofLine: startLine, fromByteColumn: startColumn).count - 1)
        }
        return MarkupRange(
            start: MarkupPosition(line: startLine, column: columns.column(line: startLine, byteColumn: startColumn)),
            end: MarkupPosition(line: endLine, column: columns.column(line: endLine, byteColumn: endColumn)))
    }
}
