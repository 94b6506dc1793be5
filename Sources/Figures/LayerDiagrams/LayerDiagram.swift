import TransformKit

/// An SVG diagram of a layer tree after a listing ran, computed at build time from TransformKit's projection.
///
/// It draws the root bounds, every layer's original frame (dashed: where it would be without its own transform),
/// its projected quad in painter's order (TransformKit's render list) filled with its background colour or a
/// palette colour, an "F" content mark drawn in the layer's own coordinates and projected through the same screen
/// matrix (so a back face reads mirrored), the anchor point, the marks the listing asks for (`FigureMark`: frames,
/// points, lines, vanishing and meeting points, axes), near-plane clipped
/// polygons (labelled), hidden back faces (a faint dotted outline labelled "hidden back face") and, for sheared
/// quads, tick marks on the parallel edges. Page coordinates are the root layer's (1 unit = 1 point = 1 CSS px).
public struct LayerDiagram {
    public struct Options {
        /// Prefix for every id in the SVG and the live rendition; unique on the page (e.g. "figure-compound").
        public var idPrefix: String
        /// The names of layers (`self.layerView.layer`); see `LayerNames`.
        public var names: LayerNames
        /// The SVG title; default "Layers after <names of the highlighted layers>".
        public var title: String?
        /// macOS scenes: y points up; the drawing is flipped once at the root (TransformKit's display transform).
        public var platform: LayerPlatform
        /// Draw each layer's untransformed frame as a dashed outline.
        public var showsOriginalFrames: Bool
        /// The projection (near-plane epsilon) to use.
        public var projection: LayerProjection
        /// What the listing asks to be marked (its `marks` attribute); vanishing points are drawn only when asked.
        public var marks: [FigureMark]
        /// Compound transforms the live rendition plays one operation at a time.
        public var playSteps = PlaySteps()
        /// Touches to show with their hit-testing walks (a listing's hit expectations and declared taps).
        public var touches: [FigureTouch] = []
        /// Times the listing asks about (seconds on its clock): an animated layer is also outlined at each that
        /// falls inside its animations.
        public var animationTimes: [Double] = []

        public init(idPrefix: String = "figure", names: LayerNames = LayerNames(), title: String? = nil,
                    platform: LayerPlatform = .iOS, showsOriginalFrames: Bool = true,
                    projection: LayerProjection = LayerProjection(), marks: [FigureMark] = []) {
            self.marks = marks
            self.idPrefix = idPrefix
            self.names = names
            self.title = title
            self.platform = platform
            self.showsOriginalFrames = showsOriginalFrames
            self.projection = projection
        }
    }

    /// One drawn layer, in page coordinates (after the platform flip), for tests and for the site.
    // A class: the drawing walks and filters these lists many times, and a struct of nine references would be
    // retained and released field by field at every copy.
    public final class DrawnLayer {
        public let name: String
        /// The index shared with the live rendition's `data-layer-index`.
        public let index: Int
        public let projected: ProjectedLayer
        /// TransformKit's quad, mapped to the page (unclipped; may hold non-finite or mirrored points).
        public let quad: [FigurePoint]
        /// TransformKit's clipped polygon, mapped to the page.
        public let polygon: [FigurePoint]
        /// The "F" mark projected through the layer's screen matrix; empty when the layer is clipped or hidden.
        public let contentMark: [FigurePoint]
        /// The placeholder of the layer's `contents` image (frame, mountains, sun) projected like the F mark,
        /// with the image's name; nil when the layer has no contents or is clipped or hidden.
        public let contents: (name: String, paths: [[FigurePoint]])?
        /// The anchor point projected through the layer's screen matrix, when in front of the eye.
        public let anchor: FigurePoint?
        /// The untransformed frame (position − anchor ⊙ size, size) in the superlayer, projected through the
        /// superlayer's screen matrix.
        public let originalFrame: [FigurePoint]
        /// Where the anchor point would be drawn without the layer's own transform.
        public let originalAnchor: FigurePoint?

        init(name: String, index: Int, projected: ProjectedLayer, quad: [FigurePoint], polygon: [FigurePoint],
             contentMark: [FigurePoint], contents: (name: String, paths: [[FigurePoint]])?, anchor: FigurePoint?,
             originalFrame: [FigurePoint], originalAnchor: FigurePoint?) {
            self.name = name
            self.index = index
            self.projected = projected
            self.quad = quad
            self.polygon = polygon
            self.contentMark = contentMark
            self.contents = contents
            self.anchor = anchor
            self.originalFrame = originalFrame
            self.originalAnchor = originalAnchor
        }
    }

    public let root: CALayer
    public let highlighted: [CALayer]
    public let options: Options
    /// `root` and the other topmost layers of the highlighted layers (a layer a listing created and never added to
    /// a superlayer), in the order first reached: all sit in the window and are drawn (spec C17).
    public let topmostLayers: [CALayer]

    public init(root: CALayer, highlighted: [CALayer] = [], options: Options = Options()) {
        self.root = root
        self.highlighted = highlighted
        self.options = options
        highlightedIDs = Set(highlighted.map { ObjectIdentifier($0) })
        topmostLayers = Self.topmostLayers(root: root, highlighted: highlighted)
    }

    /// `root`, then the topmost ancestor of each highlighted layer outside `root`'s tree, each once.
    static func topmostLayers(root: CALayer, highlighted: [CALayer]) -> [CALayer] {
        var result = [root]
        var seen: Set = [ObjectIdentifier(root), ObjectIdentifier(root.rootLayer)]
        for layer in highlighted {
            let top = layer.rootLayer
            if seen.insert(ObjectIdentifier(top)).inserted { result.append(top) }
        }
        return result
    }

    var catalog: LayerCatalog { LayerCatalog(roots: topmostLayers, names: options.names) }

    /// The highlighted layers, for the many membership tests of one drawing (made once).
    let highlightedIDs: Set<ObjectIdentifier>

    /// What the SVG and the live rendition of one diagram share, computed once per diagram (the planner also picks
    /// the figure's features from its render list and vanishing points).
    struct Layout {
        let catalog: LayerCatalog
        let renderList: RenderList
        /// The vanishing points the diagram marks: empty unless the listing asks for them.
        let vanishingPoints: [VanishingPoint]
    }

    func layout() -> Layout {
        // Vanishing points are drawn, described and reported as features only where the listing asks for them
        // (`FigureMark.vanishingPoint`): elsewhere the search through the tree's perspectives would go unread.
        let marksVanishingPoints = options.marks.contains(.vanishingPoint)
        return Layout(catalog: catalog, renderList: windowRenderList(),
                      vanishingPoints: marksVanishingPoints
                          ? VanishingPoint.all(in: topmostLayers, projection: options.projection) : [])
    }

    /// Every topmost tree in the window, in painter's order (TransformKit's `windowRenderList`).
    func windowRenderList() -> RenderList {
        options.projection.windowRenderList(of: root, with: Array(topmostLayers.dropFirst()))
    }

    /// The render list (painter's order) with the geometry each entry is drawn with.
    public func drawnLayers() -> [DrawnLayer] {
        drawnLayers(catalog: catalog, list: windowRenderList())
    }

    func drawnLayers(catalog: LayerCatalog, list: RenderList) -> [DrawnLayer] {
        let display = list.displayTransform(for: options.platform)
        func page(_ p: CGPoint) -> FigurePoint {
            let q = p.applying(display)
            return FigurePoint(x: q.x, y: q.y)
        }
        var result: [DrawnLayer] = []
        for entry in list.entries where entry.layer !== root {
            guard let catalogEntry = catalog.entry(for: entry.layer) else { continue }
            let layer = entry.layer
            let bounds = layer.bounds.standardized
            var mark: [FigurePoint] = []
            var contents: (name: String, paths: [[FigurePoint]])?
            var anchor: FigurePoint?
            if !entry.isClipped, entry.isVisible {
                mark = projected(DiagramStyle.contentMark, on: entry, bounds: bounds, page: page)
                if let image = layer.contents {
                    let paths = DiagramStyle.imagePlaceholder.map { projected($0, on: entry, bounds: bounds, page: page) }
                    if paths.allSatisfy({ !$0.isEmpty }) { contents = (image.imageName, paths) }
                }
            }
            let a = layer.anchorInBounds
            let anchorImage = entry.screenMatrix.transform(x: a.x, y: a.y, z: 0)
            if anchorImage.w >= options.projection.nearPlaneEpsilon {
                let p = page(anchorImage.projected)
                anchor = p.isFinite ? p : nil
            }
            let original = originalPlacement(of: layer)
            var originalAnchor: FigurePoint?
            if let matrix = original.matrix {
                let image = matrix.transform(x: a.x, y: a.y, z: 0)
                if image.w >= options.projection.nearPlaneEpsilon {
                    let p = page(image.projected)
                    originalAnchor = p.isFinite ? p : nil
                }
            }
            // TransformKit's polygon is its quad unless clipped: mapped once, the page's polygon is that quad too.
            let quad = entry.quad.map(page)
            result.append(DrawnLayer(name: catalogEntry.name, index: catalogEntry.index, projected: entry,
                                     quad: quad, polygon: entry.isClipped ? entry.polygon.map(page) : quad, contentMark: mark,
                                     contents: contents, anchor: anchor, originalFrame: original.frame.map(page), originalAnchor: originalAnchor))
        }
        return result
    }

    /// Points given in unit coordinates of a layer's bounds, projected through its screen matrix onto the page;
    /// empty when any would need clipping at the near plane or lands at a non-finite point.
    private func projected(_ units: [(Double, Double)], on entry: ProjectedLayer, bounds: CGRect,
                           page: (CGPoint) -> FigurePoint) -> [FigurePoint] {
        // On macOS a layer's y axis points up, so marks are authored upside down in layer coordinates to read
        // upright once the root is flipped for display.
        let flips = options.platform == .macOS
        let points = units.map { unit in
            entry.screenMatrix.transform(x: bounds.origin.x + unit.0 * bounds.size.width,
                                         y: bounds.origin.y + (flips ? 1 - unit.1 : unit.1) * bounds.size.height, z: 0)
        }
        guard !NearPlaneClipper.needsClipping(points, epsilon: options.projection.nearPlaneEpsilon) else { return [] }
        var result: [FigurePoint] = []
        result.reserveCapacity(points.count)
        for point in points {
            let placed = page(point.projected)
            guard placed.isFinite else { return [] }
            result.append(placed)
        }
        return result
    }

    /// The layer's bounds placed as if its own transform were the identity (`placement(of:transform:position:)`).
    private func originalPlacement(of layer: CALayer) -> (frame: [CGPoint], matrix: CATransform3D?) {
        placement(of: layer, transform: .identity, position: layer.position)
    }

    /// The layer's bounds placed with `transform` at `position` in place of its own — `T(-A) · transform ·
    /// T(position, zPosition)`, then the superlayer's sublayer transform, flattening and screen matrix, all from
    /// TransformKit — clipped at the near plane, and the matrix that places them.
    func placement(of layer: CALayer, transform: CATransform3D, position: CGPoint)
        -> (frame: [CGPoint], matrix: CATransform3D?) {
        let a = layer.anchorInBounds
        var matrix = CATransform3DMakeTranslation(-a.x, -a.y, -a.z)
        if !CATransform3DIsIdentity(transform) { matrix = matrix.concatenating(transform) }
        matrix = matrix.postTranslated(x: position.x, y: position.y, z: layer.zPosition)
        guard let parent = layer.superlayer else {
            // A topmost layer other than the root sits in the window, which flattens and has no sublayerTransform.
            return (layer.boundsCorners(transformedBy: matrix.flattened).map { $0.projected }, matrix.flattened)
        }
        let sublayerTransform = parent.sublayerTransformToSelf
        if !CATransform3DIsIdentity(sublayerTransform) { matrix = matrix.concatenating(sublayerTransform) }
        if parent.flattensSublayers { matrix = matrix.flattened }
        matrix = matrix.concatenating(options.projection.screenMatrix(of: parent, in: root))
        let clipped = NearPlaneClipper.clip(layer.boundsCorners(transformedBy: matrix),
                                            epsilon: options.projection.nearPlaneEpsilon)
        return (clipped.map({ $0.projected }), matrix)
    }
}
