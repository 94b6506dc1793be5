import TransformKit

/// A touch a figure shows (docs/authoring.md, "Hit expectations"): where it lands, in the root view's coordinates,
/// and `hitTest:withEvent:`'s walk from the root view — the views asked, which of them turned it down and why, and
/// the one that took it. The layer diagram marks the point, outlines the receiver and the views passed over, and
/// says in its legend what each outline means.
public struct FigureTouch {
    /// The point of the touch in the root view's (the root layer's) coordinates; the diagram draws it where the
    /// root's placement in the window puts it (spec C17), as it draws the layers.
    public let point: CGPoint
    /// The walk of `hitTest:withEvent:` on the root view for that point.
    public let walk: HitTestWalk

    public init(point: CGPoint, walk: HitTestWalk) {
        self.point = point
        self.walk = walk
    }

    /// The CSS classes of the touch's elements in the SVG (what tests look for).
    public static let pointClass = "touch-point"
    public static let receiverClass = "touch-receiver"
    public static let passedClass = "touch-passed"
}
