import Diagnostics
@testable import SnippetLanguage
import TransformKit
import XCTest

/// Runs every example of `Examples/listings-*.txt`, `dialect-*.txt` and `methods.txt` and checks its expectations.
final class ListingExamplesTests: XCTestCase {
    func testListingExamples() throws {
        let files = try ExampleFile.allFiles(prefix: "listings-") + ExampleFile.allFiles(prefix: "dialect-")
            + ExampleFile.allFiles(prefix: "methods")
        XCTAssertFalse(files.isEmpty)
        var count = 0
        for file in files {
            for example in try ExampleFile.load(file) {
                count += 1
                Self.check(example)
            }
        }
        XCTAssertGreaterThanOrEqual(count, 30, "fewer examples than expected were found")
    }

    /// Evaluates an example's source, positions mapped into the examples file itself. Leading `%scene ` lines
    /// override the scene, leading `%events ` lines declare what the handlers receive (docs/authoring.md "Events").
    static func evaluate(_ example: Example) -> Evaluation {
        var source: [String] = []
        var sceneLines: [String] = []
        var eventLines: [String] = []
        for line in example.input.components(separatedBy: "\n") {
            if line.hasPrefix("%scene ") {
                sceneLines.append(String(line.dropFirst(7)))
            } else if line.hasPrefix("%events ") {
                eventLines.append(String(line.dropFirst(8)))
            } else {
                source.append(line)
            }
        }
        let dialect = Dialect(rawValue: example.dialect) ?? .objc
        let scene = SceneOverrides.parse(sceneLines.joined(separator: "\n"), origin: SourceOrigin(file: example.file, firstLine: example.inputLine)).overrides
        let (events, eventErrors) = DeclaredEvents.parse(eventLines.joined(separator: "\n"),
                                                         origin: SourceOrigin(file: example.file, firstLine: example.inputLine + sceneLines.count))
        XCTAssertEqual(eventErrors, [], "\(example.file) example \(example.name): bad %events lines")
        let firstLine = example.inputLine + sceneLines.count + eventLines.count
        return SnippetEvaluator.evaluate(source.joined(separator: "\n"), dialect: dialect,
                                         origin: SourceOrigin(file: example.file, firstLine: firstLine), scene: scene,
                                         platform: example.attributes["platform"] == "macos" ? .macos : .ios,
                                         options: EvaluationOptions(events: events))
    }

    /// Checks every expectation of an example; see the format in `Examples/listings-objc.txt` and, for located
    /// diagnostics (`snippet.m:LINE:COLUMN: error: MESSAGE`, lines counted from the example's first input line)
    /// and times (`at SECONDS: EXPRESSION = VALUE`), `Examples/seed-000.txt`.
    static func check(_ example: Example) {
        let evaluation = Self.evaluate(example)
        let where_ = "\(example.file) example \(example.name) (line \(example.inputLine))"
        let rendered = DiagnosticFormatter(showsSourceLines: false).format(evaluation.diagnostics)
        for (offset, line) in example.expected.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let context = "\(where_), expectation \(offset + 1): \(trimmed)"
            if trimmed.hasPrefix("snippet.") {
                let headlines = locatedHeadlines(evaluation.diagnostics, example: example)
                XCTAssertTrue(headlines.contains(trimmed), "\(context)\ndiagnostics were:\n\(headlines.joined(separator: "\n"))")
            } else if trimmed == "no errors" {
                XCTAssertFalse(evaluation.hasErrors, "\(context)\n\(rendered)")
            } else if trimmed == "no diagnostics" {
                XCTAssertTrue(evaluation.diagnostics.isEmpty, "\(context)\n\(rendered)")
            } else if trimmed.hasPrefix("variables:") {
                let want = Self.list(trimmed.dropFirst("variables:".count))
                XCTAssertEqual(evaluation.variables.map(\.name), want, context)
            } else if trimmed.hasPrefix("ran:") {
                // `ran: viewDidLoad → rotationClick:`, or `ran:` alone for a listing that runs no method.
                let want = trimmed.dropFirst("ran:".count).split(separator: "→").map { $0.trimmingCharacters(in: .whitespaces) }
                XCTAssertEqual(evaluation.ran, want, context)
            } else if trimmed.hasPrefix("layers:") {
                let want = Self.list(trimmed.dropFirst("layers:".count))
                XCTAssertEqual(evaluation.layers.map(\.name), want, context)
            } else if trimmed.hasPrefix("warning: ") || trimmed.hasPrefix("error: ") {
                let severity: Severity = trimmed.hasPrefix("warning: ") ? .warning : .error
                let text = String(trimmed.drop { $0 != " " }.dropFirst())
                XCTAssertTrue(evaluation.diagnostics.contains { $0.severity == severity && $0.message.contains(text) },
                              "\(context)\ndiagnostics were:\n\(rendered)")
            } else if let equals = trimmed.range(of: " = ") {
                let expression = String(trimmed[..<equals.lowerBound])
                var expected = String(trimmed[equals.upperBound...])
                var tolerance = 1e-9
                if let plusMinus = expected.range(of: " ± ") ?? expected.range(of: " +- ") {
                    tolerance = Double(expected[plusMinus.upperBound...].trimmingCharacters(in: .whitespaces)) ?? tolerance
                    expected = String(expected[..<plusMinus.lowerBound])
                }
                let (time, text) = Self.splitTime(expression)
                let result = evaluation.evaluateExpression(text, dialect: Dialect(rawValue: example.dialect),
                                                           origin: SourceOrigin(file: example.file, firstLine: 1), at: time)
                guard let value = result.value else {
                    XCTFail("\(context)\n\(DiagnosticFormatter(showsSourceLines: false).format(result.diagnostics))\nlisting diagnostics:\n\(rendered)")
                    continue
                }
                Self.assertMatches(value, expected, tolerance: tolerance, evaluation: evaluation, context: context)
            } else {
                XCTFail("\(context): unknown expectation")
            }
        }
    }

    /// `at 2.5: EXPRESSION` names the time at which layers show their presentation values.
    static func splitTime(_ expression: String) -> (Double?, String) {
        guard expression.hasPrefix("at "), let colon = expression.firstIndex(of: ":"),
              let time = Double(expression[expression.index(expression.startIndex, offsetBy: 3)..<colon]) else { return (nil, expression) }
        return (time, expression[expression.index(after: colon)...].trimmingCharacters(in: .whitespaces))
    }

    /// Each diagnostic's headline as `notebook eval` prints it for the example alone, saved as snippet.m or
    /// snippet.swift: the line counted from the example's first input line.
    static func locatedHeadlines(_ diagnostics: [Diagnostic], example: Example) -> [String] {
        let file = example.dialect == "swift" ? "snippet.swift" : "snippet.m"
        return diagnostics.map { diagnostic in
            let severity = diagnostic.severity == .error ? "error" : diagnostic.severity == .warning ? "warning" : "note"
            guard diagnostic.location.file == example.file else { return "\(severity): \(diagnostic.message)" }
            let line = diagnostic.location.line - example.inputLine + 1
            return "\(file):\(line):\(diagnostic.location.column): \(severity): \(diagnostic.message)"
        }
    }

    static func list(_ text: Substring) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Numbers compare element-wise within the tolerance; other values by their text.
    static func assertMatches(_ value: Value, _ expected: String, tolerance: Double, evaluation: Evaluation, context: String,
                              file: StaticString = #filePath, line: UInt = #line) {
        let numeric = expected.first.map { "([-.0123456789".contains($0) } == true || expected.hasPrefix("@(") || expected.hasPrefix("rgba(")
        if numeric {
            let want = numbers(in: expected)
            let have = value.components
            guard want.count == have.count else {
                XCTFail("\(context)\nexpected \(expected)\n     got \(evaluation.describe(value))", file: file, line: line)
                return
            }
            for (a, b) in zip(want, have) where !(abs(a - b) <= tolerance || (a.isNaN && b.isNaN) || a == b) {
                XCTFail("\(context)\nexpected \(expected)\n     got \(evaluation.describe(value))", file: file, line: line)
                return
            }
        } else if case .string(let text) = value {
            XCTAssertEqual(text, expected, context, file: file, line: line)
        } else {
            XCTAssertEqual(evaluation.describe(value), expected, context, file: file, line: line)
        }
    }

    static func numbers(in text: String) -> [Double] {
        var result: [Double] = []
        var current = ""
        func flush() {
            if !current.isEmpty, let number = Double(current) { result.append(number) }
            current = ""
        }
        for character in text {
            if character.isNumber || character == "." || character == "-" || character == "e" || character == "+" {
                if character == "-" && !current.isEmpty && current.last != "e" { flush() }
                current.append(character)
            } else {
                flush()
            }
        }
        flush()
        return result
    }
}
