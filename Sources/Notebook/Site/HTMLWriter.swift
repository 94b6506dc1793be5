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
        // Appended piece by piece: concatenating the pieces first made a temporary string for each.
        output.append("<")
        output.append(name)
        for (key, value) in attributes {
            guard let value else { continue }
            output.append(" ")
            output.append(key)
            if !value.isEmpty {
                output.append("=\"")
                MarkupEscaping.append(value, to: &output)
                output.append("\"")
            }
        }
        output.append(">")
    }

    public mutating func close(_ name: String) {
        output.append("</")
        output.append(name)
        output.append(">")
    }

    /// An element holding only escaped text.
    public mutating func element(_ name: String, _ attributes: [(String, String?)] = [], text: String) {
        open(name, attributes)
        self.text(text)
        close(name)
    }

    public mutating func text(_ text: String) {
        MarkupEscaping.append(text, to: &output)
    }

    /// A line break in the generated source, for readable output; it never changes how the page renders.
    public mutating func newline() {
        output.append("\n")
    }

    /// Appends markup that another writer already escaped (cmark's HTML, MathML, SVG). Never pass author text here.
    public mutating func appendTrustedMarkup(_ markup: String) {
        output.append(markup)
    }
}
