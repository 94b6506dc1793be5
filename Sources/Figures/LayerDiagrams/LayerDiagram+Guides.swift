import TransformKit

/// What is drawn over the layers to explain them: the original frames, where the anchor points moved, the hidden
/// back faces and the vanishing points with their guide lines.
extension LayerDiagram {
    /// A label placed after everything else is drawn, with its candidate positions and colour.
    typealias PendingLabel = (text: String, candidates: [FigurePoint], colour: String)

    /// Original frames (dashed), in tree order, over the filled layers so they stay visible; left out when more
    /// than three layers carry transforms (the cube), where they only add clutter.
    func drawOriginalFrames(of drawn: [DrawnLayer], catalog: LayerCatalog, canvas: inout SVGCanvas) {
        guard drawn.count(where: { showsOriginalFrame($0) }) <= 3 else { return }
        // Frames are compared as they are written (2 decimals): one that coincides with the layer's own outline
        // or with a frame already drawn is left out.
        var drawnFrames: [[FigurePoint]] = []
        for layer in drawn where layer.projected.hiddenReason != .ancestorHidden && showsOriginalFrame(layer) {
            guard layer.originalFrame.count >= 3,
                  !SVGCanvas.writeAlike(layer.originalFrame, layer.polygon),
                  !drawnFrames.contains(where: { SVGCanvas.writeAlike(layer.originalFrame, $0) }) else { continue }
            drawnFrames.append(layer.originalFrame)
            let colour = catalog.entries[layer.index].colour
            canvas.polygon(layer.originalFrame) { writer in
                // Dashed and faded by the stylesheet (figures.css), the same on every frame of a page.
                writer.attribute("class", "original-frame")
                writer.attribute("fill", "none")
                writer.attribute("stroke", colour)
                writer.attribute("data-layer-index", .integer(layer.index))
            }
        }
    }

    private func showsOriginalFrame(_ layer: DrawnLayer) -> Bool {
        !CATransform3DIsIdentity(layer.projected.layer.transform)
    }

    /// Where each transformed layer's anchor point went (the book's "moved diagonally down"), when few layers
    /// move and the move is visible.
    func drawAnchorMotions(of drawn: [DrawnLayer], saneBox: FigureBox, canvas: inout SVGCanvas) {
        let movers = drawn.filter { layer in
            guard layer.projected.isVisible, layer.projected.screenMatrix.hasNoPerspective,
                  let from = layer.originalAnchor, let to = layer.anchor,
                  saneBox.contains(from), saneBox.contains(to) else { return false }
            return (to - from).length > 12
        }
        guard movers.count <= 3 else { return }
        for layer in movers {
            guard let from = layer.originalAnchor, let to = layer.anchor else { continue }
            let direction = to - from
            let shortened = to - direction * (5 / direction.length)
            canvas.arrow(from: from, to: shortened, colour: DiagramStyle.guide, label: nil, dashed: true,
                         classes: "anchor-motion")
        }
    }

    /// Hidden back faces: faint dotted outlines on top. A lone one is labelled where it is (the label is returned,
    /// to be placed last); several share one legend (`hiddenBackFacesLegend`).
    func drawHiddenBackFaces(_ faces: [DrawnLayer], catalog: LayerCatalog, canvas: inout SVGCanvas) -> [PendingLabel] {
        var pending: [PendingLabel] = []
        for layer in faces {
            let outline = layer.polygon.count >= 3 ? layer.polygon : layer.quad.filter({ $0.isFinite })
            guard outline.count >= 3 else { continue }
            let entry = catalog.entries[layer.index]
            canvas.polygon(outline, [("class", "hidden-back-face"), ("fill", "none"), ("stroke", entry.colour),
                                     ("stroke-opacity", "0.7"), ("stroke-dasharray", DiagramStyle.dotted),
                                     ("data-layer", layer.name), ("data-layer-index", String(layer.index)),
                                     ("data-facing", "back"), ("data-corners", SVGCanvas.cornerPointList(outline))])
            if faces.count == 1, let centre = vertexCentre(of: outline) {
                pending.append(("hidden back face", [centre + FigurePoint(x: 0, y: 22), centre + FigurePoint(x: 0, y: -18),
                                                     centre + FigurePoint(x: 0, y: 40)], entry.colour))
            }
        }
        return pending
    }

    /// Several hidden faces (the cube): one legend under the root bounds instead of labels over visible faces.
    func hiddenBackFacesLegend(count: Int, rootBox: FigureBox) -> PendingLabel {
        let bottomLeft = FigurePoint(x: (rootBox.minX + rootBox.maxX) / 2, y: rootBox.maxY + 16)
        return ("dotted: " + String(count) + " hidden back faces", [bottomLeft], DiagramStyle.marks)
    }

    /// Vanishing points with guide lines from the corners of the layers that share them; true when a guide was
    /// drawn (the figure's legend then explains the dotted lines).
    func drawVanishingPoints(_ vanishing: [VanishingPoint], drawn: [DrawnLayer], catalog: LayerCatalog,
                             page: (CGPoint) -> FigurePoint, labels: inout LabelPlacer, canvas: inout SVGCanvas) -> Bool {
        var drawsGuides = false
        var markedPoints: [FigurePoint] = []
        for point in vanishing {
            let target = page(point.point)
            // A point is labelled once, however many perspectives share it (as written: 2 decimals).
            let isNew = !markedPoints.contains { SVGCanvas.writeAlike([target], [$0]) }
            if isNew { markedPoints.append(target) }
            if drawGuides(from: point, to: target, drawn: drawn, canvas: &canvas) { drawsGuides = true }
            drawVanishingPoint(at: target, owner: catalog.entry(for: point.owner)?.name ?? "", canvas: &canvas)
            if isNew {
                labels.place(point.isShared ? "shared vanishing point" : "vanishing point",
                             candidates: [target + FigurePoint(x: 7, y: -7), target + FigurePoint(x: 7, y: 16),
                                          target + FigurePoint(x: -7, y: -7)],
                             anchor: .start, subject: target, canvas: &canvas) { writer in
                    writer.attribute("class", "label vanishing")
                    writer.attribute("fill", DiagramStyle.vanishingPoint)
                }
            }
        }
        return drawsGuides
    }

    /// Dotted lines from every corner of the visible layers sharing `point` (when at most three do) to `target`;
    /// true when there was a layer to draw them from.
    private func drawGuides(from point: VanishingPoint, to target: FigurePoint, drawn: [DrawnLayer],
                            canvas: inout SVGCanvas) -> Bool {
        var drawsGuides = false
        var guides: [(from: FigurePoint, to: FigurePoint)] = []
        for layer in point.layers where point.layers.count <= 3 {
            guard let drawnLayer = drawn.first(where: { $0.projected.layer === layer }), drawnLayer.projected.isVisible else { continue }
            for corner in drawnLayer.polygon { guides.append((corner, target)) }
            drawsGuides = true
        }
        canvas.segments(guides) { writer in
            writer.attribute("class", "guide vanishing")
            writer.attribute("stroke", DiagramStyle.vanishingPoint)
            writer.attribute("stroke-opacity", "0.45")
            writer.attribute("stroke-dasharray", DiagramStyle.dotted)
        }
        return drawsGuides
    }

    private func drawVanishingPoint(at target: FigurePoint, owner: String, canvas: inout SVGCanvas) {
        canvas.circle(at: target, radius: 4) { writer in
            writer.attribute("class", "vanishing-point")
            writer.attribute("fill", DiagramStyle.vanishingPoint)
            writer.beginAttribute("data-point")
            SVGCanvas.writePointList([target], spelling: FormattedNumber.exact, into: &writer)
            writer.endAttribute()
            writer.attribute("data-owner", owner)
        }
    }
}
