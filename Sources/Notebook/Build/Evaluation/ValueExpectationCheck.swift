import Diagnostics
import SnippetLanguage

/// Checks an `EXPR = VALUE` line of an `expect` block against the first block's final state (at the line's time, for
/// an animation): EXPR must evaluate, to a value expectations can state, equal to VALUE within the line's tolerance.
struct ValueExpectationCheck {
    var row: ExpectationRow
    var check: VerificationCheck
    var diagnostic: Diagnostic?

    static func run(_ expectation: Expectation, against evaluation: Evaluation) -> ValueExpectationCheck {
        let result = evaluation.evaluateExpression(expectation.expression, origin: expectation.origin, at: expectation.time)
        guard let value = result.value, !result.diagnostics.hasErrors else {
            return cannotEvaluate(expectation, error: result.diagnostics.first { $0.severity == .error })
        }
        let actualText = evaluation.describe(value)
        guard let observed = value.observed else { return notComparable(expectation, actualText: actualText) }
        return compared(expectation, with: observed)
    }

    /// EXPR does not evaluate: the error says why, at its own place in the line when it has one.
    private static func cannotEvaluate(_ expectation: Expectation, error: Diagnostic?) -> ValueExpectationCheck {
        let message = error?.message ?? "no value"
        let failure = Diagnostic(id: "expect.cannot-evaluate", message: message,
                                 at: error?.location ?? expectation.location, length: error?.length ?? 1,
                                 notes: error?.notes ?? [])
        return ValueExpectationCheck(
            row: ExpectationRow(expression: expectation.expression, expected: expectation.valueText,
                                actual: "error: " + message, passed: false, time: expectation.time),
            check: VerificationCheck(kind: .expectation, location: expectation.location, subject: expectation.expression,
                                     passed: false, message: "cannot evaluate \(expectation.expression): \(message)",
                                     failure: failure),
            diagnostic: failure)
    }

    /// EXPR evaluates to a value expectations cannot state (a view, a colour).
    private static func notComparable(_ expectation: Expectation, actualText: String) -> ValueExpectationCheck {
        let message = "expected \(expectation.expression) = \(expectation.valueText), got \(actualText), which cannot be compared"
        let failure = Diagnostic(id: "expect.not-comparable", message: message, at: expectation.location,
                                 length: expectation.expression.unicodeScalars.count)
        return ValueExpectationCheck(
            row: ExpectationRow(expression: expectation.expression, expected: expectation.valueText,
                                actual: actualText, passed: false, time: expectation.time),
            check: VerificationCheck(kind: .expectation, location: expectation.location, subject: expectation.expression,
                                     passed: false, message: message, failure: failure),
            diagnostic: failure)
    }

    /// The page's row shows the tolerance only when the line sets its own.
    private static func compared(_ expectation: Expectation, with observed: ObservedValue) -> ValueExpectationCheck {
        let failure = expectation.check(observed)
        let tolerance = expectation.tolerance == Expectation.defaultTolerance ? "" : " ± " + ValueFormatting.full(expectation.tolerance)
        let row = ExpectationRow(expression: expectation.expression, expected: expectation.valueText + tolerance,
                                 actual: ValueFormatting.observed(observed), passed: failure == nil, time: expectation.time)
        guard let failure else {
            return ValueExpectationCheck(row: row, check: VerificationCheck(kind: .expectation, location: expectation.location,
                                                                            subject: expectation.expression, passed: true))
        }
        let message = ListingEvaluation.withoutLocationPrefix(failure.text, location: expectation.location)
        let diagnostic = Diagnostic(id: "expect.failed", message: message, at: expectation.location,
                                    length: expectation.expression.unicodeScalars.count)
        return ValueExpectationCheck(
            row: row,
            check: VerificationCheck(kind: .expectation, location: expectation.location, subject: expectation.expression,
                                     passed: false, message: message, failure: diagnostic),
            diagnostic: diagnostic)
    }
}
