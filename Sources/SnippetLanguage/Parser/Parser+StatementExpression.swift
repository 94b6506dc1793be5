import Diagnostics

/// Two C forms that appear where an expression is expected: GNU statement expressions (`_view = ({ … view; });`,
/// which Objective-C getters use to build a value in a scope of its own), and function signatures printed as
/// references (`CGAffineTransformMakeRotation(CGFloat angle)`), which read like a call but declare parameters.
extension Parser {
    /// `({ statements; value; })` after its `(` (the current token): the block's statements, whose last one must be
    /// an expression statement, the value of the whole.
    mutating func statementExpression(open: Token) throws(ParseFailure) -> Expr {
        try enter(open.range)
        defer { leave() }
        advance()
        let body = try block(context: "the statement expression")
        let close = try expect(.rightParen, "to close the statement expression '({ ... })'")
        let range = open.range.union(close.range)
        var statements = body.statements
        guard let last = statements.popLast() else {
            fail(.emptyStatementExpression, at: range)
            return Expr.invalid(range)
        }
        guard case .expression(let result) = last.kind else {
            fail(.statementExpressionWithoutValue(Self.statementDescription(last)), at: last.range,
                 notes: [.init("the statement expression starts here", at: diagnostics.location(open.range.start))])
            return Expr.invalid(range)
        }
        return try node(.statementExpression(statements, result: result), range, over: result)
    }

    /// What a statement is, for the message about a statement expression's last statement.
    static func statementDescription(_ statement: Stmt) -> String {
        switch statement.kind {
        case .declaration, .tupleDeclaration: return "a declaration"
        case .block: return "a block"
        case .ifElse: return "an 'if' statement"
        case .forLoop, .forIn, .forInTuple, .whileLoop, .repeatWhile: return "a loop"
        case .switchStatement: return "a 'switch' statement"
        case .returnStatement: return "a 'return' statement"
        case .breakStatement, .continueStatement: return "a jump"
        case .empty: return "an empty statement"
        case .guardElse, .expression, .invalid: return "a statement"
        }
    }

    /// In an Objective-C argument list, `Type name` followed by `,` or `)`: the list declares parameters, as a
    /// printed signature does (`CATransform3DMakeRotation(CGFloat angle, CGFloat x, …)`), so this is not a call.
    /// Reported as such rather than as a missing comma.
    mutating func refuseSignature(_ argument: Expr) throws(ParseFailure) {
        // A type is a known type name or capitalised (`CGFloat`, and the note's typo `Gloat`); `f(a b)` is a missing
        // comma between two values.
        guard dialect == .objc, case .identifier(let type) = argument.kind, current.kind == .identifier,
              Names.objcTypeNames.contains(type) || type.utf8.first.map({ (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }) == true,
              peek().isPunctuation(.comma) || peek().isPunctuation(.rightParen) else { return }
        let parameter = argument.range.union(current.range)
        fail(.signatureNotCall(type, text: current.text), at: parameter)
        throw ParseFailure.statement
    }
}
