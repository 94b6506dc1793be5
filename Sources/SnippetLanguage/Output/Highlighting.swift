import Diagnostics

/// What a piece of a listing is, for syntax colouring.
public enum HighlightKind: String, Hashable, Sendable {
    case keyword, type, function, number, string, comment, preprocessor, identifier, punctuation, property
    /// Spaces, tabs and line breaks (and anything else that is not code, such as a stray control character).
    case whitespace
}

/// A run of source text and its kind. `range` indexes the source string (on Unicode scalar boundaries);
/// `utf16Range` gives the same run in UTF-16 code units, for JavaScript.
public struct HighlightToken: Hashable, Sendable {
    public let range: Range<String.Index>
    public let utf16Range: Range<Int>
    public let kind: HighlightKind
}

/// The tokens of `source` for colouring. Total: the tokens are contiguous, in order, and cover every character of
/// any input (garbage included) exactly once; it never fails. Classification is lexical with one token of context:
/// a name after `.` is a property, a name before `(` (or an Objective-C selector piece before `:`) a function,
/// a known type name a type.
public func highlightTokens(_ source: String, dialect: Dialect) -> [HighlightToken] {
    highlightTokens(LexedSnippet(source, dialect: dialect, origin: SourceOrigin(file: "")))
}

/// The tokens of a lexed snippet for colouring, as `highlightTokens(_:dialect:)` gives them for its source.
public func highlightTokens(_ snippet: LexedSnippet) -> [HighlightToken] {
    let source = snippet.source
    let scalars = snippet.scalars
    // Token positions count scalars; the result needs String indices and UTF-16 offsets. Runs come in order, so
    // one cursor walks the text once, converting as it goes.
    let utf8 = source.utf8
    var walked = 0
    var walkedUTF8 = 0
    var walkedUTF16 = 0
    func boundary(at offset: Int) -> (index: String.Index, utf16: Int) {
        while walked < offset {
            let value = scalars[walked].value
            walkedUTF8 += value < 0x80 ? 1 : value < 0x800 ? 2 : value < 0x1_0000 ? 3 : 4
            walkedUTF16 += value < 0x1_0000 ? 1 : 2
            walked += 1
        }
        return (utf8.index(utf8.startIndex, offsetBy: walkedUTF8), walkedUTF16)
    }
    var result: [HighlightToken] = []
    result.reserveCapacity(2 * (snippet.tokens.count + snippet.comments.count) + 1)
    var startBoundary = boundary(at: 0)
    forEachHighlightRun(snippet) { end, kind in
        let endBoundary = boundary(at: end)
        result.append(HighlightToken(range: startBoundary.index..<endBoundary.index,
                                     utf16Range: startBoundary.utf16..<endBoundary.utf16, kind: kind))
        startBoundary = endBoundary
    }
    return result
}

/// The runs of a lexed snippet for colouring, the same as `highlightTokens(_:)` gives, passed to `body` as where each
/// ends in the source's UTF-8 (each starts where the one before ended; the first at 0). No index or string is made:
/// a page writes the runs straight from the source's bytes.
public func highlightRuns(_ snippet: LexedSnippet, _ body: (_ utf8End: Int, _ kind: HighlightKind) -> Void) {
    let scalars = snippet.scalars
    if scalars.count == snippet.source.utf8.count {
        // ASCII: a scalar offset is a UTF-8 offset.
        forEachHighlightRun(snippet, body)
        return
    }
    var walked = 0
    var walkedUTF8 = 0
    forEachHighlightRun(snippet) { end, kind in
        while walked < end {
            let value = scalars[walked].value
            walkedUTF8 += value < 0x80 ? 1 : value < 0x800 ? 2 : value < 0x1_0000 ? 3 : 4
            walked += 1
        }
        body(walkedUTF8, kind)
    }
}

/// The classification both forms share: passes each run's end, as a scalar offset, and its kind, in order. The runs
/// are contiguous from offset 0, non-empty, and end at the end of the source.
private func forEachHighlightRun(_ snippet: LexedSnippet, _ emit: (_ end: Int, _ kind: HighlightKind) -> Void) {
    let dialect = snippet.dialect
    let scalarCount = snippet.scalars.count
    let tokens = snippet.tokens
    let comments = snippet.comments
    // Everything but the final `.endOfFile` (the array is shared with the evaluator, so it is not trimmed).
    let tokenCount = tokens.last?.kind == .endOfFile ? tokens.count - 1 : tokens.count

    var cursor = 0
    func append(upTo end: Int, kind: HighlightKind) {
        emit(end, kind)
        cursor = end
    }
    /// One run of `kind` over `range`, after the whitespace before it (the lexer leaves nothing else uncovered).
    func append(_ range: SourceRange, kind: HighlightKind) {
        let start = min(max(range.start.offset, cursor), scalarCount)
        let end = min(max(range.end.offset, start), scalarCount)
        if start > cursor {
            append(upTo: start, kind: .whitespace)
        }
        if end > start {
            append(upTo: end, kind: kind)
        }
    }

    // Comments are merged in by position. Tokens are read in place, not copied.
    var nextComment = 0
    for index in 0..<tokenCount {
        let tokenStart = tokens[index].range.start.offset
        while nextComment < comments.count && comments[nextComment].range.start.offset < tokenStart {
            append(comments[nextComment].range, kind: .comment)
            nextComment += 1
        }
        let kind = highlightKind(ofTokenAt: index, in: tokens, tokenCount: tokenCount, dialect: dialect)
        append(tokens[index].range, kind: kind)
    }
    while nextComment < comments.count {
        append(comments[nextComment].range, kind: .comment)
        nextComment += 1
    }
    if cursor < scalarCount {
        append(upTo: scalarCount, kind: .whitespace)
    }
}

/// The kind of the token at `index`; an identifier is classified by its neighbours among the significant tokens,
/// which are simply the previous and next entries of `tokens`.
private func highlightKind(ofTokenAt index: Int, in tokens: [Token], tokenCount: Int, dialect: Dialect) -> HighlightKind {
    switch tokens[index].kind {
    case .whitespace: return .whitespace
    case .lineComment, .blockComment: return .comment
    case .directive: return .preprocessor
    case .string, .character: return .string
    case .integer, .float: return .number
    case .keyword, .unknownAtWord, .unknownPoundWord: return .keyword
    case .punctuator: return .punctuation
    case .invalid:
        let text = tokens[index].text
        return text.hasPrefix("\"") || text.hasPrefix("@\"") || text.hasPrefix("'") ? .string : .punctuation
    case .endOfFile: return .whitespace
    case .identifier: return identifierKind(ofTokenAt: index, in: tokens, tokenCount: tokenCount, dialect: dialect)
    }
}

/// Keyword, property, type, function or plain identifier, from the word and the tokens around it.
private func identifierKind(ofTokenAt index: Int, in tokens: [Token], tokenCount: Int, dialect: Dialect) -> HighlightKind {
    func isPunctuation(_ at: Int?, _ punctuator: Punctuator) -> Bool {
        guard let at else { return false }
        return tokens[at].isPunctuation(punctuator)
    }
    let previous = index > 0 ? index - 1 : nil
    let next = index + 1 < tokenCount ? index + 1 : nil
    let known = tokens[index].knownWord
    if known.contains(.objcKeyword) {
        return .keyword
    } else if isPunctuation(previous, .period) || isPunctuation(previous, .arrow) {
        return isPunctuation(next, .leftParen) ? .function : .property
    } else if known.contains(.typeOfDialect) {
        return .type
    } else if isPunctuation(next, .leftParen) || (dialect == .objc && isPunctuation(next, .colon)) {
        return .function
    } else if dialect == .objc, let previous,
              tokens[previous].kind == .identifier || isPunctuation(previous, .rightBracket) || isPunctuation(previous, .rightParen),
              isPunctuation(next, .rightBracket) {
        // `[CALayer layer]`: a selector without arguments.
        return .function
    } else if known.contains(.typeOfEitherDialect) && tokens[index].text.first?.isUppercase == true {
        return .type
    }
    return .identifier
}
