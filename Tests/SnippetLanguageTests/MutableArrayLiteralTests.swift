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

    /// NSObject's `copy` / `mutableCopy` and `arrayWithArray:` are Foundation's ways to a mutable array from a
    /// literal; each makes a new array, so writing to it leaves the original as it was.
    func testMutableCopyAndArrayWithArrayMakeNewArrays() {
        let evaluation = evaluate("""
            NSArray *a = @[@1, @2];
            NSMutableArray *m = [@[@1, @2] mutableCopy];
            [m addObject:@3];
            NSMutableArray *c = [NSMutableArray arrayWithArray:a];
            [c addObject:@4];
            [c addObject:@5];
            NSMutableArray *e = [a mutableCopy];
            e[0] = @9;
            NSArray *d = [NSArray arrayWithArray:c];
            NSArray *b = [a copy];
            NSUInteger na = a.count, nm = m.count, nc = c.count, nd = d.count, nb = b.count;
            NSNumber *a0 = a[0], *e0 = e[0];
            """, .objc)
        XCTAssertEqual(messages(evaluation), [])
        XCTAssertEqual(values(evaluation, ["na", "nm", "nc", "nd", "nb", "a0", "e0"]), ["2", "3", "4", "4", "2", "@(1)", "@(9)"])
    }

    /// `copy` is declared to return `id` (no warning), `[NSArray arrayWithArray:]` an `NSArray *` (clang's warning);
    /// either way the variable holds an immutable array and the first write is Foundation's exception.
    func testACopyOrAnNSArrayIsImmutableEvenInAMutableVariable() {
        let copied = evaluate("NSArray *a = @[@1, @2];\nNSMutableArray *m = [a copy];\n[m addObject:@3];\n", .objc)
        XCTAssertEqual(messages(copied), ["error unrecognized-selector: -[__NSArrayI addObject:]: unrecognized selector sent to instance"])
        XCTAssertEqual(copied.diagnostics.map { $0.location.line }, [3])
        let made = evaluate("NSArray *a = @[@1];\nNSMutableArray *m = [NSArray arrayWithArray:a];\n[m addObject:@3];\n", .objc)
        XCTAssertEqual(messages(made), [
            "warning incompatible-pointer-types: incompatible pointer types initializing 'NSMutableArray *' with an expression of type 'NSArray *'",
            "error unrecognized-selector: -[__NSSingleObjectArrayI addObject:]: unrecognized selector sent to instance",
        ])
        let statically = evaluate("NSArray *a = @[@1];\n[[NSArray arrayWithArray:a] addObject:@3];\n", .objc)
        XCTAssertEqual(messages(statically), ["error unknown-method: no visible @interface for 'NSArray' declares the selector 'addObject:'"])
        let notAnArray = evaluate("NSMutableArray *m = [NSMutableArray arrayWithArray:@2];\n", .objc)
        XCTAssertEqual(notAnArray.diagnostics.map(\.severity), [.error], "\(messages(notAnArray))")
    }

    /// Swift's arrays are values: `var b = a` copies, and appending to the copy leaves `a` as it was.
    func testSwiftArrayAssignmentCopies() {
        let evaluation = evaluate("var a = [1, 2]\nvar b = a\nb.append(3)\nb[0] = 7\nlet n = a.count, k = b.count, a0 = a[0]\n", .swift)
        XCTAssertEqual(messages(evaluation), [])
        XCTAssertEqual(values(evaluation, ["n", "k", "a0"]), ["2", "3", "1"])
    }

    /// Foundation's other array methods are named as unmodelled, not "no visible @interface for 'NSArray'"; a write
    /// through an `NSArray *` keeps clang's message, which is right there.
    func testOtherFoundationArrayMethodsAreUnmodelledApi() {
        let mutable = evaluate("NSMutableArray *m = [NSMutableArray arrayWithArray:@[@1, @2]];\n[m removeLastObject];\n", .objc)
        XCTAssertEqual(messages(mutable), ["error unmodelled-api: 'removeLastObject' is Foundation API that notebook does not model"])
        let reading = evaluate("NSArray *a = @[@1];\nBOOL has = [a containsObject:@1];\n", .objc)
        XCTAssertEqual(messages(reading), ["error unmodelled-api: 'containsObject:' is Foundation API that notebook does not model"])
        let immutable = evaluate("NSArray *a = @[@1];\n[a removeLastObject];\n", .objc)
        XCTAssertEqual(messages(immutable), ["error unknown-method: no visible @interface for 'NSArray' declares the selector 'removeLastObject'"])
    }
}
