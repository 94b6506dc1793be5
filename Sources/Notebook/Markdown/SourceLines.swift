import Diagnostics

/// The lines of a chapter, split where cmark splits them ("\n", "\r\n", lone "\r"), to read the text at a
/// `MarkupPosition`.
///
/// Only a few lines of a chapter are ever read (fence lines, expect blocks, link targets), so the text is kept as
/// UTF-8 with its `LineIndex`, and a line becomes Unicode scalars only when it is asked for.
struct SourceLines {
    /// The text's bytes, for scans of the whole text.
    let utf8: [UInt8]
    /// Where each line starts and ends: built once per chapter, for cmark's column conversion and every later read.
    let lines: LineIndex

    init(_ text: String) {
        utf8 = Array(text.utf8)
        lines = LineIndex(utf8)
    }

    /// Line `number` (1-based), without its line break; empty when out of range.
    func line(_ number: Int) -> [Unicode.Scalar] {
        guard let range = lines.range(ofLine: number) else { return [] }
        let (start, end) = (range.lowerBound, range.upperBound)
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

    /// Line `number` (1-based) as UTF-8, without its line break; empty when out of range. For tests of a line's
    /// ASCII markup (a fence, indentation), which need no scalars.
    func utf8(ofLine number: Int) -> ArraySlice<UInt8> {
        guard let range = lines.range(ofLine: number) else { return [] }
        return utf8[range]
    }
}
