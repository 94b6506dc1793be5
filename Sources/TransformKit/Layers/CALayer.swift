/// A Core Animation layer's geometry: the class the listings' `view.layer` and `[CALayer layer]` denote.
///
/// Only geometry and what a figure needs is modelled (no contents, animation or rendering). Conventions
/// (Apple's `CALayer.h`, and the cited specification §C):
/// - `position` is where the anchor point sits in the superlayer; `anchorPoint` is in unit coordinates of
///   `bounds` (default (0.5, 0.5), the centre); `transform` is applied about the anchor; `bounds.origin` scrolls
///   the sublayers and does not move the layer itself.
/// - The map from this layer's coordinates to its superlayer's is `transformToSuperlayer`
///   (`T(-A) · transform · T(position, zPosition)`, then the superlayer's `sublayerTransform` about the
///   superlayer's anchor point and its `geometryFlipped` flip).
/// - Every ordinary layer flattens its sublayers into its plane; `CATransformLayer` does not.
/// - On iOS y points down, on macOS up; the numbers are the same (a figure writer flips macOS scenes once at the
///   root).
///
/// The tree is kept acyclic: adding a layer to itself or to one of its own descendants does nothing.
open class CALayer {
    /// The layer's own coordinate space: origin (scrolls the sublayers) and size. Default zero.
    open var bounds: CGRect = .zero
    /// Where the anchor point lies in the superlayer's coordinates. Default (0, 0).
    open var position: CGPoint = .zero
    /// The z of `position` in the superlayer's space. Default 0.
    open var zPosition: CGFloat = 0
    /// The reference point of position and transform in unit coordinates of bounds. Default (0.5, 0.5).
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The z of the anchor point. Default 0.
    open var anchorPointZ: CGFloat = 0
    /// The layer's transform, applied about the anchor point. Default identity.
    open var transform: CATransform3D = .identity
    /// The transform applied to every sublayer, about this layer's anchor point (typically a perspective). Default
    /// identity.
    open var sublayerTransform: CATransform3D = .identity
    /// When false, the layer (and the sublayers it flattens) is hidden while it faces away from the viewer
    /// (Apple's `doubleSided`). Default true.
    open var isDoubleSided = true
    /// When true, the sublayers' geometry is flipped vertically within this layer's bounds (Apple's
    /// `geometryFlipped`). Default false.
    open var isGeometryFlipped = false
    /// When true, the layer and its sublayers are not drawn and not hit. Default false.
    open var isHidden = false
    /// The layer's opacity, 0...1. Default 1.
    open var opacity: Float = 1
    /// The background colour; nil draws nothing.
    open var backgroundColor: CGColor?
    /// Whether sublayers are clipped to the bounds (recorded for figures; it does not change the geometry).
    open var masksToBounds = false
    /// The radius of the rounded corners (recorded for figures; it does not change the geometry). Default 0.
    open var cornerRadius: CGFloat = 0
    /// The width of the border drawn inside the bounds (recorded for figures; no change of geometry). Default 0.
    open var borderWidth: CGFloat = 0
    /// The border's colour; nil is Core Animation's default, opaque black.
    open var borderColor: CGColor?
    /// A name for display and look-up.
    open var name: String?
    /// What the layer draws: an image (`contents = image.CGImage`), recorded by name for a placeholder in figures.
    open var contents: LayerContents?
    /// The animations added with `add(_:forKey:at:)`, in order (a later one on the same property wins).
    public internal(set) var animations: [AddedAnimation] = []

    /// The superlayer, not retained: it becomes nil when the superlayer goes away (weak semantics).
    public var superlayer: CALayer? { superlayerStorage }

    /// The view whose backing layer this is, not retained (UIKit makes the view the layer's delegate); nil once
    /// the view goes away.
    public internal(set) var owningView: UIView? {
        get { owningViewStorage }
        set { owningViewStorage = newValue }
    }

    // Non-owning references. Embedded Swift (the WebAssembly build of the core) has neither `weak` nor checked
    // `unowned`, so they are plain unowned references, kept valid by one rule: the owner clears them, in `deinit`
    // and whenever it lets go (`removeFromSuperlayer`, replacing `sublayers`, a view's `deinit`), so they never
    // point at an object that is gone.
    private unowned(unsafe) var superlayerStorage: CALayer?
    unowned(unsafe) var owningViewStorage: UIView?
    private var sublayerStorage: [CALayer] = []

    public init() {}

    deinit {
        for layer in sublayerStorage { layer.superlayerStorage = nil }
    }

    /// The sublayers in back-to-front order, or nil when there are none (as Apple's property). Setting it
    /// removes the old sublayers and adds the new ones in order.
    open var sublayers: [CALayer]? {
        get { sublayerStorage.isEmpty ? nil : sublayerStorage }
        set {
            for layer in sublayerStorage { layer.superlayerStorage = nil }
            sublayerStorage = []
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// True when `layer` is this layer or one of its ancestors (so adding it here would make a cycle).
    public func isSelfOrAncestor(_ layer: CALayer) -> Bool {
        var current: CALayer? = self
        while let candidate = current {
            if candidate === layer { return true }
            current = candidate.superlayer
        }
        return false
    }

    /// Appends `layer` to the sublayers (frontmost), removing it from its previous superlayer first. Adding a
    /// layer to itself or to one of its descendants does nothing.
    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(clamping: sublayerStorage.count))
    }

    /// Inserts `layer` at `index` in the sublayers (clamped to the end). Cycles are refused as in `addSublayer`.
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        if isSelfOrAncestor(layer) { return }
        layer.removeFromSuperlayer()
        let position = Swift.min(Int(index), sublayerStorage.count)
        sublayerStorage.insert(layer, at: position)
        layer.superlayerStorage = self
    }

    /// Inserts `layer` just below `sibling` (or at the back when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        if isSelfOrAncestor(layer) { return }
        layer.removeFromSuperlayer()
        let index = sibling.flatMap { s in sublayerStorage.firstIndex { $0 === s } } ?? 0
        sublayerStorage.insert(layer, at: index)
        layer.superlayerStorage = self
    }

    /// Inserts `layer` just above `sibling` (or at the front when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        if isSelfOrAncestor(layer) { return }
        layer.removeFromSuperlayer()
        let index = sibling.flatMap { s in sublayerStorage.firstIndex { $0 === s }.map { $0 + 1 } } ?? sublayerStorage.count
        sublayerStorage.insert(layer, at: Swift.min(index, sublayerStorage.count))
        layer.superlayerStorage = self
    }

    /// Detaches the layer from its superlayer; does nothing when it has none.
    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayerStorage.removeAll { $0 === self }
        superlayerStorage = nil
    }

    /// The sublayers as a non-optional array (empty when there are none).
    public var sublayerArray: [CALayer] { sublayerStorage }

    /// Whether the layer renders its sublayers into its own plane (true), or passes their 3D positions through
    /// (false, `CATransformLayer`).
    open var flattensSublayers: Bool { true }

    /// The 2D part of `transform`, or the identity when `transform` is not affine (`CATransform3DIsAffine`).
    open func affineTransform() -> CGAffineTransform {
        CATransform3DIsAffine(transform) ? CATransform3DGetAffineTransform(transform) : .identity
    }

    /// Replaces the whole `transform` with `CATransform3DMakeAffineTransform(m)`.
    open func setAffineTransform(_ m: CGAffineTransform) {
        transform = CATransform3DMakeAffineTransform(m)
    }

    /// The root of the tree this layer belongs to (itself when it has no superlayer).
    public var rootLayer: CALayer {
        var current = self
        while let parent = current.superlayer { current = parent }
        return current
    }
}
