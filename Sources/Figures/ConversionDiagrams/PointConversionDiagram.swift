import TransformKit

/// One point in two layers' coordinate systems, for a listing with `figure=convert-point` (Apple's "converting
/// points between layers"): each layer's outline with its own axes from its origin (0, 0) — x to the right, y down
/// on iOS, up on macOS —, the point drawn once, dashed guides from it to each layer's axes, and its coordinates in
/// each system labelled, "(20, 30) in redLayer" and "(70, 130) in self.view.layer", with the numbers the evaluator
/// computed for the listing's `convertPoint:` call.
///
/// Everything is drawn in window coordinates (TransformKit's `convert(_:to: nil)`, where layer diagrams draw quads:
/// spec C17), flipped once on macOS as layer diagrams are; where the point lands is computed from the source side,
/// so it is drawn exactly once, and the destination's label carries the evaluator's own result. A system without a
/// layer is the window itself (a conversion to or from nil): it has no outline, only its axes from its origin.
public struct PointConversionDiagram {
    /// One coordinate system: a layer (nil: the window), its name as the listing writes it, and the point in its
    /// coordinates.
    public struct System {
        public let layer: CALayer?
        public let name: String
        public let point: CGPoint

        /// The name a figure gives the window.
        public static let windowName = "the window"

        public init(layer: CALayer?, name: String, point: CGPoint) {
            self.layer = layer
            self.name = name
            self.point = point
        }
    }

    /// Where the point starts and where the conversion carried it.
    public let source: System
    public let destination: System
    public let platform: LayerPlatform
    public let idPrefix: String
    /// The root's rectangle in the window and the macOS flip within it, worked out once: every point drawn needs it.
    private let display: (rect: CGRect, transform: CGAffineTransform)
    /// Page length of each axis arrow: long enough to read its direction, short of most layers' sides.
    static let axisLength = 40.0

    public init(source: System, destination: System, platform: LayerPlatform = .iOS, idPrefix: String = "convert-point") {
        self.source = source
        self.destination = destination
        self.platform = platform
        self.idPrefix = idPrefix
        display = Self.display(of: (source.layer ?? destination.layer)?.rootLayer, platform: platform)
    }

    /// "(20, 30)": the coordinates as the page shows values, rounded to 4 decimals.
    public static func spell(_ point: CGPoint) -> String {
        "(" + NumberFormatting.readable(point.x).text + ", " + NumberFormatting.readable(point.y).text + ")"
    }

    /// The label of one system's coordinates: "(20, 30) in redLayer".
    public static func label(_ system: System) -> String { spell(system.point) + " in " + system.name }

    /// The root of the converted layers' tree (the window's system has no layer; the other always has one); for
    /// layers of two trees, the source's.
    var root: CALayer? { (source.layer ?? destination.layer)?.rootLayer }

    /// The root's rectangle in the window and the macOS flip within it, as layer diagrams have them (an empty
    /// render list carries only the root).
    private static func display(of root: CALayer?, platform: LayerPlatform) -> (rect: CGRect, transform: CGAffineTransform) {
        guard let root else { return (CGRect(x: 0, y: 0, width: 0, height: 0), .identity) }
        let list = RenderList(root: root, entries: [])
        return (list.displayRect, list.displayTransform(for: platform))
    }

    /// A point of `layer`'s coordinates (nil: the window's) on the page: in window coordinates, flipped on macOS.
    /// A layer of another tree than `root`'s goes through `root`'s placement, as C12 takes two trees' roots for one
    /// space: drawn through its own, it would not meet the point where the converted numbers say.
    func page(_ point: CGPoint, in layer: CALayer?) -> FigurePoint {
        var inWindow = point
        if let layer, let root {
            inWindow = layer.rootLayer === root
                ? layer.convert(point, to: nil) : root.convert(layer.convert(point, to: root), to: nil)
        }
        inWindow = inWindow.applying(display.transform)
        return FigurePoint(x: inWindow.x, y: inWindow.y)
    }

    /// Where the point is drawn: the source's point on the page.
    public var pagePoint: FigurePoint { page(source.point, in: source.layer) }

    /// The outline of a layer's bounds on the page, corners in the order origin, +x, opposite, +y; none for the
    /// window, which is not bounded by anything the listing made.
    public func outline(of layer: CALayer?) -> [FigurePoint] {
        guard let layer else { return [] }
        let b = layer.bounds
        return [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.maxX, y: b.maxY),
                CGPoint(x: b.minX, y: b.maxY)].map { page($0, in: layer) }
    }

    public var title: String { "One point in two coordinate systems: " + source.name + " and " + destination.name }

    public var description: String {
        let down = platform == .macOS ? "up" : "down"
        return "The point " + Self.spell(source.point) + " in " + source.name + "'s coordinates is "
            + Self.spell(destination.point) + " in " + destination.name + "'s: one point, drawn once. Each layer is "
            + "outlined with its own axes from its origin (0, 0), x to the right and y " + down + windowWords
            + "; dashed lines run from the point to each system's axes, so the two pairs of coordinates can be read off."
    }

    /// What the description adds when one system is the window: it is drawn by its axes alone.
    private var windowWords: String {
        guard source.layer == nil || destination.layer == nil else { return "" }
        return "; the window has no outline, only its axes from its origin (0, 0)"
    }

    public func svg() -> String { render().markup }

    func render() -> RenderedSVG {
        let rootRect = display.rect
        let sane = FigureBox(minX: rootRect.minX, minY: rootRect.minY, maxX: rootRect.maxX, maxY: rootRect.maxY)
        // As in layer diagrams: the root's rectangle in the window grown by 1.5 times its larger side, at least 400.
        var canvas = SVGCanvas(idPrefix: idPrefix, saneBox: sane.expanded(byFactor: 1.5, minimum: 400))
        let systems = [source, destination]
        let colours = LayerColours.assign(systems.map { LayerColours.identity(of: $0.name) })
        let colour = systems.map { DiagramStyle.colour(at: colours[LayerColours.identity(of: $0.name)] ?? 0) }
        var labels = LabelPlacer()
        let outlines = systems.map { outline(of: $0.layer) }
        // The larger layer first, so its fill and guides do not cover the smaller one's.
        let order = systems.indices.sorted(by: { abs(signedArea(of: outlines[$0])) > abs(signedArea(of: outlines[$1])) })
        for index in order {
            drawOutline(outlines[index], of: systems[index], colour: colour[index], canvas: &canvas)
            labels.avoid(outline: outlines[index])
        }
        for index in order {
            for line in guideLines(systems[index]) {
                canvas.line(from: line.0, to: line.1, [("class", "coordinate-guide"), ("stroke", colour[index]),
                                                       ("stroke-width", "1"), ("stroke-dasharray", DiagramStyle.dashed)])
                labels.avoid(outline: [line.0, line.1])
            }
        }
        for (index, system) in systems.enumerated() {
            drawAxes(of: system, colour: colour[index], labels: &labels, canvas: &canvas)
        }
        drawPoint(colours: colour, labels: &labels, canvas: &canvas)
        for (index, system) in systems.enumerated() {
            // The window's name goes by its origin, having no outline.
            let corner = outlines[index].count == 4 ? outlines[index][3] : page(.zero, in: nil)
            labels.place(system.name, candidates: [corner + FigurePoint(x: 4, y: -5), corner + FigurePoint(x: 0, y: 14)],
                         anchor: .start, subject: corner, canvas: &canvas) { writer in
                writer.attribute("class", "label layer-name")
                writer.attribute("fill", colour[index])
            }
        }
        return canvas.render(title: title, description: description, classes: "figure point-conversion",
                             extraAttributes: [("data-source", source.name), ("data-destination", destination.name)])
    }

    private func drawOutline(_ outline: [FigurePoint], of system: System, colour: String, canvas: inout SVGCanvas) {
        if outline.isEmpty { return }
        canvas.polygon(outline, [("class", "layer conversion-layer"), ("data-layer", system.name),
                                 ("fill", DiagramStyle.tint(colour, strength: 0.22)), ("fill-opacity", "0.6"),
                                 ("stroke", colour), ("stroke-width", "1.5")])
    }

    /// The dashed lines from the point to where its coordinates meet `system`'s axes: (x, 0) and (0, y).
    func guideLines(_ system: System) -> [(FigurePoint, FigurePoint)] {
        let point = pagePoint
        return [CGPoint(x: system.point.x, y: 0), CGPoint(x: 0, y: system.point.y)]
            .map { (point, page($0, in: system.layer)) }
            .filter { $0.0.isFinite && $0.1.isFinite && ($0.1 - $0.0).length > 1 }
    }

    /// Arrows from the layer's origin along its x and y axes, `axisLength` long on the page, each labelled.
    private func drawAxes(of system: System, colour: String, labels: inout LabelPlacer, canvas: inout SVGCanvas) {
        let origin = page(.zero, in: system.layer)
        guard origin.isFinite else { return }
        // A step as long as the layer's larger side gives the direction even under a large scale-down.
        let size = system.layer?.bounds.size ?? CGSize(width: 1, height: 1)
        let step = max(size.width, size.height, 1)
        for (name, towards) in [("x", CGPoint(x: step, y: 0)), ("y", CGPoint(x: 0, y: step))] {
            let direction = page(towards, in: system.layer) - origin
            let length = direction.length
            guard length.isFinite, length > 1e-9 else { continue }
            let tip = origin + direction * (Self.axisLength / length)
            canvas.arrow(from: origin, to: tip, colour: colour, label: nil, dashed: false, classes: "axis " + name)
            let beyond = tip + direction * (8 / length)
            labels.place(name, candidates: [beyond + FigurePoint(x: 2, y: 4), beyond + FigurePoint(x: 4, y: -6),
                                            beyond + FigurePoint(x: -10, y: 12)],
                         anchor: .start, subject: tip, canvas: &canvas) { writer in
                writer.attribute("class", "label axis-name")
                writer.attribute("fill", colour)
            }
        }
    }

    /// The point, once, and its coordinates in each system beside it.
    private func drawPoint(colours: [String], labels: inout LabelPlacer, canvas: inout SVGCanvas) {
        let point = pagePoint
        guard point.isFinite else { return }
        canvas.circle(at: point, radius: 4, [("class", "conversion-point"), ("fill", DiagramStyle.marks),
                                             ("stroke", "#ffffff"), ("stroke-width", "1")])
        for (index, system) in [source, destination].enumerated() {
            let offsets = index == 0
                ? [FigurePoint(x: 8, y: -7), FigurePoint(x: 8, y: 16), FigurePoint(x: -8, y: -7)]
                : [FigurePoint(x: 8, y: 16), FigurePoint(x: 8, y: -7), FigurePoint(x: 8, y: 30)]
            labels.place(Self.label(system), candidates: offsets.map { point + $0 }, anchor: .start, subject: point,
                         canvas: &canvas) { writer in
                writer.attribute("class", "label conversion-label")
                writer.attribute("fill", colours[index])
                writer.attribute("data-layer", system.name)
            }
        }
    }
}
