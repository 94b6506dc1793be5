/// The parsed `expect` block of a listing.
public struct ExpectationBlock: Hashable, Sendable {
    public var expectations: [Expectation]
    public var warnings: [ExpectedWarning]
    public var range: MarkupRange

    public init(expectations: [Expectation], warnings: [ExpectedWarning], range: MarkupRange) {
        self.expectations = expectations
        self.warnings = warnings
        self.range = range
    }
}
