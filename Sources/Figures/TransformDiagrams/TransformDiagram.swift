import TransformKit

/// A diagram of a transform that belongs to no layer: its action on a reference square.
///
/// The square spans (0, 0)–(100, 100) points in the transform's own coordinates (y down unless
/// `Options.yAxisPointsUp`); the diagram draws the axes, the square and the basis vectors i = (100, 0) and
/// j = (0, 100) before the transform (dashed, grey) and after it (solid), the "F" content mark (so mirroring is
/// visible), and, for a shear, tick marks on the pairs of edges that stay parallel.
public struct TransformDiagram {
    public struct Options: Sendable {
        /// Prefix for ids inside the SVG; must be unique on the page.
        public var idPrefix: String
        /// The name shown in the title (`transform`, `t`).
        public var name: String
        /// Draw with the y axis up (macOS listings).
        public var yAxisPointsUp: Bool
        /// The panel draws at this scale or smaller (the smallest `naturalScale` of a figure's panels).
        public var largestScale: Double

        public init(idPrefix: String = "figure", name: String = "transform", yAxisPointsUp: Bool = false,
                    largestScale: Double = 1) {
            self.idPrefix = idPrefix
            self.name = name
            self.yAxisPointsUp = yAxisPointsUp
            self.largestScale = largestScale
        }
    }

    enum Subject {
        case affine(CGAffineTransform)
        case transform3D(CATransform3D)
    }

    let subject: Subject
    public let options: Options

    /// The side of the reference square, in points.
    public static let referenceSize = 100.0

    public init(affine: CGAffineTransform, options: Options = Options()) {
        subject = .affine(affine)
        self.options = options
    }

    public init(transform3D: CATransform3D, options: Options = Options()) {
        subject = .transform3D(transform3D)
        self.options = options
    }

    /// The reference square's corners after the transform, in the transform's coordinates (y down), in the order
    /// (0,0), (100,0), (100,100), (0,100); for a 3D transform, the near-plane-clipped outline.
    public var transformedSquare: [FigurePoint] { geometry().square }

    /// True when the transformed square is a parallelogram that is not a rectangle (a shear or skew).
    public var isShear: Bool {
        let square = geometry().square
        guard square.count == 4 else { return false }
        let u = square[1] - square[0]
        let v = square[3] - square[0]
        let lengths = u.length * v.length
        guard lengths > 0, lengths.isFinite else { return false }
        return abs(u.x * v.x + u.y * v.y) > 1e-9 * lengths && isAffineLike
    }

    private var isAffineLike: Bool {
        switch subject {
        case .affine: return true
        case .transform3D(let t): return t.hasNoPerspective
        }
    }
}
