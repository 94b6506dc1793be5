import Diagnostics

/// An Objective-C block or a Swift closure as a value: its code and the variables it captured.
///
/// Swift closures capture variables by reference (`scopes` are the creating frame's scopes themselves, so a change
/// made inside is seen outside and the other way round). Objective-C blocks capture a copy of each local's value at
/// creation, read-only, except `__block` variables, which are shared (`copies` holds the copies and shadows the
/// shared scopes). Layers and views are references in both languages.
public final class Closure {
    let expression: ClosureExpr
    let range: SourceRange
    let scopes: [Scope]
    /// Whether `scopes` include the top level's (a closure made inside a function reaches the globals through
    /// the lookup's own fallback).
    let name: String

    init(expression: ClosureExpr, range: SourceRange, scopes: [Scope], name: String) {
        self.expression = expression
        self.range = range
        self.scopes = scopes
        self.name = name
    }

    /// How many arguments a call must pass.
    var parameterCount: Int {
        expression.parameters.isEmpty ? expression.anonymousArgumentCount : expression.parameters.count
    }

    /// The parameter names in order: written ones, or `$0`, `$1`…
    var parameterNames: [String] {
        if !expression.parameters.isEmpty { return expression.parameters.map(\.name) }
        return (0..<expression.anonymousArgumentCount).map { "$\($0)" }
    }
}
