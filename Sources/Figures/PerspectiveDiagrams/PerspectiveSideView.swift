import TransformKit

/// Perspective seen from above (Wittens' "How to Fool the Eye"): the eye at distance d in front of the screen plane,
/// a layer turned about y, and the rays from the eye through the layer's left and right edges to the screen.
///
/// Drawn from the layer's own transform `t = A · P(m34 = −1/d)` (what `t.m34 = −1/d; t = CATransform3DRotate(t, …)`
/// builds), split by `ProjectionAdapter.perspectiveSplit`. Page coordinates are (x, z) about the layer's anchor point:
/// x to the right, z towards the viewer drawn downwards, so the eye sits below the screen line and what recedes
/// lies above it.
public struct PerspectiveSideView {
    /// An edge of the layer (at the anchor's height): where A puts it in 3D, and where its ray meets the screen.
    public struct Edge: Equatable {
        public let name: String
        public let x: Double
        public let z: Double
        /// x · d / (d − z): where the ray from the eye (0, d) through (x, z) crosses z = 0.
        public let screenX: Double
    }

    public let distance: Double
    public let left: Edge
    public let right: Edge
    /// Degrees the layer's x axis is turned about y, positive when the right edge recedes.
    public let angle: Double
    public let width: Double
    /// The layer's left edge before its turn, `−anchorX · width`.
    public let originalLeft: Double
    public let idPrefix: String

    /// Nil unless `transform` is an affine transform followed by a perspective with d > 0.
    public init?(transform: CATransform3D, width: Double, anchorX: Double = 0.5, idPrefix: String = "side-view") {
        guard width.isFinite, width > 0, let split = ProjectionAdapter.perspectiveSplit(transform),
              split.perspective < 0 else { return nil }
        let distance = -1 / split.perspective
        guard distance.isFinite else { return nil }
        func edge(_ name: String, _ x: Double) -> Edge {
            let placed = split.affine.transform(x: x, y: 0, z: 0)
            return Edge(name: name, x: placed.x, z: placed.z, screenX: placed.x * distance / (distance - placed.z))
        }
        self.distance = distance
        self.left = edge("left edge", -anchorX * width)
        self.right = edge("right edge", (1 - anchorX) * width)
        self.angle = atan2Degrees(-split.affine.m13, split.affine.m11)
        self.width = width
        self.originalLeft = -anchorX * width
        self.idPrefix = idPrefix
    }

    /// The projected width on the screen, `right.screenX − left.screenX`.
    public var projectedWidth: Double { right.screenX - left.screenX }

    public var title: String { "Seen from above: the eye, the screen plane and the rays for m34 = −1/" + Self.number(distance) }

    public var description: String {
        "Seen from above, x to the right and z towards the viewer downwards. The eye is " + Self.number(distance)
            + " points in front of the screen plane (z = 0), on the line through the layer's anchor point. The layer, "
            + Self.number(width) + " points wide, is turned " + Self.number(angle) + "° about y: " + words(for: left)
            + "; " + words(for: right) + ". Rays from the eye through the edges meet the screen at x = "
            + Self.number(left.screenX) + " and x = " + Self.number(right.screenX) + ", so the layer is drawn "
            + Self.number(projectedWidth) + " points wide (W = 1 − z/d divides x)."
    }

    private func words(for edge: Edge) -> String {
        let depth = edge.z < 0 ? Self.number(-edge.z) + " points behind the screen"
            : edge.z > 0 ? Self.number(edge.z) + " points in front of the screen" : "on the screen"
        return "its " + edge.name + " is " + depth
    }

    /// One decimal: the words describe a picture, the exact values are in the listing's table.
    static func number(_ value: Double) -> String { NumberFormatting.fixed(value, decimals: 1) }

    public func svg() -> String { render().markup }

    func render() -> RenderedSVG {
        let extent = max(abs(left.x), abs(right.x), abs(left.screenX), abs(right.screenX)) + 40
        var canvas = SVGCanvas(idPrefix: idPrefix, saneBox: FigureBox(minX: -4 * extent, minY: -4 * distance,
                                                                      maxX: 4 * extent, maxY: 2 * distance))
        let eye = FigurePoint(x: 0, y: distance)
        drawScreenAndEye(&canvas, extent: extent, eye: eye)
        drawLayer(&canvas)
        for edge in [left, right] { drawRay(&canvas, edge, eye: eye) }
        let hitLeft = FigurePoint(x: left.screenX, y: 0), hitRight = FigurePoint(x: right.screenX, y: 0)
        canvas.line(from: hitLeft, to: hitRight, [("class", "projection"), ("stroke", DiagramStyle.basisK),
                                                  ("stroke-width", "4"), ("stroke-opacity", "0.6")])
        canvas.text("drawn " + Self.number(projectedWidth) + " wide", at: FigurePoint(x: 0, y: 16), anchor: .middle,
                    [("class", "label projection"), ("fill", DiagramStyle.basisK)])
        return canvas.render(title: title, description: description, classes: "figure perspective-side-view",
                             extraAttributes: [("data-distance", NumberFormatting.exact(distance))])
    }

    private func drawScreenAndEye(_ canvas: inout SVGCanvas, extent: Double, eye: FigurePoint) {
        canvas.line(from: FigurePoint(x: -extent, y: 0), to: FigurePoint(x: extent, y: 0),
                    [("class", "screen-plane"), ("stroke", DiagramStyle.marks), ("stroke-width", "1.5")])
        canvas.text("screen plane (z = 0)", at: FigurePoint(x: -extent, y: -6), anchor: .start,
                    [("class", "label"), ("fill", DiagramStyle.marks)])
        canvas.line(from: FigurePoint(x: 0, y: 0), to: eye, [("class", "distance"), ("stroke", DiagramStyle.guide),
                                                            ("stroke-dasharray", DiagramStyle.dashed)])
        canvas.text("d = " + Self.number(distance), at: FigurePoint(x: 6, y: distance / 2), anchor: .start,
                    [("class", "label"), ("fill", DiagramStyle.guide)])
        canvas.circle(at: eye, radius: 5, [("class", "eye"), ("fill", DiagramStyle.marks)])
        canvas.text("eye", at: FigurePoint(x: 0, y: distance + 20), anchor: .middle,
                    [("class", "label"), ("fill", DiagramStyle.marks)])
    }

    private func drawLayer(_ canvas: inout SVGCanvas) {
        // The layer before its turn: the segment it covers on the screen plane.
        canvas.line(from: FigurePoint(x: originalLeft, y: 0), to: FigurePoint(x: originalLeft + width, y: 0),
                    [("class", "original"), ("stroke", DiagramStyle.guide), ("stroke-dasharray", DiagramStyle.dashed)])
        let colour = DiagramStyle.colour(at: 1)
        canvas.line(from: FigurePoint(x: left.x, y: left.z), to: FigurePoint(x: right.x, y: right.z),
                    [("class", "layer"), ("stroke", colour), ("stroke-width", "4")])
        canvas.text("layer, turned " + Self.number(angle) + "°", at: FigurePoint(x: right.x + 8, y: right.z - 6),
                    anchor: .start, [("class", "label layer"), ("fill", colour)])
    }

    private func drawRay(_ canvas: inout SVGCanvas, _ edge: Edge, eye: FigurePoint) {
        // From the eye to whichever is farther: the edge behind the screen, or the screen behind the edge.
        let end = edge.z < 0 ? FigurePoint(x: edge.x, y: edge.z) : FigurePoint(x: edge.screenX, y: 0)
        canvas.line(from: eye, to: end, [("class", "ray"), ("stroke", DiagramStyle.vanishingPoint),
                                         ("stroke-opacity", "0.7"), ("data-edge", edge.name)])
        canvas.circle(at: FigurePoint(x: edge.screenX, y: 0), radius: 3.5,
                      [("class", "screen-hit"), ("fill", DiagramStyle.vanishingPoint),
                       ("data-x", NumberFormatting.exact(edge.screenX))])
    }
}
