@testable import Figures
import XCTest

/// `MarkupWriter` against a tree rendered the slow, obvious way (`ReferenceTree`, only in this test target), and
/// its rules one by one: layout decided at `open`, self-closing foreign elements, escaping, numbers, trusted markup.
final class MarkupWriterTests: XCTestCase {
    /// An element as a test builds it, rendered recursively.
    private indirect enum ReferenceTree {
        case element(name: StaticString, isHTML: Bool, layout: MarkupWriter.Layout, attributes: [(StaticString, String)],
                     children: [ReferenceTree])
        case text(String)

        func render() -> String {
            switch self {
            case .text(let text):
                return MarkupEscaping.escape(text)
            case .element(let name, let isHTML, let layout, let attributes, let children):
                let name = name.description
                var markup = "<" + name
                for (key, value) in attributes {
                    markup += " " + key.description + "=\"" + MarkupEscaping.escape(value) + "\""
                }
                if children.isEmpty { return markup + (isHTML ? "></" + name + ">" : "/>") }
                markup += ">"
                for child in children {
                    if case .element = child, layout == .lines { markup += "\n" }
                    markup += child.render()
                }
                return markup + (layout == .lines ? "\n" : "") + "</" + name + ">"
            }
        }

        func write(into writer: inout MarkupWriter) {
            switch self {
            case .text(let text):
                writer.text(text)
            case .element(let name, let isHTML, let layout, let attributes, let children):
                if isHTML { writer.openHTML(name, layout) } else { writer.open(name, layout) }
                for (key, value) in attributes { writer.attribute(key, value) }
                for child in children { child.write(into: &writer) }
                writer.close()
            }
        }
    }

    private struct Random {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(bound))
        }
    }

    private static let names: [StaticString] = ["mrow", "mn", "div", "i", "svg", "g"]
    private static let attributeNames: [StaticString] = ["data-0", "data-1", "data-2"]
    private static let texts = ["x", "a < b & \"c\"", "图层 −1/500", String(repeating: "long text ", count: 5)]

    private func randomTree(_ random: inout Random, depth: Int) -> ReferenceTree {
        var attributes: [(StaticString, String)] = []
        for index in 0..<random.next(3) {
            attributes.append((Self.attributeNames[index], Self.texts[random.next(Self.texts.count)]))
        }
        var children: [ReferenceTree] = []
        if depth < 5 {
            for _ in 0..<[0, 0, 1, 1, 2, 3][random.next(6)] {
                children.append(random.next(4) == 0 ? .text(Self.texts[random.next(Self.texts.count)])
                                                    : randomTree(&random, depth: depth + 1))
            }
        }
        return .element(name: Self.names[random.next(Self.names.count)], isHTML: random.next(3) == 0,
                        layout: random.next(2) == 0 ? .inline : .lines, attributes: attributes, children: children)
    }

    func testWriterWritesWhatTheReferenceTreeRenders() {
        var random = Random(state: 0x2545_F491_4F6C_DD1D)
        for _ in 0..<5_000 {
            let tree = randomTree(&random, depth: 0)
            var writer = MarkupWriter(capacity: 16)
            tree.write(into: &writer)
            XCTAssertEqual(writer.string, tree.render())
        }
    }

    func testLayoutIsTheOneChosenAtOpen() {
        var writer = MarkupWriter()
        writer.open("mrow", .lines)
        writer.element("mi", text: "t")
        writer.open("mo")
        writer.text("=")
        writer.close()
        writer.open("mspace")
        writer.close()
        writer.close()
        XCTAssertEqual(writer.string, "<mrow>\n<mi>t</mi>\n<mo>=</mo>\n<mspace/>\n</mrow>")

        var inline = MarkupWriter()
        inline.openHTML("p")
        inline.htmlElement("span", attributes: [("class", "a"), ("hidden", ""), ("title", nil)], text: "b")
        inline.openHTML("i")
        inline.close()
        inline.close()
        XCTAssertEqual(inline.string, "<p><span class=\"a\" hidden>b</span><i></i></p>")
    }

    func testATextElementWritesWhatOpeningWritingAndClosingItWould() {
        let code = Array("a < b && c".utf8)
        var whole = MarkupWriter()
        whole.openHTML("code")
        whole.htmlElement("i", class: "t", utf8: code[0..<5])
        whole.htmlElement("b", class: nil, utf8: code[5...])
        whole.htmlElement("i", class: nil, utf8: code[0..<0])
        whole.close()
        XCTAssertEqual(whole.string, "<code><i class=\"t\">a &lt; b</i><b> &amp;&amp; c</b><i></i></code>")

        var stepwise = MarkupWriter()
        stepwise.openHTML("code")
        stepwise.openHTML("i", attributes: [("class", "t")])
        stepwise.text(utf8: code[0..<5])
        stepwise.close()
        stepwise.openHTML("b")
        stepwise.text(utf8: code[5...])
        stepwise.close()
        stepwise.openHTML("i")
        stepwise.close()
        stepwise.close()
        XCTAssertEqual(whole.string, stepwise.string)

        var lines = MarkupWriter()
        lines.openHTML("div", .lines)
        lines.htmlElement("i", class: nil, utf8: code[0..<1])
        lines.close()
        XCTAssertEqual(lines.string, "<div>\n<i>a</i>\n</div>")
    }

    func testNumbersVoidElementsAndTrustedMarkup() {
        var writer = MarkupWriter()
        writer.openHTML("div", .lines)
        writer.attribute("data-x", .coordinate(-0.004))
        writer.beginAttribute("style")
        writer.value("left: ")
        writer.value(.coordinate(12.345))
        writer.value("px")
        writer.endAttribute()
        writer.voidElement("meta", attributes: [("charset", "utf-8")])
        writer.trustedMarkup("<b>&amp;</b>")
        writer.open("mn")
        writer.text(.exact(0.1 + 0.2))
        writer.close()
        writer.close()
        XCTAssertEqual(writer.string, "<div data-x=\"0\" style=\"left: 12.35px\">\n<meta charset=\"utf-8\">\n<b>&amp;</b>"
                       + "\n<mn>0.30000000000000004</mn>\n</div>")
    }

    /// Figures' markup kept as bytes (`svgBytes`, `mathBytes`) goes into a page through the array form, placed as
    /// the string and slice forms place it: on its own line in a `.lines` element, after the start tag is finished.
    func testTrustedMarkupAsAnArrayIsPlacedAsAStringIs() {
        let markup = "<math><mn>\u{2212}1</mn></math>"
        var fromString = MarkupWriter()
        var fromArray = MarkupWriter()
        var fromSlice = MarkupWriter()
        fromString.openHTML("dd", .lines)
        fromString.trustedMarkup(markup)
        fromString.close()
        fromArray.openHTML("dd", .lines)
        fromArray.trustedMarkup(utf8: Array(markup.utf8))
        fromArray.close()
        fromSlice.openHTML("dd", .lines)
        fromSlice.trustedMarkup(utf8: Array(markup.utf8)[...])
        fromSlice.close()
        XCTAssertEqual(fromArray.string, "<dd>\n" + markup + "\n</dd>")
        XCTAssertEqual(fromArray.bytes, fromString.bytes)
        XCTAssertEqual(fromArray.bytes, fromSlice.bytes)
    }

    /// An HTML parser drops one line feed right after the start tag of `pre`, `textarea` and `listing`: text that
    /// starts one of them with a line feed gets a second, so the first line of the text (a blank line) is kept.
    func testTextStartingAPreElementWithALineFeedKeepsIt() {
        for name: StaticString in ["pre", "textarea", "listing"] {
            var writer = MarkupWriter()
            writer.openHTML(name)
            writer.text("\nsecond line\n")
            writer.close()
            XCTAssertEqual(writer.string, "<\(name)>\n\nsecond line\n</\(name)>")
        }
        var utf8 = MarkupWriter()
        utf8.openHTML("pre", attributes: [("class", "console")])
        utf8.text(utf8: Array("\n<x>".utf8)[...])
        utf8.close()
        XCTAssertEqual(utf8.string, "<pre class=\"console\">\n\n&lt;x&gt;</pre>")
        // Not after another child, not in another element, not in a foreign element named alike.
        var other = MarkupWriter()
        other.openHTML("pre")
        other.text("a")
        other.text("\nb")
        other.close()
        other.openHTML("p")
        other.text("\nc")
        other.close()
        other.open("pre")
        other.text("\nd")
        other.close()
        XCTAssertEqual(other.string, "<pre>a\nb</pre><p>\nc</p><pre>\nd</pre>")
    }

    func testClosingWithNothingOpenWritesNothing() {
        var writer = MarkupWriter()
        writer.close()
        writer.text("a&b")
        XCTAssertEqual(writer.string, "a&amp;b")
    }
}

extension MarkupWriterTests {
    func testTextWidthCountsCharacters() {
        for text in ["", "layerView", "a\r\nb", "\r", "\n\r", "view (320 × 480)", "图层", "e\u{301}", "😀",
                     "\u{2212}12.5°", "\u{2212}\u{301}", "×\u{300}", "a\u{200D}b", "\u{AD}\u{85}\u{2FF}\u{2212}"] {
            XCTAssertEqual(SVGCanvas.textWidth(text), Double(text.count) * 6.2, text.debugDescription)
        }
        // Random mixes of the scalars around the fast path's edges (combining marks, joiners, controls, CR LF).
        let scalars: [Unicode.Scalar] = ["a", " ", "\r", "\n", "\u{7F}", "\u{85}", "\u{AD}", "×", "°", "\u{2FF}",
                                         "\u{300}", "\u{36F}", "\u{2212}", "\u{2211}", "\u{200D}", "\u{200C}",
                                         "\u{FE0F}", "\u{1F600}", "\u{1F3FB}", "\u{1100}", "\u{1161}", "\u{600}", "e"]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        for _ in 0..<3_000 {
            var text = ""
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            for _ in 0..<Int(state % 12) {
                state ^= state << 13; state ^= state >> 7; state ^= state << 17
                text.unicodeScalars.append(scalars[Int(state % UInt64(scalars.count))])
            }
            XCTAssertEqual(SVGCanvas.textWidth(text), Double(text.count) * 6.2, text.debugDescription)
        }
    }

}

extension MarkupWriterTests {
    /// With `signsAsReferences` (the figures' SVG), escaped text equals `escape` with `×` and `°` then replaced by
    /// A literal piece goes in as it is, between the numbers and escaped text of the same value.
    func testLiteralPiecesAreWrittenAsTheyAre() {
        var writer = MarkupWriter()
        writer.open("g")
        writer.beginAttribute("style")
        writer.value(literal: "left:")
        writer.value(.coordinate(1.5))
        writer.value(literal: "px;")
        writer.value("a&b")
        writer.endAttribute()
        writer.close()
        XCTAssertEqual(writer.string, "<g style=\"left:1.5px;a&amp;b\"/>")
    }

    /// `&#215;` and `&#176;`, at every position and length, next to other non-ASCII characters and across words.
    func testSignsAsReferencesReplaceExactlyTheTwoSigns() {
        let pieces = ["a", "Z", " ", "&", "<", ">", "\"", "é", "×", "°", "±", "·", "图", "\u{1F600}", "\u{C2}", "\u{C3}"]
        var state: UInt64 = 0x5EED_0F51_6A5E_0B0E
        for _ in 0..<4_000 {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            var text = ""
            for _ in 0..<Int(state % 45) {
                state ^= state << 13; state ^= state >> 7; state ^= state << 17
                text += state % 3 == 0 ? pieces[Int((state >> 8) % UInt64(pieces.count))] : "b"
            }
            let expected = MarkupEscaping.escape(text).replacingOccurrences(of: "×", with: "&#215;")
                .replacingOccurrences(of: "°", with: "&#176;")
            var writer = MarkupWriter(signsAsReferences: true)
            writer.open("text")
            writer.attribute("data-x", text)
            writer.text(text)
            writer.close()
            XCTAssertEqual(writer.string, "<text data-x=\"" + expected + "\">" + expected + "</text>", text.debugDescription)
            var plain = MarkupWriter()
            plain.open("text")
            plain.text(text)
            plain.close()
            XCTAssertEqual(plain.string, "<text>" + MarkupEscaping.escape(text) + "</text>", text.debugDescription)
        }
    }
}


extension MarkupWriterTests {
    /// A matrix cell is a child element like any other: on its own line in a `.lines` parent, after the parent's
    /// start tag is finished; its class and title on the `mtd`, the number in the `mn`.
    func testMathNumberCellsAreCompleteChildElements() {
        var writer = MarkupWriter()
        writer.open("mtr", .lines)
        writer.mathNumberCell(.integer(1))
        writer.mathNumberCell(.exact(-0.25), class: "perspective")
        writer.mathNumberCell(.integer(0), class: "constant", title: .exact(0.1 + 0.2))
        writer.mathNumberCell(.exact(0.5), title: .exact(0.5))
        writer.close()
        XCTAssertEqual(writer.string, "<mtr>\n<mtd><mn>1</mn></mtd>\n<mtd class=\"perspective\"><mn>-0.25</mn></mtd>"
                       + "\n<mtd class=\"constant\" title=\"0.30000000000000004\"><mn>0</mn></mtd>"
                       + "\n<mtd title=\"0.5\"><mn>0.5</mn></mtd>\n</mtr>")

        var inline = MarkupWriter()
        inline.open("mtr")
        inline.mathNumberCell(.readableShown(ReadableNumber(-0.70710678)))
        inline.close()
        XCTAssertEqual(inline.string, "<mtr><mtd><mn>\u{2212}0.7071</mn></mtd></mtr>")
    }

    /// An empty HTML element is written whole (`<i></i>`), in its parent's layout, and leaves the parent open.
    func testEmptyHTMLElementsLeaveTheParentOpen() {
        var writer = MarkupWriter()
        writer.openHTML("div", .lines)
        writer.attribute("class", "layer")
        writer.emptyHTMLElement("i")
        writer.emptyHTMLElement("i")
        writer.element("mn", text: "2")
        writer.close()
        XCTAssertEqual(writer.string, "<div class=\"layer\">\n<i></i>\n<i></i>\n<mn>2</mn>\n</div>")

        var top = MarkupWriter()
        top.emptyHTMLElement("i")
        top.openHTML("p")
        top.emptyHTMLElement("b")
        top.close()
        XCTAssertEqual(top.string, "<i></i><p><b></b></p>")
    }
}
