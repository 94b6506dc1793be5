@testable import SnippetLanguage
import XCTest

/// The typed operators: every spelling of the two dialects' tables maps to one case, with C's precedence in
/// Objective-C and Swift's precedence groups in Swift.
final class OperatorTests: XCTestCase {
    /// C's precedence table (higher binds tighter), as the parser used it when operators were strings.
    private let objcPrecedence: [String: Int] = [
        "||": 1, "&&": 2, "|": 3, "^": 4, "&": 5, "==": 6, "!=": 6, "<": 7, ">": 7, "<=": 7, ">=": 7,
        "<<": 8, ">>": 8, "+": 9, "-": 9, "*": 10, "/": 10, "%": 10,
    ]
    /// Swift's precedence groups.
    private let swiftPrecedence: [String: Int] = [
        "||": 1, "&&": 2, "==": 3, "!=": 3, "<": 3, ">": 3, "<=": 3, ">=": 3, "??": 4,
        "..<": 6, "...": 6, "+": 7, "-": 7, "|": 7, "^": 7, "*": 8, "/": 8, "%": 8, "&": 8, "<<": 9, ">>": 9,
    ]
    private let candidates = ["", "=", "!", "<", ">", "%", "&", "|", "^", "+", "-", "*", "/", "==", "!=", "<=", ">=", "<<", ">>",
                              "&&", "||", "=<", "=>", "<>", "><", "!!", "%%", "^^", "<<=", ">>=", "===", "+=", "-=", "..<", "...",
                              "??", "->", "a", "ab"]

    func testBinaryPrecedenceFollowsEachDialect() {
        for spelling in candidates {
            let op = BinaryOperator(rawValue: spelling)
            XCTAssertEqual(op?.precedence(in: .objc), objcPrecedence[spelling], spelling)
            XCTAssertEqual(op?.precedence(in: .swift), swiftPrecedence[spelling], spelling)
            XCTAssertEqual(op?.description ?? spelling, spelling)
        }
        // Casting (`as`) sits between nil-coalescing and ranges.
        XCTAssertGreaterThan(BinaryOperator.swiftCastingPrecedence, swiftPrecedence["??"]!)
        XCTAssertLessThan(BinaryOperator.swiftCastingPrecedence, swiftPrecedence["..<"]!)
    }

    func testOperatorClasses() {
        let comparisons: Set = ["==", "!=", "<", ">", "<=", ">="]
        let integerOnly: Set = ["%", "&", "|", "^", "<<", ">>"]
        let literalArithmetic: Set = ["+", "-", "*", "/", "%"]
        for spelling in candidates {
            guard let op = BinaryOperator(rawValue: spelling) else { continue }
            XCTAssertEqual(op.isComparison, comparisons.contains(spelling), spelling)
            XCTAssertEqual(op.isIntegerOnly, integerOnly.contains(spelling), spelling)
            XCTAssertEqual(op.isLiteralArithmetic, literalArithmetic.contains(spelling), spelling)
        }
    }

    func testCompoundAssignmentsApplyTheirBinaryOperator() {
        let spellings = ["=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="]
        for spelling in spellings {
            guard let op = AssignmentOperator(rawValue: spelling) else { return XCTFail("no assignment operator \(spelling)") }
            XCTAssertEqual(op.arithmetic?.rawValue, spelling == "=" ? nil : String(spelling.dropLast()), spelling)
        }
        for spelling in ["==", "=>", "===", "+", "!="] {
            XCTAssertNil(AssignmentOperator(rawValue: spelling), spelling)
        }
    }

    func testPrefixAndPostfixSpellings() {
        XCTAssertEqual(["-", "+", "!", "~", "++", "--", "*", "&"].compactMap { PrefixOperator(rawValue: $0)?.description },
                       ["-", "+", "!", "~", "++", "--", "*", "&"])
        XCTAssertEqual(["++", "--", "!", "?", "?."].compactMap { PostfixOperator(rawValue: $0)?.description }, ["++", "--", "!", "?", "?."])
    }

    /// Through the parser and the evaluator: compound assignment of a prefix minus and mixed precedence, and `&`,
    /// which binds looser than `+` in C but like `*` in Swift.
    func testOperatorsEvaluateWithTheirDialectsPrecedence() {
        let objc = SnippetEvaluator.evaluate("int y = 3; int z = 1; int x = 10; x += -y * 2 + z; int m = 6 & 3 + 1;",
                                             dialect: .objc, origin: .init(file: "t.m"))
        XCTAssertFalse(objc.hasErrors)
        XCTAssertEqual(value(of: "x", in: objc), "5")
        XCTAssertEqual(value(of: "m", in: objc), "4")
        let swift = SnippetEvaluator.evaluate("let m = 6 & 3 + 1", dialect: .swift, origin: .init(file: "t.swift"))
        XCTAssertFalse(swift.hasErrors)
        XCTAssertEqual(value(of: "m", in: swift), "3")
    }

    private func value(of name: String, in evaluation: Evaluation) -> String? {
        evaluation.variables.first { $0.name == name }.map { evaluation.describe($0.value) }
    }

    /// The parser builds operators from punctuators: each punctuator makes the operator its spelling names.
    func testPunctuatorsMakeTheOperatorsTheySpell() {
        for punctuator in Punctuator.allCases {
            XCTAssertEqual(BinaryOperator(punctuator), BinaryOperator(rawValue: punctuator.rawValue), punctuator.rawValue)
            XCTAssertEqual(PrefixOperator(punctuator), PrefixOperator(rawValue: punctuator.rawValue), punctuator.rawValue)
            XCTAssertEqual(AssignmentOperator(punctuator), AssignmentOperator(rawValue: punctuator.rawValue), punctuator.rawValue)
        }
    }
}
