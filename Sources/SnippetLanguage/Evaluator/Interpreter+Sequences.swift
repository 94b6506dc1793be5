import Diagnostics

/// Swift's sequence operations on arrays and ranges: `map`, `filter`, `forEach`, `reduce`, `enumerated()` and
/// `zip`. Each element a closure sees counts as a loop iteration, so a runaway chain stops at the loop limit.
extension Interpreter {
    static let sequenceMethods = ["map(_:)", "filter(_:)", "forEach(_:)", "reduce(_:_:)", "enumerated()"]

    /// The result of a sequence method on `elements`, or nil when `selector` is not one.
    func sequenceMessage(_ elements: [Value], _ selector: String, _ arguments: [Expr.Argument],
                         whole: SourceRange) throws(Interrupt) -> Value? {
        switch selector {
        case "enumerated()":
            return .array(elements.enumerated().map { .tuple([.integer($0.offset, .swiftInt), $0.element]) })
        case "map(_:)":
            let transform = try closureArgument(arguments[0], of: selector)
            var results: [Value] = []
            for element in elements {
                results.append(try callEach(transform, [element], at: whole))
            }
            return .array(results)
        case "filter(_:)":
            let isIncluded = try closureArgument(arguments[0], of: selector)
            var kept: [Value] = []
            for element in elements where try predicate(isIncluded, element, at: whole) {
                kept.append(element)
            }
            return .array(kept)
        case "forEach(_:)":
            let body = try closureArgument(arguments[0], of: selector)
            for element in elements { _ = try callEach(body, [element], at: whole) }
            return .void
        case "reduce(_:_:)":
            // `xs.reduce(0) { $0 + $1 }`: a literal initial value takes the elements' type, as swiftc infers Result.
            let initialType = isContextual(arguments[0].value) ? elements.first.map(ValueType.init(of:)) : nil
            if let initialType, Self.hasCGFloatMembers(initialType), !containsImplicitMember(arguments[0].value) {
                // swiftc infers Result from the closure's body (`pts.reduce(0) { $0 + $1.x }` is a CGFloat); the
                // interpreter has no type inference to do so, and an Int would fail with a misleading message.
                fail(.uninferredReduceInitialValue(text(arguments[0].value.range), sequenceTypeName: Value.array(elements).typeName(in: dialect)),
                     at: arguments[0].value.range)
                throw Interrupt.reported
            }
            var result = try evaluate(arguments[0].value, expected: initialType)
            let combine = try closureArgument(arguments[1], of: selector)
            for element in elements {
                result = try callEach(combine, [result, element], at: whole)
            }
            return result
        default:
            return nil
        }
    }

    /// The geometry types, whose members are CGFloats: a reduction over them is rarely of their own type.
    static func hasCGFloatMembers(_ type: ValueType) -> Bool {
        switch type {
        case .point, .size, .rect, .affineTransform, .transform3D: return true
        default: return false
        }
    }

    /// `zip(a, b)`: the pairs of two sequences, as long as the shorter.
    func zipCall(_ arguments: [Expr.Argument], whole: SourceRange) throws(Interrupt) -> Value {
        try checkArity(arguments.count, 2, name: "zip", whole: whole)
        var sequences: [[Value]] = []
        for argument in arguments {
            let value = try evaluate(argument.value)
            guard case .array(let elements) = value else {
                fail(.zipNotSequence(value.typeName(in: dialect)), at: argument.value.range)
                throw Interrupt.reported
            }
            sequences.append(elements)
        }
        return .array(zip(sequences[0], sequences[1]).map { .tuple([$0, $1]) })
    }

    private func closureArgument(_ argument: Expr.Argument, of selector: String) throws(Interrupt) -> Closure {
        let value = try evaluate(argument.value)
        guard case .closure(let closure) = value else {
            fail(.expectedClosure(selector, valueTypeName: value.typeName(in: dialect)), at: argument.value.range)
            throw Interrupt.reported
        }
        return closure
    }

    private func callEach(_ closure: Closure, _ arguments: [Value], at range: SourceRange) throws(Interrupt) -> Value {
        try countIteration(at: range)
        return try callClosure(closure, arguments: arguments, at: range)
    }

    private func predicate(_ closure: Closure, _ element: Value, at range: SourceRange) throws(Interrupt) -> Bool {
        let result = try callEach(closure, [element], at: range)
        guard case .bool(let flag) = result else {
            fail(.closureResultNotBool(result.typeName(in: dialect)), at: closure.range)
            throw Interrupt.reported
        }
        return flag
    }
}
