extension MarkupNode {
    /// The text of the node's descendants without markup, as cmark writes an image's `alt`: text, code spans and
    /// inline HTML contribute their literal text, line breaks a space, everything else only its children.
    public var childrenPlainText: String {
        var text = ""
        forEachChild { $0.appendPlainText(to: &text) }
        return text
    }

    /// Calls `body` with each child in place. Iterating `children` would copy each node (a large enum and an array)
    /// for the loop variable; the walks over whole chapters below are mostly that copying otherwise.
    @inline(__always)
    func forEachChild(_ body: (borrowing MarkupNode) throws -> Void) rethrows {
        try children.withUnsafeBufferPointer { children in
            for index in children.indices {
                try body(children[index])
            }
        }
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
            forEachChild { $0.appendPlainText(to: &text) }
        }
    }

    /// Whether this node or one below it satisfies `predicate`, visited depth first in document order.
    ///
    /// Recursive: trees from `CommonMarkConverter` are at most `maximumDepth` deep. Walking with a stack copied every
    /// node of a chapter onto it, which cost more than the test.
    public func contains(where predicate: (MarkupNode) -> Bool) -> Bool {
        if predicate(self) { return true }
        return children.withUnsafeBufferPointer { children in
            children.indices.contains { children[$0].contains(where: predicate) }
        }
    }
}
