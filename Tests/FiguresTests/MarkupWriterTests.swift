@testable import Figures
import XCTest

/// `MarkupWriter` settles the element tree's layout (self-closing, line breaks for block children) while it
/// writes; it must produce exactly what `MarkupElement.render()` produces for the same tree.
final class MarkupWriterTests: XCTestCase {
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
    private static let texts = ["", "x", "a < b & \"c\"", "图层 −1/500", String(repeating: "long text ", count: 5)]

    /// A random tree, written both ways: into a `MarkupElement` and through `writer`.
    private func build(_ random: inout Random, depth: Int, writer: inout MarkupWriter) -> MarkupElement {
        let nameIndex = random.next(Self.names.count)
        let name = Self.names[nameIndex]
        let foreign = random.next(3) != 0
        writer.open(name, foreign: foreign)
        var element = MarkupElement(name.description, foreign: foreign)
        for attribute in 0..<random.next(3) {
            let value = Self.texts[random.next(Self.texts.count)]
            if attribute == 0 {
                writer.attribute("data-a", value)
                element.set("data-a", value)
            } else {
                writer.attribute("data-b", coordinate: Double(attribute) / 3)
                element.set("data-b", NumberFormatting.coordinate(Double(attribute) / 3))
            }
        }
        // An element holds text or elements, never both.
        if depth < 5, random.next(5) == 0 {
            let text = Self.texts[random.next(Self.texts.count)]
            writer.text(text)
            element.append(text: text)
        } else if depth < 5 {
            for _ in 0..<[0, 0, 1, 1, 2, 3][random.next(6)] {
                element.append(build(&random, depth: depth + 1, writer: &writer))
            }
        }
        writer.close()
        return element
    }

    func testWriterWritesWhatTheTreeRenders() {
        var random = Random(state: 0x2545_F491_4F6C_DD1D)
        for _ in 0..<20_000 {
            var writer = MarkupWriter(capacity: 16)
            let tree = build(&random, depth: 0, writer: &writer)
            XCTAssertEqual(writer.makeString(), tree.render())
        }
    }

    func testPrerenderedChildrenTakeTheTreesLayout() {
        for count in 0...3 {
            for before in 0...2 {
                var items = MarkupBuffer()
                var itemWriter = MarkupWriter()
                var tree = MarkupElement("svg")
                var writer = MarkupWriter()
                writer.open("svg")
                for index in 0..<before {
                    var child = MarkupElement("defs")
                    writer.open("defs")
                    if index == 1 {
                        child.append(MarkupElement("marker"))
                        writer.open("marker")
                        writer.close()
                    }
                    writer.close()
                    tree.append(child)
                }
                for index in 0..<count {
                    itemWriter.buffer.append(UInt8(ascii: "\n"))
                    itemWriter.open("line")
                    itemWriter.attribute("x1", integer: index)
                    itemWriter.close()
                    tree.append(MarkupElement("line", [("x1", String(index))]))
                }
                items.append(contentsOf: itemWriter.buffer)
                writer.prerenderedChildren(items, count: count)
                writer.close()
                XCTAssertEqual(writer.makeString(), tree.render(), "\(before) before, \(count) items")
            }
        }
    }

    func testPrebuiltElementsEqualTheTree() {
        // Corners: the first children of a layer element, with and without sublayers after them, at any depth.
        for sublayers in 0...2 {
            for depth in 0...2 {
                var writer = MarkupWriter()
                var outer: [MarkupElement] = []
                for _ in 0..<depth { writer.openHTML("div"); outer.append(MarkupElement("div", foreign: false)) }
                writer.openHTML("div")
                writer.attribute("class", "layer")
                var layer = MarkupElement("div", [("class", "layer")], foreign: false)
                writer.liveRenditionCorners()
                for corner in 0..<4 {
                    layer.append(MarkupElement("i", [("class", "corner"), ("data-corner", String(corner))], foreign: false))
                }
                for _ in 0..<sublayers {
                    writer.openHTML("div")
                    writer.close()
                    layer.append(MarkupElement("div", foreign: false))
                }
                writer.close()
                var tree = layer
                while var parent = outer.popLast() {
                    parent.append(tree)
                    tree = parent
                    writer.close()
                }
                XCTAssertEqual(writer.makeString(), tree.render(), "\(sublayers) sublayers, depth \(depth)")
            }
        }
        // Matrix cells: rows of 2 to 4 plain cells, with every class and sign, the row first or later in its table.
        let classes: [StaticString?] = [nil, "rounded", "perspective", "perspective rounded"]
        for rows in 1...2 {
            for cells in 2...4 {
                var writer = MarkupWriter()
                writer.open("mtable")
                var table = MarkupElement("mtable")
                for row in 0..<rows {
                    writer.open("mtr")
                    var tableRow = MarkupElement("mtr")
                    for cell in 0..<cells {
                        let value = Double(row * 7 + cell) * (cell % 2 == 0 ? -0.3125 : 1)
                        guard let plain = PlainReadableNumber(value) else { return XCTFail("\(value) is plain") }
                        let cellClasses = classes[(row + cell) % classes.count]
                        writer.plainMatrixCell(entry: "m11", classes: cellClasses, exact: plain.exact,
                                               isNegative: plain.isNegative, mantissa: plain.mantissa)
                        let exact = plain.exact.withBytes { String(decoding: $0, as: UTF8.self) }
                        let mantissa = plain.mantissa.withBytes { String(decoding: $0, as: UTF8.self) }
                        var attributes = [("data-entry", "m11")]
                        if let cellClasses { attributes.append(("class", cellClasses.description)) }
                        attributes += [("title", exact), ("data-exact", exact)]
                        var element = MarkupElement("mtd", attributes)
                        var number = MarkupElement("mn")
                        number.append(text: (plain.isNegative ? "\u{2212}" : "") + mantissa)
                        element.append(number)
                        tableRow.append(element)
                    }
                    writer.close()
                    table.append(tableRow)
                }
                writer.close()
                XCTAssertEqual(writer.makeString(), table.render(), "\(rows) rows of \(cells)")
            }
        }
    }

    func testBufferGrowsAndInserts() {
        var buffer = MarkupBuffer(capacity: 1)
        for index in 0..<1000 { buffer.append(UInt8(ascii: "a") + UInt8(index % 26)) }
        buffer.insert(UInt8(ascii: "\n"), at: 0)
        buffer.insert(UInt8(ascii: "\n"), at: 500)
        buffer.appendCopy(from: 1, count: 3)
        var expected = (0..<1000).map { Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8($0 % 26))) }
        expected.insert("\n", at: 0)
        expected.insert("\n", at: 500)
        expected += expected[1...3]
        XCTAssertEqual(buffer.makeString(), String(expected))
    }
}

extension MarkupWriterTests {
    /// `makeString` builds long markup from several pieces around its non-ASCII characters; the string must be the
    /// bytes, whatever the spacing of those characters.
    func testStringsOfMixedTextEqualTheirBytes() {
        var random = Random(state: 0x9E37_79B9_7F4A_7C15)
        let pieces = ["a", "<mn>0.7071</mn>", String(repeating: "x", count: 130), "−", "×", "图层", "😀", "\n", "é"]
        for _ in 0..<2_000 {
            var text = ""
            for _ in 0..<random.next(40) { text += pieces[random.next(pieces.count)] }
            var buffer = MarkupBuffer(capacity: 8)
            buffer.append(utf8: text)
            XCTAssertEqual(buffer.makeString(), text)
            XCTAssertEqual(Array(buffer.makeString().utf8), Array(text.utf8))
        }
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

    func testPointListsWriteAlikeExactlyWhenTheirSpellingsAreEqual() {
        let base = [FigurePoint(x: 57.399, y: 137.004), FigurePoint(x: 256.81, y: -0.001), FigurePoint(x: 2e6, y: .nan)]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<5_000 {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            let offsets = [0, 0.001, 0.004, 0.0051, 0.0099, 0.011, 0.0111, 0.02, 5e6, .infinity]
            var other = base
            let index = Int(state % 3)
            let offset = offsets[Int((state >> 8) % UInt64(offsets.count))] * ((state >> 20) % 2 == 0 ? 1 : -1)
            if (state >> 24) % 2 == 0 {
                other[index].x += offset
            } else {
                other[index].y += offset
            }
            XCTAssertEqual(SVGCanvas.writeAlike(base, other), SVGCanvas.pointList(base) == SVGCanvas.pointList(other),
                           "\(other)")
        }
        XCTAssertFalse(SVGCanvas.writeAlike(base, Array(base.prefix(2))))
    }
}

extension MarkupWriterTests {
    /// With `signsAsReferences` (the figures' SVG), escaped text equals `escape` with `×` and `°` then replaced by
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
            XCTAssertEqual(writer.makeString(), "<text data-x=\"" + expected + "\">" + expected + "</text>", text.debugDescription)
            var plain = MarkupWriter()
            plain.open("text")
            plain.text(text)
            plain.close()
            XCTAssertEqual(plain.makeString(), "<text>" + MarkupEscaping.escape(text) + "</text>", text.debugDescription)
        }
    }
}

extension MarkupWriterTests {
    /// The word test for the four characters to escape, against a byte-by-byte check: every byte value at every
    /// position of a word, among fillers that are none of them (and among ones that are).
    func testMarkupCharacterTestFindsExactlyTheFourCharacters() {
        let special: Set<UInt8> = [0x22, 0x26, 0x3C, 0x3E]
        for filler: UInt8 in [0x00, 0x20, 0x61, 0x24, 0x3D, 0x38, 0xFF, 0x80] {
            for position in 0..<8 {
                for byte in 0...255 {
                    var word = UInt64(filler) &* 0x0101_0101_0101_0101
                    word &= ~(0xFF << (8 * UInt64(position)))
                    word |= UInt64(byte) << (8 * UInt64(position))
                    XCTAssertEqual(MarkupEscaping.hasMarkupCharacter(word), special.contains(UInt8(byte)),
                                   "byte \(byte) at \(position) among \(filler)")
                }
            }
        }
        var random = Random(state: 0x5DEE_CE66_D1CE_4E5B)
        for _ in 0..<20_000 {
            var word: UInt64 = 0
            var expected = false
            for position in 0..<8 {
                let byte = UInt8(random.next(256))
                expected = expected || special.contains(byte)
                word |= UInt64(byte) << (8 * UInt64(position))
            }
            XCTAssertEqual(MarkupEscaping.hasMarkupCharacter(word), expected, String(word, radix: 16))
        }
    }
}
