/// Collects the drawing of one SVG figure and writes the `<svg>` element around it.
///
/// Every coordinate passes through `place(_:)`: non-finite points are dropped, points outside the sane box are
/// clamped to it (and counted, so the description can say so), and the bounding box of everything drawn grows to
/// include the point. The viewBox is that bounding box plus a margin, rounded outward to whole units, so it always
/// contains every drawn point and the page scale is exactly 1 unit = 1 CSS px.
struct SVGCanvas: ~Copyable {
    /// Prefix for ids inside the SVG (title, desc, markers), unique on the page.
    let idPrefix: String
    /// Points are clamped into this box.
    let saneBox: FigureBox
    /// The drawn elements in drawing order, each written as it is drawn (none has child elements), a line feed
    /// between two: the drawing's element is `.lines` whenever it holds two or more (`drawingLayout`), so they are
    /// copied into it as they stand, in one piece.
    private var items = MarkupWriter(capacity: 4096, signsAsReferences: true)
    private(set) var itemCount = 0
    private(set) var drawnBox = FigureBox.empty
    private(set) var clampedPointCount = 0
    private(set) var droppedPointCount = 0
    /// Arrowhead markers by id, with their colour.
    private var markers: [(id: String, colour: String)] = []

    static let margin = 12.0
    /// A panel of fixed size (the reference squares of one figure side by side) sets its viewBox instead of fitting
    /// it to the drawing; what lies outside is cut off by the `<svg>` viewport.
    var fixedViewBox: FigureBox?

    init(idPrefix: String, saneBox: FigureBox) {
        self.idPrefix = idPrefix
        self.saneBox = saneBox
    }

    /// The point as it will be drawn, or nil when it is not finite.
    mutating func place(_ point: FigurePoint) -> FigurePoint? {
        guard point.isFinite else {
            droppedPointCount += 1
            return nil
        }
        let clamped = saneBox.clamp(point)
        if clamped != point { clampedPointCount += 1 }
        drawnBox.include(clamped)
        return clamped
    }

    mutating func placeAll(_ points: [FigurePoint]) -> [FigurePoint] {
        var placed: [FigurePoint] = []
        placed.reserveCapacity(points.count)
        for point in points {
            if let point = place(point) { placed.append(point) }
        }
        return placed
    }

    /// Adds a drawn element, whose attributes and text `write` writes.
    private mutating func addItem(_ name: StaticString, _ write: (inout MarkupWriter) -> Void) {
        if itemCount > 0 { items.lineBreak() }
        items.open(name)
        write(&items)
        items.close()
        itemCount += 1
    }

    /// A closed polygon; nothing is drawn when fewer than 2 points survive.
    mutating func polygon(_ points: [FigurePoint], _ attributes: [(StaticString, String)]) {
        poly("polygon", points) { writer in Self.write(attributes, into: &writer) }
    }

    /// A polygon whose attributes after `points` are written by `attributes` (no intermediate strings).
    mutating func polygon(_ points: [FigurePoint], attributes: (inout MarkupWriter) -> Void) {
        poly("polygon", points, attributes)
    }

    mutating func polyline(_ points: [FigurePoint], _ attributes: [(StaticString, String)]) {
        poly("polyline", points) { writer in Self.write(attributes, into: &writer) }
    }

    private static func write(_ attributes: [(StaticString, String)], into writer: inout MarkupWriter) {
        for (name, value) in attributes { writer.attribute(name, value) }
    }

    private mutating func poly(_ name: StaticString, _ points: [FigurePoint], _ attributes: (inout MarkupWriter) -> Void) {
        let placed = placeAll(points)
        guard placed.count >= 2 else { return }
        addItem(name) { item in
            item.beginAttribute("points")
            Self.writePointList(placed, spelling: FormattedNumber.coordinate, into: &item)
            item.endAttribute()
            attributes(&item)
        }
    }

    mutating func line(from start: FigurePoint, to end: FigurePoint, _ attributes: [(StaticString, String)]) {
        line(from: start, to: end) { writer in Self.write(attributes, into: &writer) }
    }

    mutating func line(from start: FigurePoint, to end: FigurePoint, attributes: (inout MarkupWriter) -> Void) {
        guard let from = place(start), let to = place(end) else { return }
        addItem("line") { item in
            item.attribute("x1", .coordinate(from.x))
            item.attribute("y1", .coordinate(from.y))
            item.attribute("x2", .coordinate(to.x))
            item.attribute("y2", .coordinate(to.y))
            attributes(&item)
        }
    }

    /// Separate straight segments sharing one style, as one `<path d="M x1 y1 L x2 y2 M …">`: a figure's guide lines
    /// were a dozen `<line>` elements repeating the same four attributes. Segments with a non-finite end are left out.
    mutating func segments(_ segments: [(from: FigurePoint, to: FigurePoint)], attributes: (inout MarkupWriter) -> Void) {
        var placed: [(FigurePoint, FigurePoint)] = []
        for segment in segments {
            guard let from = place(segment.from), let to = place(segment.to) else { continue }
            placed.append((from, to))
        }
        guard !placed.isEmpty else { return }
        addItem("path") { item in
            item.beginAttribute("d")
            for (index, (from, to)) in placed.enumerated() {
                if index > 0 { item.value(literal: " ") }
                item.value(literal: "M")
                Self.writePoint(from, spelling: FormattedNumber.coordinate, into: &item)
                item.value(literal: " L")
                Self.writePoint(to, spelling: FormattedNumber.coordinate, into: &item)
            }
            item.endAttribute()
            item.attribute("fill", "none")
            attributes(&item)
        }
    }

    mutating func circle(at centre: FigurePoint, radius: Double, _ attributes: [(StaticString, String)]) {
        circle(at: centre, radius: radius) { writer in Self.write(attributes, into: &writer) }
    }

    mutating func circle(at centre: FigurePoint, radius: Double, attributes: (inout MarkupWriter) -> Void) {
        guard let placed = place(centre) else { return }
        drawnBox.include(FigurePoint(x: placed.x - radius, y: placed.y - radius))
        drawnBox.include(FigurePoint(x: placed.x + radius, y: placed.y + radius))
        addItem("circle") { item in
            item.attribute("cx", .coordinate(placed.x))
            item.attribute("cy", .coordinate(placed.y))
            item.attribute("r", .coordinate(radius))
            attributes(&item)
        }
    }

    /// A text label whose start (or middle/end per `anchor`) is at `point`; its approximate extent (6.2 units per
    /// character at the 11-unit font size) is included in the viewBox.
    mutating func text(_ text: String, at point: FigurePoint, anchor: TextAnchor = .start,
                       _ attributes: [(StaticString, String)] = []) {
        self.text(text, width: Self.textWidth(text), at: point, anchor: anchor, attributes)
    }

    /// The approximate width of `text` at the 11-unit font size: 6.2 units per character.
    static func textWidth(_ text: String) -> Double {
        // One character per scalar for text without "\r" whose scalars are below U+0300 (the first combining
        // marks: no scalar below it extends or joins a grapheme cluster) or U+2212 (the minus sign of numbers in
        // words); only other text needs the character walk.
        var copy = text
        let scalars = copy.withUTF8 { bytes -> Int? in
            var count = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte < 0x80 {
                    if byte == 0x0D { return nil }
                    index += 1
                } else if byte >= 0xC2, byte < 0xCC, index + 1 < bytes.count {
                    index += 2
                } else if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x88, bytes[index + 2] == 0x92 {
                    index += 3
                } else {
                    return nil
                }
                count += 1
            }
            return count
        }
        return Double(scalars ?? text.count) * 6.2
    }

    /// `text(_:at:anchor:_:)` with the width already measured by `textWidth`.
    mutating func text(_ text: String, width: Double, at point: FigurePoint, anchor: TextAnchor,
                       _ attributes: [(StaticString, String)]) {
        self.text(text, width: width, at: point, anchor: anchor) { writer in Self.write(attributes, into: &writer) }
    }

    /// `text(_:width:at:anchor:_:)` whose attributes after the anchor are written by `attributes` (the font is the
    /// root's, `writeFontAttributes`).
    mutating func text(_ text: String, width: Double, at point: FigurePoint, anchor: TextAnchor,
                       attributes: (inout MarkupWriter) -> Void) {
        guard let placed = place(point) else { return }
        let left: Double
        switch anchor {
        case .start: left = placed.x
        case .middle: left = placed.x - width / 2
        case .end: left = placed.x - width
        }
        drawnBox.include(FigurePoint(x: left, y: placed.y - 10))
        drawnBox.include(FigurePoint(x: left + width, y: placed.y + 3))
        addItem("text") { item in
            item.attribute("x", .coordinate(placed.x))
            item.attribute("y", .coordinate(placed.y))
            switch anchor {
            case .start: break
            case .middle: item.attribute("text-anchor", "middle")
            case .end: item.attribute("text-anchor", "end")
            }
            attributes(&item)
            item.text(text)
        }
    }

    /// The labels' font, written once on the root `<svg>` (text inherits it, nested panels too) rather than on each
    /// of the dozens of labels of a page: still presentation attributes, so a saved SVG looks the same.
    static func writeFontAttributes(into svg: inout MarkupWriter) {
        svg.attribute("font-size", "11")
        svg.attribute("font-family", "system-ui, sans-serif")
    }

    enum TextAnchor: String {
        case start, middle, end
    }

    /// The id of an arrowhead marker of the given colour (defined once per figure).
    mutating func arrowMarker(named name: String, colour: String) -> String {
        let id = idPrefix + "-arrow-" + name
        if !markers.contains(where: { $0.id == id }) { markers.append((id, colour)) }
        return id
    }

    /// The viewBox actually written: the drawn box plus the margin, rounded outward to integers; a 1×1 box at the
    /// origin when nothing was drawn.
    var viewBox: FigureBox {
        if let fixedViewBox { return fixedViewBox }
        guard !drawnBox.isEmpty else { return FigureBox(minX: 0, minY: 0, maxX: 1, maxY: 1) }
        return FigureBox(minX: (drawnBox.minX - Self.margin).rounded(.down),
                         minY: (drawnBox.minY - Self.margin).rounded(.down),
                         maxX: (drawnBox.maxX + Self.margin).rounded(.up),
                         maxY: (drawnBox.maxY + Self.margin).rounded(.up))
    }

    /// The sentence a description appends when coordinates had to be clamped or dropped; nil when none were.
    var clampingNote: String? {
        var notes: [String] = []
        if clampedPointCount > 0 {
            notes.append("\(clampedPointCount) point\(clampedPointCount == 1 ? "" : "s") lying far outside the view "
                         + "\(clampedPointCount == 1 ? "was" : "were") clamped to the box from ("
                         + Self.number(saneBox.minX) + ", " + Self.number(saneBox.minY) + ") to ("
                         + Self.number(saneBox.maxX) + ", " + Self.number(saneBox.maxY) + ")")
        }
        if droppedPointCount > 0 {
            notes.append("\(droppedPointCount) non-finite point\(droppedPointCount == 1 ? " was" : "s were") left out")
        }
        return notes.isEmpty ? nil : notes.joined(separator: "; ") + "."
    }

    /// `description` (UTF-8) with the clamping note, as the `<desc>` says it.
    func fullDescription(_ description: [UInt8]) -> [UInt8] {
        guard let note = clampingNote else { return description }
        return description + [UInt8(ascii: " ")] + Array(note.utf8)
    }

    /// ` viewBox="minX minY width height"` of `viewBox`, each number written straight into the markup.
    func writeViewBoxAttribute(into svg: inout MarkupWriter) {
        let box = viewBox
        svg.beginAttribute("viewBox")
        svg.value(.coordinate(box.minX))
        svg.value(literal: " ")
        svg.value(.coordinate(box.minY))
        svg.value(literal: " ")
        svg.value(.coordinate(box.width))
        svg.value(literal: " ")
        svg.value(.coordinate(box.height))
        svg.endAttribute()
    }

    /// The complete `<svg>` element, with its title and description.
    func render(title: String, description: String, classes: String,
                extraAttributes: [(StaticString, String)] = []) -> RenderedSVG {
        render(title: title, description: Array(description.utf8), classes: classes, extraAttributes: extraAttributes)
    }

    /// `render`, with the description as UTF-8 text. `sharedKeyID` names an element of the page read between the
    /// title and the description (what every figure of a kind has in common, said once per page).
    func render(title: String, description: [UInt8], classes: String,
                extraAttributes: [(StaticString, String)] = [], sharedKeyID: String? = nil) -> RenderedSVG {
        let box = viewBox
        let fullDescription = self.fullDescription(description)
        var svg = MarkupWriter(capacity: items.bytes.count + fullDescription.count + 1024, signsAsReferences: true)
        svg.open("svg", .lines)
        svg.attribute("xmlns", "http://www.w3.org/2000/svg")
        svg.attribute("class", classes)
        writeViewBoxAttribute(into: &svg)
        svg.attribute("width", .coordinate(box.width))
        svg.attribute("height", .coordinate(box.height))
        svg.attribute("role", "img")
        svg.beginAttribute("aria-labelledby")
        svg.value(idPrefix)
        svg.value(literal: "-title ")
        if let sharedKeyID {
            svg.value(sharedKeyID)
            svg.value(literal: " ")
        }
        svg.value(idPrefix)
        svg.value(literal: "-desc")
        svg.endAttribute()
        // The top-left is the viewBox's first two numbers: no data-origin-x/-y says it again (the live rendition,
        // a div, carries them).
        for (name, value) in extraAttributes { svg.attribute(name, value) }
        Self.writeFontAttributes(into: &svg)
        svg.open("title")
        writeID(suffix: "-title", into: &svg)
        svg.text(title)
        svg.close()
        svg.open("desc")
        writeID(suffix: "-desc", into: &svg)
        svg.text(utf8: fullDescription[...])
        svg.close()
        writeDrawing(into: &svg)
        svg.close()
        return RenderedSVG(markupBytes: svg.bytes, title: title, descriptionBytes: fullDescription)
    }

    /// The `id` attribute: `idPrefix`, then `suffix`.
    private func writeID(suffix: StaticString, into svg: inout MarkupWriter) {
        svg.beginAttribute("id")
        svg.value(idPrefix)
        svg.value(literal: suffix)
        svg.endAttribute()
    }

    /// The layout of an element holding just the drawing (`writeDrawing`): its own lines unless it is one element
    /// without children.
    var drawingLayout: MarkupWriter.Layout {
        markers.isEmpty && itemCount < 2 ? .inline : .lines
    }

    /// The drawing (marker definitions, then every drawn element) as children of the element open in `writer`.
    func writeDrawing(into writer: inout MarkupWriter) {
        if !markers.isEmpty {
            writer.open("defs", .lines)
            for marker in markers.sorted(by: { $0.id < $1.id }) {
                writer.open("marker")
                writer.attribute("id", marker.id)
                writer.attribute("viewBox", "0 0 10 10")
                writer.attribute("refX", "9")
                writer.attribute("refY", "5")
                writer.attribute("markerWidth", "7")
                writer.attribute("markerHeight", "7")
                writer.attribute("orient", "auto-start-reverse")
                writer.open("path")
                writer.attribute("d", "M0,0 L10,5 L0,10 z")
                writer.attribute("fill", marker.colour)
                writer.close()
                writer.close()
            }
            writer.close()
        }
        // Drawn elements written by this canvas, each one element on its own line (see `items`).
        if itemCount > 0 { writer.trustedMarkup(utf8: items.bytes) }
    }

    static func number(_ value: Double) -> String { NumberFormatting.coordinate(value) }

    /// "x,y x,y …" as an attribute value, each coordinate spelled by `spelling`.
    static func writePointList(_ points: [FigurePoint], spelling: (Double) -> FormattedNumber,
                               into writer: inout MarkupWriter) {
        for (index, point) in points.enumerated() {
            if index > 0 { writer.value(literal: " ") }
            writePoint(point, spelling: spelling, into: &writer)
        }
    }

    /// "x,y" as (part of) an attribute value.
    static func writePoint(_ point: FigurePoint, spelling: (Double) -> FormattedNumber, into writer: inout MarkupWriter) {
        writer.value(spelling(point.x))
        writer.value(literal: ",")
        writer.value(spelling(point.y))
    }

    /// Whether the two point lists are written alike ("x,y x,y …", coordinates rounded to 2 decimals).
    static func writeAlike(_ a: [FigurePoint], _ b: [FigurePoint]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { p, q in
            NumberSpelling.fixedSpellingsMatch(p.x, q.x, decimals: 2)
                && NumberSpelling.fixedSpellingsMatch(p.y, q.y, decimals: 2)
        }
    }

    /// Full-precision "x,y x,y …" for `data-` attributes that tests and scripts compare against.
    static func cornerPointList(_ points: [FigurePoint]) -> String {
        var writer = MarkupWriter(capacity: points.count * 24)
        writePointList(points, spelling: cornerSpelling, into: &writer)
        return writer.string
    }

    /// A corner of `data-corners`: 4 decimals, within 5e-5 px of the computed corner (the browser checks allow
    /// 0.5 px), where the exact 17 digits made the attribute twice as long as the outline it repeats; beyond the
    /// coordinate limit, where the fixed spelling would clamp, the exact spelling.
    static func cornerSpelling(_ value: Double) -> FormattedNumber {
        value.magnitude < NumberSpelling.coordinateLimit ? .fixed(value, decimals: 4) : .exact(value)
    }
}
