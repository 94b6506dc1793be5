/// The one JSON writer of the project: `notebook eval --json`, `notebook verify --json`, the search index and the
/// book's contents script all write their strings through it, so they escape alike.
///
/// A streaming writer with fixed formatting, on UTF-8 bytes. Keys are written in the order they are given, so output
/// is byte-identical across runs when callers give them in a fixed (or sorted) order.
///
/// Strings escape `"`, `\`, every control character (C0 and DEL) and, with `forScript`, `<` and the line separators
/// U+2028 and U+2029 that older JavaScript treats as line ends, so that the text can never close a `<script>`
/// element nor break a script's line.
public struct JSONWriter {
    public enum Layout: Sendable {
        /// `, ` and `: ` between items (what `notebook eval --json` prints).
        case spaced
        /// `,` and `:` alone (what scripts the site loads hold).
        case compact
    }

    public private(set) var bytes: [UInt8] = []
    private let layout: Layout
    private let forScript: Bool
    /// Whether the innermost array or object has an item already, so that the next needs a comma before it.
    private var needsComma = false
    /// `needsComma` of each enclosing array or object, innermost last.
    private var enclosingNeedsComma: [Bool] = []

    public init(layout: Layout = .spaced, forScript: Bool = false) {
        self.layout = layout
        self.forScript = forScript
    }

    /// What has been written, as a string.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    public mutating func beginObject() {
        bytes.append(UInt8(ascii: "{"))
        beginContainer()
    }

    public mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
        endContainer()
    }

    public mutating func beginArray() {
        bytes.append(UInt8(ascii: "["))
        beginContainer()
    }

    public mutating func endArray() {
        bytes.append(UInt8(ascii: "]"))
        endContainer()
    }

    private mutating func beginContainer() {
        enclosingNeedsComma.append(needsComma)
        needsComma = false
    }

    private mutating func endContainer() {
        needsComma = enclosingNeedsComma.removeLast()
    }

    /// Before an array element.
    public mutating func element() {
        if needsComma { appendComma() }
        // Values written outside any array or object are not separated.
        needsComma = !enclosingNeedsComma.isEmpty
    }

    private mutating func appendComma() {
        bytes.append(UInt8(ascii: ","))
        if layout == .spaced { bytes.append(UInt8(ascii: " ")) }
    }

    public mutating func key(_ name: String) {
        element()
        string(name)
        bytes.append(UInt8(ascii: ":"))
        if layout == .spaced { bytes.append(UInt8(ascii: " ")) }
    }

    /// `key(_:)` of a name given as whole UTF-8: a search shard's terms are kept as bytes.
    public mutating func key(utf8 name: ArraySlice<UInt8>) {
        element()
        beginString()
        stringPiece(utf8: name)
        endString()
        bytes.append(UInt8(ascii: ":"))
        if layout == .spaced { bytes.append(UInt8(ascii: " ")) }
    }

    public mutating func string(_ value: String) {
        Self.appendQuoted(value, forScript: forScript, to: &bytes)
    }

    /// A string written as it is made, one scalar at a time, between `beginString()` and `endString()`: text built
    /// from another text (a search excerpt's line) need not become a `String` to be quoted.
    public mutating func beginString() { bytes.append(UInt8(ascii: "\"")) }

    /// The next scalar of the string begun by `beginString()`, escaped as `string(_:)` would.
    public mutating func stringScalar(_ scalar: Unicode.Scalar) { Self.append(scalar, forScript: forScript, to: &bytes) }

    /// The next piece of the string begun by `beginString()`, given as whole UTF-8, escaped as `string(_:)` would:
    /// a search excerpt's line is written as runs of its text's bytes.
    public mutating func stringPiece(utf8 piece: ArraySlice<UInt8>) {
        Self.appendEscaping(utf8: piece, forScript: forScript, to: &bytes)
    }

    public mutating func endString() { bytes.append(UInt8(ascii: "\"")) }

    /// `value` in decimal, its digits written straight into the bytes: a search shard is mostly small integers, and
    /// a string made for each was most of their cost.
    public mutating func integer(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        appendDigits(of: value.magnitude)
    }

    /// An array of integers, `[1,2,3]`: what `beginArray()`, then `element()` and `integer(_:)` for each, then
    /// `endArray()` write, in one call. A search shard is mostly such arrays, and the bookkeeping of an element for
    /// each number cost about as much as its digits.
    public mutating func integers(_ values: ArraySlice<Int>) {
        bytes.append(UInt8(ascii: "["))
        for index in values.indices {
            if index != values.startIndex { appendComma() }
            integer(values[index])
        }
        bytes.append(UInt8(ascii: "]"))
    }

    private mutating func appendDigits(of magnitude: UInt) {
        if magnitude >= 10 { appendDigits(of: magnitude / 10) }
        bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
    }

    public mutating func bool(_ value: Bool) { bytes.append(contentsOf: (value ? "true" : "false").utf8) }
    public mutating func null() { bytes.append(contentsOf: "null".utf8) }

    /// A value already written as JSON by the caller (a number in the caller's own format).
    public mutating func literal(_ json: String) { bytes.append(contentsOf: json.utf8) }

    /// `text` as a double-quoted JSON string literal, which is also a JavaScript one.
    public static func quoted(_ text: String, forScript: Bool = false) -> String {
        var result: [UInt8] = []
        appendQuoted(text, forScript: forScript, to: &result)
        return String(decoding: result, as: UTF8.self)
    }

    /// `quoted(text)` appended to `output` as UTF-8.
    public static func appendQuoted(_ text: String, forScript: Bool = false, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        appendEscaping(utf8: Array(text.utf8)[...], forScript: forScript, to: &output)
        output.append(UInt8(ascii: "\""))
    }

    /// The UTF-8 `text` as it goes inside a string literal. Most of a text needs no escape: the runs between escapes
    /// are copied as they are, one append each. Every scalar to escape is ASCII but the line separators, so only
    /// their lead byte needs a second look.
    private static func appendEscaping(utf8 text: ArraySlice<UInt8>, forScript: Bool, to output: inout [UInt8]) {
        var runStart = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            // Printable ASCII (most of a text) other than `"`, `\` and `<` is as it is, in a script or not: passed over
            // with one test, the rest looked at scalar by scalar.
            if isPlainASCII(text[index]) {
                index += 1
                continue
            }
            let escaped: Unicode.Scalar?
            let length: Int
            if text[index] < 0x80 {
                escaped = Unicode.Scalar(text[index])
                length = 1
            } else {
                escaped = forScript ? lineSeparator(at: index, in: text) : nil
                length = escaped == nil ? 1 : 3
            }
            if let escaped, needsEscape(escaped, forScript: forScript) {
                output.append(contentsOf: text[runStart..<index])
                appendEscaped(escaped, forScript: forScript, to: &output)
                runStart = index + length
            }
            index += length
        }
        output.append(contentsOf: text[runStart...])
    }

    private static func isPlainASCII(_ byte: UInt8) -> Bool {
        (0x20..<0x7F).contains(byte) && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
            && byte != UInt8(ascii: "<")
    }

    /// U+2028 or U+2029 when the UTF-8 at `index` is one of them (E2 80 A8 or E2 80 A9).
    private static func lineSeparator(at index: Int, in text: ArraySlice<UInt8>) -> Unicode.Scalar? {
        guard text[index] == 0xE2, index + 2 < text.endIndex, text[index + 1] == 0x80 else { return nil }
        switch text[index + 2] {
        case 0xA8: return "\u{2028}"
        case 0xA9: return "\u{2029}"
        default: return nil
        }
    }

    /// One scalar of a string literal, escaped if it must be.
    private static func append(_ scalar: Unicode.Scalar, forScript: Bool, to output: inout [UInt8]) {
        if needsEscape(scalar, forScript: forScript) {
            appendEscaped(scalar, forScript: forScript, to: &output)
        } else {
            UTF8.encode(scalar) { output.append($0) }
        }
    }

    private static func needsEscape(_ scalar: Unicode.Scalar, forScript: Bool) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F, 0x22, 0x5C: true  // control characters, `"` and `\`
        case 0x3C, 0x2028, 0x2029: forScript  // `<`, the line and paragraph separators
        default: false
        }
    }

    /// A scalar that `needsEscape`, escaped.
    private static func appendEscaped(_ scalar: Unicode.Scalar, forScript: Bool, to output: inout [UInt8]) {
        switch scalar {
        case "\"": output.append(contentsOf: #"\""#.utf8)
        case "\\": output.append(contentsOf: #"\\"#.utf8)
        case "\n": output.append(contentsOf: #"\n"#.utf8)
        case "\r": output.append(contentsOf: #"\r"#.utf8)
        case "\t": output.append(contentsOf: #"\t"#.utf8)
        default:
            // The other control characters, and in a script `<` and the line separators.
            appendUnicodeEscape(scalar.value, to: &output)
        }
    }

    /// `\u` and four lower-case hex digits (only called for scalars of the Basic Multilingual Plane).
    private static func appendUnicodeEscape(_ value: UInt32, to output: inout [UInt8]) {
        let digits = Array("0123456789abcdef".utf8)
        output.append(contentsOf: #"\u"#.utf8)
        for shift in stride(from: 12, through: 0, by: -4) {
            output.append(digits[Int((value >> UInt32(shift)) & 0xF)])
        }
    }
}
