import Diagnostics

/// One thing `notebook verify` checks: an expectation line, a language twin pair, or an intentional error.
public struct VerificationCheck: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case expectation
        case twin
        case intentionalError = "intentional-error"
        case warning
    }

    /// Ids of the diagnostics a build reports for failed checks; verify counts the check, not the diagnostic too.
    public static let diagnosticIDs: Set<String> = [
        "expect.failed", "expect.cannot-evaluate", "expect.not-comparable", "expect.warning-missing", "expect.not-checked",
        "listing.twins-differ", "listing.intentional-error-missing",
    ]

    public var kind: Kind
    public var location: SourceLocation
    /// What is checked, e.g. `transform` or `Listing 3.2 (Objective-C and Swift)`.
    public var subject: String
    public var passed: Bool
    /// Why it failed, with both values (`expected ... got ...`); empty for a pass.
    public var message: String
    /// The listing the check belongs to (`Listing 1.1`), for names that do not move when a paragraph is added.
    public var listingLabel: String
    /// How many expectations this entry stands for when they were not checked because their listing failed: then it
    /// is neither a pass nor a failure (the listing's own error is the failure).
    public var notChecked: Int
    /// Seconds spent evaluating the check's listing (every check of a listing shares its evaluation).
    public var seconds: Double

    /// The diagnostic `build` reports for this failure (its caret's length, its notes), which verify prints as it is.
    public var failure: Diagnostic?

    public init(kind: Kind, location: SourceLocation, subject: String, passed: Bool, message: String = "",
                listingLabel: String = "", notChecked: Int = 0, seconds: Double = 0, failure: Diagnostic? = nil) {
        self.failure = failure
        self.kind = kind
        self.location = location
        self.subject = subject
        self.passed = passed
        self.message = message
        self.listingLabel = listingLabel
        self.notChecked = notChecked
        self.seconds = seconds
    }

    public var isFailure: Bool { !passed && notChecked == 0 }

    /// A name that identifies the check by its listing and what it checks, not by its line:
    /// `Listing 1.1 › expect transform.m11`.
    public var name: String {
        let what: String
        switch kind {
        case .expectation: what = notChecked > 0 ? "expect (not checked)" : "expect " + subject
        case .warning: what = subject
        case .twin: what = "Objective-C and Swift agree"
        case .intentionalError:
            let language = subject.hasPrefix(listingLabel + " ") ? String(subject.dropFirst(listingLabel.count + 1)) : subject
            what = "intentional error " + language
        }
        return listingLabel.isEmpty ? what : listingLabel + " › " + what
    }

    /// The failure on one line: the differing elements of a matrix (`m13: expected 0.7071, got -0.7071`), or the
    /// message's first line.
    public var summary: String {
        let lines = message.split(separator: "\n").map(\.trimmingSpaces)
        let differences = lines.dropFirst().filter { $0.contains(": expected ") }
        if !differences.isEmpty { return differences.joined(separator: "; ") }
        return lines.first ?? ""
    }

    /// The failure (or the note that expectations were not checked) as a diagnostic, so that verify prints what
    /// build prints: build's own diagnostic when the check has one.
    public var diagnostic: Diagnostic {
        failure ?? Diagnostic(id: "verify." + kind.rawValue, severity: notChecked > 0 ? .warning : .error, message: message, at: location)
    }
}

/// The result of `notebook verify`: every check, and the error diagnostics that stopped a listing from running.
public struct VerificationReport: Sendable {
    public var checks: [VerificationCheck]
    public var diagnostics: [Diagnostic]

    public init(checks: [VerificationCheck], diagnostics: [Diagnostic]) {
        self.checks = checks.sorted { ($0.location, $0.subject) < ($1.location, $1.subject) }
        self.diagnostics = diagnostics.filter { !VerificationCheck.diagnosticIDs.contains($0.id) }.sorted()
    }

    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    public var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
    public var passedCount: Int { checks.filter(\.passed).count }
    /// Failed checks plus errors (a listing that does not run fails, even with no expectation).
    public var failedCount: Int { checks.filter(\.isFailure).count + errors.count }
    /// Expectations of listings that failed.
    public var notCheckedCount: Int { checks.reduce(0) { $0 + $1.notChecked } }
    public var succeeded: Bool { failedCount == 0 }

    /// The report with warnings made errors (`--strict`): a warning then fails the run.
    public func strict() -> VerificationReport {
        VerificationReport(checks: checks, diagnostics: diagnostics.map { diagnostic in
            var strict = diagnostic
            if strict.severity == .warning { strict.severity = .error }
            return strict
        })
    }

    /// Every failed check (and every not-checked block) as a diagnostic, for the formatter.
    public var checkDiagnostics: [Diagnostic] {
        checks.filter { !$0.passed }.map(\.diagnostic)
    }

    /// `N passed, N failed` (and `, N not checked` when a listing failed before its expectations).
    public var summary: String {
        var text = "\(passedCount) passed, \(failedCount) failed"
        if notCheckedCount > 0 { text += ", \(notCheckedCount) not checked" }
        return text
    }

    /// Each failed check as `path:line:column: error: message`, then the summary.
    public func text() -> String {
        var text = ""
        for diagnostic in checkDiagnostics {
            text += DiagnosticFormatter.headline(diagnostic) + "\n"
        }
        return text + summary + "\n"
    }

    /// One JSON object; keys in a fixed order, checks in source order.
    public func json() -> String {
        var text = "{\n  \"passed\": \(passedCount),\n  \"failed\": \(failedCount),\n  \"notChecked\": \(notCheckedCount),\n  \"checks\": ["
        for (index, check) in checks.enumerated() {
            text += index == 0 ? "\n" : ",\n"
            text += "    {\"kind\": \(jsonString(check.kind.rawValue)), \"name\": \(jsonString(check.name)), "
            text += "\"file\": \(jsonString(check.location.file)), "
            text += "\"line\": \(check.location.line), \"column\": \(check.location.column), "
            text += "\"subject\": \(jsonString(check.subject)), \"passed\": \(check.passed)"
            if check.notChecked > 0 { text += ", \"notChecked\": \(check.notChecked)" }
            if !check.passed { text += ", \"message\": \(jsonString(check.message))" }
            text += "}"
        }
        text += checks.isEmpty ? "],\n" : "\n  ],\n"
        text += "  \"diagnostics\": ["
        for (index, diagnostic) in diagnostics.enumerated() {
            text += index == 0 ? "\n" : ",\n"
            text += "    {\"severity\": \(jsonString(diagnostic.severity.rawValue)), \"id\": \(jsonString(diagnostic.id)), "
            text += "\"message\": \(jsonString(diagnostic.message)), \"file\": \(jsonString(diagnostic.location.file)), "
            text += "\"line\": \(diagnostic.location.line), \"column\": \(diagnostic.location.column)}"
        }
        text += diagnostics.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return text
    }

    private func jsonString(_ text: String) -> String {
        JSONWriter.quoted(text)
    }
}
