import Diagnostics

/// `if`, `for`, `for … in`, `while`, `do`/`repeat … while`, `switch` and `guard`. Every iteration counts against the loop limit and every
/// statement against the step budget, so a loop that never ends stops with a located error.
extension Interpreter {
    func executeIf(_ condition: Expr, _ thenBranch: Stmt, _ elseBranch: Stmt?) throws(Interrupt) {
        let value = try evaluate(condition, expected: dialect == .swift ? .bool : nil)
        if try truth(value, at: condition.range) {
            pushScope()
            defer { popScope() }
            try execute(thenBranch)
        } else if let elseBranch {
            pushScope()
            defer { popScope() }
            try execute(elseBranch)
        }
    }

    /// C's `for (initializer; condition; step)`: the initializer's declarations are scoped to the loop.
    func executeFor(_ initializer: Stmt?, _ condition: Expr?, _ step: Expr?, _ body: Stmt, at range: SourceRange) throws(Interrupt) {
        pushScope()
        defer { popScope() }
        if let initializer { try execute(initializer) }
        while true {
            if let condition {
                let value = try evaluate(condition)
                if !(try truth(value, at: condition.range)) { break }
            }
            guard try runIteration(body, at: range) else { break }
            if let step { _ = try evaluate(step, discarded: true) }
        }
    }

    /// `for x in sequence` / `for (T x in array)`: each element bound (converted to the declared type) in a scope of
    /// its own; Swift's loop variable is a constant.
    func executeForIn(_ name: String, nameRange: SourceRange, type: TypeName?, _ sequence: Expr, _ body: Stmt,
                      at range: SourceRange) throws(Interrupt) {
        let collection = try evaluate(sequence)
        guard case .array(let elements) = collection else {
            fail(.notASequence(collection.typeName(in: dialect), in: dialect), at: sequence.range)
            throw Interrupt.reported
        }
        let declared = try type.map { (name) throws(Interrupt) in try resolveType(name) }
        for element in elements {
            try countIteration(at: range)
            pushScope()
            defer { popScope() }
            let value = try declared.map { (type) throws(Interrupt) in try convert(element, to: type, at: sequence.range, context: .initialization(name)) } ?? element
            if name != "_" {
                currentScope.declare(name, Variable(value: value, type: declared ?? ValueType(of: value), isConstant: dialect == .swift, range: nameRange))
            }
            let errorsBefore = sink.errorCount
            do {
                try execute(body)
            } catch Interrupt.breakLoop {
                break
            } catch Interrupt.continueLoop {
            }
            try stopIfFailed(since: errorsBefore)
        }
    }

    func executeWhile(_ condition: Expr, _ body: Stmt, at range: SourceRange) throws(Interrupt) {
        while try holds(condition) {
            guard try runIteration(body, at: range) else { break }
        }
    }

    func executeRepeat(_ body: Stmt, _ condition: Expr, at range: SourceRange) throws(Interrupt) {
        repeat {
            guard try runIteration(body, at: range) else { break }
        } while try holds(condition)
    }

    func executeGuard(_ condition: Expr, _ body: Stmt) throws(Interrupt) {
        if try holds(condition) { return }
        pushScope()
        defer { popScope() }
        try execute(body)
    }

    /// Swift runs the first matching case only; C runs from the matching label to the end of the switch (falling
    /// through the following labels) until a `break`. Without a match, `default` runs, wherever it is written.
    func executeSwitch(_ subject: Expr, _ cases: [SwitchCase], at range: SourceRange) throws(Interrupt) {
        let value = try evaluate(subject)
        if dialect == .objc, !Self.isCInteger(value) {
            fail(.switchNotInteger(value.typeName(in: dialect)), at: subject.range)
            throw Interrupt.reported
        }
        guard let start = try matchingCase(value, subject: subject, in: cases) ?? cases.firstIndex(where: { $0.isDefault }) else {
            return
        }
        let chosen = dialect == .objc ? Array(cases[start...]) : [cases[start]]
        pushScope()
        defer { popScope() }
        do {
            for item in chosen {
                try executeBody(item.statements)
            }
        } catch Interrupt.breakLoop {
            // `break` leaves the switch in both languages.
        }
    }

    private func matchingCase(_ value: Value, subject: Expr, in cases: [SwitchCase]) throws(Interrupt) -> Int? {
        for (index, item) in cases.enumerated() {
            for pattern in item.patterns where try matches(value, subject: subject, pattern: pattern) {
                return index
            }
        }
        return nil
    }

    /// A Swift range pattern (`case 0..<3:`) tests containment with the subject's type; any other pattern is
    /// compared with `==` (its literals take the subject's type, as swiftc's `~=` does).
    private func matches(_ value: Value, subject: Expr, pattern: Expr) throws(Interrupt) -> Bool {
        let type = ValueType(of: value)
        let arithmetic = Arithmetic(interpreter: self)
        if dialect == .swift, case .range(let lower, let upper, let closed) = pattern.kind {
            let low = try evaluate(lower, expected: type)
            let high = try evaluate(upper, expected: type)
            let above = try arithmetic.apply(.greaterOrEqual, value, low, whole: pattern, left: subject, right: lower)
            let below = try arithmetic.apply(closed ? .lessOrEqual : .less, value, high, whole: pattern, left: subject, right: upper)
            let isAbove = try truth(above, at: pattern.range)
            let isBelow = try truth(below, at: pattern.range)
            return isAbove && isBelow
        }
        let candidate = try evaluate(pattern, expected: dialect == .swift ? type : nil)
        if dialect == .objc, !Self.isCInteger(candidate) {
            fail(.caseNotConstant, at: pattern.range)
            throw Interrupt.reported
        }
        let equal = try arithmetic.apply(.equal, value, candidate, whole: pattern, left: subject, right: pattern)
        return try truth(equal, at: pattern.range)
    }

    /// C's integer types for switch subjects and labels: the integers, `BOOL` and characters.
    private static func isCInteger(_ value: Value) -> Bool {
        switch value {
        case .integer, .bool: return true
        default: return false
        }
    }

    /// Evaluates a loop or guard condition (Swift requires a `Bool`, C a scalar).
    private func holds(_ condition: Expr) throws(Interrupt) -> Bool {
        let value = try evaluate(condition, expected: dialect == .swift ? .bool : nil)
        return try truth(value, at: condition.range)
    }

    /// One iteration of a loop body in its own scope; false when the body said `break`.
    func runIteration(_ body: Stmt, at range: SourceRange) throws(Interrupt) -> Bool {
        try countIteration(at: range)
        let errorsBefore = sink.errorCount
        do {
            pushScope()
            defer { popScope() }
            try execute(body)
        } catch Interrupt.breakLoop {
            return false
        } catch Interrupt.continueLoop {
        }
        try stopIfFailed(since: errorsBefore)
        return true
    }

    /// `return` and `return value`. A value that fails (its error reported) still ends the function, as the return
    /// would have: the statements after it do not run, and the caller hears that there is no value without a second
    /// message ("missing return", "returns nothing", "Void").
    func executeReturn(_ value: Expr?, at range: SourceRange) throws(Interrupt) {
        guard frames.count > 1 else {
            fail(.returnOutsideFunction, at: range)
            throw Interrupt.reported
        }
        do {
            returnValue = try returnedValue(value)
        } catch Interrupt.reported {
            returnFailed = true
        }
        throw Interrupt.returned
    }

    /// Where a function or closure catches its `return`: a failed one fails the call, already reported.
    func endFailedReturn() throws(Interrupt) {
        guard returnFailed else { return }
        returnFailed = false
        returnValue = .void
        throw Interrupt.reported
    }

    private func returnedValue(_ value: Expr?) throws(Interrupt) -> Value {
        if let closure = frames[frames.count - 1].closure {
            return try closureReturn(value, of: closure)
        }
        guard let value else { return .void }
        let expected = frames[frames.count - 1].function?.returnType.flatMap { resolvedType($0) }
        let computed = try evaluate(value, expected: expected)
        if let expected, expected != .void {
            return try convert(computed, to: expected, at: value.range, context: .returnValue)
        }
        if case .void = computed { return .void }
        fail(.functionReturnsValue(in: dialect), at: value.range)
        throw Interrupt.reported
    }
}
