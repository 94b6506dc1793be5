import TransformKit

/// The operations that built each layer's transform, in the order the listing called them, so that the play control
/// shows a compound transform one operation at a time ("1 scale 0.5 → 2 rotate 30° → 3 translate 200, 0"): playing
/// every component at once hides the order the lessons are about.
public struct PlaySteps {
    /// One operation and the whole transform after it.
    public struct Step: Equatable {
        public enum Operation: Equatable {
            case translate(x: Double, y: Double, z: Double)
            case scale(x: Double, y: Double, z: Double)
            /// Radians about an axis.
            case rotate(angle: Double, x: Double, y: Double, z: Double)
            case concat
            case invert
            /// Entries set one by one (`t.m34 = -1.0 / 500`).
            case entries
        }

        public let operation: Operation
        public let transform: CATransform3D

        public init(_ operation: Operation, transform: CATransform3D) {
            self.operation = operation
            self.transform = transform
        }

        /// Words for the operation: `scale 0.5`, `rotate 30°`, `rotate 45° about y`, `translate 200, 0`.
        public var label: String {
            switch operation {
            case let .translate(x, y, z):
                return "translate " + Self.list(z == 0 ? [x, y] : [x, y, z])
            case let .scale(x, y, z):
                if x == y && (z == 1 || z == x) { return "scale " + Self.number(x) }
                return "scale " + Self.list(z == 1 ? [x, y] : [x, y, z])
            case let .rotate(angle, x, y, z):
                return "rotate " + Self.number(angle * 180 / Double.pi) + "°" + Self.axisWords(x, y, z)
            case .concat: return "concat"
            case .invert: return "invert"
            case .entries:
                var perspective = CATransform3D.identity
                perspective.m34 = transform.m34
                return transform == perspective ? "perspective m34 = " + Self.number(transform.m34) : "set entries"
            }
        }

        private static func axisWords(_ x: Double, _ y: Double, _ z: Double) -> String {
            if x == 0 && y == 0 && z > 0 { return "" }
            if y == 0 && z == 0 && x != 0 { return x > 0 ? " about x" : " about -x" }
            if x == 0 && z == 0 && y != 0 { return y > 0 ? " about y" : " about -y" }
            if x == 0 && y == 0 && z < 0 { return " about -z" }
            return " about (" + list([x, y, z]) + ")"
        }

        private static func list(_ values: [Double]) -> String {
            values.map(number).joined(separator: ", ")
        }

        private static func number(_ value: Double) -> String {
            NumberFormatting.readable(value).text
        }
    }

    private var steps: [ObjectIdentifier: [Step]] = [:]

    public init() {}

    /// The steps of `layer`; nil when it has none (its transform then plays as one motion).
    public subscript(layer: CALayer) -> [Step]? {
        get { steps[ObjectIdentifier(layer)] }
        set { steps[ObjectIdentifier(layer)] = newValue }
    }

    /// The steps to play for `layer`: only a chain of two or more operations that ends on the layer's transform.
    /// Operations that change nothing (a turn by 0°) are left out: a step must show something move.
    func chain(of layer: CALayer) -> [Step]? {
        guard let recorded = steps[ObjectIdentifier(layer)], recorded.last?.transform == layer.transform else { return nil }
        var chain: [Step] = []
        var previous = CATransform3D.identity
        for step in recorded where step.transform != previous {
            chain.append(step)
            previous = step.transform
        }
        return chain.count >= 2 ? chain : nil
    }
}
