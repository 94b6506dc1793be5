/// An `IBOutlet` (or `IBOutletCollection`) property, which becomes a view in the scene.
struct OutletDecl: Sendable {
    var name: String
    var isCollection: Bool
    var range: SourceRange
}
