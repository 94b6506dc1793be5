import Diagnostics

/// Messages to an array (`[points objectAtIndex:0]`, `[points addObject:p]`, Swift's `points.map { … }`), which
/// `instanceMessage` asks when the receiver is an array.
extension Interpreter {
    /// The answer, or nil when the array has no such method (after refusing the NSArray methods notebook does not
    /// model), so that `instanceMessage` reports it.
    func arrayMessage(_ elements: [Value], receiver: Expr, _ rawSelector: String, _ selector: String, _ arguments: [Expr.Argument],
                      argumentValues: ([ValueType]) throws(Interrupt) -> [Value], selectorRange: SourceRange,
                      whole: SourceRange) throws(Interrupt) -> Value? {
        if dialect == .swift, let result = try sequenceMessage(elements, rawSelector, arguments, whole: whole) { return result }
        switch selector {
        case "objectAtIndex:" where dialect == .objc:
            let index = try argumentValues([.integer(.nsUInteger)])[0]
            return try element(of: .array(elements), at: index, baseRange: receiver.range, indexRange: arguments[0].value.range)
        case "count" where dialect == .objc:
            return .integer(elements.count, .nsUInteger)
        case "firstObject" where dialect == .objc, "anyObject" where dialect == .objc: return elements.first ?? .null
        case "lastObject" where dialect == .objc: return elements.last ?? .null
        case "copy" where dialect == .objc, "mutableCopy" where dialect == .objc:
            // A new array either way (arrays are values here); what `copy` makes immutable is the variable's
            // business (`holdsImmutableArray`).
            return .array(elements)
        case "addObject:" where dialect == .objc, "append:" where dialect == .swift:
            try appendElement(to: elements, receiver: receiver, arguments[0], whole: whole)
            return .void
        case "replaceObjectAtIndex:withObject:" where dialect == .objc, "insertObject:atIndex:" where dialect == .objc:
            var edited = elements
            try editObjCArray(&edited, selector, arguments, whole: whole)
            try store(.array(edited), into: receiver, valueRange: whole)
            return .void
        default:
            try refuseUnmodelledArrayMethod(receiver, selector, at: selectorRange)
            return nil
        }
    }

    /// `[array addObject:x]` on an array that is not held by a variable (a property, an element): the array with
    /// the new element is stored back where it came from.
    private func appendElement(to elements: [Value], receiver: Expr, _ argument: Expr.Argument, whole: SourceRange) throws(Interrupt) {
        let value = try evaluate(argument.value)
        if case .null = value, dialect == .objc {
            fail(.nilInsert, at: argument.value.range)
            throw Interrupt.reported
        }
        if elements.count >= Limits.maximumArrayCount {
            fail(.arrayTooLarge, at: whole)
            throw Interrupt.abort
        }
        var grown = elements
        grown.append(value)
        try store(.array(grown), into: receiver, valueRange: whole)
    }
}
