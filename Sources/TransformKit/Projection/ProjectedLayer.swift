/// One layer projected into the root layer's coordinate space: the data a figure is drawn from.
// A class: render lists are walked, filtered and searched many times by the figures, and a struct holding a layer
// and three arrays would be retained and released field by field at every copy. Every property is a constant.
public final class ProjectedLayer {
    /// The layer.
    public let layer: CALayer
    /// The map `[x y z 1] · screenMatrix` from the layer's coordinates to the root's, flattening included (spec C5).
    public let screenMatrix: CATransform3D
    /// The corners of `bounds` — (minX, minY), (maxX, minY), (maxX, maxY), (minX, maxY) — mapped by
    /// `screenMatrix`, before the division by w.
    public let corners: [HomogeneousPoint]
    /// The corners divided by w, in the same order, without clipping (a corner with w <= 0 is mirrored or
    /// infinite here; use `polygon`).
    public let quad: [CGPoint]
    /// The visible outline: equal to `quad` unless a corner falls behind the eye at some flattening level, in
    /// which case it is the near-plane-clipped polygon (3 to 5 vertices, or empty when entirely behind).
    public let polygon: [CGPoint]
    /// True when near-plane clipping changed the outline.
    public let isClipped: Bool
    /// Front or back, from the sign of the area of the layer projected into the plane of its 3D rendering context
    /// (the nearest flattening ancestor): positive shoelace area with y down (the untransformed winding) is front.
    /// A superlayer's `geometryFlipped` mirror is compensated (it flips geometry, not faces); an edge-on layer (area
    /// exactly 0) counts as front.
    public let facing: LayerFacing
    /// The signed area used for `facing`, in the context plane's units (after compensating flips).
    public let signedArea: CGFloat
    /// `z/w` of the bounds centre in the 3D space of the layer's rendering context (before flattening): larger is
    /// nearer the viewer; `-infinity` when the centre is behind the eye. Used to sort siblings (spec C10).
    public let depth: CGFloat
    /// Why the layer is not drawn, or nil when it is.
    public let hiddenReason: LayerHiddenReason?
    /// The product of the opacities of the layer and its ancestors up to the root.
    public let opacity: Float
    /// How many flattening planes lie between the layer and the root (0 for the root).
    public let flatteningLevel: Int

    /// True when the layer is drawn: not hidden, not culled as a back face, not entirely behind the eye, and no
    /// ancestor is any of those.
    public var isVisible: Bool { hiddenReason == nil }

    init(layer: CALayer, screenMatrix: CATransform3D, corners: [HomogeneousPoint], quad: [CGPoint], polygon: [CGPoint],
         isClipped: Bool, facing: LayerFacing, signedArea: CGFloat, depth: CGFloat, hiddenReason: LayerHiddenReason?,
         opacity: Float, flatteningLevel: Int) {
        self.layer = layer
        self.screenMatrix = screenMatrix
        self.corners = corners
        self.quad = quad
        self.polygon = polygon
        self.isClipped = isClipped
        self.facing = facing
        self.signedArea = signedArea
        self.depth = depth
        self.hiddenReason = hiddenReason
        self.opacity = opacity
        self.flatteningLevel = flatteningLevel
    }
}
