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
        utf8.withUnsafeBufferPointer { bytes in
            var start = 0
            var index = 0
            while index < bytes.count {
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

    /// Line `number` (1-based), without its line break; empty when out of range.
    func line(_ number: Int) -> [Unicode.Scalar] {
        guard number >= 1 && number <= bounds.count else { return [] }
        let (start, end) = bounds[number - 1]
        return Array(String(decoding: utf8[start..<end], as: UTF8.self).unicodeScalars)
    }
}
