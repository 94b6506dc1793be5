/// A point in homogeneous coordinates `[x y z w]`, as produced by `CATransform3D.transform(_:)` before the
/// division by w.
///
/// `w > 0` is in front of the eye, `w == 0` at infinity, `w < 0` behind the eye (dividing such a point mirrors it).
public struct HomogeneousPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public var z: CGFloat
    public var w: CGFloat

    @inlinable public init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
        self.x = x
        self.y = y
        self.z = z
        self.w = w
    }

    /// The 2D point `(x/w, y/w)`. With `w == 0` the result is infinite or NaN; with `w < 0` it is mirrored — clip
    /// first (see `NearPlaneClipper`) when that matters.
    @inlinable public var projected: CGPoint { CGPoint(x: x / w, y: y / w) }

    /// The depth `z/w`.
    @inlinable public var projectedZ: CGFloat { z / w }
}
