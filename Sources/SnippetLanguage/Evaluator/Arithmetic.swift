import Diagnostics
import TransformKit

/// Binary operators with each dialect's typing: C's usual arithmetic conversions (int op double is double,
/// int / int truncates, float arithmetic rounds to float), or Swift's same-type rule (CGFloat and Double mix).
struct Arithmetic {
    let interpreter: Interpreter

    var dialect: Dialect { interpreter.dialect }

    /// The scalar kinds in C's conversion order.
    private enum Kind: Int, Comparable {
        case integer = 0, float, cgFloat, double
        static func < (a: Kind, b: Kind) -> Bool { a.rawValue < b.rawValue }
    }

    func apply(_ op: BinaryOperator, _ lhs: Value, _ rhs: Value, whole: Expr, left: Expr, right: Expr) throws(Interrupt) -> Value {
        if !(lhs.isScalar && rhs.isScalar) { return try nonScalarOperation(op, lhs, rhs, whole: whole) }
        var a = lhs
        var b = rhs
        if dialect == .objc {
            // C promotes BOOL to int before arithmetic.
            if case .bool(let flag) = a { a = .integer(flag ? 1 : 0, .int) }
            if case .bool(let flag) = b { b = .integer(flag ? 1 : 0, .int) }
        } else if let result = try swiftBoolOrMismatchedOperation(op, lhs, rhs, whole: whole) {
            return result
        }
        let kinds = (kind(of: a), kind(of: b))
        if max(kinds.0, kinds.1) == .integer, case .integer(let x, let typeX) = a, case .integer(let y, let typeY) = b {
            return try integerArithmetic(op, (x, typeX), (y, typeY), whole: whole, left: left, right: right)
        }
        return try floatingArithmetic(op, a, b, kinds: kinds, operands: (lhs, rhs), whole: whole)
    }

    /// `==` and `!=` of two structs, arrays or objects; any other operator is an error.
    private func nonScalarOperation(_ op: BinaryOperator, _ lhs: Value, _ rhs: Value, whole: Expr) throws(Interrupt) -> Value {
        if (op == .equal || op == .notEqual), let equal = try structuralEquality(lhs, rhs, whole: whole) {
            let result = op == .equal ? equal : !equal
            return dialect == .swift ? .bool(result) : .integer(result ? 1 : 0, .int)
        }
        return try invalidOperands(op, lhs, rhs, whole: whole)
    }

    /// Swift: two Bools compared with `==` or `!=`; an error for any other Bool operand and for operands of two
    /// types that do not mix; nil for the operands arithmetic takes.
    private func swiftBoolOrMismatchedOperation(_ op: BinaryOperator, _ a: Value, _ b: Value, whole: Expr) throws(Interrupt) -> Value? {
        if case .bool = a, case .bool = b, op == .equal || op == .notEqual {
            let equal = a.numericValue == b.numericValue
            return .bool(op == .equal ? equal : !equal)
        }
        if case .bool = a { return try invalidOperands(op, a, b, whole: whole) }
        if case .bool = b { return try invalidOperands(op, a, b, whole: whole) }
        if !swiftCompatible(a, b) { return try invalidOperands(op, a, b, whole: whole) }
        return nil
    }

    /// Two integers: C's usual arithmetic conversions (a shift has its promoted left operand's type); Swift's
    /// operands have one type already.
    private func integerArithmetic(_ op: BinaryOperator, _ lhs: (Int, IntegerType), _ rhs: (Int, IntegerType),
                                   whole: Expr, left: Expr, right: Expr) throws(Interrupt) -> Value {
        let (x, typeX) = lhs
        let (y, typeY) = rhs
        let isShift = op == .shiftLeft || op == .shiftRight
        let type = dialect == .swift ? typeX : isShift ? typeX.promoted : IntegerType.common(typeX, typeY)
        // Each operand converts to that type: a negative one becomes unsigned, which changes a comparison or a
        // quotient. A 64-bit unsigned type cannot hold it here (the same bits for + - *, whose result is checked).
        if op.isComparison || op == .divide || op == .remainder {
            for (value, operand) in [(x, left), (y, right)] {
                try Self.rejectUnsignedWrap(value, overflowed: false, type: type, expression: interpreter.text(operand.range),
                                            at: operand.range, in: interpreter)
            }
        }
        let cx = dialect == .swift ? x : type.wrap(x)
        let cy = dialect == .swift || isShift ? y : type.wrap(y)
        if op.isComparison { return comparison(op, Double(cx), Double(cy), integers: (cx, cy)) }
        return try integerOperation(op, cx, cy, type: type, whole: whole, left: left, right: right)
    }

    /// Operands of which one at least is floating-point: computed in the wider type (Float arithmetic rounds to
    /// Float); Swift keeps CGFloat when either side is one, C takes double when either side is one.
    private func floatingArithmetic(_ op: BinaryOperator, _ a: Value, _ b: Value, kinds: (Kind, Kind), operands: (Value, Value),
                                    whole: Expr) throws(Interrupt) -> Value {
        guard let x = a.numericValue, let y = b.numericValue else { return try invalidOperands(op, operands.0, operands.1, whole: whole) }
        if op.isComparison { return comparison(op, x, y, integers: nil) }
        if op.isIntegerOnly {
            if op == .remainder && dialect == .swift {
                interpreter.fail(.floatingPointRemainder, at: whole.range)
                throw Interrupt.reported
            }
            return try invalidOperands(op, operands.0, operands.1, whole: whole)
        }
        let (kindA, kindB) = kinds
        let resultKind: Kind
        if dialect == .swift {
            // CGFloat and Double interchange; the result keeps CGFloat when either side is one.
            resultKind = (kindA == .cgFloat || kindB == .cgFloat) ? .cgFloat : max(kindA, kindB)
        } else {
            resultKind = (kindA == .double || kindB == .double) ? .double : max(kindA, kindB)
        }
        if resultKind == .float {
            let (fx, fy) = (floatValue(a), floatValue(b))
            switch op {
            case .add: return .float(fx + fy)
            case .subtract: return .float(fx - fy)
            case .multiply: return .float(fx * fy)
            default: return .float(fx / fy)
            }
        }
        let result: Double
        switch op {
        case .add: result = x + y
        case .subtract: result = x - y
        case .multiply: result = x * y
        default: result = x / y
        }
        return resultKind == .cgFloat ? .cgFloat(result) : .double(result)
    }

    private func floatValue(_ value: Value) -> Float {
        switch value {
        case .float(let x): return x
        case .integer(let x, _): return Float(x)
        default: return Float(value.numericValue ?? 0)
        }
    }

    private func kind(of value: Value) -> Kind {
        switch value {
        case .integer, .bool: return .integer
        case .float: return .float
        case .cgFloat: return .cgFloat
        default: return .double
        }
    }

    private func swiftCompatible(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.integer(_, let x), .integer(_, let y)): return x.bits == y.bits
        case (.float, .float): return true
        case (.cgFloat, .cgFloat), (.cgFloat, .double), (.double, .cgFloat), (.double, .double): return true
        default: return false
        }
    }

    private func comparison(_ op: BinaryOperator, _ x: Double, _ y: Double, integers: (Int, Int)?) -> Value {
        let result: Bool
        if let (i, j) = integers {
            switch op {
            case .equal: result = i == j
            case .notEqual: result = i != j
            case .less: result = i < j
            case .greater: result = i > j
            case .lessOrEqual: result = i <= j
            default: result = i >= j
            }
        } else {
            switch op {
            case .equal: result = x == y
            case .notEqual: result = x != y
            case .less: result = x < y
            case .greater: result = x > y
            case .lessOrEqual: result = x <= y
            default: result = x >= y
            }
        }
        return dialect == .swift ? .bool(result) : .integer(result ? 1 : 0, .int)
    }

    private func integerOperation(_ op: BinaryOperator, _ x: Int, _ y: Int, type: IntegerType, whole: Expr, left: Expr, right: Expr) throws(Interrupt) -> Value {
        let quoted = interpreter.text(whole.range)
        func overflow() throws(Interrupt) -> Never {
            interpreter.fail(.arithmeticOverflowOnType(quoted, typeName: dialect == .objc ? type.name : type.swiftName), at: whole.range)
            throw Interrupt.reported
        }
        var result: Int
        switch op {
        case .add:
            let (value, overflowed) = x.addingReportingOverflow(y)
            if dialect == .swift && overflowed { try overflow() }
            try Self.rejectUnsignedWrap(value, overflowed: overflowed, type: type, expression: quoted, at: whole.range, in: interpreter)
            result = value
            warnIfWrapped(value, overflowed: overflowed, type: type, whole: whole)
        case .subtract:
            let (value, overflowed) = x.subtractingReportingOverflow(y)
            if dialect == .swift && overflowed { try overflow() }
            try Self.rejectUnsignedWrap(value, overflowed: overflowed, type: type, expression: quoted, at: whole.range, in: interpreter)
            result = value
            warnIfWrapped(value, overflowed: overflowed, type: type, whole: whole)
        case .multiply:
            let (value, overflowed) = x.multipliedReportingOverflow(by: y)
            if dialect == .swift && overflowed { try overflow() }
            try Self.rejectUnsignedWrap(value, overflowed: overflowed, type: type, expression: quoted, at: whole.range, in: interpreter)
            result = value
            warnIfWrapped(value, overflowed: overflowed, type: type, whole: whole)
        case .divide, .remainder:
            if y == 0 {
                interpreter.fail(op == .divide ? .divisionByZero(quoted) : .remainderByZero(quoted), at: right.range)
                throw Interrupt.reported
            }
            let (quotient, overflowed) = x.dividedReportingOverflow(by: y)
            if overflowed { try overflow() }
            if op == .divide {
                result = quotient
                if x % y != 0 {
                    interpreter.truncatedDivisions.append((whole.range, quoted, type.wrap(quotient)))
                }
            } else {
                result = x.remainderReportingOverflow(dividingBy: y).partialValue
            }
        case .bitwiseAnd: result = x & y
        case .bitwiseOr: result = x | y
        case .bitwiseXor: result = x ^ y
        case .shiftLeft, .shiftRight:
            // Swift's `<<`/`>>` on Int are smart shifts (over-shift gives 0 or -1, a negative count shifts the other
            // way), as the host's own Int shifts are; only C's over-shift is undefined.
            guard dialect == .swift || (y >= 0 && y < type.bits) else {
                interpreter.fail(.shiftCount(y, expression: quoted), at: right.range)
                throw Interrupt.reported
            }
            result = op == .shiftLeft ? x << y : x >> y
        default:
            interpreter.fail(.unsupportedBinaryOperator(op), at: whole.range)
            throw Interrupt.reported
        }
        if dialect == .swift && type.wrap(result) != result { try overflow() }
        return .integer(type.wrap(result), type)
    }

    /// A 64-bit unsigned result below 0 (`array.count - 1` of an empty array) is near 2^64 in C, a number this
    /// interpreter's Int cannot hold: an error, rather than the -1 it once silently was. Narrower unsigned types wrap.
    static func rejectUnsignedWrap(_ value: Int, overflowed: Bool, type: IntegerType, expression: String,
                                   at range: SourceRange, in interpreter: Interpreter) throws(Interrupt) {
        guard type.isUnsigned, type.bits == 64, overflowed || value < 0 else { return }
        interpreter.fail(.unsignedWrap(expression, wrapped: UInt(bitPattern: value), typeName: type.name), at: range)
        throw Interrupt.reported
    }

    /// C's signed `+ - *` that leave their type wrap here, as they do on the machine (it is undefined behaviour in C,
    /// and clang warns "overflow in expression"): a warning at the expression says so. Unsigned arithmetic wraps by
    /// definition, and Swift's overflow is an error (`overflow` above).
    private func warnIfWrapped(_ value: Int, overflowed: Bool, type: IntegerType, whole: Expr) {
        guard dialect == .objc, type.overflowIsUndefined else { return }
        let wraps = overflowed || type.wrap(value) != value
        guard wraps else { return }
        interpreter.warn(.integerOverflow(interpreter.text(whole.range), wrapped: type.wrap(value), typeName: type.name), at: whole.range)
    }

    /// `==` on structs (Swift's Equatable ones) and objects (identity); nil when the operands cannot be compared.
    private func structuralEquality(_ a: Value, _ b: Value, whole: Expr) throws(Interrupt) -> Bool? {
        switch (a, b) {
        case (.point(let x), .point(let y)) where dialect == .swift: return x == y
        case (.size(let x), .size(let y)) where dialect == .swift: return x == y
        case (.rect(let x), .rect(let y)) where dialect == .swift: return x == y
        case (.affineTransform(let x), .affineTransform(let y)) where dialect == .swift: return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.layer(let x), .layer(let y)): return x === y
        case (.view(let x), .view(let y)): return x === y
        case (.object(let x), .object(let y)): return x === y
        case (.null, .null): return true
        case (.null, .layer), (.null, .view), (.layer, .null), (.view, .null), (.null, .array), (.array, .null), (.null, .object), (.object, .null):
            return false
        default: return nil
        }
    }

    private func invalidOperands(_ op: BinaryOperator, _ lhs: Value, _ rhs: Value, whole: Expr) throws(Interrupt) -> Value {
        let a = lhs.typeName(in: dialect)
        let b = rhs.typeName(in: dialect)
        var transforms3D = false, affineTransforms = false
        if case .transform3D = lhs, case .transform3D = rhs, op == .multiply { transforms3D = true }
        if case .affineTransform = lhs, case .affineTransform = rhs, op == .multiply { affineTransforms = true }
        interpreter.fail(.invalidBinaryOperands(op, a, b, in: dialect,
                                                explicitConversionTo: dialect == .swift && lhs.isScalar && rhs.isScalar
                                                    ? (rhs.isFloatingPoint ? b : a) : nil,
                                                multipliesTransforms3D: transforms3D, multipliesAffineTransforms: affineTransforms),
                         at: whole.range)
        throw Interrupt.reported
    }
}
