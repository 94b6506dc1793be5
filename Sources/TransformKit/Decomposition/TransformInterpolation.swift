/// Frames of an animation from one transform to another, interpolated as CSS Transforms specifies for matrices.
///
/// 3D (`CATransform3D`): CSS Transforms Level 2 — decompose both (`TransformDecomposition`), interpolate
/// translation, scale, skew and perspective linearly (`a + (b - a) * t`), the quaternions by the specification's
/// slerp (which does not force the shortest path: it uses the quaternions as decomposed), and recompose. If either
/// matrix cannot be decomposed the animation is discrete: `from` for `t < 0.5`, `to` otherwise. Core Animation's
/// own recipe is unconfirmed (spec B11); key-path animations (`transform.rotation.z` from 0 to 2π) interpolate the
/// scalar instead — use `settingValue(_:forKeyPath:)` on each frame for those.
///
/// 2D (`CGAffineTransform`): CSS Transforms Level 1 "Interpolation of 2D matrices" — decompose into translation,
/// scale, angle and a 2×2 remainder (`AffineDecomposition`), unflip, take the short way round, interpolate
/// linearly and recompose; recomposition keeps the translation exact (as WebKit's `AffineTransform::blend` does).
/// A matrix with a zero scale still decomposes, as in CSS 1.
///
/// `t` is the progress, normally 0...1; values outside extrapolate; NaN gives NaN elements. `t == 0` and `t == 1`
/// return `from` and `to` exactly.
public enum TransformInterpolation {
    /// The transform at progress `t` between `from` and `to` (CSS Transforms 2).
    public static func interpolate(from: CATransform3D, to: CATransform3D, progress t: CGFloat) -> CATransform3D {
        if t == 0 { return from }
        if t == 1 { return to }
        guard let a = TransformDecomposition(from), let b = TransformDecomposition(to) else {
            return t < 0.5 ? from : to
        }
        return interpolate(a, b, progress: t)
    }

    /// The recomposed transform at progress `t` between two decompositions.
    private static func interpolate(_ a: TransformDecomposition, _ b: TransformDecomposition,
                                    progress t: CGFloat) -> CATransform3D {
        func lerp(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * t }
        let result = TransformDecomposition(
            translation: (lerp(a.translation.x, b.translation.x), lerp(a.translation.y, b.translation.y),
                          lerp(a.translation.z, b.translation.z)),
            scale: (lerp(a.scale.x, b.scale.x), lerp(a.scale.y, b.scale.y), lerp(a.scale.z, b.scale.z)),
            skew: (lerp(a.skew.xy, b.skew.xy), lerp(a.skew.xz, b.skew.xz), lerp(a.skew.yz, b.skew.yz)),
            perspective: (lerp(a.perspective.x, b.perspective.x), lerp(a.perspective.y, b.perspective.y),
                          lerp(a.perspective.z, b.perspective.z), lerp(a.perspective.w, b.perspective.w)),
            quaternion: slerp(a.quaternion, b.quaternion, t))
        return result.recomposed
    }

    /// The frame at progress `t` of a key-path animation (`CABasicAnimation` on `transform.rotation.z` and the
    /// like): the scalar (or, for `translation`, the size) is interpolated linearly and set into `base` with
    /// `settingValue(_:forKeyPath:)`. Unlike matrix interpolation this keeps whole turns: `rotation.z` from 0 to 2π
    /// turns all the way round although the end matrix equals the start (spec B10, B11). nil when a value's kind
    /// does not fit the key path.
    public static func interpolate(_ base: CATransform3D, keyPath: TransformKeyPath, from: TransformKeyPathValue,
                                   to: TransformKeyPathValue, progress t: CGFloat) -> CATransform3D? {
        func lerp(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * t }
        switch (from, to) {
        case let (.number(a), .number(b)):
            return base.settingValue(.number(t == 1 ? b : lerp(a, b)), forKeyPath: keyPath)
        case let (.size(a), .size(b)):
            let size = t == 1 ? b : CGSize(width: lerp(a.width, b.width), height: lerp(a.height, b.height))
            return base.settingValue(.size(size), forKeyPath: keyPath)
        default:
            return nil
        }
    }

    /// `count` evenly spaced frames from `from` to `to` inclusive (count >= 2; fewer gives `[from]` or `[]`).
    public static func frames(from: CATransform3D, to: CATransform3D, count: Int) -> [CATransform3D] {
        if count <= 0 { return [] }
        if count == 1 { return [from] }
        return frames(from: from, TransformDecomposition(from), to: to, TransformDecomposition(to), count: count)
    }

    /// A chain of transforms played one after the other: `start`, then for each of `targets` the frames of
    /// `frames(from:to:count:)` from the transform before it, without the first (the previous segment ended on it).
    /// Each transform is decomposed once, though it ends one segment and starts the next.
    public static func frames(from start: CATransform3D, through targets: [CATransform3D],
                              countPerSegment count: Int) -> [CATransform3D] {
        var frames = [start]
        guard count >= 2 else { return frames }
        frames.reserveCapacity(1 + targets.count * (count - 1))
        var from = start
        var fromParts = TransformDecomposition(start)
        for target in targets {
            let targetParts = TransformDecomposition(target)
            frames += self.frames(from: from, fromParts, to: target, targetParts, count: count).dropFirst()
            from = target
            fromParts = targetParts
        }
        return frames
    }

    /// `frames(from:to:count:)` (count >= 2) given the decompositions of `from` and `to`, nil when one cannot be
    /// decomposed: exactly `interpolate(from:to:progress:)` at each step.
    private static func frames(from: CATransform3D, _ a: TransformDecomposition?, to: CATransform3D,
                               _ b: TransformDecomposition?, count: Int) -> [CATransform3D] {
        guard let a, let b else {
            return (0..<count).map { interpolate(from: from, to: to, progress: CGFloat($0) / CGFloat(count - 1)) }
        }
        return (0..<count).map { step in
            let t = CGFloat(step) / CGFloat(count - 1)
            if t == 0 { return from }
            if t == 1 { return to }
            return interpolate(a, b, progress: t)
        }
    }

    /// The CSS Transforms 2 slerp of two unit quaternions (x, y, z, w).
    public static func slerp(_ qa: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat),
                             _ qb: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat),
                             _ t: CGFloat) -> (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
        var product = qa.x * qb.x + qa.y * qb.y + qa.z * qb.z + qa.w * qb.w
        product = Swift.max(Swift.min(product, 1), -1)
        if Swift.abs(product) == 1 { return qa }
        let theta = LibM.arcCosine(product)
        let w = LibM.sine(t * theta) / LibM.squareRoot(1 - product * product)
        let ka = LibM.cosine(t * theta) - product * w
        return (qa.x * ka + qb.x * w, qa.y * ka + qb.y * w, qa.z * ka + qb.z * w, qa.w * ka + qb.w * w)
    }

    /// The affine transform at progress `t` between `from` and `to` (CSS Transforms 1).
    public static func interpolate(from: CGAffineTransform, to: CGAffineTransform, progress t: CGFloat) -> CGAffineTransform {
        if t == 0 { return from }
        if t == 1 { return to }
        var a = AffineDecomposition(from)
        var b = AffineDecomposition(to)
        // If the x axis of one is flipped and the y axis of the other, convert to an unflipped rotation.
        if (a.scaleX < 0 && b.scaleY < 0) || (a.scaleY < 0 && b.scaleX < 0) {
            a.scaleX = -a.scaleX
            a.scaleY = -a.scaleY
            a.angle += a.angle < 0 ? .pi : -.pi
        }
        // Don't rotate the long way around.
        if a.angle == 0 { a.angle = 2 * .pi }
        if b.angle == 0 { b.angle = 2 * .pi }
        if Swift.abs(a.angle - b.angle) > .pi {
            if a.angle > b.angle { a.angle -= 2 * .pi } else { b.angle -= 2 * .pi }
        }
        func lerp(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * t }
        let result = AffineDecomposition(
            translateX: lerp(a.translateX, b.translateX), translateY: lerp(a.translateY, b.translateY),
            scaleX: lerp(a.scaleX, b.scaleX), scaleY: lerp(a.scaleY, b.scaleY), angle: lerp(a.angle, b.angle),
            m11: lerp(a.m11, b.m11), m12: lerp(a.m12, b.m12), m21: lerp(a.m21, b.m21), m22: lerp(a.m22, b.m22))
        return result.recomposed
    }
}
