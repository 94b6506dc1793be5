/// A value of one of the listing's own Swift `struct`s: its type's name and its stored properties in declaration
/// order. A value like every struct: copying it copies the fields (Swift's value semantics for free).
public struct StructValue {
    public var typeName: String
    public var names: [String]
    public var fields: [Value]

    public func field(_ name: String) -> Value? {
        names.firstIndex(of: name).map { fields[$0] }
    }

    /// The value with one field replaced; nil when the struct has no such field.
    func setting(_ name: String, to value: Value) -> StructValue? {
        guard let index = names.firstIndex(of: name) else { return nil }
        var copy = self
        copy.fields[index] = value
        return copy
    }
}
