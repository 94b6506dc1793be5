// The C API of CATransform3D.h as free functions with the header's names and semantics (Swift uses the same
// global names on Apple platforms). See `CATransform3D` for the conventions.

/// The identity matrix.
public let CATransform3DIdentity = CATransform3D.identity

/// True when `t` equals the identity (IEEE `==`, so -0.0 counts as 0).
@inlinable public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == .identity }

/// True when `a` and `b` are exactly equal, element by element (IEEE `==`).
@inlinable public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// `[1 0 0 0; 0 1 0 0; 0 0 1 0; tx ty tz 1]`.
@inlinable public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3D.identity
    t.m41 = tx; t.m42 = ty; t.m43 = tz
    return t
}

/// `[sx 0 0 0; 0 sy 0 0; 0 0 sz 0; 0 0 0 1]`.
@inlinable public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3D.identity
    t.m11 = sx; t.m22 = sy; t.m33 = sz
    return t
}

/// The rotation by `angle` radians about the vector (x, y, z); the identity when the vector has length zero.
///
/// The axis is normalised by dividing each component by its length `sqrt(x*x + y*y + z*z)` (so (0, 0, 2) gives
/// exactly the same matrix as (0, 0, 1); an axis whose squared length underflows or overflows is scaled by its
/// largest component first, so (1e-200, 0, 0) is the x axis); with `c = cos angle`, `s = sin angle`, `t = 1 - c`:
/// ```
/// m11 = c + x*x*t     m12 = x*y*t + z*s   m13 = x*z*t - y*s
/// m21 = y*x*t - z*s   m22 = c + y*y*t     m23 = y*z*t + x*s
/// m31 = z*x*t + y*s   m32 = z*y*t - x*s   m33 = c + z*z*t
/// ```
/// (the matrix of GLKit, WebKit and CSS `rotate3d`). Apple's exact operation order is unconfirmed; other orders
/// differ only in the last ulp for axes that are not along x, y or z. A NaN angle or axis gives NaN elements.
@inlinable public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    var (ax, ay, az) = (x, y, z)
    var length = LibM.squareRoot(x * x + y * y + z * z)
    if length == 0 || length == .infinity {
        // Only the zero vector has no direction: an axis whose squared length underflows (1e-200) or overflows
        // (1e200) is first divided by its largest component. Ordinary axes skip this and keep their exact values.
        let largest = Swift.max(Swift.abs(x), Swift.abs(y), Swift.abs(z))
        if largest == 0 { return .identity }
        (ax, ay, az) = (x / largest, y / largest, z / largest)
        length = LibM.squareRoot(ax * ax + ay * ay + az * az)
    }
    let ux = ax / length, uy = ay / length, uz = az / length
    let c = LibM.cosine(angle), s = LibM.sine(angle), t = 1 - c
    return CATransform3D(
        m11: c + ux * ux * t, m12: ux * uy * t + uz * s, m13: ux * uz * t - uy * s, m14: 0,
        m21: uy * ux * t - uz * s, m22: c + uy * uy * t, m23: uy * uz * t + ux * s, m24: 0,
        m31: uz * ux * t + uy * s, m32: uz * uy * t - ux * s, m33: c + uz * uz * t, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `translate(tx, ty, tz) * t`: rows 1–3 unchanged, `m4j' = tx*m1j + ty*m2j + tz*m3j + m4j`. The translation is
/// applied to points first, in the layer's own space.
@inlinable public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var r = t
    r.m41 = tx * t.m11 + ty * t.m21 + tz * t.m31 + t.m41
    r.m42 = tx * t.m12 + ty * t.m22 + tz * t.m32 + t.m42
    r.m43 = tx * t.m13 + ty * t.m23 + tz * t.m33 + t.m43
    r.m44 = tx * t.m14 + ty * t.m24 + tz * t.m34 + t.m44
    return r
}

/// `scale(sx, sy, sz) * t`: row 1 times sx, row 2 times sy, row 3 times sz, row 4 unchanged.
@inlinable public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var r = t
    r.m11 = sx * t.m11; r.m12 = sx * t.m12; r.m13 = sx * t.m13; r.m14 = sx * t.m14
    r.m21 = sy * t.m21; r.m22 = sy * t.m22; r.m23 = sy * t.m23; r.m24 = sy * t.m24
    r.m31 = sz * t.m31; r.m32 = sz * t.m32; r.m33 = sz * t.m33; r.m34 = sz * t.m34
    return r
}

/// `rotation(angle, x, y, z) * t`: rows 1–3 replaced by `R · rows 1–3`, row 4 unchanged.
///
/// The header leaves a zero-length axis undefined; here it returns `t` unchanged (as rotating by the identity).
@inlinable public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    if x == 0 && y == 0 && z == 0 { return t }
    let r = CATransform3DMakeRotation(angle, x, y, z)
    var result = t
    result.m11 = r.m11 * t.m11 + r.m12 * t.m21 + r.m13 * t.m31
    result.m12 = r.m11 * t.m12 + r.m12 * t.m22 + r.m13 * t.m32
    result.m13 = r.m11 * t.m13 + r.m12 * t.m23 + r.m13 * t.m33
    result.m14 = r.m11 * t.m14 + r.m12 * t.m24 + r.m13 * t.m34
    result.m21 = r.m21 * t.m11 + r.m22 * t.m21 + r.m23 * t.m31
    result.m22 = r.m21 * t.m12 + r.m22 * t.m22 + r.m23 * t.m32
    result.m23 = r.m21 * t.m13 + r.m22 * t.m23 + r.m23 * t.m33
    result.m24 = r.m21 * t.m14 + r.m22 * t.m24 + r.m23 * t.m34
    result.m31 = r.m31 * t.m11 + r.m32 * t.m21 + r.m33 * t.m31
    result.m32 = r.m31 * t.m12 + r.m32 * t.m22 + r.m33 * t.m32
    result.m33 = r.m31 * t.m13 + r.m32 * t.m23 + r.m33 * t.m33
    result.m34 = r.m31 * t.m14 + r.m32 * t.m24 + r.m33 * t.m34
    return result
}

/// `a * b`: apply `a`, then `b`.
@inlinable public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    a.concatenating(b)
}

/// The inverse of `t`, or `t` itself when it has no inverse (determinant exactly 0; no epsilon, so a uniform
/// scale by 1e-3 is inverted).
///
/// Computed as the adjugate divided by the determinant (cofactors of 2×2 minors). Apple's algorithm is unconfirmed;
/// results may differ from Apple's in the last bits. NaN inputs give NaN outputs.
@inlinable public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    let s0 = t.m11 * t.m22 - t.m21 * t.m12, s1 = t.m11 * t.m23 - t.m21 * t.m13, s2 = t.m11 * t.m24 - t.m21 * t.m14
    let s3 = t.m12 * t.m23 - t.m22 * t.m13, s4 = t.m12 * t.m24 - t.m22 * t.m14, s5 = t.m13 * t.m24 - t.m23 * t.m14
    let c5 = t.m33 * t.m44 - t.m43 * t.m34, c4 = t.m32 * t.m44 - t.m42 * t.m34, c3 = t.m32 * t.m43 - t.m42 * t.m33
    let c2 = t.m31 * t.m44 - t.m41 * t.m34, c1 = t.m31 * t.m43 - t.m41 * t.m33, c0 = t.m31 * t.m42 - t.m41 * t.m32
    let det = s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
    if det == 0 { return t }
    return CATransform3D(
        m11: (t.m22 * c5 - t.m23 * c4 + t.m24 * c3) / det,
        m12: (-t.m12 * c5 + t.m13 * c4 - t.m14 * c3) / det,
        m13: (t.m42 * s5 - t.m43 * s4 + t.m44 * s3) / det,
        m14: (-t.m32 * s5 + t.m33 * s4 - t.m34 * s3) / det,
        m21: (-t.m21 * c5 + t.m23 * c2 - t.m24 * c1) / det,
        m22: (t.m11 * c5 - t.m13 * c2 + t.m14 * c1) / det,
        m23: (-t.m41 * s5 + t.m43 * s2 - t.m44 * s1) / det,
        m24: (t.m31 * s5 - t.m33 * s2 + t.m34 * s1) / det,
        m31: (t.m21 * c4 - t.m22 * c2 + t.m24 * c0) / det,
        m32: (-t.m11 * c4 + t.m12 * c2 - t.m14 * c0) / det,
        m33: (t.m41 * s4 - t.m42 * s2 + t.m44 * s0) / det,
        m34: (-t.m31 * s4 + t.m32 * s2 - t.m34 * s0) / det,
        m41: (-t.m21 * c3 + t.m22 * c1 - t.m23 * c0) / det,
        m42: (t.m11 * c3 - t.m12 * c1 + t.m13 * c0) / det,
        m43: (-t.m41 * s3 + t.m42 * s1 - t.m43 * s0) / det,
        m44: (t.m31 * s3 - t.m32 * s1 + t.m33 * s0) / det)
}

/// The identity with `m11 = a, m12 = b, m21 = c, m22 = d, m41 = tx, m42 = ty`.
@inlinable public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3D.identity
    t.m11 = m.a; t.m12 = m.b; t.m21 = m.c; t.m22 = m.d; t.m41 = m.tx; t.m42 = m.ty
    return t
}

/// True when `t` can be represented exactly by an affine transform: m13, m14, m23, m24, m31, m32, m34 and m43 are
/// 0 and m33 and m44 are 1.
///
/// Requiring `m33 == 1` follows GNUstep; whether Apple does is unconfirmed (so `MakeScale(2, 2, 3)` is not affine
/// here). NaN in any of those elements makes the answer false.
@inlinable public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m34 == 0 && t.m43 == 0
        && t.m33 == 1 && t.m44 == 1
}

/// `(a, b, c, d, tx, ty) = (m11, m12, m21, m22, m41, m42)`; meaningful only when `CATransform3DIsAffine(t)`.
@inlinable public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
