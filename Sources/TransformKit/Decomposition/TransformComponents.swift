/// A transform split into the components the key paths read and write: translation, scale, skew, perspective
/// and Euler angles.
///
/// Rotation convention (chosen; Apple's is unconfirmed): `R = Rx(x) · Ry(y) · Rz(z)` in row-vector order — the x
/// rotation is applied to points first, z last — with `y` in [-π/2, π/2] and `x`, `z` in (-π, π]. Hence
/// `z = atan2(m12, m11)`, `y = atan2(-m13, hypot(m11, m12))`, `x = atan2(m23, m33)` on the scale-free rows. In
/// gimbal lock (`m11 == m12 == 0` exactly) `z` is 0 and `x` takes the whole turn. The matrix is
/// `Scale · Skew · R · Translation · Perspective` (see `TransformDecomposition`). Unlike the CSS decomposition this
/// one never fails: a singular or `m44 == 0` matrix decomposes with zero scales and no perspective, so
/// `scale = 0` followed by `scale = 1` works.
public struct TransformComponents: Equatable, Sendable {
    public var translation: (x: CGFloat, y: CGFloat, z: CGFloat)
    public var scale: (x: CGFloat, y: CGFloat, z: CGFloat)
    public var skew: (xy: CGFloat, xz: CGFloat, yz: CGFloat)
    public var perspective: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat)
    /// Euler angles in radians (see the type's documentation for the order).
    public var rotation: (x: CGFloat, y: CGFloat, z: CGFloat)

    public init(_ t: CATransform3D) {
        translation = (0, 0, 0)
        scale = (1, 1, 1)
        skew = (0, 0, 0)
        perspective = (0, 0, 0, 1)
        rotation = (0, 0, 0)
        // Not strict, so this does not fail; the guard only unwraps.
        guard let parts = MatrixParts(t, strict: false) else { return }
        translation = parts.translation
        scale = parts.scale
        skew = parts.skew
        perspective = parts.perspective
        // Angles from the raw rows when they are proportional to the orthonormal ones (exact for pure rotations);
        // from the orthonormal rows otherwise.
        let exactRows = !parts.flipped
        let r0 = exactRows ? parts.rawRows.0 : parts.rows.0
        let sameYZScale = parts.scale.y == parts.scale.z && parts.skew == (0, 0, 0) && !parts.flipped
        let r1 = sameYZScale ? parts.rawRows.1 : parts.rows.1
        let r2 = sameYZScale ? parts.rawRows.2 : parts.rows.2
        let planar = LibM.hypotenuse(r0.x, r0.y)
        if planar == 0 && r0.z != 0 {
            let y: CGFloat = r0.z < 0 ? .pi / 2 : -.pi / 2
            let x = r0.z < 0 ? LibM.arcTangent(parts.rows.1.x, parts.rows.1.y) : LibM.arcTangent(-parts.rows.1.x, parts.rows.1.y)
            rotation = (x, y, 0)
        } else {
            rotation = (LibM.arcTangent(r1.z, r2.z), LibM.arcTangent(-r0.z, planar), LibM.arcTangent(r0.y, r0.x))
        }
    }

    /// `Scale · Skew · Rx · Ry · Rz · Translation · Perspective`, built with the pre-multiplying
    /// `CATransform3DTranslate/Rotate/Scale`; components at their neutral value (angle 0, scale 1, skew 0) are
    /// skipped so that simple cases come out exact.
    public var recomposed: CATransform3D {
        var m = CATransform3D.identity
        m.m14 = perspective.x; m.m24 = perspective.y; m.m34 = perspective.z; m.m44 = perspective.w
        m = CATransform3DTranslate(m, translation.x, translation.y, translation.z)
        if rotation.z != 0 { m = CATransform3DRotate(m, rotation.z, 0, 0, 1) }
        if rotation.y != 0 { m = CATransform3DRotate(m, rotation.y, 0, 1, 0) }
        if rotation.x != 0 { m = CATransform3DRotate(m, rotation.x, 1, 0, 0) }
        m = MatrixParts.applySkew(skew, to: m)
        if scale != (1, 1, 1) { m = CATransform3DScale(m, scale.x, scale.y, scale.z) }
        return m
    }

    public static func == (lhs: TransformComponents, rhs: TransformComponents) -> Bool {
        lhs.translation == rhs.translation && lhs.scale == rhs.scale && lhs.skew == rhs.skew
            && lhs.perspective == rhs.perspective && lhs.rotation == rhs.rotation
    }
}
