/// A point (or a size, or a pair) of two numbers, in expected and observed values.
public struct ValuePoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }
}
