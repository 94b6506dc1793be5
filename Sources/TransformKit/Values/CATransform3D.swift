/// A 4×4 homogeneous transform with Core Animation's name and field layout `m11 … m44`.
///
/// Contract (Apple's `CATransform3D.h`):
/// - **Row vectors, translation in m41…m43.** Memory is row-major, `m[i][j] = m(i+1)(j+1)`. A point is the row
///   `[x y z 1]`, mapped as `[X Y Z W] = [x y z 1] · M`:
///   `X = x*m11 + y*m21 + z*m31 + m41`, …, `W = x*m14 + y*m24 + z*m34 + m44`, shown at `(X/W, Y/W)`.
///   Perspective comes from m14/m24/m34 (the book's `m34 = -1/d`).
/// - **`op * t`.** `CATransform3DTranslate/Scale/Rotate(t, …)` pre-multiply: the new operation is applied to
///   points first. `CATransform3DConcat(a, b)` is `a * b`: apply `a`, then `b`.
/// - **Radians; right-handed.** A positive angle about +z turns +x toward +y (clockwise on an iOS screen); about +y
///   it sends +z toward +x (the right edge recedes, z < 0 being away from the viewer).
/// - **Singular and NaN inputs.** `CATransform3DInvert` returns its argument unchanged when the determinant is
///   exactly 0; NaN and infinities propagate; nothing traps.
/// - **Equality** is IEEE `==` on the sixteen fields (Apple's `CATransform3DEqualToTransform`, "exactly equal").
public struct CATransform3D: Hashable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// The matrix with the given sixteen elements, row by row.
    @inlinable public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                           m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                           m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                           m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// The all-zero matrix, as C's `CATransform3D t = {0}` and Swift's `CATransform3D()` on Apple platforms.
    @inlinable public init() {
        self.init(m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)
    }

    /// The identity matrix (`CATransform3DIdentity`).
    public static let identity = CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                               m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

    /// The sixteen elements in memory order `m11, m12, …, m44` (also CSS `matrix3d()` order).
    @inlinable public var elements: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// The matrix from sixteen elements in memory order, or nil unless exactly sixteen are given.
    @inlinable public init?(elements: [CGFloat]) {
        guard elements.count == 16 else { return nil }
        self.init(m11: elements[0], m12: elements[1], m13: elements[2], m14: elements[3],
                  m21: elements[4], m22: elements[5], m23: elements[6], m24: elements[7],
                  m31: elements[8], m32: elements[9], m33: elements[10], m34: elements[11],
                  m41: elements[12], m42: elements[13], m43: elements[14], m44: elements[15])
    }

    /// Element (row, column) with 1-based indices as in the field names; nil outside 1...4.
    @inlinable public func element(row: Int, column: Int) -> CGFloat? {
        guard (1...4).contains(row), (1...4).contains(column) else { return nil }
        return elements[(row - 1) * 4 + (column - 1)]
    }

    /// `self * other`: apply `self`, then `other`. Element `(i, j) = Σk self[i][k] * other[k][j]`, summed left to
    /// right in k.
    @inlinable public func concatenating(_ b: CATransform3D) -> CATransform3D {
        let a = self
        return CATransform3D(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
            m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
            m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
            m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
            m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
            m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
            m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
            m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
            m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
            m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
            m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44)
    }

    /// The homogeneous image `[x y z 1] · self`, not divided by w.
    @inlinable public func transform(x: CGFloat, y: CGFloat, z: CGFloat) -> HomogeneousPoint {
        HomogeneousPoint(x: x * m11 + y * m21 + z * m31 + m41,
                         y: x * m12 + y * m22 + z * m32 + m42,
                         z: x * m13 + y * m23 + z * m33 + m43,
                         w: x * m14 + y * m24 + z * m34 + m44)
    }

    /// The homogeneous image `[x y z w] · self`, not divided by w.
    @inlinable public func transform(_ p: HomogeneousPoint) -> HomogeneousPoint {
        HomogeneousPoint(x: p.x * m11 + p.y * m21 + p.z * m31 + p.w * m41,
                         y: p.x * m12 + p.y * m22 + p.z * m32 + p.w * m42,
                         z: p.x * m13 + p.y * m23 + p.z * m33 + p.w * m43,
                         w: p.x * m14 + p.y * m24 + p.z * m34 + p.w * m44)
    }

    /// `self · translate(tx, ty, tz)`: the translation is applied *after* self (columns 1–3 of each row gain
    /// `row.m?4 * t`). Used to place a layer at its position; the public `CATransform3DTranslate` pre-multiplies.
    @inlinable public func postTranslated(x tx: CGFloat, y ty: CGFloat, z tz: CGFloat) -> CATransform3D {
        var r = self
        r.m11 += m14 * tx; r.m12 += m14 * ty; r.m13 += m14 * tz
        r.m21 += m24 * tx; r.m22 += m24 * ty; r.m23 += m24 * tz
        r.m31 += m34 * tx; r.m32 += m34 * ty; r.m33 += m34 * tz
        r.m41 += m44 * tx; r.m42 += m44 * ty; r.m43 += m44 * tz
        return r
    }

    /// The determinant, by cofactor expansion along the first row of 2×2 minors.
    @inlinable public var determinant: CGFloat {
        let s0 = m11 * m22 - m21 * m12, s1 = m11 * m23 - m21 * m13, s2 = m11 * m24 - m21 * m14
        let s3 = m12 * m23 - m22 * m13, s4 = m12 * m24 - m22 * m14, s5 = m13 * m24 - m23 * m14
        let c5 = m33 * m44 - m43 * m34, c4 = m32 * m44 - m42 * m34, c3 = m32 * m43 - m42 * m33
        let c2 = m31 * m44 - m41 * m34, c1 = m31 * m43 - m41 * m33, c0 = m31 * m42 - m41 * m32
        return s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
    }

    /// The flattening projection `F` of Core Animation: the identity with `m33 = 0` (x, y and w kept, z dropped).
    /// Every ordinary layer renders its sublayers into its own z = 0 plane through it; a `CATransformLayer` does not.
    public static let flattening = CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                                 m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

    /// The matrix with z dropped: `self · F` (column 3 zeroed).
    @inlinable public var flattened: CATransform3D {
        var r = self
        r.m13 = 0; r.m23 = 0; r.m33 = 0; r.m43 = 0
        return r
    }

    /// True when m14, m24, m34 are 0 and m44 is 1: no perspective division.
    @inlinable public var hasNoPerspective: Bool { m14 == 0 && m24 == 0 && m34 == 0 && m44 == 1 }
}

extension CATransform3D: CustomStringConvertible, CustomDebugStringConvertible {
    /// `CATransform3D(m11: …, …, m44: …)`, as Swift prints it on Apple platforms.
    public var description: String {
        "CATransform3D(m11: \(m11), m12: \(m12), m13: \(m13), m14: \(m14), m21: \(m21), m22: \(m22), m23: \(m23), "
            + "m24: \(m24), m31: \(m31), m32: \(m32), m33: \(m33), m34: \(m34), m41: \(m41), m42: \(m42), "
            + "m43: \(m43), m44: \(m44))"
    }
    public var debugDescription: String { description }
}
