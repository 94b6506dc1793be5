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
    let scalars = Array(source.unicodeScalars)
    var sink = DiagnosticSink(origin: .init(file: ""))
    let tokens = Lexer.tokenize(scalars, dialect: dialect, keepTrivia: true, diagnostics: &sink).filter { $0.kind != .endOfFile }
    // Offsets of every scalar boundary as String.Index and UTF-16 offset.
    var indices: [String.Index] = []
    var utf16Offsets: [Int] = []
    indices.reserveCapacity(scalars.count + 1)
    var utf16 = 0
    for index in source.unicodeScalars.indices {
        indices.append(index)
        utf16Offsets.append(utf16)
        utf16 += source.unicodeScalars[index].utf16.count
    }
    indices.append(source.endIndex)
    utf16Offsets.append(utf16)

    let significant = tokens.indices.filter { ![.whitespace, .lineComment, .blockComment].contains(tokens[$0].kind) }
    var previousSignificant: [Int: Token] = [:]
    var nextSignificant: [Int: Token] = [:]
    for (position, index) in significant.enumerated() {
        if position > 0 { previousSignificant[index] = tokens[significant[position - 1]] }
        if position + 1 < significant.count { nextSignificant[index] = tokens[significant[position + 1]] }
    }
    let typeNames = Names.typeNames(dialect)
    let objcWords: Set<String> = ["self", "super", "nil", "Nil", "NULL", "YES", "NO", "true", "false", "IBOutlet", "IBOutletCollection",
                                  "nonatomic", "atomic", "weak", "strong", "assign", "copy", "readonly", "readwrite", "in"]

    var result: [HighlightToken] = []
    var cursor = 0
    for (index, token) in tokens.enumerated() {
        let start = min(max(token.range.start.offset, cursor), scalars.count)
        let end = min(max(token.range.end.offset, start), scalars.count)
        if start > cursor {
            result.append(HighlightToken(range: indices[cursor]..<indices[start], utf16Range: utf16Offsets[cursor]..<utf16Offsets[start], kind: .whitespace))
        }
        guard end > start else { continue }
        let kind: HighlightKind
        switch token.kind {
        case .whitespace: kind = .whitespace
        case .lineComment, .blockComment: kind = .comment
        case .directive: kind = .preprocessor
        case .string, .character: kind = .string
        case .integer, .float: kind = .number
        case .keyword: kind = .keyword
        case .punctuation: kind = .punctuation
        case .invalid: kind = token.text.hasPrefix("\"") || token.text.hasPrefix("@\"") || token.text.hasPrefix("'") ? .string : .punctuation
        case .endOfFile: kind = .whitespace
        case .identifier:
            let previous = previousSignificant[index]
            let next = nextSignificant[index]
            if dialect == .objc && objcWords.contains(token.text) {
                kind = .keyword
            } else if previous?.isPunctuation(".") == true || previous?.isPunctuation("->") == true {
                kind = next?.isPunctuation("(") == true ? .function : .property
            } else if typeNames.contains(token.text) {
                kind = .type
            } else if next?.isPunctuation("(") == true || (dialect == .objc && next?.isPunctuation(":") == true) {
                kind = .function
            } else if dialect == .objc, let previous, previous.kind == .identifier || previous.isPunctuation("]") || previous.isPunctuation(")"),
                      next?.isPunctuation("]") == true {
                // `[CALayer layer]`: a selector without arguments.
                kind = .function
            } else if token.text.first?.isUppercase == true && (Names.typeNames(.objc).contains(token.text) || Names.typeNames(.swift).contains(token.text)) {
                kind = .type
            } else {
                kind = .identifier
            }
        }
        result.append(HighlightToken(range: indices[start]..<indices[end], utf16Range: utf16Offsets[start]..<utf16Offsets[end], kind: kind))
        cursor = end
    }
    if cursor < scalars.count {
        result.append(HighlightToken(range: indices[cursor]..<indices[scalars.count], utf16Range: utf16Offsets[cursor]..<utf16Offsets[scalars.count],
                                     kind: .whitespace))
    }
    return result
}
