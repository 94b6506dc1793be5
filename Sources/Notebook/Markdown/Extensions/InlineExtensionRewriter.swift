import Diagnostics

/// Walks the blocks of a document and rewrites the inline children of paragraphs, headings and table cells:
/// adjacent texts joined, then footnote references and autolinks (not inside links), then strikethrough.
///
/// Lists of inlines whose texts hold no `~`, `^`, `www.` or `://` are left as they are, so most prose costs one scan
/// of its text. Recursion is bounded by cmark's depth limit plus `MarkdownExtensions.strikethroughNestingLimit`.
struct InlineExtensionRewriter {
    let path: String
    private(set) var madeLinks = false
    private(set) var diagnostics: [Diagnostic] = []
    private var warnedAboutNesting = false

    init(path: String) {
        self.path = path
    }

    mutating func rewriteBlocks(_ node: inout MarkupNode, footnotes: inout FootnoteRewriter) {
        switch node.kind {
        case .paragraph, .heading, .tableCell:
            rewriteInlines(&node.children, budget: MarkdownExtensions.strikethroughNestingLimit, insideLink: false,
                           footnotes: &footnotes)
        case .codeBlock, .htmlBlock, .thematicBreak:
            return
        default:
            for index in node.children.indices {
                rewriteBlocks(&node.children[index], footnotes: &footnotes)
            }
        }
    }

    /// Rewrites `list` in place: taking it as a value and returning it copied every list with an inline container
    /// (a copy-on-write of an array still held by its node), even when nothing changed.
    private mutating func rewriteInlines(_ list: inout [MarkupNode], budget: Int, insideLink: Bool,
                                         footnotes: inout FootnoteRewriter) {
        if list.contains(where: Self.mayNeedWork) {
            list = InlineText.merged(list)
            if !insideLink {
                list = list.flatMap { footnotes.references(in: $0) ?? [$0] }
                list = list.flatMap { node -> [MarkupNode] in
                    guard let split = AutolinkRewriter.split(node) else { return [node] }
                    madeLinks = true
                    return split
                }
            }
            if list.contains(where: { if case .text(let literal) = $0.kind { StrikethroughRewriter.mayContainDelimiter(literal) } else { false } }) {
                var strikethrough = StrikethroughRewriter(nestingLimit: budget)
                list = strikethrough.rewrite(list)
                if strikethrough.nestingWasLimited { warnAboutNesting(at: strikethrough.firstLimitedRange) }
            }
        }
        rewriteContainers(&list, budget: budget, insideLink: insideLink, footnotes: &footnotes)
    }

    /// Rewrites the inlines inside each of `list`'s inline containers; a strikethrough's own children were part of
    /// the list already, so only the containers inside it are rewritten, with one level less of nesting allowed.
    private mutating func rewriteContainers(_ list: inout [MarkupNode], budget: Int, insideLink: Bool,
                                            footnotes: inout FootnoteRewriter) {
        for index in list.indices where !list[index].children.isEmpty {
            switch list[index].kind {
            case .image:
                continue
            case .strikethrough:
                rewriteContainers(&list[index].children, budget: budget - 1, insideLink: insideLink, footnotes: &footnotes)
            case .link:
                rewriteInlines(&list[index].children, budget: budget, insideLink: true, footnotes: &footnotes)
            default:
                rewriteInlines(&list[index].children, budget: budget, insideLink: insideLink, footnotes: &footnotes)
            }
        }
    }

    private static func mayNeedWork(_ node: MarkupNode) -> Bool {
        guard case .text(let literal) = node.kind else { return false }
        return mayNeedWork(literal)
    }

    /// Whether `literal` passes any of the rewriters' own cheap tests (`StrikethroughRewriter.mayContainDelimiter`,
    /// `FootnoteRewriter.mayContainReference`, `AutolinkRewriter.mayContainLink`): a `~`, a `^`, `www.` or `://`.
    /// One pass over the bytes, where the three tests took three, over every text of the book.
    static func mayNeedWork(_ literal: String) -> Bool {
        holdsMark(literal.utf8.span, orEntity: false)
    }

    /// Whether any text of a document parsed from `source` may need work: only when the source's bytes hold one of
    /// the marks `mayNeedWork` looks for, or a `&` (an entity such as `&#126;` decodes to a mark that the source does
    /// not show). Every text's characters are otherwise the source's own, so most chapters skip the walk over all
    /// their texts.
    static func mayNeedWork(anywhereIn source: SourceLines) -> Bool {
        holdsMark(source.utf8.span, orEntity: true)
    }

    /// The one scan behind both: a `~`, a `^`, `www.` or `://` in `bytes`, or with `orEntity` a `&`. The bytes
    /// before a `.` or `/` are looked at only when one is found, rather than the last three carried along every byte
    /// of the book's prose.
    private static func holdsMark(_ bytes: Span<UInt8>, orEntity: Bool) -> Bool {
        for index in bytes.indices {
            switch bytes[index] {
            case UInt8(ascii: "~"), UInt8(ascii: "^"):
                return true
            case UInt8(ascii: "&") where orEntity:
                return true
            case UInt8(ascii: "."):
                if index >= 3, bytes[index - 3] == UInt8(ascii: "w"), bytes[index - 2] == UInt8(ascii: "w"),
                   bytes[index - 1] == UInt8(ascii: "w") { return true }
            case UInt8(ascii: "/"):
                if index >= 2, bytes[index - 2] == UInt8(ascii: ":"), bytes[index - 1] == UInt8(ascii: "/") { return true }
            default:
                break
            }
        }
        return false
    }

    private mutating func warnAboutNesting(at range: MarkupRange?) {
        guard !warnedAboutNesting, let start = range?.start else { return }
        warnedAboutNesting = true
        diagnostics.append(Diagnostic(
            id: "markdown.strikethrough-too-deep", severity: .warning,
            message: "strikethrough nested deeper than \(MarkdownExtensions.strikethroughNestingLimit) levels is left as text",
            at: start.location(in: path), length: 1))
    }
}
