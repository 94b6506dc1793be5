import Diagnostics

extension Interpreter {
    /// Counts one evaluation step (every statement and expression goes through `descend`, calls included): past the
    /// budget, evaluation stops with an error at the call that was running. Every
    /// `EvaluationOptions.cancellationPollInterval` steps it also looks whether the caller asked it to stop.
    @inline(__always)
    func countStep(at range: SourceRange) throws(Interrupt) {
        // Once stopped, every later step stops too, silently: a caller that catches the interruption (a property's
        // initialiser, say) and goes on must not get a second error, nor any further work done.
        if isStopped { throw Interrupt.abort }
        steps &+= 1
        if steps > options.stepBudget {
            reportBudgetExhausted(at: range)
            isStopped = true
            throw Interrupt.abort
        }
        if steps & (EvaluationOptions.cancellationPollInterval - 1) == 0, let cancellation = options.cancellation, cancellation.isCancelled {
            fail(.cancelled, at: range)
            isStopped = true
            throw Interrupt.abort
        }
    }

    /// Counts a simple statement about to run; once `options.stopAfterStatements` have run, stops the evaluation
    /// without a diagnostic, so what was computed so far is the result (a live cell's step).
    @inline(__always)
    func countStatement(_ statement: Stmt) throws(Interrupt) {
        switch statement.kind {
        case .declaration, .tupleDeclaration, .expression, .returnStatement: break
        default: return
        }
        if let stop = options.stopAfterStatements, executedStatements >= stop {
            isStopped = true
            stoppedAfterStatements = true
            throw Interrupt.abort
        }
        executedStatements += 1
        lastStatementRange = statement.range
    }

    /// The error names the innermost call of the snippet's own functions (the recursion that ran away shows there) and,
    /// when that call was reached from another, notes the outermost one the listing made.
    private func reportBudgetExhausted(at range: SourceRange) {
        let budget = options.stepBudget
        guard let innermost = activeCalls.last else {
            fail(.stepBudget(budget), at: range)
            return
        }
        var notes: [Diagnostic.Note] = []
        if let outermost = activeCalls.first, activeCalls.count > 1 {
            notes.append(.init("reached from this call to '\(outermost.name)', \(activeCalls.count) calls deep",
                               at: sink.location(outermost.site.start)))
        }
        notes.append(.init("listings must finish quickly; a book that needs more can raise 'step-budget' in notebook.toml"))
        fail(.stepBudgetInCall(budget, function: innermost.name), at: innermost.site, notes: notes)
    }
}
