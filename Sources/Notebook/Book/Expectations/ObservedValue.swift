/// A value computed by a listing, in terms the book model understands, so that it does not depend on the snippet
/// language's own value type (the site writer maps one to the other).
public enum ObservedValue: Hashable, Sendable {
    case number(Double)
    case boolean(Bool)
    /// A word such as `front` or `back`.
    case word(String)
    case point(ValuePoint)
    case size(width: Double, height: Double)
    case rect(x: Double, y: Double, width: Double, height: Double)
    /// Four projected corners, in the order (minX, minY), (maxX, minY), (maxX, maxY), (minX, maxY).
    case quad([ValuePoint])
    /// A near-plane-clipped outline, any number of points.
    case polygon([ValuePoint])
    /// `a b c d tx ty`.
    case affine([Double])
    /// `m11 ... m44`, row by row.
    case transform3D([Double])

    /// "a number", "a point", ... for messages.
    public var typeDescription: String {
        switch self {
        case .number: return "a number"
        case .boolean: return "a boolean"
        case .word: return "a word"
        case .point: return "a point"
        case .size: return "a size"
        case .rect: return "a rect"
        case .quad: return "a quad"
        case let .polygon(points): return "a polygon of \(points.count) points"
        case .affine: return "an affine transform"
        case .transform3D: return "a 3D transform"
        }
    }

    /// The numbers of the value in reading order, or nil for booleans and words.
    var numbers: [Double]? {
        switch self {
        case let .number(value): return [value]
        case .boolean, .word: return nil
        case let .point(point): return [point.x, point.y]
        case let .size(width, height): return [width, height]
        case let .rect(x, y, width, height): return [x, y, width, height]
        case let .quad(points), let .polygon(points): return points.flatMap { [$0.x, $0.y] }
        case let .affine(values), let .transform3D(values): return values
        }
    }

    /// Whether two observed values (of the two twins of a listing, say) are the same kind and equal element-wise
    /// within `tolerance`. NaN equals nothing, infinities only themselves.
    public func isApproximatelyEqual(to other: ObservedValue, tolerance: Double) -> Bool {
        switch (self, other) {
        case let (.boolean(a), .boolean(b)): return a == b
        case let (.word(a), .word(b)): return a == b
        case (.number, .number), (.point, .point), (.size, .size), (.rect, .rect), (.quad, .quad), (.polygon, .polygon),
             (.affine, .affine), (.transform3D, .transform3D):
            guard let a = numbers, let b = other.numbers, a.count == b.count else { return false }
            return zip(a, b).allSatisfy { NumberComparison.holds(expected: $0, actual: $1, tolerance: tolerance) }
        default:
            return false
        }
    }
}
