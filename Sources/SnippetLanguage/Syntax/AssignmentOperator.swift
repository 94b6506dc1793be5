/// `=` and the compound assignments.
enum AssignmentOperator: String, Sendable, CustomStringConvertible {
    case assign = "="
    case add = "+=", subtract = "-=", multiply = "*=", divide = "/=", remainder = "%="
    case bitwiseAnd = "&=", bitwiseOr = "|=", bitwiseXor = "^=", shiftLeft = "<<=", shiftRight = ">>="

    var description: String { rawValue }

    /// The operation a compound assignment applies (`+` for `+=`); nil for `=`.
    var arithmetic: BinaryOperator? {
        switch self {
        case .assign: return nil
        case .add: return .add
        case .subtract: return .subtract
        case .multiply: return .multiply
        case .divide: return .divide
        case .remainder: return .remainder
        case .bitwiseAnd: return .bitwiseAnd
        case .bitwiseOr: return .bitwiseOr
        case .bitwiseXor: return .bitwiseXor
        case .shiftLeft: return .shiftLeft
        case .shiftRight: return .shiftRight
        }
    }
}
