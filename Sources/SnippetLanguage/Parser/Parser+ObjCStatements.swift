import Diagnostics

/// Objective-C's statements: C's `if`, `for`, `return`, declarations and expression statements, blocks; the
/// keywords C has and notebook does not run are reported (`while`, `do` and `switch` are in
/// Parser+ControlFlow.swift).
extension Parser {
    /// `{ statements }` with statement-level recovery inside.
    mutating func block(context: String) throws(ParseFailure) -> (statements: [Stmt], range: SourceRange) {
        let open = current
        guard check(.leftBrace) else {
            fail(.expectedBraceToBegin(context, currentDescription: currentDescription), at: unexpectedRange)
            throw ParseFailure.statement
        }
        try enter(open.range)
        defer { leave() }
        advance()
        var statements: [Stmt] = []
        while !check(.rightBrace) {
            if atEnd || (dialect == .objc && current.isKeyword(.atEnd)) {
                fail(.expectedClosingBrace(context), at: unexpectedRange,
                     notes: [.init("to match this '{'", at: diagnostics.location(open.range.start))])
                return (statements, open.range.union(previousRange))
            }
            try parseRecovering { (parser: inout Parser) throws(ParseFailure) in
                statements.append(parser.dialect == .objc ? try parser.objcStatement() : try parser.swiftStatement())
            }
        }
        let close = advance()
        return (statements, open.range.union(close.range))
    }

    mutating func expectSemicolon(_ context: String) throws(ParseFailure) {
        if consume(.semicolon) { return }
        // Report at the end of the previous token (where the `;` belongs) and go on as if it were there.
        fail(.expectedSemicolon(context), at: previousEndRange)
    }

    mutating func objcStatement() throws(ParseFailure) -> Stmt {
        // A block counts its own nesting; any other statement that nests (`if`, `for`) counts here.
        let counts = !check(.leftBrace)
        if counts { try enter(current.range) }
        defer { if counts { leave() } }
        // Most statements start with an identifier: the token is copied only for a keyword.
        let start = current.range
        if current.isAnyKeyword, let statement = try objcKeywordStatement(current) { return statement }
        if check(.leftBrace) {
            let body = try block(context: "the block")
            return Stmt(.block(body.statements), body.range)
        }
        if check(.semicolon) {
            advance()
            return Stmt(.empty, start)
        }
        if check(.minus) || check(.plus), peek().isPunctuation(.leftParen), looksLikeMethodHeader() {
            fail(.methodInsideFunction, at: start)
            throw ParseFailure.statement
        }
        if isDeclarationStart() {
            if looksLikeFunctionDefinition() {
                fail(.functionInsideFunction, at: start)
                throw ParseFailure.statement
            }
            let declaration = try objcDeclaration()
            try expectSemicolon("after the declaration")
            return declaration
        }
        let value = try expression()
        try expectSemicolon("after the expression")
        return Stmt(.expression(value), value.range)
    }

    /// A statement that starts with a keyword (`if`, `for`, `return`...), or the error for a keyword that cannot start
    /// one here; nil for a keyword that starts a declaration or an expression.
    private mutating func objcKeywordStatement(_ token: Token) throws(ParseFailure) -> Stmt? {
        switch token.keyword {
        case .if?:
            return try objcIf()
        case .for?:
            return try objcFor()
        case .return?:
            return try objcReturn(token)
        case .break?, .continue?:
            advance()
            try expectSemicolon("after '\(token.text)'")
            return Stmt(token.isKeyword(.break) ? .breakStatement : .continueStatement, token.range)
        case .while?:
            return try objcWhile()
        case .do?:
            return try objcDoWhile()
        case .switch?:
            return try objcSwitch()
        case .case?, .default?:
            advance()
            fail(.caseOutsideSwitch(token.text), at: token.range)
            throw ParseFailure.statement
        case .goto?, .typedef?, .union?:
            advance()
            fail(.unsupportedStatementKeyword(token.text, verb: token.isKeyword(.goto) ? "is" : "declarations are"), at: token.range)
            throw ParseFailure.statement
        case .atEnd?, .atInterface?, .atImplementation?:
            fail(.unexpectedInFunctionBody(token.text), at: token.range)
            throw ParseFailure.statement
        case .atAutoreleasepool?, .atTry?, .atThrow?, .atSynchronized?, .atCatch?, .atFinally?:
            advance()
            fail(.unsupportedToken(token.text), at: token.range)
            throw ParseFailure.statement
        default:
            return nil
        }
    }

    /// `return;` or `return value;`.
    private mutating func objcReturn(_ keyword: Token) throws(ParseFailure) -> Stmt {
        advance()
        if check(.semicolon) {
            advance()
            return Stmt(.returnStatement(nil), keyword.range)
        }
        let value = try expression()
        try expectSemicolon("after the return value")
        return Stmt(.returnStatement(value), keyword.range.union(value.range))
    }

    func looksLikeMethodHeader() -> Bool {
        var ahead = 2
        while ahead < 8 && !peek(ahead).isPunctuation(.rightParen) { ahead += 1 }
        return peek(ahead).isPunctuation(.rightParen) && peek(ahead + 1).kind == .identifier
            && (peek(ahead + 2).isPunctuation(.leftBrace) || peek(ahead + 2).isPunctuation(.colon))
    }

    func isDeclarationStart() -> Bool {
        // `void (^name)(…)` / `CGFloat (^ease)(CGFloat)`: a block variable.
        if current.kind == .identifier || current.isKeyword(.void), peek().isPunctuation(.leftParen), peek(2).isPunctuation(.caret),
           peek(3).kind == .identifier, peek(4).isPunctuation(.rightParen) {
            return true
        }
        // Asked before every statement: the tokens are read in place rather than copied.
        if current.isAnyKeyword {
            switch current.keyword {
            case .static?, .const?, .extern?, .unsigned?, .signed?, .struct?, .enum?, .block?, .weakQualifier?,
                 .strongQualifier?, .volatile?, .register?:
                return true
            default:
                return false
            }
        }
        guard current.kind == .identifier else { return false }
        let nextIndex = min(position + 1, tokens.count - 1)
        if tokens[nextIndex].kind == .identifier && tokens[nextIndex].text != "in" { return true }
        guard tokens[nextIndex].isPunctuation(.star) || tokens[nextIndex].isPunctuation(.less) else { return false }
        let token = current
        let next = peek()
        if next.isPunctuation(.star), peek(2).kind == .identifier {
            let after = peek(3)
            if Names.objcTypeNames.contains(token.text) || token.text.first?.isUppercase == true {
                return after.isPunctuation(.assign) || after.isPunctuation(.semicolon) || after.isPunctuation(.comma) || after.isIdentifier("in")
            }
        }
        if next.isPunctuation(.less) && Names.objcTypeNames.contains(token.text) { return true }
        return false
    }

    /// `CGFloat nx = t.m31, ny = t.m32` (the `;` is left for the caller).
    mutating func objcDeclaration() throws(ParseFailure) -> Stmt {
        var storageIsConst = false
        var isBlockStorage = false
        while current.isKeyword(.static) || current.isKeyword(.extern) || current.isKeyword(.block)
                || current.isKeyword(.weakQualifier) || current.isKeyword(.strongQualifier) || current.isKeyword(.register) {
            isBlockStorage = isBlockStorage || current.isKeyword(.block)
            advance()
        }
        if current.isKeyword(.const) {
            storageIsConst = true
        }
        let start = current.range
        let type = try typeName()
        var bindings: [Binding] = []
        var first = true
        repeat {
            var declaratorType = type
            if !first {
                while check(.star) {
                    advance()
                    declaratorType.pointerDepth += 1
                }
            }
            first = false
            let name: Token
            if check(.leftParen) && peek().isPunctuation(.caret) {
                let declarator = try objcBlockDeclarator()
                name = declarator.name
                declaratorType = TypeName(name: TypeName.closureName, range: declaratorType.range.union(previousRange),
                                          signature: declarator.parameters + [declaratorType])
            } else {
                name = try identifier("a variable name")
            }
            if check(.leftBracket) {
                fail(.unsupportedCArray, at: current.range)
                throw ParseFailure.statement
            }
            var initializer: Expr?
            if consume(.assign) {
                if check(.leftBrace) {
                    fail(.unsupportedBraceInitializer, at: current.range)
                    throw ParseFailure.statement
                }
                initializer = try expression()
            }
            bindings.append(Binding(name: name.text, nameRange: name.range, type: declaratorType, initializer: initializer,
                                    isConstant: storageIsConst || type.isConst, isBlockStorage: isBlockStorage))
        } while consume(.comma)
        return Stmt(.declaration(bindings), start.union(previousRange))
    }

    mutating func objcIf() throws(ParseFailure) -> Stmt {
        let keyword = advance()
        try expect(.leftParen, "after 'if'")
        let condition = try expression()
        try expect(.rightParen, "after the condition")
        let thenBranch = try objcStatement()
        var elseBranch: Stmt?
        if current.isKeyword(.else) {
            advance()
            elseBranch = try objcStatement()
        }
        return Stmt(.ifElse(condition, thenBranch, elseBranch), keyword.range.union(elseBranch?.range ?? thenBranch.range))
    }

    mutating func objcFor() throws(ParseFailure) -> Stmt {
        let keyword = advance()
        try expect(.leftParen, "after 'for'")
        var initializer: Stmt?
        if !check(.semicolon) {
            if isDeclarationStart() {
                let typeStart = position
                // Fast enumeration: `for (UIView *face in self.faces)`.
                let type = try typeName()
                if current.kind == .identifier, peek().isIdentifier("in") {
                    let name = advance()
                    advance()
                    let sequence = try expression()
                    try expect(.rightParen, "after the collection")
                    let body = try objcStatement()
                    return Stmt(.forIn(name.text, nameRange: name.range, type: type, sequence, body), keyword.range.union(body.range))
                }
                position = typeStart
                initializer = try objcDeclaration()
            } else {
                if current.kind == .identifier, peek().isIdentifier("in") {
                    let name = advance()
                    advance()
                    let sequence = try expression()
                    try expect(.rightParen, "after the collection")
                    let body = try objcStatement()
                    return Stmt(.forIn(name.text, nameRange: name.range, type: nil, sequence, body), keyword.range.union(body.range))
                }
                let value = try expression()
                initializer = Stmt(.expression(value), value.range)
            }
        }
        try expect(.semicolon, "after the loop initializer")
        let condition = check(.semicolon) ? nil : try expression()
        try expect(.semicolon, "after the loop condition")
        let step = check(.rightParen) ? nil : try expression()
        try expect(.rightParen, "after the loop increment")
        let body = try objcStatement()
        return Stmt(.forLoop(initializer, condition, step, body), keyword.range.union(body.range))
    }
}
