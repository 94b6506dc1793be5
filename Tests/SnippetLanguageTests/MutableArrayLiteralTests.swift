import Diagnostics
@testable import SnippetLanguage
import XCTest

/// `NSMutableArray *m = @[@1];` compiles with clang's -Wincompatible-pointer-types warning, and the app stops at the
/// first write with Foundation's NSInvalidArgumentException (`@[x]` is an `__NSSingleObjectArrayI`, `@[]` an
/// `__NSArray0`, longer literals `__NSArrayI`).
final class MutableArrayLiteralTests: XCTestCase, SnippetEvaluating {
    func testTheDeclarationWarnsAndTheFirstWriteIsFoundationsException() {
        let evaluation = evaluate("NSMutableArray *m = @[@1];\n[m addObject:@2];\nNSUInteger n = m.count;\n", .objc)
        XCTAssertEqual(messages(evaluation), [
            "warning incompatible-pointer-types: incompatible pointer types initializing 'NSMutableArray *' with an expression of type 'NSArray *'",
            "error unrecognized-selector: -[__NSSingleObjectArrayI addObject:]: unrecognized selector sent to instance",
        ])
        XCTAssertEqual(evaluation.diagnostics.map { $0.location.line }, [1, 2])
        XCTAssertEqual(values(evaluation, ["n"]), ["1"])
    }

    func testEveryWriteOfTheImmutableArrayIsTheException() {
        for (line, selector) in [("m[0] = @5;", "setObject:atIndexedSubscript:"),
                                 ("[m insertObject:@5 atIndex:0];", "insertObject:atIndex:"),
                                 ("[m replaceObjectAtIndex:0 withObject:@5];", "replaceObjectAtIndex:withObject:")] {
            let evaluation = evaluate("NSMutableArray *m = @[@1, @2];\n" + line + "\n", .objc)
            XCTAssertEqual(messages(evaluation).last,
                           "error unrecognized-selector: -[__NSArrayI \(selector)]: unrecognized selector sent to instance", line)
        }
        let empty = evaluate("NSMutableArray *m = @[];\n[m addObject:@1];\n", .objc)
        XCTAssertEqual(messages(empty).last, "error unrecognized-selector: -[__NSArray0 addObject:]: unrecognized selector sent to instance")
    }

    func testAssigningAnImmutableArrayWarnsAndAMutableOneMendsIt() {
        let evaluation = evaluate("""
            NSMutableArray *m = [NSMutableArray array];
            m = @[@1];
            NSMutableArray *alias = m;
            [alias addObject:@2];
            m = [NSMutableArray array];
            [m addObject:@3];
            NSUInteger n = m.count;
            """, .objc)
        XCTAssertEqual(messages(evaluation), [
            "warning incompatible-pointer-types: incompatible pointer types assigning to 'NSMutableArray *' from 'NSArray *'",
            "error unrecognized-selector: -[__NSSingleObjectArrayI addObject:]: unrecognized selector sent to instance",
        ])
        XCTAssertEqual(evaluation.diagnostics.map { $0.location.line }, [2, 4])
        XCTAssertEqual(values(evaluation, ["n"]), ["1"])
    }

    func testAMutableCopyOrAnNSArrayVariableStaysAsItWas() {
        let fine = evaluate("NSMutableArray *m = [NSMutableArray array];\n[m addObject:@1];\n[m addObject:@2];\nNSUInteger n = m.count;\n", .objc)
        XCTAssertEqual(messages(fine), [])
        XCTAssertEqual(values(fine, ["n"]), ["2"])
        // An NSArray variable is clang's error, as before (no visible @interface declares the selector).
        let immutable = evaluate("NSArray *a = @[@1];\n[a addObject:@2];\n", .objc)
        XCTAssertEqual(messages(immutable).map { $0.hasPrefix("error unknown-method:") }, [true])
    }
}
