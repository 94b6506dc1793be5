// The C API of CGAffineTransform.h and CGGeometry.h, as free functions with the headers' names. Each forwards to
// the Swift spelling, which carries the formula and its documentation.

/// The identity transform `[1 0 0 1 0 0]`.
public let CGAffineTransformIdentity = CGAffineTransform.identity

/// `[a b c d tx ty]`.
@inlinable public func CGAffineTransformMake(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat,
                                             _ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
}

/// `[1 0 0 1 tx ty]`.
@inlinable public func CGAffineTransformMakeTranslation(_ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty)
}

/// `[sx 0 0 sy 0 0]`.
@inlinable public func CGAffineTransformMakeScale(_ sx: CGFloat, _ sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy)
}

/// `[cos θ, sin θ, -sin θ, cos θ, 0, 0]`, θ in radians; positive turns +x toward +y.
@inlinable public func CGAffineTransformMakeRotation(_ angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle)
}

/// `translate(tx, ty) * t`: the translation is applied first.
@inlinable public func CGAffineTransformTranslate(_ t: CGAffineTransform, _ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform {
    t.translatedBy(x: tx, y: ty)
}

/// `scale(sx, sy) * t`: the scale is applied first.
@inlinable public func CGAffineTransformScale(_ t: CGAffineTransform, _ sx: CGFloat, _ sy: CGFloat) -> CGAffineTransform {
    t.scaledBy(x: sx, y: sy)
}

/// `rotation(angle) * t`: the rotation is applied first.
@inlinable public func CGAffineTransformRotate(_ t: CGAffineTransform, _ angle: CGFloat) -> CGAffineTransform {
    t.rotated(by: angle)
}

/// `t1 * t2`: apply `t1`, then `t2`.
@inlinable public func CGAffineTransformConcat(_ t1: CGAffineTransform, _ t2: CGAffineTransform) -> CGAffineTransform {
    t1.concatenating(t2)
}

/// The inverse of `t`, or `t` unchanged when its determinant is exactly zero.
@inlinable public func CGAffineTransformInvert(_ t: CGAffineTransform) -> CGAffineTransform {
    t.inverted()
}

/// True when `t == identity` (IEEE).
@inlinable public func CGAffineTransformIsIdentity(_ t: CGAffineTransform) -> Bool {
    t.isIdentity
}

/// IEEE equality of the six fields.
@inlinable public func CGAffineTransformEqualToTransform(_ t1: CGAffineTransform, _ t2: CGAffineTransform) -> Bool {
    t1 == t2
}

/// `(a*x + c*y + tx, b*x + d*y + ty)`.
@inlinable public func CGPointApplyAffineTransform(_ point: CGPoint, _ t: CGAffineTransform) -> CGPoint {
    point.applying(t)
}

/// `(a*w + c*h, b*w + d*h)`, not made positive.
@inlinable public func CGSizeApplyAffineTransform(_ size: CGSize, _ t: CGAffineTransform) -> CGSize {
    size.applying(t)
}

/// The bounding box of the four transformed corners.
@inlinable public func CGRectApplyAffineTransform(_ rect: CGRect, _ t: CGAffineTransform) -> CGRect {
    rect.applying(t)
}
