import Diagnostics
import TransformKit

/// What `SnippetEvaluator` reads of a finished run: its variables, its layers' final geometry checked, and an
/// expression evaluated afterwards in its scope.
extension Interpreter {
    /// The top-level variables then the entry method's locals (shadowing), skipping poisoned ones.
    func outputVariables() -> [NamedValue] {
        var result: [NamedValue] = []
        let locals = entryLocals
        for name in globals.order {
            guard let variable = globals[name], !variable.isPoisoned else { continue }
            if let local = locals?[name], !local.isPoisoned { continue }
            result.append(NamedValue(name: name, value: variable.value))
        }
        if let locals {
            for name in locals.order {
                guard let variable = locals[name], !variable.isPoisoned else { continue }
                result.append(NamedValue(name: name, value: variable.value))
            }
        }
        return result
    }

    /// Reports layers whose projected outline is not finite (a NaN transform, or a point at infinity that
    /// near-plane clipping could not remove).
    func checkFinalGeometry(names: [ObjectIdentifier: String]) {
        let projection = LayerProjection()
        for layer in scene.reachedLayers where layer !== scene.rootLayer {
            let projected = projection.project(layer, in: scene.rootLayer)
            let outline = projected.isClipped ? projected.polygon : projected.quad
            guard outline.contains(where: { !$0.x.isFinite || !$0.y.isFinite }) else { continue }
            let name = names[ObjectIdentifier(layer)] ?? "layer"
            let range = lastChange[ObjectIdentifier(layer)] ?? SourceRange(.start, .start)
            sink.error(.nonFiniteQuad(name), at: range)
        }
    }

    /// Evaluates an expression against the final state with another origin (and possibly the other dialect).
    func evaluateDetached(_ expression: Expr, dialect language: Dialect, source scalars: [Unicode.Scalar], sink newSink: DiagnosticSink) -> ExpressionResult {
        // An expression gets a budget of its own: `expect f(30)` must stop too, whatever the listing spent.
        let saved = (dialect, sink, source, frames, loopIterations, callDepth, steps, isStopped)
        steps = 0
        isStopped = false
        dialect = language
        sink = newSink
        source = scalars
        var scopes = [globals]
        if let entryLocals { scopes.append(entryLocals) }
        frames = [Frame(scopes: scopes, function: nil)]
        defer { (dialect, sink, source, frames, loopIterations, callDepth, steps, isStopped) = saved }
        truncatedDivisions = []
        do {
            let value = try evaluate(expression)
            return ExpressionResult(value: value, diagnostics: sink.finished())
        } catch {
            return ExpressionResult(value: nil, diagnostics: sink.finished())
        }
    }
}
