extension MarkupNode {
    /// The tree as indented text, one node per line with its attributes and range, for tests and debugging:
    ///
    ///     document 1:1-3:9
    ///       heading level=1 1:1-1:7
    ///         text "Title" 1:3-1:7
    public func dump() -> String {
        var text = ""
        var stack: [(node: MarkupNode, depth: Int)] = [(self, 0)]
        while let (node, depth) = stack.popLast() {
            text += String(repeating: "  ", count: depth) + node.kind.dumpDescription
            if let range = node.range { text += " \(range)" }
            text += "\n"
            for child in node.children.reversed() { stack.append((child, depth + 1)) }
        }
        return text
    }
}

extension MarkupNode.Kind {
    var dumpDescription: String {
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                .replacingOccurrences(of: "\n", with: "\\n") + "\""
        }
        switch self {
        case .document: return "document"
        case .blockQuote: return "block_quote"
        case let .list(list):
            switch list.marker {
            case .bullet: return "list bullet tight=\(list.isTight)"
            case let .ordered(start, delimiter):
                return "list ordered start=\(start) delimiter=\(delimiter == .period ? "period" : "paren") tight=\(list.isTight)"
            }
        case .item: return "item"
        case let .codeBlock(block):
            var text = "code_block"
            if let fence = block.fence { text += " fence=\(String(repeating: String(fence.character), count: fence.length))" }
            if !block.info.isEmpty { text += " info=" + quoted(block.info) }
            return text + " " + quoted(block.literal)
        case let .htmlBlock(literal): return "html_block " + quoted(literal)
        case .paragraph: return "paragraph"
        case let .heading(level): return "heading level=\(level)"
        case .thematicBreak: return "thematic_break"
        case let .text(literal): return "text " + quoted(literal)
        case .softBreak: return "softbreak"
        case .lineBreak: return "linebreak"
        case let .code(literal): return "code " + quoted(literal)
        case let .inlineHTML(literal): return "html_inline " + quoted(literal)
        case .emphasis: return "emph"
        case .strong: return "strong"
        case let .link(link): return "link destination=" + quoted(link.destination) + (link.title.isEmpty ? "" : " title=" + quoted(link.title))
        case let .image(link): return "image destination=" + quoted(link.destination) + (link.title.isEmpty ? "" : " title=" + quoted(link.title))
        case .table: return "table"
        case .tableHead: return "table_head"
        case .tableBody: return "table_body"
        case .tableRow: return "table_row"
        case let .tableCell(cell): return "table_cell align=\(cell.alignment)" + (cell.isHeader ? " header" : "")
        case .strikethrough: return "strikethrough"
        case let .footnoteReference(note): return "footnote_reference [^\(note.label)] number=\(note.number) occurrence=\(note.occurrence)"
        case .footnoteSection: return "footnote_section"
        case let .footnoteDefinition(note): return "footnote_definition [^\(note.label)] number=\(note.number)"
        case let .footnoteBackReference(note): return "footnote_back_reference number=\(note.number) occurrence=\(note.occurrence)"
        }
    }
}
