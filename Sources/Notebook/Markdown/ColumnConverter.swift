/// Converts cmark's positions (1-based byte columns) into Unicode-scalar columns, as `SourceLocation` counts them.
///
/// Lines end at "\n", "\r\n" or a lone "\r", as cmark and `DiagnosticFormatter` both count them. Conversion is O(1):
/// ASCII lines need none, and other lines get a table of scalar counts per byte, built once (a long line with
/// thousands of inline nodes would otherwise cost quadratic time).
struct ColumnConverter {
    private let bytes: [UInt8]
    /// The byte offset where each line starts; `lineStarts[0]` is line 1.
    private let lineStarts: [Int]
    /// For each line with non-ASCII bytes (nil for ASCII lines), indexed by line - 1: `table[i]` is the number of
    /// scalars starting in the line's first `i` bytes.
    private let scalarCounts: [[Int32]?]

    init(_ buffer: UnsafeBufferPointer<UInt8>) {
        bytes = Array(buffer)
        // One pass for the line starts and which lines have non-ASCII bytes, one over those lines for their tables.
        var starts = [0]
        var nonASCIILines: [Int] = []
        var lineHasNonASCII = false
        var index = 0
        let count = buffer.count
        while index < count {
            // Eight bytes at a time while they hold no line break: a chapter is mostly long runs of text.
            if index + 8 <= count, let base = buffer.baseAddress {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if !Self.hasByte(0x0A, in: word), !Self.hasByte(0x0D, in: word) {
                    if word & 0x8080_8080_8080_8080 != 0 { lineHasNonASCII = true }
                    index += 8
                    continue
                }
            }
            let byte = buffer[index]
            if byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n") {
                if byte == UInt8(ascii: "\r"), index + 1 < count, buffer[index + 1] == UInt8(ascii: "\n") { index += 1 }
                if lineHasNonASCII { nonASCIILines.append(starts.count - 1) }
                lineHasNonASCII = false
                starts.append(index + 1)
            } else if byte >= 0x80 {
                lineHasNonASCII = true
            }
            index += 1
        }
        if lineHasNonASCII { nonASCIILines.append(starts.count - 1) }
        lineStarts = starts
        var counts = [[Int32]?](repeating: nil, count: starts.count)
        for lineIndex in nonASCIILines {
            let start = starts[lineIndex]
            let end = lineIndex + 1 < starts.count ? starts[lineIndex + 1] : count
            var table = [Int32](repeating: 0, count: end - start + 1)
            var scalars: Int32 = 0
            for offset in start..<end {
                if buffer[offset] & 0xC0 != 0x80 { scalars += 1 }
                table[offset - start + 1] = scalars
            }
            counts[lineIndex] = table
        }
        scalarCounts = counts
    }

    /// Whether any of the eight bytes of `word` is `byte` (the exact zero-byte test on `word ^ byte...byte`).
    @inline(__always)
    private static func hasByte(_ byte: UInt8, in word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let candidate = word ^ (ones &* UInt64(byte))
        return (candidate &- ones) & ~candidate & 0x8080_8080_8080_8080 != 0
    }

    /// The scalar column of the character whose byte (first or last) is at `byteColumn` of `line`.
    ///
    /// Counting the scalars that start in the first `byteColumn` bytes gives the right answer for both ends of a
    /// cmark range: starts point at a character's first byte, ends at its last. Columns past the end of the line (a
    /// range ending on the line break) keep their distance from it; 0 stays 0.
    func column(line: Int, byteColumn: Int) -> Int {
        guard byteColumn > 0, line >= 1, line <= scalarCounts.count, let table = scalarCounts[line - 1] else { return byteColumn }
        let counted = min(byteColumn, table.count - 1)
        return Int(table[counted]) + (byteColumn - counted)
    }

    /// The bytes of `line` from `byteColumn` (1-based) to the end of the line, line break excluded.
    func rest(ofLine line: Int, fromByteColumn byteColumn: Int) -> ArraySlice<UInt8> {
        guard line >= 1, line <= lineStarts.count, byteColumn >= 1 else { return [] }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        while end > start, bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        let from = start + byteColumn - 1
        guard from < end else { return [] }
        return bytes[from..<end]
    }
}
