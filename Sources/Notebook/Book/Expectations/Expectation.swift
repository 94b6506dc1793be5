import Diagnostics

/// One `EXPRESSION = VALUE [± TOLERANCE]` line of an `expect` block.
public struct Expectation: Hashable, Sendable {
    /// The expression as written, trimmed: evaluate it in the listing's language after the listing has run.
    public var expression: String
    /// Where `expression` starts in the chapter (its line 1 column 1), for evaluator diagnostics.
    public var origin: SourceOrigin
    public var value: ExpectedValue
    /// The value as written (tolerance excluded), for the page's table.
    public var valueText: String
    /// Numbers hold when `|expected - actual| <= tolerance`.
    public var tolerance: Double
    /// The time in seconds (`expect at=2.5`, or a line `at 2.5:`) at which layers show their presentation values
    /// (their animations applied); nil: the model values, as the listing left them.
    public var time: Double?

    public static let defaultTolerance = 1e-9

    public init(expression: String, origin: SourceOrigin, value: ExpectedValue, valueText: String,
                tolerance: Double = Expectation.defaultTolerance, time: Double? = nil) {
        self.expression = expression
        self.origin = origin
        self.value = value
        self.valueText = valueText
        self.tolerance = tolerance
        self.time = time
    }

    /// The position of the expression in the chapter.
    public var location: SourceLocation { origin.location(line: 1, column: 1) }
}
