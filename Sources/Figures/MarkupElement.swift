/// A small tree of HTML, SVG or MathML, rendered to text deterministically.
///
/// Text and attribute values always pass through `MarkupEscaping.escape`; there is no way to put unescaped text
/// into a tree except `MarkupNode.trustedMarkup`, whose name says what it is (used only to embed markup this module
/// rendered itself).
public struct MarkupElement: Equatable, Sendable {
    public var name: String
    /// Attributes in the order they are written; a later `set` of the same name replaces the value in place.
    public private(set) var attributes: [MarkupAttribute]
    public var children: [MarkupNode]
    /// Foreign (SVG, MathML) elements without children are written `<name/>`; HTML elements always get an end tag.
    public var isForeign: Bool

    public init(_ name: String, _ attributes: [(String, String)] = [], children: [MarkupNode] = [],
                foreign: Bool = true) {
        self.name = name
        self.attributes = attributes.map { MarkupAttribute(name: $0.0, value: $0.1) }
        self.children = children
        self.isForeign = foreign
    }

    /// An element from ready-made attributes (no conversion from tuples).
    init(_ name: String, attributes: [MarkupAttribute], children: [MarkupNode] = [], foreign: Bool = true) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.isForeign = foreign
    }

    /// An HTML element (never self-closing).
    public static func html(_ name: String, _ attributes: [(String, String)] = [],
                            children: [MarkupNode] = []) -> MarkupElement {
        MarkupElement(name, attributes, children: children, foreign: false)
    }

    public mutating func set(_ name: String, _ value: String) {
        if let index = attributes.firstIndex(where: { $0.name == name }) {
            attributes[index].value = value
        } else {
            attributes.append(MarkupAttribute(name: name, value: value))
        }
    }

    public func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    public mutating func append(_ element: MarkupElement) { children.append(.element(element)) }

    /// The text of the first child element named `name` (e.g. an SVG's `title` or `desc`), or nil.
    public func childText(_ name: String) -> String? {
        for child in children {
            guard case .element(let element) = child, element.name == name else { continue }
            var text = ""
            for grandchild in element.children { if case .text(let part) = grandchild { text += part } }
            return text
        }
        return nil
    }
    public mutating func append(text: String) { children.append(.text(text)) }

    /// The markup. Elements whose children include elements put each child on its own line, so diffs of
    /// snapshots stay readable; text-only elements stay on one line.
    public func render() -> String {
        // Doubling growth copies each byte about once more; cheaper than measuring the tree first.
        var output = MarkupBuffer(capacity: 4096)
        render(into: &output)
        return output.makeString()
    }

    /// The reference rendering: `MarkupWriter` must write the same bytes without building a tree.
    func render(into output: inout MarkupBuffer) {
        output.append("<")
        output.append(utf8: name)
        for attribute in attributes {
            output.append(" ")
            output.append(utf8: attribute.name)
            output.append("=\"")
            MarkupEscaping.append(attribute.value, to: &output)
            output.append("\"")
        }
        if children.isEmpty {
            if isForeign {
                output.append("/>")
            } else {
                output.append("></")
                output.append(utf8: name)
                output.append(">")
            }
            return
        }
        output.append(">")
        let blockLayout = hasBlockLayout
        for child in children {
            if blockLayout { output.append("\n") }
            switch child {
            case .element(let element): element.render(into: &output)
            case .text(let text): MarkupEscaping.append(text, to: &output)
            case .trustedMarkup(let markup): output.append(utf8: markup)
            }
        }
        if blockLayout { output.append("\n") }
        output.append("</")
        output.append(utf8: name)
        output.append(">")
    }
}

extension MarkupElement {
    /// Children go on their own lines when there are several child elements, or one that has element children
    /// itself, and no text is mixed in (`<mtd><mn>1</mn></mtd>` stays on one line).
    var hasBlockLayout: Bool {
        var elementCount = 0
        var hasNestedElements = false
        for child in children {
            switch child {
            case .text: return false
            case .trustedMarkup: continue
            case .element(let element):
                elementCount += 1
                if element.children.contains(where: { if case .element = $0 { return true } else { return false } }) {
                    hasNestedElements = true
                }
            }
        }
        return elementCount >= 2 || hasNestedElements
    }
}

public struct MarkupAttribute: Equatable, Sendable {
    public var name: String
    public var value: String
}

public enum MarkupNode: Equatable, Sendable {
    case element(MarkupElement)
    case text(String)
    /// Markup rendered by this module itself; never user text.
    case trustedMarkup(String)
}
