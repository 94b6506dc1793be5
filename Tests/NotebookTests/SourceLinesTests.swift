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
