/// Sutherland–Hodgman clipping of a homogeneous polygon against the near plane `w >= epsilon`.
///
/// Dividing a vertex with `w <= 0` by its w mirrors it through the eye or sends it to infinity (CSS Transforms 2
/// calls that wrong). Clipping first keeps the part of the polygon in front of the eye: 4 corners can become 3 to 5
/// vertices, those on the cut having `w == epsilon` exactly, so every vertex divides to a finite point. A
/// polygon entirely behind the eye becomes empty. Vertices with NaN w are dropped (treated as not in front).
public enum NearPlaneClipper {
    /// The part of `polygon` with `w >= epsilon`, in the same winding order.
    public static func clip(_ polygon: [HomogeneousPoint], epsilon: CGFloat) -> [HomogeneousPoint] {
        guard !polygon.isEmpty else { return [] }
        if polygon.allSatisfy({ $0.w >= epsilon }) { return polygon }
        var result: [HomogeneousPoint] = []
        result.reserveCapacity(polygon.count + 2)
        var previous = polygon[polygon.count - 1]
        var previousInside = previous.w >= epsilon
        for current in polygon {
            let currentInside = current.w >= epsilon
            if currentInside != previousInside {
                result.append(intersection(previous, current, epsilon: epsilon))
            }
            if currentInside { result.append(current) }
            previous = current
            previousInside = currentInside
        }
        return result
    }

    /// True when some vertex has `w < epsilon` (or a NaN w), i.e. clipping would change the polygon.
    public static func needsClipping(_ polygon: [HomogeneousPoint], epsilon: CGFloat) -> Bool {
        !polygon.allSatisfy { $0.w >= epsilon }
    }

    /// The point of segment p→q where `w == epsilon` (one end inside, the other outside).
    static func intersection(_ p: HomogeneousPoint, _ q: HomogeneousPoint, epsilon: CGFloat) -> HomogeneousPoint {
        let t = (p.w - epsilon) / (p.w - q.w)
        return HomogeneousPoint(x: p.x + t * (q.x - p.x), y: p.y + t * (q.y - p.y), z: p.z + t * (q.z - p.z), w: epsilon)
    }
}
