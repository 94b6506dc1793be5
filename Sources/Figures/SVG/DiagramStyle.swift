/// Colours and stroke styles shared by every diagram, written as presentation attributes so an SVG looks right on
/// its own (in a feed reader, rsvg-convert, a saved file) and classes for the site stylesheet to refine.
enum DiagramStyle {
    /// Layer colours, assigned by layer identity (`LayerColours`: a layer keeps its colour in every diagram of a chapter).
    static let palette = ["#2f6fde", "#e8833a", "#2a9d5c", "#8e5bd0", "#d64545", "#1f9aa8", "#b8860b", "#c2185b"]

    static func colour(at index: Int) -> String {
        palette[((index % palette.count) + palette.count) % palette.count]
    }

    /// The layer fill: `tint(colour, strength: 0.22)` of each palette colour, computed once.
    private static let paletteFills = palette.map { blend($0, strength: 0.22) }

    /// The layer fill of the palette colour `colour(at: index)`, without looking the colour up again.
    static func layerFill(at index: Int) -> String {
        paletteFills[((index % palette.count) + palette.count) % palette.count]
    }

    /// `#rrggbb` blended over white: the opaque colour that `hex` at `strength` opacity shows on a white page.
    static func tint(_ hex: String, strength: Double) -> String {
        if strength == 0.22, let index = palette.firstIndex(of: hex) { return paletteFills[index] }
        return blend(hex, strength: strength)
    }

    private static func blend(_ hex: String, strength: Double) -> String {
        let digits: [UInt8] = Array("0123456789abcdef".utf8)
        func value(of byte: UInt8) -> Int? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(byte - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(byte - UInt8(ascii: "A")) + 10
            default: return nil
            }
        }
        let characters = Array(hex.utf8.dropFirst())
        guard characters.count == 6 else { return hex }
        var result: [UInt8] = [UInt8(ascii: "#")]
        for channel in 0..<3 {
            // A non-hex digit counts as 0, as it always has.
            let high = value(of: characters[channel * 2]) ?? 0
            let low = value(of: characters[channel * 2 + 1]) ?? 0
            let channelValue = Double(high * 16 + low)
            let blended = min(max(Int((255 - (255 - channelValue) * strength).rounded()), 0), 255)
            result.append(digits[blended / 16])
            result.append(digits[blended % 16])
        }
        return String(decoding: result, as: UTF8.self)
    }

    static let basisI = "#d64545"
    static let basisJ = "#2a9d5c"
    static let basisK = "#2f6fde"
    static let guide = "#8a8a8a"
    static let marks = "#333333"
    static let rootBounds = "#9a9a9a"
    static let vanishingPoint = "#c2185b"
    static let clipped = "#d64545"

    static let dashed = "6 4"
    static let dotted = "1.5 3"

    /// The "F" content mark in unit coordinates of a layer's bounds (y down): asymmetric left-right and
    /// top-bottom, so a mirrored projection is visible at a glance. Listed clockwise on screen (positive
    /// `signedArea`) when drawn unmirrored.
    static let contentMark: [(Double, Double)] = [
        (0.25, 0.15), (0.75, 0.15), (0.75, 0.3), (0.42, 0.3), (0.42, 0.45),
        (0.65, 0.45), (0.65, 0.6), (0.42, 0.6), (0.42, 0.85), (0.25, 0.85),
    ]

    /// The placeholder of a layer's `contents` image, in unit coordinates of its bounds (y down): a picture frame,
    /// a mountain range along its foot and a sun in its upper right corner (clear of the F mark), the glyph
    /// image viewers use for "a picture".
    static let imagePlaceholder: [[(Double, Double)]] = [
        [(0.06, 0.06), (0.94, 0.06), (0.94, 0.94), (0.06, 0.94)],
        [(0.06, 0.94), (0.3, 0.62), (0.46, 0.8), (0.66, 0.55), (0.94, 0.94)],
        // An octagon of radius 0.055 about (0.84, 0.19): a round sun at figure sizes.
        [(0.895, 0.19), (0.8789, 0.2289), (0.84, 0.245), (0.8011, 0.2289),
         (0.785, 0.19), (0.8011, 0.1511), (0.84, 0.135), (0.8789, 0.1511)],
    ]
    static let imagePlaceholderColour = "#6d5a2f"
}

extension SVGCanvas {
    /// An arrow from `start` to `end` with a labelled head.
    mutating func arrow(from start: FigurePoint, to end: FigurePoint, colour: String, label: String?,
                        dashed: Bool, classes: String, boldLabel: Bool = false) {
        let marker = arrowMarker(named: String(colour.dropFirst()), colour: colour)
        var attributes: [(StaticString, String)] = [("class", classes), ("stroke", colour), ("stroke-width", "2"),
                                              ("marker-end", "url(#" + marker + ")")]
        if dashed { attributes.append(("stroke-dasharray", DiagramStyle.dashed)) }
        line(from: start, to: end, attributes)
        if let label, start.isFinite, end.isFinite {
            text(label, at: Self.arrowLabelBaseline(from: start, to: end), anchor: .start,
                 Self.arrowLabelAttributes(colour: colour, bold: boldLabel))
        }
    }

    /// Where an arrow's label goes (anchored at its start): just beyond the head, along the arrow.
    static func arrowLabelBaseline(from start: FigurePoint, to end: FigurePoint) -> FigurePoint {
        let direction = end - start
        let length = direction.length
        let offset = length > 0 ? direction * (10 / length) : FigurePoint(x: 8, y: 0)
        return end + offset + FigurePoint(x: -3, y: 4)
    }

    static func arrowLabelAttributes(colour: String, bold: Bool) -> [(StaticString, String)] {
        var attributes: [(StaticString, String)] = [("class", "label basis"), ("fill", colour)]
        if bold { attributes.append(("font-weight", "700")) }
        return attributes
    }

    /// Tick marks (one chevron per `count`) at the middle of the edge from `start` to `end`, pointing along it:
    /// geometry's sign for "these edges are parallel".
    mutating func parallelMark(from start: FigurePoint, to end: FigurePoint, count: Int, colour: String) {
        let direction = end - start
        let length = direction.length
        guard length > 12, length.isFinite else { return }
        let unit = direction * (1 / length)
        let normal = FigurePoint(x: -unit.y, y: unit.x)
        let middle = start + direction * 0.5
        for index in 0..<max(count, 1) {
            let tip = middle + unit * (Double(index) * 5 - Double(count - 1) * 2.5 + 3)
            polyline([tip - unit * 5 + normal * 4, tip, tip - unit * 5 - normal * 4],
                     [("class", "parallel-mark"), ("fill", "none"), ("stroke", colour), ("stroke-width", "1.5")])
        }
    }
}
