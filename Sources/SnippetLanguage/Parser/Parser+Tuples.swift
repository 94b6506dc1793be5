/// Swift tuples: the literal `(a, b)` and the patterns `let (a, b) = …` and `for (i, x) in …`.
extension Parser {
    /// `(first, …)` after the first element and at its comma.
    mutating func tupleLiteral(open: Token, first: Expr) throws(ParseFailure) -> Expr {
        var elements = [first]
        while consume(.comma) {
            elements.append(try expression())
        }
        let close = try expect(.rightParen, "to close the tuple")
        var tallest = 0
        for element in elements { tallest = max(tallest, element.height) }
        return try node(.tuple(elements), open.range.union(close.range), tallestChild: tallest)
    }

    /// `(a, _, c)`: the names of a tuple pattern (`_` keeps its place and binds nothing).
    mutating func tuplePattern(isConstant: Bool) throws(ParseFailure) -> [Binding] {
        try expect(.leftParen, "to begin the tuple pattern")
        var names: [Binding] = []
        repeat {
            let name = try identifier("a name in the tuple pattern")
            names.append(Binding(name: name.text, nameRange: name.range, type: nil, initializer: nil, isConstant: isConstant))
        } while consume(.comma)
        try expect(.rightParen, "to close the tuple pattern")
        return names
    }

    /// `let (a, b) = value`
    mutating func tupleDeclaration(_ keyword: Token) throws(ParseFailure) -> Stmt {
        let names = try tuplePattern(isConstant: keyword.isKeyword(.let))
        try expect(.assign, "after the tuple pattern")
        let value = try expression()
        return Stmt(.tupleDeclaration(names, value), keyword.range.union(value.range))
    }

    /// `for (i, x) in sequence { … }`
    mutating func forInTuple(_ keyword: Token) throws(ParseFailure) -> Stmt {
        let names = try tuplePattern(isConstant: true)
        guard current.isKeyword(.in) else {
            fail(.expectedInAfterLoopPattern(currentDescription), at: unexpectedRange)
            throw ParseFailure.statement
        }
        advance()
        let sequence = try withTrailingClosures(false) { (parser: inout Parser) throws(ParseFailure) in try parser.expression() }
        let body = try block(context: "the loop body")
        return Stmt(.forInTuple(names, sequence, Stmt(.block(body.statements), body.range)), keyword.range.union(body.range))
    }
}
