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
        var walk = HitTestWalk()
        return hitTest(point, depth: 0, recording: &walk)
    }

    /// `hitTest(_:)`, also listing every view asked that takes part in hit testing (in the order UIKit asks them);
    /// `hitTestWalk(_:)` also gives the views that ignore touches and each view's answer.
    public func hitTest(_ point: CGPoint, visiting visited: inout [UIView]) -> UIView? {
        var walk = HitTestWalk()
        let hit = hitTest(point, depth: 0, recording: &walk)
        visited += walk.visits.filter { $0.verdict != .ignoresTouches }.map { $0.view }
        return hit
    }
}
