/// An axis-aligned box in page space.
struct FigureBox: Equatable {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double

    static let empty = FigureBox(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)

    var isEmpty: Bool { !(minX <= maxX && minY <= maxY) }
    var width: Double { isEmpty ? 0 : maxX - minX }
    var height: Double { isEmpty ? 0 : maxY - minY }

    mutating func include(_ point: FigurePoint) {
        guard point.isFinite else { return }
        minX = min(minX, point.x)
        minY = min(minY, point.y)
        maxX = max(maxX, point.x)
        maxY = max(maxY, point.y)
    }

    func contains(_ point: FigurePoint) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }

    func clamp(_ point: FigurePoint) -> FigurePoint {
        FigurePoint(x: min(max(point.x, minX), maxX), y: min(max(point.y, minY), maxY))
    }

    /// A box around `self` grown by `factor` times its larger side on every side (at least `minimum` units),
    /// limited to `±NumberFormatting.coordinateLimit`.
    func expanded(byFactor factor: Double, minimum: Double) -> FigureBox {
        guard !isEmpty else {
            return FigureBox(minX: -minimum, minY: -minimum, maxX: minimum, maxY: minimum)
        }
        let grow = max(max(width, height) * factor, minimum)
        let limit = NumberFormatting.coordinateLimit
        return FigureBox(minX: max(minX - grow, -limit), minY: max(minY - grow, -limit),
                         maxX: min(maxX + grow, limit), maxY: min(maxY + grow, limit))
    }
}

extension FigureBox {
    /// The box with every coordinate multiplied by `factor` (> 0).
    func scaled(by factor: Double) -> FigureBox {
        FigureBox(minX: minX * factor, minY: minY * factor, maxX: maxX * factor, maxY: maxY * factor)
    }
}
