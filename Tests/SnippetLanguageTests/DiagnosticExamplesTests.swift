import Diagnostics
import Foundation
import NotebookTestSupport
@testable import SnippetLanguage
import XCTest

/// The pinned text of diagnostics: each example of `Examples/diagnostics-*.txt` is a bad snippet and the exact
/// output of `DiagnosticFormatter` for it (headline, source line, caret, notes), as `notebook eval` prints it.
/// The snippet is evaluated as the file `snippet.m` or `snippet.swift`.
///
/// To re-record after a deliberate change of wording, run with `NOTEBOOK_RECORD_SNAPSHOTS=1` and review the diff.
final class DiagnosticExamplesTests: XCTestCase {
    static func render(_ example: Example) -> String {
        let dialect = Dialect(rawValue: example.dialect) ?? .objc
        let file = dialect == .objc ? "snippet.m" : "snippet.swift"
        let evaluation = SnippetEvaluator.evaluate(example.input, dialect: dialect, origin: SourceOrigin(file: file))
        let source = example.input
        return DiagnosticFormatter(source: { $0 == file ? source : nil }).format(evaluation.diagnostics)
    }

    func testPinnedDiagnostics() throws {
        let record = Snapshot.isRecording
        var kinds: Set<String> = []
        var total = 0
        for name in try ExampleFile.allFiles(prefix: "diagnostics-") {
            let examples = try ExampleFile.load(name)
            var rendered: [String: String] = [:]
            for example in examples {
                total += 1
                let text = Self.render(example)
                rendered[example.name] = text
                let dialect = Dialect(rawValue: example.dialect) ?? .objc
                let evaluation = SnippetEvaluator.evaluate(example.input, dialect: dialect, origin: SourceOrigin(file: "x"))
                kinds.formUnion(evaluation.diagnostics.map(\.id))
                XCTAssertFalse(evaluation.diagnostics.isEmpty, "\(name) \(example.name): no diagnostic at all")
                if !record {
                    XCTAssertEqual(text, example.expectedText, "\(name) example \(example.name) (line \(example.inputLine))")
                }
            }
            if record {
                try Self.rewrite(name, rendered: rendered)
            }
        }
        XCTAssertGreaterThanOrEqual(total, 60)
        XCTAssertGreaterThanOrEqual(kinds.count, 40, "distinct diagnostic ids: \(kinds.sorted())")
    }

    /// Replaces the expected sections of a diagnostics file in the source tree with the current output.
    static func rewrite(_ name: String, rendered: [String: String]) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Examples").appendingPathComponent(name)
        let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        var output: [String] = []
        var index = 0
        var current: String?
        while index < lines.count {
            let line = lines[index]
            if line.hasPrefix(ExampleFile.fence + " example") {
                current = line.split(separator: " ").dropFirst(3).first.map(String.init)
                output.append(line)
            } else if line == ".", let name = current {
                output.append(line)
                let text = rendered[name] ?? ""
                output.append(contentsOf: text.isEmpty ? [] : text.dropLast().components(separatedBy: "\n"))
                while index + 1 < lines.count && lines[index + 1] != ExampleFile.fence { index += 1 }
                current = nil
            } else {
                output.append(line)
            }
            index += 1
        }
        try output.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
    }
}
