import Diagnostics
import TransformKit

/// Assignment: to variables, struct fields (written back through the path), layer and view properties, and Swift
/// array elements. Objective-C cannot assign a field of a struct returned by a property getter
/// (`layer.frame.origin.x = 0` is "expression is not assignable"); Swift writes the struct back.
extension Interpreter {
    func assign(_ op: AssignmentOperator, _ target: Expr, _ valueExpression: Expr, whole: SourceRange, discarded: Bool) throws(Interrupt) -> Value {
        if case .postfix(.optionalChain, let chain) = target.kind {
            // `view.superview?.backgroundColor = c`: Swift skips the assignment (and its value) when a link is nil.
            return try optionalChain { () throws(Interrupt) in
                try assign(op, chain, valueExpression, whole: whole, discarded: discarded)
            } ?? .void
        }
        return try withCallsMadeOnce(in: target) { (target) throws(Interrupt) in
            try assignOnce(op, target, valueExpression, whole: whole)
        }
    }

    private func assignOnce(_ op: AssignmentOperator, _ target: Expr, _ valueExpression: Expr, whole: SourceRange) throws(Interrupt) -> Value {
        if op == .assign, case .identifier(let name) = target.kind, lookupVariable(name)?.variable.isMutableArray == true {
            let holdsImmutable = holdsImmutableArray(valueExpression, initializing: false)
            let result = try assignReading(op, target, valueExpression, whole: whole)
            lookupVariable(name)?.scope[name]?.holdsImmutableArray = holdsImmutable
            return result
        }
        if case .member(let base, let property, _) = target.kind, let (name, nameRange) = unmodelledOwner(base) {
            // `button.titleLabel.font = …`: what is set belongs to an object notebook does not model.
            _ = try evaluate(valueExpression, expected: unmodelledValueType(property))
            warn(.unmodelledUIKitProperty(name), at: nameRange)
            return .void
        }
        if op == .assign, case .member(let base, let name, let nameRange) = target.kind, isObjectPath(base),
           AppleAPI.isProperty(name) {
            // An unmodelled property has no current value to read: the assignment is judged without one.
            let object = try evaluate(base)
            if case .layer = object {} else if case .view = object {} else { return try assignReading(op, target, valueExpression, whole: whole) }
            let isLayer: Bool
            if case .layer = object { isLayer = true } else { isLayer = false }
            if AppleAPI.property(name, onLayer: isLayer) != nil {
                _ = try evaluate(valueExpression, expected: unmodelledValueType(name))
                if case .view(let view) = object, isLabelText(view, name) { return .void }
                _ = try ignoredUnmodelledProperty(name, onLayer: isLayer, at: nameRange)
                return .void
            }
        }
        return try assignReading(op, target, valueExpression, whole: whole)
    }

    /// A variable or a property path (`layer`, `self.button.layer`): evaluating it has no side effect, so it may be
    /// read to learn what it is before the assignment proper reads it again.
    private func isObjectPath(_ expression: Expr) -> Bool {
        switch expression.kind {
        case .identifier(let name): return name != "self" && name != "super"
        case .member(let base, _, _):
            if case .identifier("self") = base.kind { return true }
            return isObjectPath(base)
        default: return false
        }
    }

    /// The unmodelled property (`titleLabel`, `imageView`) an assignment target hangs from, if any.
    private func unmodelledOwner(_ expression: Expr) -> (String, SourceRange)? {
        // Swift reaches it through an optional: `button.titleLabel?.textAlignment`.
        if case .postfix(let op, let inner) = expression.kind, op == .forceUnwrap || op == .optionalLink { return unmodelledOwner(inner) }
        guard case .member(let base, let name, let nameRange) = expression.kind else { return nil }
        // Every view object is an unmodelled view property that does not change geometry: one look-up says both.
        if AppleAPI.viewObjects.contains(name) {
            return (name, nameRange)
        }
        return unmodelledOwner(base)
    }

    private func assignReading(_ op: AssignmentOperator, _ target: Expr, _ valueExpression: Expr, whole: SourceRange) throws(Interrupt) -> Value {
        // `array[count] = object` appends in Objective-C: the element is not read before a plain assignment.
        let (current, owner) = op == .assign && dialect == .objc && isIndex(target) ? (Value.null, nil) : try readTarget(target)
        var targetType = ValueType(of: current)
        if case .identifier(let name) = target.kind, let (_, variable) = lookupVariable(name), let declared = variable.type {
            targetType = declared
        }
        var newValue: Value
        if let arithmetic = op.arithmetic {
            let operand = try evaluate(valueExpression, expected: dialect == .swift && isContextual(valueExpression) ? targetType : nil)
            newValue = try Arithmetic(interpreter: self).apply(arithmetic, current, operand, whole: Expr(.binary(arithmetic, target, valueExpression), whole),
                                                               left: target, right: valueExpression)
            if dialect == .objc, current.isScalar, let number = newValue.numericValue {
                // C converts the result of a compound assignment back to the left side's type.
                newValue = try numeric(number, as: targetType, at: whole, from: newValue)
            }
        } else {
            newValue = try evaluate(valueExpression, expected: targetType)
        }
        if let owner, case .member(_, let name, let nameRange) = target.kind {
            try setObjectProperty(owner, name, newValue, at: nameRange, valueRange: valueExpression.range)
        } else {
            try store(newValue, into: target, valueRange: valueExpression.range)
        }
        return dialect == .swift ? .void : (try evaluateAfterStore(target) ?? newValue)
    }

    /// The target's current value and, for a property of a layer or view reached by a plain path
    /// (`self.layerView.layer.transform`), that layer or view: the store sets the property on it rather than walking
    /// the path a second time. A path through a listing's own getter is walked again, as the getter may do anything.
    private func readTarget(_ target: Expr) throws(Interrupt) -> (value: Value, owner: Value?) {
        guard case .member(let base, let name, let nameRange) = target.kind, isObjectPath(base), !isUnboundName(base) else {
            return (try evaluate(target), nil)
        }
        // What `evaluate(target)` does for such a member: one step for the member, then its base, then the member.
        try descend(target.range)
        defer { evaluationDepth -= 1 }
        let container = try evaluate(base)
        let value = try valueMember(container, name, at: nameRange, baseRange: base.range)
        switch container {
        case .layer, .view: return (value, passesThroughListingGetter(base) ? nil : container)
        default: return (value, nil)
        }
    }

    private func isIndex(_ expression: Expr) -> Bool {
        if case .index = expression.kind { return true }
        return false
    }

    /// A name that is no variable (`self`, a type or an outlet reached through implicit `self`): `member(of:)` gives
    /// its members a meaning of their own.
    private func isUnboundName(_ expression: Expr) -> Bool {
        guard case .identifier(let name) = expression.kind else { return false }
        return !isVariable(name)
    }

    /// Whether evaluating `path` calls one of the listing's own getters (`self.transformView` with
    /// `- (UIView *)transformView`).
    private func passesThroughListingGetter(_ path: Expr) -> Bool {
        guard case .member(let base, let name, _) = path.kind else { return false }
        if dialect == .objc, case .identifier("self") = base.kind, listingFunction(named: name) != nil { return true }
        return passesThroughListingGetter(base)
    }

    private func evaluateAfterStore(_ target: Expr) throws(Interrupt) -> Value? {
        if case .identifier(let name) = target.kind, let (_, variable) = lookupVariable(name) { return variable.value }
        return nil
    }

    func increment(_ operand: Expr, by delta: Int, returnsOld: Bool, whole: SourceRange) throws(Interrupt) -> Value {
        try withCallsMadeOnce(in: operand) { (operand) throws(Interrupt) in
            try incrementOnce(operand, by: delta, returnsOld: returnsOld, whole: whole)
        }
    }

    private func incrementOnce(_ operand: Expr, by delta: Int, returnsOld: Bool, whole: SourceRange) throws(Interrupt) -> Value {
        let current = try evaluate(operand)
        let next: Value
        switch current {
        case .integer(let x, let type):
            let (raw, overflowed) = x.addingReportingOverflow(delta)
            try Arithmetic.rejectUnsignedWrap(raw, overflowed: overflowed, type: type, expression: text(whole), at: whole, in: self)
            if dialect == .objc, type.overflowIsUndefined, overflowed || type.wrap(raw) != raw {
                warn(.integerOverflow(text(whole), wrapped: type.wrap(raw), typeName: type.name), at: whole)
            }
            next = .integer(type.wrap(raw), type)
        case .cgFloat(let x): next = .cgFloat(x + Double(delta))
        case .double(let x): next = .double(x + Double(delta))
        case .float(let x): next = .float(x + Float(delta))
        default:
            fail(.cannotIncrement(current.typeName(in: dialect)), at: whole)
            throw Interrupt.reported
        }
        try store(next, into: operand, valueRange: whole)
        return returnsOld ? current : next
    }

    /// Stores `value` into the place `target` denotes.
    func store(_ value: Value, into target: Expr, valueRange: SourceRange) throws(Interrupt) {
        switch target.kind {
        case .identifier(let name):
            try storeVariable(name, value, target: target, valueRange: valueRange)
        case .member(let base, let name, let nameRange):
            try storeMember(name, of: base, value, target: target, nameRange: nameRange, valueRange: valueRange)
        case .index(let base, let index):
            try storeElement(value, in: base, at: index, target: target, valueRange: valueRange)
        case .postfix(.forceUnwrap, let inner), .postfix(.optionalLink, let inner):
            try store(value, into: inner, valueRange: valueRange)
        case .call, .send:
            fail(.assignToCallResult(in: dialect), at: target.range)
            throw Interrupt.reported
        default:
            fail(.assignToExpression(in: dialect), at: target.range)
            throw Interrupt.reported
        }
    }

    /// `name = value`: a variable (converted to its declared type), else a property of `self` named without `self.`.
    private func storeVariable(_ name: String, _ value: Value, target: Expr, valueRange: SourceRange) throws(Interrupt) {
        if Self.isHeldCallResult(name) {
            // `makePoint().x = 1`: a struct returned by a call is a temporary.
            fail(.assignToCallResult(in: dialect), at: target.range)
            throw Interrupt.reported
        }
        if let (scope, variable) = lookupVariable(name) {
            if variable.isPoisoned { throw Interrupt.reported }
            if variable.isCapturedCopy {
                fail(.blockCaptureNotAssignable, at: target.range,
                     notes: [.init("'\(name)' is declared here", at: sink.location(variable.range.start))])
                throw Interrupt.reported
            }
            if variable.isConstant {
                fail(.assignToConstQualified(name, in: dialect), at: target.range,
                     notes: [.init("'\(name)' is declared here", at: sink.location(variable.range.start))])
                throw Interrupt.reported
            }
            let converted = try variable.type.map { (type) throws(Interrupt) in try convert(value, to: type, at: valueRange, context: .assignment(field: nil)) } ?? value
            warnIfNonFinite(converted, name: name, at: valueRange)
            scene.bind(converted, to: name)
            scope[name]?.value = converted
            return
        }
        if try storeImplicitSelfField(name, value, at: target.range, valueRange: valueRange) { return }
        if dialect == .swift, selfProperties[name] != nil || scene.outlet(named: name) != nil || name == "view" {
            try storeSelfProperty(name, value, at: target.range, valueRange: valueRange)
            return
        }
        // Objective-C's instance variable behind a property: `_transformView = …` in a getter.
        if dialect == .objc, name.hasPrefix("_"), name.count > 1, selfProperties[String(name.dropFirst())] != nil {
            try storeSelfProperty(String(name.dropFirst()), value, at: target.range, valueRange: valueRange)
            return
        }
        _ = try identifier(name, at: target.range, expected: nil)
        fail(.expressionNotAssignable, at: target.range)
        throw Interrupt.reported
    }

    /// `base.name = value`: a property of an object, or a field of a struct value, which is then stored back into
    /// `base` (the struct is a value: `frame.origin.x = 1` stores a new frame).
    private func storeMember(_ name: String, of base: Expr, _ value: Value, target: Expr,
                             nameRange: SourceRange, valueRange: SourceRange) throws(Interrupt) {
        if case .identifier("self") = base.kind, !isVariable("self") {
            try storeSelfProperty(name, value, at: nameRange, valueRange: valueRange)
            return
        }
        let container = try evaluate(base)
        switch container {
        case .layer, .view, .null:
            try setObjectProperty(container, name, value, at: nameRange, valueRange: valueRange)
        case .animation(let animation):
            try setAnimationProperty(animation, name, value, at: nameRange, valueRange: valueRange)
        case .object(let object):
            try setOwnObjectProperty(object, name, value, at: nameRange, valueRange: valueRange)
        default:
            guard let updated = try settingField(container, name, to: value, at: nameRange, valueRange: valueRange) else {
                if try structField(container, name) != nil {
                    fail(.assignToGetOnlyProperty(name), at: nameRange)
                    throw Interrupt.reported
                }
                _ = try valueMember(container, name, at: nameRange, baseRange: base.range)
                fail(.expressionNotAssignable, at: target.range)
                throw Interrupt.reported
            }
            if dialect == .objc, isObjectPropertyAccess(base) {
                fail(.expressionNotAssignableNamed(text(base.range)), at: target.range)
                throw Interrupt.reported
            }
            try store(updated, into: base, valueRange: valueRange)
        }
    }

    /// `base[index] = value`: the array is changed and stored back into `base`.
    private func storeElement(_ value: Value, in base: Expr, at index: Expr, target: Expr, valueRange: SourceRange) throws(Interrupt) {
        if dialect == .swift, case .identifier = base.kind {
            // Fast path: the variable's array is changed in place, without a second reference to its buffer.
            let position = try evaluate(index, expected: .integer(.swiftInt))
            let changed = try mutateArrayVariable(base) { (elements: inout [Value]) throws(Interrupt) in
                _ = try self.element(of: .array(elements), at: position, baseRange: base.range, indexRange: index.range)
                if case .integer(let offset, _) = position { elements[offset] = value }
            }
            if changed { return }
        }
        try rejectImmutableArrayElementWrite(base, target: target.range)
        let collection = try evaluate(base)
        guard case .array(var elements) = collection else {
            fail(.assignThroughSubscript(collection.typeName(in: dialect), in: dialect), at: target.range)
            throw Interrupt.reported
        }
        let position = try evaluate(index, expected: .integer(.swiftInt))
        if dialect == .objc {
            try setObjCElement(&elements, at: position, to: value, indexRange: index.range, valueRange: valueRange)
        } else {
            _ = try element(of: collection, at: position, baseRange: base.range, indexRange: index.range)
            guard case .integer(let offset, _) = position else { return }
            elements[offset] = value
        }
        try store(.array(elements), into: base, valueRange: valueRange)
    }

    /// `array[i] = object` on an `NSMutableArray` (`setObject:atIndexedSubscript:`): an index equal to the count
    /// appends; past it, or a nil object, is the exception Foundation raises.
    func setObjCElement(_ elements: inout [Value], at position: Value, to value: Value,
                        indexRange: SourceRange, valueRange: SourceRange) throws(Interrupt) {
        guard case .integer(let offset, _) = position else {
            fail(.subscriptType(position.typeName(in: dialect), in: dialect), at: indexRange)
            throw Interrupt.reported
        }
        if case .null = value {
            fail(.nilObject(selector: "setObject:atIndexedSubscript:"), at: valueRange)
            throw Interrupt.reported
        }
        guard offset >= 0, offset <= elements.count else {
            fail(.indexOutOfRange(offset, count: elements.count, in: dialect), at: indexRange)
            throw Interrupt.reported
        }
        if offset == elements.count {
            guard elements.count < Limits.maximumArrayCount else {
                fail(.arrayTooLarge, at: indexRange)
                throw Interrupt.abort
            }
            elements.append(value)
        } else {
            elements[offset] = value
        }
    }

    /// `replaceObjectAtIndex:withObject:` (an index below the count) and `insertObject:atIndex:` (up to the count),
    /// with Foundation's exceptions for an index out of range or a nil object.
    func editObjCArray(_ elements: inout [Value], _ selector: String, _ arguments: [Expr.Argument],
                       whole: SourceRange) throws(Interrupt) {
        let inserts = selector == "insertObject:atIndex:"
        let (indexArgument, objectArgument) = inserts ? (arguments[1], arguments[0]) : (arguments[0], arguments[1])
        let first = try evaluate(arguments[0].value, expected: inserts ? nil : .integer(.nsUInteger))
        let second = try evaluate(arguments[1].value, expected: inserts ? .integer(.nsUInteger) : nil)
        let (position, value) = inserts ? (second, first) : (first, second)
        guard case .integer(let offset, _) = position else {
            fail(.subscriptType(position.typeName(in: dialect), in: dialect), at: indexArgument.value.range)
            throw Interrupt.reported
        }
        if case .null = value {
            fail(.nilObject(selector: selector), at: objectArgument.value.range)
            throw Interrupt.reported
        }
        guard offset >= 0, inserts ? offset <= elements.count : offset < elements.count else {
            fail(.indexOutOfRange(offset, count: elements.count, in: dialect), at: indexArgument.value.range)
            throw Interrupt.reported
        }
        if !inserts {
            elements[offset] = value
            return
        }
        guard elements.count < Limits.maximumArrayCount else {
            fail(.arrayTooLarge, at: whole)
            throw Interrupt.abort
        }
        elements.insert(value, at: offset)
    }

    /// Changes the array held by a plain variable in place (no copy), so that appending or assigning elements in a
    /// loop stays linear. Returns false when `expression` is not such a variable.
    func mutateArrayVariable(_ expression: Expr, _ change: (inout [Value]) throws(Interrupt) -> Void) throws(Interrupt) -> Bool {
        // Bound straight from the helper's result, so no other copy of the variable keeps the buffer alive.
        guard case .identifier(let name) = expression.kind,
              case (let scope, var elements, let isConstant)? = arrayVariable(named: name) else { return false }
        if isConstant {
            fail(.mutatingConstQualified(name, in: dialect), at: expression.range)
            throw Interrupt.reported
        }
        scope[name]?.value = .void  // Drop the scope's reference so that `elements` is uniquely referenced.
        defer { scope[name]?.value = .array(elements) }
        try change(&elements)
        return true
    }

    /// The scope, elements and constness of a variable holding an array (nil for anything else).
    func arrayVariable(named name: String) -> (Scope, [Value], Bool)? {
        guard let (scope, variable) = lookupVariable(name), !variable.isPoisoned, case .array(let elements) = variable.value else { return nil }
        return (scope, elements, variable.isConstant)
    }

    /// The number of elements of a variable holding an array.
    func arrayVariableCount(named name: String) -> Int? {
        arrayVariable(named: name)?.1.count
    }

    /// Whether `expression` reads a property of a layer or view (a getter, whose struct result is a copy).
    func isObjectPropertyAccess(_ expression: Expr) -> Bool {
        switch expression.kind {
        case .member(let base, _, _):
            if case .identifier("self") = base.kind { return false }
            guard let value = try? evaluate(base) else { return false }
            switch value {
            case .layer, .view: return true
            default: return isObjectPropertyAccess(base)
            }
        case .send, .call:
            return true
        default:
            return false
        }
    }

    func storeSelfProperty(_ name: String, _ value: Value, at range: SourceRange, valueRange: SourceRange) throws(Interrupt) {
        if let property = selfProperties[name] {
            if property.isPoisoned { throw Interrupt.reported }
            if property.isConstant {
                fail(.assignToLetProperty(name), at: range)
                throw Interrupt.reported
            }
            let converted = try property.type.map { (type) throws(Interrupt) in try convert(value, to: type, at: valueRange, context: .assignment(field: nil)) } ?? value
            scene.bind(converted, to: "self.\(name)")
            selfProperties[name]?.value = converted
            return
        }
        if name == "view" || scene.outlet(named: name) != nil || scene.collection(named: name) != nil {
            fail(.assignToOutlet, at: range)
            throw Interrupt.reported
        }
        _ = try selfMember(name, at: range)
    }
}
