/// Converts cmark's positions (1-based byte columns) into Unicode-scalar columns, as `SourceLocation` counts them.
///
/// Lines end at "\n", "\r\n" or a lone "\r", as cmark and `DiagnosticFormatter` both count them.
struct ColumnConverter {
    private let bytes: [UInt8]
    /// The byte offset where each line starts; `lineStarts[0]` is line 1.
    private let lineStarts: [Int]

    init(_ buffer: UnsafeBufferPointer<UInt8>) {
        bytes = Array(buffer)
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\r") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                starts.append(index + 1)
            } else if byte == UInt8(ascii: "\n") {
                starts.append(index + 1)
            }
            index += 1
        }
        lineStarts = starts
    }

    /// The scalar column of the character whose byte (first or last) is at `byteColumn` of `line`.
    ///
    /// Counting the scalars that start in the first `byteColumn` bytes gives the right answer for both ends of a
    /// cmark range: starts point at a character's first byte, ends at its last. Columns past the end of the line (a
    /// range ending on the line break) keep their distance from it; 0 stays 0.
    func column(line: Int, byteColumn: Int) -> Int {
        guard byteColumn > 0, line >= 1, line <= lineStarts.count else { return byteColumn }
        let start = lineStarts[line - 1]
        let end = line < lineStarts.count ? lineStarts[line] : bytes.count
        let available = end - start
        let counted = min(byteColumn, available)
        var scalars = 0
        for offset in start..<(start + counted) where bytes[offset] & 0xC0 != 0x80 {
            scalars += 1
        }
        return scalars + (byteColumn - counted)
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
