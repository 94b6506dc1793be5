import Diagnostics
import Foundation
import NotebookTestSupport
@testable import SnippetLanguage
import XCTest

/// docs/language-reference.md is generated from the evaluator's tables; these tests keep the committed file equal to
/// the generated one, and hold the tables to what the evaluator does in both directions: every name listed is
/// accepted, and every selector the message switches answer is listed.
final class LanguageReferenceTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Fails when the committed reference differs; `NOTEBOOK_RECORD_SNAPSHOTS=1` (or `notebook reference --output
    /// docs/language-reference.md`) writes it again.
    func testTheCommittedReferenceIsTheGeneratedOne() {
        Snapshot.assertMatches(LanguageReference.markdown(), file: Self.repository.appendingPathComponent("docs/language-reference.md"))
    }

    private func evaluate(_ source: String, _ dialect: Dialect) -> Evaluation {
        SnippetEvaluator.evaluate(source, dialect: dialect, origin: SourceOrigin(file: "reference"))
    }

    private static let unknownIDs: Set<String> = ["unknown-function", "unknown-method", "unknown-member", "unknown-property",
                                                  "unknown-class", "unknown-type", "undeclared-identifier", "unsupported-construct"]

    private func unknowns(_ evaluation: Evaluation) -> [String] {
        evaluation.diagnostics.filter { Self.unknownIDs.contains($0.id) }.map(\.message)
    }

    func testEveryStatementExampleEvaluatesCleanly() {
        for entry in StatementReference.entries {
            for (source, dialect) in [(entry.objc, Dialect.objc), (entry.swift, Dialect.swift)] {
                guard let source else { continue }
                let evaluation = evaluate(source, dialect)
                XCTAssertFalse(evaluation.hasErrors, "\(entry.construct) (\(dialect)): \(evaluation.diagnostics.map(\.message))")
            }
        }
    }

    func testEveryListedFunctionIsKnownInTheDialectsTheReferenceSays() {
        for (name, function) in Builtins.table {
            let objc = evaluate("\(name)();", .objc).diagnostics.map(\.id)
            XCTAssertEqual(objc.contains("unknown-function") || objc.contains("undeclared-identifier"), !function.availableInObjC,
                           "\(name) in Objective-C: \(objc)")
            let swift = evaluate("let x = \(name)()", .swift).diagnostics
            if let replacement = function.swiftReplacement {
                XCTAssertTrue(swift.contains { $0.id == "unavailable" && $0.message.contains(replacement) }, "\(name) in Swift: \(swift)")
            } else {
                XCTAssertEqual(unknowns(evaluate("let x = \(name)()", .swift)), [], "\(name) in Swift")
            }
        }
    }

    private static let objcReceivers = [
        "CALayer": "[CALayer layer]", "UIView": "[UIView new]", "NSArray": "[NSMutableArray array]", "NSNumber": "@(1)",
        "UIColor": "[UIColor redColor]",
        "UIPanGestureRecognizer": "[[UIPanGestureRecognizer alloc] initWithTarget:self action:@selector(onPan:)]",
    ]
    /// A recognizer's action must be a method the listing defines.
    private static let objcActionMethod = "- (void)onPan:(UIPanGestureRecognizer *)recognizer {}\n"

    /// `[receiver selector]` with a 0 for each argument (`nil` would do as well: only "unknown" matters here).
    private static func message(_ selector: String, to receiver: String) -> String {
        guard selector.contains(":") else { return "[\(receiver) \(selector)]" }
        let parts = selector.split(separator: ":").map { "\($0):self.view" }
        return "[\(receiver) \(parts.joined(separator: " "))]"
    }

    func testEveryListedObjectiveCMessageIsAnswered() {
        for (receiver, selectors) in Interpreter.objcInstanceMethods {
            let object = try? XCTUnwrap(Self.objcReceivers[receiver], "no sample receiver for \(receiver)")
            for selector in selectors {
                let source = "- (void)viewDidLoad {\nid object = \(object ?? "nil");\n" + "id result = " + Self.message(selector, to: "object")
                    + ";\n}\n" + Self.objcActionMethod
                let evaluation = evaluate(source, .objc)
                XCTAssertFalse(evaluation.diagnostics.contains { $0.id == "unknown-method" }, "\(receiver) \(selector): \(unknowns(evaluation))")
            }
        }
    }

    /// `scaledBy(x:y:)` -> `scaledBy(x: 0, y: 0)`, with `argument` for each argument.
    private static func call(_ method: String, argument: String) -> String {
        let base = method.prefix { $0 != "(" }
        let labels = method.dropFirst(base.count + 1).dropLast().split(separator: ":", omittingEmptySubsequences: true)
        return base + "(" + labels.map { $0 == "_" ? argument : "\($0): \(argument)" }.joined(separator: ", ") + ")"
    }

    func testEveryListedSwiftMethodIsAnsweredBySomeReceiver() {
        let receivers = ["CALayer()", "UIView(frame: .zero)", "CGAffineTransform.identity", "CGRect.zero", "CGFloat(2)", "array",
                         "UIPanGestureRecognizer(target: self, action: #selector(onPan(_:)))"]
        for method in Interpreter.swiftMethods {
            // An argument of the wrong type reads as "no member" (`rect.contains(0)`), so a point is tried too.
            let answered = receivers.contains { receiver in
                ["0", "CGPoint.zero"].contains { argument in
                    let source = "func onPan(_ recognizer: UIPanGestureRecognizer) {}\nvar array: [CGFloat] = []\n"
                        + "let x = \(receiver).\(Self.call(method, argument: argument))"
                    return !evaluate(source, .swift).diagnostics.contains { ["unknown-method", "unknown-member"].contains($0.id) }
                }
            }
            XCTAssertTrue(answered, "no receiver answers \(method)")
        }
    }

    /// Every selector literal in the message switches is in one of the tables the reference is made from.
    func testEverySelectorTheSwitchesAnswerIsListed() throws {
        // The files whose switches answer messages: the sends themselves, a layer's, an array's, a value's.
        let files = ["AppleAPI/Interpreter+Messages.swift", "AppleAPI/Interpreter+LayerMessages.swift",
                     "Values/Interpreter+ObjCArrayMessages.swift", "Values/Interpreter+ValueMethods.swift"]
        let source = try files.map { (file) throws -> String in
            try String(contentsOf: Self.repository.appendingPathComponent("Sources/SnippetLanguage/Evaluator/" + file), encoding: .utf8)
        }.joined(separator: "\n")
        var listed = Set(Interpreter.objcInstanceMethods.flatMap(\.selectors) + Interpreter.swiftMethods)
        listed.formUnion(Interpreter.classSelectors.values.flatMap { $0 })
        listed.formUnion(Interpreter.initializerSelectors.values.flatMap { $0 })
        listed.formUnion(Interpreter.classNames)
        for whole in source.split(separator: "\n") where whole.trimmingCharacters(in: .whitespaces).hasPrefix("case ") {
            // A `where` clause holds conditions (`hasSuffix("Color")`), not selectors.
            let line = whole.components(separatedBy: " where ")[0]
            let literals = line.split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
            for literal in literals {
                // Swift selectors are written as ObjC ones in the switches shared by both dialects (`convert:to:`).
                let swiftForm = Interpreter.swiftMethods.contains { Interpreter.objcSelector(fromSwift: $0) == literal }
                XCTAssertTrue(listed.contains(literal) || swiftForm, "'\(literal)' is answered but not in the reference's tables: \(line)")
            }
        }
    }
}
