import Figures
import Foundation
import XCTest

final class MarkupEscapingTests: XCTestCase {
    func testEscapesTheFourCharactersCmarkEscapes() {
        XCTAssertEqual(MarkupEscaping.escape(#"<script>alert("x&y")</script>'"#),
                       "&lt;script&gt;alert(&quot;x&amp;y&quot;)&lt;/script&gt;'")
    }

    func testLeavesOtherTextAlone() {
        XCTAssertEqual(MarkupEscaping.escape("图层 m34 = −1/500"), "图层 m34 = −1/500")
    }

    /// `<name attribute="text">text</name>` written by `MarkupWriter`.
    func written(_ name: StaticString, _ attribute: StaticString, _ text: String) -> String {
        var writer = MarkupWriter()
        writer.open(name)
        writer.attribute(attribute, text)
        if !text.isEmpty { writer.text(text) }
        writer.close()
        return writer.string
    }
}

extension MarkupEscapingTests {
    /// The writer escapes attribute values and text byte by byte; it must equal `escape` on every input,
    /// multi-byte characters next to the escaped ones included.
    func testRenderedTreeEscapesExactlyAsEscapeDoes() {
        let texts = ["", "plain", "<", "&&", "\"é\"", "图层<m34>=−1/500 & \"×\"", "a\u{1F600}<b", "end&"]
        for text in texts {
            let text = text.isEmpty ? " " : text
            XCTAssertEqual(written("mi", "title", text),
                           "<mi title=\"" + MarkupEscaping.escape(text) + "\">" + MarkupEscaping.escape(text) + "</mi>")
        }
        var block = MarkupWriter()
        block.openHTML("div", .lines, attributes: [("class", "a&b")])
        block.open("i")
        block.close()
        block.htmlElement("span", text: "x > y")
        block.close()
        XCTAssertEqual(block.string, "<div class=\"a&amp;b\">\n<i/>\n<span>x &gt; y</span>\n</div>")
    }
}

extension MarkupEscapingTests {
    /// A character to escape at every offset, next to multi-byte characters, comes out as `escape` writes it.
    func testLongValuesAreEscapedAtEveryOffset() {
        for special in ["&", "<", ">", "\""] {
            for offset in 0..<20 {
                let text = String(repeating: "a", count: offset) + special + "×é图" + String(repeating: "b", count: 19 - offset) + special
                XCTAssertEqual(written("g", "data-x", text), "<g data-x=\"" + MarkupEscaping.escape(text) + "\">" + MarkupEscaping.escape(text) + "</g>",
                               "\(special) at \(offset)")
            }
        }
        let clean = String(repeating: "matrix3d(0.7071, 0, -0.7071, 0); ", count: 40)
        XCTAssertEqual(written("g", "d", clean).prefix(clean.utf8.count + 7), "<g d=\"" + clean + "\"")
    }
}

extension MarkupEscapingTests {
    func testEscapeFindsTheCharacterAtEveryOffsetOfALongText() {
        for special in ["&", "<", ">", "\""] {
            for offset in 0..<24 {
                let text = String(repeating: "é", count: offset / 2) + String(repeating: "x", count: offset % 2) + special
                    + String(repeating: "y", count: 23 - offset)
                let expected = text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                    .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
                XCTAssertEqual(MarkupEscaping.escape(text), expected, "\(special) at \(offset)")
            }
        }
        let long = String(repeating: "图层 m34 = −1/500; ", count: 30)
        XCTAssertEqual(MarkupEscaping.escape(long), long)
    }
}

extension MarkupEscapingTests {
    /// Values of every length around the word size, with a character to escape (or none) at every position.
    func testRandomValuesOfEveryLengthEscapeAsEscapeDoes() {
        let pieces = ["a", "Z", "0", " ", "&", "<", ">", "\"", "'", "é", "×", "图", "\u{1F600}", "%", "=", "\u{0}"]
        var state: UInt64 = 0x0DDB_1A5E_5BAD_5EED
        for _ in 0..<6_000 {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            var text = ""
            for _ in 0..<Int(state % 21) {
                state ^= state << 13; state ^= state >> 7; state ^= state << 17
                // Mostly plain letters, so that clean values of every length occur too.
                text += state % 4 == 0 ? pieces[Int((state >> 8) % UInt64(pieces.count))] : "b"
            }
            let child = text.isEmpty ? " " : text
            XCTAssertEqual(written("mi", "title", child),
                           "<mi title=\"" + MarkupEscaping.escape(child) + "\">" + MarkupEscaping.escape(child) + "</mi>",
                           text.debugDescription)
        }
    }
}
