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
