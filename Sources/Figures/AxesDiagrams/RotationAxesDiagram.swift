import TransformKit

/// The book's Figure 5.7: the x, y and z axes (x right, y down on iOS, z towards the viewer) in an oblique view, each
/// with an arc showing which way a positive angle turns about it, computed by rotating a point with TransformKit's
/// `CATransform3DMakeRotation` — so the arrows say what the evaluator does: right-handed in coordinates, which on a
/// y-down screen the viewer sees as the left-hand rule (Chapter 6).
public struct RotationAxesDiagram {
    public enum Axis: Int, CaseIterable {
        case x, y, z

        public var name: String { ["x", "y", "z"][rawValue] }
        var vector: (Double, Double, Double) { [(1, 0, 0), (0, 1, 0), (0, 0, 1)][rawValue] }
        /// The axis a positive turn about this one starts from (the next one, cyclically: y about x, z about y,
        /// x about z).
        var start: Axis {
            switch self {
            case .x: return .y
            case .y: return .z
            case .z: return .x
            }
        }
        /// Where a positive turn sends `start` (the one after it).
        var towards: Axis { start.start }
    }

    /// The axis of the listing's rotation, drawn heavier; nil for none.
    public let highlighted: Axis?
    public let idPrefix: String
    static let length = 150.0
    static let arcRadius = 24.0
    /// Degrees the arcs run through: far enough round that the direction cannot be misread.
    static let arcSweep = 270.0

    public init(highlighted: Axis? = nil, idPrefix: String = "axes") {
        self.highlighted = highlighted
        self.idPrefix = idPrefix
    }

    /// The axis of a pure rotation (`(m23 − m32, m31 − m13, m12 − m21)`, twice sin θ times the unit axis) when it is
    /// one of x, y, z; nil otherwise.
    public static func rotationAxis(of t: CATransform3D) -> Axis? {
        let components = [t.m23 - t.m32, t.m31 - t.m13, t.m12 - t.m21]
        let nonZero = components.indices.filter { abs(components[$0]) > 1e-12 }
        guard nonZero.count == 1 else { return nil }
        return Axis(rawValue: nonZero[0])
    }

    /// The oblique view: x right, y down, z (towards the viewer) drawn down and to the left at 0.6 of its length.
    public static func page(_ x: Double, _ y: Double, _ z: Double) -> FigurePoint {
        FigurePoint(x: x - 0.5 * z, y: y + 0.35 * z)
    }

    /// The arc of `axis`: the unit point along `axis.start`, turned by TransformKit's rotation about `axis` through
    /// 0…`arcSweep` degrees, scaled and centred at 0.7 of the axis.
    public static func arc(about axis: Axis, steps: Int = 24) -> [FigurePoint] {
        let (ax, ay, az) = axis.vector
        let (sx, sy, sz) = axis.start.vector
        return (0...steps).map { step in
            let angle = Double(step) / Double(steps) * arcSweep * Double.pi / 180
            let turned = CATransform3DMakeRotation(angle, ax, ay, az).transform(x: sx, y: sy, z: sz)
            return page(0.7 * length * ax + arcRadius * turned.x, 0.7 * length * ay + arcRadius * turned.y,
                        0.7 * length * az + arcRadius * turned.z)
        }
    }

    /// Whether a positive turn about `axis` looks clockwise on the page (y down), from the arc's first two points.
    public static func looksClockwise(about axis: Axis) -> Bool {
        let points = arc(about: axis, steps: 24)
        let centre = page(0.7 * length * axis.vector.0, 0.7 * length * axis.vector.1, 0.7 * length * axis.vector.2)
        let a = points[0] - centre, b = points[1] - centre
        return a.x * b.y - a.y * b.x > 0
    }

    public var title: String { "The axes and the direction of positive angles" }

    public var description: String {
        var text = "x points right, y down (iOS) and z out of the screen towards the viewer, drawn obliquely. "
        for axis in Axis.allCases {
            text += "A positive angle about " + axis.name + " turns " + axis.start.name + " towards " + axis.towards.name
                + " (the arrow round the " + axis.name + " axis). "
        }
        // Right-handed in coordinates; with y down the frame the viewer sees is left-handed.
        text += "In coordinates this is right-handed; with y down, what the viewer sees follows the left-hand rule: "
            + "a positive rotation about z looks " + (Self.looksClockwise(about: .z) ? "clockwise." : "counter-clockwise.")
        if let highlighted { text += " The listing rotates about " + highlighted.name + ", drawn heavier." }
        return text
    }

    public func svg() -> String { render().markup }

    func render() -> RenderedSVG {
        var canvas = SVGCanvas(idPrefix: idPrefix, saneBox: FigureBox(minX: -400, minY: -400, maxX: 400, maxY: 400))
        for axis in Axis.allCases {
            let colour = [DiagramStyle.basisI, DiagramStyle.basisJ, DiagramStyle.basisK][axis.rawValue]
            let isHighlighted = axis == highlighted
            let (ax, ay, az) = axis.vector
            let end = Self.page(Self.length * ax, Self.length * ay, Self.length * az)
            canvas.arrow(from: FigurePoint(x: 0, y: 0), to: end, colour: colour, label: axis == .z ? nil : axis.name,
                         dashed: false, classes: "axis " + axis.name + (isHighlighted ? " highlighted" : ""))
            if axis == .z {
                // Left of its tip: a label after the tip would run back over the axis and its arc.
                canvas.text("z (towards you)", at: end + FigurePoint(x: -8, y: 12), anchor: .end,
                            [("class", "label basis"), ("fill", colour)])
            }
            let marker = canvas.arrowMarker(named: String(colour.dropFirst()), colour: colour)
            canvas.polyline(Self.arc(about: axis), [("class", "rotation " + axis.name), ("fill", "none"),
                                                    ("stroke", colour), ("stroke-width", isHighlighted ? "2.5" : "1.5"),
                                                    ("marker-end", "url(#" + marker + ")"),
                                                    ("data-axis", axis.name)])
            // Labels beside their arcs, away from the other axes: z's (down and to the left) on its left.
            let centre = Self.page(0.7 * Self.length * ax, 0.7 * Self.length * ay, 0.7 * Self.length * az)
            let isZ = axis == .z
            let labelAt = centre + FigurePoint(x: isZ ? -Self.arcRadius - 8 : Self.arcRadius + 6,
                                               y: isZ ? -Self.arcRadius + 4 : -Self.arcRadius - 4)
            canvas.text("+ about " + axis.name + ": " + axis.start.name + " → " + axis.towards.name, at: labelAt,
                        anchor: isZ ? .end : .start, [("class", "label rotation"), ("fill", colour)])
        }
        return canvas.render(title: title, description: description, classes: "figure rotation-axes")
    }
}
