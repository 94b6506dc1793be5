import SnippetLanguage

/// Splits a listing's code into highlighted runs with the snippet language's own lexer (`highlightRuns`), so the
/// page colours code exactly as the evaluator reads it (a macro, a keyword, a number).
enum CodeHighlighter {
    /// The runs of a snippet, lexed once for its evaluation too. Plain runs merge, so identifiers and punctuation do
    /// not each get an element; so does a chain of properties (`layerView.layer.transform`), one run with its dots,
    /// rather than a run per name (a page has hundreds of chains).
    static func runs(of snippet: LexedSnippet) -> [CodeRun] {
        var runs: [CodeRun] = []
        runs.reserveCapacity(snippet.source.utf8.count / 4 + 4)
        let bytes = Array(snippet.source.utf8)
        var plainEnd: Int?
        highlightRuns(snippet) { end, kind in
            guard let highlight = highlight(of: kind) else {
                plainEnd = end
                return
            }
            if highlight == .property, let last = runs.last, last.highlight == .property, let plain = plainEnd,
               plain == last.end + 1, bytes[last.end] == UInt8(ascii: ".") {
                runs[runs.count - 1].end = end
                plainEnd = nil
                return
            }
            if let plain = plainEnd {
                runs.append(CodeRun(end: plain, highlight: nil))
                plainEnd = nil
            }
            runs.append(CodeRun(end: end, highlight: highlight))
        }
        if let plain = plainEnd {
            runs.append(CodeRun(end: plain, highlight: nil))
        }
        return runs
    }

    /// The highlight of a kind, or nil for text drawn in the body colour.
    static func highlight(of kind: HighlightKind) -> CodeHighlight? {
        switch kind {
        case .keyword: return .keyword
        case .type: return .type
        case .function: return .function
        case .number: return .number
        case .string: return .string
        case .comment: return .comment
        case .preprocessor: return .directive
        case .property: return .property
        case .identifier, .punctuation, .whitespace: return nil
        }
    }
}
