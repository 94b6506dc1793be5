/// A Core Animation timing function: the cubic Bézier from (0, 0) to (1, 1) with control points (x1, y1) and
/// (x2, y2) that maps the fraction of time elapsed to the fraction of the change made (`CAMediaTimingFunction`).
///
/// The named functions use the control points Core Animation documents for them (`CAMediaTimingFunction`
/// reference: linear (0, 0, 1, 1), easeIn (0.42, 0, 1, 1), easeOut (0, 0, 0.58, 1), easeInEaseOut
/// (0.42, 0, 0.58, 1), default (0.25, 0.1, 0.25, 1)).
public struct MediaTimingFunction: Equatable, Sendable {
    public var x1: CGFloat
    public var y1: CGFloat
    public var x2: CGFloat
    public var y2: CGFloat
    /// The `kCAMediaTimingFunction…` suffix / Swift case name for a named function, nil for custom points.
    public var name: String?

    public init(x1: CGFloat, y1: CGFloat, x2: CGFloat, y2: CGFloat, name: String? = nil) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
        self.name = name
    }

    public static let linear = MediaTimingFunction(x1: 0, y1: 0, x2: 1, y2: 1, name: "linear")
    public static let easeIn = MediaTimingFunction(x1: 0.42, y1: 0, x2: 1, y2: 1, name: "easeIn")
    public static let easeOut = MediaTimingFunction(x1: 0, y1: 0, x2: 0.58, y2: 1, name: "easeOut")
    public static let easeInEaseOut = MediaTimingFunction(x1: 0.42, y1: 0, x2: 0.58, y2: 1, name: "easeInEaseOut")
    public static let `default` = MediaTimingFunction(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1, name: "default")

    /// The named functions, by their Swift name (`CAMediaTimingFunctionName.easeInEaseOut`).
    public static let named: [MediaTimingFunction] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]

    /// The eased fraction at time fraction `t` (clamped to 0...1): y(s) where x(s) = t.
    public func value(at t: CGFloat) -> CGFloat {
        if !(t > 0) { return 0 }
        if t >= 1 { return 1 }
        if x1 == y1 && x2 == y2 { return t }
        return Self.bezier(solveCurveX(t), y1, y2)
    }

    /// One coordinate of the curve at parameter s, with the end points 0 and 1.
    static func bezier(_ s: CGFloat, _ p1: CGFloat, _ p2: CGFloat) -> CGFloat {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    private static func derivative(_ s: CGFloat, _ p1: CGFloat, _ p2: CGFloat) -> CGFloat {
        let u = 1 - s
        return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    /// The parameter s with x(s) = t: x is monotonic on 0...1 (x1, x2 in 0...1), so bisection always converges;
    /// Newton's steps first, as WebKit's `UnitBezier` does, make it fast. At most 8 + 64 iterations.
    private func solveCurveX(_ t: CGFloat) -> CGFloat {
        let epsilon: CGFloat = 1e-12
        var s = t
        for _ in 0..<8 {
            let error = Self.bezier(s, x1, x2) - t
            if Swift.abs(error) < epsilon { return s }
            let slope = Self.derivative(s, x1, x2)
            if Swift.abs(slope) < 1e-9 { break }
            s -= error / slope
        }
        var low: CGFloat = 0
        var high: CGFloat = 1
        s = t
        for _ in 0..<64 {
            let x = Self.bezier(s, x1, x2)
            if Swift.abs(x - t) < epsilon { return s }
            if x < t { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }
}
