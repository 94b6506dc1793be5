import TransformKit

extension LayerDiagram {
    /// The SVG figure (`<svg>` with title, desc, role and a fitted viewBox).
    public func svg() -> String {
        render().svg.markup
    }

    /// The live CSS rendition of the same layers, in the same page coordinates as `svg()` (see docs/figures.md).
    public func liveRendition() -> String {
        String(decoding: render().live, as: UTF8.self)
    }

    /// Both, from one layout, so their coordinates agree.
    public func svgAndLiveRendition() -> (svg: String, live: String) {
        let rendered = render()
        return (rendered.svg.markup, String(decoding: rendered.live, as: UTF8.self))
    }

    /// The viewBox of `svg()`: (minX, minY, width, height) in page coordinates.
    public var viewBox: (x: Double, y: Double, width: Double, height: Double) {
        let box = draw(layout()).canvas.viewBox
        return (box.minX, box.minY, box.width, box.height)
    }

    /// The SVG and the live rendition's UTF-8 markup, with the SVG's viewBox.
    func render() -> (svg: RenderedSVG, live: [UInt8], box: FigureBox) {
        render(layout())
    }

    func render(_ layout: Layout) -> (svg: RenderedSVG, live: [UInt8], box: FigureBox) {
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
        let rootCorners = rootOutline(in: layout.renderList).map(page)
        var rootBox = FigureBox.empty
        for corner in rootCorners { rootBox.include(corner) }
        let saneBox = rootBox.expanded(byFactor: 1.5, minimum: 400)
        var canvas = SVGCanvas(idPrefix: options.idPrefix, saneBox: saneBox)
        let animationOutlines = self.animationOutlines(drawn: drawn, page: page)
        var labels = labelPlacer(avoiding: drawn, animationOutlines, saneBox: saneBox, rootBox: rootBox)
        drawRootBounds(rootCorners, catalog: catalog, labels: &labels, canvas: &canvas)
        let hiddenBackFaces = drawLayers(drawn, catalog: catalog, saneBox: saneBox, rootBox: rootBox, labels: &labels,
                                         canvas: &canvas)
        if options.showsOriginalFrames { drawOriginalFrames(of: drawn, catalog: catalog, canvas: &canvas) }
        drawAnchorMotions(of: drawn, saneBox: saneBox, canvas: &canvas)
        var hiddenLabels = drawHiddenBackFaces(hiddenBackFaces, catalog: catalog, canvas: &canvas)
        // Vanishing points are marked where the listing asks (a marker on every perspective cluttered figures whose
        // lesson is elsewhere): only then does the layout hold them.
        let vanishing = layout.vanishingPoints
        var legends: [(text: String, colour: String)] = []
        if drawVanishingPoints(vanishing, drawn: drawn, catalog: catalog, page: page, labels: &labels, canvas: &canvas) {
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
        labelHighlightedLayers(drawn, catalog: catalog, saneBox: saneBox, rootBox: rootBox, labels: &labels, canvas: &canvas)
        if hiddenBackFaces.count > 1 { hiddenLabels.append(hiddenBackFacesLegend(count: hiddenBackFaces.count, rootBox: rootBox)) }
        placeLegends(legends, under: rootBox, labels: &labels, canvas: &canvas)
        placeHiddenBackFaceLabels(hiddenLabels, labels: &labels, canvas: &canvas)
        let title = options.title ?? defaultTitle(catalog)
        let offFigure = Set(drawn.filter { $0.projected.isVisible && $0.polygon.count >= 3
            && offFigureDirection($0.polygon, saneBox: saneBox, rootBox: rootBox) != nil }.map({ $0.index }))
        let description = self.description(catalog: catalog, drawn: drawn, vanishing: vanishing, hiddenBackFaces: hiddenBackFaces,
                                           offFigure: offFigure, animationOutlines: animationOutlines)
        return Drawing(canvas: canvas, title: title, description: description)
    }

    /// The root's outline where it sits in the window (spec C17): its drawn polygon, or its bounds when it draws
    /// nothing (a transform layer) or that polygon is degenerate.
    private func rootOutline(in list: RenderList) -> [CGPoint] {
        let rootPolygon = list.entry(for: root)?.polygon ?? []
        if rootPolygon.count >= 3 && rootPolygon.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) { return rootPolygon }
        let rootBounds = root.bounds.standardized
        return [CGPoint(x: rootBounds.minX, y: rootBounds.minY), CGPoint(x: rootBounds.maxX, y: rootBounds.minY),
                CGPoint(x: rootBounds.maxX, y: rootBounds.maxY), CGPoint(x: rootBounds.minX, y: rootBounds.maxY)]
    }

    /// Every label keeps off every drawn outline, so the outlines are known before the first label is placed.
    private func labelPlacer(avoiding drawn: [DrawnLayer], _ animationOutlines: [AnimationOutline], saneBox: FigureBox,
                             rootBox: FigureBox) -> LabelPlacer {
        var labels = LabelPlacer()
        for layer in drawn where layer.projected.isVisible && layer.polygon.count >= 3
            && offFigureDirection(layer.polygon, saneBox: saneBox, rootBox: rootBox) == nil {
            labels.avoid(outline: layer.polygon)
        }
        for outline in animationOutlines { labels.avoid(outline: outline.corners) }
        return labels
    }

    /// The root's bounds, dotted by the stylesheet (figures.css) as every root's outline of a page is, labelled
    /// with its name and size.
    private func drawRootBounds(_ rootCorners: [FigurePoint], catalog: LayerCatalog, labels: inout LabelPlacer,
                                canvas: inout SVGCanvas) {
        canvas.polygon(rootCorners, [("class", "root-bounds"), ("fill", "none"), ("stroke", DiagramStyle.rootBounds)])
        guard let first = rootCorners.first else { return }
        labels.place((catalog.entries.first?.shortName ?? "root") + " " + size(of: root),
                     candidates: [first + FigurePoint(x: 4, y: 13)], anchor: .start, subject: first,
                     canvas: &canvas) { writer in
            writer.attribute("class", "label root")
            writer.attribute("fill", DiagramStyle.rootBounds)
        }
    }

    /// Labels of highlighted layers come last, so nothing covers them; back faces of a depth-sorted scene are
    /// covered by front faces, so only front faces are labelled there.
    private func labelHighlightedLayers(_ drawn: [DrawnLayer], catalog: LayerCatalog, saneBox: FigureBox, rootBox: FigureBox,
                                        labels: inout LabelPlacer, canvas: inout SVGCanvas) {
        let hasDepthSorting = drawn.count(where: { $0.projected.isVisible && !$0.projected.screenMatrix.hasNoPerspective }) > 2
        for layer in drawn where highlightedIDs.contains(ObjectIdentifier(layer.projected.layer)) && layer.projected.isVisible {
            if hasDepthSorting && layer.projected.facing == .back { continue }
            if offFigureDirection(layer.polygon, saneBox: saneBox, rootBox: rootBox) != nil { continue }
            if coversItsSuperlayer(layer, drawn: drawn) { continue }
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
    }

    /// An overlay covering exactly its superlayer (the cube's lighting layers), whose label would repeat the
    /// superlayer's.
    private func coversItsSuperlayer(_ layer: DrawnLayer, drawn: [DrawnLayer]) -> Bool {
        guard let parent = layer.projected.layer.superlayer,
              let parentLayer = drawn.first(where: { $0.projected.layer === parent }),
              parentLayer.polygon.count == layer.polygon.count else { return false }
        return zip(parentLayer.polygon, layer.polygon).allSatisfy({ ($0 - $1).length < 0.5 })
    }

    /// Legends stack under the root bounds, one a line.
    private func placeLegends(_ legends: [(text: String, colour: String)], under rootBox: FigureBox,
                              labels: inout LabelPlacer, canvas: inout SVGCanvas) {
        for (offset, legend) in legends.enumerated() {
            let position = FigurePoint(x: (rootBox.minX + rootBox.maxX) / 2, y: rootBox.maxY + 16 + 16 * Double(offset + 1))
            labels.place(legend.text, candidates: [position], anchor: .middle, canvas: &canvas) { writer in
                writer.attribute("class", "label legend")
                writer.attribute("fill", legend.colour)
            }
        }
    }

    private func placeHiddenBackFaceLabels(_ pending: [PendingLabel], labels: inout LabelPlacer, canvas: inout SVGCanvas) {
        for (text, candidates, colour) in pending {
            labels.place(text, candidates: candidates, anchor: .middle, canvas: &canvas) { writer in
                writer.attribute("class", "label hidden-back-face")
                writer.attribute("fill", colour)
            }
        }
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
            // No order to find among fewer than two (most layers of a page): no ranks, no sorted copy.
            guard sublayers.count >= 2 else { return sublayers }
            let ranks = sublayers.map { rankOf($0, depth: 0) }
            return sublayers.indices.sorted { (ranks[$0], $0) < (ranks[$1], $1) }.map { sublayers[$0] }
        }
    }

    /// For a polygon whose bounding box lies wholly outside `saneBox`: an arrow from the root's centre toward it, ending inside the
    /// sane box, and the polygon's vertex centre (for the label). Nil when any vertex is inside.
    func offFigureDirection(_ polygon: [FigurePoint], saneBox: FigureBox, rootBox: FigureBox)
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

    private func labelCorner(_ polygon: [FigurePoint]) -> FigurePoint? {
        // The top-most vertex (then left-most), so the label sits above the shape.
        polygon.min { ($0.y, $0.x) < ($1.y, $1.x) }
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
