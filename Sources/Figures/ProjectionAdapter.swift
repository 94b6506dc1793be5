import TransformKit

/// The single place where Figures calls TransformKit's projection for points that are not a layer's corners.
enum ProjectionAdapter {
    static func project(_ t: CATransform3D, x: Double, y: Double, z: Double) -> FigurePoint? {
        let p = t.transform(x: x, y: y, z: z)
        guard p.w > 1e-9 else { return nil }
        let point = FigurePoint(x: p.x / p.w, y: p.y / p.w)
        return point.isFinite ? point : nil
    }

    static func projectPolygon(_ t: CATransform3D, _ points: [(Double, Double)]) -> (points: [FigurePoint], clipped: Bool) {
        let mapped = points.compactMap { project(t, x: $0.0, y: $0.1, z: 0) }
        return (mapped, mapped.count != points.count)
    }

    /// Where lines parallel to the z axis meet after `t`, or nil without perspective along z.
    static func vanishingPointOfZ(_ t: CATransform3D) -> FigurePoint? {
        guard t.m34 != 0 else { return nil }
        let point = FigurePoint(x: t.m31 / t.m34, y: t.m32 / t.m34)
        return point.isFinite ? point : nil
    }
}
