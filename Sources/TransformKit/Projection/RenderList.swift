/// The drawable layers of a tree in painter's order (back to front), each projected into the root's coordinates —
/// window coordinates when the root is topmost (spec C17).
///
/// Produced by `LayerProjection.renderList(of:)`. Draw `entries` in order, skipping (or outlining) those with
/// `isVisible == false`, filling each `polygon` with the layer's `backgroundColor` at `opacity`.
public struct RenderList {
    /// The root whose coordinate space the quads are in.
    public let root: CALayer
    /// Every ordinary layer of the tree in painter's order; `CATransformLayer`s are not listed.
    public let entries: [ProjectedLayer]

    public init(root: CALayer, entries: [ProjectedLayer]) {
        self.root = root
        self.entries = entries
    }

    /// The entries that are drawn.
    public var visibleEntries: [ProjectedLayer] { entries.filter { $0.isVisible } }

    /// The entry of `layer`, if it is listed.
    public func entry(for layer: CALayer) -> ProjectedLayer? { entries.first { $0.layer === layer } }

    /// The rectangle the root covers in the list's coordinates: its frame in the window when it is topmost (spec
    /// C17) and that frame is finite, else its bounds. The macOS display flip turns y within it.
    public var displayRect: CGRect {
        let frame = root.superlayer == nil ? root.frame : .null
        let finite = frame.minX.isFinite && frame.minY.isFinite && frame.maxX.isFinite && frame.maxY.isFinite
        return frame.isNull || !finite ? root.bounds : frame
    }

    /// The map from root (for a topmost root: window) coordinates to a y-down drawing (SVG) for the given platform:
    /// the identity on iOS; on macOS (y up) the flip `y -> minY + maxY - y` within `displayRect`.
    public func displayTransform(for platform: LayerPlatform) -> CGAffineTransform {
        switch platform {
        case .iOS:
            return .identity
        case .macOS:
            let b = displayRect
            return CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: b.minY + b.maxY)
        }
    }
}
