@testable import Notebook
import XCTest

/// `ColumnConverter` finds line breaks and non-ASCII lines eight bytes at a time; this checks it against a
/// byte-by-byte reference on random text of line breaks, ASCII and multi-byte characters.
final class ColumnConverterTests: XCTestCase {
    func testMatchesByteByByteReferenceOnRandomText() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "bcdefghij", " ", "\n", "\r", "\r\n", "é", "°", "字", "😀", "\t", "klmnopqrstuvwxyz0123"]
        for _ in 0..<300 {
            let text = (0..<Int.random(in: 0...60, using: &generator))
                .map { _ in pieces.randomElement(using: &generator)! }.joined()
            let bytes = Array(text.utf8)
            let converter = ColumnConverter(SourceLines(text))
            let lines = Self.referenceLines(bytes)
            for (offset, line) in lines.enumerated() {
                let number = offset + 1
                XCTAssertEqual(Array(converter.rest(ofLine: number, fromByteColumn: 1)), line, text.debugDescription)
                for byteColumn in 0...(line.count + 2) {
                    XCTAssertEqual(converter.column(line: number, byteColumn: byteColumn),
                                   Self.referenceColumn(line, byteColumn: byteColumn),
                                   "line \(number), byte column \(byteColumn) of \(text.debugDescription)")
                }
            }
        }
    }

    /// Lines end at "\n", "\r\n" or a lone "\r"; content excludes the break.
    private static func referenceLines(_ bytes: [UInt8]) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        var current: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                if byte == UInt8(ascii: "\r"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                lines.append(current)
                current = []
            } else {
                current.append(byte)
            }
            index += 1
        }
        lines.append(current)
        return lines
    }

    /// Scalars starting in the first `byteColumn` bytes; columns past the end keep their distance from it.
    private static func referenceColumn(_ line: [UInt8], byteColumn: Int) -> Int {
        guard byteColumn > 0 else { return byteColumn }
        let counted = min(byteColumn, line.count)
        return line.prefix(counted).filter { $0 & 0xC0 != 0x80 }.count + (byteColumn - counted)
    }
}
