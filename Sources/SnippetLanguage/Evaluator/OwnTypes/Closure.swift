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
    /// "block" or "closure", for messages.
    let name: String
    /// The types of the variable or parameter it was stored in (`(CGFloat) -> CGFloat`, `void (^)(BOOL)`): they
    /// type the arguments and the result where the closure itself does not write them.
    let signature: (parameters: [ValueType], result: ValueType)?

    init(expression: ClosureExpr, range: SourceRange, scopes: [Scope], name: String,
         signature: (parameters: [ValueType], result: ValueType)? = nil) {
        self.expression = expression
        self.range = range
        self.scopes = scopes
        self.name = name
        self.signature = signature
    }

    /// The same closure (sharing its captures) typed by a declaration.
    func typed(_ signature: (parameters: [ValueType], result: ValueType)) -> Closure {
        Closure(expression: expression, range: range, scopes: scopes, name: name, signature: signature)
    }

    /// The type of parameter `index`: written in the closure, else its declaration's.
    func parameterType(_ index: Int, dialect: Dialect) -> ValueType? {
        if index < expression.parameters.count, let written = expression.parameters[index].type {
            return ValueType.resolve(written, dialect: dialect)
        }
        guard let signature, index < signature.parameters.count else { return nil }
        return signature.parameters[index]
    }

    /// The result type: written in the closure, else its declaration's; nil when inferred.
    func resultType(dialect: Dialect) -> ValueType? {
        if let written = expression.returnType { return ValueType.resolve(written, dialect: dialect) }
        return signature?.result
    }

    /// How many arguments a call must pass.
    var parameterCount: Int {
        expression.parameters.isEmpty ? expression.anonymousArgumentCount : expression.parameters.count
    }

    /// The parameter names in order: written ones, or `$0`, `$1`…
    var parameterNames: [String] {
        if !expression.parameters.isEmpty { return expression.parameters.map { $0.name } }
        return (0..<expression.anonymousArgumentCount).map { "$\($0)" }
    }
}
