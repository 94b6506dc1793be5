import Diagnostics
import SnippetLanguage

/// `notebook eval FILE#id --update-expectations`: the chapter's text with the listing's `expect` block brought up to
/// date, for the author to review in a diff. Only the value of an expectation that fails is replaced (its expression,
/// tolerance and comment stay as written, and so does every line that holds), and the view of a failing
/// `hit (X, Y) -> VIEW` line by the view the touch reaches; with `addingVariables`, every variable
/// the listing declares that no line names yet gets a line, in the existing block or a new one after the listing.
/// The text is edited by source positions, never rendered again from the Markdown tree, so every other byte stays.
public struct ExpectationUpdate: Sendable {
    /// The chapter file's new text.
    public var text: String
    /// Lines whose value was replaced.
    public var rewritten: Int
    /// Lines added for variables.
    public var added: Int

    /// The update, or diagnostics saying why there is none: the listing has errors, is display-only or meant to fail,
    /// or an expectation cannot be evaluated (a misspelt expression is the author's to fix).
    public static func plan(_ result: InPlaceResult, fileText: String,
                            addingVariables: Bool) -> (update: ExpectationUpdate?, diagnostics: [Diagnostic]) {
        let listing = result.listing
        let fence = listing.code.range.start.location(in: listing.code.origin.file)
        if let refusal = refusal(result, at: fence) { return (nil, [refusal]) }
        let primary = result.evaluations[0]
        var lines = SourceLineEditor(fileText)
        var rewritten = 0
        for expectation in listing.expectations?.expectations ?? [] {
            let evaluated = primary.evaluateExpression(expectation.expression, origin: expectation.origin, at: expectation.time)
            guard let observed = evaluated.value?.observed, !evaluated.diagnostics.hasErrors else {
                return (nil, [Diagnostic(id: "eval.update-unevaluable",
                                         message: "cannot update the expectations: '\(expectation.expression)' cannot be evaluated; fix it first",
                                         at: expectation.location, length: expectation.expression.unicodeScalars.count)])
            }
            guard expectation.check(observed) != nil else { continue }
            guard lines.replaceValue(of: expectation, with: ValueFormatting.observed(observed)) else {
                return (nil, [Diagnostic(id: "eval.update-unlocated",
                                         message: "cannot update the expectations: the value of '\(expectation.expression)' is not where it was read",
                                         at: expectation.location)])
            }
            rewritten += 1
        }
        // A failing `hit (X, Y) -> VIEW` line gets the view reached; a VIEW that cannot be evaluated is the author's to fix.
        for hit in listing.expectations?.hits ?? [] {
            let outcome = HitExpectationCheck.run(hit, against: primary, viewDialect: primary.dialect)
            guard !outcome.check.passed else { continue }
            if let diagnostic = outcome.diagnostic, diagnostic.id == "expect.cannot-evaluate" {
                return (nil, [Diagnostic(id: "eval.update-unevaluable",
                                         message: "cannot update the expectations: '\(hit.viewText)' cannot be evaluated; fix it first",
                                         at: diagnostic.location, length: diagnostic.length, notes: [.init(diagnostic.message)])])
            }
            guard lines.replaceView(of: hit, with: HitExpectationCheck.reachedViewName(hit, in: primary)) else {
                return (nil, [Diagnostic(id: "eval.update-unlocated",
                                         message: "cannot update the expectations: the view of '\(hit.subject)' is not where it was read",
                                         at: hit.location)])
            }
            rewritten += 1
        }
        var added = 0
        if addingVariables {
            let named = Set((listing.expectations?.expectations ?? []).map(\.expression))
            let newLines = primary.variables.compactMap { variable -> String? in
                guard !named.contains(variable.name), let observed = variable.value.observed else { return nil }
                return variable.name + " = " + ValueFormatting.observed(observed)
            }
            added = newLines.count
            if !newLines.isEmpty { lines.add(newLines, to: listing) }
        }
        return (ExpectationUpdate(text: lines.text, rewritten: rewritten, added: added), [])
    }

    /// Why the listing's values cannot be written into its expectations, if they cannot.
    static func refusal(_ result: InPlaceResult, at location: SourceLocation) -> Diagnostic? {
        let listing = result.listing
        let reason: String?
        if !listing.isEvaluated {
            reason = "\(listing.label) is marked norun"
        } else if listing.expectedError != nil {
            reason = "\(listing.label) is meant to fail (error=): it has no values to expect"
        } else if result.evaluations.isEmpty || !result.report.errors.isEmpty
                    || result.evaluations.contains(where: \.hasErrors) {
            reason = "\(listing.label) has errors; fix them first"
        } else if result.report.checks.contains(where: { $0.kind != .expectation && $0.isFailure }) {
            reason = "the Objective-C and Swift versions of \(listing.label) differ; make them agree first"
        } else {
            reason = nil
        }
        return reason.map { Diagnostic(id: "eval.update-refused", message: "cannot update the expectations: " + $0, at: location) }
    }
}
