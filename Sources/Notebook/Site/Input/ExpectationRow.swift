/// One line of an `expect` block, checked.
public struct ExpectationRow: Sendable {
    public var expression: String
    public var expected: String
    public var actual: String
    public var passed: Bool
    /// The time (seconds on the listing's clock) the expression is evaluated at (`expect at=`, `at 2.5:`); nil at
    /// the end, on the model values.
    public var time: Double?

    public init(expression: String, expected: String, actual: String, passed: Bool, time: Double? = nil) {
        self.expression = expression
        self.expected = expected
        self.actual = actual
        self.passed = passed
        self.time = time
    }
}
