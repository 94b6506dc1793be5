@testable import SnippetLanguage
import Diagnostics
import XCTest

/// Number literals as the parser reads them from their spelling: prefixes, C suffixes, Swift separators, and the
/// spellings it rejects (with their messages). Non-ASCII marks glued to an ASCII letter must not be dropped with it.
final class NumberLiteralTests: XCTestCase {
    /// What `spelling` parses to: `int 31 ""`, `float 1.5 Float "1.5"`, or the first error's message.
    private func literal(_ spelling: String, _ dialect: Dialect) -> String {
        var sink = DiagnosticSink(origin: .init(file: ""))
        let scalars = Array(spelling.unicodeScalars)
        let tokens = Lexer.tokenize(scalars, of: spelling, dialect: dialect, keepTrivia: false, diagnostics: &sink)
        let expression = Parser.parseExpression(tokens, dialect: dialect, diagnostics: &sink, source: scalars)
        if let error = sink.finished().first { return error.message }
        switch expression?.kind {
        case let .integer(value, suffix, _)?: return "int \(value) \"\(suffix)\""
        case let .floating(value, isFloat, text)?: return "float \(value) \(isFloat ? "Float" : "Double") \"\(text)\""
        default: return "not a literal"
        }
    }

    func testIntegerSpellings() {
        let objc: [(String, String)] = [
            ("0", "int 0 \"\""), ("42", "int 42 \"\""), ("0x1F", "int 31 \"\""), ("0X1f", "int 31 \"\""),
            ("0b101", "int 5 \"\""), ("010", "int 8 \"\""), ("0L", "int 0 \"L\""), ("10UL", "int 10 \"UL\""),
            ("10lu", "int 10 \"LU\""), ("0x10u", "int 16 \"U\""),
            ("1f", "invalid suffix 'f' on integer constant '1f'; write '1.0f'"),
            ("12uf", "invalid suffix 'f' on integer constant '12uf'; write '12u.0f'"),
            ("0o17", "invalid number '0o17'"), ("09", "invalid digit '9' in octal constant '09'"),
            ("0b102", "invalid digit '2' in binary constant '0b102'"), ("0b1a", "invalid number '0b1a'"), ("0x", "invalid number '0x'"),
            ("99999999999999999999", "integer literal '99999999999999999999' overflows a 64-bit integer"),
            ("0x\u{301}1", "invalid number '0x\u{301}1'"), ("1\u{301}", "invalid number '1\u{301}'"),
        ]
        for (spelling, expected) in objc {
            XCTAssertEqual(literal(spelling, .objc), expected, "objc \(spelling)")
        }
        let swift: [(String, String)] = [
            ("010", "int 10 \"\""), ("0o17", "int 15 \"\""), ("1_000", "int 1000 \"\""), ("0xFF_FF", "int 65535 \"\""),
            ("0b1_0", "int 2 \"\""), ("10u", "invalid number '10u'"),
        ]
        for (spelling, expected) in swift {
            XCTAssertEqual(literal(spelling, .swift), expected, "swift \(spelling)")
        }
    }

    func testFloatingSpellings() {
        let objc: [(String, String)] = [
            ("1.5", "float 1.5 Double \"1.5\""), ("1.5f", "float 1.5 Float \"1.5\""), ("2.F", "float 2.0 Float \"2.0\""),
            ("1.", "float 1.0 Double \"1.0\""), (".5", "float 0.5 Double \"0.5\""), ("1.5L", "float 1.5 Double \"1.5\""),
            ("1e3", "float 1000.0 Double \"1e3\""), ("2.5e-1f", "float 0.25 Float \"2.5e-1\""),
            ("1e999", "floating-point literal '1e999' is too large"), ("1.5x", "invalid number '1.5x'"),
            ("1.5ff", "invalid number '1.5ff'"), ("1.5\u{301}f", "invalid number '1.5\u{301}f'"),
        ]
        for (spelling, expected) in objc {
            XCTAssertEqual(literal(spelling, .objc), expected, "objc \(spelling)")
        }
        let swift: [(String, String)] = [
            ("1_000.5", "float 1000.5 Double \"1000.5\""), ("0.1e1_0", "float 1000000000.0 Double \"0.1e10\""),
            ("1.5f", "invalid number '1.5f'"),
        ]
        for (spelling, expected) in swift {
            XCTAssertEqual(literal(spelling, .swift), expected, "swift \(spelling)")
        }
    }
}
