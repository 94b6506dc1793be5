/// A `CATransform3D` split into perspective, translation, rotation, skew and scale, as CSS Transforms Level 2
/// ("Decomposing a 3D matrix", the Graphics Gems II *unmatrix* with a quaternion) specifies.
///
/// In Core Animation's row-vector terms the matrix (divided by m44) is
/// `M = Scale · Skew · Rotation · Translation · Perspective`, where `Rotation` is the orthonormal matrix of the
/// quaternion, `Skew` is the lower-triangular `[1 0 0; xy 1 0; xz yz 1]`, and `Perspective` is the identity with
/// its fourth column replaced by `perspective`. `recomposed` rebuilds the matrix in that order (so
/// `decompose → recompose` returns the matrix up to rounding). The decomposition fails (nil) when m44 is 0 or the
/// upper 3×3 part is singular, exactly as in the specification.
public struct TransformDecomposition: Equatable, Sendable {
    /// (x, y, z) translation.
    public var translation: (x: CGFloat, y: CGFloat, z: CGFloat)
    /// (x, y, z) scale factors; all three negated when the matrix flips orientation (CSS's rule).
    public var scale: (x: CGFloat, y: CGFloat, z: CGFloat)
    /// Skew factors XY, XZ, YZ.
    public var skew: (xy: CGFloat, xz: CGFloat, yz: CGFloat)
    /// The fourth column (m14, m24, m34, m44) of the perspective part; (0, 0, 0, 1) for none.
    public var perspective: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat)
    /// The rotation as a unit quaternion (x, y, z, w).
    public var quaternion: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat)

    public init(translation: (x: CGFloat, y: CGFloat, z: CGFloat), scale: (x: CGFloat, y: CGFloat, z: CGFloat),
                skew: (xy: CGFloat, xz: CGFloat, yz: CGFloat), perspective: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat),
                quaternion: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat)) {
        self.translation = translation
        self.scale = scale
        self.skew = skew
        self.perspective = perspective
        self.quaternion = quaternion
    }

    /// The CSS decomposition of `t`, or nil when `t.m44 == 0` or its upper 3×3 part is singular.
    public init?(_ t: CATransform3D) {
        guard let parts = MatrixParts(t, strict: true) else { return nil }
        let r = parts.rows
        var q = (x: 0.5 * LibM.squareRoot(Swift.max(1 + r.0.x - r.1.y - r.2.z, 0)),
                 y: 0.5 * LibM.squareRoot(Swift.max(1 - r.0.x + r.1.y - r.2.z, 0)),
                 z: 0.5 * LibM.squareRoot(Swift.max(1 - r.0.x - r.1.y + r.2.z, 0)),
                 w: 0.5 * LibM.squareRoot(Swift.max(1 + r.0.x + r.1.y + r.2.z, 0)))
        if r.2.y > r.1.z { q.x = -q.x }
        if r.0.z > r.2.x { q.y = -q.y }
        if r.1.x > r.0.y { q.z = -q.z }
        self.init(translation: parts.translation, scale: parts.scale, skew: parts.skew, perspective: parts.perspective,
                  quaternion: q)
    }

    /// The orthonormal rotation matrix of `quaternion`, row-vector form (points are rotated as `p · R`).
    public var rotationMatrix: CATransform3D {
        let (x, y, z, w) = quaternion
        // CSS writes the column-vector matrix; Core Animation's row-vector matrix is its transpose.
        var m = CATransform3D.identity
        m.m11 = 1 - 2 * (y * y + z * z)
        m.m21 = 2 * (x * y - z * w)
        m.m31 = 2 * (x * z + y * w)
        m.m12 = 2 * (x * y + z * w)
        m.m22 = 1 - 2 * (x * x + z * z)
        m.m32 = 2 * (y * z - x * w)
        m.m13 = 2 * (x * z - y * w)
        m.m23 = 2 * (y * z + x * w)
        m.m33 = 1 - 2 * (x * x + y * y)
        return m
    }

    /// The matrix `Scale · Skew · Rotation · Translation · Perspective` (CSS "Recomposing to a 3D matrix").
    public var recomposed: CATransform3D {
        var m = CATransform3D.identity
        m.m14 = perspective.x; m.m24 = perspective.y; m.m34 = perspective.z; m.m44 = perspective.w
        m = CATransform3DTranslate(m, translation.x, translation.y, translation.z)
        m = MatrixParts.preMultiplyUpper(rotationMatrix, m)
        m = MatrixParts.applySkew(skew, to: m)
        return CATransform3DScale(m, scale.x, scale.y, scale.z)
    }

    public static func == (lhs: TransformDecomposition, rhs: TransformDecomposition) -> Bool {
        lhs.translation == rhs.translation && lhs.scale == rhs.scale && lhs.skew == rhs.skew
            && lhs.perspective == rhs.perspective && lhs.quaternion == rhs.quaternion
    }
}
