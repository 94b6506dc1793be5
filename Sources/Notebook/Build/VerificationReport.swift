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

    public init(kind: Kind, location: SourceLocation, subject: String, passed: Bool, message: String = "") {
        self.kind = kind
        self.location = location
        self.subject = subject
        self.passed = passed
        self.message = message
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
    public var passedCount: Int { checks.filter(\.passed).count }
    /// Failed checks plus errors (a listing that does not run fails, even with no expectation).
    public var failedCount: Int { checks.filter { !$0.passed }.count + errors.count }
    public var succeeded: Bool { failedCount == 0 }

    /// `path:line: message` for each failed check, then `N passed, N failed`.
    public func text() -> String {
        var text = ""
        for check in checks where !check.passed {
            text += "\(check.location.file):\(check.location.line): \(check.message)\n"
        }
        text += "\(passedCount) passed, \(failedCount) failed\n"
        return text
    }

    /// One JSON object; keys in a fixed order, checks in source order.
    public func json() -> String {
        var text = "{\n  \"passed\": \(passedCount),\n  \"failed\": \(failedCount),\n  \"checks\": ["
        for (index, check) in checks.enumerated() {
            text += index == 0 ? "\n" : ",\n"
            text += "    {\"kind\": \(jsonString(check.kind.rawValue)), \"file\": \(jsonString(check.location.file)), "
            text += "\"line\": \(check.location.line), \"column\": \(check.location.column), "
            text += "\"subject\": \(jsonString(check.subject)), \"passed\": \(check.passed)"
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

    /// JUnit XML: one test suite per chapter file, one test case per check or error.
    public func junit() -> String {
        var files: [String: (cases: [String], failures: Int)] = [:]
        for check in checks {
            var testCase = "    <testcase classname=\(xmlAttribute(check.location.file)) "
            testCase += "name=\(xmlAttribute("line \(check.location.line): \(check.kind.rawValue) \(check.subject)"))"
            if check.passed {
                testCase += "/>\n"
            } else {
                testCase += ">\n      <failure message=\(xmlAttribute(firstLine(check.message)))>"
                testCase += xmlText(check.message) + "</failure>\n    </testcase>\n"
            }
            files[check.location.file, default: ([], 0)].cases.append(testCase)
            if !check.passed { files[check.location.file, default: ([], 0)].failures += 1 }
        }
        for error in errors {
            var testCase = "    <testcase classname=\(xmlAttribute(error.location.file)) "
            testCase += "name=\(xmlAttribute("line \(error.location.line): \(error.id)"))>\n"
            testCase += "      <failure message=\(xmlAttribute(error.message))>"
            testCase += xmlText(DiagnosticFormatter.headline(error)) + "</failure>\n    </testcase>\n"
            files[error.location.file, default: ([], 0)].cases.append(testCase)
            files[error.location.file, default: ([], 0)].failures += 1
        }
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        text += "<testsuites name=\"notebook verify\" tests=\"\(passedCount + failedCount)\" failures=\"\(failedCount)\">\n"
        for file in files.keys.sorted() {
            guard let suite = files[file] else { continue }
            text += "  <testsuite name=\(xmlAttribute(file)) tests=\"\(suite.cases.count)\" failures=\"\(suite.failures)\">\n"
            text += suite.cases.joined()
            text += "  </testsuite>\n"
        }
        text += "</testsuites>\n"
        return text
    }

    private func firstLine(_ text: String) -> String {
        String(text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
    }

    private func jsonString(_ text: String) -> String {
        JSONWriter.quoted(text)
    }

    private func xmlText(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\n", "\t", "\r": result.unicodeScalars.append(scalar)
            default:
                // XML 1.0 cannot carry other control characters at all.
                if scalar.value < 0x20 { result += "\u{FFFD}" } else { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }

    private func xmlAttribute(_ text: String) -> String {
        "\"" + xmlText(text).replacingNewlines() + "\""
    }
}

private extension String {
    /// Attribute values normalize raw newlines to spaces; write them as character references to keep them.
    func replacingNewlines() -> String {
        var result = ""
        for character in self {
            switch character {
            case "\n": result += "&#10;"
            case "\t": result += "&#9;"
            case "\r": result += "&#13;"
            default: result.append(character)
            }
        }
        return result
    }
}
