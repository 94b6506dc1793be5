import Diagnostics

/// Converts cmark's positions (1-based byte columns) into Unicode-scalar columns, as `SourceLocation` counts them.
///
/// Lines are the `LineIndex`'s, as cmark counts them. Conversion is O(1): ASCII lines need none, and other lines get a
/// table of scalar counts per byte, built once (a long line with thousands of inline nodes would otherwise cost
/// quadratic time).
struct ColumnConverter {
    private let source: SourceLines
    /// For each line with non-ASCII bytes (nil for ASCII lines), indexed by line - 1: `table[i]` is the number of
    /// scalars starting in the line's first `i` bytes.
    private let scalarCounts: [[Int32]?]

    /// Uses the text's own `LineIndex` (the one its `SourceLines` holds) rather than splitting it again.
    init(_ source: SourceLines) {
        self.source = source
        let (bytes, lines) = (source.utf8, source.lines)
        var counts = [[Int32]?](repeating: nil, count: lines.lineCount)
        for number in 1...lines.lineCount {
            guard let range = lines.range(ofLine: number), bytes[range].contains(where: { $0 >= 0x80 }) else { continue }
            counts[number - 1] = Self.scalarCounts(of: bytes[range])
        }
        scalarCounts = counts
    }

    /// `table[i]`: how many scalars start in the first `i` bytes of `line`.
    private static func scalarCounts(of line: ArraySlice<UInt8>) -> [Int32] {
        var table: [Int32] = [0]
        table.reserveCapacity(line.count + 1)
        var scalars: Int32 = 0
        for byte in line {
            if byte & 0xC0 != 0x80 { scalars += 1 }
            table.append(scalars)
        }
        return table
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
        guard let range = source.lines.range(ofLine: line), byteColumn >= 1 else { return [] }
        let from = range.lowerBound + byteColumn - 1
        guard from < range.upperBound else { return [] }
        return source.utf8[from..<range.upperBound]
    }
}
