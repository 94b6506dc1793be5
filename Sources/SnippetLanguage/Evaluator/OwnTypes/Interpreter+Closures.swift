import Diagnostics
import TransformKit

/// Creating and calling blocks and closures (`Closure.swift` says how each language captures).
extension Interpreter {
    func makeClosure(_ expression: ClosureExpr, at range: SourceRange) -> Closure {
        var scopes = frames[frames.count - 1].scopes
        if expression.dialect == .objc {
            scopes.append(capturedCopies(of: scopes))
        }
        for scope in scopes { capturedScopes[ObjectIdentifier(scope)] = scope }
        return Closure(expression: expression, range: range, scopes: scopes, name: dialect == .objc ? "block" : "closure")
    }

    /// A block's read-only copies of the non-`__block` locals visible where it is created (innermost wins).
    private func capturedCopies(of scopes: [Scope]) -> Scope {
        let copies = Scope()
        for scope in scopes.reversed() {
            for name in scope.order where copies[name] == nil {
                guard var variable = scope[name], !variable.isBlockStorage else { continue }
                variable.isCapturedCopy = true
                copies.declare(name, variable)
            }
        }
        return copies
    }

    /// Calls a block or closure with values already computed (UIKit's animation blocks, `map`'s transform).
    func callClosure(_ closure: Closure, arguments: [Value], at range: SourceRange) throws(Interrupt) -> Value {
        guard arguments.count == closure.parameterCount else {
            fail(.closureArgumentCount(closure.parameterCount, argumentCount: arguments.count, in: dialect), at: range,
                 notes: [.init("the \(closure.name) is here", at: sink.location(closure.range.start))])
            throw Interrupt.reported
        }
        callDepth += 1
        defer { callDepth -= 1 }
        if callDepth > Limits.maximumCallDepth {
            fail(.callDepth, at: range,
                 notes: [.init("does the \(closure.name) call itself without end?", at: sink.location(closure.range.start))])
            throw Interrupt.abort
        }
        activeCalls.append((closure.name, range))
        defer { activeCalls.removeLast() }
        let parameters = try parameterScope(closure, arguments)
        frames.append(Frame(scopes: closure.scopes + [parameters], function: nil, closure: closure))
        defer { frames.removeLast() }
        return try runBody(of: closure)
    }

    private func parameterScope(_ closure: Closure, _ arguments: [Value]) throws(Interrupt) -> Scope {
        let scope = Scope()
        let written = closure.expression.parameters
        for (index, (name, argument)) in zip(closure.parameterNames, arguments).enumerated() {
            var value = argument
            var type: ValueType? = ValueType(of: argument)
            let range = index < written.count ? written[index].range : closure.range
            if index < written.count, let declared = written[index].type {
                type = try resolveType(declared)
            } else if let declared = closure.parameterType(index, dialect: dialect) {
                type = declared
            }
            if let type {
                value = try convert(argument, to: type, at: range, context: .argument(function: closure.name, index: index))
            }
            if name != "_" {
                scope.declare(name, Variable(value: value, type: type, isConstant: true, range: range))
            }
        }
        return scope
    }

    private func runBody(of closure: Closure) throws(Interrupt) -> Value {
        let body = closure.expression.body
        returnValue = .void
        // A Swift closure whose body is one expression returns its value.
        if closure.expression.dialect == .swift, body.count == 1, case .expression(let expression) = body[0].kind {
            try countStatement(body[0])
            let value = try evaluate(expression, expected: declaredReturnType(of: closure))
            return try declaredReturnType(of: closure).map { (type) throws(Interrupt) in
                try convert(value, to: type, at: expression.range, context: .returnValue)
            } ?? value
        }
        do {
            try executeBody(body)
        } catch Interrupt.returned {
            try endFailedReturn()
            let result = returnValue
            returnValue = .void
            return result
        } catch Interrupt.breakLoop, Interrupt.continueLoop {
            fail(.breakOutsideLoop, at: closure.range)
            throw Interrupt.reported
        }
        if let type = declaredReturnType(of: closure), type != .void {
            fail(.closureMissingReturn(type.name(in: dialect), in: dialect), at: closure.range)
            throw Interrupt.reported
        }
        return .void
    }

    private func declaredReturnType(of closure: Closure) -> ValueType? {
        closure.resultType(dialect: dialect)
    }

    /// A closure stored in a variable or parameter of a written block or function type takes that type's signature.
    func typedByDeclaration(_ value: Value, _ written: TypeName?) throws(Interrupt) -> Value {
        guard case .closure(let closure) = value, let written, written.signature.count > 0 else { return value }
        var types: [ValueType] = []
        for name in written.signature { types.append(try resolveType(name)) }
        let result = types.removeLast()
        return .closure(closure.typed((types, result)))
    }

    /// The value of `return x` inside a block or closure: converted to the written return type, else as computed
    /// (the return type is inferred from it, as clang and swiftc do for these bodies).
    func closureReturn(_ value: Expr?, of closure: Closure) throws(Interrupt) -> Value {
        guard let value else { return .void }
        let declared = declaredReturnType(of: closure)
        let computed = try evaluate(value, expected: declared)
        guard let declared, declared != .void else {
            if declared == .void, !(computed.isVoid) {
                fail(.closureReturnsValue(in: dialect), at: value.range)
                throw Interrupt.reported
            }
            return computed
        }
        return try convert(computed, to: declared, at: value.range, context: .returnValue)
    }

    /// `f(1)` where `f` holds a block or closure: the arguments are evaluated and passed.
    func callClosureValue(_ closure: Closure, _ arguments: [Expr.Argument], whole: SourceRange) throws(Interrupt) -> Value {
        if dialect == .swift, let labelled = arguments.first(where: { $0.label != nil }) {
            fail(.extraneousArgumentLabel(labelled.label ?? ""), at: labelled.labelRange ?? whole)
            throw Interrupt.reported
        }
        var values: [Value] = []
        for (index, argument) in arguments.enumerated() {
            let type = closure.parameterType(index, dialect: dialect)
            values.append(try evaluate(argument.value, expected: type))
        }
        return try callClosure(closure, arguments: values, at: whole)
    }
}

extension Value {
    var isVoid: Bool {
        if case .void = self { return true }
        return false
    }
}
