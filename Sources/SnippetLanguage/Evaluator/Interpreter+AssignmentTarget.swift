import Diagnostics

/// An assignment or increment target whose path makes a call or sends a message (`next().position.x = 10`,
/// `[self currentLayer].transform = t`, `values[nextIndex()] += 1`): the call is made once, as Swift and C make it.
///
/// Assigning reads the target's current value, then stores the new one by evaluating the path again (a struct field is
/// written back through each step), so a call in the path ran two or three times, side effects and all. Here each
/// call of the path is made first, in order, its result held in a variable of a scope that lasts for the assignment,
/// and the target rewritten to read that variable instead.
extension Interpreter {
    /// The name of a held call result: with a space, so no listing can write it or be offered it as a "did you mean".
    static let heldCallResultName = "call result"

    func withCallsMadeOnce(in target: Expr, _ body: (Expr) throws(Interrupt) -> Value) throws(Interrupt) -> Value {
        guard pathMakesACall(target, isTarget: true) else { return try body(target) }
        pushScope()
        defer { popScope() }
        var held = 0
        let rewritten = try holdingCalls(in: target, isTarget: true, held: &held)
        return try body(rewritten)
    }

    /// Whether the path of `expression` (its bases, and its subscripts' indices) makes a call or sends a message.
    private func pathMakesACall(_ expression: Expr, isTarget: Bool) -> Bool {
        switch expression.kind {
        case .member(let base, _, _), .postfix(.forceUnwrap, let base), .postfix(.optionalLink, let base):
            return pathMakesACall(base, isTarget: false)
        case .index(let base, let index):
            return pathMakesACall(base, isTarget: false) || makesACall(index)
        case .call, .send:
            return !isTarget
        default:
            return false
        }
    }

    private func makesACall(_ expression: Expr) -> Bool {
        switch expression.kind {
        case .call, .send, .assign, .postfix, .unary(.increment, _), .unary(.decrement, _): return true
        case .binary(_, let left, let right): return makesACall(left) || makesACall(right)
        default: return false
        }
    }

    private func holdingCalls(in expression: Expr, isTarget: Bool, held: inout Int) throws(Interrupt) -> Expr {
        switch expression.kind {
        case .member(let base, let name, let nameRange):
            return Expr(.member(try holdingCalls(in: base, isTarget: false, held: &held), name, nameRange: nameRange),
                        expression.range, height: expression.height)
        case .postfix(let op, let base) where op == .forceUnwrap || op == .optionalLink:
            return Expr(.postfix(op, try holdingCalls(in: base, isTarget: false, held: &held)),
                        expression.range, height: expression.height)
        case .index(let base, let index):
            let heldBase = try holdingCalls(in: base, isTarget: false, held: &held)
            let heldIndex = makesACall(index) ? try hold(index, held: &held) : index
            return Expr(.index(heldBase, heldIndex), expression.range, height: expression.height)
        case .call where !isTarget, .send where !isTarget:
            return try hold(expression, held: &held)
        default:
            return expression
        }
    }

    /// Evaluates `expression` once and gives the variable that holds its value, at its range (so diagnostics quote
    /// the listing's own text).
    private func hold(_ expression: Expr, held: inout Int) throws(Interrupt) -> Expr {
        let value = try evaluate(expression)
        let name = held == 0 ? Self.heldCallResultName : "\(Self.heldCallResultName) \(held)"
        held += 1
        let scopes = frames[frames.count - 1].scopes
        scopes[scopes.count - 1].declare(name, Variable(value: value, type: nil, isConstant: true, range: expression.range))
        return Expr(.identifier(name), expression.range)
    }

    /// Whether `name` is a held call result (storing into one is assigning to the call's result).
    static func isHeldCallResult(_ name: String) -> Bool {
        name.hasPrefix(heldCallResultName)
    }
}
