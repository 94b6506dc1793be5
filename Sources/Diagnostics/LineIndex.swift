/// The lines of a text, split as cmark and `DiagnosticFormatter` split them: at "\n", "\r\n" or a lone "\r".
///
/// Works on UTF-8 bytes: 0x0A and 0x0D never occur inside a multi-byte sequence, so a break found on bytes is a break
/// between characters. The one way the project splits a chapter into lines (the Markdown column converter, the
/// book's source lines and the diagnostic formatter all use it).
public struct LineIndex: Sendable {
    /// Per line (index 0 is line 1): the byte offset where it starts and where its text ends, before the break.
    private let bounds: [Range<Int>]

    public init(_ bytes: [UInt8]) {
        var bounds: [Range<Int>] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                bounds.append(start..<index)
                index += byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
                start = index
            } else {
                index += 1
            }
        }
        bounds.append(start..<bytes.count)
        self.bounds = bounds
    }

    /// How many lines the text has (a text ending in a break has an empty last line; an empty text has one line).
    public var lineCount: Int { bounds.count }

    /// The byte range of line `number` (1-based) without its break; nil when there is no such line.
    public func range(ofLine number: Int) -> Range<Int>? {
        guard number >= 1 && number <= bounds.count else { return nil }
        return bounds[number - 1]
    }
}
