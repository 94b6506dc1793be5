@testable import SnippetLanguage
import Diagnostics
import XCTest

/// The lexer's tokens for representative inputs: punctuators by longest match, keywords per dialect, `@`/`#` words,
/// and token text that keeps every scalar.
final class LexerTokenTests: XCTestCase {
    private func tokens(_ source: String, _ dialect: Dialect, keepTrivia: Bool = false) -> [Token] {
        var sink = DiagnosticSink(origin: .init(file: ""))
        return Lexer.tokenize(Array(source.unicodeScalars), of: source, dialect: dialect, keepTrivia: keepTrivia, diagnostics: &sink)
            .filter { $0.kind != .endOfFile }
    }

    /// The punctuators, longest first: how a run of punctuation characters splits.
    private static let longestFirst = Punctuator.allCases.sorted { $0.rawValue.count > $1.rawValue.count }

    /// Splits a run of punctuation characters by the longest spelling at each point.
    private func referenceSplit(_ text: String) -> [String] {
        var rest = Substring(text)
        var pieces: [String] = []
        while !rest.isEmpty {
            guard let match = Self.longestFirst.first(where: { rest.hasPrefix($0.rawValue) }) else {
                pieces.append(String(rest.prefix(1)))
                rest = rest.dropFirst()
                continue
            }
            pieces.append(match.rawValue)
            rest = rest.dropFirst(match.rawValue.count)
        }
        return pieces
    }

    func testPunctuatorsMatchTheLongestSpelling() {
        // No `/` next to `/` or `*` (comments), `@` or `#` (directives and keywords), nor `"`.
        let alphabet = Array(".<>=-+*%&|^!?~:;,()[]{}")
        var generator = SplitMix(seed: 7)
        for _ in 0..<2_000 {
            let length = 1 + Int(generator.next() % 8)
            let text = String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            for dialect in Dialect.allCases {
                let lexed = tokens(text, dialect, keepTrivia: true)
                XCTAssertEqual(lexed.map(\.text), referenceSplit(text), "\(text) in \(dialect)")
                XCTAssertEqual(lexed.map { $0.punctuator?.rawValue }, lexed.map(\.text), text)
            }
        }
        for punctuator in Punctuator.allCases where ![.at, .pound, .slash, .atLeftParen, .atLeftBracket, .atLeftBrace].contains(punctuator) {
            let lexed = tokens(punctuator.rawValue + " x", .swift)
            XCTAssertEqual(lexed.first?.kind, .punctuator(punctuator))
            XCTAssertEqual(lexed.first?.range.end.offset, punctuator.rawValue.count)
        }
    }

    func testObjectiveCLiteralOpenersAreOnePunctuator() {
        XCTAssertEqual(tokens("@[@(1), @{}]", .objc).map(\.kind),
                       [.punctuator(.atLeftBracket), .punctuator(.atLeftParen), .integer, .punctuator(.rightParen),
                        .punctuator(.comma), .punctuator(.atLeftBrace), .punctuator(.rightBrace), .punctuator(.rightBracket)])
        // In Swift `@` followed by a bracket is two tokens.
        XCTAssertEqual(tokens("@[", .swift).map(\.kind), [.punctuator(.at), .punctuator(.leftBracket)])
    }

    func testKeywordsAreReservedPerDialect() {
        for keyword in Keyword.allCases {
            for dialect in Dialect.allCases {
                // After `(`: an Objective-C `#` at the start of a line begins a directive.
                let lexed = Array(tokens("(" + keyword.rawValue, dialect).dropFirst())
                XCTAssertEqual(lexed.count, 1, keyword.rawValue)
                let isAtOrPound = keyword.rawValue.hasPrefix("@") || keyword.rawValue.hasPrefix("#")
                let expected: TokenKind = isAtOrPound || keyword.isReserved(in: dialect) ? .keyword(keyword) : .identifier
                XCTAssertEqual(lexed.first?.kind, expected, "\(keyword.rawValue) in \(dialect)")
                XCTAssertEqual(lexed.first?.text, keyword.rawValue)
            }
        }
        XCTAssertEqual(tokens("let x = nil", .objc).map(\.kind), [.identifier, .identifier, .punctuator(.assign), .identifier])
        XCTAssertEqual(tokens("let x = nil", .swift).map(\.kind),
                       [.keyword(.let), .identifier, .punctuator(.assign), .keyword(.nil)])
        XCTAssertEqual(tokens("unsigned int n", .objc).map(\.kind), [.keyword(.unsigned), .identifier, .identifier])
        XCTAssertEqual(tokens("typedef", .swift).map(\.kind), [.identifier])
        for word in ["Self1", "CATransform3DRotate", "fallthrough_", "If", "self_", "x"] {
            XCTAssertEqual(tokens(word, .swift).map(\.kind), [.identifier], word)
        }
    }

    func testAtAndPoundWords() {
        XCTAssertEqual(tokens("@interface Foo @end", .objc).map(\.kind), [.keyword(.atInterface), .identifier, .keyword(.atEnd)])
        XCTAssertEqual(tokens("@IBOutlet @objc #selector #available", .swift).map(\.kind),
                       [.keyword(.atIBOutlet), .unknownAtWord, .keyword(.poundSelector), .unknownPoundWord])
        XCTAssertEqual(tokens("@objc", .swift).first?.text, "@objc")
    }

    func testTokenTextKeepsEveryScalar() {
        let source = "let 图层 = \"é✓𝄞\u{0}\" // 注释 𝄞\n/* \u{A0} */ x"
        let lexed = tokens(source, .swift, keepTrivia: true)
        XCTAssertEqual(lexed.map(\.text).joined(), source)
        XCTAssertEqual(lexed.first { $0.kind == .string }?.text, "\"é✓𝄞\u{0}\"")
        // The lexer makes every token's text in one buffer: a shorter token after a longer one keeps only its own.
        XCTAssertEqual(tokens("longIdentifier 图层 ab é 1.25 x", .swift).map(\.text), ["longIdentifier", "图层", "ab", "é", "1.25", "x"])
    }

    /// Every keyword is found by its spelling, reserved words only in their dialect; names are not keywords.
    func testKeywordsAreFoundByTheirSpelling() {
        for keyword in Keyword.allCases {
            XCTAssertEqual(Keyword(spelling: keyword.rawValue), keyword, keyword.rawValue)
            for dialect in [Dialect.objc, .swift] {
                XCTAssertEqual(WordTable.of(dialect).entry(keyword.rawValue).keyword,
                               keyword.isReserved(in: dialect) ? keyword : nil, "\(keyword.rawValue) in \(dialect)")
            }
        }
        XCTAssertNil(Keyword(spelling: "t"))
        XCTAssertNil(Keyword(spelling: "CATransform3DIdentity"))
        XCTAssertNil(Keyword(spelling: ""))
    }

    /// One look-up of a word gives both its keyword and what the highlighter knows of it.
    func testTheWordTableKnowsReservedWordsAndNamesOfEachDialect() {
        let objc = WordTable.of(.objc), swift = WordTable.of(.swift)
        XCTAssertEqual(objc.entry("typedef").keyword, .typedef)
        XCTAssertNil(swift.entry("typedef").keyword)
        XCTAssertEqual(swift.entry("let").keyword, .let)
        XCTAssertNil(objc.entry("let").keyword)
        XCTAssertNil(objc.entry("@interface").keyword, "`@` words are lexed apart")
        XCTAssertEqual(objc.entry("self").known, [.objcKeyword])
        XCTAssertEqual(swift.entry("self").known, [])
        XCTAssertEqual(objc.entry("CGFloat").known, [.typeOfDialect, .typeOfEitherDialect])
        XCTAssertEqual(objc.entry("CGColorRef").known, [.typeOfDialect, .typeOfEitherDialect])
        XCTAssertEqual(swift.entry("CGColorRef").known, [.typeOfEitherDialect])
        XCTAssertEqual(objc.entry("Double").known, [.typeOfEitherDialect])
        XCTAssertEqual(objc.entry("layerView").known, [])
        XCTAssertNil(objc.entry("layerView").keyword)
        XCTAssertNil(objc.entry("").keyword)
    }

    /// The lexer puts what the table knows on each identifier token (the highlighter reads it there).
    func testIdentifierTokensCarryWhatTheTableKnows() {
        let lexed = tokens("CGFloat x = self.y; Double z;", .objc, keepTrivia: false)
        let known = Dictionary(lexed.filter { $0.kind == .identifier }.map { ($0.text, $0.knownWord) }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(known["CGFloat"], [.typeOfDialect, .typeOfEitherDialect])
        XCTAssertEqual(known["self"], [.objcKeyword])
        XCTAssertEqual(known["Double"], [.typeOfEitherDialect])
        XCTAssertEqual(known["x"], [])
    }
}
