import Figures

/// Builds HTML text where every piece of author or computed text is escaped, and raw markup needs a call that says so.
///
/// Attribute values and element content go through `MarkupEscaping.escape`, the single escaping function of the
/// project. Markup produced by other writers (cmark's renderer, the MathML and SVG writers) is appended with
/// `appendTrustedMarkup(_:)`, whose name marks the places to audit.
public struct HTMLWriter: Sendable {
    public private(set) var output = ""

    public init() {}

    /// `<name attr="value" ...>`; attributes with a nil value are left out, an empty value writes the bare name.
    public mutating func open(_ name: String, _ attributes: [(String, String?)] = []) {
        output += "<" + name
        for (key, value) in attributes {
            guard let value else { continue }
            if value.isEmpty {
                output += " " + key
            } else {
                output += " " + key + "=\"" + MarkupEscaping.escape(value) + "\""
            }
        }
        output += ">"
    }

    public mutating func close(_ name: String) {
        output += "</" + name + ">"
    }

    /// An element holding only escaped text.
    public mutating func element(_ name: String, _ attributes: [(String, String?)] = [], text: String) {
        open(name, attributes)
        self.text(text)
        close(name)
    }

    public mutating func text(_ text: String) {
        output += MarkupEscaping.escape(text)
    }

    /// A line break in the generated source, for readable output; it never changes how the page renders.
    public mutating func newline() {
        output += "\n"
    }

    /// Appends markup that another writer already escaped (cmark's HTML, MathML, SVG). Never pass author text here.
    public mutating func appendTrustedMarkup(_ markup: String) {
        output += markup
    }
}
