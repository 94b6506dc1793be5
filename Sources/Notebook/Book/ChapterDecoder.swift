import Diagnostics

/// Turns the bytes of a chapter file into text, or says precisely why it cannot: too large, a NUL byte, or bytes that
/// are not UTF-8 (with the line and column of the first bad byte). A leading byte order mark is dropped. Never
/// crashes on any input.
public enum ChapterDecoder {
    /// Chapters larger than this are refused: a lesson is a few hundred kilobytes at most, and cmark and the snippet
    /// evaluator are then guaranteed to finish quickly.
    public static let maximumSize = 8 * 1024 * 1024

    public static func decode(_ bytes: [UInt8], path: String) -> (text: String?, diagnostics: [Diagnostic]) {
        decode(bytes, path: path, file: .chapter)
    }

    static func decode(_ bytes: [UInt8], path: String, file: BookDiagnostics.DecodedFile) -> (text: String?, diagnostics: [Diagnostic]) {
        if bytes.count > maximumSize {
            return (nil, [BookDiagnostics.chapterTooLarge(size: bytes.count, limit: maximumSize,
                                                          at: SourceLocation(file: path, line: 1, column: 1), file: file)])
        }
        // Windows editors save "Unicode" as UTF-16 with a byte order mark: name the encoding rather than its first byte.
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            return (nil, [BookDiagnostics.chapterIsUTF16(bigEndian: bytes[0] == 0xFE,
                                                         at: SourceLocation(file: path, line: 1, column: 1), file: file)])
        }
        // A byte order mark is not text: editors on Windows add one, cmark skips it, and positions must not count it.
        let hasByteOrderMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
        // Nearly every chapter is fine: checked in one pass by the standard library's validator. Lines and columns
        // are counted only to say where a problem is.
        if !bytes.contains(0), let text = String(validating: hasByteOrderMark ? bytes.dropFirst(3) : bytes[...], as: UTF8.self) {
            return (text, [])
        }
        var line = 1
        var column = 1
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0 {
                return (nil, [BookDiagnostics.chapterContainsNUL(at: SourceLocation(file: path, line: line, column: column), file: file)])
            }
            let length = validSequenceLength(bytes, at: index)
            guard length > 0 else {
                return (nil, [BookDiagnostics.chapterNotUTF8(byte: byte, offset: index,
                                                             at: SourceLocation(file: path, line: line, column: column),
                                                             file: file)])
            }
            if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && (index + 1 >= bytes.count || bytes[index + 1] != UInt8(ascii: "\n"))) {
                line += 1
                column = 1
            } else if byte != UInt8(ascii: "\r") {
                column += 1
            }
            index += length
        }
        return (String(decoding: hasByteOrderMark ? bytes.dropFirst(3) : bytes[...], as: UTF8.self), [])
    }

    /// The length of the well-formed UTF-8 sequence at `index` (Unicode table 3-7), or 0 when it is ill-formed.
    static func validSequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let first = bytes[index]
        func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            index + offset < bytes.count && range.contains(bytes[index + offset])
        }
        switch first {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: return continuation(1) ? 2 : 0
        case 0xE0: return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF: return continuation(1) && continuation(2) ? 3 : 0
        case 0xED: return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : 0
        case 0xF0: return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF4: return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : 0
        default: return 0
        }
    }
}
