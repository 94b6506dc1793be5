/// A 2D affine transform with Core Graphics' name and field layout `[a b c d tx ty]`.
///
/// Contract (Apple's `CGAffineTransform.h`):
/// - **Row vectors.** The transform is the 3×3 matrix `| a b 0 | c d 0 | tx ty 1 |`; a point is the row
///   `[x y 1]` and is mapped as `p' = p · t`, i.e. `x' = a*x + c*y + tx`, `y' = b*x + d*y + ty`.
/// - **`op * t`.** `rotated(by:)`, `scaledBy(x:y:)` and `translatedBy(x:y:)` (C: `CGAffineTransformRotate`,
///   `…Scale`, `…Translate`) pre-multiply: the new operation is applied to points *first*, in the layer's own
///   space. `t1.concatenating(t2)` is `t1 * t2`: apply `t1`, then `t2`.
/// - **Radians; direction.** A positive angle turns +x toward +y: clockwise on an iOS screen (y down),
///   counter-clockwise on macOS (y up). Angles are not snapped: `sin(.pi)` is 1.2246467991473532e-16.
/// - **Exact arithmetic.** Every function uses the header's product formulas in plain double arithmetic, so signed
///   zeros come out as Apple's (`CGAffineTransformScale(MakeTranslation(42, 42), 1, -1)` has `c == -0.0`).
/// - **Singular and NaN inputs.** `inverted()` returns the transform unchanged when the determinant is exactly 0;
///   NaN and infinities propagate through every formula; nothing traps.
/// - **Equality** is IEEE `==` on the six fields (`-0.0 == 0.0`, NaN is unequal to itself), like
///   `CGAffineTransformEqualToTransform`.
public struct CGAffineTransform: Hashable, Sendable {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat

    /// The transform `[a b c d tx ty]` (`CGAffineTransformMake`).
    @inlinable public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform `[a b c d tx ty]`, unlabeled.
    @inlinable public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// The identity transform (an all-zero struct is not the identity; Swift's `init()` gives the identity here).
    @inlinable public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// `[1 0 0 1 tx ty]` (`CGAffineTransformMakeTranslation`).
    @inlinable public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// `[sx 0 0 sy 0 0]` (`CGAffineTransformMakeScale`).
    @inlinable public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// `[cos θ, sin θ, -sin θ, cos θ, 0, 0]` for `angle` θ in radians (`CGAffineTransformMakeRotation`).
    /// Not snapped: `angle = 0` gives `c == -0.0`, `angle = .pi / 2` gives `a == 6.123233995736766e-17`.
    @inlinable public init(rotationAngle angle: CGFloat) {
        let sine = LibM.sine(angle), cosine = LibM.cosine(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// The identity transform `[1 0 0 1 0 0]` (`CGAffineTransformIdentity`).
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// True when the transform `==` the identity (IEEE, so `c == -0.0` still counts) (`CGAffineTransformIsIdentity`).
    @inlinable public var isIdentity: Bool { self == .identity }

    /// `translate(tx, ty) * self`: a, b, c, d unchanged; `tx' = tx*a + ty*c + self.tx`, `ty' = tx*b + ty*d + self.ty`
    /// (`CGAffineTransformTranslate`).
    @inlinable public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(a: a, b: b, c: c, d: d, tx: tx * a + ty * c + self.tx, ty: tx * b + ty * d + self.ty)
    }

    /// `scale(sx, sy) * self`: `a' = sx*a, b' = sx*b, c' = sy*c, d' = sy*d`, translation unchanged
    /// (`CGAffineTransformScale`).
    @inlinable public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(a: sx * a, b: sx * b, c: sy * c, d: sy * d, tx: tx, ty: ty)
    }

    /// `rotation(angle) * self`: `a' = cos*a + sin*c`, `b' = cos*b + sin*d`, `c' = -sin*a + cos*c`,
    /// `d' = -sin*b + cos*d`, translation unchanged (`CGAffineTransformRotate`). Radians.
    @inlinable public func rotated(by angle: CGFloat) -> CGAffineTransform {
        let sine = LibM.sine(angle), cosine = LibM.cosine(angle)
        return CGAffineTransform(a: cosine * a + sine * c, b: cosine * b + sine * d,
                                 c: -sine * a + cosine * c, d: -sine * b + cosine * d, tx: tx, ty: ty)
    }

    /// `self * other`: apply `self`, then `other` (`CGAffineTransformConcat(self, other)`).
    @inlinable public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(a: a * other.a + b * other.c, b: a * other.b + b * other.d,
                          c: c * other.a + d * other.c, d: c * other.b + d * other.d,
                          tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// The determinant `a*d - b*c` of the linear part.
    @inlinable public var determinant: CGFloat { a * d - b * c }

    /// The inverse, or the transform itself, unchanged, when its determinant is exactly zero
    /// (`CGAffineTransformInvert`). No epsilon: a determinant of 1e-300 is inverted.
    ///
    /// Formula: `[d/det, -b/det, -c/det, a/det, (c*ty - d*tx)/det, (b*tx - a*ty)/det]`. A NaN determinant is not
    /// zero, so NaN inputs give NaN outputs.
    @inlinable public func inverted() -> CGAffineTransform {
        let det = determinant
        if det == 0 { return self }
        return CGAffineTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                                 tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
}

extension CGAffineTransform: CustomStringConvertible, CustomDebugStringConvertible {
    /// `CGAffineTransform(a: …, b: …, c: …, d: …, tx: …, ty: …)`, as Swift prints it on Apple platforms.
    public var description: String {
        "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }
    public var debugDescription: String { description }
}
