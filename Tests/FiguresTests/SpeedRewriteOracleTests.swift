@testable import Figures
import TransformKit
import XCTest

/// Pure functions rewritten to do less work, each checked against the straightforward form it replaced.
final class SpeedRewriteOracleTests: XCTestCase {}

extension SpeedRewriteOracleTests {
    /// The byte-by-byte escaping that run-wise escaping replaced (a replaced sign's lead byte taken back).
    private func oracleEscape(_ text: [UInt8], signsAsReferences: Bool) -> [UInt8] {
        var output: [UInt8] = []
        var previous: UInt8 = 0
        for byte in text {
            switch byte {
            case UInt8(ascii: "&"): output += "&amp;".utf8
            case UInt8(ascii: "<"): output += "&lt;".utf8
            case UInt8(ascii: ">"): output += "&gt;".utf8
            case UInt8(ascii: "\""): output += "&quot;".utf8
            case 0x97 where signsAsReferences && previous == 0xC3:
                output.removeLast()
                output += "&#215;".utf8
            case 0xB0 where signsAsReferences && previous == 0xC2:
                output.removeLast()
                output += "&#176;".utf8
            default: output.append(byte)
            }
            previous = byte
        }
        return output
    }

    /// Random byte texts, malformed UTF-8 and signs cut in half included, escape as the oracle does, with and
    /// without sign references, from a `String` and from bytes.
    func testRunWiseEscapingMatchesByteWiseEscaping() {
        let pieces: [[UInt8]] = [[0x61], [0x62], Array("&".utf8), Array("<".utf8), Array(">".utf8), Array("\"".utf8),
                                 Array("×".utf8), Array("°".utf8), Array("é".utf8), Array("图".utf8), [0xC3], [0xC2],
                                 [0x97], [0xB0], [0xC3, 0xC3, 0x97], [0xC2, 0xC2, 0xB0]]
        var state: UInt64 = 0x5EED_0F_E5CA_9E
        for _ in 0..<4_000 {
            var text: [UInt8] = []
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            for _ in 0..<Int(state % 24) {
                state ^= state << 13; state ^= state >> 7; state ^= state << 17
                text += state % 3 == 0 ? pieces[Int((state >> 8) % UInt64(pieces.count))] : [0x78]
            }
            for signs in [false, true] {
                var fromBytes: [UInt8] = []
                MarkupEscaping.append(text, to: &fromBytes, signsAsReferences: signs)
                XCTAssertEqual(fromBytes, oracleEscape(text, signsAsReferences: signs), "\(text) signs: \(signs)")
                var fromSlice: [UInt8] = [0x7A]
                MarkupEscaping.append(text[...], to: &fromSlice, signsAsReferences: signs)
                XCTAssertEqual(fromSlice, [0x7A] + oracleEscape(text, signsAsReferences: signs))
            }
            // A `String` holds only valid UTF-8: the repaired text escapes as its bytes do.
            let string = String(decoding: text, as: UTF8.self)
            var fromString: [UInt8] = []
            MarkupEscaping.append(string, to: &fromString, signsAsReferences: true)
            XCTAssertEqual(fromString, oracleEscape(Array(string.utf8), signsAsReferences: true))
        }
    }
}

extension SpeedRewriteOracleTests {
    /// The last part of a path, found from its end, is the last non-empty part of a split.
    func testLastComponentIsTheLastNonEmptyPartOfTheSplit() {
        let paths = ["", ".", "..", "a", "a.", "a..", ".a", "a.b", "a.b.", "self.faces[0].layer", "faces[3]",
                     "..图层..", "x.\u{301}y", "a.b..c...", "é.ü"]
        for path in paths {
            let expected = path.utf8.split(separator: UInt8(ascii: ".")).last.map { String(Substring($0)) } ?? path
            XCTAssertEqual(LayerColours.lastComponent(of: path), expected, path.debugDescription)
        }
    }

    /// The colours assigned from claims are those of the set-and-dictionary assignment it replaced.
    func testClaimAssignmentMatchesTheSetBasedAssignment() {
        func oracle(_ identities: [String]) -> [String: Int] {
            let count = DiagramStyle.palette.count
            var result: [String: Int] = [:]
            var taken = Set<Int>()
            var seen = Set<String>()
            let unique = identities.filter { seen.insert($0).inserted }
            let isElement = unique.map { LayerColours.collectionElement(LayerColours.lastComponent(of: $0)) != nil }
            let ordered = unique.indices.filter { isElement[$0] }.map { unique[$0] }
                + unique.indices.filter { !isElement[$0] }.map { unique[$0] }
            for identity in ordered {
                let preferred = LayerColours.preferredIndex(of: identity)
                var chosen = preferred
                if taken.count < count {
                    var step = 0
                    while taken.contains((preferred + step) % count) { step += 1 }
                    chosen = (preferred + step) % count
                }
                taken.insert(chosen)
                result[identity] = chosen
            }
            return result
        }
        let names = ["layerView", "containerView", "faces[0]", "faces[1]", "faces[7]", "faces[8]", "cards[2]", "x", "y",
                     "z", "w", "v", "a.b[1]", "layerView", "faces[0]", "图层", "q", "r", "s", "t"]
        var state: UInt64 = 0xC0_10_45
        for _ in 0..<500 {
            var identities: [String] = []
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            for _ in 0..<Int(state % 14) {
                state ^= state << 13; state ^= state >> 7; state ^= state << 17
                identities.append(names[Int(state % UInt64(names.count))])
            }
            XCTAssertEqual(LayerColours.assign(identities), oracle(identities), identities.description)
        }
    }
}

extension SpeedRewriteOracleTests {
    /// Entries read by index are the entries of the array, and finiteness is that of every entry.
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
                let broken = CATransform3D(elements: values)!
                XCTAssertFalse(ValueMarkup.isFinite(broken), "entry \(index) = \(bad)")
            }
        }
    }
}
