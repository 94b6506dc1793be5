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
        let tokens = Lexer.tokenize(scalars, dialect: language, keepTrivia: false, diagnostics: &sink)
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

/// The entry point: runs snippets.
public enum SnippetEvaluator {
    /// Evaluates `source` in `dialect`. `origin` maps positions to the enclosing file; `scene` overrides the default
    /// geometry of the outlets (docs/authoring.md, "Scene"); `platform` is recorded for drawing (y down on iOS, y up
    /// on macOS): it does not change any number.
    ///
    /// Never traps and always terminates: the source size, nesting, loop iterations, call depth and macro
    /// expansion are bounded (`Limits`), each with its own diagnostic, and so is the total work (`options.stepBudget`,
    /// counted in steps, never timed). Evaluation is deterministic and touches no file, network or environment. A
    /// snippet with syntax errors is not run. `options.cancellation` stops it early, with a `cancelled` error.
    public static func evaluate(_ source: String, dialect: Dialect, origin: SourceOrigin,
                                scene overrides: SceneOverrides = SceneOverrides(), platform: Platform = .ios,
                                options: EvaluationOptions = EvaluationOptions()) -> Evaluation {
        LargeStack.run {
            evaluateOnThisThread(source, dialect: dialect, origin: origin, scene: overrides, platform: platform, lexed: nil,
                                 options: options)
        }
    }

    /// Evaluates a snippet already lexed (for highlighting, say); the same as evaluating its source.
    public static func evaluate(_ snippet: LexedSnippet, scene overrides: SceneOverrides = SceneOverrides(),
                                platform: Platform = .ios, options: EvaluationOptions = EvaluationOptions()) -> Evaluation {
        LargeStack.run {
            evaluateOnThisThread(snippet.source, dialect: snippet.dialect, origin: snippet.origin, scene: overrides, platform: platform,
                                 lexed: snippet, options: options)
        }
    }

    static func evaluateOnThisThread(_ source: String, dialect: Dialect, origin: SourceOrigin, scene overrides: SceneOverrides,
                                     platform: Platform, lexed: LexedSnippet?, options: EvaluationOptions) -> Evaluation {
        var sink = DiagnosticSink(origin: origin)
        if source.utf8.count > Limits.maximumSourceBytes {
            sink.error(.listingTooLarge(source.utf8.count), at: SourceRange(.start, .start))
            let scene = Scene(outlets: [], overrides: overrides, platform: platform)
            return Evaluation(dialect: dialect, platform: platform, variables: [], layers: [], rootView: scene.rootView,
                              diagnostics: sink.finished(), interpreter: nil, layerNames: [:])
        }
        let scalars: [Unicode.Scalar]
        var tokens: [Token]
        if let lexed {
            scalars = lexed.scalars
            tokens = lexed.tokens
            sink = lexed.sink
        } else {
            scalars = Lexer.scalars(of: source)
            tokens = Lexer.tokenize(scalars, dialect: dialect, keepTrivia: false, diagnostics: &sink)
        }
        if dialect == .objc {
            var preprocessor = Preprocessor(scalars: scalars)
            tokens = preprocessor.run(tokens, diagnostics: &sink)
        }
        let program = Parser.parse(tokens, dialect: dialect, diagnostics: &sink, source: scalars)
        let scene = Scene(outlets: program.outlets, overrides: overrides, platform: platform)
        sink.append(contentsOf: scene.diagnostics)
        guard !sink.hasErrors else {
            return Evaluation(dialect: dialect, platform: platform, variables: [], layers: [], rootView: scene.rootView,
                              diagnostics: sink.finished().sorted(), interpreter: nil, layerNames: [:])
        }
        let interpreter = Interpreter(program: program, dialect: dialect, scene: scene, source: scalars, sink: sink, options: options)
        interpreter.run()
        let variables = interpreter.outputVariables()
        let names = scene.layerNames(variables: variables.map { ($0.name, $0.value) })
        interpreter.checkFinalGeometry(names: names)
        let layers = scene.reachedLayers.map { EvaluatedLayer(name: names[ObjectIdentifier($0)] ?? "layer", layer: $0) }
        return Evaluation(dialect: dialect, platform: platform, variables: variables, layers: layers, rootView: scene.rootView,
                          diagnostics: interpreter.sink.finished().sorted(), interpreter: interpreter, layerNames: names)
    }
}

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
