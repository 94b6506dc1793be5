@testable import Figures
import TransformKit
import XCTest

/// Reads `data-keyframes` as the play script does: frames separated by `;`, entries by `,`, an empty or missing
/// entry being the identity's.
enum KeyframeText {
    static func frames(_ text: some StringProtocol) -> [[Double]] {
        String(text).split(separator: ";").map { frame in
            let given = frame.split(separator: Character(","), omittingEmptySubsequences: false).map(String.init)
            return (0..<16).map { index in
                let entry = index < given.count ? given[index] : ""
                return entry.isEmpty ? (index % 5 == 0 ? 1 : 0) : (Double(entry) ?? .nan)
            }
        }
    }
}

/// The compact keyframe spelling: identity entries empty, no `0` before the point, trailing empties left out, and
/// every entry read back within the keyframe spelling's 5e-7.
final class CompactKeyframeTests: XCTestCase {
    func testATurnAboutZKeepsOnlyItsFourEntries() {
        let turn = CATransform3DMakeRotation(.pi / 40, 0, 0, 1)
        XCTAssertEqual(TransformKeyframes.compactSpelling(of: ValueMarkup.entries(of: turn)),
                       ".996917,.078459,,,-.078459,.996917")
    }

    func testTheIdentityIsEmptyAndNonIdentityOnesAndZerosAreKept() {
        XCTAssertEqual(TransformKeyframes.compactSpelling(of: ValueMarkup.entries(of: .identity)), "")
        // 0 on the diagonal and 1 off it differ from the identity's entries, so they are written.
        var t = CATransform3D.identity
        t.m11 = 0
        t.m12 = 1
        t.m41 = -12.5
        t.m34 = -0.002
        XCTAssertEqual(TransformKeyframes.compactSpelling(of: ValueMarkup.entries(of: t)), "0,1,,,,,,,,,,-.002,-12.5")
    }

    func testEveryEntryReadsBackWithinTheKeyframeSpelling() {
        let transforms = [CATransform3DMakeRotation(1.2, 0.3, -0.8, 0.5), CATransform3DMakeScale(-0.000_000_1, 3, 1e10),
                          CATransform3DTranslate(CATransform3DMakeRotation(2, 0, 1, 0), 123.4567891, -0.4, 7)]
        for t in transforms {
            let text = TransformKeyframes.compactSpelling(of: ValueMarkup.entries(of: t))
            let frame = KeyframeText.frames(text + ";").first ?? []
            XCTAssertEqual(frame.count, 16, text)
            for (read, exact) in zip(frame, ValueMarkup.entries(of: t)) {
                XCTAssertEqual(read, exact, accuracy: 5e-7 + exact.magnitude * 1e-15, text)
            }
        }
    }

    func testFramesAreJoinedBySemicolonsEachInItsCompactSpelling() {
        let frames: [CATransform3D] = [CATransform3DMakeRotation(.pi / 40, 0, 0, 1), .identity,
                                       CATransform3DMakeTranslation(-0.5, 0, 3), CATransform3DMakeScale(2, 1, 1)]
        let expected = frames.map { TransformKeyframes.compactSpelling(of: ValueMarkup.entries(of: $0)) }
        XCTAssertEqual(expected, [".996917,.078459,,,-.078459,.996917", "", ",,,,,,,,,,,,-.5,,3", "2"])
        XCTAssertEqual(TransformKeyframes.compactSpelling(ofFrames: frames[...]), expected.joined(separator: ";"))
        XCTAssertEqual(TransformKeyframes.compactSpelling(ofFrames: frames[1..<2]), "", "one identity frame")
        XCTAssertEqual(TransformKeyframes.compactSpelling(ofFrames: []), "")
    }

    /// The compact spelling as it was first made, from each entry's keyframe spelling as a string: the oracle for
    /// the spelling written by parts.
    private func oracleCompactSpelling(of entries: [Double]) -> String {
        var spelled = entries.enumerated().map { index, value -> String in
            var text = FormattedNumber.keyframe(value).text
            if text == (index % 5 == 0 ? "1" : "0") { return "" }
            if text.hasPrefix("0.") { text.removeFirst() }
            if text.hasPrefix("-0.") { text.remove(at: text.index(after: text.startIndex)) }
            return text
        }
        while spelled.last == "" { spelled.removeLast() }
        return spelled.joined(separator: ",")
    }

    func testRandomEntriesAreSpelledAsTheirKeyframeSpellingsTrimmed() {
        var sequence = NumberOracleTests.Sequence()
        let special: [Double] = [0, -0.0, 1, -1, 1.0000004, 0.9999996, -0.0000004, 5e-7, 1e9, -1e9, 999_999_999.9999995,
                                 .nan, .infinity, -.infinity, 1e20, 0.5, -0.5]
        for _ in 0..<2_000 {
            let entries = (0..<16).map { _ -> Double in
                switch sequence.next() % 4 {
                case 0: return special[Int(sequence.next() % UInt64(special.count))]
                case 1: return (sequence.next() % 2 == 0 ? 1 : -1) * sequence.unit()
                case 2: return (sequence.unit() - 0.5) * [1e-6, 10, 1e4, 2e9][Int(sequence.next() % 4)]
                default: return Double(Int(sequence.next() % 2_000_001) - 1_000_000) / 1_000_000
                }
            }
            XCTAssertEqual(TransformKeyframes.compactSpelling(of: entries), oracleCompactSpelling(of: entries), "\(entries)")
        }
    }
}
