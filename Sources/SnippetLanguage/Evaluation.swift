import Diagnostics
import TransformKit

/// A variable of a finished evaluation, with its final value.
public struct NamedValue {
    public let name: String
    public let value: Value
}

/// A layer a snippet created or touched, with the name that reaches it (`self.layerView.layer`, a variable name,
/// or a path through the tree such as `self.faces[0].layer.sublayers[0]`).
public struct EvaluatedLayer {
    public let name: String
    public let layer: CALayer
}

/// The value of an expression evaluated against a finished evaluation, or the diagnostics explaining why not.
public struct ExpressionResult {
    public let value: Value?
    public let diagnostics: [Diagnostic]
}

/// The result of running one snippet: its variables, the layers it reached, the scene, and every diagnostic.
///
/// `variables` holds the top-level variables and the locals of `viewDidLoad`, in declaration order (a
/// `viewDidLoad` local shadows a top-level variable of the same name). Values computed before an error are kept.
public final class Evaluation {
    public let dialect: Dialect
    public let platform: Platform
    public let variables: [NamedValue]
    public let layers: [EvaluatedLayer]
    /// `self.view`.
    public let rootView: UIView
    public let diagnostics: [Diagnostic]
    /// Evaluation steps the listing took, against `EvaluationOptions.stepBudget` (0 when it did not run).
    public var steps: Int { interpreter?.steps ?? 0 }
    /// The methods run as UIKit would call them (lifecycle, then actions, then touch handlers), in order:
    /// `viewDidLoad`, `rotationClick:` (Swift: `viewDidLoad()`, `rotationClick(_:)`).
    public var ran: [String] { interpreter?.ran ?? [] }
    /// What the listing printed with `print` (Swift) or `NSLog` (Objective-C, the message without NSLog's date and
    /// process prefix), one line per call unless a `terminator:` says otherwise; empty when nothing was printed.
    public var console: String { interpreter?.console ?? "" }
    /// Simple statements run (see `EvaluationOptions.stopAfterStatements`), handlers included; 0 when it did not run.
    public var executedStatements: Int { interpreter?.executedStatements ?? 0 }
    /// The line (in the snippet, from 1) of the last statement run, nil when none ran.
    public var lastStatementLine: Int? { interpreter?.lastStatementRange?.start.line }
    /// True when `EvaluationOptions.stopAfterStatements` stopped the evaluation before its end.
    public var stoppedAfterStatements: Bool { interpreter?.stoppedAfterStatements ?? false }
    /// The declared events (`EvaluationOptions.events`) as they were delivered, in order; empty when none were
    /// declared or the listing did not run.
    public var events: [DeliveredEvent] { interpreter?.deliveredEvents ?? [] }
    /// The steps of the declared events a strip of small figures shows (`EventStep`): at most eight, evenly spread,
    /// the last step always among them; empty when the declared events have a single step or the listing did not run.
    public var eventSteps: [EventStep] { interpreter?.eventStepRecorder?.steps ?? [] }
    /// The points the listing converted between layers (`convertPoint:toLayer:` and its kin), first to last, at most
    /// 16; taken when the evaluation ends, so `evaluateExpression` never adds to it.
    public let pointConversions: [PointConversion]
    /// True when the listing declared events (they replace the obvious interaction).
    public var declaredEvents: Bool { interpreter.map { !$0.options.events.isEmpty } ?? false }
    private let interpreter: Interpreter?
    private let layerNames: [ObjectIdentifier: String]

    public var rootLayer: CALayer { rootView.layer }
    public var hasErrors: Bool { diagnostics.hasErrors }
    /// False when the snippet never ran (it did not lex or parse): no expression can then be evaluated against it.
    public var didRun: Bool { interpreter != nil }

    init(dialect: Dialect, platform: Platform, variables: [NamedValue], layers: [EvaluatedLayer], rootView: UIView,
         diagnostics: [Diagnostic], interpreter: Interpreter?, layerNames: [ObjectIdentifier: String]) {
        self.dialect = dialect
        self.platform = platform
        self.variables = variables
        self.layers = layers
        self.rootView = rootView
        self.diagnostics = diagnostics
        self.interpreter = interpreter
        self.layerNames = layerNames
        pointConversions = interpreter?.pointConversions ?? []
    }

    /// The transform operations that produced `transform` (a layer's transform, say), first to last: each call of a
    /// transform function, found by following its result back to the value it was applied to. Empty for the
    /// identity or a transform no recorded call produced (it was written entry by entry, or the listing did not run).
    public func transformSteps(leadingTo transform: CATransform3D) -> [TransformStep] {
        interpreter?.transformHistory.steps(leadingTo: transform) ?? []
    }

    /// The value of the variable named `name`, if the snippet declared it.
    public func variable(named name: String) -> Value? {
        variables.first { $0.name == name }?.value
    }

    /// The display name of a layer the snippet reached (`self.view.layer` for the root even when untouched).
    public func name(of layer: CALayer) -> String? {
        if let name = layerNames[ObjectIdentifier(layer)] { return name }
        if layer === rootLayer { return "self.view.layer" }
        return nil
    }

    /// Text for a value, naming layers and views as this evaluation does.
    public func describe(_ value: Value, in dialect: Dialect? = nil) -> String {
        value.description(in: dialect ?? self.dialect, layerName: { layer in name(of: layer) })
    }

    /// Evaluates an expression (the left side of an `expect` line, such as `self.layerView.layer.quad`,
    /// `transform.tx` or `CGRectGetMidX(frame)`) against the final state, in either dialect. Positions in
    /// diagnostics are mapped through `origin`. Layers additionally have `quad`, `polygon`, `visible`, `facing`
    /// and `clipped`.
    /// `time`: seconds on the listing's clock at which layers show their presentation values (animations applied,
    /// TransformKit's `CALayer.presentationTransform(at:)`…); nil for the model values.
    public func evaluateExpression(_ text: String, dialect: Dialect? = nil, origin: SourceOrigin, at time: Double? = nil) -> ExpressionResult {
        let language = dialect ?? self.dialect
        var sink = DiagnosticSink(origin: origin)
        guard text.utf8.count <= Limits.maximumSourceBytes else {
            sink.error(.expressionTooLarge, at: SourceRange(.start, .start))
            return ExpressionResult(value: nil, diagnostics: sink.finished())
        }
        let scalars = Lexer.scalars(of: text)
        let tokens = Lexer.tokenize(scalars, of: text, dialect: language, keepTrivia: false, diagnostics: &sink)
        let parsed = LargeStack.run { () -> (Expr?, DiagnosticSink) in
            var parserSink = sink
            let expression = Parser.parseExpression(tokens, dialect: language, diagnostics: &parserSink, source: scalars)
            return (expression, parserSink)
        }
        sink = parsed.1
        guard !sink.hasErrors, let expression = parsed.0 else {
            return ExpressionResult(value: nil, diagnostics: sink.finished())
        }
        guard let interpreter else {
            sink.error(.noEvaluation(text), at: expression.range)
            return ExpressionResult(value: nil, diagnostics: sink.finished())
        }
        let detachedSink = sink
        return LargeStack.run {
            interpreter.presenting(at: time) {
                interpreter.evaluateDetached(expression, dialect: language, source: scalars, sink: detachedSink)
            }
        }
    }
}
