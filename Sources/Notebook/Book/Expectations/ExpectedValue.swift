/// The value on the right of an `expect` line.
public enum ExpectedValue: Hashable, Sendable {
    case number(Double)
    /// `YES`/`NO` or `true`/`false`.
    case boolean(Bool)
    /// `front` or `back`.
    case word(String)
    /// `(x, y)`: a point or a size.
    case pair(ValuePoint)
    /// `(x, y, width, height)`.
    case rect(x: Double, y: Double, width: Double, height: Double)
    /// Two or more points `(x, y) (x, y) ...`: a quad (four) or a polygon.
    case points([ValuePoint])
    /// `[a b c d tx ty]`, Apple's `CGAffineTransform` notation.
    case affine([Double])
    /// `[m11 m12 m13 m14; m21 ...; ...; m41 m42 m43 m44]`, 16 numbers row by row.
    case transform3D([Double])

    /// "a number", "a rect", ... for messages.
    public var typeDescription: String {
        switch self {
        case .number: return "a number"
        case .boolean: return "a boolean"
        case .word: return "front or back"
        case .pair: return "a point or size"
        case .rect: return "a rect"
        case let .points(points): return points.count == 4 ? "a quad" : "\(points.count) points"
        case .affine: return "an affine transform"
        case .transform3D: return "a 3D transform"
        }
    }
}
