/// A point in a diagram's page space (the root layer's coordinates; 1 unit = 1 CSS px).
///
/// Figures keeps its own tiny 2D point so the drawing code does not depend on which TransformKit type produced a
/// coordinate; all geometry is computed by TransformKit and only copied in here.
public struct FigurePoint: Equatable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public var isFinite: Bool { x.isFinite && y.isFinite }

    static func + (lhs: FigurePoint, rhs: FigurePoint) -> FigurePoint { FigurePoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    static func - (lhs: FigurePoint, rhs: FigurePoint) -> FigurePoint { FigurePoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
    static func * (lhs: FigurePoint, rhs: Double) -> FigurePoint { FigurePoint(x: lhs.x * rhs, y: lhs.y * rhs) }

    var length: Double { (x * x + y * y).squareRoot() }
}

/// The signed area of a polygon in y-down page space: positive when the vertices run clockwise on screen
/// (the winding of a layer's corners (minX, minY), (maxX, minY), (maxX, maxY), (minX, maxY) seen from the front).
public func signedArea(of polygon: [FigurePoint]) -> Double {
    guard polygon.count >= 3 else { return 0 }
    var twiceArea = 0.0
    for index in polygon.indices {
        let current = polygon[index]
        let next = polygon[(index + 1) % polygon.count]
        twiceArea += current.x * next.y - next.x * current.y
    }
    return twiceArea / 2
}

/// The average of the vertices (a label anchor; not the area centroid).
func vertexCentre(of polygon: [FigurePoint]) -> FigurePoint? {
    guard !polygon.isEmpty else { return nil }
    var sum = FigurePoint(x: 0, y: 0)
    for point in polygon { sum = sum + point }
    return sum * (1.0 / Double(polygon.count))
}
