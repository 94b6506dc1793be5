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
