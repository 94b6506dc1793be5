import Diagnostics
import Foundation

/// The reports of `notebook verify` for CI: JUnit XML and GitHub workflow annotations.
extension VerificationReport {
    /// JUnit XML: one test suite per chapter file, one test case per check, error and warning. Each case carries
    /// `file`, `line` and `time` (its listing's evaluation); names do not contain line numbers, so a failure keeps its
    /// name when text is added above it. A warning is a passing case with the warning as its output.
    public func junit() -> String {
        var suites: [String: JUnitSuite] = [:]
        for check in checks {
            var testCase = JUnitCase(file: check.location.file, line: check.location.line, name: check.name, seconds: check.seconds)
            if check.notChecked > 0 {
                testCase.body = "      <skipped message=\(xmlAttribute(check.message))/>\n"
                suites[testCase.file, default: JUnitSuite()].skipped += 1
            } else if !check.passed {
                testCase.body = "      <failure message=\(xmlAttribute(check.summary))>" + xmlText(check.message) + "</failure>\n"
                suites[testCase.file, default: JUnitSuite()].failures += 1
            }
            suites[testCase.file, default: JUnitSuite()].append(testCase)
        }
        for diagnostic in diagnostics where diagnostic.severity != .note {
            let isError = diagnostic.severity == .error
            var testCase = JUnitCase(file: diagnostic.location.file, line: diagnostic.location.line,
                                     name: "\(diagnostic.severity.rawValue) \(diagnostic.id): \(firstLine(diagnostic.message))", seconds: 0)
            let headline = xmlText(DiagnosticFormatter.headline(diagnostic))
            testCase.body = isError
                ? "      <failure message=\(xmlAttribute(firstLine(diagnostic.message)))>" + headline + "</failure>\n"
                : "      <system-out>" + headline + "</system-out>\n"
            if isError { suites[testCase.file, default: JUnitSuite()].failures += 1 }
            suites[testCase.file, default: JUnitSuite()].append(testCase)
        }
        let total = suites.values.reduce(0) { $0 + $1.cases.count }
        let seconds = suites.values.reduce(0) { $0 + $1.seconds }
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        text += "<testsuites name=\"notebook verify\" tests=\"\(total)\" failures=\"\(failedCount)\" "
        text += "skipped=\"\(suites.values.reduce(0) { $0 + $1.skipped })\" time=\"\(Self.seconds(seconds))\">\n"
        for file in suites.keys.sorted() {
            guard let suite = suites[file] else { continue }
            text += "  <testsuite name=\(xmlAttribute(file)) tests=\"\(suite.cases.count)\" failures=\"\(suite.failures)\" "
            text += "skipped=\"\(suite.skipped)\" time=\"\(Self.seconds(suite.seconds))\">\n"
            for testCase in suite.cases {
                text += "    <testcase classname=\(xmlAttribute(file)) name=\(xmlAttribute(testCase.name)) "
                text += "file=\(xmlAttribute(file)) line=\"\(testCase.line)\" time=\"\(Self.seconds(testCase.seconds))\""
                text += testCase.body.isEmpty ? "/>\n" : ">\n" + testCase.body + "    </testcase>\n"
            }
            text += "  </testsuite>\n"
        }
        text += "</testsuites>\n"
        return text
    }

    /// GitHub workflow commands (`::error file=…,line=…,col=…::message`), one per failed check and per diagnostic,
    /// which GitHub shows as annotations on the pull request's files.
    public func githubAnnotations() -> String {
        var lines: [String] = []
        for check in checks where !check.passed {
            lines.append(Self.annotation(check.notChecked > 0 ? "warning" : "error", at: check.location, title: check.name,
                                         message: check.message))
        }
        for diagnostic in diagnostics {
            let command = diagnostic.severity == .note ? "notice" : diagnostic.severity.rawValue
            lines.append(Self.annotation(command, at: diagnostic.location, title: diagnostic.id, message: diagnostic.message))
        }
        return lines.map { $0 + "\n" }.joined()
    }

    static func annotation(_ command: String, at location: SourceLocation, title: String, message: String) -> String {
        "::\(command) file=\(escapedProperty(location.file)),line=\(location.line),col=\(location.column),"
            + "title=\(escapedProperty(title))::\(escapedData(message))"
    }

    /// GitHub's escaping of a command's message: `%`, carriage return and newline.
    static func escapedData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property value also escapes `:` and `,`, which separate properties.
    static func escapedProperty(_ text: String) -> String {
        escapedData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    private static func seconds(_ value: Double) -> String {
        String(format: "%.3f", value)
    }

    private func firstLine(_ text: String) -> String {
        String(text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
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

    /// Attribute values normalize raw newlines to spaces; write them as character references to keep them.
    private func xmlAttribute(_ text: String) -> String {
        var result = "\""
        for character in xmlText(text) {
            switch character {
            case "\n": result += "&#10;"
            case "\t": result += "&#9;"
            case "\r": result += "&#13;"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}

/// One `<testcase>` of the JUnit report, before it is written.
private struct JUnitCase {
    var file: String
    var line: Int
    var name: String
    var seconds: Double
    var body = ""
}

/// One `<testsuite>` (a chapter file) of the JUnit report.
private struct JUnitSuite {
    var cases: [JUnitCase] = []
    var failures = 0
    var skipped = 0
    var seconds: Double = 0
    /// Listings already counted in `seconds` (their checks share one evaluation).
    private var timedListings: Set<String> = []

    mutating func append(_ testCase: JUnitCase) {
        cases.append(testCase)
        if testCase.seconds > 0, timedListings.insert(testCase.name.components(separatedBy: " › ")[0]).inserted {
            seconds += testCase.seconds
        }
    }
}
