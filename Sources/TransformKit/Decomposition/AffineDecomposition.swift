/// A `CGAffineTransform` decomposed as CSS Transforms Level 1 "Decomposing a 2D matrix" specifies: translation,
/// scale (one axis negated when the determinant is negative), rotation angle (radians here; CSS uses degrees) and
/// the remaining 2×2 matrix.
public struct AffineDecomposition: Equatable, Sendable {
    public var translateX: CGFloat
    public var translateY: CGFloat
    public var scaleX: CGFloat
    public var scaleY: CGFloat
    /// Radians, `atan2(b, a)` of the scale-free matrix.
    public var angle: CGFloat
    public var m11: CGFloat
    public var m12: CGFloat
    public var m21: CGFloat
    public var m22: CGFloat

    public init(translateX: CGFloat, translateY: CGFloat, scaleX: CGFloat, scaleY: CGFloat, angle: CGFloat,
                m11: CGFloat, m12: CGFloat, m21: CGFloat, m22: CGFloat) {
        self.translateX = translateX
        self.translateY = translateY
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.angle = angle
        self.m11 = m11
        self.m12 = m12
        self.m21 = m21
        self.m22 = m22
    }

    public init(_ t: CGAffineTransform) {
        var row0x = t.a, row0y = t.b, row1x = t.c, row1y = t.d
        translateX = t.tx
        translateY = t.ty
        scaleX = LibM.squareRoot(row0x * row0x + row0y * row0y)
        scaleY = LibM.squareRoot(row1x * row1x + row1y * row1y)
        // If the determinant is negative, one axis was flipped: flip the one with the smaller diagonal element.
        if row0x * row1y - row0y * row1x < 0 {
            if row0x < row1y { scaleX = -scaleX } else { scaleY = -scaleY }
        }
        if scaleX != 0 {
            row0x *= 1 / scaleX
            row0y *= 1 / scaleX
        }
        if scaleY != 0 {
            row1x *= 1 / scaleY
            row1y *= 1 / scaleY
        }
        angle = LibM.arcTangent(row0y, row0x)
        if angle != 0 {
            // Rotate(-angle) = [cos, sin, -sin, cos] = [row0x, -row0y, row0y, row0x] thanks to the normalisation.
            let sn = -row0y, cs = row0x
            let a = row0x, b = row0y, c = row1x, d = row1y
            row0x = cs * a + sn * c
            row0y = cs * b + sn * d
            row1x = -sn * a + cs * c
            row1y = -sn * b + cs * d
        }
        m11 = row0x
        m12 = row0y
        m21 = row1x
        m22 = row1y
    }

    /// `scale · rotation(angle) · [m11 m12 m21 m22 tx ty]` with the CG pre-multiplying functions (translation exact).
    public var recomposed: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: translateX, ty: translateY)
            .rotated(by: angle)
            .scaledBy(x: scaleX, y: scaleY)
    }
}
