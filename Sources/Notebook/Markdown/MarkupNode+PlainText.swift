extension MarkupNode {
    /// The text of the node's descendants without markup, as cmark writes an image's `alt`: text, code spans and
    /// inline HTML contribute their literal text, line breaks a space, everything else only its children.
    public var childrenPlainText: String {
        var text = ""
        for child in children {
            child.appendPlainText(to: &text)
        }
        return text
    }

    // Recursion, not a stack of copied nodes: converted trees are at most `CommonMarkConverter.maximumDepth` deep,
    // and copying every node onto a stack cost more than the text itself.
    private func appendPlainText(to text: inout String) {
        switch kind {
        case let .text(literal), let .code(literal), let .inlineHTML(literal):
            text += literal
        case .softBreak, .lineBreak:
            text += " "
        default:
            for child in children {
                child.appendPlainText(to: &text)
            }
        }
    }

    /// Whether this node or one below it satisfies `predicate`, visited depth first in document order.
    ///
    /// Recursive: trees from `CommonMarkConverter` are at most `maximumDepth` deep. Walking with a stack copied every
    /// node of a chapter onto it, which cost more than the test.
    public func contains(where predicate: (MarkupNode) -> Bool) -> Bool {
        predicate(self) || children.contains { $0.contains(where: predicate) }
    }
}
