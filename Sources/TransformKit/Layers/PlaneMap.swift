/// A plane-to-plane map: the homography of a layer step with z = 0 in and z dropped out (rows and columns x, y, w
/// of the 4×4 matrix).
struct PlaneMap {
    var m11: CGFloat, m12: CGFloat, m14: CGFloat
    var m21: CGFloat, m22: CGFloat, m24: CGFloat
    var m41: CGFloat, m42: CGFloat, m44: CGFloat

    init(_ t: CATransform3D) {
        m11 = t.m11; m12 = t.m12; m14 = t.m14
        m21 = t.m21; m22 = t.m22; m24 = t.m24
        m41 = t.m41; m42 = t.m42; m44 = t.m44
    }

    init(m11: CGFloat, m12: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m24: CGFloat,
         m41: CGFloat, m42: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m24 = m24
        self.m41 = m41; self.m42 = m42; self.m44 = m44
    }

    /// `[x y 1] · H`, divided by w; the identity-free fast path keeps affine maps exact.
    func apply(_ p: CGPoint) -> CGPoint {
        let x = p.x * m11 + p.y * m21 + m41
        let y = p.x * m12 + p.y * m22 + m42
        if m14 == 0 && m24 == 0 && m44 == 1 { return CGPoint(x: x, y: y) }
        let w = p.x * m14 + p.y * m24 + m44
        return CGPoint(x: x / w, y: y / w)
    }

    var determinant: CGFloat {
        m11 * (m22 * m44 - m24 * m42) - m12 * (m21 * m44 - m24 * m41) + m14 * (m21 * m42 - m22 * m41)
    }

    /// The inverse homography, or the map itself when its determinant is exactly 0.
    var inverse: PlaneMap {
        let det = determinant
        if det == 0 { return self }
        return PlaneMap(m11: (m22 * m44 - m24 * m42) / det, m12: -(m12 * m44 - m14 * m42) / det, m14: (m12 * m24 - m14 * m22) / det,
                        m21: -(m21 * m44 - m24 * m41) / det, m22: (m11 * m44 - m14 * m41) / det, m24: -(m11 * m24 - m14 * m21) / det,
                        m41: (m21 * m42 - m22 * m41) / det, m42: -(m11 * m42 - m12 * m41) / det, m44: (m11 * m22 - m12 * m21) / det)
    }
}
