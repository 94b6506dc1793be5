/// A point in a two-dimensional coordinate system, with Core Graphics' name and field layout.
///
/// Coordinates are in points. On iOS the y axis of a layer points down, on macOS up; the numbers are the same,
/// only the drawing differs.
public struct CGPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat

    @inlinable public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    @inlinable public init() { self.init(x: 0, y: 0) }

    /// The point (0, 0).
    public static let zero = CGPoint(x: 0, y: 0)

    /// The point mapped by `t`: `x' = a*x + c*y + tx`, `y' = b*x + d*y + ty` (Swift spelling of
    /// `CGPointApplyAffineTransform`).
    @inlinable public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }

    /// IEEE equality of both coordinates (`CGPointEqualToPoint`).
    @inlinable public func equalTo(_ other: CGPoint) -> Bool { self == other }
}

extension CGPoint: CustomStringConvertible, CustomDebugStringConvertible {
    /// `(x, y)`, as Apple's Swift overlay prints a point.
    public var description: String { "(\(x), \(y))" }
    public var debugDescription: String { description }
}
