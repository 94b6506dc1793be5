import Figures

/// Builds HTML text where every piece of author or computed text is escaped, and raw markup needs a call that says so.
///
/// Attribute values and element content go through `MarkupEscaping.escape`, the single escaping function of the
/// project. Markup produced by other writers (cmark's renderer, the MathML and SVG writers) is appended with
/// `appendTrustedMarkup(_:)`, whose name marks the places to audit.
public struct HTMLWriter: Sendable {
    /// What this writer wrote itself, as UTF-8 bytes: appending to a `String` costs a few hundred instructions per
    /// piece, and a page has tens of thousands of pieces.
    private var bytes: [UInt8] = []
    /// Everything before `bytes`: large trusted markup is appended here as the string it already is, so that its
    /// UTF-8 is not validated again when the bytes become a string.
    private var written = ""

    public init() {
        bytes.reserveCapacity(4096)
    }

    public var output: String {
        written.isEmpty ? String(decoding: bytes, as: UTF8.self) : written + String(decoding: bytes, as: UTF8.self)
    }

    /// `output` as UTF-8, without validating what is already known to be UTF-8.
    public var outputBytes: [UInt8] {
        guard !written.isEmpty else { return bytes }
        var result: [UInt8] = []
        result.reserveCapacity(written.utf8.count + bytes.count)
        var written = written
        written.withUTF8 { result.append(contentsOf: $0) }
        result.append(contentsOf: bytes)
        return result
    }

    /// `<name attr="value" ...>`; attributes with a nil value are left out, an empty value writes the bare name.
    public mutating func open(_ name: String, _ attributes: [(String, String?)] = []) {
        bytes.append(UInt8(ascii: "<"))
        append(name)
        for (key, value) in attributes {
            guard let value else { continue }
            bytes.append(UInt8(ascii: " "))
            append(key)
            if !value.isEmpty {
                bytes.append(UInt8(ascii: "="))
                bytes.append(UInt8(ascii: "\""))
                append(MarkupEscaping.escape(value))
                bytes.append(UInt8(ascii: "\""))
            }
        }
        bytes.append(UInt8(ascii: ">"))
    }

    /// `<name key="prefixVALUE">`, the value escaped: for the elements a page has by the hundred (the outline), with
    /// no attribute array built per element.
    public mutating func open(_ name: StaticString, _ key: StaticString, prefix: StaticString = "", _ value: String) {
        bytes.append(UInt8(ascii: "<"))
        append(staticString: name)
        bytes.append(UInt8(ascii: " "))
        append(staticString: key)
        append(staticString: "=\"")
        append(staticString: prefix)
        MarkupEscaping.append(value, toUTF8: &bytes)
        append(staticString: "\">")
    }

    /// `</name>`.
    public mutating func close(_ name: StaticString) {
        append(staticString: "</")
        append(staticString: name)
        bytes.append(UInt8(ascii: ">"))
    }

    /// Escaped text, appended without an intermediate string.
    public mutating func escapedText(_ text: String) {
        MarkupEscaping.append(text, toUTF8: &bytes)
    }

    public mutating func close(_ name: String) {
        bytes.append(UInt8(ascii: "<"))
        bytes.append(UInt8(ascii: "/"))
        append(name)
        bytes.append(UInt8(ascii: ">"))
    }

    /// An element holding only escaped text.
    public mutating func element(_ name: String, _ attributes: [(String, String?)] = [], text: String) {
        open(name, attributes)
        self.text(text)
        close(name)
    }

    public mutating func text(_ text: String) {
        append(MarkupEscaping.escape(text))
    }

    /// `<span class="PREFIXNAME">text</span>`, the highlighted token of a listing: a page has thousands, so no
    /// attribute array and no class string are built for it.
    public mutating func span(classPrefix: StaticString, _ className: String, text: String) {
        append(staticString: "<span class=\"")
        append(staticString: classPrefix)
        append(MarkupEscaping.escape(className))
        append(staticString: "\">")
        self.text(text)
        append(staticString: "</span>")
    }

    private mutating func append(staticString: StaticString) {
        staticString.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// A line break in the generated source, for readable output; it never changes how the page renders.
    public mutating func newline() {
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Appends markup that another writer already escaped (cmark's HTML, MathML, SVG). Never pass author text here.
    public mutating func appendTrustedMarkup(_ markup: String) {
        guard markup.utf8.count > 1024 else {
            append(markup)
            return
        }
        written.append(String(decoding: bytes, as: UTF8.self))
        bytes.removeAll(keepingCapacity: true)
        written.append(markup)
    }

    /// Appends trusted markup (see `appendTrustedMarkup`) to the bytes of a writer whose `outputBytes` will be used.
    public mutating func appendTrustedMarkupBytes(_ markup: some Collection<UInt8>) {
        bytes.append(contentsOf: markup)
    }

    private mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }
}
