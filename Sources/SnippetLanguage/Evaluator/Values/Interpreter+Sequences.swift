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
            var initialType = isContextual(arguments[0].value) ? elements.first.map(ValueType.init(of:)) : nil
            if let elementType = initialType, Self.hasCGFloatMembers(elementType), !containsImplicitMember(arguments[0].value) {
                // swiftc infers Result from the closure's body (`pts.reduce(0) { $0 + $1.x }` is a CGFloat); the
                // interpreter follows a one-expression body only, and an Int would fail with a misleading message.
                guard let inferred = Self.reduceResultType(arguments[1].value) else {
                    fail(.uninferredReduceInitialValue(text(arguments[0].value.range), sequenceTypeName: Value.array(elements).typeName(in: dialect)),
                         at: arguments[0].value.range)
                    throw Interrupt.reported
                }
                initialType = inferred
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

    /// The type swiftc gives `reduce`'s Result from a closure whose body is one expression: a conversion
    /// (`Int($1.x)`), a CGFloat member of the element (`$1.x`, `p.width`), through arithmetic, `min`, `max` and
    /// `abs`; nil when finding it takes more inference than that.
    static func reduceResultType(_ argument: Expr) -> ValueType? {
        guard case .closure(let closure) = argument.kind, closure.body.count == 1 else { return nil }
        let element = closure.parameters.count == 2 ? closure.parameters[1].name : "$1"
        switch closure.body[0].kind {
        case .expression(let body), .returnStatement(let body?): return bodyType(body, element: element)
        default: return nil
        }
    }

    private static let conversionTypes: [String: ValueType] = ["Int": .integer(.swiftInt), "CGFloat": .cgFloat, "Double": .double, "Float": .float]
    private static let elementCGFloatMembers: Set<String> = ["x", "y", "width", "height", "minX", "midX", "maxX", "minY", "midY", "maxY",
                                                             "a", "b", "c", "d", "tx", "ty"]

    private static func bodyType(_ expression: Expr, element: String) -> ValueType? {
        switch expression.kind {
        case .call(let callee, let arguments):
            guard case .identifier(let name) = callee.kind else { return nil }
            if let type = conversionTypes[name] { return type }
            guard ["min", "max", "abs"].contains(name) else { return nil }
            return arguments.lazy.compactMap { bodyType($0.value, element: element) }.first
        case .member(let base, let name, _):
            guard elementCGFloatMembers.contains(name) else { return nil }
            if case .identifier(element) = base.kind { return .cgFloat }
            if case .member(let inner, "origin", _) = base.kind, case .identifier(element) = inner.kind { return .cgFloat }
            if case .member(let inner, "size", _) = base.kind, case .identifier(element) = inner.kind { return .cgFloat }
            return nil
        case .binary(let op, let left, let right) where [.add, .subtract, .multiply, .divide].contains(op):
            return bodyType(left, element: element) ?? bodyType(right, element: element)
        case .unary(_, let operand):
            return bodyType(operand, element: element)
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
