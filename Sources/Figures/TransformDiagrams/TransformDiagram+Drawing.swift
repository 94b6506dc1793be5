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
        func page(_ point: FigurePoint) -> FigurePoint { FigurePoint(x: point.x, y: point.y * flip) }
        let size = Self.referenceSize
        let geometry = self.geometry()
        var extent = FigureBox.empty
        for point in [FigurePoint(x: 0, y: 0), FigurePoint(x: size, y: size)] + geometry.square {
            extent.include(page(point))
        }
        var canvas = SVGCanvas(idPrefix: options.idPrefix,
                               saneBox: FigureBox(minX: -size, minY: -size, maxX: 2 * size, maxY: 2 * size)
                                   .expanded(byFactor: 4, minimum: 400))
        // Axes before (dashed) and after (solid), long enough to frame both squares.
        let reach = max(size * 1.4, min(max(abs(extent.minX), abs(extent.maxX), abs(extent.minY), abs(extent.maxY)) + 20, 2000))
        canvas.line(from: page(FigurePoint(x: -reach * 0.25, y: 0)), to: page(FigurePoint(x: reach, y: 0)),
                    [("class", "axis before"), ("stroke", DiagramStyle.guide), ("stroke-dasharray", DiagramStyle.dashed)])
        canvas.line(from: page(FigurePoint(x: 0, y: -reach * 0.25)), to: page(FigurePoint(x: 0, y: reach)),
                    [("class", "axis before"), ("stroke", DiagramStyle.guide), ("stroke-dasharray", DiagramStyle.dashed)])
        canvas.text("x", at: page(FigurePoint(x: reach, y: 0)) + FigurePoint(x: 4, y: 4), [("class", "label axis"), ("fill", DiagramStyle.guide)])
        canvas.text("y", at: page(FigurePoint(x: 0, y: reach)) + FigurePoint(x: 4, y: options.yAxisPointsUp ? -4 : 12),
                    [("class", "label axis"), ("fill", DiagramStyle.guide)])
        if let o = image(x: 0, y: 0), let xEnd = image(x: reach, y: 0), let xStart = image(x: -reach * 0.25, y: 0) {
            canvas.line(from: page(xStart), to: page(xEnd), [("class", "axis after"), ("stroke", DiagramStyle.basisI),
                                                             ("stroke-opacity", "0.45")])
            _ = o
        }
        if let yEnd = image(x: 0, y: reach), let yStart = image(x: 0, y: -reach * 0.25) {
            canvas.line(from: page(yStart), to: page(yEnd), [("class", "axis after"), ("stroke", DiagramStyle.basisJ),
                                                             ("stroke-opacity", "0.45")])
        }
        // Reference square before.
        let before = [FigurePoint(x: 0, y: 0), FigurePoint(x: size, y: 0), FigurePoint(x: size, y: size), FigurePoint(x: 0, y: size)]
        canvas.polygon(before.map(page), [("class", "square before"), ("fill", "none"), ("stroke", DiagramStyle.guide),
                                          ("stroke-dasharray", DiagramStyle.dashed)])
        canvas.polygon(DiagramStyle.contentMark.map { page(FigurePoint(x: $0.0 * size, y: $0.1 * size)) },
                       [("class", "content-mark before"), ("fill", DiagramStyle.guide), ("fill-opacity", "0.25")])
        // Image of the square.
        if geometry.square.count >= 3 {
            var attributes: [(String, String)] = [("class", "square after" + (geometry.isClipped ? " clipped" : "")),
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
        // Basis vectors before (dashed) and after (solid).
        let zero = FigurePoint(x: 0, y: 0)
        canvas.arrow(from: page(zero), to: page(FigurePoint(x: size, y: 0)), colour: DiagramStyle.guide, label: "i",
                     dashed: true, classes: "basis before")
        canvas.arrow(from: page(zero), to: page(FigurePoint(x: 0, y: size)), colour: DiagramStyle.guide, label: "j",
                     dashed: true, classes: "basis before")
        if let origin = geometry.origin {
            if let i = geometry.unitI {
                canvas.arrow(from: page(origin), to: page(i), colour: DiagramStyle.basisI, label: "i′", dashed: false,
                             classes: "basis after i")
            }
            if let j = geometry.unitJ {
                canvas.arrow(from: page(origin), to: page(j), colour: DiagramStyle.basisJ, label: "j′", dashed: false,
                             classes: "basis after j")
            }
        }
        if let vanishing = geometry.vanishingPoint, let placed = Optional(page(vanishing)) {
            for corner in geometry.square {
                canvas.line(from: page(corner), to: placed, [("class", "guide vanishing"), ("stroke", DiagramStyle.vanishingPoint),
                                                             ("stroke-opacity", "0.5"), ("stroke-dasharray", DiagramStyle.dotted)])
            }
            canvas.circle(at: placed, radius: 4, [("class", "vanishing-point"), ("fill", DiagramStyle.vanishingPoint),
                                                  ("data-point", SVGCanvas.cornerPointList([vanishing]))])
            canvas.text("vanishing point", at: placed + FigurePoint(x: 7, y: -6),
                        [("class", "label vanishing"), ("fill", DiagramStyle.vanishingPoint)])
        }
        if geometry.isClipped, let centre = vertexCentre(of: geometry.square) {
            canvas.text("clipped at the near plane", at: page(centre), anchor: .middle,
                        [("class", "label clipped"), ("fill", DiagramStyle.clipped)])
        }
        return canvas.render(title: title, description: description(geometry), classes: "figure transform-diagram",
                             extraAttributes: [("data-kind", isShear ? "shear" : "reference-square")])
    }

    var title: String {
        switch subject {
        case .affine: return options.name + ": a CGAffineTransform acting on a reference square"
        case .transform3D: return options.name + ": a CATransform3D acting on a reference square"
        }
    }

    func description(_ geometry: Geometry) -> String {
        let words: String
        let basis: String
        switch subject {
        case .affine(let t):
            words = TransformWording.describe(t)
            basis = "i = (1, 0) becomes (" + TransformWording.word(t.a) + ", " + TransformWording.word(t.b)
                + "), j = (0, 1) becomes (" + TransformWording.word(t.c) + ", " + TransformWording.word(t.d)
                + ") and the origin moves to (" + TransformWording.word(t.tx) + ", " + TransformWording.word(t.ty) + ")."
        case .transform3D(let t):
            words = TransformWording.describe(t)
            basis = "i = (1, 0, 0) becomes (" + [t.m11, t.m12, t.m13].map(TransformWording.word).joined(separator: ", ")
                + "), j becomes (" + [t.m21, t.m22, t.m23].map(TransformWording.word).joined(separator: ", ")
                + "), k becomes (" + [t.m31, t.m32, t.m33].map(TransformWording.word).joined(separator: ", ") + ")."
        }
        var text = "The 100 by 100 point reference square with basis vectors i and j and the axes, dashed before and solid after "
            + options.name + ", which is " + words + ". " + basis
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
