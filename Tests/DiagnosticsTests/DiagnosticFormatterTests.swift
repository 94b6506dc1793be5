import Diagnostics
import XCTest

final class DiagnosticFormatterTests: XCTestCase {
    private let chapter = """
    # Affine
    ```objc
        t = CATransform3DMakeRotaton(M_PI_4, 0, 1, 0);
    ```
    """

    func testRendersHeadlineSourceLineAndCaret() {
        let diagnostic = Diagnostic(
            id: "unknown-function",
            message: "unknown function 'CATransform3DMakeRotaton'; did you mean 'CATransform3DMakeRotation'?",
            at: SourceLocation(file: "Chapters/03.md", line: 3, column: 9),
            length: 24
        )
        let text = DiagnosticFormatter(source: { [chapter] path in path == "Chapters/03.md" ? chapter : nil }).format([diagnostic])
        XCTAssertEqual(text, """
        Chapters/03.md:3:9: error: unknown function 'CATransform3DMakeRotaton'; did you mean 'CATransform3DMakeRotation'?
         3 |     t = CATransform3DMakeRotaton(M_PI_4, 0, 1, 0);
           |         ^~~~~~~~~~~~~~~~~~~~~~~~

        """)
    }

    func testSortsByPositionAndPrintsNotes() {
        let later = Diagnostic(id: "b", severity: .warning, message: "second", at: SourceLocation(file: "a.md", line: 9, column: 1),
                               notes: [.init("declared here")])
        let earlier = Diagnostic(id: "a", message: "first", at: SourceLocation(file: "a.md", line: 2, column: 5))
        let text = DiagnosticFormatter().format([later, earlier])
        XCTAssertEqual(text, "a.md:2:5: error: first\na.md:9:1: warning: second\nnote: declared here\n")
    }

    func testWideCharactersAndTabsKeepTheCaretAligned() {
        let source = "图层\tx = 1;"
        let diagnostic = Diagnostic(id: "x", message: "m", at: SourceLocation(file: "f", line: 1, column: 4))
        let text = DiagnosticFormatter(source: { _ in source }).format(diagnostic)
        XCTAssertEqual(text, "f:1:4: error: m\n 1 | 图层\tx = 1;\n   |     \t^\n")
    }

    func testCombiningMarksTakeNoColumnUnderTheCaret() {
        // "é" written as e + U+0301, twice accented: three scalars, one column on screen.
        let source = "/* e\u{301}\u{301} */ b = fooo(1);"
        let diagnostic = Diagnostic(id: "x", message: "m", at: SourceLocation(file: "f", line: 1, column: 15), length: 4)
        let text = DiagnosticFormatter(source: { _ in source }).format(diagnostic)
        let padding = String(repeating: " ", count: 12)
        XCTAssertEqual(text, "f:1:15: error: m\n 1 | \(source)\n   | \(padding)^~~~\n")
    }

    func testEmojiOutsideTheFirstPictographBlockAreWide() {
        // U+1F680 ROCKET and U+1FA90 RINGED PLANET are East Asian Width W: two terminal columns each.
        let source = "/* \u{1F680}\u{1FA90} */ b = fooo(1);"
        let diagnostic = Diagnostic(id: "x", message: "m", at: SourceLocation(file: "f", line: 1, column: 14), length: 4)
        let text = DiagnosticFormatter(source: { _ in source }).format(diagnostic)
        let padding = String(repeating: " ", count: 15)
        XCTAssertEqual(text, "f:1:14: error: m\n 1 | \(source)\n   | \(padding)^~~~\n")
    }

    func testTheUnderlineOfWideCharactersSpansTheirColumns() {
        let source = "图层 = 1;"
        let diagnostic = Diagnostic(id: "x", message: "m", at: SourceLocation(file: "f", line: 1, column: 1), length: 2)
        let text = DiagnosticFormatter(source: { _ in source }).format(diagnostic)
        XCTAssertEqual(text, "f:1:1: error: m\n 1 | 图层 = 1;\n   | ^~~~\n")
    }

    func testControlCharactersAreNotEchoedToTheTerminal() {
        let diagnostic = Diagnostic(id: "x", message: "m", at: SourceLocation(file: "f", line: 1, column: 1))
        let text = DiagnosticFormatter(source: { _ in "a\u{1B}[31mb" }).format(diagnostic)
        XCTAssertFalse(text.contains("\u{1B}"))
    }

    func testOutOfRangeLineFallsBackToHeadline() {
        let diagnostic = Diagnostic(id: "x", message: "m", at: SourceLocation(file: "f", line: 99, column: 1))
        XCTAssertEqual(DiagnosticFormatter(source: { _ in "one line" }).format(diagnostic), "f:99:1: error: m\n")
    }

    func testOriginMapsEmbeddedPositionsToTheFile() {
        let origin = SourceOrigin(file: "Chapters/03.md", firstLine: 3, firstColumn: 5)
        XCTAssertEqual(origin.location(line: 1, column: 1), SourceLocation(file: "Chapters/03.md", line: 3, column: 5))
        XCTAssertEqual(origin.location(line: 2, column: 7), SourceLocation(file: "Chapters/03.md", line: 4, column: 11))
    }
}

final class NameSuggestionTests: XCTestCase {
    func testSuggestsTheNearestKnownName() {
        let names = ["CATransform3DMakeRotation", "CATransform3DMakeScale", "CATransform3DRotate"]
        XCTAssertEqual(NameSuggestion.closest(to: "CATransform3DMakeRotaton", in: names), "CATransform3DMakeRotation")
        XCTAssertEqual(NameSuggestion.closest(to: "CATransform3DMakeScael", in: names), "CATransform3DMakeScale")
    }

    func testRefusesNamesThatAreTooFar() {
        XCTAssertNil(NameSuggestion.closest(to: "frobnicate", in: ["CATransform3DMakeRotation", "sqrt"]))
        XCTAssertNil(NameSuggestion.closest(to: "x", in: ["abc"]))
    }

    func testTieBreaksIndependentlyOfOrder() {
        XCTAssertEqual(NameSuggestion.closest(to: "cat", in: ["bat", "hat"]), "bat")
        XCTAssertEqual(NameSuggestion.closest(to: "cat", in: ["hat", "bat"]), "bat")
    }
}

/// Multi-line messages, colours and the errors-first order of the serve error page.
final class DiagnosticFormatterLayoutTests: XCTestCase {
    func testMultiLineMessagesKeepTheirLinesIndentedAndStayPrintable() {
        let diagnostic = Diagnostic(id: "x", message: "twins differ:\n  t: 1\n  u: \u{1B}[2J", at: SourceLocation(file: "f", line: 3, column: 2))
        XCTAssertEqual(DiagnosticFormatter().format(diagnostic), "f:3:2: error: twins differ:\n    t: 1\n    u: \u{FFFD}[2J\n")
    }

    func testColoursTheSeverityOnlyWhenAsked() {
        let diagnostic = Diagnostic(id: "x", severity: .warning, message: "m", at: SourceLocation(file: "f", line: 1, column: 1),
                                    notes: [.init("n")])
        XCTAssertEqual(DiagnosticFormatter(colours: true).format(diagnostic),
                       "f:1:1: \u{1B}[1;33mwarning\u{1B}[0m: m\n\u{1B}[1;36mnote\u{1B}[0m: n\n")
        XCTAssertEqual(DiagnosticFormatter(colours: true).withoutColours.format(diagnostic), "f:1:1: warning: m\nnote: n\n")
        let error = Diagnostic(id: "x", message: "m", at: SourceLocation(file: "f", line: 1, column: 1))
        XCTAssertTrue(DiagnosticFormatter(colours: true).format(error).hasPrefix("f:1:1: \u{1B}[1;31merror\u{1B}[0m: m"))
    }

    func testSeverityFirstPutsErrorsBeforeEarlierWarnings() {
        let warning = Diagnostic(id: "w", severity: .warning, message: "early warning", at: SourceLocation(file: "a.md", line: 1, column: 1))
        let error = Diagnostic(id: "e", message: "late error", at: SourceLocation(file: "a.md", line: 9, column: 1))
        XCTAssertEqual(DiagnosticFormatter().format([warning, error]), "a.md:1:1: warning: early warning\na.md:9:1: error: late error\n")
        XCTAssertEqual(DiagnosticFormatter().format([warning, error], order: .severityFirst),
                       "a.md:9:1: error: late error\na.md:1:1: warning: early warning\n")
    }
}
