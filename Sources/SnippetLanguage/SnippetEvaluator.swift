import Diagnostics
import TransformKit

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
            tokens = Lexer.tokenize(scalars, of: source, dialect: dialect, keepTrivia: false, diagnostics: &sink)
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
