/// The syntax tree shared by both dialects. The parsers normalise spellings where the meaning is the same
/// (`[view addSubview:face]` and `view.addSubview(face)` are both a `.send` with selector `addSubview:`), so the
/// evaluator has one implementation of each operation. Every node carries its source range.

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
