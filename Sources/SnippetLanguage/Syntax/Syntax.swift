/// The syntax tree shared by both dialects. The parsers normalise spellings where the meaning is the same
/// (`[view addSubview:face]` and `view.addSubview(face)` are both a `.send` with selector `addSubview:`), so the
/// evaluator has one implementation of each operation. Every node carries its source range.

/// A type as written: `CGFloat`, `UIView *`, `GLKMatrix4 *`, `[UIView]`, `UIView!`.
struct TypeName: Hashable, Sendable {
    /// The base name (`CGFloat`, `UIView`, `NSArray`); for a Swift array type, the element's name.
    var name: String
    /// Pointer stars after the name (Objective-C): `UIView *` has 1.
    var pointerDepth: Int = 0
    /// A Swift array type `[T]`.
    var isArray: Bool = false
    /// A Swift optional `T?` or `T!`.
    var isOptional: Bool = false
    /// `const` (C) — declarations with it cannot be assigned to.
    var isConst: Bool = false
    var range: SourceRange
    /// A block or function type's parameter types, then its result type (empty for other types).
    var signature: [TypeName] = []

    /// The name given to block and function types (`void (^)(void)`, `(CGFloat) -> CGFloat`); no written name can
    /// be it.
    static let closureName = "(closure)"

    var spelling: String {
        var text = isArray ? "[\(name)]" : name
        if pointerDepth > 0 { text += " " + String(repeating: "*", count: pointerDepth) }
        return text
    }
}

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

/// One `case` (or `default`) of a switch. Swift runs only the matching case's statements; C falls through into the
/// following cases' statements until a `break`, so the evaluator runs from the matching case to the end.
struct SwitchCase: Sendable {
    /// The patterns of the label (`case 1, 2:`, `case 0..<3:`); empty for `default`.
    var patterns: [Expr]
    var statements: [Stmt]
    var range: SourceRange

    var isDefault: Bool { patterns.isEmpty }
}

/// A parameter of a function or method.
struct Parameter: Sendable {
    /// The argument label callers write (Swift `withTransform`, Objective-C selector piece), nil for none (`_`).
    var label: String?
    var name: String
    var type: TypeName
    var range: SourceRange
}

/// A C function, an Objective-C method or a Swift `func`.
struct FunctionDecl: Sendable {
    enum Kind: Sendable {
        case function
        case method
    }

    var kind: Kind
    /// The name callers use: a C function's name, an Objective-C selector (`addFace:withTransform:`), or a Swift
    /// function's base name with labels (`addFace(_:withTransform:)`).
    var name: String
    /// The Swift base name or C name, for "did you mean" and `viewDidLoad` detection.
    var baseName: String
    var parameters: [Parameter]
    var returnType: TypeName?
    var body: [Stmt]
    var range: SourceRange
    var nameRange: SourceRange
    /// An `IBAction` (Objective-C return type) or `@IBAction func`: run as a handler.
    var isAction = false
    /// A member of a listing's `struct` or `extension`: a `mutating` method may change `self`.
    var isMutating = false
    /// A `static` member: called on the type (`CATransform3D.perspective`), without `self`.
    var isStatic = false
    /// A computed property (`var length: CGFloat { … }`): its getter, called without arguments when read.
    var isComputedProperty = false
}

/// A Swift `struct` or `extension` of the listing, or an Objective-C class of its own (`@interface DHVector :
/// NSObject`): its members, which the evaluator looks up by type name.
struct TypeDecl: Sendable {
    var name: String
    var nameRange: SourceRange
    var isExtension: Bool
    /// An Objective-C class: its instances are references, its stored properties are its instance variables (`_x`
    /// behind `@property CGFloat x`), its members are methods by selector (`+` ones static).
    var isClass = false
    /// The class's `@property` names (each stored as the instance variable `_name`).
    var propertyNames: [String] = []
    /// Stored instance properties in declaration order: the memberwise initialiser's parameters (structs only).
    var storedProperties: [Binding] = []
    /// `static let` / `static var` stored properties, evaluated once, before the top-level statements.
    var staticProperties: [Binding] = []
    /// Methods and computed properties, instance and static.
    var members: [FunctionDecl] = []
    var range: SourceRange
}

/// An `IBOutlet` (or `IBOutletCollection`) property, which becomes a view in the scene.
struct OutletDecl: Sendable {
    var name: String
    var isCollection: Bool
    var range: SourceRange
}

/// A whole snippet: its statements in order, the functions and methods it defines, and the outlets it declares.
struct Program: Sendable {
    var statements: [Stmt] = []
    var functions: [FunctionDecl] = []
    var outlets: [OutletDecl] = []
    /// Plain (non-outlet) properties of the class (`@property CGFloat transformUnit;`), as variables of `self`.
    var properties: [Binding] = []
    /// Swift `struct`s and `extension`s, in source order.
    var types: [TypeDecl] = []
    /// Whether the snippet declares a class (`@interface`/`@implementation` or `class ... : UIViewController`).
    var declaresClass = false
}
