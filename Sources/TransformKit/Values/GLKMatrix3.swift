/// GLKit's 3×3 single-precision matrix, fields `m00 … m22` in memory order.
///
/// The memory order is the one `GLKMatrix4GetMatrix3` produces from a matrix that has `CATransform3D`'s memory
/// order, so `m00 m01 m02` is the first row `m11 m12 m13` of the transform. `GLKMatrix3MultiplyVector3(m, v)` is
/// then `v · M` with `v` a row vector: the rotation part of a layer transform applied to a direction.
public struct GLKMatrix3: Hashable, Sendable {
    public var m00: Float, m01: Float, m02: Float
    public var m10: Float, m11: Float, m12: Float
    public var m20: Float, m21: Float, m22: Float

    @inlinable public init(m00: Float, m01: Float, m02: Float, m10: Float, m11: Float, m12: Float,
                           m20: Float, m21: Float, m22: Float) {
        self.m00 = m00; self.m01 = m01; self.m02 = m02
        self.m10 = m10; self.m11 = m11; self.m12 = m12
        self.m20 = m20; self.m21 = m21; self.m22 = m22
    }

    /// The nine elements in memory order (GLKit's `m` array).
    @inlinable public var m: [Float] { [m00, m01, m02, m10, m11, m12, m20, m21, m22] }

    /// The identity (`GLKMatrix3Identity`).
    public static let identity = GLKMatrix3(m00: 1, m01: 0, m02: 0, m10: 0, m11: 1, m12: 0, m20: 0, m21: 0, m22: 1)
}

/// The identity 3×3 matrix.
public let GLKMatrix3Identity = GLKMatrix3.identity

/// GLKit's formula: `(m[0]*x + m[3]*y + m[6]*z, m[1]*x + m[4]*y + m[7]*z, m[2]*x + m[5]*y + m[8]*z)` in float.
@inlinable public func GLKMatrix3MultiplyVector3(_ m: GLKMatrix3, _ v: GLKVector3) -> GLKVector3 {
    GLKVector3(x: m.m00 * v.x + m.m10 * v.y + m.m20 * v.z,
               y: m.m01 * v.x + m.m11 * v.y + m.m21 * v.z,
               z: m.m02 * v.x + m.m12 * v.y + m.m22 * v.z)
}
