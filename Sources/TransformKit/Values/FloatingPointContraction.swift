/// How the few Core Graphics formulas that Apple's arm64 binaries evaluate with fused multiply-adds are rounded
/// (spec F2).
///
/// Apple Silicon builds of Core Graphics / Core Animation contract some `a*b + c` into one fused multiply-add
/// (rounded once). Two measured values are reproduced only that way: the frame of a 30°-rotated 200×100 view (E27,
/// x = -1.602540378443871 fused vs -1.6025403784438694 plain) and the bounds set through the frame of a 45° view
/// (C11, height 8.2156503822261584e-15 fused vs 7.105427357601002e-15 plain). Everything in this module uses
/// `.none` (plain IEEE double arithmetic, the reference); the `contraction:` variants of point, size and rect
/// application and of `CALayer.frame` offer `.appleArm64` to show Apple's digits. Which other products Apple fuses
/// is unconfirmed.
public enum FloatingPointContraction: String, Sendable, CaseIterable {
    /// Every product and sum rounded separately, in the header's order.
    case none
    /// The fused forms inferred from the Apple Silicon measurements:
    /// point `x' = fma(a, x, fma(c, y, tx))`, `y' = fma(b, x, fma(d, y, ty))`;
    /// size `w' = fma(c, h, a*w)`, `h' = fma(d, h, b*w)`.
    case appleArm64
}

extension CGPoint {
    /// The point mapped by `t` with the given rounding (`.none` is `applying(_:)`).
    @inlinable public func applying(_ t: CGAffineTransform, contraction: FloatingPointContraction) -> CGPoint {
        switch contraction {
        case .none:
            return applying(t)
        case .appleArm64:
            return CGPoint(x: t.tx.addingProduct(t.c, y).addingProduct(t.a, x), y: t.ty.addingProduct(t.d, y).addingProduct(t.b, x))
        }
    }
}

extension CGSize {
    /// The size mapped by the linear part of `t` with the given rounding (`.none` is `applying(_:)`).
    @inlinable public func applying(_ t: CGAffineTransform, contraction: FloatingPointContraction) -> CGSize {
        switch contraction {
        case .none:
            return applying(t)
        case .appleArm64:
            return CGSize(width: (t.a * width).addingProduct(t.c, height), height: (t.b * width).addingProduct(t.d, height))
        }
    }
}

extension CGRect {
    /// The bounding box of the four corners mapped with the given rounding (`.none` is `applying(_:)`).
    @inlinable public func applying(_ t: CGAffineTransform, contraction: FloatingPointContraction) -> CGRect {
        if contraction == .none || isNull || isInfinite { return applying(t) }
        let r = standardized
        let x0 = r.origin.x, y0 = r.origin.y
        let x1 = r.origin.x + r.size.width, y1 = r.origin.y + r.size.height
        let p0 = CGPoint(x: x0, y: y0).applying(t, contraction: contraction)
        let p1 = CGPoint(x: x1, y: y0).applying(t, contraction: contraction)
        let p2 = CGPoint(x: x1, y: y1).applying(t, contraction: contraction)
        let p3 = CGPoint(x: x0, y: y1).applying(t, contraction: contraction)
        let minX = Swift.min(Swift.min(p0.x, p1.x), Swift.min(p2.x, p3.x))
        let maxX = Swift.max(Swift.max(p0.x, p1.x), Swift.max(p2.x, p3.x))
        let minY = Swift.min(Swift.min(p0.y, p1.y), Swift.min(p2.y, p3.y))
        let maxY = Swift.max(Swift.max(p0.y, p1.y), Swift.max(p2.y, p3.y))
        if minX.isNaN || maxX.isNaN || minY.isNaN || maxY.isNaN {
            return CGRect(x: .nan, y: .nan, width: .nan, height: .nan)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
