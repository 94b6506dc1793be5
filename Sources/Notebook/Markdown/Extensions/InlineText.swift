/// Helpers the GFM rewriters share for the inline children of a block.
enum InlineText {
    /// `children` with each run of adjacent text nodes joined into one. cmark splits text at every character that
    /// might start markup (`[`, `_`, `!`…) and leaves the pieces apart; `[^1]` or `www.a_b.com` must be read whole.
    static func merged(_ children: [MarkupNode]) -> [MarkupNode] {
        var result: [MarkupNode] = []
        result.reserveCapacity(children.count)
        for child in children {
            if case .text(let next) = child.kind, let last = result.last, case .text(let previous) = last.kind {
                result[result.count - 1] = MarkupNode(.text(previous + next), range: joined(last.range, child.range))
            } else {
                result.append(child)
            }
        }
        return result
    }

    static func joined(_ first: MarkupRange?, _ second: MarkupRange?) -> MarkupRange? {
        guard let first else { return second }
        guard let second else { return first }
        return MarkupRange(start: first.start, end: second.end)
    }

    /// A text node for `scalars[range]` of a text that starts at `start`; its columns assume the text is on one line
    /// and unescaped (cmark's own inline columns are approximate past the first line too).
    static func piece(_ scalars: [Unicode.Scalar], _ range: Range<Int>, textStart start: MarkupPosition?) -> MarkupNode {
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[range])
        return MarkupNode(.text(text), range: span(range, textStart: start))
    }

    /// The range of `scalars[range]` in a text starting at `start`.
    static func span(_ range: Range<Int>, textStart start: MarkupPosition?) -> MarkupRange? {
        guard let start else { return nil }
        return MarkupRange(start: MarkupPosition(line: start.line, column: start.column + range.lowerBound),
                           end: MarkupPosition(line: start.line, column: start.column + max(range.upperBound - 1, range.lowerBound)))
    }

    /// Whether any text, code span or inline HTML below `node` contains `byte` (ASCII).
    static func containsLiteral(_ node: MarkupNode, byte: UInt8) -> Bool {
        node.contains { descendant in
            switch descendant.kind {
            case .text(let literal), .code(let literal), .inlineHTML(let literal):
                return literal.utf8.contains(byte)
            default:
                return false
            }
        }
    }
}

extension MarkupNode {
    /// The node with every range in its subtree moved by `move`.
    func movingRanges(_ move: (MarkupPosition) -> MarkupPosition) -> MarkupNode {
        var node = self
        if let range { node.range = MarkupRange(start: move(range.start), end: move(range.end)) }
        if !children.isEmpty {
            node.children = children.map { $0.movingRanges(move) }
        }
        return node
    }

    /// The number of levels of nodes from this one down to its deepest leaf (1 for a leaf).
    var depth: Int {
        1 + (children.map(\.depth).max() ?? 0)
    }
}
