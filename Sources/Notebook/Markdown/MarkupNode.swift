/// One node of a parsed Markdown document, as plain Swift values: what it is, its children and where it came from.
///
/// The tree is produced by `CommonMarkConverter` from libcmark's tree and has the same shape, node for node, so
/// `HTMLRenderer` can reproduce cmark's HTML exactly. Nodes are values: a pass that rewrites the document (filling in
/// reference links, for example) builds a new tree.
public struct MarkupNode: Hashable, Sendable {
    public var kind: Kind
    public var children: [MarkupNode]
    /// Where the node is in the chapter, as cmark reports it (with columns converted to Unicode scalars); nil for
    /// nodes cmark gives no position (soft and hard line breaks).
    public var range: MarkupRange?

    public init(_ kind: Kind, children: [MarkupNode] = [], range: MarkupRange? = nil) {
        self.kind = kind
        self.children = children
        self.range = range
    }

    /// The node types of CommonMark 0.30, with the attributes cmark keeps for each.
    public enum Kind: Hashable, Sendable {
        case document
        case blockQuote
        case list(List)
        case item
        case codeBlock(CodeBlock)
        /// A raw HTML block; its literal text including the final newline.
        case htmlBlock(String)
        case paragraph
        /// A heading of level 1 to 6.
        case heading(level: Int)
        case thematicBreak
        case text(String)
        case softBreak
        case lineBreak
        /// A code span; its content after cmark's normalization (line endings to spaces, one space stripped).
        case code(String)
        case inlineHTML(String)
        case emphasis
        case strong
        case link(Link)
        case image(Link)

        // GitHub Flavored Markdown, added by the rewriters in `Extensions/` (never by cmark, never in the spec path).
        /// A pipe table: a `tableHead` with one row, then a `tableBody` when there are body rows.
        case table
        case tableHead
        case tableBody
        case tableRow
        case tableCell(TableCell)
        /// `~~text~~` or `~text~`.
        case strikethrough
        /// `[^label]` where a definition exists: the footnote's number and which reference to it this is.
        case footnoteReference(Footnote)
        /// The footnotes of the page, written after everything else: its children are `footnoteDefinition`s.
        case footnoteSection
        /// One footnote's blocks; `occurrence` is unused (0).
        case footnoteDefinition(Footnote)
        /// The link back from a definition to its reference number `occurrence`.
        case footnoteBackReference(Footnote)
    }

    public struct TableCell: Hashable, Sendable {
        public enum Alignment: Hashable, Sendable {
            case none, left, center, right
        }

        public var alignment: Alignment
        /// A cell of the head row (`<th>`) rather than the body (`<td>`).
        public var isHeader: Bool

        public init(alignment: Alignment, isHeader: Bool) {
            self.alignment = alignment
            self.isHeader = isHeader
        }
    }

    public struct Footnote: Hashable, Sendable {
        /// The label as written between `[^` and `]`.
        public var label: String
        /// 1 for the first footnote referenced on the page, and so on.
        public var number: Int
        /// 1 for the first reference to this footnote, 2 for the second…; 0 for a definition.
        public var occurrence: Int

        public init(label: String, number: Int, occurrence: Int) {
            self.label = label
            self.number = number
            self.occurrence = occurrence
        }
    }

    public struct List: Hashable, Sendable {
        public enum Marker: Hashable, Sendable {
            case bullet
            case ordered(start: Int, delimiter: Delimiter)
        }

        public enum Delimiter: Hashable, Sendable {
            case period
            case parenthesis
        }

        public var marker: Marker
        /// A tight list renders its paragraphs without `<p>`.
        public var isTight: Bool

        public init(marker: Marker, isTight: Bool) {
            self.marker = marker
            self.isTight = isTight
        }
    }

    public struct CodeBlock: Hashable, Sendable {
        /// The info string after entity and backslash unescaping, trimmed; empty for indented code.
        public var info: String
        /// The code, each line ending in a newline, with the block's indentation removed.
        public var literal: String
        /// The fence, or nil for an indented code block.
        public var fence: Fence?

        public init(info: String, literal: String, fence: Fence?) {
            self.info = info
            self.literal = literal
            self.fence = fence
        }

        /// The words of the info string, split on ASCII whitespace as cmark does.
        public var infoWords: [String] {
            info.unicodeScalars.split(whereSeparator: MarkupNode.isCMarkSpace).map { String($0) }
        }

        /// The first word of the info string (what cmark puts in `class="language-..."`), or "".
        public var language: String {
            String(info.unicodeScalars.prefix(while: { !MarkupNode.isCMarkSpace($0) }))
        }
    }

    public struct Fence: Hashable, Sendable {
        /// "`" or "~".
        public var character: Character
        public var length: Int

        public init(character: Character, length: Int) {
            self.character = character
            self.length = length
        }
    }

    public struct Link: Hashable, Sendable {
        /// The destination after unescaping, as written (not percent-encoded yet).
        public var destination: String
        /// The title, or "" when there is none.
        public var title: String

        public init(destination: String, title: String = "") {
            self.destination = destination
            self.title = title
        }
    }

    /// cmark's `cmark_isspace`: space, tab, line feed, vertical tab, form feed, carriage return.
    static func isCMarkSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\t", "\n", "\u{0B}", "\u{0C}", "\r": return true
        default: return false
        }
    }
}

extension MarkupNode.Kind {
    /// Whether the node is a block (as opposed to an inline).
    public var isBlock: Bool {
        switch self {
        case .document, .blockQuote, .list, .item, .codeBlock, .htmlBlock, .paragraph, .heading, .thematicBreak,
             .table, .tableHead, .tableBody, .tableRow, .tableCell, .footnoteSection, .footnoteDefinition:
            return true
        case .text, .softBreak, .lineBreak, .code, .inlineHTML, .emphasis, .strong, .link, .image, .strikethrough,
             .footnoteReference, .footnoteBackReference:
            return false
        }
    }
}
