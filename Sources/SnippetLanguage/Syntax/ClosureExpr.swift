/// A parameter of a block or closure: `CGFloat t` / `t` / `t: CGFloat` (Swift may leave the type out).
struct ClosureParameter: Sendable {
    var name: String
    var type: TypeName?
    var range: SourceRange
}

/// An Objective-C block literal or a Swift closure expression.
struct ClosureExpr: Sendable {
    var parameters: [ClosureParameter]
    /// Written (`^BOOL(int x){…}`, `{ (t: CGFloat) -> CGFloat in … }`); nil: inferred from the `return`s.
    var returnType: TypeName?
    var body: [Stmt]
    /// Swift's anonymous arguments: `$0` … `$n` used in the body give `n + 1` parameters (0 when named).
    var anonymousArgumentCount: Int = 0
    var dialect: Dialect
}
