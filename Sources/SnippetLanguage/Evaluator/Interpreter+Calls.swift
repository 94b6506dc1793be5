import Diagnostics
import TransformKit

/// Function calls: the snippet's own functions, platform functions (`Builtins`), Swift initialisers
/// (`CGPoint(x:y:)`, `CALayer()`), Swift's generic math and the C macros `MIN` / `MAX` / `ABS`.
extension Interpreter {
    func builtinConstant(_ name: String, at range: SourceRange) throws(Interrupt) -> Value? {
        guard let (value, replacement, deprecated) = Builtins.constant(named: name, dialect: dialect) else { return nil }
        if dialect == .swift {
            if let replacement {
                fail(.unavailable(name, replacement: replacement), at: range)
                throw Interrupt.reported
            }
            if deprecated, ["M_PI", "M_PI_2", "M_PI_4"].contains(name) {
                let spelling = name == "M_PI" ? "" : (name == "M_PI_2" ? " / 2" : " / 4")
                warn(.deprecated(name, spelling: spelling), at: range)
            }
        }
        return value
    }

    func call(_ callee: Expr, _ arguments: [Expr.Argument], whole: SourceRange, expected: ValueType?) throws(Interrupt) -> Value {
        guard case .identifier(let name) = callee.kind else {
            let value = try evaluate(callee)
            if case .closure(let closure) = value { return try callClosureValue(closure, arguments, whole: whole) }
            fail(.notCallable(value.typeName(in: dialect), in: dialect), at: callee.range)
            throw Interrupt.reported
        }
        if let (_, variable) = lookupVariable(name) {
            if variable.isPoisoned { throw Interrupt.reported }
            if case .closure(let closure) = variable.value { return try callClosureValue(closure, arguments, whole: whole) }
            fail(.notCallable(variable.value.typeName(in: dialect), in: dialect), at: callee.range)
            throw Interrupt.reported
        }
        if dialect == .swift, let declaration = listingTypes.members(of: name)?.structure {
            return try memberwiseInitializer(declaration, arguments, whole: whole)
        }
        if let value = try implicitSelfCall(name, arguments, whole: whole) { return value }
        if let function = try userFunction(named: name, arguments, at: callee.range, whole: whole) {
            let values = try evaluateArguments(arguments, parameters: try function.parameters.map { (parameter) throws(Interrupt) in try resolveType(parameter.type) },
                                               function: function.baseName)
            return try invoke(function, arguments: values, at: whole)
        }
        if dialect == .objc && name.utf8.count == Builtins.cMacroLength && Builtins.cMacros.contains(name) {
            return try cMacro(name, arguments, whole: whole)
        }
        if (dialect == .swift && name == "print") || (dialect == .objc && name == "NSLog") {
            return try consoleCall(name, arguments, whole: whole)
        }
        if dialect == .swift && name == "zip" {
            return try zipCall(arguments, whole: whole)
        }
        if dialect == .swift && Builtins.swiftGenericMath.contains(name) {
            return try genericMath(name, arguments, whole: whole, expected: expected)
        }
        if let builtin = Builtins.function(named: name, dialect: dialect) {
            return try callBuiltin(builtin, name, arguments, whole: whole, calleeRange: callee.range)
        }
        if dialect == .swift, let value = try swiftInitializer(name, arguments, whole: whole, calleeRange: callee.range) {
            return value
        }
        if dialect == .swift && name == "stride" {
            return try stride(arguments, whole: whole)
        }
        try reportUnknownFunction(name, at: callee.range)
    }

    /// A platform function (`Builtins`): its arguments converted to its parameters' types, the call recorded for
    /// the transform's history.
    private func callBuiltin(_ builtin: BuiltinFunction, _ name: String, _ arguments: [Expr.Argument],
                             whole: SourceRange, calleeRange: SourceRange) throws(Interrupt) -> Value {
        if dialect == .swift, let replacement = builtin.swiftReplacement {
            fail(.unavailable(name, replacement: replacement), at: calleeRange)
            throw Interrupt.reported
        }
        try checkArity(arguments.count, builtin.parameters.count, name: name, whole: whole)
        if dialect == .swift, let labelled = arguments.first(where: { $0.label != nil }) {
            fail(.extraneousArgumentLabel(labelled.label ?? ""), at: labelled.labelRange ?? whole)
            throw Interrupt.reported
        }
        let values = try evaluateArguments(arguments, parameters: builtin.parameters, function: name)
        let result = try builtin.body(BuiltinCall(interpreter: self, range: whole, name: name), values)
        transformHistory.record(call: name, arguments: values, result: result)
        return result
    }

    /// A call to no function the listing or the platform has: a type used as a function, an Apple function notebook
    /// does not model, or an unknown name with the nearest known one.
    private func reportUnknownFunction(_ name: String, at range: SourceRange) throws(Interrupt) -> Never {
        var candidates = Builtins.functionNames.filter { Builtins.function(named: $0, dialect: dialect) != nil }
        candidates += program.functions.map { $0.baseName }
        if dialect == .objc { candidates += Array(Builtins.cMacros) } else { candidates += Array(Builtins.swiftGenericMath) + Array(Names.swiftTypeNames) }
        if Names.typeNames(dialect).contains(name) && dialect == .objc {
            fail(.typeAsFunction(name), at: range)
            throw Interrupt.reported
        }
        if let framework = AppleAPI.functions[name] {
            fail(.unmodelledCallWithEffect(name, framework: framework), at: range)
            throw Interrupt.reported
        }
        fail(.unknownFunction(name, suggestion: didYouMean(name, in: candidates)), at: range)
        throw Interrupt.reported
    }

    /// The snippet's function or (Swift, without `self.`) method that a call names; reports wrong labels.
    func userFunction(named name: String, _ arguments: [Expr.Argument], at range: SourceRange, whole: SourceRange) throws(Interrupt) -> FunctionDecl? {
        if dialect == .objc {
            guard let function = listingFunction(named: name), function.kind == .function else { return nil }
            try checkArity(arguments.count, function.parameters.count, name: name, whole: whole)
            return function
        }
        let full = Parser.swiftSelector(name, arguments)
        if let function = listingFunction(named: full) { return function }
        let sameName = program.functions.filter { $0.baseName == name }
        guard let first = sameName.first else { return nil }
        let have = arguments.map { ($0.label ?? "_") + ":" }.joined()
        let want = first.parameters.map { ($0.label ?? "_") + ":" }.joined()
        if first.parameters.count == arguments.count {
            fail(.incorrectArgumentLabels(have, want: want), at: whole)
        } else if first.parameters.count > arguments.count {
            fail(.missingArgument(arguments.count + 1, function: first.name), at: whole)
        } else {
            fail(.extraArgument(first.name), at: whole)
        }
        throw Interrupt.reported
    }

    func checkArity(_ have: Int, _ want: Int, name: String, whole: SourceRange) throws(Interrupt) {
        guard have != want else { return }
        if dialect == .objc {
            fail(.wrongArgumentCount(name, want: want, have: have), at: whole)
        } else {
            fail(.argumentCountMismatch(name, want: want, have: have), at: whole)
        }
        throw Interrupt.reported
    }

    /// Evaluates arguments with their parameter types as context, converting each (C conversions in
    /// Objective-C; exact types in Swift).
    func evaluateArguments(_ arguments: [Expr.Argument], parameters: [ValueType], function: String) throws(Interrupt) -> [Value] {
        var values: [Value] = []
        values.reserveCapacity(arguments.count)
        for (index, argument) in arguments.enumerated() {
            let type = index < parameters.count ? parameters[index] : nil
            let value = try evaluate(argument.value, expected: type)
            if let type {
                values.append(try convert(value, to: type, at: argument.value.range, context: .argument(function: function, index: index)))
            } else {
                values.append(value)
            }
        }
        return values
    }

    /// `MIN(a, b)`, `MAX(a, b)`, `ABS(x)`: C macros, so the result has the type of `a < b ? a : b`.
    func cMacro(_ name: String, _ arguments: [Expr.Argument], whole: SourceRange) throws(Interrupt) -> Value {
        try checkArity(arguments.count, name == "ABS" ? 1 : 2, name: name, whole: whole)
        let values = try arguments.map { (argument) throws(Interrupt) in try evaluate(argument.value) }
        for (index, value) in values.enumerated() where !value.isScalar {
            fail(.invalidOperands(value.typeName(in: dialect), function: name), at: arguments[index].value.range)
            throw Interrupt.reported
        }
        let arithmetic = Arithmetic(interpreter: self)
        if name == "ABS" {
            let zero = Expr(.integer(0, suffix: "", isDecimal: true), whole)
            let negative = try arithmetic.apply(.less, values[0], .integer(0, .int), whole: Expr(.binary(.less, arguments[0].value, zero), whole),
                                                left: arguments[0].value, right: zero)
            if negative.numericValue == 1 {
                return try unaryMinus(values[0], at: whole)
            }
            if case .bool(let flag) = values[0] { return .integer(flag ? 1 : 0, .int) }
            return values[0]
        }
        let (a, b) = (values[0], values[1])
        let sum = try arithmetic.apply(.add, a, b, whole: Expr(.binary(.add, arguments[0].value, arguments[1].value), whole),
                                       left: arguments[0].value, right: arguments[1].value)
        let commonType = ValueType(of: sum)
        let chooseFirst: Bool
        if case .integer(let i, _) = a, case .integer(let j, _) = b {
            chooseFirst = name == "MIN" ? i < j : i > j
        } else {
            let (x, y) = (a.numericValue ?? 0, b.numericValue ?? 0)
            chooseFirst = name == "MIN" ? x < y : x > y
        }
        let chosen = chooseFirst ? a : b
        return try numeric(chosen.numericValue ?? 0, as: commonType, at: whole, from: chosen)
    }

    func unaryMinus(_ value: Value, at range: SourceRange) throws(Interrupt) -> Value {
        switch value {
        case .cgFloat(let x): return .cgFloat(-x)
        case .double(let x): return .double(-x)
        case .float(let x): return .float(-x)
        case .integer(let x, let t): return .integer(t.wrap(0 &- x), t)
        case .bool(let flag): return .integer(flag ? -1 : 0, .int)
        default: return value
        }
    }

    func createLayer(_ layer: CALayer, at range: SourceRange) throws(Interrupt) -> Value {
        guard scene.noteCreation() else {
            fail(.tooManyLayers, at: range)
            throw Interrupt.abort
        }
        scene.reach(layer)
        lastChange[ObjectIdentifier(layer)] = range
        return .layer(layer)
    }

    func createView(frame: CGRect, at range: SourceRange) throws(Interrupt) -> Value {
        guard scene.noteCreation() else {
            fail(.tooManyLayers, at: range)
            throw Interrupt.abort
        }
        try requireFinite(.rect(frame), property: "frame", at: range)
        let view = UIView(frame: frame)
        scene.reach(view)
        lastChange[ObjectIdentifier(view.layer)] = range
        return .view(view)
    }

    /// A `UILabel`: a view whose text properties (`text`, `font`, `textAlignment`, `textColor`…) are accepted and not
    /// drawn; the figure shows its frame, as it shows any view's.
    func createLabel(frame: CGRect, at range: SourceRange) throws(Interrupt) -> Value {
        let label = try createView(frame: frame, at: range)
        if case .view(let view) = label { labels.append(view) }
        return label
    }

    /// `stride(from:to:by:)` and `stride(from:through:by:)` as an array of numbers.
    func stride(_ arguments: [Expr.Argument], whole: SourceRange) throws(Interrupt) -> Value {
        let labels = arguments.map { $0.label ?? "_" }
        guard labels == ["from", "to", "by"] || labels == ["from", "through", "by"] else {
            fail(.strideInitializer, at: whole)
            throw Interrupt.reported
        }
        // Like any generic call: the literals take the type of the typed arguments, else Int or Double.
        var type: ValueType = arguments.contains(where: { containsFloatingLiteral($0.value) }) ? .double : .integer(.swiftInt)
        // The typed argument is evaluated once: its value is kept, not computed again with the literals.
        var typed: (index: Int, value: Value)?
        // Left to right: the conditions of the literal-only arguments before it are decided first, as Swift does.
        var literals = arguments.map { $0.value }
        for (index, argument) in arguments.enumerated() {
            if typed == nil && !isLiteralOnly(argument.value) {
                let value = try evaluate(argument.value)
                type = ValueType(of: value)
                typed = (index, value)
            } else if typed == nil {
                literals[index] = try resolvingConditions(argument.value)
            }
        }
        var values: [Value] = []
        for index in arguments.indices {
            if let typed, typed.index == index {
                values.append(typed.value)
            } else {
                values.append(try evaluate(literals[index], expected: type))
            }
        }
        guard let start = values[0].numericValue, let end = values[1].numericValue, let step = values[2].numericValue, step != 0,
              start.isFinite, end.isFinite, step.isFinite else {
            fail(.stride, at: whole)
            throw Interrupt.reported
        }
        let closed = labels[1] == "through"
        var elements: [Value] = []
        var index = 0
        while true {
            let current = start + Double(index) * step
            if step > 0 ? (closed ? current > end : current >= end) : (closed ? current < end : current <= end) { break }
            if elements.count >= Limits.maximumArrayCount {
                fail(.strideTooLarge, at: whole)
                throw Interrupt.abort
            }
            switch values[0] {
            case .integer(_, let t):
                guard current >= Double(Int.min), current < -Double(Int.min) else { break }
                elements.append(.integer(Int(current), t))
            case .cgFloat: elements.append(.cgFloat(current))
            case .float: elements.append(.float(Float(current)))
            default: elements.append(.double(current))
            }
            index += 1
        }
        return .array(elements)
    }
}
