import Figures

/// The one authoring extension of the prose: a block quote whose first paragraph starts with `Answer:` is an
/// exercise's answer, shown behind a disclosure (`<details class="answer"><summary>Answer</summary>…</details>`)
/// so that a reader sees the question first. Raw HTML is off by default, so `<details>` cannot be written by hand;
/// a block quote keeps the chapter readable as plain Markdown, and its listings, twins and expect blocks are
/// extracted and checked like any others (they are siblings inside the quote).
enum AnswerDisclosure {
    static let marker = "Answer:"

    /// The quote's blocks without the marker (and without its paragraph, when the marker was all of it); nil when
    /// `node` is not an answer.
    static func answerBlocks(of node: MarkupNode) -> [MarkupNode]? {
        guard case .blockQuote = node.kind, var first = node.children.first, case .paragraph = first.kind,
              let text = first.children.first, case .text(let literal) = text.kind, literal.hasPrefix(marker) else { return nil }
        let rest = literal.dropFirst(marker.count).drop { $0 == " " }
        var inlines = Array(first.children.dropFirst())
        if !rest.isEmpty {
            inlines.insert(MarkupNode(.text(String(rest)), range: text.range), at: 0)
        } else if let next = inlines.first, case .softBreak = next.kind {
            inlines.removeFirst()
        }
        var blocks = Array(node.children.dropFirst())
        if !inlines.isEmpty {
            first.children = inlines
            blocks.insert(first, at: 0)
        }
        return blocks
    }

    /// The disclosure around `content`, the rendered blocks of the answer.
    static func html(content: [UInt8]) -> [UInt8] {
        var html = MarkupWriter(capacity: content.count + 96)
        html.openHTML("details", attributes: [("class", "answer")])
        html.htmlElement("summary", text: "Answer")
        html.lineBreak()
        html.trustedMarkup(utf8: content[...])
        html.close()
        html.lineBreak()
        return html.bytes
    }
}
