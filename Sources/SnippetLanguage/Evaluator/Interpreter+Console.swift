import Diagnostics
import TransformKit

/// `print` (Swift: items described as Swift prints them, `separator:`, `terminator:`) and `NSLog` (Objective-C: a
/// format string and its arguments). What they write is the listing's console (`Evaluation.console`).
extension Interpreter {
    func consoleCall(_ name: String, _ arguments: [Expr.Argument], whole: SourceRange) throws(Interrupt) -> Value {
        if console.utf8.count > Limits.maximumConsoleBytes {
            fail(.consoleLimit, at: whole)
            throw Interrupt.abort
        }
        if name == "print" {
            try swiftPrint(arguments)
        } else {
            try nsLog(arguments, whole: whole)
        }
        return .void
    }

    private func swiftPrint(_ arguments: [Expr.Argument]) throws(Interrupt) {
        var separator = " "
        var terminator = "\n"
        var items: [String] = []
        for argument in arguments {
            switch argument.label {
            case nil:
                items.append(try printedDescription(argument.value))
            case "separator"?:
                separator = try stringArgument(argument)
            case "terminator"?:
                terminator = try stringArgument(argument)
            case let label?:
                fail(.printArgumentLabel(label), at: argument.labelRange ?? argument.value.range)
                throw Interrupt.reported
            }
        }
        console += items.joined(separator: separator) + terminator
    }

    private func stringArgument(_ argument: Expr.Argument) throws(Interrupt) -> String {
        let value = try evaluate(argument.value, expected: .string)
        guard case .string(let text) = value else {
            fail(.printArgumentNotString(value.typeName(in: dialect)), at: argument.value.range)
            throw Interrupt.reported
        }
        return text
    }

    private func nsLog(_ arguments: [Expr.Argument], whole: SourceRange) throws(Interrupt) {
        guard let first = arguments.first else {
            fail(.missingFormatArgument, at: whole)
            throw Interrupt.reported
        }
        guard case .string(let format) = try evaluate(first.value) else {
            fail(.formatNotLiteral, at: first.value.range)
            throw Interrupt.reported
        }
        let (pieces, invalid) = CFormat.parse(format)
        if let invalid {
            fail(.invalidConversionSpecifier(invalid), at: first.value.range)
            throw Interrupt.reported
        }
        var values: [(Value, SourceRange)] = []
        for argument in arguments.dropFirst() { values.append((try evaluate(argument.value), argument.value.range)) }
        var line = ""
        var next = 0
        for piece in pieces {
            switch piece {
            case .text(let text):
                line += text
            case .conversion(let conversion):
                guard next < values.count else {
                    fail(.moreConversionsThanArguments(conversion.spelling), at: first.value.range)
                    throw Interrupt.reported
                }
                line += try formatted(values[next].0, conversion, at: values[next].1)
                next += 1
            }
        }
        if next < values.count {
            warn(.unusedFormatArgument, at: values[next].1)
        }
        console += line + "\n"
    }

    /// One argument as its conversion prints it; an argument of the wrong kind is clang's -Wformat warning, and it is
    /// printed converted (on a device the output would be undefined).
    private func formatted(_ value: Value, _ conversion: CFormat.Conversion, at range: SourceRange) throws(Interrupt) -> String {
        switch conversion.kind {
        case .object:
            if case .string(let text) = value { return text }
            if case .null = value { return "(null)" }
            guard ValueType(of: value).isObject else { return try mismatched(value, conversion, expecting: "id", at: range) }
            return value.description(in: .objc, layerName: { _ in nil })
        case .floating:
            guard case .integer = value else {
                guard value.isScalar, let number = value.numericValue else { return try mismatched(value, conversion, expecting: "double", at: range) }
                return CFormat.format(number, integer: nil, conversion)
            }
            return try mismatched(value, conversion, expecting: "double", at: range)
        default:
            if case .integer(let number, _) = value { return CFormat.format(Double(number), integer: number, conversion) }
            if case .bool(let flag) = value { return CFormat.format(flag ? 1 : 0, integer: flag ? 1 : 0, conversion) }
            return try mismatched(value, conversion, expecting: "int", at: range)
        }
    }

    private func mismatched(_ value: Value, _ conversion: CFormat.Conversion, expecting type: String, at range: SourceRange) throws(Interrupt) -> String {
        guard value.isScalar, let number = value.numericValue else {
            fail(.formatTypeMismatch(type, valueTypeName: value.typeName(in: dialect)), at: range)
            throw Interrupt.reported
        }
        warn(.formatTypeMismatchConverted(type, valueTypeName: value.typeName(in: dialect)), at: range)
        var converted = conversion
        if type == "double" {
            return CFormat.format(number, integer: nil, converted)
        }
        converted.kind = .integer
        return CFormat.format(number, integer: Int(exactly: number.rounded(.towardZero)), converted)
    }

    /// A value as Swift's `print` writes it: `270.0` for a Double or CGFloat, `(1.0, 2.0)` for a CGPoint.
    func swiftDescription(_ value: Value) -> String {
        switch value {
        case .cgFloat(let x), .double(let x): return x.description
        case .float(let x): return x.description
        case .string(let text): return text
        case .point(let p): return "(\(p.x.description), \(p.y.description))"
        case .size(let s): return "(\(s.width.description), \(s.height.description))"
        case .rect(let r):
            return "(\(r.origin.x.description), \(r.origin.y.description), \(r.size.width.description), \(r.size.height.description))"
        case .affineTransform(let t):
            return "CGAffineTransform(a: \(t.a), b: \(t.b), c: \(t.c), d: \(t.d), tx: \(t.tx), ty: \(t.ty))"
        case .transform3D(let t):
            let names = Interpreter.transformFields
            return "CATransform3D(" + zip(names, t.elements).map { "\($0): \($1.description)" }.joined(separator: ", ") + ")"
        case .array(let elements):
            return "[" + elements.map(quotedDescription).joined(separator: ", ") + "]"
        case .tuple(let elements):
            return "(" + elements.map(quotedDescription).joined(separator: ", ") + ")"
        case .simd(let simd):
            return simd.swiftDescription
        case .structure(let instance):
            let fields = zip(instance.names, instance.fields).map { "\($0): \(quotedDescription($1))" }
            return instance.typeName + "(" + fields.joined(separator: ", ") + ")"
        default:
            return value.description(in: .swift, layerName: { _ in nil })
        }
    }

    /// What `print(x)` writes for an expression: an optional chain that is not nil is `Optional(value)`, as Swift
    /// writes it (nil is `nil`).
    private func printedDescription(_ expression: Expr) throws(Interrupt) -> String {
        let value = try evaluate(expression)
        guard case .postfix(.optionalChain, _) = expression.kind else { return swiftDescription(value) }
        if case .null = value { return swiftDescription(value) }
        return "Optional(" + quotedDescription(value) + ")"
    }

    /// `"x = \(x)"`: each piece as `String(describing:)` writes it, which is what `print` writes.
    func interpolation(_ parts: [Expr]) throws(Interrupt) -> Value {
        var text = ""
        for part in parts {
            text += try printedDescription(part)
            if text.utf8.count > Limits.maximumConsoleBytes {
                fail(.interpolationConsoleLimit, at: part.range)
                throw Interrupt.abort
            }
        }
        return .string(text)
    }

    /// Inside a collection Swift quotes strings (`["a", "b"]`).
    private func quotedDescription(_ value: Value) -> String {
        if case .string(let text) = value { return "\"" + text + "\"" }
        return swiftDescription(value)
    }
}
