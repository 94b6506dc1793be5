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
    var tokens = Lexer.tokenize(scalars, dialect: dialect, keepTrivia: true, diagnostics: &sink)
    if tokens.last?.kind == .endOfFile { tokens.removeLast() }
    let typeNames = Names.typeNames(dialect)

    // Token positions count scalars; the result needs String indices and UTF-16 offsets. Tokens come in order, so
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
    result.reserveCapacity(tokens.count + 1)
    var cursor = 0
    var cursorBoundary = boundary(at: 0)
    func append(upTo end: Int, kind: HighlightKind) {
        let endBoundary = boundary(at: end)
        result.append(HighlightToken(range: cursorBoundary.index..<endBoundary.index,
                                     utf16Range: cursorBoundary.utf16..<endBoundary.utf16, kind: kind))
        cursor = end
        cursorBoundary = endBoundary
    }

    // Identifiers are classified by their neighbours among the significant tokens (not whitespace or comments).
    var previousSignificant: Int?
    for (index, token) in tokens.enumerated() {
        let isSignificant = !token.kind.isTrivia
        defer { if isSignificant { previousSignificant = index } }
        let start = min(max(token.range.start.offset, cursor), scalars.count)
        let end = min(max(token.range.end.offset, start), scalars.count)
        if start > cursor {
            append(upTo: start, kind: .whitespace)
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
            let previous = previousSignificant.map { tokens[$0] }
            var nextIndex = index + 1
            while nextIndex < tokens.count && tokens[nextIndex].kind.isTrivia { nextIndex += 1 }
            let next = nextIndex < tokens.count ? tokens[nextIndex] : nil
            if dialect == .objc && objcHighlightKeywords.contains(token.text) {
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
            } else if (Names.objcTypeNames.contains(token.text) || Names.swiftTypeNames.contains(token.text)) && token.text.first?.isUppercase == true {
                kind = .type
            } else {
                kind = .identifier
            }
        }
        append(upTo: end, kind: kind)
    }
    if cursor < scalars.count {
        append(upTo: scalars.count, kind: .whitespace)
    }
    return result
}

/// Identifiers of Objective-C that read as keywords.
private let objcHighlightKeywords: Set<String> = [
    "self", "super", "nil", "Nil", "NULL", "YES", "NO", "true", "false", "IBOutlet", "IBOutletCollection",
    "nonatomic", "atomic", "weak", "strong", "assign", "copy", "readonly", "readwrite", "in",
]

extension TokenKind {
    /// Whitespace and comments: no meaning for the parser, nor as a neighbour for the highlighter.
    var isTrivia: Bool {
        switch self {
        case .whitespace, .lineComment, .blockComment: return true
        default: return false
        }
    }
}
