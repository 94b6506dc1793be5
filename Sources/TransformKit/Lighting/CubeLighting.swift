/// The book's dynamic lighting of cube faces (Listing 5.10): a translucent black layer over each face whose alpha
/// depends on the angle between the face normal and a light direction.
///
/// Computed as the listing does, in GLKit's single precision: the face normal is `(0, 0, 1)` multiplied by the
/// rotation part of the face's own `transform` (`GLKMatrix4GetMatrix3`) and normalised; the light direction is
/// normalised; `dotProduct` is their float dot product; `shadow = 1 + dotProduct - ambientLight` (the sum in float, as C evaluates it, then the subtraction in double).
/// The listing passes `shadow` to `colorWithWhite:0 alpha:shadow`, which can be outside 0...1 (for example 1.39
/// for a face turned toward the light); a colour's alpha is clamped to 0...1 when drawn, so `alpha` is `shadow`
/// clamped (NaN, from a degenerate normal, becomes 0). Note the listing uses only the face transform, not the
/// container's `sublayerTransform` (the camera), so the lighting does not follow a camera rotation.
public enum CubeLighting {
    /// The book's `LIGHT_DIRECTION` (0, 1, -0.5).
    public static let bookLightDirection = GLKVector3Make(0, 1, -0.5)
    /// The book's `AMBIENT_LIGHT` 0.5.
    public static let bookAmbientLight: CGFloat = 0.5

    /// The intermediate values and the result of lighting one face.
    public struct Shading: Equatable, Sendable {
        /// The transformed, normalised face normal.
        public var normal: GLKVector3
        /// The normalised light direction.
        public var light: GLKVector3
        /// `GLKVector3DotProduct(light, normal)`.
        public var dotProduct: Float
        /// `1 + dotProduct - ambientLight`, unclamped (what the listing computes).
        public var shadow: CGFloat
        /// `shadow` clamped to 0...1: the alpha of the black overlay as drawn.
        public var alpha: CGFloat

        /// The overlay colour: black with `alpha`.
        public var color: CGColor { CGColor(gray: 0, alpha: alpha) }
    }

    /// The shading of a face with the given transform.
    public static func shade(faceTransform: CATransform3D, lightDirection: GLKVector3 = bookLightDirection,
                             ambientLight: CGFloat = bookAmbientLight) -> Shading {
        let matrix3 = GLKMatrix4GetMatrix3(GLKMatrix4(faceTransform))
        let normal = GLKVector3Normalize(GLKMatrix3MultiplyVector3(matrix3, GLKVector3Make(0, 0, 1)))
        let light = GLKVector3Normalize(lightDirection)
        let dotProduct = GLKVector3DotProduct(light, normal)
        // As in C: `1 + dotProduct` is a float sum, then widened for the double subtraction.
        let shadow = CGFloat(1 + dotProduct) - ambientLight
        let alpha = shadow.isNaN ? 0 : Swift.min(Swift.max(shadow, 0), 1)
        return Shading(normal: normal, light: light, dotProduct: dotProduct, shadow: shadow, alpha: alpha)
    }
}
