import Diagnostics
import SnippetLanguage
import XCTest
@testable import Notebook

/// The build's thread pool (moved here from SnippetLanguage's `LargeStack`, which keeps only the evaluator's own
/// large-stack thread).
final class WorkerThreadsTests: XCTestCase {
    func testConcurrentPerformCallsEveryIndexExactlyOnce() {
        let count = 1_000
        let calls = UnsafeMutableBufferPointer<Int>.allocate(capacity: count)
        calls.initialize(repeating: 0)
        defer { calls.deallocate() }
        WorkerThreads.concurrentPerform(iterations: count) { index in calls[index] += 1 }
        XCTAssertEqual(Array(calls), Array(repeating: 1, count: count))
    }

    /// The pool's threads adopt themselves as large-stack threads, so the evaluator runs on them in place.
    func testWorkInsideConcurrentPerformRunsOnALargeStack() {
        let onLargeStack = UnsafeMutableBufferPointer<Bool>.allocate(capacity: 8)
        onLargeStack.initialize(repeating: false)
        defer { onLargeStack.deallocate() }
        XCTAssertFalse(LargeStack.isOnLargeStack)
        WorkerThreads.concurrentPerform(iterations: 8) { index in onLargeStack[index] = LargeStack.isOnLargeStack }
        XCTAssertEqual(Array(onLargeStack), Array(repeating: true, count: 8))
    }

    /// A nested call runs its iterations in place, on the outer call's threads, and still calls every index.
    func testNestedConcurrentPerformCallsEveryIndex() {
        let calls = UnsafeMutableBufferPointer<Int>.allocate(capacity: 6 * 7)
        calls.initialize(repeating: 0)
        defer { calls.deallocate() }
        WorkerThreads.concurrentPerform(iterations: 6) { outer in
            WorkerThreads.concurrentPerform(iterations: 7) { inner in calls[outer * 7 + inner] += 1 }
        }
        XCTAssertEqual(Array(calls), Array(repeating: 1, count: 42))
    }

    func testEmptyAndSingleIterations() {
        var called: [Int] = []
        WorkerThreads.concurrentPerform(iterations: 0) { called.append($0) }
        XCTAssertEqual(called, [])
        WorkerThreads.concurrentPerform(iterations: 1) { called.append($0) }
        XCTAssertEqual(called, [0])
    }

    /// The deepest evaluation the limits allow, started from ``WorkerThreads`' threads, stops with its own
    /// diagnostic rather than overflowing the stack (the same listing as PathologicalInputTests runs from a thread
    /// with a 256 KB stack).
    func testDeepRecursionInsideConcurrentPerform() {
        let nested = "f(" + String(repeating: "(", count: 95) + "n" + String(repeating: ")", count: 95) + " - 1)"
            + String(repeating: " + 0", count: 239) + " + 1"
        let source = "int f(int n) {\n    if (n <= 0) { return 0; }\n    return \(nested);\n}\nint x = f(63);"
        let results = UnsafeMutableBufferPointer<[String]>.allocate(capacity: 4)
        results.initialize(repeating: [])
        defer { results.deallocate() }
        WorkerThreads.concurrentPerform(iterations: 4) { index in
            results[index] = SnippetEvaluator.evaluate(source, dialect: .objc, origin: SourceOrigin(file: "p")).diagnostics.map { $0.id }
        }
        XCTAssertEqual(Array(results), Array(repeating: ["evaluation-too-deep"], count: 4))
    }
}
