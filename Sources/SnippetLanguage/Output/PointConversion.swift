import TransformKit

/// A point a listing carried from one layer's coordinates to another's (`convertPoint:toLayer:`,
/// `convertPoint:fromLayer:`, a view's `convertPoint:toView:` / `fromView:`, Swift's `convert(_:to:)` and
/// `convert(_:from:)`), as the evaluator computed it: what the `figure=convert-point` figure draws.
///
/// Always stated in the direction the point travelled, whichever spelling the listing used:
/// `[a convertPoint:p fromLayer:b]` is recorded as `p` in `b` becoming the result in `a`. A view's conversion is
/// recorded between the views' layers (a view's coordinates are its layer's). A `nil` source or destination is the
/// window (a `nil` argument: window base coordinates, spec C17), which has no layer.
public struct PointConversion {
    /// The point as the listing gave it, in `source`'s coordinates.
    public let point: CGPoint
    /// nil: the window.
    public let source: CALayer?
    /// The evaluator's result, in `destination`'s coordinates.
    public let converted: CGPoint
    /// nil: the window.
    public let destination: CALayer?

    public init(point: CGPoint, source: CALayer?, converted: CGPoint, destination: CALayer?) {
        self.point = point
        self.source = source
        self.converted = converted
        self.destination = destination
    }
}
