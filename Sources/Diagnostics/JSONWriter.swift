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
    private var needsComma: [Bool] = []

    public init(layout: Layout = .spaced, forScript: Bool = false) {
        self.layout = layout
        self.forScript = forScript
    }

    /// What has been written, as a string.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    public mutating func beginObject() {
        bytes.append(UInt8(ascii: "{"))
        needsComma.append(false)
    }

    public mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
        needsComma.removeLast()
    }

    public mutating func beginArray() {
        bytes.append(UInt8(ascii: "["))
        needsComma.append(false)
    }

    public mutating func endArray() {
        bytes.append(UInt8(ascii: "]"))
        needsComma.removeLast()
    }

    /// Before an array element.
    public mutating func element() {
        if needsComma.last == true {
            bytes.append(UInt8(ascii: ","))
            if layout == .spaced { bytes.append(UInt8(ascii: " ")) }
        }
        if !needsComma.isEmpty { needsComma[needsComma.count - 1] = true }
    }

    public mutating func key(_ name: String) {
        element()
        string(name)
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

    public mutating func endString() { bytes.append(UInt8(ascii: "\"")) }

    /// `value` in decimal, its digits written straight into the bytes: a search shard is mostly small integers, and
    /// a string made for each was most of their cost.
    public mutating func integer(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = value.magnitude
        var power: UInt = 1
        while magnitude / power >= 10 { power *= 10 }
        while power > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude / power % 10))
            power /= 10
        }
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
        for scalar in text.unicodeScalars {
            append(scalar, forScript: forScript, to: &output)
        }
        output.append(UInt8(ascii: "\""))
    }

    /// One scalar of a string literal, escaped if it must be.
    private static func append(_ scalar: Unicode.Scalar, forScript: Bool, to output: inout [UInt8]) {
        // Most of a text is printable ASCII that needs no escape: copied as one byte, without the switch below.
        if scalar.isASCII, scalar.value >= 0x20, scalar.value != 0x7F, scalar != "\"", scalar != "\\",
           !(forScript && scalar == "<") {
            output.append(UInt8(scalar.value))
        } else {
            appendEscaped(scalar, forScript: forScript, to: &output)
        }
    }

    private static func appendEscaped(_ scalar: Unicode.Scalar, forScript: Bool, to output: inout [UInt8]) {
        switch scalar {
        case "\"": output.append(contentsOf: #"\""#.utf8)
        case "\\": output.append(contentsOf: #"\\"#.utf8)
        case "\n": output.append(contentsOf: #"\n"#.utf8)
        case "\r": output.append(contentsOf: #"\r"#.utf8)
        case "\t": output.append(contentsOf: #"\t"#.utf8)
        case "<" where forScript, "\u{2028}" where forScript, "\u{2029}" where forScript:
            appendUnicodeEscape(scalar.value, to: &output)
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F {
                appendUnicodeEscape(scalar.value, to: &output)
            } else if scalar.isASCII {
                output.append(UInt8(scalar.value))
            } else {
                UTF8.encode(scalar) { output.append($0) }
            }
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
