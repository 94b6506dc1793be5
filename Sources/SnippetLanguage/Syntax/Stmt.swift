/// A statement node.
struct Stmt: Sendable {
    /// Only the forms that contain a statement are boxed: an expression or a declaration (most statements) is
    /// stored in place, not in an allocation of its own.
    enum Kind: Sendable {
        case declaration([Binding])
        case expression(Expr)
        case block([Stmt])
        indirect case ifElse(Expr, Stmt, Stmt?)
        /// C `for (init; condition; step) body`.
        indirect case forLoop(Stmt?, Expr?, Expr?, Stmt)
        /// Swift `for name in sequence` and Objective-C fast enumeration `for (T *name in array)`.
        indirect case forIn(String, nameRange: SourceRange, type: TypeName?, Expr, Stmt)
        /// Swift `let (a, b) = value`: each name takes the tuple's element at its position (`_` skips one).
        case tupleDeclaration([Binding], Expr)
        /// Swift `for (i, x) in sequence`, over a sequence of tuples.
        indirect case forInTuple([Binding], Expr, Stmt)
        /// `while (condition) body` / `while condition { body }`.
        indirect case whileLoop(Expr, Stmt)
        /// C `do body while (condition);` / Swift `repeat { body } while condition`: the body runs first.
        indirect case repeatWhile(Stmt, Expr)
        /// `switch subject { case …: … }` in either dialect (`SwitchCase` says how the cases read).
        case switchStatement(Expr, [SwitchCase])
        /// Swift `guard condition else { body }`; the parser has checked that the body leaves the scope.
        indirect case guardElse(Expr, Stmt)
        case returnStatement(Expr?)
        case breakStatement
        case continueStatement
        case empty
        /// Unparseable text, already diagnosed.
        case invalid
    }

    var kind: Kind
    var range: SourceRange

    init(_ kind: Kind, _ range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

/// One variable of a declaration: `CGFloat nx = t.m31, ny = t.m32;` has two.
struct Binding: Sendable {
    var name: String
    var nameRange: SourceRange
    /// The declared type; nil for Swift declarations without an annotation.
    var type: TypeName?
    var initializer: Expr?
    /// `let` or a C `const`.
    var isConstant: Bool
    /// Objective-C `__block`: blocks capture the variable itself, not a copy of its value.
    var isBlockStorage = false
}


/// One `case` (or `default`) of a switch. Swift runs only the matching case's statements; C falls through into the
/// following cases' statements until a `break`, so the evaluator runs from the matching case to the end.
struct SwitchCase: Sendable {
    /// The patterns of the label (`case 1, 2:`, `case 0..<3:`); empty for `default`.
    var patterns: [Expr]
    var statements: [Stmt]
    var range: SourceRange

    var isDefault: Bool { patterns.isEmpty }
}
