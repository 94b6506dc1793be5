/// A prefix operator (`*` and `&` are Objective-C only: `*(GLKMatrix4 *)&t`; `++`/`--` too).
enum PrefixOperator: String, Sendable, CustomStringConvertible {
    case minus = "-", plus = "+", logicalNot = "!", bitwiseNot = "~", increment = "++", decrement = "--"
    case dereference = "*", addressOf = "&"

    var description: String { rawValue }
}

/// A postfix operator: C's `x++` / `x--`, Swift's `x!` and `x?` (an optional chain's link); `optionalChain` has no
/// spelling: it marks the end of a chain with a link, where a nil link makes the whole chain nil.
enum PostfixOperator: String, Sendable, CustomStringConvertible {
    case increment = "++", decrement = "--", forceUnwrap = "!", optionalLink = "?", optionalChain = "?."

    var description: String { rawValue }
}
