import Foundation
import NotebookTestSupport
import XCTest
@testable import Notebook

/// Runs the live cell's number finder (`numberLiterals` of `LiveCellScrubScript`) and its step under Node: which
/// literals of a listing the reader can drag, at which offsets, and what a step writes back. The browser checks
/// (tools/browser/cell_scrub_checks.py) press the keys on a few of these in the real cell.
final class LiveCellScrubScriptTests: XCTestCase {
    /// The script's functions are a closure's; `Cell` stands in for the cell whose methods it adds.
    private func run(_ body: String) throws -> Any {
        try NodeScript.json(running: """
        function Cell() {}
        \(LiveCellScrubScript.methods)
        function found(text, language) {
          return numberLiterals(text, language).map(function (literal) { return [literal.start, literal.text]; });
        }
        function scrubbed(text, language, index, steps) {
          var literal = numberLiterals(text, language)[index];
          var stepped = steppedNumber(literal.text, steps, text.charAt(literal.start - 1), language);
          return text.slice(0, literal.start) + stepped.text + text.slice(literal.start + literal.text.length);
        }
        console.log(JSON.stringify(\(body)));
        """)
    }

    private func javaScript(_ text: String) throws -> String {
        String(String(decoding: try JSONSerialization.data(withJSONObject: [text]), as: UTF8.self).dropFirst().dropLast())
    }

    /// The draggable literals of `text`: their starts (checked to be where the text has them) and texts.
    private func found(_ text: String, language: String = "swift", file: StaticString = #filePath,
                       line: UInt = #line) throws -> [(start: Int, text: String)] {
        let found = try XCTUnwrap(try run("found(\(try javaScript(text)), \"\(language)\")") as? [[Any]])
        let units = Array(text.utf16)
        return try found.map { literal in
            let start = try XCTUnwrap(literal[0] as? Int), number = try XCTUnwrap(literal[1] as? String)
            XCTAssertEqual(String(decoding: units[start..<min(units.count, start + number.utf16.count)], as: UTF16.self),
                           number, "the literal's start", file: file, line: line)
            return (start, number)
        }
    }

    private func literals(_ text: String, language: String = "swift", file: StaticString = #filePath,
                          line: UInt = #line) throws -> [String] {
        try found(text, language: language, file: file, line: line).map(\.text)
    }

    private func offset(of needle: String, in text: String) throws -> Int {
        text.utf16.distance(from: text.utf16.startIndex, to: try XCTUnwrap(text.range(of: needle)).lowerBound)
    }

    func testNumbersInsideAnInterpolationAreLiteralsAtTheirOffsets() throws {
        let text = """
        let label = "angle \\(angle * 2 + 15) degrees"
        print("scale \\(0.5 * s)")
        let text = \"""
          about 3 \\(4)
          \"""
        """
        let literals = try found(text)
        XCTAssertEqual(literals.map(\.text), ["2", "15", "0.5", "4"])
        XCTAssertEqual(literals.map(\.start), [try offset(of: "2 +", in: text), try offset(of: "15)", in: text),
                                               try offset(of: "0.5", in: text), try offset(of: "4)", in: text)])
    }

    func testTheTextOfAStringAndStringsInsideAnInterpolationAreSkipped() throws {
        XCTAssertEqual(try literals(#"let a = "layer 2 \(f("x 3", 4) + "\(5) 6") 7" + 8"#), ["4", "5", "8"])
        XCTAssertEqual(try literals(#"let b = "\(layer2) \(t.0)""#), [])
    }

    func testAnInterpolationEndsAtItsOwnClosingParenthesis() throws {
        XCTAssertEqual(try literals(#"let c = "\((1 + 2) * f(3)) 4 \(5)" + 6"#), ["1", "2", "3", "5", "6"])
    }

    /// In `#"…"#` the interpolation is `\#(`, and `\(` is text; `"` inside ends nothing without its `#`.
    func testARawStringInterpolatesOnlyWithItsHashes() throws {
        XCTAssertEqual(try literals(##"let d = #"\(1) \#(2) "\#((3))" 4"# + 5"##), ["2", "3", "5"])
        XCTAssertEqual(try literals(###"let e = ##"\#(1) \##(2)"## + 3"###), ["2", "3"])
        XCTAssertEqual(try literals(##"""
        let f = #"""
          "\(1)" \#(2) """
          """#
        """##), ["2"])
    }

    func testAnObjectiveCStringHasNoInterpolation() throws {
        XCTAssertEqual(try literals(#"NSString *s = @"a \(2) b"; CGFloat c = 3;"#, language: "objc"), ["3"])
    }

    /// While the reader types: an interpolation left open runs to the end of the code, or of its line in a single-line
    /// string (as in Swift, where that string ends there too); one of a multi-line string spans lines.
    func testAnUnterminatedInterpolationEndsWithTheCodeOrItsLine() throws {
        XCTAssertEqual(try literals(#"let s = "a \(x + 1"#), ["1"])
        XCTAssertEqual(try literals("let s = \"a \\(f(2)\nlet t = g(3)) 4 \"5\""), ["2", "3", "4"])
        XCTAssertEqual(try literals("let s = \"\"\"\n\\(f(1)\n2) 3\n\"\"\"\nlet t = 4"), ["1", "2", "4"])
        XCTAssertEqual(try literals("let s = \"\"\"\n\\(1 +"), ["1"])
    }

    /// A unary minus belongs to the literal inside an interpolation too, and a step rewrites the literal alone.
    func testAMinusInsideAnInterpolationFollowsTheMinusRule() throws {
        let text = #"let s = "\(-1 + x) \(y -2) \(z-3)" // -4"#
        XCTAssertEqual(try literals(text), ["-1", "2", "3"])
        let stepped = try XCTUnwrap(try run("""
        [scrubbed(\(try javaScript(text)), "swift", 0, 1), scrubbed(\(try javaScript(text)), "swift", 0, 2),
         scrubbed(\(try javaScript(text)), "swift", 2, -5)]
        """) as? [String])
        XCTAssertEqual(stepped, [#"let s = "\(0 + x) \(y -2) \(z-3)" // -4"#, #"let s = "\(1 + x) \(y -2) \(z-3)" // -4"#,
                                 #"let s = "\(-1 + x) \(y -2) \(z-0)" // -4"#])
    }

    /// Each input is 100 KB that a backtracking or recursive scan would take seconds or a stack overflow on: the scan
    /// stays linear, and still finds the literal at the end where it is code.
    func testAHundredKilobytesOfOpenInterpolationsAreScannedQuickly() throws {
        let inputs = [
            (#"'let s = "' + "\\(".repeat(50000) + " 1""#, "swift", ["1"]),
            (#"'"\\('.repeat(33334) + " 1""#, "swift", ["1"]),
            (#"'"\\('.repeat(33334) + "\n 1""#, "swift", ["1"]),
            (#"'"""\n\\('.repeat(20000) + "\n 1""#, "swift", ["1"]),
            (##""#".repeat(100000) + " 1""##, "swift", ["1"]),
            (##""#".repeat(50000) + '"' + "\\(".repeat(25000) + " 1""##, "swift", []),
            (##"'#"\\#('.repeat(25000) + " 1""##, "swift", ["1"]),
            (#""\\(".repeat(50000) + " 1""#, "swift", ["1"]),
            (#"'@"' + "\\(".repeat(50000) + " 1""#, "objc", []),
        ]
        let timed = try XCTUnwrap(try run("""
        [\(inputs.map { "[\($0.0), \"\($0.1)\"]" }.joined(separator: ", "))].map(function (input) {
          var started = Date.now(), literals = numberLiterals(input[0], input[1]);
          return [input[0].length, Date.now() - started, literals.map(function (literal) { return literal.text; })];
        })
        """) as? [[Any]])
        XCTAssertEqual(timed.count, inputs.count)
        for (result, input) in zip(timed, inputs) {
            XCTAssertGreaterThanOrEqual(try XCTUnwrap(result[0] as? Int), 100_000, input.0)
            XCTAssertLessThan(try XCTUnwrap(result[1] as? Int), 1000, "milliseconds for \(input.0)")
            XCTAssertEqual(result[2] as? [String], input.2, input.0)
        }
    }
}
