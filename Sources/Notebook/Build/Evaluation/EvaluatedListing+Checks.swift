import Diagnostics
import SnippetLanguage
import TransformKit

/// The steps of `ListingEvaluation` after the blocks have run, each adding to the listing's diagnostics, its checks
/// and its page.
extension EvaluatedListing {
    /// The listing is meant to fail: its errors are the point, and are shown, not reported. Each block must fail with
    /// an error containing `expected`.
    mutating func checkIntentionalError(_ expected: String) {
        for (block, evaluation) in zip(listing.blocks, evaluations) {
            let errors = evaluation.diagnostics.filter { $0.severity == .error }
            let location = block.origin.location(line: 1, column: 1)
            let subject = "\(listing.label) (\(ListingEvaluation.displayName(of: block)))"
            guard !errors.contains(where: { $0.message.contains(expected) }) else {
                checks.append(VerificationCheck(kind: .intentionalError, location: location, subject: subject, passed: true))
                continue
            }
            let message = errors.isEmpty
                ? "expected \(listing.label) to fail with an error containing '\(expected)', but it runs cleanly"
                : "expected \(listing.label) to fail with an error containing '\(expected)', but it fails with '\(errors[0].message)'"
            checks.append(VerificationCheck(kind: .intentionalError, location: location, subject: subject, passed: false,
                                            message: message))
            diagnostics.append(Diagnostic(id: "listing.intentional-error-missing", message: message, at: location))
        }
        presentation.diagnostics = evaluations.flatMap(\.diagnostics).map(ListingEvaluation.item)
    }

    /// A listing meant to run: every diagnostic of its blocks is reported, and its page shows all but the notes.
    mutating func reportDiagnostics() {
        for evaluation in evaluations {
            diagnostics += evaluation.diagnostics
        }
        presentation.diagnostics = evaluations.flatMap(\.diagnostics).filter { $0.severity != .note }.map(ListingEvaluation.item)
    }

    /// Expectations are evaluated in the first block's language against its final state; `hit` lines on both twins.
    mutating func checkExpectations(_ block: ExpectationBlock) {
        let primary = evaluations[0]
        if primary.didRun && !primary.hasErrors {
            for expectation in block.expectations {
                record(ValueExpectationCheck.run(expectation, against: primary))
            }
            ListingEvaluation.checkHits(block, evaluations: evaluations, diagnostics: &diagnostics, checks: &checks,
                                        rows: &presentation.expectations)
        } else {
            markNotChecked(block, failure: primary.diagnostics.first { $0.severity == .error })
        }
        checkWarnings(block, of: primary)
        dropAcknowledgedWarnings(block)
    }

    private mutating func record(_ outcome: ValueExpectationCheck) {
        presentation.expectations.append(outcome.row)
        checks.append(outcome.check)
        if let diagnostic = outcome.diagnostic { diagnostics.append(diagnostic) }
    }

    /// The listing's own errors say why: one warning for the block, not a failure per expectation (a typo would
    /// otherwise cascade into "no value" for every line); the page still lists every line.
    private mutating func markNotChecked(_ block: ExpectationBlock, failure: Diagnostic?) {
        if block.checkedLineCount > 0 {
            let message = ListingEvaluation.notCheckedMessage(count: block.checkedLineCount, failure: failure)
            let location = SourceLocation(file: listing.code.origin.file, line: block.range.start.line, column: block.range.start.column)
            let warning = Diagnostic(id: "expect.not-checked", severity: .warning, message: message, at: location, length: 3)
            diagnostics.append(warning)
            checks.append(VerificationCheck(kind: .expectation, location: location, subject: "expect", passed: false,
                                            message: message, notChecked: block.checkedLineCount, failure: warning))
        }
        for expectation in block.expectations {
            presentation.expectations.append(ExpectationRow(expression: expectation.expression, expected: expectation.valueText,
                                                            actual: "not checked", passed: false, time: expectation.time))
        }
        for hit in block.hits {
            presentation.expectations.append(ExpectationRow(expression: hit.subject, expected: hit.viewText,
                                                            actual: "not checked", passed: false))
        }
    }

    /// Each `warning:` line must be found in a warning of the first block.
    private mutating func checkWarnings(_ block: ExpectationBlock, of primary: Evaluation) {
        let warningMessages = primary.diagnostics.filter { $0.severity == .warning }.map(\.message)
        for expectedWarning in block.warnings {
            let failure = expectedWarning.check(warnings: warningMessages)
            let message = failure.map { ListingEvaluation.withoutLocationPrefix($0.text, location: expectedWarning.location) } ?? ""
            checks.append(VerificationCheck(kind: .warning, location: expectedWarning.location, subject: "warning: " + expectedWarning.text,
                                            passed: failure == nil, message: message))
            presentation.expectations.append(ExpectationRow(
                expression: "warning", expected: expectedWarning.text,
                actual: warningMessages.first { $0.contains(expectedWarning.text) } ?? (warningMessages.first ?? "no warning"),
                passed: failure == nil))
            if failure != nil {
                diagnostics.append(Diagnostic(id: "expect.warning-missing", message: message, at: expectedWarning.location))
            }
        }
    }

    /// A warning the chapter acknowledges with a `warning:` line is intended: the page shows it, the terminal does not
    /// repeat it on every build.
    private mutating func dropAcknowledgedWarnings(_ block: ExpectationBlock) {
        let acknowledged = block.warnings.map(\.text)
        diagnostics.removeAll { diagnostic in
            diagnostic.severity == .warning && acknowledged.contains { diagnostic.message.contains($0) }
        }
    }

    /// An Objective-C listing and its Swift twin that both ran without errors must agree.
    mutating func checkTwinsAgree() {
        guard evaluations.count == 2, !evaluations.contains(where: \.hasErrors) else { return }
        let location = listing.code.origin.location(line: 1, column: 1)
        let check = ListingEvaluation.compareTwins(evaluations[0], evaluations[1], listing: listing, at: location)
        checks.append(check)
        if !check.passed {
            diagnostics.append(Diagnostic(id: "listing.twins-differ", message: check.message, at: location))
        }
    }

    /// A first block that ran without errors shows its values, and its figure when the listing draws one, with the
    /// touches of its events and `hit` lines marked.
    mutating func showValuesAndFigure(touching events: [DeclaredEvents.Event]) {
        let primary = evaluations[0]
        guard !primary.hasErrors else { return }
        presentation.values = ListingEvaluation.values(of: primary)
        guard listing.drawsFigure, let figureNumber = listing.figureNumber else { return }
        let hitPoints = (listing.expectations?.hits ?? []).map { CGPoint(x: $0.point.x, y: $0.point.y) }
        presentation.figure = ListingEvaluation.figure(of: primary, listing: listing, anchor: presentation.figureAnchor,
                                                       number: "\(listing.chapterNumber).\(figureNumber)",
                                                       touchPoints: EvaluationFigures.touchPoints(of: events, adding: hitPoints))
    }
}
