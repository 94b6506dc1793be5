import Diagnostics
import TransformKit

/// A pan's translations, listed or evenly spaced along a line (not stored one by one: a declared pan of a million
/// steps costs no memory, and the evaluation's step budget stops it).
public struct PanSequence: Hashable, Sendable {
    public enum Path: Hashable, Sendable {
        case points([CGPoint])
        /// `steps` equal steps from `from` to `to`: `steps + 1` translations.
        case line(from: CGPoint, to: CGPoint, steps: Int)
    }

    public var path: Path
    /// Seconds between two translations, for `velocityInView:`.
    public var interval: Double

    public static let defaultInterval = 1.0 / 60

    public init(path: Path, interval: Double = PanSequence.defaultInterval) {
        self.path = path
        self.interval = interval
    }

    /// How many translations the pan reports (at least one).
    public var count: Int {
        switch path {
        case .points(let points): return points.count
        case .line(_, _, let steps): return steps + 1
        }
    }

    /// The `index`th translation (0 ..< count).
    public func translation(at index: Int) -> CGPoint {
        switch path {
        case .points(let points):
            return points[index]
        case .line(let from, let to, let steps):
            // Weighted from both ends, so the first translation is exactly `from` and the last exactly `to`.
            let t = Double(index) / Double(steps)
            return CGPoint(x: from.x * (1 - t) + to.x * t, y: from.y * (1 - t) + to.y * t)
        }
    }
}
