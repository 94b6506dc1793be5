/// The steps of the CSS unmatrix shared by `TransformDecomposition` and the key paths: normalisation by m44,
/// perspective, translation, Gram–Schmidt scale and skew, orientation flip.
struct MatrixParts {
    typealias Vector = (x: CGFloat, y: CGFloat, z: CGFloat)
    var translation: Vector
    var scale: Vector
    var skew: (xy: CGFloat, xz: CGFloat, yz: CGFloat)
    var perspective: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat)
    /// The orthonormalised rows (after the flip).
    var rows: (Vector, Vector, Vector)
    /// The rows of the upper 3×3 part before normalisation (after division by m44).
    var rawRows: (Vector, Vector, Vector)
    /// True when the rows and scales were negated because the upper 3×3 part has a negative determinant.
    var flipped: Bool

    /// With `strict`, fails as CSS does (m44 == 0, or singular upper part). Without, never fails: m44 == 0 skips
    /// the normalisation, a singular perspective part leaves the perspective at none, zero rows stay zero.
    init?(_ input: CATransform3D, strict: Bool) {
        if strict && input.m44 == 0 { return nil }
        let m = Self.dividedByM44(input)
        var perspectiveMatrix = m
        perspectiveMatrix.m14 = 0; perspectiveMatrix.m24 = 0; perspectiveMatrix.m34 = 0; perspectiveMatrix.m44 = 1
        let singular = perspectiveMatrix.determinant == 0
        if strict && singular { return nil }
        if (m.m14 != 0 || m.m24 != 0 || m.m34 != 0) && !singular {
            perspective = Self.perspective(of: m, solvingWith: perspectiveMatrix)
        } else {
            perspective = (x: 0, y: 0, z: 0, w: 1)
        }
        translation = (x: m.m41, y: m.m42, z: m.m43)
        let raw0: Vector = (m.m11, m.m12, m.m13), raw1: Vector = (m.m21, m.m22, m.m23), raw2: Vector = (m.m31, m.m32, m.m33)
        rawRows = (raw0, raw1, raw2)
        let basis = Self.orthonormalized(raw0, raw1, raw2)
        skew = basis.skew
        flipped = Self.dot(basis.rows.0, Self.cross(basis.rows.1, basis.rows.2)) < 0
        scale = flipped ? Self.negated(basis.scale) : basis.scale
        rows = flipped ? (Self.negated(basis.rows.0), Self.negated(basis.rows.1), Self.negated(basis.rows.2)) : basis.rows
    }

    /// `m` divided by its m44 (m44 then 1); unchanged when m44 is 1, or 0 (nothing to divide by).
    private static func dividedByM44(_ m: CATransform3D) -> CATransform3D {
        guard m.m44 != 0, m.m44 != 1 else { return m }
        let d = m.m44
        return CATransform3D(m11: m.m11 / d, m12: m.m12 / d, m13: m.m13 / d, m14: m.m14 / d,
                             m21: m.m21 / d, m22: m.m22 / d, m23: m.m23 / d, m24: m.m24 / d,
                             m31: m.m31 / d, m32: m.m32 / d, m33: m.m33 / d, m34: m.m34 / d,
                             m41: m.m41 / d, m42: m.m42 / d, m43: m.m43 / d, m44: 1)
    }

    /// The column p with `perspectiveMatrix · p = (m14, m24, m34, m44)`; `perspectiveMatrix` is `m` with its last
    /// column the identity's, and invertible.
    private static func perspective(of m: CATransform3D, solvingWith perspectiveMatrix: CATransform3D)
        -> (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
        let inverse = CATransform3DInvert(perspectiveMatrix)
        let rhs = (m.m14, m.m24, m.m34, m.m44)
        return (x: inverse.m11 * rhs.0 + inverse.m12 * rhs.1 + inverse.m13 * rhs.2 + inverse.m14 * rhs.3,
                y: inverse.m21 * rhs.0 + inverse.m22 * rhs.1 + inverse.m23 * rhs.2 + inverse.m24 * rhs.3,
                z: inverse.m31 * rhs.0 + inverse.m32 * rhs.1 + inverse.m33 * rhs.2 + inverse.m34 * rhs.3,
                w: inverse.m41 * rhs.0 + inverse.m42 * rhs.1 + inverse.m43 * rhs.2 + inverse.m44 * rhs.3)
    }

    /// Gram–Schmidt on the rows, as the CSS unmatrix does it: each row's length is its scale, and the skews are
    /// the projections removed along the way (divided by the later row's scale).
    private static func orthonormalized(_ raw0: Vector, _ raw1: Vector, _ raw2: Vector)
        -> (rows: (Vector, Vector, Vector), scale: Vector, skew: (xy: CGFloat, xz: CGFloat, yz: CGFloat)) {
        let sx = length(raw0)
        let row0 = normalized(raw0, length: sx)
        var xy = dot(row0, raw1)
        var row1 = combine(raw1, row0, -xy)
        let sy = length(row1)
        row1 = normalized(row1, length: sy)
        if sy != 0 { xy /= sy }
        var xz = dot(row0, raw2)
        var row2 = combine(raw2, row0, -xz)
        var yz = dot(row1, row2)
        row2 = combine(row2, row1, -yz)
        let sz = length(row2)
        row2 = normalized(row2, length: sz)
        if sz != 0 {
            xz /= sz
            yz /= sz
        }
        return ((row0, row1, row2), (sx, sy, sz), (xy, xz, yz))
    }

    private static func negated(_ v: Vector) -> Vector { (-v.x, -v.y, -v.z) }

    static func length(_ v: Vector) -> CGFloat { LibM.squareRoot(v.x * v.x + v.y * v.y + v.z * v.z) }
    static func normalized(_ v: Vector, length: CGFloat) -> Vector {
        length == 0 ? v : (v.x / length, v.y / length, v.z / length)
    }
    static func dot(_ a: Vector, _ b: Vector) -> CGFloat { a.x * b.x + a.y * b.y + a.z * b.z }
    static func cross(_ a: Vector, _ b: Vector) -> Vector {
        (a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
    }
    /// `a + b * factor` (CSS `combine(a, b, 1, factor)`).
    static func combine(_ a: Vector, _ b: Vector, _ factor: CGFloat) -> Vector {
        (a.x + b.x * factor, a.y + b.y * factor, a.z + b.z * factor)
    }

    /// `U · m` where `U` is the upper 3×3 part of `u` (row 4 of m unchanged).
    static func preMultiplyUpper(_ u: CATransform3D, _ m: CATransform3D) -> CATransform3D {
        var r = m
        r.m11 = u.m11 * m.m11 + u.m12 * m.m21 + u.m13 * m.m31
        r.m12 = u.m11 * m.m12 + u.m12 * m.m22 + u.m13 * m.m32
        r.m13 = u.m11 * m.m13 + u.m12 * m.m23 + u.m13 * m.m33
        r.m14 = u.m11 * m.m14 + u.m12 * m.m24 + u.m13 * m.m34
        r.m21 = u.m21 * m.m11 + u.m22 * m.m21 + u.m23 * m.m31
        r.m22 = u.m21 * m.m12 + u.m22 * m.m22 + u.m23 * m.m32
        r.m23 = u.m21 * m.m13 + u.m22 * m.m23 + u.m23 * m.m33
        r.m24 = u.m21 * m.m14 + u.m22 * m.m24 + u.m23 * m.m34
        r.m31 = u.m31 * m.m11 + u.m32 * m.m21 + u.m33 * m.m31
        r.m32 = u.m31 * m.m12 + u.m32 * m.m22 + u.m33 * m.m32
        r.m33 = u.m31 * m.m13 + u.m32 * m.m23 + u.m33 * m.m33
        r.m34 = u.m31 * m.m14 + u.m32 * m.m24 + u.m33 * m.m34
        return r
    }

    /// `Skew · m` with `Skew = [1 0 0; xy 1 0; xz yz 1]`; m unchanged when all three are 0.
    static func applySkew(_ skew: (xy: CGFloat, xz: CGFloat, yz: CGFloat), to m: CATransform3D) -> CATransform3D {
        if skew.xy == 0 && skew.xz == 0 && skew.yz == 0 { return m }
        var k = CATransform3D.identity
        k.m21 = skew.xy; k.m31 = skew.xz; k.m32 = skew.yz
        return preMultiplyUpper(k, m)
    }
}
