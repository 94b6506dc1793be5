import Diagnostics

/// Thrown to abandon the statement being parsed; its diagnostic has already been reported.
enum ParseFailure: Error {
    /// Recover at the next statement boundary.
    case statement
    /// Nesting is beyond the limit: parsing stops altogether (recovering inside the nest would only repeat it).
    case tooDeep
}

/// A recursive-descent parser for both dialects. The cursor, recovery and expression grammar shared by the
/// dialects live here; `Parser+ObjC.swift` and `Parser+Swift.swift` hold the declarations and statements that differ.
///
/// Recovery is at statement level: a statement that fails to parse is skipped up to its `;` (Objective-C) or the
/// end of its line (Swift), and parsing goes on, so one run reports every independent syntax error.
/// Nesting (parentheses, brackets, blocks, unary chains) is limited to `Limits.maximumNesting`, and expression trees
/// to `Limits.maximumExpressionHeight`, so no input can exhaust the stack.
struct Parser {
    let dialect: Dialect
    var tokens: [Token]
    var position = 0
    var diagnostics: DiagnosticSink
    var depth = 0
    var program = Program()
    /// Set once a too-deep nest has been reported, so the message appears once.
    var stopped = false
    /// False while parsing the condition of an `if` or the sequence of a `for` (Swift): a `{` there opens the body,
    /// not a trailing closure.
    var trailingClosuresAllowed = true
    /// For each Swift closure being parsed, innermost last: the number of anonymous arguments (`$0`, `$1`) seen.
    var anonymousArgumentCounts: [Int] = []
    /// The snippet's text, to parse the expressions interpolated in Swift string literals (Parser+Interpolation).
    var source: [Unicode.Scalar] = []

    init(tokens: [Token], dialect: Dialect, diagnostics: DiagnosticSink) {
        // Invalid tokens (already reported by the lexer or the preprocessor) stay in the stream: an expression
        // made of one becomes an invalid node, and errors found at one are not reported again.
        self.tokens = tokens
        if self.tokens.last?.kind != .endOfFile {
            let end = tokens.last?.range.end ?? .start
            self.tokens.append(Token(kind: .endOfFile, text: "", range: SourceRange(end, end)))
        }
        self.dialect = dialect
        self.diagnostics = diagnostics
    }

    // MARK: Cursor

    var current: Token { tokens[min(position, tokens.count - 1)] }

    func peek(_ ahead: Int = 1) -> Token { tokens[min(position + ahead, tokens.count - 1)] }

    var atEnd: Bool { current.kind == .endOfFile }

    /// The end of the last consumed token: where a missing `;` belongs.
    var previousEnd: SourcePosition {
        position > 0 ? tokens[min(position - 1, tokens.count - 1)].range.end : current.range.start
    }

    /// Inlined so that where the token is not used (most calls), no copy of it is made.
    @discardableResult @inline(__always)
    mutating func advance() -> Token {
        let token = current
        if position < tokens.count - 1 { position += 1 }
        return token
    }

    func check(_ punctuation: Punctuator) -> Bool { current.isPunctuation(punctuation) }

    mutating func consume(_ punctuation: Punctuator) -> Bool {
        if check(punctuation) {
            advance()
            return true
        }
        return false
    }

    /// Consumes `punctuation` or reports "expected ... " and fails the statement.
    @discardableResult
    mutating func expect(_ punctuation: Punctuator, _ context: String) throws(ParseFailure) -> Token {
        if check(punctuation) { return advance() }
        fail(.expectedPunctuation(punctuation.rawValue, context: context), at: unexpectedRange)
        throw ParseFailure.statement
    }

    /// The range to blame when the current token is unexpected: the token, or the end of the last one at the end.
    var unexpectedRange: SourceRange {
        atEnd ? SourceRange(previousEnd, previousEnd) : current.range
    }

    /// How the current token reads in a message: `'foo'`, or "end of input".
    var currentDescription: String {
        atEnd ? "end of input" : "'\(current.text)'"
    }

    /// Reports a catalogued message (`ParserDiagnosticMessages.swift`); `notes` are the ones that point into the source,
    /// after the message's own.
    mutating func fail(_ diagnostic: SnippetDiagnostic, at range: SourceRange, notes: [Diagnostic.Note] = []) {
        if current.kind == .invalid || (position > 0 && tokens[min(position - 1, tokens.count - 1)].kind == .invalid) { return }
        diagnostics.error(diagnostic, at: range, notes: notes)
    }

    mutating func identifier(_ context: String) throws(ParseFailure) -> Token {
        if current.kind == .identifier { return advance() }
        fail(.expectedIdentifier(context, currentDescription: currentDescription), at: unexpectedRange)
        throw ParseFailure.statement
    }

    // MARK: Nesting

    mutating func enter(_ range: SourceRange) throws(ParseFailure) {
        depth += 1
        if depth > Limits.maximumNesting {
            if !stopped {
                stopped = true
                fail(.nestingTooDeep, at: range)
            }
            throw ParseFailure.tooDeep
        }
    }

    mutating func leave() { depth -= 1 }

    /// Builds a node, refusing trees too tall to evaluate recursively.
    @inline(__always)
    mutating func node(_ kind: Expr.Kind, _ range: SourceRange, children: [Expr]) throws(ParseFailure) -> Expr {
        // A loop rather than `children.map(\.height).max()`: no second array per node.
        var tallest = 0
        for child in children { tallest = max(tallest, child.height) }
        return try node(kind, range, tallestChild: tallest)
    }

    // The fixed-arity forms take their children as arguments: an array literal per node only to measure heights
    // was an allocation (and a release) for every node of the tree.

    @inline(__always)
    mutating func node(_ kind: Expr.Kind, _ range: SourceRange, over child: Expr) throws(ParseFailure) -> Expr {
        try node(kind, range, tallestChild: child.height)
    }

    @inline(__always)
    mutating func node(_ kind: Expr.Kind, _ range: SourceRange, over first: Expr, _ second: Expr) throws(ParseFailure) -> Expr {
        try node(kind, range, tallestChild: max(first.height, second.height))
    }

    @inline(__always)
    mutating func node(_ kind: Expr.Kind, _ range: SourceRange, over first: Expr, _ second: Expr, _ third: Expr) throws(ParseFailure) -> Expr {
        try node(kind, range, tallestChild: max(first.height, second.height, third.height))
    }

    /// A call or send: the callee or receiver and the argument values are its children.
    @inline(__always)
    mutating func node(_ kind: Expr.Kind, _ range: SourceRange, over base: Expr, arguments: [Expr.Argument]) throws(ParseFailure) -> Expr {
        var tallest = base.height
        for argument in arguments { tallest = max(tallest, argument.value.height) }
        return try node(kind, range, tallestChild: tallest)
    }

    /// `tallestChild` is the greatest height among the node's children, 0 for a leaf.
    mutating func node(_ kind: Expr.Kind, _ range: SourceRange, tallestChild: Int) throws(ParseFailure) -> Expr {
        let height = 1 + tallestChild
        if height > Limits.maximumExpressionHeight {
            if !stopped {
                stopped = true
                fail(.expressionTooComplex, at: range)
            }
            throw ParseFailure.tooDeep
        }
        return Expr(kind, range, height: height)
    }

    // MARK: Recovery

    /// Parses one statement or member with `item`; when it fails, skips the rest of it (`recover(from:)`) so the
    /// items after it still parse and report their own errors. Always consumes at least one token, so a loop over
    /// items ends. Only `ParseFailure.tooDeep` propagates: recovering inside a structure that is too deep would
    /// only hit the same limit again.
    mutating func parseRecovering(_ item: (inout Parser) throws(ParseFailure) -> Void) throws(ParseFailure) {
        let start = position
        do {
            try item(&self)
        } catch ParseFailure.tooDeep {
            throw ParseFailure.tooDeep
        } catch {
            recover(from: start)
        }
        if position == start { advance() }
    }

    /// Skips to the end of the broken statement: past the next `;` at the same nesting level, or before a `}` that
    /// closes the enclosing block; in Swift also before the first token on a new line.
    mutating func recover(from start: Int) {
        var level = 0
        if position == start && !atEnd { advance() }
        while !atEnd {
            let token = current
            if dialect == .swift && level == 0 && token.followsNewline && position > start { return }
            if token.isPunctuation(.leftParen) || token.isPunctuation(.leftBracket) || token.isPunctuation(.leftBrace) || token.isPunctuation(.atLeftParen) || token.isPunctuation(.atLeftBracket) || token.isPunctuation(.atLeftBrace) {
                level += 1
            } else if token.isPunctuation(.rightParen) || token.isPunctuation(.rightBracket) || token.isPunctuation(.rightBrace) {
                if level == 0 && token.isPunctuation(.rightBrace) { return }
                level = max(0, level - 1)
            } else if token.isPunctuation(.semicolon) && level == 0 {
                advance()
                return
            } else if level == 0 && (token.isKeyword(.atEnd) || token.isKeyword(.atImplementation) || token.isKeyword(.atInterface)) {
                return
            }
            advance()
        }
    }

    // MARK: Entry

    /// Parses a whole snippet.
    static func parse(_ tokens: [Token], dialect: Dialect, diagnostics: inout DiagnosticSink, source: [Unicode.Scalar] = []) -> Program {
        var parser = Parser(tokens: tokens, dialect: dialect, diagnostics: diagnostics)
        parser.source = source
        // About one statement per eight tokens: reserved once rather than regrown statement by statement.
        parser.program.statements.reserveCapacity(min(tokens.count / 8 + 1, 256))
        switch dialect {
        case .objc: parser.parseObjCProgram()
        case .swift: parser.parseSwiftProgram()
        }
        diagnostics = parser.diagnostics
        return parser.program
    }

    /// Parses a single expression (the left side of an `expect` line), requiring the whole text to be consumed.
    static func parseExpression(_ tokens: [Token], dialect: Dialect, diagnostics: inout DiagnosticSink,
                                source: [Unicode.Scalar] = []) -> Expr? {
        var parser = Parser(tokens: tokens, dialect: dialect, diagnostics: diagnostics)
        parser.source = source
        defer { diagnostics = parser.diagnostics }
        if parser.atEnd {
            parser.fail(.expectedExpressionHere, at: parser.unexpectedRange)
            return nil
        }
        do {
            let expression = try parser.expression()
            _ = parser.consume(.semicolon)
            if !parser.atEnd {
                parser.fail(.unexpectedAfterExpression(parser.currentDescription), at: parser.current.range)
                return nil
            }
            return expression
        } catch {
            return nil
        }
    }
}
