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
    /// The significant tokens (no whitespace or comments), ending with one `.endOfFile`: what the parser reads.
    let tokens: [Token]
    /// The comments, in order, with empty text: the highlighter needs only where they are.
    let comments: [Token]
    /// The lexer's diagnostics (an unterminated string, a stray character), where evaluation continues reporting.
    let sink: DiagnosticSink

    /// Bidirectional controls and invisible characters (`hidden-character` errors): a listing shown but not run
    /// must not carry them into a page either.
    public var hiddenCharacterDiagnostics: [Diagnostic] {
        sink.finished().filter { $0.id == SnippetDiagnosticID.hiddenCharacter.rawValue }
    }

    public init(_ source: String, dialect: Dialect, origin: SourceOrigin) {
        self.source = source
        self.dialect = dialect
        self.origin = origin
        scalars = Lexer.scalars(of: source)
        var sink = DiagnosticSink(origin: origin)
        var comments: [Token] = []
        tokens = Lexer.significantTokens(scalars, of: source, dialect: dialect, comments: &comments, diagnostics: &sink)
        self.comments = comments
        self.sink = sink
    }
}
