import Diagnostics
import TransformKit

/// Swift `struct`s and `extension`s of the listing: the memberwise initialiser, stored fields, methods (`mutating`
/// ones write `self` back into the receiver), computed properties and static members, on the listing's own structs
/// and on platform types (`extension CGPoint { func rotated(by a: CGFloat) -> CGPoint }`,
/// `extension CATransform3D { static var perspective: CATransform3D { … } }`).
///
/// A method runs as a function whose frame holds `self` (a constant unless the method is `mutating`); inside it, a
/// bare name that is no variable is looked up as a member of `self`, as Swift does.
extension Interpreter {
    /// Reports the declarations that cannot be used (a struct declared twice, an extension of an unknown type).
    func checkTypeDeclarations() {
        for problem in listingTypes.problems {
            fail(problem.diagnostic, at: problem.range)
        }
    }

    /// A written type: the platform's, or one of the listing's structs.
    func resolvedType(_ type: TypeName) -> ValueType? {
        if let resolved = ValueType.resolve(type, dialect: dialect) { return resolved }
        // An object of a class the listing declares is an `id` to the typing rules: messages find its methods.
        if !type.isArray, listingTypes.members(of: type.name)?.structure?.isClass == true { return .object }
        guard !type.isArray, listingTypes.members(of: type.name)?.structure != nil else {
            if type.isArray, listingTypes.members(of: type.name)?.structure != nil { return .array(.structure(type.name)) }
            return nil
        }
        return .structure(type.name)
    }

    /// The name member lookups use for a value: its struct's name or its platform type's Swift name.
    func listingTypeName(of value: Value) -> String {
        if case .structure(let instance) = value { return instance.typeName }
        return value.typeName(in: dialect)
    }

    // MARK: Construction

    /// `Vector(x: 1, y: 2)`: the memberwise initialiser; properties with a default may be left out, in order.
    func memberwiseInitializer(_ declaration: TypeDecl, _ arguments: [Expr.Argument], whole: SourceRange) throws(Interrupt) -> Value {
        var names: [String] = []
        var fields: [Value] = []
        var next = 0
        for property in declaration.storedProperties {
            let type = try property.type.map { (written) throws(Interrupt) in try resolveType(written) }
            let argument = next < arguments.count ? arguments[next] : nil
            let settable = !(property.isConstant && property.initializer != nil)
            var value: Value
            if settable, let argument, argument.label == property.name {
                next += 1
                value = try evaluate(argument.value, expected: type)
                if let type { value = try convert(value, to: type, at: argument.value.range, context: .initialization(property.name)) }
            } else if let initializer = property.initializer {
                value = try evaluate(initializer, expected: type)
                if let type { value = try convert(value, to: type, at: initializer.range, context: .initialization(property.name)) }
            } else {
                fail(.missingMemberwiseArgument(property.name, structName: declaration.name), at: whole,
                     notes: [.init("'\(property.name)' is declared here", at: sink.location(property.nameRange.start))])
                throw Interrupt.reported
            }
            names.append(property.name)
            fields.append(value)
        }
        if next < arguments.count {
            let argument = arguments[next]
            fail(.extraMemberwiseArgument(argument.label ?? "_", structName: declaration.name, memberwiseLabels: memberwiseLabels(declaration)),
                 at: argument.labelRange ?? argument.value.range)
            throw Interrupt.reported
        }
        return .structure(StructValue(typeName: declaration.name, names: names, fields: fields))
    }

    private func memberwiseLabels(_ declaration: TypeDecl) -> String {
        declaration.storedProperties.filter { !($0.isConstant && $0.initializer != nil) }.map { $0.name + ":" }.joined()
    }

    // MARK: Members

    /// `value.name` when the listing's code answers it: a stored field of its struct or a computed property.
    func listingMember(_ value: Value, _ name: String, at range: SourceRange) throws(Interrupt) -> Value? {
        if case .object(let object) = value { return try ownObjectProperty(object, name, at: range) }
        if case .structure(let instance) = value, let field = instance.field(name) { return field }
        guard !listingTypes.isEmpty, let getter = listingTypes.members(of: listingTypeName(of: value))?.instance[name],
              getter.isComputedProperty else { return nil }
        return try callMember(getter, of: listingTypeName(of: value), on: value, arguments: [], at: range).result
    }

    /// `Type.name` for one of the listing's static members (a stored `static let` or a static computed property).
    func listingStaticMember(_ typeName: String, _ name: String, at range: SourceRange) throws(Interrupt) -> Value? {
        let canonical = ListingTypes.canonicalName(typeName, dialect: dialect)
        guard !listingTypes.isEmpty, let members = listingTypes.members(of: canonical) else { return nil }
        if let getter = members.statics[name], getter.isComputedProperty {
            return try callMember(getter, of: canonical, on: nil, arguments: [], at: range).result
        }
        guard let property = members.staticProperties[name] else { return nil }
        return try staticPropertyValue(canonical, property, at: range)
    }

    /// A `static let` / `static var` is initialised when it is first read, as Swift does (lazily, once).
    private func staticPropertyValue(_ typeName: String, _ property: Binding, at range: SourceRange) throws(Interrupt) -> Value {
        let key = typeName + "." + property.name
        if let variable = staticProperties[key] {
            if variable.isPoisoned { throw Interrupt.reported }
            if case .void = variable.value {
                // Swift would deadlock (or crash) initialising a global that reads itself.
                fail(.circularInitialization(property.name), at: range,
                     notes: [.init("'\(property.name)' is declared here", at: sink.location(property.nameRange.start))])
                staticProperties[key]?.isPoisoned = true
                throw Interrupt.reported
            }
            return variable.value
        }
        // `.void` marks the initialisation under way; a failed one leaves the property poisoned (reported once).
        staticProperties.declare(key, Variable(value: .void, type: nil, isConstant: true, range: property.nameRange))
        guard let initializer = property.initializer else {
            fail(.staticPropertyWithoutValue(property.name), at: property.nameRange)
            staticProperties[key]?.isPoisoned = true
            throw Interrupt.reported
        }
        var value: Value
        var type: ValueType?
        do {
            type = try property.type.map { (written) throws(Interrupt) in try resolveType(written) }
            value = try evaluate(initializer, expected: type)
            if let type { value = try convert(value, to: type, at: initializer.range, context: .initialization(property.name)) }
        } catch {
            staticProperties[key]?.isPoisoned = true
            throw error
        }
        staticProperties.declare(key, Variable(value: value, type: type ?? ValueType(of: value), isConstant: property.isConstant,
                                               range: property.nameRange))
        return value
    }

    /// `value.field = newValue` on one of the listing's structs: the struct with the field replaced.
    func settingStructField(_ instance: StructValue, _ name: String, to newValue: Value, at range: SourceRange,
                            valueRange: SourceRange) throws(Interrupt) -> Value? {
        guard let current = instance.field(name) else { return nil }
        let property = listingTypes.members(of: instance.typeName)?.structure?.storedProperties.first { $0.name == name }
        if property?.isConstant == true {
            fail(.assignToLetProperty(name), at: range)
            throw Interrupt.reported
        }
        let type = try property?.type.map { (written) throws(Interrupt) in try resolveType(written) } ?? ValueType(of: current)
        let converted = try convert(newValue, to: type, at: valueRange, context: .assignment(field: name))
        return instance.setting(name, to: converted).map { .structure($0) }
    }

    // MARK: Methods

    /// A Swift method call that the listing's code may answer: a static method named on a type, or an instance method
    /// of the receiver's type. nil: not the listing's; `evaluated` then holds the receiver if it was evaluated.
    func listingSend(_ receiver: Expr, _ selector: String, _ arguments: [Expr.Argument], whole: SourceRange,
                     evaluated: inout Value?) throws(Interrupt) -> Value? {
        guard dialect == .swift, !listingTypes.isEmpty else { return nil }
        if case .identifier(let typeName) = receiver.kind, !isVariable(typeName) {
            let canonical = ListingTypes.canonicalName(typeName, dialect: dialect)
            guard let method = listingTypes.members(of: canonical)?.statics[selector], !method.isComputedProperty else { return nil }
            return try callMember(method, of: canonical, on: nil, arguments: try memberArguments(method, arguments), at: whole).result
        }
        guard listingTypes.instanceSelectors.contains(selector) else { return nil }
        let object = try evaluate(receiver)
        evaluated = object
        guard let method = listingTypes.members(of: listingTypeName(of: object))?.instance[selector], !method.isComputedProperty else {
            return nil
        }
        if method.isMutating { try requireMutable(receiver, method: method) }
        let values = try memberArguments(method, arguments)
        let (result, newSelf) = try callMember(method, of: listingTypeName(of: object), on: object, arguments: values, at: whole)
        if method.isMutating, let newSelf { try store(newSelf, into: receiver, valueRange: whole) }
        return result
    }

    /// Inside a method, `scaled(by: 2)` without `self.`: the method of `self`'s type; inside a static member, a
    /// static method of its type.
    func implicitSelfCall(_ name: String, _ arguments: [Expr.Argument], whole: SourceRange) throws(Interrupt) -> Value? {
        guard dialect == .swift, !listingTypes.isEmpty, let (_, marker) = lookupVariable(Self.memberTypeMarker),
              case .string(let typeName) = marker.value else { return nil }
        let selector = Parser.swiftSelector(name, arguments)
        guard let (_, variable) = lookupVariable("self") else {
            guard listingTypes.members(of: typeName)?.statics[selector] != nil else { return nil }
            var evaluated: Value?
            return try listingSend(Expr(.identifier(typeName), whole), selector, arguments, whole: whole, evaluated: &evaluated)
        }
        guard listingTypes.members(of: listingTypeName(of: variable.value))?.instance[selector] != nil else { return nil }
        var evaluated: Value?
        return try listingSend(Expr(.identifier("self"), whole), selector, arguments, whole: whole, evaluated: &evaluated)
    }

    /// Inside a method, a bare name that is no variable: a member of `self`.
    func implicitSelfMember(_ name: String, at range: SourceRange) throws(Interrupt) -> Value? {
        if dialect == .objc { return ownInstanceVariable(name) }
        guard dialect == .swift, !listingTypes.isEmpty, let (_, marker) = lookupVariable(Self.memberTypeMarker),
              case .string(let typeName) = marker.value else { return nil }
        guard let (_, variable) = lookupVariable("self") else { return try listingStaticMember(typeName, name, at: range) }
        if let field = try structField(variable.value, name) { return field }
        return try listingMember(variable.value, name, at: range)
    }

    /// Inside a mutating method, `x = 1` for `self.x = 1`; false when `name` is not a field of `self`.
    func storeImplicitSelfField(_ name: String, _ value: Value, at range: SourceRange, valueRange: SourceRange) throws(Interrupt) -> Bool {
        if dialect == .objc { return try storeOwnInstanceVariable(name, value, valueRange: valueRange) }
        guard dialect == .swift, !listingTypes.isEmpty, let (_, variable) = lookupVariable("self") else { return false }
        if case .structure(let instance) = variable.value {
            guard instance.field(name) != nil else { return false }
        } else if try structField(variable.value, name) == nil {
            return false
        }
        try store(value, into: Expr(.member(Expr(.identifier("self"), range), name, nameRange: range), range), valueRange: valueRange)
        return true
    }

    private func requireMutable(_ receiver: Expr, method: FunctionDecl) throws(Interrupt) {
        switch receiver.kind {
        case .identifier(let name):
            if let (_, variable) = lookupVariable(name), variable.isConstant {
                fail(.mutatingOnLetConstant(name), at: receiver.range,
                     notes: [.init("'\(method.baseName)' is 'mutating'", at: sink.location(method.nameRange.start))])
                throw Interrupt.reported
            }
        case .member, .index, .postfix(.forceUnwrap, _), .postfix(.optionalLink, _):
            break
        default:
            fail(.mutatingOnNonVariable(text(receiver.range)), at: receiver.range)
            throw Interrupt.reported
        }
    }

    func memberArguments(_ method: FunctionDecl, _ arguments: [Expr.Argument]) throws(Interrupt) -> [Value] {
        let types = try method.parameters.map { (parameter) throws(Interrupt) in try resolveType(parameter.type) }
        return try evaluateArguments(arguments, parameters: types, function: method.baseName)
    }

    /// The variable naming the type whose member is running (no written name can be it: `Self` is a keyword), so
    /// that a static member can name its type's other static members without the type's name, as Swift allows.
    static let memberTypeMarker = "Self"

    /// Runs a member of `typeName` with `self` bound (nil for a static member); returns its result and `self` as it
    /// ended.
    func callMember(_ method: FunctionDecl, of typeName: String, on selfValue: Value?, arguments: [Value],
                    at range: SourceRange) throws(Interrupt) -> (result: Value, newSelf: Value?) {
        let scope = Scope()
        scope.declare(Self.memberTypeMarker, Variable(value: .string(typeName), type: .string, isConstant: true, range: method.nameRange))
        if let selfValue {
            // Objective-C lets a method assign `self` (`self = [super init]`).
            scope.declare("self", Variable(value: selfValue, type: ValueType(of: selfValue), isConstant: !method.isMutating && dialect == .swift,
                                           range: method.nameRange))
        }
        let result = try invoke(method, arguments: arguments, at: range, scope: scope)
        return (result, scope["self"]?.value)
    }
}
