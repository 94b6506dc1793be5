import SnippetLanguage

/// Splits a listing's code into highlighted spans with the snippet language's own lexer (`highlightTokens`), so the
/// page colours code exactly as the evaluator reads it (a macro, a keyword, a number).
enum CodeHighlighter {
    static func spans(of code: String, dialect: Dialect) -> [CodeSpan] {
        var spans: [CodeSpan] = []
        for token in highlightTokens(code, dialect: dialect) {
            let text = String(code[token.range])
            let highlight = className(of: token.kind)
            // Plain runs merge, so identifiers and punctuation do not each get an element.
            if highlight == nil, let last = spans.last, last.highlight == nil {
                spans[spans.count - 1].text += text
            } else {
                spans.append(CodeSpan(text, highlight: highlight))
            }
        }
        return spans
    }

    /// The `tok-` class of a kind, or nil for text drawn in the body colour.
    static func className(of kind: HighlightKind) -> String? {
        switch kind {
        case .keyword: return "keyword"
        case .type: return "type"
        case .function: return "function"
        case .number: return "number"
        case .string: return "string"
        case .comment: return "comment"
        case .preprocessor: return "directive"
        case .property: return "property"
        case .identifier, .punctuation, .whitespace: return nil
        }
    }
}
