import Figures
import XCTest

final class MarkupEscapingTests: XCTestCase {
    func testEscapesTheFourCharactersCmarkEscapes() {
        XCTAssertEqual(MarkupEscaping.escape(#"<script>alert("x&y")</script>'"#),
                       "&lt;script&gt;alert(&quot;x&amp;y&quot;)&lt;/script&gt;'")
    }

    func testLeavesOtherTextAlone() {
        XCTAssertEqual(MarkupEscaping.escape("图层 m34 = −1/500"), "图层 m34 = −1/500")
    }
}
