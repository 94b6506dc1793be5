/// Double-quoted string literals for the JSON and JavaScript notebook writes (verify reports, the search index).
enum StringLiteral {
    /// A JSON string literal, which is also a JavaScript one. With `forScript`, `<` and the two line separators that
    /// older JavaScript treats as line ends are escaped too, so the text can never close a `<script>` element.
    static func quoted(_ text: String, forScript: Bool = false) -> String {
        var result: [UInt8] = []
        appendQuoted(text, forScript: forScript, to: &result)
        return String(decoding: result, as: UTF8.self)
    }

    /// `quoted(text)` appended to `output` as UTF-8.
    static func appendQuoted(_ text: String, forScript: Bool = false, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { appendQuoted($0, forScript: forScript, to: &output) }
    }

    /// `quoted` of the UTF-8 text `bytes`, appended to `output`.
    static func appendQuoted(_ bytes: UnsafeBufferPointer<UInt8>, forScript: Bool, to result: inout [UInt8]) {
        // On UTF-8 bytes: every character escaped is ASCII but U+2028 and U+2029 (E2 80 A8 and E2 80 A9), and no
        // byte of a multi-byte sequence is ASCII, so the other bytes are copied as they are.
        // No `reserveCapacity` here: reserving an exact size on every call would copy the whole output each time.
        result.append(UInt8(ascii: "\""))
        func append(_ escape: StaticString) {
            escape.withUTF8Buffer { result.append(contentsOf: $0) }
        }
        let digits: StaticString = "0123456789abcdef"
        var index = 0
        var runStart = 0
        while index < bytes.count {
            let byte = bytes[index]
            // Bytes that need no escape are copied in runs.
            if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") && byte != 0xE2
                && !(forScript && byte == UInt8(ascii: "<")) {
                index += 1
                continue
            }
            result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            switch byte {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case UInt8(ascii: "\n"): append("\\n")
            case UInt8(ascii: "\r"): append("\\r")
            case UInt8(ascii: "\t"): append("\\t")
            case UInt8(ascii: "<"): append("\\u003c")
            case 0xE2 where forScript && index + 2 < bytes.count && bytes[index + 1] == 0x80
                && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                append(bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029")
                index += 3
                runStart = index
                continue
            case 0xE2:
                result.append(byte)
            default:
                append("\\u00")
                digits.withUTF8Buffer { hex in
                    result.append(hex[Int(byte >> 4)])
                    result.append(hex[Int(byte & 0xF)])
                }
            }
            index += 1
            runStart = index
        }
        result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        result.append(UInt8(ascii: "\""))
    }
}
