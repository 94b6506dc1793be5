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
