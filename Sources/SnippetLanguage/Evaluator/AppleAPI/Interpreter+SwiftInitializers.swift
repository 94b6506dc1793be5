import TransformKit

/// Swift initialisers: `CGPoint(x:y:)`, `CGAffineTransform(rotationAngle:)`, `CGFloat(x)`, `CALayer()`,
/// `UIView(frame:)`, `UIColor(white:alpha:)`, `NSNumber(value:)`..., one function per family of types.
extension Interpreter {
    /// `CGPoint(x:y:)`, `CGRect(x:y:width:height:)`, `CGAffineTransform(rotationAngle:)`, `CGFloat(x)`,
    /// `CALayer()`, `UIView(frame:)`, `UIColor(white:alpha:)`, `NSNumber(value:)`...; nil when `name` is no type.
    /// Not inlined into `call`, for the reason `genericMath` gives.
    @inline(never)
    func swiftInitializer(_ name: String, _ arguments: [Expr.Argument], whole: SourceRange, calleeRange: SourceRange) throws(Interrupt) -> Value? {
        let labels = arguments.map { $0.label ?? "_" }
        if let value = try animationInitializer(name, labels, arguments, whole: whole) { return value }
        if let value = try simdInitializer(name, labels, arguments, whole: whole) { return value }
        if let value = try geometryInitializer(name, labels, arguments) { return value }
        if let value = try transformInitializer(name, labels, arguments) { return value }
        if let value = try valueInitializer(name, labels, arguments, whole: whole) { return value }
        if let value = try layerOrViewInitializer(name, labels, arguments, whole: whole) { return value }
        guard Names.swiftTypeNames.contains(name) else { return nil }
        let forms = Self.initializerForms[name] ?? []
        fail(.noInitializer(name, labels: labels, forms: forms), at: whole)
        throw Interrupt.reported
    }

    static let initializerForms: [String: [String]] = [
        "CGPoint": ["x:y:"], "CGSize": ["width:height:"], "CGRect": ["x:y:width:height:", "origin:size:"],
        "CGAffineTransform": ["rotationAngle:", "scaleX:y:", "translationX:y:", "a:b:c:d:tx:ty:"],
        "UIView": ["frame:"], "UIButton": ["frame:", "type:"], "UILabel": ["frame:"], "UIPanGestureRecognizer": ["target:action:"], "UITapGestureRecognizer": ["target:action:"], "UIColor": ["white:alpha:", "red:green:blue:alpha:"], "NSNumber": ["value:"],
        "CGFloat": ["_:"], "Double": ["_:"], "Float": ["_:"], "Int": ["_:"], "String": ["_:"], "CALayer": [""], "CATransformLayer": [""],
    ]

    /// The arguments converted to `types`, as the arguments of the function `name(labels:)`.
    private func initializerArguments(_ name: String, _ labels: [String], _ arguments: [Expr.Argument],
                                      _ types: [ValueType]) throws(Interrupt) -> [Value] {
        try evaluateArguments(arguments, parameters: types, function: name + "(" + labels.map { $0 + ":" }.joined() + ")")
    }

    private func initializerNumbers(_ name: String, _ labels: [String], _ arguments: [Expr.Argument]) throws(Interrupt) -> [CGFloat] {
        let types = Array(repeating: ValueType.cgFloat, count: arguments.count)
        return try initializerArguments(name, labels, arguments, types).map { $0.numericValue ?? 0 }
    }

    private func geometryInitializer(_ name: String, _ labels: [String], _ arguments: [Expr.Argument]) throws(Interrupt) -> Value? {
        switch (name, labels) {
        case ("CGPoint", []): return .point(.zero)
        case ("CGPoint", ["x", "y"]):
            let n = try initializerNumbers(name, labels, arguments)
            return .point(CGPoint(x: n[0], y: n[1]))
        case ("CGSize", []): return .size(.zero)
        case ("CGSize", ["width", "height"]):
            let n = try initializerNumbers(name, labels, arguments)
            return .size(CGSize(width: n[0], height: n[1]))
        case ("CGRect", []): return .rect(.zero)
        case ("CGRect", ["x", "y", "width", "height"]):
            let n = try initializerNumbers(name, labels, arguments)
            return .rect(CGRect(x: n[0], y: n[1], width: n[2], height: n[3]))
        case ("CGRect", ["origin", "size"]):
            let v = try initializerArguments(name, labels, arguments, [.point, .size])
            guard case .point(let p) = v[0], case .size(let s) = v[1] else { throw Interrupt.reported }
            return .rect(CGRect(origin: p, size: s))
        default: return nil
        }
    }

    private func transformInitializer(_ name: String, _ labels: [String], _ arguments: [Expr.Argument]) throws(Interrupt) -> Value? {
        switch (name, labels) {
        case ("CGAffineTransform", []): return .affineTransform(CGAffineTransform())
        case ("CGAffineTransform", ["rotationAngle"]):
            return recorded("CGAffineTransformMakeRotation", try initializerNumbers(name, labels, arguments)) {
                .affineTransform(CGAffineTransform(rotationAngle: $0[0]))
            }
        case ("CGAffineTransform", ["scaleX", "y"]):
            return recorded("CGAffineTransformMakeScale", try initializerNumbers(name, labels, arguments)) {
                .affineTransform(CGAffineTransform(scaleX: $0[0], y: $0[1]))
            }
        case ("CGAffineTransform", ["translationX", "y"]):
            return recorded("CGAffineTransformMakeTranslation", try initializerNumbers(name, labels, arguments)) {
                .affineTransform(CGAffineTransform(translationX: $0[0], y: $0[1]))
            }
        case ("CGAffineTransform", ["a", "b", "c", "d", "tx", "ty"]), ("CGAffineTransform", ["_", "_", "_", "_", "_", "_"]):
            let n = try initializerNumbers(name, labels, arguments)
            return .affineTransform(CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5]))
        case ("CATransform3D", []): return .transform3D(CATransform3D())
        case ("CATransform3D", Self.transformFields):
            return CATransform3D(elements: try initializerNumbers(name, labels, arguments)).map { .transform3D($0) }
        default: return nil
        }
    }

    /// `CGFloat(x)`, `Double(x)`, `Float(x)`, `Int(x)`, `String(x)`, `NSNumber(value:)`.
    private func valueInitializer(_ name: String, _ labels: [String], _ arguments: [Expr.Argument], whole: SourceRange) throws(Interrupt) -> Value? {
        switch (name, labels) {
        case ("CGFloat", ["_"]), ("Double", ["_"]), ("Float", ["_"]), ("Int", ["_"]):
            return try numberConversion(name, arguments[0].value, whole: whole)
        case ("String", ["_"]):
            return try swiftString(describing: arguments[0].value)
        case ("NSNumber", ["value"]):
            let value = try evaluate(arguments[0].value)
            guard value.isScalar else {
                fail(.numberInitializerMismatch, at: arguments[0].value.range)
                throw Interrupt.reported
            }
            return .number(value)
        default: return nil
        }
    }

    /// `CGFloat(x)`, `Double(x)`, `Float(x)`, `Int(x)`: a number of another type converted; an NSNumber or a Bool
    /// refused, as Swift refuses them.
    private func numberConversion(_ name: String, _ argument: Expr, whole: SourceRange) throws(Interrupt) -> Value {
        let target: ValueType = name == "CGFloat" ? .cgFloat : name == "Double" ? .double : name == "Float" ? .float : .integer(.swiftInt)
        // `Int(3.9)` is Int(Double) in Swift (3): only integer literals become an Int directly.
        let literalTyped = isLiteralOnly(argument) && !(target == .integer(.swiftInt) && containsFloatingLiteral(argument))
        let value = try evaluate(argument, expected: literalTyped ? target : nil)
        if case .number = value {
            fail(.numberConversionNeedsCast(name), at: argument.range)
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
        return try numeric(number, as: target, at: whole, from: value)
    }

    /// Layers, views, labels, gesture recognizers and colours.
    private func layerOrViewInitializer(_ name: String, _ labels: [String], _ arguments: [Expr.Argument], whole: SourceRange) throws(Interrupt) -> Value? {
        switch (name, labels) {
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
            guard case .rect(let frame) = try initializerArguments(name, labels, arguments, [.rect])[0] else { throw Interrupt.reported }
            return try createView(frame: frame, at: whole)
        case ("UILabel", []):
            return try createLabel(frame: .zero, at: whole)
        case ("UILabel", ["frame"]):
            guard case .rect(let frame) = try initializerArguments(name, labels, arguments, [.rect])[0] else { throw Interrupt.reported }
            return try createLabel(frame: frame, at: whole)
        case ("UIColor", ["white", "alpha"]):
            let n = try initializerNumbers(name, labels, arguments)
            return .color(Builtins.uiColor(red: n[0], green: n[0], blue: n[0], alpha: n[1]))
        case ("UIColor", ["red", "green", "blue", "alpha"]):
            let n = try initializerNumbers(name, labels, arguments)
            return .color(Builtins.uiColor(red: n[0], green: n[1], blue: n[2], alpha: n[3]))
        default: return nil
        }
    }

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
}
