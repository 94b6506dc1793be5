/// An expression node.
struct Expr: Sendable {
    indirect enum Kind: Sendable {
        /// An integer literal; `suffix` is the C suffix (`L`, `U`, `UL`...) or empty; `isDecimal` is false for a
        /// hexadecimal, octal or binary spelling (C gives those an unsigned type when a signed one cannot hold them).
        case integer(Int, suffix: String, isDecimal: Bool)
        /// A floating literal; `isFloat` for a C `f` suffix; `text` is the literal's digits (to round it to `Float`
        /// directly, as compilers do, rather than through `Double`).
        case floating(Double, isFloat: Bool, text: String)
        case string(String)
        case boolean(Bool)
        case null
        case identifier(String)
        /// Swift's `.pi`, `.identity`: a member of the type the context expects.
        case implicitMember(String)
        case member(Expr, String, nameRange: SourceRange)
        case index(Expr, Expr)
        /// A call `f(a, b)`; Swift labels are kept (`CGPoint(x: 1, y: 2)`), C calls have nil labels.
        case call(Expr, [Argument])
        /// A message send: `[receiver selector:args]` or a Swift method call normalised to a selector.
        case send(Expr, selector: String, [Argument], selectorRange: SourceRange)
        case unary(PrefixOperator, Expr)
        /// `x++` / `x--` (the prefix forms are `.unary(.increment, x)`), Swift `x!`.
        case postfix(PostfixOperator, Expr)
        case binary(BinaryOperator, Expr, Expr)
        case conditional(Expr, Expr, Expr)
        /// `=` and the compound assignments (`+=` ...).
        case assign(AssignmentOperator, Expr, Expr)
        /// A C cast `(CGFloat)x` or `(GLKMatrix4 *)&t`.
        case cast(TypeName, Expr)
        /// Swift `x as T`, `x as! T`, `x as? T` (`kind` is `as`, `as!` or `as?`).
        case swiftCast(Expr, TypeName, kind: String)
        /// Objective-C `@(expr)` / `@5` boxing into an NSNumber.
        case box(Expr)
        case array([Expr])
        /// A Swift tuple `(a, b)`.
        case tuple([Expr])
        /// Swift ranges `a..<b` and `a...b`.
        case range(Expr, Expr, closed: Bool)
        /// `@selector(btnClick:)` / `#selector(btnClick(_:))`: the method's name as written (Swift: as a reference,
        /// `btnClick(_:)` or a bare `btnClick`).
        case selector(String)
        /// An Objective-C block `^(CGFloat t){ … }` or a Swift closure `{ t in … }`.
        case closure(ClosureExpr)
        /// GNU C `({ statements; value; })` (Objective-C): the statements run in a scope of their own, then `result`,
        /// the last expression statement, is the value of the whole.
        case statementExpression([Stmt], result: Expr)
        /// A Swift string literal with interpolations, `"x = \(x)"`: its literal pieces (`.string`) and interpolated
        /// expressions, in order.
        case interpolation([Expr])
        /// Something that cannot be evaluated (already diagnosed by the parser).
        case invalid
    }

    struct Argument: Sendable {
        var label: String?
        var value: Expr
        var labelRange: SourceRange?
    }

    var kind: Kind
    var range: SourceRange
    /// Height of the tree below this node, used to refuse trees that would recurse too deeply when evaluated.
    var height: Int = 1

    init(_ kind: Kind, _ range: SourceRange, height: Int = 1) {
        self.kind = kind
        self.range = range
        self.height = height
    }

    static func invalid(_ range: SourceRange) -> Expr { Expr(.invalid, range) }
}
