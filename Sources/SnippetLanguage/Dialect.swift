/// The language a snippet is written in. Both dialects share one syntax tree and one evaluator; they differ in
/// lexing, parsing, literal typing and the spelling of names (`doubleSided` vs `isDoubleSided`).
public enum Dialect: String, Hashable, Sendable, CaseIterable {
    case objc
    case swift

    /// The dialect a file name implies: `.m` / `.mm` / `.h` is Objective-C, `.swift` is Swift, anything else nil.
    public init?(pathExtensionOf path: String) {
        if path.hasSuffix(".swift") {
            self = .swift
        } else if path.hasSuffix(".m") || path.hasSuffix(".mm") || path.hasSuffix(".h") {
            self = .objc
        } else {
            return nil
        }
    }

    /// The name people use for it in prose and diagnostics.
    public var displayName: String {
        switch self {
        case .objc: return "Objective-C"
        case .swift: return "Swift"
        }
    }
}
