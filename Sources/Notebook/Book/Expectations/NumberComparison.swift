/// How expected and observed numbers compare.
enum NumberComparison {
    /// `|expected - actual| <= tolerance`; equal infinities hold, NaN never does.
    static func holds(expected: Double, actual: Double, tolerance: Double) -> Bool {
        if expected == actual { return true }
        guard expected.isFinite, actual.isFinite else { return false }
        return abs(expected - actual) <= tolerance
    }
}
