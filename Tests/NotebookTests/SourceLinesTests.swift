import XCTest
@testable import Notebook

final class SourceLinesTests: XCTestCase {
    /// The lines cmark sees, split scalar by scalar: the reference the byte-level splitter must agree with.
    private func referenceLines(_ text: String) -> [[Unicode.Scalar]] {
        var lines: [[Unicode.Scalar]] = []
        var current: [Unicode.Scalar] = []
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" && previousWasCarriageReturn {
                previousWasCarriageReturn = false
                continue
            }
            previousWasCarriageReturn = scalar == "\r"
            if scalar == "\n" || scalar == "\r" {
                lines.append(current)
                current = []
            } else {
                current.append(scalar)
            }
        }
        lines.append(current)
        return lines
    }

    func testLineBreaksAsCMarkSplitsThem() {
        let lines = SourceLines("a\nbé\r\nc\rd\n\n")
        XCTAssertEqual(lines.line(1), ["a"])
        XCTAssertEqual(lines.line(2), ["b", "é"])
        XCTAssertEqual(lines.line(3), ["c"])
        XCTAssertEqual(lines.line(4), ["d"])
        XCTAssertEqual(lines.line(5), [])
        XCTAssertEqual(lines.line(6), [])
        XCTAssertEqual(lines.line(7), [])
        XCTAssertEqual(lines.line(0), [])
    }

    func testRandomTextsAgreeWithTheScalarReference() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "Z", " ", "\t", "\n", "\r", "\r\n", "\n\r", "é", "变", "🙂", "e\u{301}", "`", "\u{0}"]
        for _ in 0..<500 {
            let text = (0..<Int.random(in: 0...40, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            let expected = referenceLines(text)
            let lines = SourceLines(text)
            for number in 0...(expected.count + 1) {
                let want = number >= 1 && number <= expected.count ? expected[number - 1] : []
                XCTAssertEqual(lines.line(number), want, "line \(number) of \(text.debugDescription)")
            }
        }
    }
}

final class ChapterDecoderFastPathTests: XCTestCase {
    /// Decoding accepts exactly the byte strings that are well-formed UTF-8 (Unicode table 3-7, checked sequence by
    /// sequence by `validSequenceLength`) without NUL, whichever path decides it, and returns their text.
    func testTheFastPathAcceptsExactlyWhatTheSequenceCheckAccepts() {
        var generator = SystemRandomNumberGenerator()
        let palette: [[UInt8]] = [[0x61], [0x0A], [0x0D], [0x00], [0xC3, 0xA9], [0xC3], [0xA9], [0xE2, 0x80, 0xA6],
                                  [0xED, 0xA0, 0x80], [0xF0, 0x9F, 0x99, 0x82], [0xF4, 0x90, 0x80, 0x80], [0xC0, 0xAF],
                                  [0xEF, 0xBB, 0xBF], [0xFF], [0xE0, 0x80, 0x80]]
        for _ in 0..<3_000 {
            let bytes = (0..<Int.random(in: 0...12, using: &generator)).flatMap { _ in palette.randomElement(using: &generator) ?? [] }
            var wellFormed = !bytes.contains(0)
            var index = 0
            while wellFormed, index < bytes.count {
                let length = ChapterDecoder.validSequenceLength(bytes, at: index)
                if length == 0 { wellFormed = false }
                index += max(length, 1)
            }
            let decoded = ChapterDecoder.decode(bytes, path: "c.md")
            XCTAssertEqual(decoded.text != nil, wellFormed, "\(bytes)")
            XCTAssertEqual(decoded.diagnostics.isEmpty, wellFormed, "\(bytes)")
            if let text = decoded.text {
                let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
                XCTAssertEqual(Array(text.utf8), body)
            }
        }
    }
}
