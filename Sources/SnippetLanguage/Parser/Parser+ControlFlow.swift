/// The loops and branches beyond `if` and `for`, in both dialects: `while`, C `do … while` / Swift
/// `repeat … while`, `switch` (C labels that fall through, Swift cases that do not) and Swift `guard … else`.
extension Parser {
    // MARK: Objective-C

    /// `while (condition) statement`
    mutating func objcWhile() throws(ParseFailure) -> Stmt {
        let keyword = advance()
        try expect(.leftParen, "after 'while'")
        let condition = try expression()
        try expect(.rightParen, "after the condition")
        let body = try objcStatement()
        return Stmt(.whileLoop(condition, body), keyword.range.union(body.range))
    }

    /// `do statement while (condition);`
    mutating func objcDoWhile() throws(ParseFailure) -> Stmt {
        let keyword = advance()
        let body = try objcStatement()
        guard current.isKeyword(.while) else {
            fail(.expectedWhileInDoWhile, at: unexpectedRange)
            throw ParseFailure.statement
        }
        advance()
        try expect(.leftParen, "after 'while'")
        let condition = try expression()
        try expect(.rightParen, "after the condition")
        try expectSemicolon("after the do/while statement")
        return Stmt(.repeatWhile(body, condition), keyword.range.union(previousRange))
    }

    /// `switch (subject) { case 1: … break; default: … }`: the labels mark places in one statement list.
    mutating func objcSwitch() throws(ParseFailure) -> Stmt {
        let keyword = advance()
        try expect(.leftParen, "after 'switch'")
        let subject = try expression()
        try expect(.rightParen, "after the switch expression")
        let cases = try switchBody { (parser: inout Parser) throws(ParseFailure) -> [Expr] in
            let pattern = try parser.expression()
            try parser.expect(.colon, "after the 'case' value")
            return [pattern]
        }
        return Stmt(.switchStatement(subject, cases.cases), keyword.range.union(cases.range))
    }

    // MARK: Swift

    mutating func swiftControlFlow(_ keyword: Keyword?) throws(ParseFailure) -> Stmt {
        switch keyword {
        case .while?: return try swiftWhile()
        case .repeat?: return try swiftRepeat()
        case .switch?: return try swiftSwitch()
        default: return try swiftGuard()
        }
    }

    /// `while condition { … }`
    mutating func swiftWhile() throws(ParseFailure) -> Stmt {
        let keyword = advance()
        try enter(keyword.range)
        defer { leave() }
        try refuseOptionalBinding(after: keyword)
        let condition = try headerExpression()
        let body = try block(context: "the loop body")
        return Stmt(.whileLoop(condition, Stmt(.block(body.statements), body.range)), keyword.range.union(body.range))
    }

    /// `repeat { … } while condition`
    mutating func swiftRepeat() throws(ParseFailure) -> Stmt {
        let keyword = advance()
        try enter(keyword.range)
        defer { leave() }
        let body = try block(context: "the 'repeat' body")
        guard current.isKeyword(.while) else {
            fail(.expectedWhileAfterRepeat, at: unexpectedRange)
            throw ParseFailure.statement
        }
        advance()
        let condition = try expression()
        return Stmt(.repeatWhile(Stmt(.block(body.statements), body.range), condition), keyword.range.union(condition.range))
    }

    /// `guard condition else { … }`; the `else` body must leave the scope, as swiftc requires.
    mutating func swiftGuard() throws(ParseFailure) -> Stmt {
        let keyword = advance()
        try enter(keyword.range)
        defer { leave() }
        try refuseOptionalBinding(after: keyword)
        let condition = try headerExpression()
        guard current.isKeyword(.else) else {
            fail(.expectedElseAfterGuard, at: unexpectedRange)
            throw ParseFailure.statement
        }
        advance()
        let body = try block(context: "the 'guard' body")
        if !Self.leavesScope(body.statements) {
            fail(.guardFallsThrough, at: body.range)
            throw ParseFailure.statement
        }
        return Stmt(.guardElse(condition, Stmt(.block(body.statements), body.range)), keyword.range.union(body.range))
    }

    /// `switch subject { case 1, 2: … case 3..<5: … default: … }`
    mutating func swiftSwitch() throws(ParseFailure) -> Stmt {
        let keyword = advance()
        try enter(keyword.range)
        defer { leave() }
        let subject = try headerExpression()
        let cases = try switchBody { (parser: inout Parser) throws(ParseFailure) -> [Expr] in
            if parser.current.isKeyword(.let) || parser.current.isKeyword(.var) {
                parser.fail(.unsupportedBindingPattern(parser.current.text), at: parser.current.range)
                throw ParseFailure.statement
            }
            var patterns: [Expr] = []
            repeat {
                patterns.append(try parser.expression())
            } while parser.consume(.comma)
            if parser.current.isKeyword(.where) {
                parser.fail(.unsupportedWhereClause, at: parser.current.range)
                throw ParseFailure.statement
            }
            try parser.expect(.colon, "after the 'case' patterns")
            return patterns
        }
        for item in cases.cases where item.statements.isEmpty {
            fail(.emptyCase(item.isDefault ? "default" : "case"), at: item.range)
        }
        if !cases.cases.contains(where: { $0.isDefault }) && !Self.coversBothBooleans(cases.cases) {
            fail(.switchNotExhaustive, at: keyword.range)
        }
        return Stmt(.switchStatement(subject, cases.cases), keyword.range.union(cases.range))
    }

    // MARK: Shared

    /// The expression of a Swift statement header, where a `{` opens the body rather than a trailing closure.
    private mutating func headerExpression() throws(ParseFailure) -> Expr {
        try withTrailingClosures(false) { (parser: inout Parser) throws(ParseFailure) in try parser.expression() }
    }

    /// The `{ … }` of a switch: labels (`case` patterns read by `label`, or `default:`), each followed by the
    /// statements up to the next label.
    mutating func switchBody(_ label: (inout Parser) throws(ParseFailure) -> [Expr])
        throws(ParseFailure) -> (cases: [SwitchCase], range: SourceRange) {
        let open = current
        guard check(.leftBrace) else {
            fail(.expectedBraceAfterSwitchSubject(currentDescription), at: unexpectedRange)
            throw ParseFailure.statement
        }
        try enter(open.range)
        defer { leave() }
        advance()
        var cases: [SwitchCase] = []
        while !check(.rightBrace) {
            if atEnd {
                fail(.expectedBraceAtEndOfSwitch, at: unexpectedRange,
                     notes: [.init("to match this '{'", at: diagnostics.location(open.range.start))])
                throw ParseFailure.statement
            }
            let labelToken = current
            if labelToken.isKeyword(.case) {
                advance()
                cases.append(SwitchCase(patterns: try label(&self), statements: [], range: labelToken.range.union(previousRange)))
            } else if labelToken.isKeyword(.default) {
                advance()
                try expect(.colon, "after 'default'")
                cases.append(SwitchCase(patterns: [], statements: [], range: labelToken.range.union(previousRange)))
            } else if cases.isEmpty {
                fail(.statementOutsideCaseLabel, at: current.range)
                throw ParseFailure.statement
            } else {
                try parseRecovering { (parser: inout Parser) throws(ParseFailure) in
                    let statement = parser.dialect == .objc ? try parser.objcStatement() : try parser.swiftStatement()
                    cases[cases.count - 1].statements.append(statement)
                }
            }
        }
        let close = advance()
        return (cases, open.range.union(close.range))
    }

    /// `while let` / `guard let`: optional binding is not part of the listings' language.
    private mutating func refuseOptionalBinding(after keyword: Token) throws(ParseFailure) {
        if current.isKeyword(.let) || current.isKeyword(.var) || current.isKeyword(.case) {
            fail(.unsupportedKeywordPair(keyword.text, next: current.text), at: keyword.range.union(current.range))
            throw ParseFailure.statement
        }
    }

    /// Whether a `guard` body ends by leaving the scope (its last statement is `return`, `break` or `continue`).
    static func leavesScope(_ statements: [Stmt]) -> Bool {
        guard let last = statements.last else { return false }
        switch last.kind {
        case .returnStatement, .breakStatement, .continueStatement: return true
        case .block(let inner): return leavesScope(inner)
        default: return false
        }
    }

    /// `case true:` and `case false:` together cover a `Bool` without `default`, as swiftc accepts.
    static func coversBothBooleans(_ cases: [SwitchCase]) -> Bool {
        var seen: Set<Bool> = []
        for item in cases {
            for pattern in item.patterns {
                if case .boolean(let flag) = pattern.kind { seen.insert(flag) }
            }
        }
        return seen.count == 2
    }
}
