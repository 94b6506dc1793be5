import Diagnostics

/// Objective-C's `NSArray` declares no method that writes: clang rejects `arr[i] = x`, `addObject:`,
/// `insertObject:atIndex:` and `replaceObjectAtIndex:withObject:` when the static type says `NSArray` (a variable
/// declared `NSArray *`, or an `@[...]` literal). Both classes hold the same `.array` value, so the static type is
/// what tells them apart.
extension Interpreter {
    static let arrayWritingSelectors: Set<String> = ["addObject:", "insertObject:atIndex:", "replaceObjectAtIndex:withObject:"]

    func isStaticallyImmutableArray(_ expression: Expr) -> Bool {
        guard dialect == .objc else { return false }
        switch expression.kind {
        case .array: return true
        case .identifier(let name): return lookupVariable(name)?.variable.isImmutableArray == true
        default: return false
        }
    }

    /// Fails with clang's message when `selector` writes to a receiver whose static type is `NSArray`.
    func rejectImmutableArrayMessage(_ receiver: Expr, _ selector: String, selectorRange: SourceRange) throws(Interrupt) {
        guard Self.arrayWritingSelectors.contains(selector), isStaticallyImmutableArray(receiver) else { return }
        fail(.unknownObjectMethod(selector, typeName: "NSArray", isObject: true, suggestion: ""), at: selectorRange)
        throw Interrupt.reported
    }

    /// Fails with clang's message for `array[i] = x` when the array's static type is `NSArray`.
    func rejectImmutableArrayElementWrite(_ base: Expr, target: SourceRange) throws(Interrupt) {
        guard isStaticallyImmutableArray(base) else { return }
        fail(.assignThroughSubscript("NSArray", in: dialect), at: target)
        throw Interrupt.reported
    }
}
