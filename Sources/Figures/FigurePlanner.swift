import TransformKit

/// Picks the figures a listing gets from what it computed, and renders them.
///
/// Rules (docs/figures.md):
/// - layers touched → a layer diagram (with its live CSS rendition); it shows vanishing points when a layer or
///   superlayer has perspective, hidden back faces when a layer with `isDoubleSided == false` faces away, clipped
///   polygons, and parallel-edge marks for sheared layers (all listed in `features`);
/// - an ordinary layer (not the root) that carries a 3D transform (or sits under a 3D sublayerTransform) and has a
///   sublayer with a 3D transform → a flattening comparison for the first such layer in tree order;
/// - no layer touched → a reference-square diagram for each non-identity transform value (at most 4), marked
///   `.shear` when the image of the square is a slanted parallelogram. Transform values that equal a touched
///   layer's `transform`/`sublayerTransform` belong to the layer diagram and get no figure of their own.
public struct FigurePlanner {
    public let root: CALayer?
    public let touched: [CALayer]
    public let values: [(name: String, value: FigureValue)]
    public let options: LayerDiagram.Options

    public init(root: CALayer?, touched: [CALayer], values: [(name: String, value: FigureValue)],
                options: LayerDiagram.Options = .init()) {
        self.root = root
        self.touched = touched
        self.values = values
        self.options = options
    }

    /// The figures chosen, in page order, without rendering them.
    public func plan() -> [FigureRequest] {
        plan(analysis: nil)
    }

    /// The layer diagram and its layout (render list, vanishing points, catalog): made once, used both to pick the
    /// features and to draw.
    private struct LayerAnalysis {
        let diagram: LayerDiagram
        let layout: LayerDiagram.Layout
    }

    private func layerAnalysis() -> LayerAnalysis? {
        guard let root, !touched.isEmpty else { return nil }
        var diagramOptions = options
        diagramOptions.idPrefix = options.idPrefix + "-layers"
        // The diagram also draws the layers the listing never added to the root's tree, topmost in the window (C17).
        let diagram = LayerDiagram(root: root, highlighted: touched, options: diagramOptions)
        return LayerAnalysis(diagram: diagram, layout: diagram.layout())
    }

    private func plan(analysis: LayerAnalysis?) -> [FigureRequest] {
        var requests: [FigureRequest] = []
        if let root, !touched.isEmpty {
            let analysis = analysis ?? layerAnalysis()
            requests.append(FigureRequest(kind: .layerDiagram, subject: nil,
                                          featureBits: analysis.map(layerFeatures) ?? 0))
            if let intermediate = flatteningIntermediate(root) {
                let name = options.names[intermediate] ?? intermediate.name ?? "layer"
                requests.append(FigureRequest(kind: .flatteningComparison, subject: name,
                                              featureBits: FigureFeature.Bit.flattening.rawValue,
                                              intermediate: intermediate))
            }
            return requests
        }
        for (name, value) in values where requests.count < 4 {
            switch value {
            case .affineTransform(let t) where !t.isIdentity:
                let diagram = TransformDiagram(affine: t)
                requests.append(FigureRequest(kind: .referenceSquare, subject: name,
                                              featureBits: diagram.isShear ? FigureFeature.Bit.shear.rawValue : 0,
                                              value: value))
            case .transform3D(let t) where !CATransform3DIsIdentity(t):
                let diagram = TransformDiagram(transform3D: t)
                var features: UInt8 = diagram.isShear ? FigureFeature.Bit.shear.rawValue : 0
                if VanishingPoint.hasPerspective(t) { features |= FigureFeature.Bit.vanishingPoint.rawValue }
                requests.append(FigureRequest(kind: .referenceSquare, subject: name, featureBits: features,
                                              value: value))
            default:
                continue
            }
        }
        return requests
    }

    /// The planned figures, rendered. Ids are `options.idPrefix` plus `-layers`, `-flattening` or `-square-N`.
    public func figures() -> [PlannedFigure] {
        var result: [PlannedFigure] = []
        var squareCount = 0
        let analysis = layerAnalysis()
        let requests = plan(analysis: analysis)
        let sharedScale = sharedSquareScale(requests)
        for request in requests {
            switch request.kind {
            case .layerDiagram:
                guard let analysis else { continue }
                let output = analysis.diagram.render(analysis.layout)
                result.append(PlannedFigure(request: request, id: analysis.diagram.options.idPrefix, svg: output.svg,
                                            liveRendition: output.live))
            case .flatteningComparison:
                guard let root, let intermediate = request.intermediate else { continue }
                var comparisonOptions = options
                comparisonOptions.idPrefix = options.idPrefix + "-flattening"
                let svg = FlatteningComparison(root: root, intermediate: intermediate, highlighted: touched,
                                               options: comparisonOptions).rendered()
                result.append(PlannedFigure(request: request, id: comparisonOptions.idPrefix, svg: svg, liveRendition: nil))
            case .referenceSquare:
                squareCount += 1
                let id = options.idPrefix + "-square-" + String(squareCount)
                let diagramOptions = TransformDiagram.Options(idPrefix: id, name: request.subject ?? "transform",
                                                              yAxisPointsUp: options.platform == .macOS,
                                                              largestScale: sharedScale)
                let svg: RenderedSVG
                switch request.value {
                case .affineTransform(let t)?: svg = TransformDiagram(affine: t, options: diagramOptions).rendered()
                case .transform3D(let t)?: svg = TransformDiagram(transform3D: t, options: diagramOptions).rendered()
                default: continue
                }
                result.append(PlannedFigure(request: request, id: id, svg: svg, liveRendition: nil))
            }
        }
        return result
    }

    /// The smallest scale any reference square of the figure needs: all its panels draw at it, so that a square
    /// twice as large in one panel looks twice as large as in the next.
    private func sharedSquareScale(_ requests: [FigureRequest]) -> Double {
        var scale = 1.0
        let flip = options.platform == .macOS
        for request in requests where request.kind == .referenceSquare {
            let options = TransformDiagram.Options(yAxisPointsUp: flip)
            switch request.value {
            case .affineTransform(let t)?: scale = min(scale, TransformDiagram(affine: t, options: options).naturalScale)
            case .transform3D(let t)?: scale = min(scale, TransformDiagram(transform3D: t, options: options).naturalScale)
            default: continue
            }
        }
        return scale
    }

    /// The features of the layer diagram, as `FigureFeature.Bit`s.
    private func layerFeatures(_ analysis: LayerAnalysis) -> UInt8 {
        // Every layer and vanishing point may report the same features again: they are gathered as bits.
        var found: UInt8 = 0
        func note(_ feature: FigureFeature.Bit) { found |= feature.rawValue }
        let entries = analysis.layout.renderList.entries
        for (position, entry) in entries.enumerated() where entry.layer !== root {
            if entry.hiddenReason == .backFaceCulled { note(.hiddenBackFace) }
            if entry.isClipped { note(.nearPlaneClipping) }
            // A back face a front face painted later covers (the far faces of a closed cube) is drawn but not seen.
            if entry.isVisible, entry.facing == .back, !Self.isCovered(entry, by: entries[(position + 1)...]) {
                note(.mirroredBackFace)
            }
            if entry.isVisible, found & FigureFeature.Bit.shear.rawValue == 0, entry.screenMatrix.hasNoPerspective,
               Self.isSlanted(entry.quad) {
                note(.shear)
            }
        }
        // The layout has vanishing points only where the listing asks for them, as only then are they drawn.
        for point in analysis.layout.vanishingPoints {
            note(point.isShared ? .sharedVanishingPoint : .vanishingPoint)
        }
        return found
    }

    /// Whether the centre of `entry`'s polygon lies inside a front-facing polygon painted over it.
    private static func isCovered(_ entry: ProjectedLayer, by later: ArraySlice<ProjectedLayer>) -> Bool {
        let polygon = entry.polygon
        guard !polygon.isEmpty else { return false }
        let centre = CGPoint(x: polygon.map { $0.x }.reduce(0, +) / CGFloat(polygon.count),
                             y: polygon.map { $0.y }.reduce(0, +) / CGFloat(polygon.count))
        return later.contains { $0.isVisible && $0.facing == .front && contains(centre, in: $0.polygon) }
    }

    /// Even-odd point-in-polygon test.
    private static func contains(_ point: CGPoint, in polygon: [CGPoint]) -> Bool {
        guard polygon.count >= 3 else { return false }
        var inside = false
        var previous = polygon[polygon.count - 1]
        for current in polygon {
            if (current.y > point.y) != (previous.y > point.y),
               point.x < (previous.x - current.x) * (point.y - current.y) / (previous.y - current.y) + current.x {
                inside.toggle()
            }
            previous = current
        }
        return inside
    }

    /// The first ordinary, non-root layer (tree order) that is itself placed in 3D and has a sublayer with a 3D
    /// transform: its sublayers are flattened into its plane.
    func flatteningIntermediate(_ root: CALayer) -> CALayer? {
        var stack: [(CALayer, Int)] = [(root, 0)]
        var visited = 0
        while let (layer, depth) = stack.popLast(), visited < LayerCatalog.maximumCount {
            visited += 1
            if layer !== root, layer.flattensSublayers, isPlacedIn3D(layer),
               layer.sublayerArray.contains(where: { !CATransform3DIsAffine($0.transform) }) {
                return layer
            }
            if depth < LayerCatalog.maximumDepth {
                for sublayer in layer.sublayerArray.reversed() { stack.append((sublayer, depth + 1)) }
            }
        }
        return nil
    }

    private func isPlacedIn3D(_ layer: CALayer) -> Bool {
        if !CATransform3DIsAffine(layer.transform) { return true }
        guard let parent = layer.superlayer else { return false }
        return !CATransform3DIsAffine(parent.sublayerTransform)
    }

    static func isSlanted(_ quad: [CGPoint]) -> Bool {
        guard quad.count == 4 else { return false }
        let ux = quad[1].x - quad[0].x, uy = quad[1].y - quad[0].y
        let vx = quad[3].x - quad[0].x, vy = quad[3].y - quad[0].y
        let lengths = (ux * ux + uy * uy).squareRoot() * (vx * vx + vy * vy).squareRoot()
        guard lengths > 1e-9, lengths.isFinite else { return false }
        return abs(ux * vx + uy * vy) > 1e-6 * lengths
    }
}
