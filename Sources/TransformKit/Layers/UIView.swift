/// The UIKit view bridge: a view is a thin owner of its backing `layer`, and its geometry is the layer's.
///
/// `center` is `layer.position`, `frame` is `layer.frame`, `bounds` is `layer.bounds`, `transform` is
/// `layer.affineTransform()` (the identity when the layer's transform is not affine, as measured on Apple
/// platforms) and setting it replaces the whole layer transform; `transform3D` is `layer.transform`. The view tree
/// mirrors the layer tree: `addSubview` adds the view's layer as a sublayer of this view's layer.
public final class UIView {
    /// The backing layer (created with the view; never nil).
    public let layer: CALayer
    /// The superview, not retained; nil once the superview goes away (cleared by its `deinit`, see `CALayer`).
    public var superview: UIView? { superviewStorage }
    private unowned(unsafe) var superviewStorage: UIView?
    /// The subviews in back-to-front order.
    public private(set) var subviews: [UIView] = []
    /// An integer tag, for look-up and display.
    public var tag: Int = 0
    /// `userInteractionEnabled`: a view that is not enabled (and its subviews) is skipped by `hitTest(_:)`.
    public var isUserInteractionEnabled: Bool = true
    /// A display name (for example the outlet name `layerView`); also set as the layer's name when it has none.
    public var name: String? {
        didSet { if layer.name == nil || layer.name == oldValue { layer.name = name } }
    }

    /// A view with a fresh `CALayer` of the given frame.
    public init(frame: CGRect = .zero) {
        layer = CALayer()
        layer.owningView = self
        self.frame = frame
    }

    /// A view backed by `layer` (for example a `CATransformLayer`).
    public init(layer: CALayer, frame: CGRect = .zero) {
        self.layer = layer
        layer.owningView = self
        self.frame = frame
    }

    deinit {
        for view in subviews { view.superviewStorage = nil }
        layer.owningViewStorage = nil
    }

    /// `layer.position`.
    public var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }

    /// `layer.frame` (get and set, with the layer's rules for transformed layers).
    public var frame: CGRect {
        get { layer.frame }
        set { layer.frame = newValue }
    }

    /// `layer.bounds`.
    public var bounds: CGRect {
        get { layer.bounds }
        set { layer.bounds = newValue }
    }

    /// The affine part of `layer.transform`, or the identity when it is not affine; setting replaces the whole
    /// layer transform with the affine one.
    public var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    /// `layer.transform` (UIKit's `transform3D`).
    public var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    /// `layer.opacity` as a CGFloat.
    public var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    /// `layer.isHidden`.
    public var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }

    /// `layer.backgroundColor`.
    public var backgroundColor: CGColor? {
        get { layer.backgroundColor }
        set { layer.backgroundColor = newValue }
    }

    /// Appends `view` (frontmost), removing it from its previous superview; its layer becomes the frontmost
    /// sublayer of this view's layer. Adding a view to itself or to one of its descendants does nothing.
    public func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` (clamped) among the subviews; its layer is placed just above the layer of the
    /// subview before it (or at the back).
    public func insertSubview(_ view: UIView, at index: Int) {
        if isSelfOrAncestor(view) { return }
        view.removeFromSuperview()
        let position = Swift.max(0, Swift.min(index, subviews.count))
        let below = position > 0 ? subviews[position - 1].layer : nil
        subviews.insert(view, at: position)
        view.superviewStorage = self
        if let below {
            layer.insertSublayer(view.layer, above: below)
        } else {
            layer.insertSublayer(view.layer, at: 0)
        }
    }

    /// Moves `view` to the front of the subviews (and its layer to the front of the sublayers).
    public func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        addSubview(view)
    }

    /// Detaches the view (and its layer) from its superview; does nothing when it has none.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superviewStorage = nil
        layer.removeFromSuperlayer()
    }

    /// True when `view` is this view or one of its ancestors.
    public func isSelfOrAncestor(_ view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view in this subtree (itself included, depth first) with the given tag.
    public func viewWithTag(_ tag: Int) -> UIView? {
        var pending: [UIView] = [self]
        while !pending.isEmpty {
            let view = pending.removeFirst()
            if view.tag == tag { return view }
            pending.append(contentsOf: view.subviews)
        }
        return nil
    }

    /// Converts a point from `view`'s coordinates to this view's; nil: from window base coordinates, as UIKit documents
    /// it (the topmost view sits in the window by its own geometry, spec C17; see `CALayer.convert(_:from:)`).
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: view?.layer)
    }

    /// Converts a point from this view's coordinates to `view`'s (nil: to window base coordinates).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: view?.layer)
    }
}
