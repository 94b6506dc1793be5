import TransformKit

extension TransformDiagram {
    struct Geometry {
        /// Image of the reference square (clipped for 3D), page coordinates before the y flip.
        var square: [FigurePoint]
        var origin: FigurePoint?
        var unitI: FigurePoint?
        var unitJ: FigurePoint?
        var mark: [FigurePoint]
        var isClipped: Bool
        var vanishingPoint: FigurePoint?
    }

    /// Maps a point of the transform's own space (z = 0 unless given) to the page, or nil when it is behind the
    /// eye (w ≤ 0) or not finite.
    func image(x: Double, y: Double, z: Double = 0) -> FigurePoint? {
        switch subject {
        case .affine(let t):
            let p = CGPoint(x: x, y: y).applying(t)
            let point = FigurePoint(x: p.x, y: p.y)
            return point.isFinite ? point : nil
        case .transform3D(let t):
            return ProjectionAdapter.project(t, x: x, y: y, z: z)
        }
    }

    func imagePolygon(_ points: [(Double, Double)]) -> (points: [FigurePoint], clipped: Bool) {
        switch subject {
        case .affine:
            let mapped = points.compactMap { image(x: $0.0, y: $0.1) }
            return (mapped, false)
        case .transform3D(let t):
            return ProjectionAdapter.projectPolygon(t, points)
        }
    }

    func geometry() -> Geometry {
        let size = Self.referenceSize
        let corners = [(0.0, 0.0), (size, 0.0), (size, size), (0.0, size)]
        let square = imagePolygon(corners)
        let mark = imagePolygon(DiagramStyle.contentMark.map { ($0.0 * size, $0.1 * size) })
        var vanishingPoint: FigurePoint?
        if case .transform3D(let t) = subject {
            vanishingPoint = ProjectionAdapter.vanishingPointOfZ(t)
        }
        return Geometry(square: square.points, origin: image(x: 0, y: 0), unitI: image(x: size, y: 0),
                        unitJ: image(x: 0, y: size), mark: mark.clipped ? [] : mark.points,
                        isClipped: square.clipped, vanishingPoint: vanishingPoint)
    }

    /// The SVG figure.
    public func svg() -> String {
        rendered().markup
    }

    func rendered() -> RenderedSVG {
        let flip = options.yAxisPointsUp ? -1.0 : 1.0
        let size = Self.referenceSize
        let geometry = self.geometry()
        let saneBox = FigureBox(minX: -size, minY: -size, maxX: 2 * size, maxY: 2 * size).expanded(byFactor: 4, minimum: 400)
        let panel = ReferencePanel(extent: pageExtent(geometry, flip: flip, within: saneBox), largestScale: options.largestScale)
        let scale = panel.scale
        func page(_ point: FigurePoint) -> FigurePoint { FigurePoint(x: point.x * scale, y: point.y * flip * scale) }
        var canvas = SVGCanvas(idPrefix: options.idPrefix, saneBox: saneBox.scaled(by: scale))
        canvas.fixedViewBox = panel.viewBox
        drawTitle(on: &canvas, panel: panel)
        drawGridAndAxes(on: &canvas, panel: panel, page: page)
        drawSquares(on: &canvas, geometry: geometry, page: page)
        drawBasis(on: &canvas, geometry: geometry, page: page, labels: otherLabels(geometry, panel: panel, page: page))
        drawVanishingPoint(on: &canvas, geometry: geometry, page: page)
        drawLegend(on: &canvas, panel: panel)
        return canvas.render(title: title, description: description(geometry, panel: panel),
                             classes: "figure transform-diagram",
                             extraAttributes: [("data-kind", isShear ? "shear" : "reference-square"),
                                               ("data-scale", NumberFormatting.coordinate(scale)),
                                               ("data-grid-step", NumberFormatting.coordinate(panel.gridStep))])
    }

    /// The scale this diagram's panel would draw at on its own: a figure of several panels draws them all at the
    /// smallest, so that their squares compare.
    public var naturalScale: Double {
        let size = Self.referenceSize
        let saneBox = FigureBox(minX: -size, minY: -size, maxX: 2 * size, maxY: 2 * size).expanded(byFactor: 4, minimum: 400)
        return ReferencePanel(extent: pageExtent(geometry(), flip: options.yAxisPointsUp ? -1 : 1, within: saneBox)).scale
    }

    /// What the panel must show, in page coordinates before scaling: both squares, the origin and any vanishing
    /// point, limited to the sane box (a square clipped at the near plane can reach very far).
    private func pageExtent(_ geometry: Geometry, flip: Double, within saneBox: FigureBox) -> FigureBox {
        var extent = FigureBox.empty
        var points = [FigurePoint(x: 0, y: 0), FigurePoint(x: Self.referenceSize, y: Self.referenceSize)] + geometry.square
        if let vanishing = geometry.vanishingPoint { points.append(vanishing) }
        for point in points where point.isFinite {
            extent.include(saneBox.clamp(FigurePoint(x: point.x, y: point.y * flip)))
        }
        return extent
    }

    private func drawTitle(on canvas: inout SVGCanvas, panel: ReferencePanel) {
        canvas.text(options.name, at: panel.titleBaseline(0), anchor: .start,
                    [("class", "panel-title"), ("font-weight", "600"), ("fill", DiagramStyle.marks)])
        for (index, line) in ReferencePanel.titleWords(wording).enumerated() {
            canvas.text(line, at: panel.titleBaseline(index + 1), anchor: .start,
                        [("class", "panel-title words"), ("fill", DiagramStyle.marks)])
        }
    }

    /// The transform in words, as the title band and the description say it.
    var wording: String {
        switch subject {
        case .affine(let t): return TransformWording.describe(t)
        case .transform3D(let t): return TransformWording.describe(t)
        }
    }

    private func drawGridAndAxes(on canvas: inout SVGCanvas, panel: ReferencePanel, page: (FigurePoint) -> FigurePoint) {
        canvas.segments(panel.gridLines) { item in
            item.attribute("class", "grid")
            item.attribute("stroke", DiagramStyle.guide)
            item.attribute("stroke-opacity", "0.25")
            item.attribute("stroke-width", "0.75")
        }
        let area = panel.drawing
        let before: [(StaticString, String)] = [("class", "axis before"), ("stroke", DiagramStyle.guide),
                                          ("stroke-dasharray", DiagramStyle.dashed)]
        canvas.line(from: FigurePoint(x: area.minX, y: 0), to: FigurePoint(x: area.maxX, y: 0), before)
        canvas.line(from: FigurePoint(x: 0, y: area.minY), to: FigurePoint(x: 0, y: area.maxY), before)
        canvas.text("x", at: xLabelBaseline(panel), [("class", "label axis"), ("fill", DiagramStyle.guide)])
        canvas.text("y", at: yLabelBaseline(panel), [("class", "label axis"), ("fill", DiagramStyle.guide)])
        // The images of the axes, as far as the drawing area reaches (in the transform's units).
        let reach = max(area.width, area.height) * 2 / panel.scale
        for (end, start, colour) in [(image(x: reach, y: 0), image(x: -reach, y: 0), DiagramStyle.basisI),
                                     (image(x: 0, y: reach), image(x: 0, y: -reach), DiagramStyle.basisJ)] {
            guard let end, let start, let (from, to) = panel.clip(page(start), page(end)) else { continue }
            canvas.line(from: from, to: to, [("class", "axis after"), ("stroke", colour), ("stroke-opacity", "0.45")])
        }
    }

    private func xLabelBaseline(_ panel: ReferencePanel) -> FigurePoint {
        FigurePoint(x: panel.drawing.maxX - 8, y: -4)
    }

    private func yLabelBaseline(_ panel: ReferencePanel) -> FigurePoint {
        FigurePoint(x: 4, y: options.yAxisPointsUp ? panel.drawing.minY + 11 : panel.drawing.maxY - 3)
    }

    private func vanishingLabelBaseline(_ placed: FigurePoint) -> FigurePoint {
        placed + FigurePoint(x: 7, y: -6)
    }

    /// The labels drawn at fixed places (the axes', the clipping note, the vanishing point's), which the names of
    /// the images of i and j keep off.
    private func otherLabels(_ geometry: Geometry, panel: ReferencePanel, page: (FigurePoint) -> FigurePoint) -> LabelPlacer {
        var labels = LabelPlacer()
        labels.reserve("x", at: xLabelBaseline(panel), anchor: .start)
        labels.reserve("y", at: yLabelBaseline(panel), anchor: .start)
        if geometry.isClipped, let centre = vertexCentre(of: geometry.square) {
            labels.reserve(Self.clippedNote, at: page(centre), anchor: .middle)
        }
        if let vanishing = geometry.vanishingPoint {
            labels.reserve(Self.vanishingLabel, at: vanishingLabelBaseline(page(vanishing)), anchor: .start)
        }
        return labels
    }

    private static let clippedNote = "clipped at the near plane"
    private static let vanishingLabel = "vanishing point"

    private func drawSquares(on canvas: inout SVGCanvas, geometry: Geometry, page: (FigurePoint) -> FigurePoint) {
        let size = Self.referenceSize
        let before = [FigurePoint(x: 0, y: 0), FigurePoint(x: size, y: 0), FigurePoint(x: size, y: size), FigurePoint(x: 0, y: size)]
        canvas.polygon(before.map(page), [("class", "square before"), ("fill", "none"), ("stroke", DiagramStyle.guide),
                                          ("stroke-dasharray", DiagramStyle.dashed)])
        canvas.polygon(DiagramStyle.contentMark.map { page(FigurePoint(x: $0.0 * size, y: $0.1 * size)) },
                       [("class", "content-mark before"), ("fill", DiagramStyle.guide), ("fill-opacity", "0.25")])
        if geometry.square.count >= 3 {
            var attributes: [(StaticString, String)] = [("class", "square after" + (geometry.isClipped ? " clipped" : "")),
                                                  ("fill", DiagramStyle.palette[0]), ("fill-opacity", "0.18"),
                                                  ("stroke", DiagramStyle.palette[0]), ("stroke-width", "2"),
                                                  ("data-corners", SVGCanvas.cornerPointList(geometry.square))]
            if geometry.isClipped { attributes.append(("stroke-dasharray", "10 3 2 3")) }
            canvas.polygon(geometry.square.map(page), attributes)
        }
        if geometry.mark.count >= 3 {
            canvas.polygon(geometry.mark.map(page), [("class", "content-mark after"), ("fill", DiagramStyle.palette[0]),
                                                     ("fill-opacity", "0.55"),
                                                     ("data-winding", signedArea(of: geometry.mark) >= 0 ? "clockwise" : "counter-clockwise")])
        }
        if isShear, geometry.square.count == 4 {
            let q = geometry.square.map(page)
            canvas.parallelMark(from: q[0], to: q[1], count: 1, colour: DiagramStyle.palette[1])
            canvas.parallelMark(from: q[3], to: q[2], count: 1, colour: DiagramStyle.palette[1])
            canvas.parallelMark(from: q[0], to: q[3], count: 2, colour: DiagramStyle.palette[1])
            canvas.parallelMark(from: q[1], to: q[2], count: 2, colour: DiagramStyle.palette[1])
        }
        if geometry.isClipped, let centre = vertexCentre(of: geometry.square) {
            canvas.text(Self.clippedNote, at: page(centre), anchor: .middle,
                        [("class", "label clipped"), ("fill", DiagramStyle.clipped)])
        }
    }

    /// The basis i, j before (dashed) and its images after, named k and l as chapter 2 names them. A vector the
    /// transform leaves in place (or moves onto another) would put its two names on one spot: each name of an
    /// image takes the first free place beside its head, clear of every other label.
    private func drawBasis(on canvas: inout SVGCanvas, geometry: Geometry, page: (FigurePoint) -> FigurePoint,
                           labels: LabelPlacer) {
        var labels = labels
        let size = Self.referenceSize
        let zero = FigurePoint(x: 0, y: 0)
        for (label, end) in [("i", FigurePoint(x: size, y: 0)), ("j", FigurePoint(x: 0, y: size))] {
            canvas.arrow(from: page(zero), to: page(end), colour: DiagramStyle.guide, label: label,
                         dashed: true, classes: "basis before")
            labels.reserve(label, at: SVGCanvas.arrowLabelBaseline(from: page(zero), to: page(end)), anchor: .start)
        }
        guard let origin = geometry.origin else { return }
        let images = [(geometry.unitI, Self.imageOfI, DiagramStyle.basisI, "basis after i"),
                      (geometry.unitJ, Self.imageOfJ, DiagramStyle.basisJ, "basis after j")]
        for case let (image?, label, colour, classes) in images {
            let (from, to) = (page(origin), page(image))
            canvas.arrow(from: from, to: to, colour: colour, label: nil, dashed: false, classes: classes)
            guard from.isFinite, to.isFinite else { continue }
            labels.place(label, candidates: Self.labelCandidates(from: from, to: to), anchor: .start,
                         attributes: SVGCanvas.arrowLabelAttributes(colour: colour, bold: true), canvas: &canvas)
        }
    }

    /// Beyond the head along the arrow first, then beside the head on either side, then further along.
    private static func labelCandidates(from start: FigurePoint, to end: FigurePoint) -> [FigurePoint] {
        let along = SVGCanvas.arrowLabelBaseline(from: start, to: end)
        let direction = end - start
        let length = direction.length
        let unit = length > 0 ? direction * (1 / length) : FigurePoint(x: 1, y: 0)
        let normal = FigurePoint(x: -unit.y, y: unit.x)
        return [along, along + normal * 14, along - normal * 14, along + unit * 12,
                along + normal * 14 + unit * 8, along - normal * 14 + unit * 8]
    }

    /// The names of the images of i and j, as the book's text (chapter 2, "Basis vectors") calls them.
    static let imageOfI = "k"
    static let imageOfJ = "l"

    private func drawVanishingPoint(on canvas: inout SVGCanvas, geometry: Geometry, page: (FigurePoint) -> FigurePoint) {
        guard let vanishing = geometry.vanishingPoint else { return }
        let placed = page(vanishing)
        for corner in geometry.square {
            canvas.line(from: page(corner), to: placed, [("class", "guide vanishing"), ("stroke", DiagramStyle.vanishingPoint),
                                                         ("stroke-opacity", "0.5"), ("stroke-dasharray", DiagramStyle.dotted)])
        }
        canvas.circle(at: placed, radius: 4, [("class", "vanishing-point"), ("fill", DiagramStyle.vanishingPoint),
                                              ("data-point", SVGCanvas.cornerPointList([vanishing]))])
        canvas.text(Self.vanishingLabel, at: vanishingLabelBaseline(placed),
                    [("class", "label vanishing"), ("fill", DiagramStyle.vanishingPoint)])
    }

    /// What the marks mean: dashed before, solid after with the names of the images, the grid's step and the F.
    private func drawLegend(on canvas: inout SVGCanvas, panel: ReferencePanel) {
        let swatch = 18.0
        let entries: [(text: String, stroke: String, dashed: Bool)] = [
            ("before: i, j and the reference square", DiagramStyle.guide, true),
            ("after: " + Self.imageOfI + " and " + Self.imageOfJ + ", the images of i and j", DiagramStyle.palette[0], false),
            ("grid: every " + NumberFormatting.coordinate(panel.gridStep) + " pt; the F shows orientation", DiagramStyle.guide, false),
        ]
        for (index, entry) in entries.enumerated() {
            let baseline = panel.legendBaseline(index)
            if index < 2 {
                var attributes: [(StaticString, String)] = [("class", "legend swatch"), ("stroke", entry.stroke), ("stroke-width", "2")]
                if entry.dashed { attributes.append(("stroke-dasharray", DiagramStyle.dashed)) }
                canvas.line(from: baseline + FigurePoint(x: 0, y: -4), to: baseline + FigurePoint(x: swatch, y: -4), attributes)
            }
            canvas.text(entry.text, at: baseline + FigurePoint(x: swatch + 6, y: 0), anchor: .start,
                        [("class", "legend"), ("fill", DiagramStyle.marks)])
        }
    }

    var title: String {
        switch subject {
        case .affine: return options.name + ": a CGAffineTransform acting on a reference square"
        case .transform3D: return options.name + ": a CATransform3D acting on a reference square"
        }
    }

    func description(_ geometry: Geometry, panel: ReferencePanel) -> String {
        let k = Self.imageOfI, l = Self.imageOfJ
        let basis: String
        switch subject {
        case .affine(let t):
            basis = "i = (1, 0) becomes " + k + " = (" + TransformWording.word(t.a) + ", " + TransformWording.word(t.b)
                + "), j = (0, 1) becomes " + l + " = (" + TransformWording.word(t.c) + ", " + TransformWording.word(t.d)
                + ") and the origin moves to (" + TransformWording.word(t.tx) + ", " + TransformWording.word(t.ty) + ")."
        case .transform3D(let t):
            basis = "i = (1, 0, 0) becomes " + k + " = (" + [t.m11, t.m12, t.m13].map(TransformWording.word).joined(separator: ", ")
                + "), j = (0, 1, 0) becomes " + l + " = (" + [t.m21, t.m22, t.m23].map(TransformWording.word).joined(separator: ", ")
                + "), the z unit vector (0, 0, 1) becomes (" + [t.m31, t.m32, t.m33].map(TransformWording.word).joined(separator: ", ") + ")."
        }
        var text = "The 100 by 100 point reference square with basis vectors i and j and the axes, dashed before, and solid "
            + "after " + options.name + ", which is " + wording + "; the images of i and j are named " + k + " and " + l
            + ". " + basis + " The grid's lines are " + NumberFormatting.coordinate(panel.gridStep) + " points apart."
        if panel.scale < 1 {
            text += " Drawn at " + String(Int((panel.scale * 100).rounded())) + "% of its size to fit the panel."
        }
        if isShear { text += " The image is a slanted parallelogram; tick marks pair its parallel edges." }
        let mark = geometry.mark
        if mark.count >= 3, signedArea(of: mark) < 0 { text += " The F mark reads mirrored: the transform flips orientation." }
        if geometry.isClipped { text += " Part of the square lies behind the eye (w ≤ 0) and is clipped at the near plane." }
        if let v = geometry.vanishingPoint {
            text += " Lines parallel to the z axis converge at the vanishing point (" + TransformWording.word(v.x) + ", "
                + TransformWording.word(v.y) + ")."
        }
        if options.yAxisPointsUp { text += " The y axis points up (macOS)." }
        return text
    }
}
