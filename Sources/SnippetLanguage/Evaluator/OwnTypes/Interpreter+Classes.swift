import Diagnostics

/// Objective-C classes the listing declares itself (`@interface DHVector : NSObject` … `@implementation DHVector`),
/// on the machinery of the listing's Swift structs (`ListingTypes`, `callMember`): `[[DHVector alloc] init…]`,
/// `[DHVector new]`, class methods, instance methods by selector, properties (read and written through their
/// instance variable `_x`, or through the class's own accessor methods when it defines them) and instance
/// variables named bare inside methods. Objects are references (`ListingObject`); a message to nil returns nil, or
/// 0 of the method's declared result.
extension Interpreter {
    /// A class the listing declares, by name (Objective-C only).
    func ownClass(_ name: String) -> ListingTypes.Members? {
        guard dialect == .objc, !listingTypes.isEmpty, let members = listingTypes.members(of: name),
              members.structure?.isClass == true else { return nil }
        return members
    }

    /// Inside a class method (`+ (DHVector *)vectorWithX:…`), the class `self` names.
    func classOfRunningClassMethod() -> String? {
        guard dialect == .objc, !isVariable("self"), let (_, marker) = lookupVariable(Self.memberTypeMarker),
              case .string(let className) = marker.value else { return nil }
        return className
    }

    // MARK: Classes

    /// `[DHVector vectorWithX:1 y:2]` (a class method) or `[DHVector new]` (alloc and init); nil when `className` is
    /// not the listing's, or for `alloc` alone, which the caller reports.
    func ownClassMessage(_ className: String, _ selector: String, _ arguments: [Expr.Argument], selectorRange: SourceRange,
                         whole: SourceRange) throws(Interrupt) -> Value? {
        guard let members = ownClass(className), selector != "alloc" else { return nil }
        if selector == "new" && arguments.isEmpty {
            return try allocOwnClass(className, "init", [], selectorRange: selectorRange, whole: whole)
        }
        guard let method = members.statics[selector] else {
            fail(.unknownClassMethod(selector, className: className, suggestion: didYouMean(selector, in: members.statics.keys.sorted())),
                 at: selectorRange)
            throw Interrupt.reported
        }
        return try callMember(method, of: className, on: nil, arguments: try memberArguments(method, arguments), at: whole).result
    }

    /// `[[DHVector alloc] initWithX:1 y:2]`: a new object, its instance variables zero (as `alloc` leaves them), then
    /// the initializer, NSObject's `init` when the class does not define one. Nil when `className` is not the listing's.
    func allocOwnClass(_ className: String, _ selector: String, _ arguments: [Expr.Argument], selectorRange: SourceRange,
                       whole: SourceRange) throws(Interrupt) -> Value? {
        guard let members = ownClass(className), let declaration = members.structure else { return nil }
        var fields: [Value] = []
        for variable in declaration.storedProperties {
            fields.append(try variable.type.map { (type) throws(Interrupt) in try resolveType(type).zeroValue } ?? .null)
        }
        let object = ListingObject(className: className, names: declaration.storedProperties.map { $0.name }, fields: fields)
        if selector == "init" && members.instance["init"] == nil && arguments.isEmpty { return .object(object) }
        return try ownObjectMessage(object, selector, arguments, selectorRange: selectorRange, whole: whole)
    }

    // MARK: Instances

    /// `[vector rotatedBy:angle]`: the class's method; else `[vector x]` / `[vector setX:3]`, a property's accessor.
    func ownObjectMessage(_ object: ListingObject, _ selector: String, _ arguments: [Expr.Argument], selectorRange: SourceRange,
                          whole: SourceRange) throws(Interrupt) -> Value {
        let members = ownClass(object.className)
        if let method = members?.instance[selector] {
            return try callMember(method, of: object.className, on: .object(object), arguments: try memberArguments(method, arguments),
                                  at: whole).result
        }
        let properties = members?.structure?.propertyNames ?? []
        if arguments.isEmpty, let value = try ownObjectProperty(object, selector, at: selectorRange) { return value }
        if arguments.count == 1, let name = setterProperty(selector), properties.contains(name) {
            try setOwnObjectProperty(object, name, try evaluate(arguments[0].value), at: selectorRange, valueRange: arguments[0].value.range)
            return .void
        }
        let candidates = (members?.instance.keys.sorted() ?? []) + properties
        fail(.unknownObjectMethod(selector, typeName: object.className, isObject: true, suggestion: didYouMean(selector, in: candidates)),
             at: selectorRange)
        throw Interrupt.reported
    }

    /// `vector.x`: the class's getter method when it defines one, else the property's instance variable; nil when
    /// the class has no such property (the caller reports it).
    func ownObjectProperty(_ object: ListingObject, _ name: String, at range: SourceRange) throws(Interrupt) -> Value? {
        guard let members = ownClass(object.className) else { return nil }
        if let getter = members.instance[name], getter.parameters.isEmpty {
            return try callMember(getter, of: object.className, on: .object(object), arguments: [], at: range).result
        }
        guard members.structure?.propertyNames.contains(name) == true else { return nil }
        return object.state.field("_" + name)
    }

    /// `vector.x = 3`: the class's setter method `setX:` when it defines one, else the property's instance variable.
    func setOwnObjectProperty(_ object: ListingObject, _ name: String, _ value: Value, at range: SourceRange,
                              valueRange: SourceRange) throws(Interrupt) {
        let members = ownClass(object.className)
        let setterName = "set" + name.prefix(1).uppercased() + name.dropFirst() + ":"
        if let setter = members?.instance[setterName], let parameter = setter.parameters.first {
            let argument = try convert(value, to: try resolveType(parameter.type), at: valueRange, context: .assignment(field: name))
            _ = try callMember(setter, of: object.className, on: .object(object), arguments: [argument], at: range)
            return
        }
        guard members?.structure?.propertyNames.contains(name) == true else {
            _ = try valueMember(.object(object), name, at: range, baseRange: range)
            return
        }
        try storeOwnField(object, "_" + name, value, valueRange: valueRange)
    }

    /// Inside a method of the listing's class, `_x` or `count`: an instance variable of `self`.
    func ownInstanceVariable(_ name: String) -> Value? {
        guard let (_, variable) = lookupVariable("self"), case .object(let object) = variable.value else { return nil }
        return object.state.field(name)
    }

    /// Inside a method of the listing's class, `_x = x;`; false when `name` is not an instance variable of `self`.
    func storeOwnInstanceVariable(_ name: String, _ value: Value, valueRange: SourceRange) throws(Interrupt) -> Bool {
        guard let (_, variable) = lookupVariable("self"), case .object(let object) = variable.value,
              object.state.field(name) != nil else { return false }
        try storeOwnField(object, name, value, valueRange: valueRange)
        return true
    }

    /// Sets an instance variable, converted to its declared type as an assignment converts.
    private func storeOwnField(_ object: ListingObject, _ name: String, _ value: Value, valueRange: SourceRange) throws(Interrupt) {
        let declared = ownClass(object.className)?.structure?.storedProperties.first { $0.name == name }?.type
        let converted = try declared.map { (type) throws(Interrupt) in
            try convert(value, to: try resolveType(type), at: valueRange, context: .assignment(field: name))
        } ?? value
        warnIfNonFinite(converted, name: name, at: valueRange)
        if let changed = object.state.setting(name, to: converted) { object.state = changed }
    }

    // MARK: nil

    /// What a message to nil returns, as Objective-C defines it: 0 of the result type the listing's classes declare
    /// for the selector (a number, a struct of zeros), nil otherwise.
    func nilMessageResult(_ selector: String) throws(Interrupt) -> Value {
        try zeroOfOwnProperty(selector) ?? .null
    }

    /// `[none length]` / `none.x` for a method or property of one of the listing's classes: 0 of its declared
    /// type; nil when no class declares it.
    func zeroOfOwnProperty(_ name: String) throws(Interrupt) -> Value? {
        for className in listingTypes.classNames {
            guard let members = ownClass(className), let declaration = members.structure else { continue }
            let type = members.instance[name]?.returnType
                ?? (declaration.propertyNames.contains(name) ? declaration.storedProperties.first { $0.name == "_" + name }?.type : nil)
            if let type { return try resolveType(type).zeroValue }
        }
        return nil
    }
}
