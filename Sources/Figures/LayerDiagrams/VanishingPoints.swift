import TransformKit

/// Where a perspective's depth lines converge, and which layers share it (book: "Core Animation defines the
/// vanishing point as being located at the anchorPoint of the layer being transformed"; spec C8).
public struct VanishingPoint {
    /// In root coordinates, window coordinates for a topmost root (before the platform flip).
    public let point: CGPoint
    /// The layer whose perspective it is: the superlayer for a `sublayerTransform`, the layer itself for an m34
    /// in its own `transform`.
    public let owner: CALayer
    /// True for a `sublayerTransform` (shared by every sublayer), false for a layer's own transform.
    public let isShared: Bool
    /// The layers whose depth lines converge there.
    public let layers: [CALayer]
    /// The perspective distance d = −1/m34 (nil when m34 is 0 and the perspective comes from m14/m24).
    public let distance: CGFloat?

    /// The vanishing points of every perspective in the tree under `root`, in tree order.
    ///
    /// TransformKit's `vanishingPoint(ofSublayerTransformOf:in:)` for every superlayer whose sublayerTransform has
    /// perspective (m14, m24 or m34 non-zero) and `vanishingPoint(ofTransformOf:in:)` for every layer whose own
    /// transform has; points behind the eye or non-finite are skipped.
    /// The vanishing points of several topmost trees in one window, tree after tree.
    public static func all(in roots: [CALayer], projection: LayerProjection = LayerProjection()) -> [VanishingPoint] {
        roots.flatMap { all(in: $0, projection: projection) }
    }

    public static func all(in root: CALayer, projection: LayerProjection = LayerProjection()) -> [VanishingPoint] {
        var result: [VanishingPoint] = []
        var stack: [(CALayer, Int)] = [(root, 0)]
        var visited = 0
        while let (layer, depth) = stack.popLast(), visited < LayerCatalog.maximumCount {
            visited += 1
            let sub = layer.sublayerTransform
            if hasPerspective(sub), !layer.sublayerArray.isEmpty,
               let point = finite(projection.vanishingPoint(ofSublayerTransformOf: layer, in: root)) {
                result.append(VanishingPoint(point: point, owner: layer, isShared: true, layers: layer.sublayerArray,
                                             distance: perspectiveDistance(sub)))
            }
            // A topmost root's own transform places it in the window (spec C17), so its perspective shows too.
            if layer !== root || root.superlayer == nil, hasPerspective(layer.transform),
               let point = finite(projection.vanishingPoint(ofTransformOf: layer, in: root)) {
                result.append(VanishingPoint(point: point, owner: layer, isShared: false, layers: [layer],
                                             distance: perspectiveDistance(layer.transform)))
            }
            if depth < LayerCatalog.maximumDepth {
                for sublayer in layer.sublayerArray.reversed() { stack.append((sublayer, depth + 1)) }
            }
        }
        return result
    }

    /// d of a perspective applied last (`m34 = −1/d` before rotations are pre-multiplied), or of a bare m34.
    static func perspectiveDistance(_ t: CATransform3D) -> CGFloat? {
        if let split = ProjectionAdapter.perspectiveSplit(t), split.perspective != 0 { return -1 / split.perspective }
        return t.m34 != 0 ? -1 / t.m34 : nil
    }

    static func hasPerspective(_ t: CATransform3D) -> Bool {
        t.m14 != 0 || t.m24 != 0 || t.m34 != 0
    }

    private static func finite(_ point: CGPoint?) -> CGPoint? {
        guard let point, point.x.isFinite, point.y.isFinite else { return nil }
        return point
    }
}
