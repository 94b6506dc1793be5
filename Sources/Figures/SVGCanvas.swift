/// Collects the drawing of one SVG figure and writes the `<svg>` element around it.
///
/// Every coordinate passes through `place(_:)`: non-finite points are dropped, points outside the sane box are
/// clamped to it (and counted, so the description can say so), and the bounding box of everything drawn grows to
/// include the point. The viewBox is that bounding box plus a margin, rounded outward to whole units, so it always
/// contains every drawn point and the page scale is exactly 1 unit = 1 CSS px.
struct SVGCanvas {
    /// Prefix for ids inside the SVG (title, desc, markers), unique on the page.
    let idPrefix: String
    /// Points are clamped into this box.
    let saneBox: FigureBox
    private(set) var items: [MarkupElement] = []
    private(set) var drawnBox = FigureBox.empty
    private(set) var clampedPointCount = 0
    private(set) var droppedPointCount = 0
    private var markers: [String: MarkupElement] = [:]

    static let margin = 12.0

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
        points.compactMap { place($0) }
    }

    mutating func add(_ element: MarkupElement) {
        items.append(element)
    }

    /// A closed polygon; nothing is drawn when fewer than 2 points survive.
    mutating func polygon(_ points: [FigurePoint], _ attributes: [(String, String)]) {
        let placed = placeAll(points)
        guard placed.count >= 2 else { return }
        add(MarkupElement("polygon", [("points", Self.pointList(placed))] + attributes))
    }

    mutating func polyline(_ points: [FigurePoint], _ attributes: [(String, String)]) {
        let placed = placeAll(points)
        guard placed.count >= 2 else { return }
        add(MarkupElement("polyline", [("points", Self.pointList(placed))] + attributes))
    }

    mutating func line(from start: FigurePoint, to end: FigurePoint, _ attributes: [(String, String)]) {
        guard let from = place(start), let to = place(end) else { return }
        add(MarkupElement("line", [("x1", Self.number(from.x)), ("y1", Self.number(from.y)),
                                   ("x2", Self.number(to.x)), ("y2", Self.number(to.y))] + attributes))
    }

    mutating func circle(at centre: FigurePoint, radius: Double, _ attributes: [(String, String)]) {
        guard let placed = place(centre) else { return }
        drawnBox.include(FigurePoint(x: placed.x - radius, y: placed.y - radius))
        drawnBox.include(FigurePoint(x: placed.x + radius, y: placed.y + radius))
        add(MarkupElement("circle", [("cx", Self.number(placed.x)), ("cy", Self.number(placed.y)),
                                     ("r", Self.number(radius))] + attributes))
    }

    /// A text label whose start (or middle/end per `anchor`) is at `point`; its approximate extent (6.2 units per
    /// character at the 11-unit font size) is included in the viewBox.
    mutating func text(_ text: String, at point: FigurePoint, anchor: TextAnchor = .start,
                       _ attributes: [(String, String)] = []) {
        guard let placed = place(point) else { return }
        let width = Double(text.count) * 6.2
        let left: Double
        switch anchor {
        case .start: left = placed.x
        case .middle: left = placed.x - width / 2
        case .end: left = placed.x - width
        }
        drawnBox.include(FigurePoint(x: left, y: placed.y - 10))
        drawnBox.include(FigurePoint(x: left + width, y: placed.y + 3))
        var element = MarkupElement("text", [("x", Self.number(placed.x)), ("y", Self.number(placed.y))]
                                    + (anchor == .start ? [] : [("text-anchor", anchor.rawValue)])
                                    + [("font-size", "11"), ("font-family", "system-ui, sans-serif")] + attributes,
                                    children: [.text(text)])
        element.isForeign = true
        add(element)
    }

    enum TextAnchor: String {
        case start, middle, end
    }

    /// The id of an arrowhead marker of the given colour (defined once per figure).
    mutating func arrowMarker(named name: String, colour: String) -> String {
        let id = idPrefix + "-arrow-" + name
        if markers[id] == nil {
            markers[id] = MarkupElement("marker", [("id", id), ("viewBox", "0 0 10 10"), ("refX", "9"),
                                                   ("refY", "5"), ("markerWidth", "7"), ("markerHeight", "7"),
                                                   ("orient", "auto-start-reverse")], children: [
                .element(MarkupElement("path", [("d", "M0,0 L10,5 L0,10 z"), ("fill", colour)])),
            ])
        }
        return id
    }

    /// The viewBox actually written: the drawn box plus the margin, rounded outward to integers; a 1×1 box at the
    /// origin when nothing was drawn.
    var viewBox: FigureBox {
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

    /// The complete `<svg>` element.
    func render(title: String, description: String, classes: String,
                extraAttributes: [(String, String)] = []) -> MarkupElement {
        let box = viewBox
        let titleID = idPrefix + "-title"
        let descID = idPrefix + "-desc"
        var fullDescription = description
        if let note = clampingNote { fullDescription += " " + note }
        var svg = MarkupElement("svg", [
            ("xmlns", "http://www.w3.org/2000/svg"),
            ("class", classes),
            ("viewBox", [box.minX, box.minY, box.width, box.height].map(Self.number).joined(separator: " ")),
            ("width", Self.number(box.width)),
            ("height", Self.number(box.height)),
            ("role", "img"),
            ("aria-labelledby", titleID + " " + descID),
            ("data-origin-x", Self.number(box.minX)),
            ("data-origin-y", Self.number(box.minY)),
        ] + extraAttributes)
        svg.append(MarkupElement("title", [("id", titleID)], children: [.text(title)]))
        svg.append(MarkupElement("desc", [("id", descID)], children: [.text(fullDescription)]))
        if !markers.isEmpty {
            let definitions = markers.keys.sorted().compactMap { markers[$0] }.map { MarkupNode.element($0) }
            svg.append(MarkupElement("defs", children: definitions))
        }
        for item in items { svg.append(item) }
        return svg
    }

    static func number(_ value: Double) -> String { NumberFormatting.coordinate(value) }

    static func pointList(_ points: [FigurePoint]) -> String {
        var bytes = MarkupBuffer(capacity: points.count * 16)
        appendPointList(points, to: &bytes)
        return bytes.makeString()
    }

    /// Appends `pointList(points)`.
    static func appendPointList(_ points: [FigurePoint], to bytes: inout MarkupBuffer) {
        for (index, point) in points.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: " ")) }
            NumberFormatting.appendCoordinate(point.x, to: &bytes)
            bytes.append(UInt8(ascii: ","))
            NumberFormatting.appendCoordinate(point.y, to: &bytes)
        }
    }

    /// Full-precision "x,y x,y …" for `data-` attributes that tests and scripts compare against.
    static func exactPointList(_ points: [FigurePoint]) -> String {
        var text = ""
        text.reserveCapacity(points.count * 36)
        for (index, point) in points.enumerated() {
            if index > 0 { text.append(" ") }
            NumberFormatting.appendExact(point.x, to: &text)
            text.append(",")
            NumberFormatting.appendExact(point.y, to: &text)
        }
        return text
    }
}

/// An axis-aligned box in page space.
struct FigureBox: Equatable {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double

    static let empty = FigureBox(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)

    var isEmpty: Bool { !(minX <= maxX && minY <= maxY) }
    var width: Double { isEmpty ? 0 : maxX - minX }
    var height: Double { isEmpty ? 0 : maxY - minY }

    mutating func include(_ point: FigurePoint) {
        guard point.isFinite else { return }
        minX = min(minX, point.x)
        minY = min(minY, point.y)
        maxX = max(maxX, point.x)
        maxY = max(maxY, point.y)
    }

    func contains(_ point: FigurePoint) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }

    func clamp(_ point: FigurePoint) -> FigurePoint {
        FigurePoint(x: min(max(point.x, minX), maxX), y: min(max(point.y, minY), maxY))
    }

    /// A box around `self` grown by `factor` times its larger side on every side (at least `minimum` units),
    /// limited to `±NumberFormatting.coordinateLimit`.
    func expanded(byFactor factor: Double, minimum: Double) -> FigureBox {
        guard !isEmpty else {
            return FigureBox(minX: -minimum, minY: -minimum, maxX: minimum, maxY: minimum)
        }
        let grow = max(max(width, height) * factor, minimum)
        let limit = NumberFormatting.coordinateLimit
        return FigureBox(minX: max(minX - grow, -limit), minY: max(minY - grow, -limit),
                         maxX: min(maxX + grow, limit), maxY: min(maxY + grow, limit))
    }
}
