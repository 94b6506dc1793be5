import Diagnostics

/// Objective-C's `NSArray` declares no method that writes: clang rejects `arr[i] = x`, `addObject:`,
/// `insertObject:atIndex:` and `replaceObjectAtIndex:withObject:` when the static type says `NSArray` (a variable
/// declared `NSArray *`, or an `@[...]` literal). Both classes hold the same `.array` value, so the static type is
/// what tells them apart. `NSMutableArray *m = @[…]` is only clang's warning; the variable then holds an immutable
/// array, and a write through it is Foundation's exception at run time.
extension Interpreter {
    static let arrayWritingSelectors: Set<String> = ["addObject:", "insertObject:atIndex:", "replaceObjectAtIndex:withObject:"]

    func isStaticallyImmutableArray(_ expression: Expr) -> Bool {
        guard dialect == .objc else { return false }
        switch expression.kind {
        case .array: return true
        case .identifier(let name): return lookupVariable(name)?.variable.isImmutableArray == true
        case .send(let receiver, "arrayWithArray:", _, _): if case .identifier("NSArray") = receiver.kind { return true } else { return false }
        default: return false
        }
    }

    /// Whether an `NSMutableArray *` variable given `value` holds an immutable array: an `NSArray` (clang's
    /// warning, here) or a variable that holds one.
    func holdsImmutableArray(_ value: Expr?, initializing: Bool) -> Bool {
        guard let value else { return false }
        if isStaticallyImmutableArray(value) {
            warn(.immutableArrayToMutable(initializing: initializing), at: value.range)
            return true
        }
        // `copy` returns `id`, so clang says nothing; the array it makes is immutable all the same.
        if case .send(_, "copy", let arguments, _) = value.kind, arguments.isEmpty { return true }
        guard case .identifier(let name) = value.kind else { return false }
        return lookupVariable(name)?.variable.holdsImmutableArray == true
    }

    /// Foundation's exception when `selector` writes through an `NSMutableArray *` variable that holds an
    /// immutable array.
    private func rejectWriteToHeldImmutableArray(_ receiver: Expr, _ selector: String, at range: SourceRange) throws(Interrupt) {
        guard case .identifier(let name) = receiver.kind, let variable = lookupVariable(name)?.variable,
              variable.holdsImmutableArray, case .array(let elements) = variable.value else { return }
        let className = elements.isEmpty ? "__NSArray0" : elements.count == 1 ? "__NSSingleObjectArrayI" : "__NSArrayI"
        fail(.immutableArrayWrite(className, selector: selector), at: range,
             notes: [.init("'\(name)' holds an immutable NSArray (NSInvalidArgumentException: the app stops here); build it with [NSMutableArray array] and addObject:, or mutableCopy",
                           at: sink.location(variable.range.start))])
        throw Interrupt.reported
    }

    /// Fails with clang's message when `selector` writes to a receiver whose static type is `NSArray`.
    func rejectImmutableArrayMessage(_ receiver: Expr, _ selector: String, selectorRange: SourceRange) throws(Interrupt) {
        guard Self.arrayWritingSelectors.contains(selector) else { return }
        try rejectWriteToHeldImmutableArray(receiver, selector, at: selectorRange)
        guard isStaticallyImmutableArray(receiver) else { return }
        fail(.unknownObjectMethod(selector, typeName: "NSArray", isObject: true, suggestion: ""), at: selectorRange)
        throw Interrupt.reported
    }

    /// Fails with clang's message for `array[i] = x` when the array's static type is `NSArray`.
    func rejectImmutableArrayElementWrite(_ base: Expr, target: SourceRange) throws(Interrupt) {
        try rejectWriteToHeldImmutableArray(base, "setObject:atIndexedSubscript:", at: target)
        guard isStaticallyImmutableArray(base) else { return }
        fail(.assignThroughSubscript("NSArray", in: dialect), at: target)
        throw Interrupt.reported
    }
}
