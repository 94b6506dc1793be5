import Diagnostics

/// A value read from `notebook.toml`, with where it starts.
struct TOMLValue: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case string(String)
        case boolean(Bool)
        case integer(Int)
        case array([TOMLValue])
    }

    var kind: Kind
    var location: SourceLocation
    /// How many characters the value spans on its first line, for the caret.
    var length: Int

    /// "a string", "an array"..., for messages about wrong types.
    var typeDescription: String {
        switch kind {
        case .string: return "a string"
        case .boolean: return "a boolean"
        case .integer: return "an integer"
        case .array: return "an array"
        }
    }
}
