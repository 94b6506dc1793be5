/// The operators a punctuator spells, decided once by the parser (`OperatorTests` checks each against its spelling).
extension BinaryOperator {
    init?(_ punctuator: Punctuator) {
        switch punctuator {
        case .logicalOr: self = .logicalOr
        case .logicalAnd: self = .logicalAnd
        case .pipe: self = .bitwiseOr
        case .caret: self = .bitwiseXor
        case .ampersand: self = .bitwiseAnd
        case .equal: self = .equal
        case .notEqual: self = .notEqual
        case .less: self = .less
        case .greater: self = .greater
        case .lessOrEqual: self = .lessOrEqual
        case .greaterOrEqual: self = .greaterOrEqual
        case .shiftLeft: self = .shiftLeft
        case .shiftRight: self = .shiftRight
        case .plus: self = .add
        case .minus: self = .subtract
        case .star: self = .multiply
        case .slash: self = .divide
        case .percent: self = .remainder
        case .nilCoalescing: self = .nilCoalescing
        case .halfOpenRange: self = .halfOpenRange
        case .ellipsis: self = .closedRange
        default: return nil
        }
    }
}

extension PrefixOperator {
    init?(_ punctuator: Punctuator) {
        switch punctuator {
        case .minus: self = .minus
        case .plus: self = .plus
        case .exclamation: self = .logicalNot
        case .tilde: self = .bitwiseNot
        case .increment: self = .increment
        case .decrement: self = .decrement
        case .star: self = .dereference
        case .ampersand: self = .addressOf
        default: return nil
        }
    }
}

extension AssignmentOperator {
    init?(_ punctuator: Punctuator) {
        switch punctuator {
        case .assign: self = .assign
        case .plusAssign: self = .add
        case .minusAssign: self = .subtract
        case .starAssign: self = .multiply
        case .slashAssign: self = .divide
        case .percentAssign: self = .remainder
        case .ampersandAssign: self = .bitwiseAnd
        case .pipeAssign: self = .bitwiseOr
        case .caretAssign: self = .bitwiseXor
        case .shiftLeftAssign: self = .shiftLeft
        case .shiftRightAssign: self = .shiftRight
        default: return nil
        }
    }
}
