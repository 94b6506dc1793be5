import TransformKit

extension Interpreter {
    /// At most this many conversions are kept (`Evaluation.pointConversions`): a figure draws the first, and a loop
    /// converting points a million times must not grow the record without end.
    static let maximumRecordedConversions = 16

    /// `layer`'s `convertPoint:toLayer:` (`toward` true) or `convertPoint:fromLayer:` (false) of `point`, recorded.
    /// A nil `other` is the window (TransformKit's nil, spec C17), recorded as a nil source or destination.
    func convertPoint(_ point: CGPoint, of layer: CALayer, other: CALayer?, toward: Bool) -> CGPoint {
        let converted = toward ? layer.convert(point, to: other) : layer.convert(point, from: other)
        if pointConversions.count < Self.maximumRecordedConversions {
            pointConversions.append(PointConversion(point: point, source: toward ? layer : other, converted: converted,
                                                    destination: toward ? other : layer))
        }
        return converted
    }

    /// Whether a conversion selector carries the point to its argument (`…toLayer:`, `…toView:`, Swift's `to:`).
    static func convertsToward(_ selector: String) -> Bool {
        selector.hasSuffix("to:") || selector.hasSuffix("toLayer:") || selector.hasSuffix("toView:")
    }
}
