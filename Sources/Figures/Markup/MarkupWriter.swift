/// Writes HTML, SVG and MathML as UTF-8 bytes: the one markup writer of Figures and of the site.
///
/// Usage: `open` an element with its layout, add its attributes, then its children (text, numbers, elements), then
/// `close`. Text and attribute values given as `String` always pass through `MarkupEscaping`; numbers are
/// `FormattedNumber`s (digits, sign, point: nothing to escape); markup made elsewhere goes in only through
/// `trustedMarkup(_:)`, whose name marks the places to audit.
///
/// Element and attribute names are `StaticString`s: names are the program's, never author text, and a literal's
/// bytes go into the markup in one copy (a `String`'s UTF-8 took several times as long, on every element and
/// attribute of a page).
///
/// Layout is the caller's decision, made when the element is opened: `.inline` writes the children right after the
/// start tag, `.lines` puts each child element on its own line and the end tag on a line of its own (what a reader
/// of the generated source wants for a matrix, an SVG, a rendition's nested layers). A foreign (SVG, MathML)
/// element without children closes as `<name/>`, an HTML element as `<name></name>`.
public struct MarkupWriter: Sendable {
    public enum Layout: Sendable {
        /// Children follow each other on the line of the start tag.
        case inline
        /// Each child element starts on a new line, and so does the end tag (when there are children).
        case lines
    }

    /// The markup written so far.
    public private(set) var bytes: [UInt8] = []
    /// The innermost open element, kept apart from its ancestors: every child and attribute written reads or
    /// changes it, and a field of a stored value costs less to change than an element of an array.
    private var current: OpenElement?
    /// The open elements around `current`, outermost first.
    private var ancestors: [OpenElement] = []
    /// Whether `×` and `°` in escaped text are written as numeric character references (see `MarkupEscaping`): set
    /// for the figures' SVG, which then stays ASCII.
    private let signsAsReferences: Bool

    private struct OpenElement: Sendable {
        let name: StaticString
        let layout: Layout
        let isHTML: Bool
        var startTagIsOpen = true
        var hasChildren = false
    }

    public init(capacity: Int = 1024, signsAsReferences: Bool = false) {
        bytes.reserveCapacity(capacity)
        self.signsAsReferences = signsAsReferences
    }

    /// The markup as a string.
    public var string: String { String(decoding: bytes, as: UTF8.self) }

    // MARK: - Elements

    /// Starts a foreign (SVG, MathML) element: a child of the current element, or a top-level one.
    public mutating func open(_ name: StaticString, _ layout: Layout = .inline) {
        open(name, layout, isHTML: false)
    }

    /// Starts an HTML element (never self-closing), with `attributes` as `attributes(_:)` writes them.
    public mutating func openHTML(_ name: StaticString, _ layout: Layout = .inline,
                                  attributes: [(StaticString, String?)] = []) {
        open(name, layout, isHTML: true)
        self.attributes(attributes)
    }

    /// An HTML void element (`<meta …>`, `<link …>`, `<input …>`): a start tag and nothing else.
    public mutating func voidElement(_ name: StaticString, attributes: [(StaticString, String?)]) {
        startChild(onOwnLine: true)
        bytes.append(UInt8(ascii: "<"))
        write(name)
        self.attributes(attributes)
        bytes.append(UInt8(ascii: ">"))
    }

    private mutating func open(_ name: StaticString, _ layout: Layout, isHTML: Bool) {
        startChild(onOwnLine: true)
        bytes.append(UInt8(ascii: "<"))
        write(name)
        if let current { ancestors.append(current) }
        current = OpenElement(name: name, layout: layout, isHTML: isHTML)
    }

    /// Ends the innermost open element.
    public mutating func close() {
        guard let element = current else { return }
        // Array's own `removeLast`, not the collection-generic `popLast`, which cost several times as much on every
        // element of a page.
        current = ancestors.isEmpty ? nil : ancestors.removeLast()
        if element.startTagIsOpen, !element.isHTML {
            bytes.append(UInt8(ascii: "/"))
            bytes.append(UInt8(ascii: ">"))
            return
        }
        if element.startTagIsOpen {
            bytes.append(UInt8(ascii: ">"))
        } else if element.layout == .lines, element.hasChildren {
            bytes.append(UInt8(ascii: "\n"))
        }
        writeEndTag(element.name)
    }

    /// `</name>`. Single bytes, not `"</".utf8`: appending a string literal's UTF-8 costs several times a byte's
    /// append, and every element of a page ends here.
    private mutating func writeEndTag(_ name: StaticString) {
        bytes.append(UInt8(ascii: "<"))
        bytes.append(UInt8(ascii: "/"))
        write(name)
        bytes.append(UInt8(ascii: ">"))
    }

    /// An element's or attribute's name, its bytes copied at once.
    private mutating func write(_ name: StaticString) {
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// An HTML element without attributes or children, `<name></name>` (a rendition's corner marks): what
    /// `openHTML(name)` then `close()` write, without keeping the element open in between.
    public mutating func emptyHTMLElement(_ name: StaticString) {
        startChild(onOwnLine: true)
        bytes.append(UInt8(ascii: "<"))
        write(name)
        bytes.append(UInt8(ascii: ">"))
        writeEndTag(name)
    }

    /// A foreign element with one fixed class and fixed text, `<mo class="bracket">[</mo>`: the program's own
    /// punctuation, written whole without keeping the element open. Like `value(literal:)`, neither piece may hold
    /// a character to escape (the source-policy test reads every literal piece).
    public mutating func element(_ name: StaticString, class className: StaticString, literal text: StaticString) {
        startChild(onOwnLine: true)
        bytes.append(UInt8(ascii: "<"))
        write(name)
        beginAttribute("class")
        write(className)
        endAttribute()
        bytes.append(UInt8(ascii: ">"))
        write(text)
        writeEndTag(name)
    }

    /// An element whose only child is `text`.
    public mutating func element(_ name: StaticString, text: String) {
        open(name)
        self.text(text)
        close()
    }

    /// An HTML element whose only child is `text`.
    public mutating func htmlElement(_ name: StaticString, attributes: [(StaticString, String?)] = [], text: String) {
        openHTML(name, attributes: attributes)
        self.text(text)
        close()
    }

    // MARK: - Children

    /// Text, escaped.
    public mutating func text(_ text: String) {
        startText(withLineFeed: text.utf8.first == UInt8(ascii: "\n"))
        MarkupEscaping.append(text, to: &bytes, signsAsReferences: signsAsReferences)
    }

    /// Text given as UTF-8 bytes, escaped. Concrete rather than generic: a generic entry point is not specialized for
    /// callers in other modules (the site writes each run of a listing's code through here).
    public mutating func text(utf8 text: ArraySlice<UInt8>) {
        startText(withLineFeed: text.first == UInt8(ascii: "\n"))
        MarkupEscaping.append(text, to: &bytes, signsAsReferences: signsAsReferences)
    }

    /// `startChild` for text. An HTML parser drops a line feed right after the start tag of `pre`, `textarea` and
    /// `listing`, so text that starts one of them with a line feed (a console's blank first line) gets a second one
    /// for the parser to drop.
    private mutating func startText(withLineFeed startsWithLineFeed: Bool) {
        let dropsLineFeed = startsWithLineFeed
            && current.map { $0.isHTML && !$0.hasChildren && Self.dropsLeadingLineFeed($0.name) } == true
        startChild(onOwnLine: false)
        if dropsLineFeed { bytes.append(UInt8(ascii: "\n")) }
    }

    private static func dropsLeadingLineFeed(_ name: StaticString) -> Bool {
        name.withUTF8Buffer { name in
            ["pre", "textarea", "listing"].contains { $0.utf8.elementsEqual(name) }
        }
    }

    /// A number as text.
    public mutating func text(_ number: FormattedNumber) {
        startChild(onOwnLine: false)
        number.write(to: &bytes)
    }

    /// A line break in the generated source, for readable output; it never changes how the page renders.
    public mutating func lineBreak() {
        startChild(onOwnLine: false)
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Markup another writer already made (cmark's HTML, an SVG, a rendition, a drawn SVG element), written as it
    /// is: like Plot's `.raw`, the one way around escaping. Never pass author text here. In a `.lines` element it
    /// starts on a new line, as a child element does.
    public mutating func trustedMarkup(_ markup: String) {
        trustedMarkup(utf8: markup.utf8)
    }

    /// `trustedMarkup(_:)` of UTF-8 bytes.
    public mutating func trustedMarkup(utf8 markup: some Collection<UInt8>) {
        startChild(onOwnLine: true)
        bytes += markup
    }

    /// `trustedMarkup(utf8:)` of a whole array (Figures' markup as the site copies it into a page). Concrete rather
    /// than generic, like `text(utf8:)`: the generic entry, unspecialized for callers in other modules, cost three
    /// times the copy.
    public mutating func trustedMarkup(utf8 markup: [UInt8]) {
        startChild(onOwnLine: true)
        bytes += markup
    }

    // MARK: - Fixed runs of elements

    /// A MathML matrix cell holding one number token, `<mtd><mn>shown</mn></mtd>`, with ` class` and ` title` on
    /// the cell when given: what `open("mtd")`, the attributes, `open("mn")`, `text(shown)` and two `close()` write.
    ///
    /// A matrix writes one for each entry and the structure never varies, so the tags on either side of the number
    /// are written as one fixed run each, here beside the writer's other rules, rather than element by element (an
    /// element's open and close cost several times a run's copy). The cell is a child element like any other: in a
    /// `.lines` parent it starts on its own line.
    public mutating func mathNumberCell(_ shown: FormattedNumber, class cellClass: StaticString? = nil,
                                        title: FormattedNumber? = nil) {
        startChild(onOwnLine: true)
        if cellClass == nil, title == nil {
            write("<mtd><mn>")
        } else {
            write("<mtd")
            if let cellClass {
                beginAttribute("class")
                value(literal: cellClass)
                endAttribute()
            }
            if let title { attribute("title", title) }
            write("><mn>")
        }
        shown.write(to: &bytes)
        write("</mn></mtd>")
    }

    // MARK: - Attributes (only between `open` and the first child)

    /// ` name="value"`, the value escaped.
    public mutating func attribute(_ name: StaticString, _ value: String) {
        beginAttribute(name)
        self.value(value)
        endAttribute()
    }

    /// ` name="number"`.
    public mutating func attribute(_ name: StaticString, _ number: FormattedNumber) {
        beginAttribute(name)
        value(number)
        endAttribute()
    }

    /// Attributes in order, as page markup writes them: a nil value leaves the attribute out, an empty one writes
    /// the bare name (`defer`, `hidden`).
    public mutating func attributes(_ attributes: [(StaticString, String?)]) {
        for (name, value) in attributes { optionalAttribute(name, value) }
    }

    /// One attribute as `attributes(_:)` writes it: nil leaves it out, an empty value writes the bare name.
    public mutating func optionalAttribute(_ name: StaticString, _ value: String?) {
        guard let value else { return }
        if value.isEmpty {
            bareAttribute(name)
        } else {
            attribute(name, value)
        }
    }

    /// ` name` without a value (HTML's boolean attributes, and an empty value as the site writes it).
    public mutating func bareAttribute(_ name: StaticString) {
        bytes.append(UInt8(ascii: " "))
        write(name)
    }

    /// ` name="`: a value made of several pieces follows through `value(_:)`, then `endAttribute()`.
    public mutating func beginAttribute(_ name: StaticString) {
        bytes.append(UInt8(ascii: " "))
        write(name)
        bytes.append(UInt8(ascii: "="))
        bytes.append(UInt8(ascii: "\""))
    }

    /// A piece of an attribute value, escaped.
    public mutating func value(_ text: String) {
        MarkupEscaping.append(text, to: &bytes, signsAsReferences: signsAsReferences)
    }

    /// A piece of an attribute value that the program spells (CSS punctuation and units, separators, fixed class
    /// names), copied as it is: the escape scan of a `String` cost more than the copy, on every `px` of a
    /// rendition. It never holds a character to escape (`&`, `<`, `>`, `"`, `×`, `°`): a source-policy test reads
    /// every literal piece of the library.
    public mutating func value(literal piece: StaticString) {
        write(piece)
    }

    /// A number in an attribute value.
    public mutating func value(_ number: FormattedNumber) {
        number.write(to: &bytes)
    }

    public mutating func endAttribute() {
        bytes.append(UInt8(ascii: "\""))
    }

    // MARK: - Layout

    /// Finishes the current element's start tag before its first child, and starts a new line first when the
    /// child is an element (or trusted markup) of a `.lines` element.
    private mutating func startChild(onOwnLine: Bool) {
        // Read, and changed in place only when a flag changes: after an element's first child, nothing is stored
        // (copying the whole open element out and back cost more than the rest of this, on every child).
        guard let parent = current else { return }
        if parent.startTagIsOpen {
            bytes.append(UInt8(ascii: ">"))
            current?.startTagIsOpen = false
        }
        if !parent.hasChildren { current?.hasChildren = true }
        if onOwnLine, parent.layout == .lines { bytes.append(UInt8(ascii: "\n")) }
    }

    // MARK: - Runs of text in a phrasing element

    /// An HTML element whose only child is text given as UTF-8, `<i class="t">escaped</i>` (the class left out when
    /// nil): what `openHTML(name)`, the class, `text(utf8:)` and `close()` write, without keeping the element open in
    /// between. A listing's code is thousands of highlighted runs, and opening and closing each cost more than its
    /// text.
    public mutating func htmlElement(_ name: StaticString, class className: StaticString?, utf8 text: ArraySlice<UInt8>) {
        startChild(onOwnLine: true)
        bytes.append(UInt8(ascii: "<"))
        write(name)
        if let className {
            beginAttribute("class")
            write(className)
            endAttribute()
        }
        bytes.append(UInt8(ascii: ">"))
        MarkupEscaping.append(text, to: &bytes, signsAsReferences: signsAsReferences)
        writeEndTag(name)
    }
}
