import Diagnostics

/// Swift tuples: literals, `let (a, b) = …` and `for (i, x) in …` (the pairs of `enumerated()` and `zip`).
extension Interpreter {
    func tuple(_ elements: [Expr], expected: ValueType?) throws(Interrupt) -> Value {
        var types: [ValueType]?
        if case .tuple(let written)? = expected, written.count == elements.count { types = written }
        var values: [Value] = []
        for (index, element) in elements.enumerated() {
            values.append(try evaluate(element, expected: types?[index]))
        }
        return .tuple(values)
    }

    func declareTuple(_ names: [Binding], _ initializer: Expr) throws(Interrupt) {
        let value = try evaluate(initializer)
        let elements = try destructure(value, into: names, at: initializer.range)
        for (binding, element) in zip(names, elements) where binding.name != "_" {
            if let existing = currentScope[binding.name] {
                fail(.invalidRedeclaration(binding.name), at: binding.nameRange,
                     notes: [.init("previous definition is here", at: sink.location(existing.range.start))])
                throw Interrupt.reported
            }
            currentScope.declare(binding.name, Variable(value: element, type: ValueType(of: element), isConstant: binding.isConstant,
                                                        range: binding.nameRange))
        }
    }

    func executeForInTuple(_ names: [Binding], _ sequence: Expr, _ body: Stmt, at range: SourceRange) throws(Interrupt) {
        let collection = try evaluate(sequence)
        guard case .array(let elements) = collection else {
            fail(.tupleNotSequence(collection.typeName(in: dialect)), at: sequence.range)
            throw Interrupt.reported
        }
        for element in elements {
            try countIteration(at: range)
            let parts = try destructure(element, into: names, at: sequence.range)
            pushScope()
            defer { popScope() }
            for (binding, part) in zip(names, parts) where binding.name != "_" {
                currentScope.declare(binding.name, Variable(value: part, type: ValueType(of: part), isConstant: true, range: binding.nameRange))
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

    /// The elements of a tuple for a pattern of as many names, as swiftc requires.
    private func destructure(_ value: Value, into names: [Binding], at range: SourceRange) throws(Interrupt) -> [Value] {
        guard case .tuple(let elements) = value, elements.count == names.count else {
            let pattern = "(" + names.map { $0.name }.joined(separator: ", ") + ")"
            fail(.destructuringMismatch(value.typeName(in: dialect), pattern: pattern, count: names.count), at: range)
            throw Interrupt.reported
        }
        return elements
    }
}
