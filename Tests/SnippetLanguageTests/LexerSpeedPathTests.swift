@testable import SnippetLanguage
import XCTest

/// The lexer's fast paths (punctuators by a switch, keywords after a cheap filter, token text encoded directly)
/// against the plain definitions they replace.
final class LexerSpeedPathTests: XCTestCase {
    /// The punctuators in the order of the original table: longest match first.
    private static let punctuators = [
        "...", "..<", "<<=", ">>=",
        "->", "++", "--", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "==", "!=", "<=", ">=", "&&", "||", "<<",
        ">>", "??",
        "+", "-", "*", "/", "%", "=", "<", ">", "!", "&", "|", "^", "~", "?", ":", ";", ",", ".", "(", ")", "[", "]",
        "{", "}", "@", "#",
    ]

    /// Splits a run of punctuation characters by the table, as the original matcher did.
    private func referenceSplit(_ text: String) -> [String] {
        var rest = Substring(text)
        var pieces: [String] = []
        while !rest.isEmpty {
            guard let match = Self.punctuators.first(where: { rest.hasPrefix($0) }) else {
                pieces.append(String(rest.prefix(1)))
                rest = rest.dropFirst()
                continue
            }
            pieces.append(match)
            rest = rest.dropFirst(match.count)
        }
        return pieces
    }

    func testPunctuatorsMatchTheLongestSpellingOfTheTable() {
        // No `/` next to `/` or `*` (comments), `@` or `#` (directives and keywords), nor `"`.
        let alphabet = Array(".<>=-+*%&|^!?~:;,()[]{}")
        var generator = SplitMix(seed: 7)
        for _ in 0..<2_000 {
            let length = 1 + Int(generator.next() % 8)
            let text = String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            for dialect in Dialect.allCases {
                var sink = DiagnosticSink(origin: .init(file: ""))
                let tokens = Lexer.tokenize(Array(text.unicodeScalars), dialect: dialect, keepTrivia: true, diagnostics: &sink)
                    .filter { $0.kind != .endOfFile }
                XCTAssertEqual(tokens.map(\.text), referenceSplit(text), "\(text) in \(dialect)")
                XCTAssertTrue(tokens.allSatisfy { $0.kind == .punctuation }, text)
            }
        }
        for punctuator in Self.punctuators where !["@", "#", "/"].contains(punctuator) {
            var sink = DiagnosticSink(origin: .init(file: ""))
            let tokens = Lexer.tokenize(Array((punctuator + " x").unicodeScalars), dialect: .swift, keepTrivia: false, diagnostics: &sink)
            XCTAssertEqual(tokens.first?.text, punctuator)
            XCTAssertEqual(tokens.first?.range.end.offset, punctuator.count)
        }
    }

    func testKeywordsAndIdentifiersAreTold() {
        for (keywords, dialect) in [(Lexer.objcKeywords, Dialect.objc), (Lexer.swiftKeywords, Dialect.swift)] {
            for word in keywords {
                var sink = DiagnosticSink(origin: .init(file: ""))
                let tokens = Lexer.tokenize(Array(word.unicodeScalars), dialect: dialect, keepTrivia: false, diagnostics: &sink)
                XCTAssertEqual(tokens.first?.kind, .keyword, word)
                XCTAssertEqual(tokens.first?.text, word)
            }
        }
        for word in ["Self1", "CATransform3DRotate", "fallthrough_", "If", "self_", "x"] {
            var sink = DiagnosticSink(origin: .init(file: ""))
            let tokens = Lexer.tokenize(Array(word.unicodeScalars), dialect: .swift, keepTrivia: false, diagnostics: &sink)
            XCTAssertEqual(tokens.first?.kind, .identifier, word)
        }
    }

    func testTokenTextKeepsEveryScalar() {
        let source = "let 图层 = \"é✓𝄞\u{0}\" // 注释 𝄞\n/* \u{A0} */ x"
        var sink = DiagnosticSink(origin: .init(file: ""))
        let tokens = Lexer.tokenize(Array(source.unicodeScalars), dialect: .swift, keepTrivia: true, diagnostics: &sink)
        XCTAssertEqual(tokens.map(\.text).joined(), source)
        XCTAssertEqual(tokens.first { $0.kind == .string }?.text, "\"é✓𝄞\u{0}\"")
        XCTAssertEqual(Lexer.string(ArraySlice("a𝄞é".unicodeScalars)), "a𝄞é")
        XCTAssertEqual(Lexer.string([]), "")
    }
}
