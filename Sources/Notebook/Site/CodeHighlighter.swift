import SnippetLanguage

/// Splits a listing's code into highlighted spans with the snippet language's own lexer (`highlightTokens`), so the
/// page colours code exactly as the evaluator reads it (a macro, a keyword, a number).
enum CodeHighlighter {
    /// The spans of a snippet, lexed once for its evaluation too.
    static func spans(of snippet: LexedSnippet) -> [CodeSpan] {
        let code = snippet.source
        var spans: [CodeSpan] = []
        // Plain runs merge, so identifiers and punctuation do not each get an element; a run's text is cut from
        // the code once, when it ends.
        var plainStart: String.Index?
        var plainEnd = code.startIndex
        for token in highlightTokens(snippet) {
            let highlight = className(of: token.kind)
            if highlight == nil {
                if plainStart == nil { plainStart = token.range.lowerBound }
                plainEnd = token.range.upperBound
                continue
            }
            if let start = plainStart {
                spans.append(CodeSpan(String(code[start..<plainEnd])))
                plainStart = nil
            }
            spans.append(CodeSpan(String(code[token.range]), highlight: highlight))
        }
        if let start = plainStart {
            spans.append(CodeSpan(String(code[start..<plainEnd])))
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
