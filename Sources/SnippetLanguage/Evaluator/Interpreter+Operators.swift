import Diagnostics
import TransformKit

/// Prefix and binary operators: Swift types both operands by one rule (a literal takes the other side's type), C
/// promotes; `&&` and `||` short-circuit; `a ?? b`; ranges.
extension Interpreter {
    func unary(_ op: PrefixOperator, _ operand: Expr, whole: Expr, expected: ValueType?) throws(Interrupt) -> Value {
        switch op {
        case .increment, .decrement:
            return try increment(operand, by: op == .increment ? 1 : -1, returnsOld: false, whole: whole.range)
        case .addressOf:
            let value = try evaluate(operand)
            guard isAddressable(operand) else {
                fail(.addressOfRvalue(value.typeName(in: dialect)), at: whole.range)
                throw Interrupt.reported
            }
            return .address(value, typeName: value.typeName(in: dialect))
        case .dereference:
            let value = try evaluate(operand)
            guard case .address(let pointee, _) = value else {
                fail(.dereference(value.typeName(in: dialect)), at: whole.range)
                throw Interrupt.reported
            }
            return pointee
        default:
            break
        }
        let value = try evaluate(operand, expected: expected)
        switch op {
        case .minus, .plus: return try signed(value, op, whole: whole)
        case .logicalNot: return try logicalNot(value, operand: operand, whole: whole)
        case .bitwiseNot: return try bitwiseNot(value, whole: whole)
        default:
            fail(.unsupportedOperator(op), at: whole.range)
            throw Interrupt.reported
        }
    }

    /// `-x` and `+x`: an integer is promoted first in C; negating the smallest Int overflows in Swift.
    private func signed(_ value: Value, _ op: PrefixOperator, whole: Expr) throws(Interrupt) -> Value {
        switch value {
        case .cgFloat(let x): return .cgFloat(op == .minus ? -x : x)
        case .double(let x): return .double(op == .minus ? -x : x)
        case .float(let x): return .float(op == .minus ? -x : x)
        case .integer(let x, let type):
            if op == .plus { return value }
            if dialect == .swift && x == Int.min {
                fail(.arithmeticOverflow(text(whole.range)), at: whole.range)
                throw Interrupt.reported
            }
            let promoted = dialect == .objc ? type.promoted : type
            try Arithmetic.rejectUnsignedWrap(0 &- x, overflowed: false, type: promoted, expression: text(whole.range), at: whole.range, in: self)
            return .integer(promoted.wrap(0 &- x), promoted)
        case .bool(let flag) where dialect == .objc:
            return .integer(op == .minus ? -(flag ? 1 : 0) : (flag ? 1 : 0), .int)
        default:
            fail(.invalidUnaryOperand(value.typeName(in: dialect), op: op, in: dialect), at: whole.range)
            throw Interrupt.reported
        }
    }

    /// `!x`: a Bool in Swift; in C, 1 when the operand is zero (an int).
    private func logicalNot(_ value: Value, operand: Expr, whole: Expr) throws(Interrupt) -> Value {
        if dialect == .swift {
            guard case .bool(let flag) = value else {
                fail(.invalidNotOperand(value.typeName(in: dialect)), at: whole.range)
                throw Interrupt.reported
            }
            return .bool(!flag)
        }
        return .integer(try truth(value, at: operand.range) ? 0 : 1, .int)
    }

    /// `~x`, of an integer (promoted first in C).
    private func bitwiseNot(_ value: Value, whole: Expr) throws(Interrupt) -> Value {
        guard case .integer(let x, let type) = value else {
            fail(.invalidUnaryArgument(value.typeName(in: dialect)), at: whole.range)
            throw Interrupt.reported
        }
        let promoted = dialect == .objc ? type.promoted : type
        try Arithmetic.rejectUnsignedWrap(~x, overflowed: false, type: promoted, expression: text(whole.range), at: whole.range, in: self)
        return .integer(promoted.wrap(~x), promoted)
    }

    func isAddressable(_ expression: Expr) -> Bool {
        switch expression.kind {
        case .identifier: return true
        case .member(let base, _, _): return isAddressable(base)
        default: return false
        }
    }

    func binary(_ op: BinaryOperator, _ left: Expr, _ right: Expr, whole: Expr, expected: ValueType?) throws(Interrupt) -> Value {
        if op == .logicalAnd || op == .logicalOr {
            let lhs = try evaluate(left, expected: dialect == .swift ? .bool : nil)
            let leftTruth = try logicalOperand(lhs, op: op, at: left.range)
            if (op == .logicalAnd && !leftTruth) || (op == .logicalOr && leftTruth) {
                return dialect == .swift ? .bool(leftTruth) : .integer(leftTruth ? 1 : 0, .int)
            }
            let rhs = try evaluate(right, expected: dialect == .swift ? .bool : nil)
            let rightTruth = try logicalOperand(rhs, op: op, at: right.range)
            return dialect == .swift ? .bool(rightTruth) : .integer(rightTruth ? 1 : 0, .int)
        }
        if dialect == .swift, let value = try optionalOperation(op, left, right, expected: expected) { return value }
        let isComparison = op.isComparison
        let context = isComparison ? nil : expected
        let lhs: Value
        let rhs: Value
        if dialect == .swift {
            if isContextual(left) && isContextual(right) {
                // An implicit member needs a type from outside (`let a = .pi / 4` is an error in Swift too).
                let type = context?.isNumeric != true && containsImplicitMember(whole) ? context : literalType(of: whole, expected: context)
                lhs = try evaluate(left, expected: type)
                rhs = try evaluate(right, expected: type)
            } else if isContextual(left) {
                let left = try resolvingConditions(left)
                rhs = try evaluate(right, expected: context)
                lhs = try evaluate(left, expected: ValueType(of: rhs))
            } else if isContextual(right) || right.isImplicitMember {
                // `sender.state == .changed`: an implicit member takes the other operand's type, as swiftc infers it.
                lhs = try evaluate(left, expected: context)
                rhs = try evaluate(right, expected: ValueType(of: lhs))
            } else if left.isImplicitMember {
                rhs = try evaluate(right, expected: context)
                lhs = try evaluate(left, expected: ValueType(of: rhs))
            } else {
                lhs = try evaluate(left, expected: context)
                rhs = try evaluate(right, expected: context)
            }
        } else {
            lhs = try evaluate(left)
            rhs = try evaluate(right)
        }
        return try Arithmetic(interpreter: self).apply(op, lhs, rhs, whole: whole, left: left, right: right)
    }

    /// `a ?? b` (b only when a is nil) and an optional chain compared with nil (`a?.b == nil`), whatever it holds.
    private func optionalOperation(_ op: BinaryOperator, _ left: Expr, _ right: Expr, expected: ValueType?) throws(Interrupt) -> Value? {
        if op == .nilCoalescing {
            let value = try evaluate(left, expected: expected)
            if case .null = value { return try evaluate(right, expected: expected) }
            return value
        }
        guard op == .equal || op == .notEqual else { return nil }
        let chain: Expr
        switch (left.kind, right.kind) {
        case (.postfix(.optionalChain, _), .null): chain = left
        case (.null, .postfix(.optionalChain, _)): chain = right
        default: return nil
        }
        let isNil: Bool
        if case .null = try evaluate(chain) { isNil = true } else { isNil = false }
        return .bool(isNil == (op == .equal))
    }

    func logicalOperand(_ value: Value, op: BinaryOperator, at range: SourceRange) throws(Interrupt) -> Bool {
        if dialect == .swift, case .bool = value {} else if dialect == .swift {
            fail(.notBoolOperand(value.typeName(in: dialect)), at: range)
            throw Interrupt.reported
        }
        return try truth(value, at: range)
    }

    func range(_ lower: Expr, _ upper: Expr, closed: Bool, whole: SourceRange) throws(Interrupt) -> Value {
        let low = try evaluate(lower, expected: .integer(.swiftInt))
        let high = try evaluate(upper, expected: .integer(.swiftInt))
        guard case .integer(let a, _) = low, case .integer(let b, _) = high else {
            fail(.rangeType(low.typeName(in: dialect), highTypeName: high.typeName(in: dialect)), at: whole)
            throw Interrupt.reported
        }
        if a > b {
            fail(.rangeBounds(a, closed: closed, upper: b), at: whole)
            throw Interrupt.reported
        }
        // In Double, so that `0...Int.max` counts without overflowing.
        let count = Double(b) - Double(a) + (closed ? 1 : 0)
        if count > Double(Limits.maximumArrayCount) {
            fail(.rangeTooLarge(formatNumber(count)), at: whole)
            throw Interrupt.abort
        }
        guard count > 0 else { return .array([]) }
        let end = closed ? b : b - 1
        return .array((a...end).map { .integer($0, .swiftInt) })
    }
}
