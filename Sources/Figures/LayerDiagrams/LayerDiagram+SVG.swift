import TransformKit

extension LayerDiagram {
    /// The SVG figure (`<svg>` with title, desc, role and a fitted viewBox).
    public func svg() -> String {
        render().svg.markup
    }

    /// The live CSS rendition of the same layers, in the same page coordinates as `svg()` (see docs/figures.md).
    public func liveRendition() -> String {
        render().live
    }

    /// Both, from one layout, so their coordinates agree.
    public func svgAndLiveRendition() -> (svg: String, live: String) {
        let rendered = render()
        return (rendered.svg.markup, rendered.live)
    }

    /// The viewBox of `svg()`: (minX, minY, width, height) in page coordinates.
    public var viewBox: (x: Double, y: Double, width: Double, height: Double) {
        let box = draw(layout()).canvas.viewBox
        return (box.minX, box.minY, box.width, box.height)
    }

    func render() -> (svg: RenderedSVG, live: String, box: FigureBox) {
        render(layout())
    }

    func render(_ layout: Layout) -> (svg: RenderedSVG, live: String, box: FigureBox) {
        let drawing = draw(layout)
        let svg = drawing.canvas.render(title: drawing.title, description: drawing.description,
                                        classes: "figure layer-diagram", sharedKeyID: Self.keyID)
        let box = drawing.canvas.viewBox
        let live = LiveRendition(root: root, others: Array(topmostLayers.dropFirst()),
                                 displayRect: layout.renderList.displayRect, catalog: layout.catalog, viewBox: box,
                                 idPrefix: options.idPrefix, highlighted: highlightedIDs,
                                 siblingOrder: paintersOrder(layout.renderList),
                                 keyframes: { TransformKeyframes.keyframes(to: $0) },
                                 platform: options.platform, playSteps: options.playSteps,
                                 numbersElements: options.marks.contains(.numbers)).render()
        return (svg, live, box)
    }

    /// The drawing of the layers, with the figure's title and description (the `<svg>` is written from it).
    struct Drawing: ~Copyable {
        var canvas: SVGCanvas
        let title: String
        /// UTF-8 text.
        let description: [UInt8]
    }

    func draw(_ layout: Layout) -> Drawing {
        let catalog = layout.catalog
        let drawn = drawnLayers(catalog: catalog, list: layout.renderList)
        let display = layout.renderList.displayTransform(for: options.platform)
        func page(_ p: CGPoint) -> FigurePoint {
            let q = p.applying(display)
            return FigurePoint(x: q.x, y: q.y)
        }
        let rootBounds = root.bounds.standardized
        // The root's outline where it sits in the window (spec C17): its drawn polygon, or its bounds when it draws
        // nothing (a transform layer) or that polygon is degenerate.
        let rootPolygon = layout.renderList.entry(for: root)?.polygon ?? []
        let rootOutline = rootPolygon.count >= 3 && rootPolygon.allSatisfy({ $0.x.isFinite && $0.y.isFinite })
            ? rootPolygon
            : [CGPoint(x: rootBounds.minX, y: rootBounds.minY), CGPoint(x: rootBounds.maxX, y: rootBounds.minY),
               CGPoint(x: rootBounds.maxX, y: rootBounds.maxY), CGPoint(x: rootBounds.minX, y: rootBounds.maxY)]
        let rootCorners = rootOutline.map(page)
        var rootBox = FigureBox.empty
        for corner in rootCorners { rootBox.include(corner) }
        let saneBox = rootBox.expanded(byFactor: 1.5, minimum: 400)
        var canvas = SVGCanvas(idPrefix: options.idPrefix, saneBox: saneBox)
        let highlightedIDs = self.highlightedIDs

        var labels = LabelPlacer()
        // Every label keeps off every drawn outline, so the outlines are known before the first label is placed.
        for layer in drawn where layer.projected.isVisible && layer.polygon.count >= 3
            && offFigureDirection(layer.polygon, saneBox: saneBox, rootBox: rootBox) == nil {
            labels.avoid(outline: layer.polygon)
        }
        let animationOutlines = self.animationOutlines(drawn: drawn, page: page)
        for outline in animationOutlines { labels.avoid(outline: outline.corners) }
        // Root bounds.
        // Dotted by the stylesheet (figures.css), as every root's outline of a page is.
        canvas.polygon(rootCorners, [("class", "root-bounds"), ("fill", "none"), ("stroke", DiagramStyle.rootBounds)])
        if let first = rootCorners.first {
            labels.place((catalog.entries.first?.shortName ?? "root") + " " + size(of: root),
                         candidates: [first + FigurePoint(x: 4, y: 13)], anchor: .start, subject: first,
                         canvas: &canvas) { writer in
                writer.attribute("class", "label root")
                writer.attribute("fill", DiagramStyle.rootBounds)
            }
        }
        // Layers in painter's order.
        var hiddenBackFaces: [LayerDiagram.DrawnLayer] = []
        var hiddenLabels: [(String, [FigurePoint], String)] = []
        var legends: [(text: String, colour: String)] = []
        for layer in drawn {
            let entry = catalog.entries[layer.index]
            let projected = layer.projected
            switch projected.hiddenReason {
            case .backFaceCulled?:
                hiddenBackFaces.append(layer)
                continue
            case .some:
                continue
            case nil:
                break
            }
            guard layer.polygon.count >= 3 else { continue }
            if let far = offFigureDirection(layer.polygon, saneBox: saneBox, rootBox: rootBox) {
                // Entirely outside the sane box: clamping would collapse it onto the box's edge, so point at it.
                canvas.arrow(from: far.from, to: far.to, colour: entry.colour, label: nil, dashed: true, classes: "off-figure")
                labels.place(entry.shortName + " lies far off the figure, near (" + TransformWording.word(far.centre.x) + ", "
                             + TransformWording.word(far.centre.y) + ")", candidates: [far.to + FigurePoint(x: 0, y: 16),
                                                                          far.to + FigurePoint(x: 0, y: -10)],
                             anchor: .middle, canvas: &canvas) { writer in
                    writer.attribute("class", "label off-figure")
                    writer.attribute("fill", entry.colour)
                }
                continue
            }
            let isHighlighted = highlightedIDs.contains(ObjectIdentifier(projected.layer))
            // Layers without a background get an opaque light tint of their colour, so painter's order shows which
            // layer covers which (a translucent fill would let back faces show through).
            var fill = entry.fill
            var fillOpacity = isContainer(projected.layer) ? 0.0 : 1.0
            if let colour = projected.layer.backgroundColor {
                fill = Self.hex(colour)
                fillOpacity = colour.clamped.alpha
            }
            fillOpacity *= Double(projected.opacity)
            let corners = layer.quad.allSatisfy({ $0.isFinite }) && !projected.isClipped ? layer.quad : layer.polygon
            canvas.polygon(layer.polygon) { writer in
                writer.beginAttribute("class")
                writer.value(literal: "layer")
                if isHighlighted { writer.value(literal: " highlighted") }
                if projected.isClipped { writer.value(literal: " clipped") }
                writer.endAttribute()
                writer.attribute("fill", fill)
                // Opaque is SVG's default: most layers of a page are, and the attribute would only repeat it.
                if !NumberSpelling.fixedSpellingsMatch(fillOpacity, 1, decimals: 3) {
                    writer.attribute("fill-opacity", .fixed(fillOpacity, decimals: 3))
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
            drawContentsPlaceholder(layer, canvas: &canvas, labels: &labels)
            if layer.contentMark.count >= 3, showsContentMark(projected.layer), !isContainer(projected.layer) {
                let winding = signedArea(of: layer.contentMark) >= 0
                canvas.polygon(layer.contentMark) { writer in
                    // Half opaque, by the stylesheet (figures.css): the same on every mark of the page.
                    writer.attribute("class", "content-mark")
                    writer.attribute("fill", entry.colour)
                    if winding {
                        writer.attribute("data-winding", "clockwise")
                    } else {
                        writer.attribute("data-winding", "counter-clockwise")
                    }
                }
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
        // Original frames (dashed), in tree order, over the filled layers so they stay visible; left out when more
        // than three layers carry transforms (the cube), where they only add clutter.
        if options.showsOriginalFrames, drawn.count(where: { showsOriginalFrame($0) }) <= 3 {
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
        // Where each transformed layer's anchor point went (the book's "moved diagonally down"), when few layers
        // move and the move is visible.
        let movers = drawn.filter { layer in
            guard layer.projected.isVisible, layer.projected.screenMatrix.hasNoPerspective,
                  let from = layer.originalAnchor, let to = layer.anchor,
                  saneBox.contains(from), saneBox.contains(to) else { return false }
            return (to - from).length > 12
        }
        if movers.count <= 3 {
            for layer in movers {
                guard let from = layer.originalAnchor, let to = layer.anchor else { continue }
                let direction = to - from
                let shortened = to - direction * (5 / direction.length)
                canvas.arrow(from: from, to: shortened, colour: DiagramStyle.guide, label: nil, dashed: true,
                             classes: "anchor-motion")
            }
        }
        // Hidden back faces: faint dotted outlines on top, labelled.
        for layer in hiddenBackFaces {
            let outline = layer.polygon.count >= 3 ? layer.polygon : layer.quad.filter({ $0.isFinite })
            guard outline.count >= 3 else { continue }
            let entry = catalog.entries[layer.index]
            canvas.polygon(outline, [("class", "hidden-back-face"), ("fill", "none"), ("stroke", entry.colour),
                                     ("stroke-opacity", "0.7"), ("stroke-dasharray", DiagramStyle.dotted),
                                     ("data-layer", layer.name), ("data-layer-index", String(layer.index)),
                                     ("data-facing", "back"), ("data-corners", SVGCanvas.cornerPointList(outline))])
            if hiddenBackFaces.count == 1, let centre = vertexCentre(of: outline) {
                hiddenLabels.append(("hidden back face", [centre + FigurePoint(x: 0, y: 22), centre + FigurePoint(x: 0, y: -18),
                                                          centre + FigurePoint(x: 0, y: 40)], entry.colour))
            }
        }
        // Vanishing points with guide lines from the corners of the layers that share them, where the listing asks
        // (a marker on every perspective cluttered figures whose lesson is elsewhere).
        let vanishing = options.marks.contains(.vanishingPoint) ? layout.vanishingPoints : []
        var drawsGuides = false
        var markedPoints: [FigurePoint] = []
        for point in vanishing {
            let target = page(point.point)
            // A point is labelled once, however many perspectives share it (as written: 2 decimals).
            let isNew = !markedPoints.contains { SVGCanvas.writeAlike([target], [$0]) }
            if isNew { markedPoints.append(target) }
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
            let owner = catalog.entry(for: point.owner)?.name ?? ""
            canvas.circle(at: target, radius: 4) { writer in
                writer.attribute("class", "vanishing-point")
                writer.attribute("fill", DiagramStyle.vanishingPoint)
                writer.beginAttribute("data-point")
                SVGCanvas.writePointList([target], spelling: FormattedNumber.exact, into: &writer)
                writer.endAttribute()
                writer.attribute("data-owner", owner)
            }
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
        if drawsGuides {
            legends.append(("dotted lines: corners toward the vanishing point", DiagramStyle.vanishingPoint))
        }
        if drawn.contains(where: { $0.contents != nil && $0.projected.isVisible }) {
            legends.append((Self.contentsLegend, DiagramStyle.imagePlaceholderColour))
        }
        drawMarks(options.marks, drawn: drawn, page: page, rootBox: rootBox, labels: &labels, legends: &legends,
                  canvas: &canvas)
        drawAnimationOutlines(animationOutlines, catalog: catalog, labels: &labels, legends: &legends, canvas: &canvas)
        drawTouches(options.touches, drawn: drawn, page: page, catalog: catalog, labels: &labels, legends: &legends,
                    canvas: &canvas)
        // Labels of highlighted layers last, so nothing covers them; back faces of a depth-sorted scene are
        // covered by front faces, so only front faces are labelled there.
        let hasDepthSorting = drawn.count(where: { $0.projected.isVisible && !$0.projected.screenMatrix.hasNoPerspective }) > 2
        for layer in drawn where highlightedIDs.contains(ObjectIdentifier(layer.projected.layer)) && layer.projected.isVisible {
            if hasDepthSorting && layer.projected.facing == .back { continue }
            if offFigureDirection(layer.polygon, saneBox: saneBox, rootBox: rootBox) != nil { continue }
            // An overlay covering exactly its superlayer (the cube's lighting layers) would repeat its label.
            if let parent = layer.projected.layer.superlayer,
               let parentLayer = drawn.first(where: { $0.projected.layer === parent }),
               parentLayer.polygon.count == layer.polygon.count,
               zip(parentLayer.polygon, layer.polygon).allSatisfy({ ($0 - $1).length < 0.5 }) { continue }
            guard let top = labelCorner(layer.polygon), let centre = vertexCentre(of: layer.polygon) else { continue }
            let bottom = layer.polygon.max { ($0.y, $0.x) < ($1.y, $1.x) } ?? centre
            let colour = catalog.entries[layer.index].colour
            labels.place(catalog.entries[layer.index].shortName,
                         candidates: [top + FigurePoint(x: 0, y: -6), centre + FigurePoint(x: 0, y: 4), bottom + FigurePoint(x: 0, y: 14)],
                         anchor: .middle, subject: top, canvas: &canvas) { writer in
                // Semibold by the stylesheet, like every layer label.
                writer.attribute("class", "label layer")
                writer.attribute("fill", colour)
            }
        }

        if hiddenBackFaces.count > 1 {
            // Several hidden faces (the cube): one legend under the root bounds instead of labels over visible faces.
            let bottomLeft = FigurePoint(x: (rootBox.minX + rootBox.maxX) / 2, y: rootBox.maxY + 16)
            hiddenLabels.append(("dotted: " + String(hiddenBackFaces.count) + " hidden back faces", [bottomLeft], DiagramStyle.marks))
        }
        // Legends stack under the root bounds, one a line.
        for (offset, legend) in legends.enumerated() {
            let position = FigurePoint(x: (rootBox.minX + rootBox.maxX) / 2, y: rootBox.maxY + 16 + 16 * Double(offset + 1))
            labels.place(legend.text, candidates: [position], anchor: .middle, canvas: &canvas) { writer in
                writer.attribute("class", "label legend")
                writer.attribute("fill", legend.colour)
            }
        }
        for (text, candidates, colour) in hiddenLabels {
            labels.place(text, candidates: candidates, anchor: .middle, canvas: &canvas) { writer in
                writer.attribute("class", "label hidden-back-face")
                writer.attribute("fill", colour)
            }
        }
        let title = options.title ?? defaultTitle(catalog)
        let offFigure = Set(drawn.filter { $0.projected.isVisible && $0.polygon.count >= 3
            && offFigureDirection($0.polygon, saneBox: saneBox, rootBox: rootBox) != nil }.map({ $0.index }))
        let description = self.description(catalog: catalog, drawn: drawn, vanishing: vanishing, hiddenBackFaces: hiddenBackFaces,
                                           offFigure: offFigure, animationOutlines: animationOutlines)
        return Drawing(canvas: canvas, title: title, description: description)
    }

    /// Sibling order for the CSS rendition: TransformKit's painter's order, so that a flat parent (which paints
    /// its children in DOM order, without depth sorting) shows the same layer in front as the SVG. A
    /// CATransformLayer, which draws nothing, ranks with its earliest-painted descendant.
    func paintersOrder(_ list: RenderList) -> (CALayer) -> [CALayer] {
        var rank: [ObjectIdentifier: Int] = [:]
        for (position, entry) in list.entries.enumerated() {
            rank[ObjectIdentifier(entry.layer)] = position
        }
        func rankOf(_ layer: CALayer, depth: Int) -> Int {
            if let known = rank[ObjectIdentifier(layer)] { return known }
            guard depth < LayerCatalog.maximumDepth else { return Int.max }
            let result = layer.sublayerArray.map { rankOf($0, depth: depth + 1) }.min() ?? Int.max
            rank[ObjectIdentifier(layer)] = result
            return result
        }
        return { parent in
            let sublayers = parent.sublayerArray
            let ranks = sublayers.map { rankOf($0, depth: 0) }
            return sublayers.indices.sorted { (ranks[$0], $0) < (ranks[$1], $1) }.map { sublayers[$0] }
        }
    }

    /// For a polygon whose bounding box lies wholly outside `saneBox`: an arrow from the root's centre toward it, ending inside the
    /// sane box, and the polygon's vertex centre (for the label). Nil when any vertex is inside.
    private func offFigureDirection(_ polygon: [FigurePoint], saneBox: FigureBox, rootBox: FigureBox)
        -> (from: FigurePoint, to: FigurePoint, centre: FigurePoint)? {
        var extent = FigureBox.empty
        for point in polygon { extent.include(point) }
        guard !extent.isEmpty, !extent.overlaps(saneBox), let centre = vertexCentre(of: polygon), centre.isFinite,
              !rootBox.isEmpty else { return nil }
        let start = FigurePoint(x: (rootBox.minX + rootBox.maxX) / 2, y: (rootBox.minY + rootBox.maxY) / 2)
        let direction = centre - start
        let length = direction.length
        guard length > 0, length.isFinite else { return nil }
        let unit = direction * (1 / length)
        // Walk to just inside the sane box's edge along the direction.
        var reach = Double.infinity
        if unit.x > 0 { reach = min(reach, (saneBox.maxX - start.x) / unit.x) }
        if unit.x < 0 { reach = min(reach, (saneBox.minX - start.x) / unit.x) }
        if unit.y > 0 { reach = min(reach, (saneBox.maxY - start.y) / unit.y) }
        if unit.y < 0 { reach = min(reach, (saneBox.minY - start.y) / unit.y) }
        guard reach.isFinite else { return nil }
        let end = start + unit * max(reach - 30, 20)
        return (start, end, centre)
    }

    /// Layers that only group others (identity transform, no background, with sublayers) are outlined, not filled.
    func isContainer(_ layer: CALayer) -> Bool {
        CATransform3DIsIdentity(layer.transform) && layer.backgroundColor == nil && !layer.sublayerArray.isEmpty
    }

    /// The F mark and anchor are drawn on every layer, transformed or not ("How to read the listings" promises
    /// both), except on coloured layers the listing did not touch (the cube's lighting overlays), which only shade;
    /// a container, which draws nothing of its own, gets its anchor but no F (`draw`).
    func showsContentMark(_ layer: CALayer) -> Bool {
        layer.backgroundColor == nil || highlightedIDs.contains(ObjectIdentifier(layer))
    }

    private func showsOriginalFrame(_ layer: DrawnLayer) -> Bool {
        !CATransform3DIsIdentity(layer.projected.layer.transform)
    }

    private func labelCorner(_ polygon: [FigurePoint]) -> FigurePoint? {
        // The top-most vertex (then left-most), so the label sits above the shape.
        polygon.min { ($0.y, $0.x) < ($1.y, $1.x) }
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

    /// "(width × height)".
    private func size(of layer: CALayer) -> String {
        "(" + NumberFormatting.coordinate(layer.bounds.size.width) + " \u{D7} "
            + NumberFormatting.coordinate(layer.bounds.size.height) + ")"
    }

    /// "The layer a after the listing runs", "The layers a, b and c after …" (`TransformWording.list`), written
    /// into one buffer.
    private func defaultTitle(_ catalog: LayerCatalog) -> String {
        let entries = highlighted.compactMap { catalog.entry(for: $0) }
        if entries.isEmpty { return "The layer tree after the listing runs" }
        var text = Prose()
        text.add(entries.count == 1 ? "The layer " : "The layers ")
        for (index, entry) in entries.enumerated() {
            if index > 0 { text.add(index == entries.count - 1 ? " and " : ", ") }
            text.add(entry.shortName)
        }
        text.add(" after the listing runs")
        return text.finish()
    }

    static func hex(_ colour: CGColor) -> String {
        let c = colour.clamped
        let digits = Array("0123456789abcdef")
        func channel(_ v: Double) -> String {
            let value = min(max(Int((v * 255).rounded()), 0), 255)
            return String(digits[value / 16]) + String(digits[value % 16])
        }
        return "#" + channel(c.red) + channel(c.green) + channel(c.blue)
    }
}
