/// The lines of a chapter, split where cmark splits them ("\n", "\r\n", lone "\r"), to read the text at a
/// `MarkupPosition`.
///
/// Only a few lines of a chapter are ever read (fence lines, expect blocks, link targets), so the text is kept as
/// UTF-8 with the offsets where lines start, and a line becomes Unicode scalars only when it is asked for. Line
/// breaks are found on bytes: in UTF-8, 0x0A and 0x0D never occur inside a multi-byte sequence.
struct SourceLines {
    private let utf8: [UInt8]
    /// Per line: where it starts and where its text ends (before the line break).
    private let bounds: [(start: Int, end: Int)]

    init(_ text: String) {
        var text = text
        utf8 = text.withUTF8 { Array($0) }
        var bounds: [(start: Int, end: Int)] = []
        // Prose lines are some tens of bytes: one bound per 40 bytes is rarely regrown.
        bounds.reserveCapacity(utf8.count / 40 + 1)
        utf8.withUnsafeBufferPointer { bytes in
            var start = 0
            var index = 0
            while index < bytes.count {
                // Eight bytes at a time while none of them is a line break: a chapter is mostly text between breaks,
                // and a byte-by-byte loop spent about fourteen instructions a byte.
                while index + 8 <= bytes.count, !Self.mayHoldLineBreak(Self.load(bytes, at: index)) { index += 8 }
                guard index < bytes.count else { break }
                let byte = bytes[index]
                if byte == 0x0A || byte == 0x0D {
                    bounds.append((start, index))
                    index += byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
                    start = index
                } else {
                    index += 1
                }
            }
            bounds.append((start, bytes.count))
        }
        self.bounds = bounds
    }

    /// Eight bytes from `index`, the first in the lowest byte.
    @inline(__always)
    private static func load(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: index, as: UInt64.self))
    }

    /// Whether any byte of `word` may be 0x0A or 0x0D: the classic test for a zero byte applied to the word XORed
    /// with each break. It never misses one; a rare false alarm only sends the bytes through the exact loop.
    @inline(__always)
    private static func mayHoldLineBreak(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let lf = word ^ (ones &* 0x0A)
        let cr = word ^ (ones &* 0x0D)
        return ((lf &- ones) & ~lf & highs) | ((cr &- ones) & ~cr & highs) != 0
    }

    /// Line `number` (1-based), without its line break; empty when out of range.
    func line(_ number: Int) -> [Unicode.Scalar] {
        guard number >= 1 && number <= bounds.count else { return [] }
        let (start, end) = bounds[number - 1]
        // ASCII lines (almost all) become scalars byte for byte; others are decoded (and repaired) as a String.
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(end - start)
        for index in start..<end {
            let byte = utf8[index]
            guard byte < 0x80 else {
                return Array(String(decoding: utf8[start..<end], as: UTF8.self).unicodeScalars)
            }
            scalars.append(Unicode.Scalar(byte))
        }
        return scalars
    }
}
