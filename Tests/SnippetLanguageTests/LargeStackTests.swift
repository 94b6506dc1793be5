import Diagnostics
import XCTest
@testable import SnippetLanguage

final class LargeStackTests: XCTestCase {
    func testRunCallsTheBodyOnALargeStackAndReturnsItsResult() {
        XCTAssertFalse(LargeStack.isOnLargeStack)
        let (onLargeStack, value) = LargeStack.run { (LargeStack.isOnLargeStack, 42) }
        XCTAssertTrue(onLargeStack)
        XCTAssertEqual(value, 42)
        XCTAssertFalse(LargeStack.isOnLargeStack)
    }

    /// A nested `run` is already on a large stack and calls its body in place.
    func testNestedRunStaysOnTheSameStack() {
        let nested = LargeStack.run { LargeStack.run { LargeStack.isOnLargeStack } }
        XCTAssertTrue(nested)
    }

    // A deep evaluation from a thread with a small stack: PathologicalInputTests.
}
