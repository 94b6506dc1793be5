import Diagnostics

/// An expectation that does not hold, with the report `notebook verify` prints.
public struct ExpectationFailure: Hashable, Sendable {
    public enum Reason: Hashable, Sendable {
        /// Same kind of value, some numbers (or the boolean, or the word) differ.
        case valueMismatch
        /// A different kind of value: expected a matrix, got a point.
        case typeMismatch
        /// Point lists of different lengths.
        case countMismatch
        /// A `warning:` line that no warning of the listing matches.
        case missingWarning
    }

    public var reason: Reason
    /// The expectation's line: `path:line` in the report.
    public var location: SourceLocation
    /// The report: `path:line: expected EXPRESSION = VALUE, got VALUE` on one line, or with both values laid out as
    /// aligned grids for matrices, followed by the elements that differ. Ends without a newline.
    public var text: String

    public init(reason: Reason, location: SourceLocation, text: String) {
        self.reason = reason
        self.location = location
        self.text = text
    }
}
