import Diagnostics

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
