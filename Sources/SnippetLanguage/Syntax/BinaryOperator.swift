/// An infix operator. The range operators `..<` and `...` are parsed into `Expr.Kind.range`, not `.binary`.
enum BinaryOperator: String, Sendable, CustomStringConvertible {
    case logicalOr = "||", logicalAnd = "&&"
    case bitwiseOr = "|", bitwiseXor = "^", bitwiseAnd = "&"
    case equal = "==", notEqual = "!=", less = "<", greater = ">", lessOrEqual = "<=", greaterOrEqual = ">="
    case shiftLeft = "<<", shiftRight = ">>"
    case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
    case nilCoalescing = "??", halfOpenRange = "..<", closedRange = "..."

    var description: String { rawValue }

    /// The operator's precedence in the dialect (higher binds tighter), nil where the dialect has no such operator:
    /// C's table for Objective-C, Swift's precedence groups for Swift (`&` multiplies, `|` and `^` add, shifts bind
    /// tightest, comparisons do not chain).
    func precedence(in dialect: Dialect) -> Int? {
        switch dialect {
        case .objc:
            switch self {
            case .logicalOr: return 1
            case .logicalAnd: return 2
            case .bitwiseOr: return 3
            case .bitwiseXor: return 4
            case .bitwiseAnd: return 5
            case .equal, .notEqual: return 6
            case .less, .greater, .lessOrEqual, .greaterOrEqual: return 7
            case .shiftLeft, .shiftRight: return 8
            case .add, .subtract: return 9
            case .multiply, .divide, .remainder: return 10
            case .nilCoalescing, .halfOpenRange, .closedRange: return nil
            }
        case .swift:
            switch self {
            case .logicalOr: return 1
            case .logicalAnd: return 2
            case .equal, .notEqual, .less, .greater, .lessOrEqual, .greaterOrEqual: return 3
            case .nilCoalescing: return 4
            case .halfOpenRange, .closedRange: return 6
            case .add, .subtract, .bitwiseOr, .bitwiseXor: return 7
            case .multiply, .divide, .remainder, .bitwiseAnd: return 8
            case .shiftLeft, .shiftRight: return 9
            }
        }
    }

    /// Swift's casting precedence (`as`, `is`): between nil-coalescing and ranges.
    static let swiftCastingPrecedence = 5

    var isComparison: Bool {
        switch self {
        case .equal, .notEqual, .less, .greater, .lessOrEqual, .greaterOrEqual: return true
        default: return false
        }
    }

    /// The operators C allows on integers only.
    var isIntegerOnly: Bool {
        switch self {
        case .remainder, .bitwiseAnd, .bitwiseOr, .bitwiseXor, .shiftLeft, .shiftRight: return true
        default: return false
        }
    }

    /// The operators whose literal operands Swift types together (`1 / 2 * x`).
    var isLiteralArithmetic: Bool {
        switch self {
        case .add, .subtract, .multiply, .divide, .remainder: return true
        default: return false
        }
    }
}
