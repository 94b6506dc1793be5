/// The four bounds corners of a layer as homogeneous points, without an array.
struct CornerQuad: Equatable {
    var p0: HomogeneousPoint, p1: HomogeneousPoint, p2: HomogeneousPoint, p3: HomogeneousPoint

    init(p0: HomogeneousPoint, p1: HomogeneousPoint, p2: HomogeneousPoint, p3: HomogeneousPoint) {
        self.p0 = p0; self.p1 = p1; self.p2 = p2; self.p3 = p3
    }

    /// The corners of `layer.bounds`, in `boundsCorners` order, mapped by `m`.
    init(_ layer: CALayer, transformedBy m: CATransform3D) {
        let b = layer.bounds.standardized
        let x0 = b.origin.x, y0 = b.origin.y, x1 = b.origin.x + b.size.width, y1 = b.origin.y + b.size.height
        self.init(p0: m.transform(x: x0, y: y0, z: 0), p1: m.transform(x: x1, y: y0, z: 0),
                  p2: m.transform(x: x1, y: y1, z: 0), p3: m.transform(x: x0, y: y1, z: 0))
    }

    func transformed(by m: CATransform3D) -> CornerQuad {
        CornerQuad(p0: m.transform(p0), p1: m.transform(p1), p2: m.transform(p2), p3: m.transform(p3))
    }

    /// True when every corner has `w >= epsilon` (false for NaN).
    func isInFront(of epsilon: CGFloat) -> Bool {
        p0.w >= epsilon && p1.w >= epsilon && p2.w >= epsilon && p3.w >= epsilon
    }

    var vertices: [HomogeneousPoint] { [p0, p1, p2, p3] }

    /// The shoelace area of the corners after division by w.
    var projectedSignedArea: CGFloat {
        let a = p0.projected, b = p1.projected, c = p2.projected, d = p3.projected
        let sum = (d.x * a.y - a.x * d.y) + (a.x * b.y - b.x * a.y) + (b.x * c.y - c.x * b.y) + (c.x * d.y - d.x * c.y)
        return sum / 2
    }
}
