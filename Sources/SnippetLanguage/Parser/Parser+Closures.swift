import Diagnostics

/// Objective-C blocks (`^{ … }`, `^(CGFloat t){ … }`, `^BOOL(int x){ … }`) and Swift closures (`{ … }`,
/// `{ t in … }`, `{ (t: CGFloat) -> CGFloat in … }`, `$0`, trailing closures).
extension Parser {
    /// `^` then an optional return type, an optional parameter list and the body.
    mutating func objcBlock(caret: Token) throws(ParseFailure) -> Expr {
        try enter(caret.range)
        defer { leave() }
        advance()
        var returnType: TypeName?
        if !check(.leftParen) && !check(.leftBrace) {
            returnType = try typeName()
        }
        var parameters: [ClosureParameter] = []
        if consume(.leftParen) {
            if current.isKeyword(.void) && peek().isPunctuation(.rightParen) {
                advance()
            } else if !check(.rightParen) {
                repeat {
                    let type = try typeName()
                    let name = try identifier("a parameter name in the block's parameter list")
                    parameters.append(ClosureParameter(name: name.text, type: type, range: type.range.union(name.range)))
                } while consume(.comma)
            }
            try expect(.rightParen, "after the block's parameters")
        }
        let body = try withTrailingClosures(true) { (parser: inout Parser) throws(ParseFailure) in
            try parser.block(context: "the block")
        }
        let closure = ClosureExpr(parameters: parameters, returnType: returnType, body: body.statements, dialect: .objc)
        return Expr(.closure(closure), caret.range.union(body.range))
    }

    /// A Swift closure expression, at its `{`.
    mutating func swiftClosure() throws(ParseFailure) -> Expr {
        let open = advance()
        try enter(open.range)
        defer { leave() }
        skipCaptureList()
        var parameters: [ClosureParameter] = []
        var returnType: TypeName?
        if isClosureHeaderAhead() {
            (parameters, returnType) = try closureHeader()
        }
        anonymousArgumentCounts.append(0)
        let statements = try withTrailingClosures(true) { (parser: inout Parser) throws(ParseFailure) in
            try parser.statements(until: open, context: "the closure")
        }
        let anonymous = anonymousArgumentCounts.removeLast()
        if anonymous > 0 && !parameters.isEmpty {
            fail(.anonymousArgumentsInClosureWithParameters, at: open.range)
            throw ParseFailure.statement
        }
        let close = try expect(.rightBrace, "to end the closure")
        let closure = ClosureExpr(parameters: parameters, returnType: returnType, body: statements,
                                  anonymousArgumentCount: anonymous, dialect: .swift)
        return Expr(.closure(closure), open.range.union(close.range))
    }

    /// Statements up to (not including) the `}` that matches `open`.
    private mutating func statements(until open: Token, context: String) throws(ParseFailure) -> [Stmt] {
        var statements: [Stmt] = []
        while !check(.rightBrace) {
            if atEnd {
                fail(.expectedClosingBrace(context), at: unexpectedRange,
                     notes: [.init("to match this '{'", at: diagnostics.location(open.range.start))])
                throw ParseFailure.statement
            }
            try parseRecovering { (parser: inout Parser) throws(ParseFailure) in
                statements.append(try parser.swiftStatement())
            }
        }
        return statements
    }

    /// Runs `body` with trailing closures allowed or not, restoring the previous setting.
    mutating func withTrailingClosures<T>(_ allowed: Bool,
                                          _ body: (inout Parser) throws(ParseFailure) -> T) throws(ParseFailure) -> T {
        let saved = trailingClosuresAllowed
        trailingClosuresAllowed = allowed
        defer { trailingClosuresAllowed = saved }
        return try body(&self)
    }

    /// `[weak self]`, `[unowned self]`: captures are by reference here, so the list changes nothing.
    private mutating func skipCaptureList() {
        guard check(.leftBracket) else { return }
        var ahead = 1
        while ahead < 16 && !peek(ahead).isPunctuation(.rightBracket) && peek(ahead).kind != .endOfFile { ahead += 1 }
        guard peek(ahead).isPunctuation(.rightBracket), peek(ahead + 1).isKeyword(.in) || peek(ahead + 1).isPunctuation(.leftParen)
                || peek(ahead + 1).kind == .identifier else { return }
        for _ in 0...ahead { advance() }
    }

    /// Whether the tokens after `{` are a parameter list ending with `in`: `x in`, `x, y in`, `(x: T) -> U in`.
    private func isClosureHeaderAhead() -> Bool {
        var ahead = 0
        if peek(ahead).isPunctuation(.leftParen) {
            var level = 0
            repeat {
                let token = peek(ahead)
                if token.kind == .endOfFile || token.isPunctuation(.leftBrace) || token.isPunctuation(.rightBrace) { return false }
                if token.isPunctuation(.leftParen) { level += 1 } else if token.isPunctuation(.rightParen) { level -= 1 }
                ahead += 1
            } while level > 0
        } else {
            while isParameterName(peek(ahead)) {
                ahead += 1
                guard peek(ahead).isPunctuation(.comma) else { break }
                ahead += 1
            }
            if ahead == 0 { return false }
        }
        if peek(ahead).isPunctuation(.arrow) {
            while !peek(ahead).isKeyword(.in) {
                let token = peek(ahead)
                if token.kind == .endOfFile || token.isPunctuation(.leftBrace) || token.isPunctuation(.rightBrace) { return false }
                ahead += 1
            }
        }
        return peek(ahead).isKeyword(.in)
    }

    private func isParameterName(_ token: Token) -> Bool {
        token.kind == .identifier || token.text == "_"
    }

    /// The header the lookahead found, up to and including `in`.
    private mutating func closureHeader() throws(ParseFailure) -> ([ClosureParameter], TypeName?) {
        var parameters: [ClosureParameter] = []
        if consume(.leftParen) {
            if !check(.rightParen) {
                repeat {
                    var name = advance()
                    if isParameterName(current) { name = advance() }
                    var type: TypeName?
                    if consume(.colon) { type = try typeName() }
                    parameters.append(ClosureParameter(name: name.text, type: type, range: name.range.union(previousRange)))
                } while consume(.comma)
            }
            try expect(.rightParen, "after the closure's parameters")
        } else {
            repeat {
                let name = advance()
                parameters.append(ClosureParameter(name: name.text, type: nil, range: name.range))
            } while consume(.comma)
        }
        var returnType: TypeName?
        if consume(.arrow) { returnType = try typeName() }
        guard current.isKeyword(.in) else {
            fail(.expectedInAfterClosureParameters(currentDescription), at: unexpectedRange)
            throw ParseFailure.statement
        }
        advance()
        return (parameters, returnType)
    }

    /// `$0`, `$1`: records that the innermost closure takes at least `n + 1` arguments.
    mutating func noteAnonymousArgument(_ token: Token) {
        guard let index = Int(token.text.dropFirst()), !anonymousArgumentCounts.isEmpty else {
            fail(.anonymousArgumentOutsideClosure, at: token.range)
            return
        }
        anonymousArgumentCounts[anonymousArgumentCounts.count - 1] = max(anonymousArgumentCounts[anonymousArgumentCounts.count - 1], index + 1)
    }

    /// After a Swift call or name: `f { … }`, `a.map { … }`, `UIView.animate(withDuration: 1) { … } completion: { … }`.
    mutating func trailingClosures(after base: Expr) throws(ParseFailure) -> Expr {
        var closures: [Expr.Argument] = []
        closures.append(Expr.Argument(label: nil, value: try swiftClosure(), labelRange: nil))
        while current.kind == .identifier, peek().isPunctuation(.colon), peek(2).isPunctuation(.leftBrace), !current.followsNewline {
            let label = advance()
            advance()
            closures.append(Expr.Argument(label: label.text, value: try swiftClosure(), labelRange: label.range))
        }
        let range = base.range.union(previousRange)
        switch base.kind {
        case .send(let receiver, let selector, let arguments, let selectorRange):
            let name = String(selector.prefix { $0 != "(" })
            let all = arguments + closures
            return try node(.send(receiver, selector: Self.swiftSelector(name, all), all, selectorRange: selectorRange), range,
                            over: receiver, arguments: all)
        case .member(let receiver, let name, let nameRange):
            return try node(.send(receiver, selector: Self.swiftSelector(name, closures), closures, selectorRange: nameRange), range,
                            over: receiver, arguments: closures)
        case .call(let callee, let arguments):
            let all = arguments + closures
            return try node(.call(callee, all), range, over: callee, arguments: all)
        default:
            return try node(.call(base, closures), range, over: base, arguments: closures)
        }
    }
}
