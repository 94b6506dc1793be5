extension MarkupNode {
    /// The text of the node's descendants without markup, as cmark writes an image's `alt`: text, code spans and
    /// inline HTML contribute their literal text, line breaks a space, everything else only its children.
    public var childrenPlainText: String {
        var text = ""
        var stack: [MarkupNode] = children.reversed()
        while let node = stack.popLast() {
            switch node.kind {
            case let .text(literal), let .code(literal), let .inlineHTML(literal):
                text += literal
            case .softBreak, .lineBreak:
                text += " "
            default:
                stack.append(contentsOf: node.children.reversed())
            }
        }
        return text
    }
}
