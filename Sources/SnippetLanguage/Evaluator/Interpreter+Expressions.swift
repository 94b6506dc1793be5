import Diagnostics
import TransformKit

extension Interpreter {
    /// Evaluates an expression. `expected` is the type the context asks for: Swift types its literals with it
    /// (`t.m34 = -1 / 500` divides CGFloats); Objective-C ignores it (C types literals bottom-up: `-1 / 500` is the
    /// int 0). `discarded` marks an expression statement.
    func evaluate(_ expression: Expr, expected: ValueType? = nil, discarded: Bool = false) throws(Interrupt) -> Value {
        try descend(expression.range)
        defer { evaluationDepth -= 1 }
        switch expression.kind {
        case .integer(let value, let suffix, let isDecimal):
            return integerLiteral(value, suffix: suffix, isDecimal: isDecimal, expected: expected)
        case .floating(let value, let isFloat, let text):
            return try floatingLiteral(value, isFloat: isFloat, text: text, expected: expected, at: expression.range)
        case .string(let text):
            return .string(text)
        case .boolean(let flag):
            return .bool(flag)
        case .null:
            return .null
        case .identifier(let name):
            return try identifier(name, at: expression.range, expected: expected)
        case .implicitMember(let name):
            return try implicitMember(name, expected: expected, at: expression.range)
        case .member(let base, let name, let nameRange):
            return try member(of: base, name, nameRange: nameRange, whole: expression.range)
        case .index(let base, let index):
            return try subscriptValue(base, index)
        case .call(let callee, let arguments):
            return try call(callee, arguments, whole: expression.range, expected: expected)
        case .send(let receiver, let selector, let arguments, let selectorRange):
            return try send(receiver, selector, arguments, selectorRange: selectorRange, whole: expression.range, expected: expected)
        case .unary(let op, let operand):
            return try unary(op, operand, whole: expression, expected: expected)
        case .postfix(let op, let operand):
            return try postfix(op, operand, whole: expression.range, expected: expected)
        case .binary(let op, let left, let right):
            return try binary(op, left, right, whole: expression, expected: expected)
        case .conditional(let condition, let whenTrue, let whenFalse):
            let test = try evaluate(condition, expected: dialect == .swift ? .bool : nil)
            return try evaluate(try truth(test, at: condition.range) ? whenTrue : whenFalse, expected: expected)
        case .assign(let op, let target, let value):
            return try assign(op, target, value, whole: expression.range, discarded: discarded)
        case .cast(let type, let operand):
            return try cCast(type, operand, whole: expression.range)
        case .swiftCast(let operand, let type, let kind):
            return try swiftCast(operand, type, kind: kind, whole: expression.range)
        case .box(let inner):
            return try box(inner)
        case .array(let elements):
            return try arrayLiteral(elements, at: expression.range, expected: expected)
        case .range(let lower, let upper, let closed):
            return try range(lower, upper, closed: closed, whole: expression.range)
        case .tuple(let elements):
            return try tuple(elements, expected: expected)
        case .selector:
            fail(.selectorOutsideAction(in: dialect), at: expression.range)
            throw Interrupt.reported
        case .closure(let closure):
            return .closure(makeClosure(closure, at: expression.range))
        case .statementExpression(let statements, let result):
            return try statementExpression(statements, result, expected: expected)
        case .interpolation(let parts):
            return try interpolation(parts)
        case .invalid:
            throw Interrupt.reported
        }
    }

    /// `x!`, `x?` (a link of an optional chain: nil leaves the chain), the chain itself, `x++` and `x--`.
    private func postfix(_ op: PostfixOperator, _ operand: Expr, whole: SourceRange, expected: ValueType?) throws(Interrupt) -> Value {
        switch op {
        case .forceUnwrap: return try unwrap(try evaluate(operand, expected: expected), at: operand.range)
        case .optionalLink:
            let value = try evaluate(operand, expected: expected)
            if case .null = value { throw Interrupt.nilLink }
            return value
        case .optionalChain: return try optionalChain { () throws(Interrupt) in try evaluate(operand, expected: expected) } ?? .null
        case .increment, .decrement:
            return try increment(operand, by: op == .increment ? 1 : -1, returnsOld: true, whole: whole)
        }
    }

    /// `@(x)`: an NSNumber of a number, the string itself of a string.
    private func box(_ inner: Expr) throws(Interrupt) -> Value {
        let value = try evaluate(inner)
        switch value {
        case .cgFloat, .double, .float, .integer, .bool: return .number(value)
        case .string: return value
        default:
            fail(.boxType(value.typeName(in: dialect)), at: inner.range)
            throw Interrupt.reported
        }
    }

    /// `[a, b]` / `@[a, b]`: each element typed by the element type the context asks for.
    private func arrayLiteral(_ elements: [Expr], at range: SourceRange, expected: ValueType?) throws(Interrupt) -> Value {
        if elements.count > Limits.maximumArrayCount {
            fail(.arrayLiteralTooLarge, at: range)
            throw Interrupt.reported
        }
        var element: ValueType?
        if case .array(let inner)? = expected { element = inner }
        return .array(try elements.map { (item) throws(Interrupt) in try evaluate(item, expected: element) })
    }

    /// `({ statements; result; })`: scoped like a block, so its declarations end with it. `return`, `break` and
    /// `continue` leave through it, as in C.
    private func statementExpression(_ statements: [Stmt], _ result: Expr, expected: ValueType?) throws(Interrupt) -> Value {
        pushScope()
        defer { popScope() }
        try executeBody(statements)
        return try evaluate(result, expected: expected)
    }

    // MARK: Literals

    func integerLiteral(_ value: Int, suffix: String, isDecimal: Bool, expected: ValueType?) -> Value {
        if dialect == .swift {
            switch expected {
            case .cgFloat?: return .cgFloat(Double(value))
            case .double?: return .double(Double(value))
            case .float?: return .float(Float(value))
            case .integer(let type)?: return .integer(value, type)
            default: return .integer(value, .swiftInt)
            }
        }
        // C: an unsuffixed literal is an int when it fits, else a long.
        // Most literals have no suffix: skip searching it character by character.
        // A `U` literal is an unsigned int when it fits in 32 bits, else an unsigned long.
        let isLong = !suffix.isEmpty && suffix.contains("L")
        if !suffix.isEmpty && suffix.contains("U") {
            return .integer(value, !isLong && value <= Int(UInt32.max) ? .unsignedInt : .unsignedLong)
        }
        // C11 6.4.4.1: a hexadecimal or octal literal too big for int is an unsigned int when it fits one.
        if !isLong && !isDecimal && value > Int(Int32.max) && value <= Int(UInt32.max) { return .integer(value, .unsignedInt) }
        if isLong || value > Int(Int32.max) || value < Int(Int32.min) { return .integer(value, .long) }
        return .integer(value, .int)
    }

    func floatingLiteral(_ value: Double, isFloat: Bool, text: String, expected: ValueType?, at range: SourceRange) throws(Interrupt) -> Value {
        if dialect == .swift {
            switch expected {
            case .cgFloat?: return .cgFloat(value)
            case .float?: return .float(Float(text) ?? Float(value))
            case .integer?:
                fail(.doubleToInt, at: range)
                throw Interrupt.reported
            default: return .double(value)
            }
        }
        return isFloat ? .float(Float(text) ?? Float(value)) : .double(value)
    }

    /// Whether an expression is made only of number literals and arithmetic on them, so that in Swift its type
    /// comes from the context (`let x: CGFloat = 1 / 2` is 0.5, `let n = 1 / 2` is the Int 0).
    func isLiteralOnly(_ expression: Expr) -> Bool {
        switch expression.kind {
        case .integer, .floating: return true
        case .unary(let op, let operand): return (op == .minus || op == .plus) && isLiteralOnly(operand)
        case .binary(let op, let left, let right):
            return op.isLiteralArithmetic && isLiteralOnly(left) && isLiteralOnly(right)
        case .conditional(_, let a, let b): return isLiteralOnly(a) && isLiteralOnly(b)
        default: return false
        }
    }

    /// Whether an expression takes its type from its context, as swiftc infers it through the arithmetic
    /// operators of CGFloat/Double: literals and implicit members (`.pi`), alone or combined (`.pi / 4 / 2`).
    func isContextual(_ expression: Expr) -> Bool {
        switch expression.kind {
        case .integer, .floating, .implicitMember: return true
        case .unary(let op, let operand): return (op == .minus || op == .plus) && isContextual(operand)
        case .binary(let op, let left, let right):
            return op.isLiteralArithmetic && isContextual(left) && isContextual(right)
        case .conditional(_, let a, let b): return isContextual(a) && isContextual(b)
        default: return false
        }
    }

    func containsImplicitMember(_ expression: Expr) -> Bool {
        switch expression.kind {
        case .implicitMember: return true
        case .unary(_, let operand): return containsImplicitMember(operand)
        case .binary(_, let left, let right): return containsImplicitMember(left) || containsImplicitMember(right)
        case .conditional(_, let a, let b): return containsImplicitMember(a) || containsImplicitMember(b)
        default: return false
        }
    }

    /// A contextual expression with each conditional's condition evaluated, in source order, and replaced by the
    /// branch it chose. What remains (literals, implicit members) has no effect, so it may wait for the type the
    /// other operand gives: `(hit() ? 1 : 2) + hits` calls hit() before `hits` is read, as Swift does.
    func resolvingConditions(_ expression: Expr) throws(Interrupt) -> Expr {
        var resolved = expression
        switch expression.kind {
        case .conditional(let condition, let whenTrue, let whenFalse):
            let test = try evaluate(condition, expected: dialect == .swift ? .bool : nil)
            return try resolvingConditions(try truth(test, at: condition.range) ? whenTrue : whenFalse)
        case .unary(let op, let operand):
            resolved.kind = .unary(op, try resolvingConditions(operand))
        case .binary(let op, let left, let right):
            resolved.kind = .binary(op, try resolvingConditions(left), try resolvingConditions(right))
        default:
            break
        }
        return resolved
    }

    func containsFloatingLiteral(_ expression: Expr) -> Bool {
        switch expression.kind {
        case .floating: return true
        case .unary(_, let operand): return containsFloatingLiteral(operand)
        case .binary(_, let left, let right): return containsFloatingLiteral(left) || containsFloatingLiteral(right)
        case .conditional(_, let a, let b): return containsFloatingLiteral(a) || containsFloatingLiteral(b)
        default: return false
        }
    }

    /// The type Swift gives a literal-only expression: the context's numeric type, else Double when a
    /// floating-point literal appears, else Int.
    func literalType(of expression: Expr, expected: ValueType?) -> ValueType {
        if let expected, expected.isNumeric { return expected }
        return containsFloatingLiteral(expression) ? .double : .integer(.swiftInt)
    }

    // MARK: Names

    func identifier(_ name: String, at range: SourceRange, expected: ValueType?) throws(Interrupt) -> Value {
        if let (_, variable) = lookupVariable(name) {
            if variable.isPoisoned { throw Interrupt.reported }
            return variable.value
        }
        if let value = try implicitSelfMember(name, at: range) { return value }
        switch name {
        case "self":
            fail(.bareSelf, at: range)
            throw Interrupt.reported
        case "super":
            fail(.bareSuper, at: range)
            throw Interrupt.reported
        default:
            break
        }
        if let value = try selfMemberIfImplicit(name, at: range) { return value }
        if let constant = try builtinConstant(name, at: range) { return constant }
        let typeNames = Names.typeNames(dialect)
        if typeNames.contains(name) {
            fail(.typeAsValue(name, in: dialect), at: range)
            throw Interrupt.reported
        }
        if Builtins.function(named: name, dialect: dialect) != nil || functionsByName.values.contains(where: { $0.baseName == name }) {
            fail(.functionAsValue(name), at: range)
            throw Interrupt.reported
        }
        let candidates = visibleNames + Builtins.constantNames(dialect) + implicitSelfNames
        fail(.undeclaredIdentifier(name, suggestion: didYouMean(name, in: candidates), in: dialect), at: range)
        throw Interrupt.reported
    }

    /// Names a Swift method body can use without `self.`.
    var implicitSelfNames: [String] {
        guard dialect == .swift else { return [] }
        return ["view"] + scene.knownOutletNames + selfProperties.order
    }

    /// In Swift, `layerView` inside the class means `self.layerView`; Objective-C reaches an outlet's instance
    /// variable as `_layerView`.
    func selfMemberIfImplicit(_ name: String, at range: SourceRange) throws(Interrupt) -> Value? {
        if dialect == .swift {
            if name == "view" || selfProperties[name] != nil || scene.outlet(named: name) != nil || scene.collection(named: name) != nil {
                return try selfMember(name, at: range)
            }
        } else if name.hasPrefix("_"), name.count > 1 {
            let property = String(name.dropFirst())
            if selfProperties[property] != nil || scene.outlet(named: property) != nil || scene.collection(named: property) != nil {
                return try selfMember(property, at: range)
            }
        }
        return nil
    }

    /// `self.name`: the root view, an outlet, an outlet collection or a stored property.
    func selfMember(_ name: String, at range: SourceRange) throws(Interrupt) -> Value {
        if name == "view" {
            scene.reach(scene.rootView)
            return .view(scene.rootView)
        }
        if let property = selfProperties[name] {
            if property.isPoisoned { throw Interrupt.reported }
            return property.value
        }
        if let view = scene.outlet(named: name) {
            scene.reach(view)
            return .view(view)
        }
        if let views = scene.collection(named: name) {
            return .array(views.map { .view($0) })
        }
        let candidates = ["view"] + scene.knownOutletNames + selfProperties.order
        fail(.unknownViewControllerProperty(name, suggestion: didYouMean(name, in: candidates), in: dialect), at: range,
             notes: scene.createsOutletsOnDemand ? [] : [.init("declare it as an outlet to place a view in the scene")])
        throw Interrupt.reported
    }

    func implicitMember(_ name: String, expected: ValueType?, at range: SourceRange) throws(Interrupt) -> Value {
        guard let expected else {
            fail(.implicitMemberContext(name), at: range)
            throw Interrupt.reported
        }
        // `animation.fillMode = .forwards`: fill modes are strings here (NSStrings in Objective-C).
        if expected == .string, AnimationFillMode(rawValue: name) != nil { return .string(name) }
        if let value = try listingStaticMember(expected.baseName(in: dialect), name, at: range) { return value }
        if let value = try staticMember(of: expected, name, at: range) { return value }
        fail(.unknownStaticMember(expected.name(in: dialect), name: name, suggestion: didYouMean(name, in: staticMemberNames(of: expected))),
             at: range)
        throw Interrupt.reported
    }

    /// Runs the rest of an optional chain: nil when one of its links is nil.
    func optionalChain<Result>(_ body: () throws(Interrupt) -> Result) throws(Interrupt) -> Result? {
        do {
            return try body()
        } catch .nilLink {
            return nil
        }
    }

    func unwrap(_ value: Value, at range: SourceRange) throws(Interrupt) -> Value {
        if case .null = value {
            fail(.nilUnwrap, at: range)
            throw Interrupt.reported
        }
        return value
    }

    // MARK: Casts

    func cCast(_ type: TypeName, _ operand: Expr, whole: SourceRange) throws(Interrupt) -> Value {
        let value = try evaluate(operand)
        if type.pointerDepth > 0, let target = ValueType.resolve(TypeName(name: type.name, range: type.range), dialect: .objc), !target.isObject {
            // Only the book's reinterpretation of a CATransform3D's memory as a GLKMatrix4 (Listing 5.10).
            guard case .address(let pointee, _) = value else {
                fail(.pointerCast(value.typeName(in: dialect)), at: whole)
                throw Interrupt.reported
            }
            switch (pointee, target) {
            case (.transform3D(let t), .matrix4):
                warn(.reinterpretCast, at: whole)
                return .address(.matrix4(GLKMatrix4(t)), typeName: "GLKMatrix4")
            case (.matrix4(let m), .transform3D):
                return .address(.transform3D(CATransform3D(m)), typeName: "CATransform3D")
            default:
                if ValueType(of: pointee) == target { return value }
                fail(.unsupportedReinterpretation(pointee.typeName(in: dialect), spelling: type.spelling), at: whole)
                throw Interrupt.reported
            }
        }
        let target = try resolveType(type)
        if target.isNumeric || target == .bool {
            guard value.isScalar, let number = value.numericValue else {
                fail(.invalidCastOperand(value.typeName(in: dialect)), at: whole)
                throw Interrupt.reported
            }
            return try numeric(number, as: target, at: whole, from: value)
        }
        if target == .object { return value }
        if let converted = try implicitConversion(value, to: target, at: whole) { return converted }
        if case .layer = value, target == .transformLayer { return value }
        return try convert(value, to: target, at: whole, context: .explicitCast)
    }

    func swiftCast(_ operand: Expr, _ type: TypeName, kind: String, whole: SourceRange) throws(Interrupt) -> Value {
        let target = try resolveType(type)
        let value = try evaluate(operand, expected: kind == "as" ? target : nil)
        let from = value.typeName(in: dialect)
        if kind == "as" {
            if case .number = value, target != .number, target != .object {
                fail(.numberCastNotConvertible(target.name(in: dialect)), at: whole)
                throw Interrupt.reported
            }
            if let converted = try implicitConversion(value, to: target, at: whole) { return converted }
            fail(.invalidCoercion(from, targetName: target.name(in: dialect)), at: whole)
            throw Interrupt.reported
        }
        // `as!` / `as?` from `Any`: an exact type match, or an NSNumber bridged to a number, as Foundation does.
        if case .number(let boxed) = value, target.isNumeric || target == .bool, let number = boxed.numericValue {
            return try numeric(number, as: target, at: whole)
        }
        if target == .object || ValueType(of: value) == target || (target == .layer && ValueType(of: value) == .transformLayer) {
            return value
        }
        if case .array = value, case .array = target { return value }
        if kind == "as?" { return .null }
        fail(.failedCast(from, targetName: target.name(in: dialect)), at: whole)
        throw Interrupt.reported
    }

    // MARK: Subscripts

    func subscriptValue(_ base: Expr, _ index: Expr) throws(Interrupt) -> Value {
        let collection = try evaluate(base)
        let position = try evaluate(index, expected: .integer(dialect == .objc ? .nsInteger : .swiftInt))
        return try element(of: collection, at: position, baseRange: base.range, indexRange: index.range)
    }

    func element(of collection: Value, at position: Value, baseRange: SourceRange, indexRange: SourceRange) throws(Interrupt) -> Value {
        if case .simd(let simd) = collection, case .integer(let offset, _) = position {
            return try simdElement(simd, at: offset, indexRange: indexRange)
        }
        guard case .array(let elements) = collection else {
            fail(.notSubscriptable(collection.typeName(in: dialect), in: dialect), at: baseRange)
            throw Interrupt.reported
        }
        guard case .integer(let offset, _) = position else {
            fail(.subscriptType(position.typeName(in: dialect), in: dialect), at: indexRange)
            throw Interrupt.reported
        }
        guard offset >= 0, offset < elements.count else {
            fail(.indexOutOfRange(offset, count: elements.count, in: dialect), at: indexRange)
            throw Interrupt.reported
        }
        let value = elements[offset]
        if case .view(let view) = value { scene.reach(view) }
        if case .layer(let layer) = value { scene.reach(layer) }
        return value
    }
}
