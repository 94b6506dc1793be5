import TransformKit

extension Interpreter {
    /// At most this many conversions are kept (`Evaluation.pointConversions`): a figure draws the first, and a loop
    /// converting points a million times must not grow the record without end.
    static let maximumRecordedConversions = 16

    /// `layer`'s `convertPoint:toLayer:` (`toward` true) or `convertPoint:fromLayer:` (false) of `point`, recorded.
    func convertPoint(_ point: CGPoint, of layer: CALayer, other: CALayer?, toward: Bool) -> CGPoint {
        // TransformKit's nil is the root of the converting layer's tree.
        let target = other ?? layer.rootLayer
        let source = toward ? layer : target
        let destination = toward ? target : layer
        let converted = destination.convert(point, from: source)
        if pointConversions.count < Self.maximumRecordedConversions {
            pointConversions.append(PointConversion(point: point, source: source, converted: converted,
                                                    destination: destination))
        }
        return converted
    }

    /// Whether a conversion selector carries the point to its argument (`…toLayer:`, `…toView:`, Swift's `to:`).
    static func convertsToward(_ selector: String) -> Bool {
        selector.hasSuffix("to:") || selector.hasSuffix("toLayer:") || selector.hasSuffix("toView:")
    }
}
