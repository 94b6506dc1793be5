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

/// The evaluator's lookup shortcuts against the plain definitions they stand for.
final class EvaluatorLookupTests: XCTestCase {
    func testNameTableFindsWhatADictionaryFinds() {
        let names = Builtins.functionNames + Array(Names.objcTypeNames) + ["", "a", "ab", "ba", "x1", "1x", "é", "layerView"]
        let table = NameTable(names.enumerated().map { ($1, $0) })
        var firsts: [String: Int] = [:]
        for (index, name) in names.enumerated() where firsts[name] == nil { firsts[name] = index }
        for name in names + ["CATransform3DRotat", "CATransform3DRotateX", "", "zz", "M_PI"] {
            XCTAssertEqual(table[name], firsts[name], name)
        }
    }

    func testCMacrosHaveTheLengthTheCallChecks() {
        XCTAssertTrue(Builtins.cMacros.allSatisfy { $0.utf8.count == Builtins.cMacroLength })
    }

    /// Scopes search their names up to a size, then index them: both must behave as a dictionary with an order.
    func testScopeBehavesAsAnOrderedDictionary() {
        for count in [3, 40] {
            let scope = Scope()
            var reference: [String: Int] = [:]
            var order: [String] = []
            func variable(_ value: Int) -> Variable {
                Variable(value: .integer(value, .int), type: nil, isConstant: false, range: SourceRange(.start, .start))
            }
            func check() {
                XCTAssertEqual(scope.order, order)
                for name in Set(order + ["missing"]) {
                    guard case .integer(let value, _)? = scope[name]?.value else {
                        XCTAssertNil(reference[name], name)
                        continue
                    }
                    XCTAssertEqual(value, reference[name], name)
                }
            }
            for index in 0..<count {
                let name = "v\(index % (count - 1))"
                if reference[name] == nil { order.append(name) }
                reference[name] = index
                scope.declare(name, variable(index))
                check()
            }
            scope["v1"]?.value = .integer(-1, .int)
            reference["v1"] = -1
            check()
            scope["v0"] = nil
            reference["v0"] = nil
            check()
            scope.declare("v0", variable(7))
            order.append("v0")
            reference["v0"] = 7
            check()
        }
    }
}
