import Diagnostics
@testable import SnippetLanguage
import XCTest

/// A snippet lexed once (for highlighting) must evaluate and highlight exactly as its source does.
final class LexedSnippetTests: XCTestCase {
    private func assertSameResults(_ source: String, _ dialect: Dialect, origin: SourceOrigin, file: StaticString = #filePath, line: UInt = #line) {
        let lexed = LexedSnippet(source, dialect: dialect, origin: origin)
        let direct = SnippetEvaluator.evaluate(source, dialect: dialect, origin: origin)
        let fromLexed = SnippetEvaluator.evaluate(lexed)
        XCTAssertEqual(fromLexed.diagnostics, direct.diagnostics, source, file: file, line: line)
        XCTAssertEqual(fromLexed.jsonText(), direct.jsonText(), source, file: file, line: line)
        XCTAssertEqual(highlightTokens(lexed), highlightTokens(source, dialect: dialect), source, file: file, line: line)
    }

    func testExamplesEvaluateAlikeFromLexedSnippets() throws {
        let files = try ExampleFile.allFiles(prefix: "listings-") + ExampleFile.allFiles(prefix: "dialect-")
            + ExampleFile.allFiles(prefix: "diagnostics-")
        var count = 0
        for file in files {
            for example in try ExampleFile.load(file) {
                let dialect = Dialect(rawValue: example.dialect) ?? .objc
                assertSameResults(example.input, dialect, origin: SourceOrigin(file: example.file, firstLine: example.inputLine))
                count += 1
            }
        }
        XCTAssertGreaterThan(count, 50)
    }

    func testGarbageEvaluatesAlikeFromLexedSnippets() {
        var generator = SplitMix(seed: 11)
        let alphabet = Array("[](){};:.,@#\"'/*-+=<>!&|^~?%\\ \n\tabcXYZ019_$§é图\u{0}\u{7F}\u{A0}")
        for _ in 0..<200 {
            let length = Int(generator.next() % 120)
            let text = String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            for dialect in Dialect.allCases {
                assertSameResults(text, dialect, origin: SourceOrigin(file: "g.md", firstLine: 7, firstColumn: 3))
            }
        }
        assertSameResults("#define A(x) x * 2\nCGFloat y = A(3); /* open", .objc, origin: SourceOrigin(file: "m.md"))
        assertSameResults("let s = \"unterminated\nlet t = 1", .swift, origin: SourceOrigin(file: "s.md", firstLine: 4))
    }
}
