/// Signed polygon area.
public enum PolygonArea {
    /// The shoelace area `Σ (x_i*y_{i+1} - x_{i+1}*y_i) / 2`: positive for the untransformed corner order
    /// (minX, minY) → (maxX, minY) → (maxX, maxY) → (minX, maxY) in a y-down system.
    public static func signedArea(_ polygon: [CGPoint]) -> CGFloat {
        guard polygon.count >= 3 else { return 0 }
        var sum: CGFloat = 0
        var previous = polygon[polygon.count - 1]
        for current in polygon {
            sum += previous.x * current.y - current.x * previous.y
            previous = current
        }
        return sum / 2
    }

    /// The signed area of the homogeneous polygon after division by w (no intermediate array).
    public static func signedArea(homogeneous polygon: [HomogeneousPoint]) -> CGFloat {
        guard polygon.count >= 3 else { return 0 }
        var sum: CGFloat = 0
        var previous = polygon[polygon.count - 1].projected
        for vertex in polygon {
            let current = vertex.projected
            sum += previous.x * current.y - current.x * previous.y
            previous = current
        }
        return sum / 2
    }
}
