/// The parsed `expect` block of a listing.
public struct ExpectationBlock: Hashable, Sendable {
    public var expectations: [Expectation]
    public var warnings: [ExpectedWarning]
    /// `hit (X, Y) -> VIEW` lines: which view a touch reaches.
    public var hits: [HitExpectation]
    public var range: MarkupRange

    public init(expectations: [Expectation], warnings: [ExpectedWarning], hits: [HitExpectation] = [], range: MarkupRange) {
        self.expectations = expectations
        self.warnings = warnings
        self.hits = hits
        self.range = range
    }

    /// Value lines and hit lines: what is checked against the listing's values (warnings are checked apart).
    public var checkedLineCount: Int { expectations.count + hits.count }
}
