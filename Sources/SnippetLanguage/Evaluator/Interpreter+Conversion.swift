import Diagnostics
import TransformKit

/// Where a value is being converted, for the wording of the message (clang's and swiftc's own phrasings).
enum ConversionContext {
    case initialization(String)
    case assignment(field: String?)
    case argument(function: String, index: Int)
    case returnValue
    case explicitCast
}

extension Interpreter {
    /// Converts `value` to `type` with the dialect's implicit conversions, or reports the mismatch.
    ///
    /// Objective-C converts freely between scalar types (rounding to `float`, truncating to integers); Swift only
    /// interchanges `CGFloat` and `Double`. An integer that came from a division that dropped its fraction, converted
    /// to a floating type, earns the integer-division warning (`-1 / 500` is 0 in C).
    func convert(_ value: Value, to type: ValueType, at range: SourceRange, context: ConversionContext) throws(Interrupt) -> Value {
        if case .integer = value, type.isFloatingPoint, !truncatedDivisions.isEmpty {
            warnAboutTruncatedDivisions(context: context)
        }
        if case .structure(let name) = type, case .structure(let instance) = value, instance.typeName == name { return value }
        if let converted = try implicitConversion(value, to: type, at: range) {
            return converted
        }
        var colorForCGColor = false
        if case .color = value, type == .cgColor { colorForCGColor = true }
        fail(.incompatibleType(from: value.spelledType(in: dialect), to: type.name(in: dialect), context: context, in: dialect,
                               suggestCGColor: colorForCGColor,
                               suggestExplicitConversion: dialect == .swift && value.isScalar && type.isNumeric),
             at: range)
        throw Interrupt.reported
    }

    private func warnAboutTruncatedDivisions(context: ConversionContext) {
        for division in truncatedDivisions {
            var field: String?
            if case .assignment(let target) = context { field = target }
            warn(.integerDivision(division.text, result: division.result, field: field, in: dialect), at: division.range)
        }
        truncatedDivisions = []
    }

    /// The converted value, or nil when the dialect does not convert implicitly.
    func implicitConversion(_ value: Value, to type: ValueType, at range: SourceRange) throws(Interrupt) -> Value? {
        switch type {
        case .object:
            return value
        case .cgFloat, .double, .float, .integer:
            return try numericConversion(value, to: type, at: range)
        case .bool:
            if case .bool = value { return value }
            if dialect == .swift { return nil }
            if value.isScalar, let number = value.numericValue { return .bool(number != 0) }
            return nil
        case .color, .cgColor, .layer, .transformLayer, .view, .string, .number, .array, .closure:
            // An object pointer may be nil (in Swift the declaration is then an optional).
            if case .null = value { return value }
            return Self.holds(value, type) ? value : nil
        default:
            return Self.holds(value, type) ? value : nil
        }
    }

    /// C converts any scalar (a BOOL too); Swift converts CGFloat and Double into each other and nothing else.
    private func numericConversion(_ value: Value, to type: ValueType, at range: SourceRange) throws(Interrupt) -> Value? {
        guard value.isScalar, let number = value.numericValue else { return nil }
        if dialect == .swift {
            switch (value, type) {
            case (.cgFloat(let x), .cgFloat), (.double(let x), .cgFloat): return .cgFloat(x)
            case (.cgFloat(let x), .double), (.double(let x), .double): return .double(x)
            case (.float, .float), (.integer, .integer): return value
            default: return nil
            }
        }
        if case .bool = value, type.isNumeric {
            return try numeric(number, as: type, at: range)
        }
        return try numeric(number, as: type, at: range, from: value)
    }

    /// Whether `value` is of `type` as it is, with nothing to convert.
    private static func holds(_ value: Value, _ type: ValueType) -> Bool {
        switch (type, value) {
        case (.point, .point), (.size, .size), (.rect, .rect), (.affineTransform, .affineTransform), (.transform3D, .transform3D),
             (.vector3, .vector3), (.matrix3, .matrix3), (.matrix4, .matrix4), (.color, .color), (.cgColor, .cgColor),
             (.layer, .layer), (.view, .view), (.string, .string), (.number, .number), (.array, .array), (.closure, .closure):
            return true
        case (.transformLayer, .layer(let layer)): return layer is CATransformLayer
        case (.tuple(let types), .tuple(let values)): return values.count == types.count
        case (.structure(let name), .structure(let instance)): return instance.typeName == name
        case (.simd(let columns, let isFloat), .simd(let simd)): return simd.columns == columns && simd.isFloat == isFloat
        default: return false
        }
    }

    /// An integer as another integer type: wrapped to its width; a negative one cannot become unsigned here.
    private func integer(_ value: Int, as type: IntegerType, at range: SourceRange) throws(Interrupt) -> Value {
        try Arithmetic.rejectUnsignedWrap(value, overflowed: false, type: type, expression: text(range), at: range, in: self)
        return .integer(type.wrap(value), type)
    }

    /// A number as a scalar type, with C's conversions: round to float, truncate toward zero to integers (a NaN,
    /// an infinity or an out-of-range value cannot become an integer: that is undefined in C and a trap in Swift).
    func numeric(_ number: Double, as type: ValueType, at range: SourceRange, from original: Value? = nil) throws(Interrupt) -> Value {
        switch type {
        case .cgFloat: return .cgFloat(number)
        case .double: return .double(number)
        case .float:
            if case .float(let exact)? = original { return .float(exact) }
            return .float(Float(number))
        case .integer(let integerType):
            if case .integer(let exact, _)? = original { return try integer(exact, as: integerType, at: range) }
            // Double(Int.min) is exactly -2^63; anything in [-2^63, 2^63) converts without trapping.
            guard number.isFinite, number >= Double(Int.min), number < -Double(Int.min) else {
                fail(.numberNotConvertible(formatNumber(number), typeName: type.name(in: dialect)), at: range)
                throw Interrupt.reported
            }
            return try integer(Int(number.rounded(.towardZero)), as: integerType, at: range)
        case .bool:
            return .bool(number != 0)
        default:
            fail(.numberToNonNumber(type.name(in: dialect)), at: range)
            throw Interrupt.reported
        }
    }
}
