import TransformKit

/// The layers themselves, in painter's order: each visible layer's filled outline with its F content mark, anchor
/// point and the marks of a sheared or clipped quad; a layer far off the figure as an arrow toward it.
extension LayerDiagram {
    /// Draws the visible layers of `drawn` (painter's order) and returns the culled back faces, which `draw`
    /// outlines on top of everything later.
    func drawLayers(_ drawn: [DrawnLayer], catalog: LayerCatalog, saneBox: FigureBox, rootBox: FigureBox,
                    labels: inout LabelPlacer, canvas: inout SVGCanvas) -> [DrawnLayer] {
        var hiddenBackFaces: [DrawnLayer] = []
        for layer in drawn {
            switch layer.projected.hiddenReason {
            case .backFaceCulled?:
                hiddenBackFaces.append(layer)
                continue
            case .some:
                continue
            case nil:
                break
            }
            guard layer.polygon.count >= 3 else { continue }
            let entry = catalog.entries[layer.index]
            if let far = offFigureDirection(layer.polygon, saneBox: saneBox, rootBox: rootBox) {
                drawOffFigurePointer(far, entry: entry, labels: &labels, canvas: &canvas)
                continue
            }
            drawOutline(of: layer, entry: entry, canvas: &canvas)
            drawContentsPlaceholder(layer, canvas: &canvas, labels: &labels)
            drawLayerMarks(of: layer, entry: entry, canvas: &canvas)
        }
        return hiddenBackFaces
    }

    /// A layer entirely outside the sane box: clamping would collapse it onto the box's edge, so an arrow points at
    /// it, labelled with where it lies.
    private func drawOffFigurePointer(_ far: (from: FigurePoint, to: FigurePoint, centre: FigurePoint),
                                      entry: LayerCatalog.Entry, labels: inout LabelPlacer, canvas: inout SVGCanvas) {
        canvas.arrow(from: far.from, to: far.to, colour: entry.colour, label: nil, dashed: true, classes: "off-figure")
        labels.place(entry.shortName + " lies far off the figure, near (" + TransformWording.word(far.centre.x) + ", "
                     + TransformWording.word(far.centre.y) + ")", candidates: [far.to + FigurePoint(x: 0, y: 16),
                                                                  far.to + FigurePoint(x: 0, y: -10)],
                     anchor: .middle, canvas: &canvas) { writer in
            writer.attribute("class", "label off-figure")
            writer.attribute("fill", entry.colour)
        }
    }

    /// The layer's filled polygon, with the `data-` attributes the browser checks read (docs/figures.md).
    private func drawOutline(of layer: DrawnLayer, entry: LayerCatalog.Entry, canvas: inout SVGCanvas) {
        let projected = layer.projected
        let isHighlighted = highlightedIDs.contains(ObjectIdentifier(projected.layer))
        let fill = self.fill(of: projected, tint: entry.fill)
        let corners = layer.quad.allSatisfy({ $0.isFinite }) && !projected.isClipped ? layer.quad : layer.polygon
        canvas.polygon(layer.polygon) { writer in
            writer.beginAttribute("class")
            writer.value(literal: "layer")
            if isHighlighted { writer.value(literal: " highlighted") }
            if projected.isClipped { writer.value(literal: " clipped") }
            writer.endAttribute()
            writer.attribute("fill", fill.colour)
            // Opaque is SVG's default: most layers of a page are, and the attribute would only repeat it.
            if !NumberSpelling.fixedSpellingsMatch(fill.opacity, 1, decimals: 3) {
                writer.attribute("fill-opacity", .fixed(fill.opacity, decimals: 3))
            }
            if projected.layer.backgroundColor == nil || isHighlighted {
                writer.attribute("stroke", entry.colour)
                // 1 is SVG's default width: only a highlighted layer's heavier outline is written.
                if isHighlighted { writer.attribute("stroke-width", "2") }
            }
            if projected.isClipped { writer.attribute("stroke-dasharray", "10 3 2 3") }
            writer.attribute("data-layer", layer.name)
            writer.attribute("data-layer-index", .integer(layer.index))
            // Front is the default (docs/figures.md): only a layer showing its back says so.
            if projected.facing == .back { writer.attribute("data-facing", "back") }
            writer.beginAttribute("data-corners")
            SVGCanvas.writePointList(corners, spelling: SVGCanvas.cornerSpelling, into: &writer)
            writer.endAttribute()
            if projected.isClipped { writer.attribute("data-clipped", "true") }
        }
    }

    /// A layer's fill: its background colour, or else `tint` opaque, so painter's order shows which layer covers
    /// which (a translucent fill would let back faces show through); a container is only outlined.
    func fill(of layer: ProjectedLayer, tint: String) -> (colour: String, opacity: Double) {
        var colour = tint
        var opacity = isContainer(layer.layer) ? 0.0 : 1.0
        if let background = layer.layer.backgroundColor {
            colour = Self.hex(background)
            opacity = background.clamped.alpha
        }
        opacity *= Double(layer.opacity)
        return (colour, opacity)
    }

    /// What is drawn over a layer's outline: its F, tick marks on a sheared quad's parallel edges, its anchor point,
    /// and a clipped layer's note.
    private func drawLayerMarks(of layer: DrawnLayer, entry: LayerCatalog.Entry, canvas: inout SVGCanvas) {
        let projected = layer.projected
        if layer.contentMark.count >= 3, showsContentMark(projected.layer), !isContainer(projected.layer) {
            drawContentMark(layer.contentMark, colour: entry.colour, canvas: &canvas)
        }
        if isShearedParallelogram(layer) {
            let q = layer.polygon
            canvas.parallelMark(from: q[0], to: q[1], count: 1, colour: DiagramStyle.marks)
            canvas.parallelMark(from: q[3], to: q[2], count: 1, colour: DiagramStyle.marks)
            canvas.parallelMark(from: q[0], to: q[3], count: 2, colour: DiagramStyle.marks)
            canvas.parallelMark(from: q[1], to: q[2], count: 2, colour: DiagramStyle.marks)
        }
        if let anchor = layer.anchor, showsContentMark(projected.layer) {
            canvas.circle(at: anchor, radius: 3) { writer in
                // White with a 1.5 px ring, by the stylesheet; only the ring's colour is the layer's.
                writer.attribute("class", "anchor-point")
                writer.attribute("stroke", entry.colour)
            }
        }
        if projected.isClipped, let centre = vertexCentre(of: layer.polygon) {
            canvas.text("clipped at the near plane", at: centre, anchor: .middle,
                        [("class", "label clipped"), ("fill", DiagramStyle.clipped)])
        }
    }

    private func drawContentMark(_ mark: [FigurePoint], colour: String, canvas: inout SVGCanvas) {
        let winding = signedArea(of: mark) >= 0
        canvas.polygon(mark) { writer in
            // Half opaque, by the stylesheet (figures.css): the same on every mark of the page.
            writer.attribute("class", "content-mark")
            writer.attribute("fill", colour)
            if winding {
                writer.attribute("data-winding", "clockwise")
            } else {
                writer.attribute("data-winding", "counter-clockwise")
            }
        }
    }

    /// Layers that only group others (identity transform, no background, with sublayers) are outlined, not filled.
    func isContainer(_ layer: CALayer) -> Bool {
        CATransform3DIsIdentity(layer.transform) && layer.backgroundColor == nil && !layer.sublayerArray.isEmpty
    }

    /// The F mark and anchor are drawn on every layer, transformed or not ("How to read the listings" promises
    /// both), except on coloured layers the listing did not touch (the cube's lighting overlays), which only shade;
    /// a container, which draws nothing of its own, gets its anchor but no F (`drawLayerMarks`).
    func showsContentMark(_ layer: CALayer) -> Bool {
        layer.backgroundColor == nil || highlightedIDs.contains(ObjectIdentifier(layer))
    }

    private func isShearedParallelogram(_ layer: DrawnLayer) -> Bool {
        let q = layer.polygon
        guard q.count == 4, layer.projected.screenMatrix.hasNoPerspective else { return false }
        let u = q[1] - q[0]
        let v = q[3] - q[0]
        let lengths = u.length * v.length
        guard lengths > 1e-9 else { return false }
        return abs(u.x * v.x + u.y * v.y) > 1e-6 * lengths
    }
}
