@testable import Figures
import TransformKit
import XCTest

/// Escaping by runs, a path's last part, colours from claims and a matrix's entries by index: what each must give,
/// stated as examples and properties.
final class EscapingAndColourTests: XCTestCase {
    private func escaped(_ bytes: [UInt8], signs: Bool) -> String {
        var output: [UInt8] = []
        MarkupEscaping.append(bytes, to: &output, signsAsReferences: signs)
        var fromSlice: [UInt8] = [0x7A]
        MarkupEscaping.append(bytes[...], to: &fromSlice, signsAsReferences: signs)
        XCTAssertEqual(fromSlice, [0x7A] + output, "a slice escapes as its array does")
        return String(decoding: output, as: UTF8.self)
    }

    func testTheFourMarkupCharactersAreReplacedAndTheRunsBetweenThemKept() {
        XCTAssertEqual(escaped(Array(#"a<b & "c">d"#.utf8), signs: false), "a&lt;b &amp; &quot;c&quot;&gt;d")
        XCTAssertEqual(escaped(Array("&&<<".utf8), signs: false), "&amp;&amp;&lt;&lt;")
        XCTAssertEqual(escaped(Array("plain text".utf8), signs: true), "plain text")
        XCTAssertEqual(escaped([], signs: true), "")
    }

    func testTimesAndDegreeSignsBecomeReferencesOnlyWhenAsked() {
        XCTAssertEqual(escaped(Array("3×4 at 45°".utf8), signs: true), "3&#215;4 at 45&#176;")
        XCTAssertEqual(escaped(Array("3×4 at 45°".utf8), signs: false), "3×4 at 45°")
        XCTAssertEqual(escaped(Array("×°×".utf8), signs: true), "&#215;&#176;&#215;")
        XCTAssertEqual(escaped(Array("图 é ü".utf8), signs: true), "图 é ü", "other non-ASCII scalars stay as they are")
    }

    func testHalfASignOrAMalformedByteIsCopiedAsItIs() {
        var output: [UInt8] = []
        MarkupEscaping.append([0xC3, 0x41, 0x97, 0xC2, 0xC2, 0xB0, 0xFF], to: &output, signsAsReferences: true)
        XCTAssertEqual(output, [0xC3, 0x41, 0x97, 0xC2] + Array("&#176;".utf8) + [0xFF])
        var fromString: [UInt8] = []
        MarkupEscaping.append("a×<", to: &fromString, signsAsReferences: true)
        XCTAssertEqual(String(decoding: fromString, as: UTF8.self), "a&#215;&lt;", "a String escapes as its bytes do")
    }

    func testTheLastComponentIsTheLastNonEmptyPartBetweenDots() {
        let expected: [(String, String)] = [
            ("", ""), (".", "."), ("..", ".."), ("a", "a"), ("a.", "a"), ("a..", "a"), (".a", "a"), ("a.b", "b"),
            ("self.faces[0].layer", "layer"), ("faces[3]", "faces[3]"), ("..图层..", "图层"), ("x.\u{301}y", "\u{301}y"),
            ("a.b..c...", "c"), ("é.ü", "ü"),
        ]
        for (path, last) in expected {
            XCTAssertEqual(LayerColours.lastComponent(of: path), last, path.debugDescription)
        }
    }

    /// Random lists of identities: one colour per identity, elements keep the colour they ask for, and identities
    /// differ in colour while the palette has colours left.
    func testAssignedColoursKeepElementsPreferencesAndStayDistinct() {
        let names = ["layerView", "containerView", "faces[0]", "faces[1]", "faces[7]", "faces[8]", "cards[2]", "x", "y",
                     "z", "w", "v", "a.b[1]", "图层", "q", "r", "s", "t"]
        let paletteCount = DiagramStyle.palette.count
        var state: UInt64 = 0xC0_10_45
        for _ in 0..<500 {
            var identities: [String] = []
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            for _ in 0..<Int(state % 14) {
                state ^= state << 13; state ^= state >> 7; state ^= state << 17
                identities.append(names[Int(state % UInt64(names.count))])
            }
            let assigned = LayerColours.assign(identities)
            let unique = Set(identities)
            XCTAssertEqual(Set(assigned.keys), unique)
            XCTAssertTrue(assigned.values.allSatisfy { (0..<paletteCount).contains($0) })
            let elements = unique.filter { LayerColours.collectionElement(LayerColours.lastComponent(of: $0)) != nil }
            // Elements take their preferred colour first; two elements may ask for the same one.
            let elementPreferences = Set(elements.map(LayerColours.preferredIndex))
            if elementPreferences.count == elements.count {
                for element in elements { XCTAssertEqual(assigned[element], LayerColours.preferredIndex(of: element)) }
            }
            if unique.count <= paletteCount {
                XCTAssertEqual(Set(assigned.values).count, unique.count, identities.description)
            }
        }
    }

    func testLayersThatDoNotClaimTakeTheClaimedColourOfTheirIdentityOrTheirPreferredOne() {
        // A catalog's root and transform layers do not compete for colours: a root named like a drawn layer shares
        // its colour, any other keeps the colour it asks for, even one a drawn layer took.
        let identities = ["faces[0]", "layerView", "faces[0]", "root", "faces[1]"]
        let claims = identities.map(LayerColours.Claim.init)
        let competing: Set = [1, 2, 4]
        let colours = LayerColours.assign(claims, claiming: { competing.contains($0) })
        XCTAssertEqual(colours.count, identities.count)
        let drawn = LayerColours.assign(["layerView", "faces[0]", "faces[1]"])
        XCTAssertEqual(colours[1], drawn["layerView"])
        XCTAssertEqual(colours[2], drawn["faces[0]"])
        XCTAssertEqual(colours[4], drawn["faces[1]"])
        XCTAssertEqual(colours[0], colours[2], "the same identity, not competing, takes the competing claim's colour")
        XCTAssertEqual(colours[3], LayerColours.preferredIndex(of: "root"))
        XCTAssertEqual(LayerColours.assign(claims, claiming: { _ in false }), identities.map(LayerColours.preferredIndex),
                       "with no competing claim every layer keeps its preferred colour")
    }

    func testEntriesByIndexAndFinitenessMatchTheEntryArray() {
        var t = CATransform3DMakeRotation(0.3, 1, 2, 3)
        t.m34 = -1.0 / 500
        t.m41 = 12.5
        t.m43 = -7
        let entries = ValueMarkup.entries(of: t)
        XCTAssertEqual((0..<16).map { ValueMarkup.entry($0, of: t) }, entries)
        XCTAssertTrue(ValueMarkup.isFinite(t))
        for index in 0..<16 {
            for bad in [Double.nan, .infinity, -.infinity] {
                var values = entries
                values[index] = bad
                XCTAssertFalse(ValueMarkup.isFinite(CATransform3D(elements: values)!), "entry \(index) = \(bad)")
            }
        }
    }
}
