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
            if dialect == .swift, let replacement = builtin.swiftReplacement {
                fail(.unavailable(name, replacement: replacement), at: callee.range)
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
        if dialect == .swift, let value = try swiftInitializer(name, arguments, whole: whole, calleeRange: callee.range) {
            return value
        }
        if dialect == .swift && name == "stride" {
            return try stride(arguments, whole: whole)
        }
        var candidates = Builtins.functionNames.filter { Builtins.function(named: $0, dialect: dialect) != nil }
        candidates += program.functions.map { $0.baseName }
        if dialect == .objc { candidates += Array(Builtins.cMacros) } else { candidates += Array(Builtins.swiftGenericMath) + Array(Names.swiftTypeNames) }
        if Names.typeNames(dialect).contains(name) && dialect == .objc {
            fail(.typeAsFunction(name), at: callee.range)
            throw Interrupt.reported
        }
        if let framework = AppleAPI.functions[name] {
            fail(.unmodelledCallWithEffect(name, framework: framework), at: callee.range)
            throw Interrupt.reported
        }
        fail(.unknownFunction(name, suggestion: didYouMean(name, in: candidates)), at: callee.range)
        throw Interrupt.reported
    }

    /// The snippet's function or (Swift, without `self.`) method that a call names; reports wrong labels.
    func userFunction(named name: String, _ arguments: [Expr.Argument], at range: SourceRange, whole: SourceRange) throws(Interrupt) -> FunctionDecl? {
        if dialect == .objc {
            guard let function = functionsByName[name], function.kind == .function else { return nil }
            try checkArity(arguments.count, function.parameters.count, name: name, whole: whole)
            return function
        }
        let full = Parser.swiftSelector(name, arguments)
        if let function = functionsByName[full] { return function }
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

    // MARK: Generic math

    /// Swift's `sqrt`, `sin`, `min`, `max`, `abs`...: the type of the result is the type of the arguments (a
    /// literal takes the other arguments' type, else the context's, else Double or Int).
    func genericMath(_ name: String, _ arguments: [Expr.Argument], whole: SourceRange, expected: ValueType?) throws(Interrupt) -> Value {
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
        let floatingOnly = !(name == "min" || name == "max" || name == "abs")
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
        let resolved = values.compactMap { $0 }
        guard let first = resolved.first else { throw Interrupt.reported }
        for (index, value) in resolved.enumerated() {
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
        if floatingOnly, case .integer = first {
            fail(.genericMismatch(name), at: whole)
            throw Interrupt.reported
        }
        switch name {
        case "min", "max":
            var best = first
            for value in resolved.dropFirst() {
                let (a, b) = (best.numericValue ?? 0, value.numericValue ?? 0)
                if case .integer(let i, _) = best, case .integer(let j, _) = value {
                    if name == "min" ? j < i : j > i { best = value }
                } else if name == "min" ? b < a : b > a {
                    best = value
                }
            }
            return best
        case "abs":
            switch first {
            case .integer(let x, let t):
                if x == Int.min {
                    fail(.absOverflow(text(arguments[0].value.range)), at: whole)
                    throw Interrupt.reported
                }
                return .integer(Swift.abs(x), t)
            case .float(let x): return .float(Swift.abs(x))
            case .cgFloat(let x): return .cgFloat(Swift.abs(x))
            default: return .double(Swift.abs(first.numericValue ?? 0))
            }
        default:
            let builtin = Builtins.function(named: name, dialect: .objc)
            let floatBuiltin = Builtins.function(named: name + "f", dialect: .objc)
            let call = BuiltinCall(interpreter: self, range: whole, name: name)
            if case .float = first, let floatBuiltin {
                return try floatBuiltin.body(call, resolved)
            }
            guard let builtin else { throw Interrupt.reported }
            let result = try builtin.body(call, resolved.map { .double($0.numericValue ?? 0) })
            if case .cgFloat = first { return .cgFloat(result.numericValue ?? 0) }
            if resolved.contains(where: { if case .cgFloat = $0 { return true } else { return false } }) {
                return .cgFloat(result.numericValue ?? 0)
            }
            return result
        }
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

    // MARK: Swift initialisers

    /// `CGPoint(x:y:)`, `CGRect(x:y:width:height:)`, `CGAffineTransform(rotationAngle:)`, `CGFloat(x)`,
    /// `CALayer()`, `UIView(frame:)`, `UIColor(white:alpha:)`, `NSNumber(value:)`...; nil when `name` is no type.
    func swiftInitializer(_ name: String, _ arguments: [Expr.Argument], whole: SourceRange, calleeRange: SourceRange) throws(Interrupt) -> Value? {
        let labels = arguments.map { $0.label ?? "_" }
        func values(_ types: [ValueType]) throws(Interrupt) -> [Value] {
            try evaluateArguments(arguments, parameters: types, function: name + "(" + labels.map { $0 + ":" }.joined() + ")")
        }
        func numbers(_ count: Int) throws(Interrupt) -> [CGFloat] {
            try values(Array(repeating: .cgFloat, count: count)).map { $0.numericValue ?? 0 }
        }
        if let value = try animationInitializer(name, labels, arguments, whole: whole) { return value }
        if let value = try simdInitializer(name, labels, arguments, whole: whole) { return value }
        switch (name, labels) {
        case ("CGPoint", []): return .point(.zero)
        case ("CGPoint", ["x", "y"]):
            let n = try numbers(2)
            return .point(CGPoint(x: n[0], y: n[1]))
        case ("CGSize", []): return .size(.zero)
        case ("CGSize", ["width", "height"]):
            let n = try numbers(2)
            return .size(CGSize(width: n[0], height: n[1]))
        case ("CGRect", []): return .rect(.zero)
        case ("CGRect", ["x", "y", "width", "height"]):
            let n = try numbers(4)
            return .rect(CGRect(x: n[0], y: n[1], width: n[2], height: n[3]))
        case ("CGRect", ["origin", "size"]):
            let v = try values([.point, .size])
            guard case .point(let p) = v[0], case .size(let s) = v[1] else { throw Interrupt.reported }
            return .rect(CGRect(origin: p, size: s))
        case ("CGAffineTransform", []): return .affineTransform(CGAffineTransform())
        case ("CGAffineTransform", ["rotationAngle"]):
            return recorded("CGAffineTransformMakeRotation", try numbers(1)) { .affineTransform(CGAffineTransform(rotationAngle: $0[0])) }
        case ("CGAffineTransform", ["scaleX", "y"]):
            return recorded("CGAffineTransformMakeScale", try numbers(2)) { .affineTransform(CGAffineTransform(scaleX: $0[0], y: $0[1])) }
        case ("CGAffineTransform", ["translationX", "y"]):
            return recorded("CGAffineTransformMakeTranslation", try numbers(2)) {
                .affineTransform(CGAffineTransform(translationX: $0[0], y: $0[1]))
            }
        case ("CGAffineTransform", ["a", "b", "c", "d", "tx", "ty"]), ("CGAffineTransform", ["_", "_", "_", "_", "_", "_"]):
            let n = try numbers(6)
            return .affineTransform(CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5]))
        case ("CATransform3D", []): return .transform3D(CATransform3D())
        case ("CATransform3D", Self.transformFields):
            return CATransform3D(elements: try numbers(16)).map { .transform3D($0) }
        case ("CGFloat", ["_"]), ("Double", ["_"]), ("Float", ["_"]), ("Int", ["_"]):
            let target: ValueType = name == "CGFloat" ? .cgFloat : name == "Double" ? .double : name == "Float" ? .float : .integer(.swiftInt)
            let argument = arguments[0].value
            // `Int(3.9)` is Int(Double) in Swift (3): only integer literals become an Int directly.
            let literalTyped = isLiteralOnly(argument) && !(target == .integer(.swiftInt) && containsFloatingLiteral(argument))
            let value = try evaluate(argument, expected: literalTyped ? target : nil)
            var source = value
            if case .number(let boxed) = value {
                fail(.numberConversionNeedsCast(name), at: argument.range)
                _ = boxed
                throw Interrupt.reported
            }
            if case .bool = value {
                fail(.boolToNumberInitializer(name), at: argument.range)
                throw Interrupt.reported
            }
            guard value.isScalar, let number = value.numericValue else {
                fail(.cannotConvertToType(value.typeName(in: dialect), typeName: name), at: argument.range)
                throw Interrupt.reported
            }
            if case .integer = target, !number.isFinite {
                fail(.nonFiniteToInt(value.typeName(in: dialect)), at: whole)
                throw Interrupt.reported
            }
            if case .float(let exact) = source, target == .float { source = .float(exact) }
            return try numeric(number, as: target, at: whole, from: source)
        case ("CALayer", []):
            return try createLayer(CALayer(), at: whole)
        case ("CATransformLayer", []):
            return try createLayer(CATransformLayer(), at: whole)
        case ("UIView", []), ("UIButton", []):
            return try createView(frame: .zero, at: whole)
        case ("UIButton", ["type"]):
            // The type (system, custom...) changes how a button draws, not its geometry.
            guard case .implicitMember = arguments[0].value.kind else { _ = try evaluate(arguments[0].value); return try createView(frame: .zero, at: whole) }
            return try createView(frame: .zero, at: whole)
        case ("UIPanGestureRecognizer", ["target", "action"]), ("UITapGestureRecognizer", ["target", "action"]):
            return try createGestureRecognizer(Self.gestureClassNames[name] ?? .pan, arguments, whole: whole)
        case ("UIView", ["frame"]), ("UIButton", ["frame"]):
            guard case .rect(let frame) = try values([.rect])[0] else { throw Interrupt.reported }
            return try createView(frame: frame, at: whole)
        case ("UILabel", []):
            return try createLabel(frame: .zero, at: whole)
        case ("UILabel", ["frame"]):
            guard case .rect(let frame) = try values([.rect])[0] else { throw Interrupt.reported }
            return try createLabel(frame: frame, at: whole)
        case ("UIColor", ["white", "alpha"]):
            let n = try numbers(2)
            return .color(Builtins.uiColor(red: n[0], green: n[0], blue: n[0], alpha: n[1]))
        case ("UIColor", ["red", "green", "blue", "alpha"]):
            let n = try numbers(4)
            return .color(Builtins.uiColor(red: n[0], green: n[1], blue: n[2], alpha: n[3]))
        case ("String", ["_"]):
            return try swiftString(describing: arguments[0].value)
        case ("NSNumber", ["value"]):
            let value = try evaluate(arguments[0].value)
            guard value.isScalar else {
                fail(.numberInitializerMismatch, at: arguments[0].value.range)
                throw Interrupt.reported
            }
            return .number(value)
        default:
            guard Names.swiftTypeNames.contains(name) else { return nil }
            let forms = Self.initializerForms[name] ?? []
            fail(.noInitializer(name, labels: labels, forms: forms), at: whole)
            throw Interrupt.reported
        }
    }

    static let initializerForms: [String: [String]] = [
        "CGPoint": ["x:y:"], "CGSize": ["width:height:"], "CGRect": ["x:y:width:height:", "origin:size:"],
        "CGAffineTransform": ["rotationAngle:", "scaleX:y:", "translationX:y:", "a:b:c:d:tx:ty:"],
        "UIView": ["frame:"], "UIButton": ["frame:", "type:"], "UILabel": ["frame:"], "UIPanGestureRecognizer": ["target:action:"], "UITapGestureRecognizer": ["target:action:"], "UIColor": ["white:alpha:", "red:green:blue:alpha:"], "NSNumber": ["value:"],
        "CGFloat": ["_:"], "Double": ["_:"], "Float": ["_:"], "Int": ["_:"], "String": ["_:"], "CALayer": [""], "CATransformLayer": [""],
    ]

    /// Swift `String(n)`: a number's or Bool's `description` (the shortest digits that read back as the same value,
    /// `2.0` for a whole CGFloat), as Swift prints it.
    func swiftString(describing argument: Expr) throws(Interrupt) -> Value {
        switch try evaluate(argument) {
        case .integer(let value, _): return .string(String(value))
        case .cgFloat(let value), .double(let value): return .string(String(value))
        case .float(let value): return .string(String(value))
        case .bool(let flag): return .string(String(flag))
        case .string(let text): return .string(text)
        case let value:
            fail(.unsupportedStringConversion(value.typeName(in: dialect)), at: argument.range)
            throw Interrupt.reported
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
