/// UIKit's hit testing (`hitTest:withEvent:`, `pointInside:withEvent:`), on top of the layer geometry.
///
/// A view takes part only when `isUserInteractionEnabled`, not hidden and `alpha >= 0.01` (UIKit's documented rules);
/// then only when the point lies in its bounds (half-open, as `CGRectContainsPoint`). Subviews are asked front to
/// back (last to first), each with the point converted into its own coordinates through the full 3D chain
/// (`convert(_:to:)`, spec C12), so a view tilted by a 3D transform is hit where it is drawn. Array order, not
/// depth, decides which of two overlapping views wins — the book's cube: faces added later swallow touches on
/// faces added earlier.
extension UIView {
    /// The alpha below which UIKit's hit testing ignores a view, in the precision alpha is stored in (the layer's
    /// `Float` opacity), so a view whose alpha was set to exactly 0.01 still takes part.
    public static let hitTestMinimumOpacity: Float = 0.01

    /// `pointInside:withEvent:`: `point` (in this view's coordinates) lies in `bounds`.
    public func pointInside(_ point: CGPoint) -> Bool {
        bounds.contains(point)
    }

    /// True when UIKit would consider this view at all (interaction enabled, visible, alpha at least 0.01).
    public var receivesTouches: Bool {
        isUserInteractionEnabled && !isHidden && layer.opacity >= UIView.hitTestMinimumOpacity
    }

    /// `hitTest:withEvent:`: the frontmost, deepest view of this subtree that receives a touch at `point` (in this
    /// view's coordinates), or nil.
    public func hitTest(_ point: CGPoint) -> UIView? {
        var visited: [UIView] = []
        return hitTest(point, visiting: &visited)
    }

    /// `hitTest(_:)`, also listing every view asked (in the order UIKit asks them), for drawing a touch's path.
    public func hitTest(_ point: CGPoint, visiting visited: inout [UIView]) -> UIView? {
        hitTest(point, depth: 0, visiting: &visited)
    }

    private func hitTest(_ point: CGPoint, depth: Int, visiting visited: inout [UIView]) -> UIView? {
        // The depth cap matches CALayer's hit test: a pathological tree is searched only that deep, never overflowed.
        guard depth <= 10_000, receivesTouches else { return nil }
        visited.append(self)
        guard pointInside(point) else { return nil }
        for subview in subviews.reversed() {
            let local = subview.convert(point, from: self)
            if let hit = subview.hitTest(local, depth: depth + 1, visiting: &visited) { return hit }
        }
        return self
    }
}
