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
