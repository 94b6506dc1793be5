/// The bounds that keep evaluation finite and small whatever the input. Each has its own diagnostic id:
/// `source-too-large`, `nesting-too-deep`, `expression-too-complex`, `loop-limit`, `call-depth`,
/// `macro-expansion-limit`, `array-too-large`, `evaluation-too-deep`, `too-many-layers`, `step-budget`
/// (and `cancelled`, when the caller stops an evaluation through `EvaluationOptions.cancellation`).
public enum Limits {
    /// Largest snippet accepted, in UTF-8 bytes.
    public static let maximumSourceBytes = 1_000_000
    /// Nested parentheses, brackets, braces and prefix operators the parser accepts.
    public static let maximumNesting = 100
    /// Height of an expression tree (long operator chains such as `1+1+...+1`).
    public static let maximumExpressionHeight = 256
    /// Loop iterations over a whole evaluation, all loops together.
    public static let maximumLoopIterations = 100_000
    /// Text a listing may print with `print` / `NSLog` (a page shows it under the listing).
    public static let maximumConsoleBytes = 100_000
    /// Nested calls of the snippet's own functions and methods.
    public static let maximumCallDepth = 64
    /// Elements of one array or range.
    public static let maximumArrayCount = 10_000
    /// Animations added to layers in one evaluation (`addAnimation:forKey:`, UIView animation blocks).
    public static let maximumAnimations = 10_000
    /// UIView animation completions run in one evaluation: a chain whose completion starts it again runs for ever
    /// in UIKit, and each link keeps its animations as history.
    public static let maximumCompletions = 1_000
    /// Nested evaluation steps (expressions, statements and calls together): a backstop for recursion combined
    /// with deeply nested expressions, far above any listing.
    public static let maximumEvaluationDepth = 3_000
    /// Evaluation steps (statements, expressions and calls) a listing may take unless `EvaluationOptions` says
    /// otherwise. The book's busiest listing (Listing 7.8) takes 2,703 steps, 3,700 times fewer; the budget also stays
    /// above what `maximumLoopIterations` of a small loop body take, so the loop limit speaks first for a runaway
    /// loop. `f(30)` with four recursive calls a level, or `fib(40)`, stop here instead of running for ever.
    public static let defaultStepBudget = 10_000_000
    /// Layers and views a snippet may create.
    public static let maximumLayers = 1_000
}
