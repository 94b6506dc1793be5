import TransformKit

/// The marks a listing asks for (`Options.marks`, the `marks="…"` listing attribute): drawn over the layers, each
/// with a label placed by the figure's `LabelPlacer`, each element carrying the mark's class (`FigureMark.className`).
extension LayerDiagram {
    private static let markColour = "#444444"

    func drawMarks(_ marks: [FigureMark], drawn: [DrawnLayer], page: (CGPoint) -> FigurePoint, rootBox: FigureBox,
                   labels: inout LabelPlacer, legends: inout [(text: String, colour: String)], canvas: inout SVGCanvas) {
        let subjects = drawn.filter { highlightedIDs.contains(ObjectIdentifier($0.projected.layer)) && $0.projected.isVisible
            && $0.polygon.count >= 3 }
        // Labels keep off the marked lines too, whichever mark is labelled first.
        let bounds = root.bounds.standardized
        // Marked points and lines are in the root's coordinates (docs/authoring.md): drawn through the root's
        // placement in the window, as touches are, so they stay on the root's spot when self.view is transformed.
        func rootPage(_ point: CGPoint) -> FigurePoint {
            guard let window = windowPoint(ofRootPoint: point) else { return FigurePoint(x: .nan, y: .nan) }
            return page(window)
        }
        for mark in marks {
            let line: [FigurePoint]
            switch mark {
            case .verticalLine(let x): line = [rootPage(CGPoint(x: x, y: bounds.minY)), rootPage(CGPoint(x: x, y: bounds.maxY))]
            case .horizontalLine(let y): line = [rootPage(CGPoint(x: bounds.minX, y: y)), rootPage(CGPoint(x: bounds.maxX, y: y))]
            default: continue
            }
            if line.allSatisfy({ $0.isFinite }) { labels.avoid(outline: line) }
        }
        for mark in marks {
            switch mark {
            case .frame:
                for layer in subjects { drawFrame(of: layer, labels: &labels, canvas: &canvas) }
            case .anchor:
                for layer in subjects { drawAnchorMark(of: layer, labels: &labels, canvas: &canvas) }
            case .point(let x, let y):
                drawPoint(rootPage(CGPoint(x: x, y: y)), label: "(" + Self.spell(x) + ", " + Self.spell(y) + ")",
                          className: mark.className, labels: &labels, canvas: &canvas)
            case .verticalLine(let x):
                drawLine(from: rootPage(CGPoint(x: x, y: bounds.minY)), to: rootPage(CGPoint(x: x, y: bounds.maxY)),
                         label: "x = " + Self.spell(x), labels: &labels, canvas: &canvas)
            case .horizontalLine(let y):
                drawLine(from: rootPage(CGPoint(x: bounds.minX, y: y)), to: rootPage(CGPoint(x: bounds.maxX, y: y)),
                         label: "y = " + Self.spell(y), labels: &labels, canvas: &canvas)
            case .vanishingPoint:
                break // drawn with its guides by `draw` (the vanishing points come from the layout)
            case .meetingPoint:
                drawMeetingPoints(of: subjects, page: page, rootBox: rootBox, labels: &labels, canvas: &canvas)
            case .axis(let axis):
                for layer in subjects { drawAxis(axis, of: layer, page: page, labels: &labels, canvas: &canvas) }
            case .numbers:
                for layer in drawn { drawNumber(of: layer, page: page, labels: &labels, canvas: &canvas) }
            }
        }
    }

    /// The bounding box of the drawn outline: what `frame` returns for an affine transform.
    private func drawFrame(of layer: DrawnLayer, labels: inout LabelPlacer, canvas: inout SVGCanvas) {
        var box = FigureBox.empty
        for point in layer.polygon where point.isFinite { box.include(point) }
        guard !box.isEmpty else { return }
        let corners = [FigurePoint(x: box.minX, y: box.minY), FigurePoint(x: box.maxX, y: box.minY),
                       FigurePoint(x: box.maxX, y: box.maxY), FigurePoint(x: box.minX, y: box.maxY)]
        canvas.polygon(corners, [("class", FigureMark.frame.className), ("fill", "none"), ("stroke", Self.markColour),
                                 ("stroke-width", "1.25"), ("stroke-dasharray", DiagramStyle.dashed),
                                 ("data-layer-index", String(layer.index))])
        labels.place("frame", candidates: [FigurePoint(x: box.maxX - 2, y: box.minY - 4), FigurePoint(x: box.maxX - 2, y: box.maxY + 13)],
                     anchor: .end, subject: corners[1], canvas: &canvas) { writer in
            writer.attribute("class", "label mark-frame")
            writer.attribute("fill", Self.markColour)
        }
    }

    /// A ring round the anchor point and its place in the superlayer (the layer's `position`).
    private func drawAnchorMark(of layer: DrawnLayer, labels: inout LabelPlacer, canvas: inout SVGCanvas) {
        guard let anchor = layer.anchor else { return }
        let position = layer.projected.layer.position
        canvas.circle(at: anchor, radius: 6, [("class", FigureMark.anchor.className), ("fill", "none"),
                                              ("stroke", Self.markColour), ("stroke-width", "1")])
        labels.place("anchor (" + Self.spell(position.x) + ", " + Self.spell(position.y) + ")",
                     candidates: [anchor + FigurePoint(x: 9, y: -6), anchor + FigurePoint(x: 9, y: 14), anchor + FigurePoint(x: -9, y: -6)],
                     anchor: .start, subject: anchor, canvas: &canvas) { writer in
            writer.attribute("class", "label mark-anchor")
            writer.attribute("fill", Self.markColour)
        }
    }

    private func drawPoint(_ point: FigurePoint, label: String, className: String, labels: inout LabelPlacer,
                           canvas: inout SVGCanvas) {
        guard point.isFinite else { return }
        canvas.circle(at: point, radius: 4, [("class", className), ("fill", DiagramStyle.vanishingPoint),
                                             ("stroke", "#ffffff"), ("stroke-width", "1")])
        labels.place(label, candidates: [point + FigurePoint(x: 8, y: -7), point + FigurePoint(x: 8, y: 16), point + FigurePoint(x: -8, y: -7)],
                     anchor: .start, subject: point, canvas: &canvas) { writer in
            writer.attribute("class", "label " + className)
            writer.attribute("fill", DiagramStyle.vanishingPoint)
        }
    }

    private func drawLine(from start: FigurePoint, to end: FigurePoint, label: String, labels: inout LabelPlacer,
                          canvas: inout SVGCanvas) {
        guard start.isFinite, end.isFinite else { return }
        canvas.line(from: start, to: end, [("class", "mark-line"), ("stroke", Self.markColour), ("stroke-width", "1"),
                                           ("stroke-dasharray", DiagramStyle.dashed)])
        let top = start.y <= end.y ? start : end
        labels.place(label, candidates: [top + FigurePoint(x: 4, y: -4), top + FigurePoint(x: -4, y: -4)], anchor: .start,
                     subject: top, canvas: &canvas) { writer in
            writer.attribute("class", "label mark-line")
            writer.attribute("fill", Self.markColour)
        }
    }

    /// Where the images of a layer's parallel edges meet: the image of the edge direction (1, 0, 0, 0) or
    /// (0, 1, 0, 0) under the layer's screen matrix, divided by its w (a row of the matrix); an edge direction whose
    /// w is 0 stays parallel and meets nowhere. Dotted lines extend the corners' edges to the point.
    private func drawMeetingPoints(of layers: [DrawnLayer], page: (CGPoint) -> FigurePoint, rootBox: FigureBox,
                                   labels: inout LabelPlacer, canvas: inout SVGCanvas) {
        let reach = rootBox.expanded(byFactor: 1.5, minimum: 400)
        var placed: [FigurePoint] = []
        for layer in layers {
            let m = layer.projected.screenMatrix
            let rows = [(m.m11, m.m12, m.m14), (m.m21, m.m22, m.m24)]
            for (x, y, w) in rows where abs(w) > 1e-12 {
                let point = page(CGPoint(x: x / w, y: y / w))
                guard point.isFinite, reach.contains(point),
                      !placed.contains(where: { SVGCanvas.writeAlike([point], [$0]) }) else { continue }
                placed.append(point)
                for corner in layer.polygon {
                    canvas.line(from: corner, to: point, [("class", "guide meeting"), ("stroke", DiagramStyle.vanishingPoint),
                                                          ("stroke-opacity", "0.45"), ("stroke-dasharray", DiagramStyle.dotted)])
                }
                let rootPoint = CGPoint(x: x / w, y: y / w)
                drawPoint(point, label: "edges meet at (" + Self.spell(rootPoint.x) + ", " + Self.spell(rootPoint.y) + ")",
                          className: FigureMark.meetingPoint.className, labels: &labels, canvas: &canvas)
            }
        }
    }

    /// An arrow along one axis of the layer's own space from its anchor point, half the layer's smaller side long;
    /// an axis seen end on (z for a flat layer) is a dot in a ring, "pointing at you".
    private func drawAxis(_ axis: FigureMark.Axis, of layer: DrawnLayer, page: (CGPoint) -> FigurePoint,
                          labels: inout LabelPlacer, canvas: inout SVGCanvas) {
        let bounds = layer.projected.layer.bounds.standardized
        let a = layer.projected.layer.anchorInBounds
        let length = max(20, min(bounds.size.width, bounds.size.height) / 2)
        let m = layer.projected.screenMatrix
        let from = m.transform(x: a.x, y: a.y, z: a.z)
        let to = m.transform(x: a.x + (axis == .x ? length : 0), y: a.y + (axis == .y ? length : 0),
                             z: a.z + (axis == .z ? length : 0))
        let epsilon = options.projection.nearPlaneEpsilon
        guard from.w >= epsilon, to.w >= epsilon else { return }
        let start = page(from.projected)
        let end = page(to.projected)
        guard start.isFinite, end.isFinite else { return }
        let name = axis.rawValue + " axis"
        if (end - start).length < 4 {
            canvas.circle(at: start, radius: 7, [("class", FigureMark.axis(axis).className), ("fill", "none"),
                                                 ("stroke", DiagramStyle.basisK), ("stroke-width", "1.5")])
            labels.place(name + " points at you", candidates: [start + FigurePoint(x: 10, y: 16)], anchor: .start,
                         subject: start, canvas: &canvas) { writer in
                writer.attribute("class", "label mark-axis")
                writer.attribute("fill", DiagramStyle.basisK)
            }
            return
        }
        canvas.arrow(from: start, to: end, colour: DiagramStyle.basisK, label: nil, dashed: false,
                     classes: FigureMark.axis(axis).className)
        let direction = end - start
        labels.place(name, candidates: [end + direction * (8 / direction.length) + FigurePoint(x: 0, y: 4)], anchor: .middle,
                     subject: end, canvas: &canvas) { writer in
            writer.attribute("class", "label mark-axis")
            writer.attribute("fill", DiagramStyle.basisK)
        }
    }

    /// The number of a collection element (`faces[0]` is 1) at the projected centre of its bounds, on a face that
    /// faces the viewer: a back face is behind the front ones, or hidden, and its number would float over them.
    private func drawNumber(of layer: DrawnLayer, page: (CGPoint) -> FigurePoint, labels: inout LabelPlacer,
                            canvas: inout SVGCanvas) {
        guard let number = Self.collectionNumber(of: layer.name), layer.projected.isVisible,
              layer.projected.facing == .front, layer.polygon.count >= 3,
              let centre = projectedCentre(of: layer, page: page) else { return }
        labels.place(String(number), candidates: [centre + FigurePoint(x: 0, y: 4)], anchor: .middle, subject: centre,
                     canvas: &canvas) { writer in
            // Bold, in the mark colour over a white halo: the stylesheet's rule for every face number (figures.css).
            writer.attribute("class", "label " + FigureMark.numbers.className)
            writer.attribute("data-layer-index", .integer(layer.index))
        }
    }

    /// The centre of the layer's bounds through its screen matrix (where the quad's diagonals cross), when in front
    /// of the eye.
    func projectedCentre(of layer: DrawnLayer, page: (CGPoint) -> FigurePoint) -> FigurePoint? {
        let bounds = layer.projected.layer.bounds.standardized
        let image = layer.projected.screenMatrix.transform(x: bounds.midX, y: bounds.midY, z: 0)
        guard image.w >= options.projection.nearPlaneEpsilon else { return nil }
        let point = page(image.projected)
        return point.isFinite ? point : nil
    }

    /// The description's words for a marked point or line the root's placement puts behind the eye: such a mark is
    /// not drawn, and a reader must not look for it in vain.
    func describeUndrawnMarks(into text: inout Prose) {
        let bounds = root.bounds.standardized
        for mark in options.marks {
            switch mark {
            case .point(let x, let y) where isBehindTheEye(x, y):
                text.startSentence()
                text.add("The marked point ")
                text.addPoint(x, y)
                text.add(" lies behind the eye and is not drawn.")
            case .verticalLine(let x) where isBehindTheEye(x, bounds.minY) || isBehindTheEye(x, bounds.maxY):
                text.startSentence()
                text.add("The marked line x = ")
                text.addCoordinate(x)
                text.add(" reaches behind the eye and is not drawn.")
            case .horizontalLine(let y) where isBehindTheEye(bounds.minX, y) || isBehindTheEye(bounds.maxX, y):
                text.startSentence()
                text.add("The marked line y = ")
                text.addCoordinate(y)
                text.add(" reaches behind the eye and is not drawn.")
            default:
                continue
            }
        }
    }

    private func isBehindTheEye(_ x: Double, _ y: Double) -> Bool {
        windowPoint(ofRootPoint: CGPoint(x: x, y: y)) == nil
    }

    /// 1 + the index of a layer that is itself an element of a collection (`self.faces[0].layer` → 1), not a
    /// layer inside one (`faces[0].layer.sublayers[0]`: the face's lighting overlay).
    static func collectionNumber(of name: String) -> Int? {
        let parts = LayerColours.components(of: name)
        guard let last = parts.last, let element = LayerColours.collectionElement(last),
              !parts.dropLast().contains(where: { LayerColours.collectionElement($0) != nil }) else { return nil }
        return element.index + 1
    }

    /// A coordinate as the figures write it (2 decimals at most).
    private static func spell(_ value: Double) -> String {
        NumberFormatting.coordinate(value)
    }
}
