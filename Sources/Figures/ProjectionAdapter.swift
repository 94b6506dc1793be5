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
        let mapped = clipped.map { FigurePoint(x: $0.projected.x, y: $0.projected.y) }.filter(\.isFinite)
        return (mapped, NearPlaneClipper.needsClipping(homogeneous, epsilon: epsilon))
    }

    /// Where lines parallel to the z axis meet after `t`, or nil without perspective along z.
    static func vanishingPointOfZ(_ t: CATransform3D) -> FigurePoint? {
        guard t.m34 != 0 else { return nil }
        let point = FigurePoint(x: t.m31 / t.m34, y: t.m32 / t.m34)
        return point.isFinite ? point : nil
    }
}
