import TransformKit

/// The single place where Figures projects points that are not a layer's corners (the reference square of a
/// `TransformDiagram`), with TransformKit's homogeneous transform and near-plane clipper.
enum ProjectionAdapter {
    static func project(_ t: CATransform3D, x: Double, y: Double, z: Double) -> FigurePoint? {
        let p = t.transform(x: x, y: y, z: z)
        guard p.w >= LayerProjection.defaultNearPlaneEpsilon else { return nil }
        let point = FigurePoint(x: p.x / p.w, y: p.y / p.w)
        return point.isFinite ? point : nil
    }

    static func projectPolygon(_ t: CATransform3D, _ points: [(Double, Double)]) -> (points: [FigurePoint], clipped: Bool) {
        let homogeneous = points.map { t.transform(x: $0.0, y: $0.1, z: 0) }
        let epsilon = LayerProjection.defaultNearPlaneEpsilon
        let clipped = NearPlaneClipper.clip(homogeneous, epsilon: epsilon)
        let mapped = clipped.map { FigurePoint(x: $0.projected.x, y: $0.projected.y) }.filter({ $0.isFinite })
        return (mapped, NearPlaneClipper.needsClipping(homogeneous, epsilon: epsilon))
    }

    /// The vanishing point of a perspective applied last, about the origin — `t = A · P` with A affine and P the
    /// identity with m34 = −1/d (what `t.m34 = −1/d; t = CATransform3DRotate(t, …)` builds) — which is the origin
    /// (0, 0), as a layer's is its anchor point (spec C8). Nil when `t` has no perspective or is not of that form.
    ///
    /// Local, minimal: TransformKit's vanishing points are defined for layers only.
    static func vanishingPointOfZ(_ t: CATransform3D) -> FigurePoint? {
        guard t.m34 != 0 || t.m14 != 0 || t.m24 != 0, perspectiveSplit(t) != nil else { return nil }
        return FigurePoint(x: 0, y: 0)
    }

    /// `t = A · P` with A affine (last column (0, 0, 0, 1)) and P the identity with `m34 = p`: returns (A, p), or
    /// nil when `t` is not of that form. Solves `t · P(q)` affine for q (then p = −q) from the largest entry of
    /// t's third column, and checks the other entries to 1e-12.
    static func perspectiveSplit(_ t: CATransform3D) -> (affine: CATransform3D, perspective: Double)? {
        let column3 = [t.m13, t.m23, t.m33, t.m43]
        let column4 = [t.m14, t.m24, t.m34, t.m44]
        guard let pivot = (0..<3).max(by: { abs(column3[$0]) < abs(column3[$1]) }), column3[pivot] != 0 else { return nil }
        let q = -column4[pivot] / column3[pivot]
        guard q.isFinite else { return nil }
        for i in 0..<3 where abs(column4[i] + q * column3[i]) > 1e-12 * max(1, abs(column4[i])) { return nil }
        guard abs(column4[3] + q * column3[3] - 1) <= 1e-12 else { return nil }
        var undo = CATransform3D.identity
        undo.m34 = q
        var affine = t.concatenating(undo)
        affine.m14 = 0; affine.m24 = 0; affine.m34 = 0; affine.m44 = 1
        return (affine, -q)
    }
}
