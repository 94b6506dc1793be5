import TransformKit

/// Hit testing in listings: UIKit's `hitTest:withEvent:` and `pointInside:withEvent:` on views (TransformKit's
/// `UIView.hitTest`), Core Animation's `hitTest:` and `containsPoint:` on layers. The event is ignored (nil in
/// listings), as UIKit's default implementations ignore it.
extension Interpreter {
    func viewHitMessage(_ view: UIView, _ selector: String, argumentValues: ([ValueType]) throws(Interrupt) -> [Value]) throws(Interrupt) -> Value? {
        switch selector {
        case "hitTest:withEvent:", "hitTest:with:":
            guard case .point(let p) = try argumentValues([.point, .object])[0] else { return .null }
            return view.hitTest(p).map { scene.reach($0); return .view($0) } ?? .null
        case "pointInside:withEvent:", "point:inside:with:", "pointInside:with:":
            guard case .point(let p) = try argumentValues([.point, .object])[0] else { return .bool(false) }
            return .bool(view.pointInside(p))
        default:
            return nil
        }
    }

    func layerHitMessage(_ layer: CALayer, _ selector: String, argumentValues: ([ValueType]) throws(Interrupt) -> [Value]) throws(Interrupt) -> Value? {
        switch selector {
        case "hitTest:":
            guard case .point(let p) = try argumentValues([.point])[0] else { return .null }
            return layer.hitTest(p).map { scene.reach($0); return .layer($0) } ?? .null
        case "containsPoint:", "contains:":
            guard case .point(let p) = try argumentValues([.point])[0] else { return .bool(false) }
            return .bool(layer.contains(p))
        default:
            return nil
        }
    }
}
