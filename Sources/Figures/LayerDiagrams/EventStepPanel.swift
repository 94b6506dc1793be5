import TransformKit

/// One small figure of a strip that shows a declared event sequence step by step: the layers as one step left them,
/// drawn from the same layout as `LayerDiagram` (window render list, catalog colours, fills, F marks) so a panel and
/// the listing's main figure agree, but without labels or marks.
///
/// A strip's panels are shown a few times smaller than the main figure, where the diagram's 11-unit labels would be
/// a few pixels high; the page captions each panel in HTML instead (`caption`), at a readable size.
public struct EventStepPanel {
    /// The layers after the step (a copy the evaluation made), and the ones the listing reached, highlighted.
    public let diagram: LayerDiagram
    /// What the step was (`pan +50, 0`), the SVG's title.
    public let caption: String

    /// `options.idPrefix` must be unique on the page; `names` must name the copied layers.
    public init(root: CALayer, highlighted: [CALayer], caption: String, options: LayerDiagram.Options) {
        diagram = LayerDiagram(root: root, highlighted: highlighted, options: options)
        self.caption = caption
    }

    /// The drawn layers, as the main figure's `LayerDiagram.drawnLayers()` gives them.
    public func drawnLayers() -> [LayerDiagram.DrawnLayer] {
        diagram.drawnLayers()
    }

    /// The `<svg>` of the panel (class `figure event-step-panel`), with its title and a description of what it shows.
    public func svg() -> String {
        let layout = diagram.layout()
        let drawn = diagram.drawnLayers(catalog: layout.catalog, list: layout.renderList)
        let rootCorners = rootOutline(layout)
        var rootBox = FigureBox.empty
        for corner in rootCorners { rootBox.include(corner) }
        var canvas = SVGCanvas(idPrefix: diagram.options.idPrefix, saneBox: rootBox.expanded(byFactor: 1.5, minimum: 400))
        canvas.polygon(rootCorners, [("class", "root-bounds"), ("fill", "none"), ("stroke", DiagramStyle.rootBounds),
                                     ("stroke-dasharray", "4 6")])
        var shown = 0
        for layer in drawn where layer.projected.isVisible && layer.polygon.count >= 3 {
            draw(layer, colour: layout.catalog.entries[layer.index].colour, on: &canvas)
            shown += 1
        }
        let description = caption + ": " + (shown == 1 ? "1 layer, as this step left it." : "\(shown) layers, as this step left them.")
        return canvas.render(title: caption, description: description, classes: "figure event-step-panel").markup
    }

    /// The root's outline where it sits in the window, as the main figure draws it.
    private func rootOutline(_ layout: LayerDiagram.Layout) -> [FigurePoint] {
        let display = layout.renderList.displayTransform(for: diagram.options.platform)
        let polygon = layout.renderList.entry(for: diagram.root)?.polygon ?? []
        let bounds = diagram.root.bounds.standardized
        let outline = polygon.count >= 3 && polygon.allSatisfy({ $0.x.isFinite && $0.y.isFinite })
            ? polygon
            : [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
               CGPoint(x: bounds.maxX, y: bounds.maxY), CGPoint(x: bounds.minX, y: bounds.maxY)]
        return outline.map { point in
            let q = point.applying(display)
            return FigurePoint(x: q.x, y: q.y)
        }
    }

    /// A layer's outline filled as the main figure fills it, and its F mark.
    private func draw(_ layer: LayerDiagram.DrawnLayer, colour: String, on canvas: inout SVGCanvas) {
        let projected = layer.projected
        let isHighlighted = diagram.highlightedIDs.contains(ObjectIdentifier(projected.layer))
        let fill = diagram.fill(of: projected, tint: DiagramStyle.tint(colour, strength: 0.22))
        canvas.polygon(layer.polygon) { writer in
            writer.attribute("class", isHighlighted ? "layer highlighted" : "layer")
            writer.attribute("fill", fill.colour)
            writer.attribute("fill-opacity", NumberFormatting.fixed(fill.opacity, decimals: 3))
            writer.attribute("stroke", colour)
            // Twice the main figure's widths: the panel is drawn a few times smaller.
            writer.attribute("stroke-width", isHighlighted ? "4" : "2")
            writer.attribute("data-layer", layer.name)
            if projected.facing == .back { writer.attribute("data-facing", "back") }
        }
        guard layer.contentMark.count >= 3, diagram.showsContentMark(projected.layer), !diagram.isContainer(projected.layer)
        else { return }
        canvas.polygon(layer.contentMark) { writer in
            writer.attribute("class", "content-mark")
            writer.attribute("fill", colour)
            writer.attribute("fill-opacity", "0.5")
        }
    }
}
