/// Swift's generic math (`sqrt`, `sin`, `min`, `max`, `abs`...): one type for all arguments, decided as Swift's type
/// checker decides it, and the result in that type.
extension Interpreter {
    /// Swift's `sqrt`, `sin`, `min`, `max`, `abs`...: the type of the result is the type of the arguments (a
    /// literal takes the other arguments' type, else the context's, else Double or Int).
    /// Not inlined into `call`, whose frame is on the stack at every level of a listing's recursion: in the live
    /// cells, V8's optimising compiler then ran out of stack one level of nesting sooner (tools/wasm/stack_depth.js).
    @inline(never)
    func genericMath(_ name: String, _ arguments: [Expr.Argument], whole: SourceRange, expected: ValueType?) throws(Interrupt) -> Value {
        try checkGenericMathArguments(name, arguments, whole: whole)
        let floatingOnly = !(name == "min" || name == "max" || name == "abs")
        let resolved = try genericArgumentValues(arguments, floatingOnly: floatingOnly, expected: expected)
        guard let first = resolved.first else { throw Interrupt.reported }
        try requireOneNumericType(resolved, name, arguments)
        if floatingOnly, case .integer = first {
            fail(.genericMismatch(name), at: whole)
            throw Interrupt.reported
        }
        switch name {
        case "min", "max": return extreme(of: resolved, smallest: name == "min")
        case "abs": return try genericAbs(first, argument: arguments[0].value, whole: whole)
        default: return try floatingMath(name, resolved, whole: whole)
        }
    }

    /// The argument count (`min` and `max` take two or more) and no labels.
    private func checkGenericMathArguments(_ name: String, _ arguments: [Expr.Argument], whole: SourceRange) throws(Interrupt) {
        let variadic = name == "min" || name == "max"
        let binary = ["atan2", "pow", "hypot", "fmod", "fmin", "fmax"].contains(name)
        let want = binary ? 2 : 1
        if variadic ? arguments.count < 2 : arguments.count != want {
            try checkArity(arguments.count, variadic ? 2 : want, name: name, whole: whole)
        }
        if let labelled = arguments.first(where: { $0.label != nil }) {
            fail(.extraneousArgumentLabel(labelled.label ?? ""), at: labelled.labelRange ?? whole)
            throw Interrupt.reported
        }
    }

    /// The arguments' values: the typed ones first decide the type, the literal-only ones are then evaluated in it.
    private func genericArgumentValues(_ arguments: [Expr.Argument], floatingOnly: Bool, expected: ValueType?) throws(Interrupt) -> [Value] {
        var values: [Value?] = arguments.map { _ in nil }
        // Left to right, as Swift does: a literal-only argument's conditions are decided in their turn; only its
        // literals wait for the type the typed arguments give.
        var literals = arguments.map { $0.value }
        var type: ValueType?
        for (index, argument) in arguments.enumerated() {
            if isLiteralOnly(argument.value) {
                literals[index] = try resolvingConditions(argument.value)
                continue
            }
            let value = try evaluate(argument.value)
            values[index] = value
            if type == nil, value.isScalar { type = ValueType(of: value) }
        }
        if type == nil {
            if let expected, expected.isNumeric, !(floatingOnly && !expected.isFloatingPoint) {
                type = expected
            } else {
                let hasFloatingLiteral = arguments.contains { containsFloatingLiteral($0.value) }
                type = floatingOnly || hasFloatingLiteral ? .double : .integer(.swiftInt)
            }
        }
        for index in arguments.indices where values[index] == nil {
            values[index] = try evaluate(literals[index], expected: type)
        }
        return values.compactMap { $0 }
    }

    /// Every value a number of the first one's type (CGFloat and Double interchange), none a Bool.
    private func requireOneNumericType(_ values: [Value], _ name: String, _ arguments: [Expr.Argument]) throws(Interrupt) {
        guard let first = values.first else { return }
        for (index, value) in values.enumerated() {
            let compatible: Bool
            switch (first, value) {
            case (.integer, .integer), (.float, .float): compatible = true
            case (.cgFloat, .cgFloat), (.cgFloat, .double), (.double, .cgFloat), (.double, .double): compatible = true
            default: compatible = false
            }
            if !value.isScalar || !compatible || ValueType(of: value) == .bool {
                fail(value.isScalar && first.isScalar
                        ? .conflictingGenericArguments(first.typeName(in: dialect), valueTypeName: value.typeName(in: dialect))
                        : .genericRequiresNumber(name, valueTypeName: value.typeName(in: dialect)),
                     at: arguments[index].value.range)
                throw Interrupt.reported
            }
        }
    }

    /// `min` / `max`: the first of the smallest (largest) values, integers compared exactly.
    private func extreme(of values: [Value], smallest: Bool) -> Value {
        var best = values[0]
        for value in values.dropFirst() {
            let (a, b) = (best.numericValue ?? 0, value.numericValue ?? 0)
            if case .integer(let i, _) = best, case .integer(let j, _) = value {
                if smallest ? j < i : j > i { best = value }
            } else if smallest ? b < a : b > a {
                best = value
            }
        }
        return best
    }

    private func genericAbs(_ value: Value, argument: Expr, whole: SourceRange) throws(Interrupt) -> Value {
        switch value {
        case .integer(let x, let t):
            if x == Int.min {
                fail(.absOverflow(text(argument.range)), at: whole)
                throw Interrupt.reported
            }
            return .integer(Swift.abs(x), t)
        case .float(let x): return .float(Swift.abs(x))
        case .cgFloat(let x): return .cgFloat(Swift.abs(x))
        default: return .double(Swift.abs(value.numericValue ?? 0))
        }
    }

    /// `sqrt`, `sin`, `atan2`...: C's function of the name (its `f` form for Float), the result in the arguments'
    /// type (CGFloat when any is).
    private func floatingMath(_ name: String, _ values: [Value], whole: SourceRange) throws(Interrupt) -> Value {
        let builtin = Builtins.function(named: name, dialect: .objc)
        let floatBuiltin = Builtins.function(named: name + "f", dialect: .objc)
        let call = BuiltinCall(interpreter: self, range: whole, name: name)
        if case .float = values[0], let floatBuiltin {
            return try floatBuiltin.body(call, values)
        }
        guard let builtin else { throw Interrupt.reported }
        let result = try builtin.body(call, values.map { .double($0.numericValue ?? 0) })
        if case .cgFloat = values[0] { return .cgFloat(result.numericValue ?? 0) }
        if values.contains(where: { if case .cgFloat = $0 { return true } else { return false } }) {
            return .cgFloat(result.numericValue ?? 0)
        }
        return result
    }
}
