/// GLKit's three-component single-precision vector, as the book's lighting listing (Listing 5.10) uses it.
///
/// GLKit works in `Float`, and so does this type: `GLKVector3DotProduct` of two normalised doubles-turned-floats
/// gives the same float as on an Apple device. Conversions from `CGFloat` round to nearest.
public struct GLKVector3: Hashable, Sendable {
    public var x: Float
    public var y: Float
    public var z: Float

    @inlinable public init(x: Float, y: Float, z: Float) {
        self.x = x
        self.y = y
        self.z = z
    }

    /// The components in memory order (GLKit's `v` array).
    @inlinable public var v: [Float] { [x, y, z] }
}

/// The vector (x, y, z).
@inlinable public func GLKVector3Make(_ x: Float, _ y: Float, _ z: Float) -> GLKVector3 { GLKVector3(x: x, y: y, z: z) }

/// `sqrt(x*x + y*y + z*z)` in float.
@inlinable public func GLKVector3Length(_ v: GLKVector3) -> Float { LibM.squareRoot(v.x * v.x + v.y * v.y + v.z * v.z) }

/// `v * (1 / length(v))`, GLKit's formula; a zero vector gives NaN components (as in GLKit), never a trap.
@inlinable public func GLKVector3Normalize(_ v: GLKVector3) -> GLKVector3 {
    let scale = 1 / GLKVector3Length(v)
    return GLKVector3(x: v.x * scale, y: v.y * scale, z: v.z * scale)
}

/// `a.x*b.x + a.y*b.y + a.z*b.z` in float.
@inlinable public func GLKVector3DotProduct(_ a: GLKVector3, _ b: GLKVector3) -> Float { a.x * b.x + a.y * b.y + a.z * b.z }

/// The cross product `a × b`.
@inlinable public func GLKVector3CrossProduct(_ a: GLKVector3, _ b: GLKVector3) -> GLKVector3 {
    GLKVector3(x: a.y * b.z - a.z * b.y, y: a.z * b.x - a.x * b.z, z: a.x * b.y - a.y * b.x)
}

@inlinable public func GLKVector3Add(_ a: GLKVector3, _ b: GLKVector3) -> GLKVector3 {
    GLKVector3(x: a.x + b.x, y: a.y + b.y, z: a.z + b.z)
}

@inlinable public func GLKVector3Subtract(_ a: GLKVector3, _ b: GLKVector3) -> GLKVector3 {
    GLKVector3(x: a.x - b.x, y: a.y - b.y, z: a.z - b.z)
}

@inlinable public func GLKVector3MultiplyScalar(_ v: GLKVector3, _ s: Float) -> GLKVector3 {
    GLKVector3(x: v.x * s, y: v.y * s, z: v.z * s)
}

@inlinable public func GLKVector3Negate(_ v: GLKVector3) -> GLKVector3 { GLKVector3(x: -v.x, y: -v.y, z: -v.z) }
