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

extension MarkupEscapingTests {
    /// Rendering escapes attribute values and text byte by byte; it must equal `escape` on every input,
    /// multi-byte characters next to the escaped ones included.
    func testRenderedTreeEscapesExactlyAsEscapeDoes() {
        let texts = ["", "plain", "<", "&&", "\"é\"", "图层<m34>=−1/500 & \"×\"", "a\u{1F600}<b", "end&"]
        for text in texts {
            let element = MarkupElement("mi", [("title", text)], children: [.text(text)])
            XCTAssertEqual(element.render(), "<mi title=\"" + MarkupEscaping.escape(text) + "\">" + MarkupEscaping.escape(text) + "</mi>")
        }
        var block = MarkupElement.html("div", [("class", "a&b")])
        block.append(MarkupElement("i"))
        block.append(MarkupElement.html("span", children: [.text("x > y")]))
        XCTAssertEqual(block.render(), "<div class=\"a&amp;b\">\n<i/>\n<span>x &gt; y</span>\n</div>")
    }
}
