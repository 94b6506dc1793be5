import Diagnostics

/// One `key = value` line of `notebook.toml`.
struct TOMLEntry: Hashable, Sendable {
    var key: String
    var keyLocation: SourceLocation
    var keyLength: Int
    var value: TOMLValue
}
