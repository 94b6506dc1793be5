import Diagnostics

/// A snippet lexed once, for both of its uses: the highlighter colours its tokens and the evaluator parses them.
/// A book page highlights every listing it evaluates; lexing it once instead of twice saves a third of the work
/// before parsing.
public struct LexedSnippet {
    public let source: String
    public let dialect: Dialect
    /// Where the source sits in its file: the lexer's diagnostics are already placed by it.
    public let origin: SourceOrigin
    /// The source as Unicode scalars (token positions count them).
    let scalars: [Unicode.Scalar]
    /// Every token, whitespace and comments included (with empty text: neither use needs it), ending with one
    /// `.endOfFile`.
    let tokens: [Token]
    /// The lexer's diagnostics (an unterminated string, a stray character), where evaluation continues reporting.
    let sink: DiagnosticSink

    public init(_ source: String, dialect: Dialect, origin: SourceOrigin) {
        self.source = source
        self.dialect = dialect
        self.origin = origin
        scalars = Lexer.scalars(of: source)
        var sink = DiagnosticSink(origin: origin)
        tokens = Lexer.tokenize(scalars, dialect: dialect, keepTrivia: true, triviaText: false, diagnostics: &sink)
        self.sink = sink
    }

    /// The tokens the parser reads: without whitespace and comments (what `keepTrivia: false` lexing gives).
    var significantTokens: [Token] {
        var significant: [Token] = []
        significant.reserveCapacity(tokens.count)
        for token in tokens where !token.kind.isTrivia { significant.append(token) }
        return significant
    }
}
