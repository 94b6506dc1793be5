/// A value an animation moves between: a number (opacity, `transform.rotation.z`, `transform.scale`), a point
/// (`position`), a size (`transform.translation`) or a matrix (`transform`).
public enum AnimatedValue: Equatable, Sendable {
    case number(CGFloat)
    case point(CGPoint)
    case size(CGSize)
    case transform(CATransform3D)

    /// The value at progress `t` from `self` to `other`; nil when their kinds differ. Numbers, points and sizes
    /// are interpolated linearly; matrices by decomposition (`TransformInterpolation`, CSS Transforms 2).
    public func interpolated(to other: AnimatedValue, progress t: CGFloat) -> AnimatedValue? {
        func lerp(_ a: CGFloat, _ b: CGFloat) -> CGFloat { t == 1 ? b : a + (b - a) * t }
        switch (self, other) {
        case let (.number(a), .number(b)): return .number(lerp(a, b))
        case let (.point(a), .point(b)): return .point(CGPoint(x: lerp(a.x, b.x), y: lerp(a.y, b.y)))
        case let (.size(a), .size(b)): return .size(CGSize(width: lerp(a.width, b.width), height: lerp(a.height, b.height)))
        case let (.transform(a), .transform(b)): return .transform(TransformInterpolation.interpolate(from: a, to: b, progress: t))
        default: return nil
        }
    }

    /// `self + by`, for `byValue`: sums for numbers, points and sizes; for matrices, `by` applied after `self`
    /// (`CATransform3DConcat(self, by)`), Core Animation's addition of transforms.
    public func adding(_ by: AnimatedValue) -> AnimatedValue? {
        switch (self, by) {
        case let (.number(a), .number(b)): return .number(a + b)
        case let (.point(a), .point(b)): return .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
        case let (.size(a), .size(b)): return .size(CGSize(width: a.width + b.width, height: a.height + b.height))
        case let (.transform(a), .transform(b)): return .transform(a.concatenating(b))
        default: return nil
        }
    }

    /// `self - by`, for a `byValue` with a `toValue` and no `fromValue` (for matrices: the `from` whose
    /// `CATransform3DConcat(from, by)` is `self`).
    public func subtracting(_ by: AnimatedValue) -> AnimatedValue? {
        switch (self, by) {
        case let (.number(a), .number(b)): return .number(a - b)
        case let (.point(a), .point(b)): return .point(CGPoint(x: a.x - b.x, y: a.y - b.y))
        case let (.size(a), .size(b)): return .size(CGSize(width: a.width - b.width, height: a.height - b.height))
        case let (.transform(a), .transform(b)): return .transform(a.concatenating(CATransform3DInvert(b)))
        default: return nil
        }
    }
}
