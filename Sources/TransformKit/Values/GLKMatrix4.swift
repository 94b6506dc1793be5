/// GLKit's 4×4 single-precision matrix, fields `m00 … m33` in memory order — the same order as `CATransform3D`'s
/// `m11 … m44`.
///
/// The book obtains one with `*(GLKMatrix4 *)&transform`, which reinterprets memory; that only works where
/// `CGFloat` is a float (32-bit iOS). Here `GLKMatrix4(transform)` converts element by element (double to float,
/// round to nearest), which is what the cast meant, and `CATransform3D(matrix)` converts back.
public struct GLKMatrix4: Hashable, Sendable {
    public var m00: Float, m01: Float, m02: Float, m03: Float
    public var m10: Float, m11: Float, m12: Float, m13: Float
    public var m20: Float, m21: Float, m22: Float, m23: Float
    public var m30: Float, m31: Float, m32: Float, m33: Float

    @inlinable public init(m00: Float, m01: Float, m02: Float, m03: Float, m10: Float, m11: Float, m12: Float, m13: Float,
                           m20: Float, m21: Float, m22: Float, m23: Float, m30: Float, m31: Float, m32: Float, m33: Float) {
        self.m00 = m00; self.m01 = m01; self.m02 = m02; self.m03 = m03
        self.m10 = m10; self.m11 = m11; self.m12 = m12; self.m13 = m13
        self.m20 = m20; self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m30 = m30; self.m31 = m31; self.m32 = m32; self.m33 = m33
    }

    /// The matrix with the transform's elements in the same memory order, each rounded to float.
    @inlinable public init(_ t: CATransform3D) {
        self.init(m00: Float(t.m11), m01: Float(t.m12), m02: Float(t.m13), m03: Float(t.m14),
                  m10: Float(t.m21), m11: Float(t.m22), m12: Float(t.m23), m13: Float(t.m24),
                  m20: Float(t.m31), m21: Float(t.m32), m22: Float(t.m33), m23: Float(t.m34),
                  m30: Float(t.m41), m31: Float(t.m42), m32: Float(t.m43), m33: Float(t.m44))
    }

    /// The sixteen elements in memory order (GLKit's `m` array).
    @inlinable public var m: [Float] {
        [m00, m01, m02, m03, m10, m11, m12, m13, m20, m21, m22, m23, m30, m31, m32, m33]
    }

    /// The identity (`GLKMatrix4Identity`).
    public static let identity = GLKMatrix4(CATransform3D.identity)
}

extension CATransform3D {
    /// The transform with the matrix's elements in the same memory order, widened to double (exact).
    @inlinable public init(_ m: GLKMatrix4) {
        self.init(m11: CGFloat(m.m00), m12: CGFloat(m.m01), m13: CGFloat(m.m02), m14: CGFloat(m.m03),
                  m21: CGFloat(m.m10), m22: CGFloat(m.m11), m23: CGFloat(m.m12), m24: CGFloat(m.m13),
                  m31: CGFloat(m.m20), m32: CGFloat(m.m21), m33: CGFloat(m.m22), m34: CGFloat(m.m23),
                  m41: CGFloat(m.m30), m42: CGFloat(m.m31), m43: CGFloat(m.m32), m44: CGFloat(m.m33))
    }
}

/// The identity 4×4 matrix.
public let GLKMatrix4Identity = GLKMatrix4.identity

/// The upper-left 3×3 block: `m[0], m[1], m[2], m[4], m[5], m[6], m[8], m[9], m[10]` — for a layer transform, its
/// rotation (and scale) part.
@inlinable public func GLKMatrix4GetMatrix3(_ m: GLKMatrix4) -> GLKMatrix3 {
    GLKMatrix3(m00: m.m00, m01: m.m01, m02: m.m02, m10: m.m10, m11: m.m11, m12: m.m12, m20: m.m20, m21: m.m21, m22: m.m22)
}

/// The GLKit matrix with the transform's memory order (the book's pointer cast, done as a conversion).
@inlinable public func GLKMatrix4MakeWithCATransform3D(_ t: CATransform3D) -> GLKMatrix4 { GLKMatrix4(t) }
