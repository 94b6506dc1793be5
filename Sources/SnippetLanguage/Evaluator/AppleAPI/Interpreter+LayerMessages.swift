import Diagnostics
import TransformKit

/// The messages and Swift methods of a layer (`[layer addSublayer:s]`, `layer.convert(p, to: other)`), which
/// `instanceMessage` asks when the receiver is a layer.
extension Interpreter {
    /// The answer, or nil when a layer has no such method.
    func layerMessage(_ layer: CALayer, _ selector: String, argumentValues: ([ValueType]) throws(Interrupt) -> [Value],
                      arguments: [Expr.Argument], whole: SourceRange) throws(Interrupt) -> Value? {
        switch selector {
        case "addSublayer:", "insertSublayer:atIndex:", "insertSublayer:at:", "insertSublayer:below:", "insertSublayer:above:":
            try insertSublayer(into: layer, selector, argumentValues: argumentValues, whole: whole)
            return .void
        case "removeFromSuperlayer":
            layer.removeFromSuperlayer()
            return .void
        case "addAnimation:forKey:", "add:forKey:", "removeAnimationForKey:", "removeAllAnimations":
            return try layerAnimationMessage(layer, selector, arguments, whole: whole)
        case "setNeedsDisplay", "setNeedsLayout", "layoutIfNeeded":
            return .void
        case "affineTransform" where arguments.isEmpty:
            return .affineTransform(layer.affineTransform())
        case "setAffineTransform:":
            guard case .affineTransform(let t) = try argumentValues([.affineTransform])[0] else { return .void }
            try requireFinite(.affineTransform(t), property: "affineTransform", at: whole)
            lastChange[ObjectIdentifier(layer)] = whole
            layer.setAffineTransform(t)
            return .void
        case "setValue:forKeyPath:", "setValue:forKey:", "valueForKeyPath:", "valueForKey:":
            return try layerKeyValueMessage(layer, selector, argumentValues: argumentValues, arguments: arguments, whole: whole)
        case "convertPoint:toLayer:", "convertPoint:fromLayer:", "convert:to:", "convert:from:":
            return try layerConversion(layer, selector, argumentValues: argumentValues)
        default:
            return try layerAccessorMessage(layer, selector, arguments: arguments, whole: whole)
        }
    }

    /// `addSublayer:` and the three `insertSublayer:` messages.
    private func insertSublayer(into layer: CALayer, _ selector: String, argumentValues: ([ValueType]) throws(Interrupt) -> [Value],
                                whole: SourceRange) throws(Interrupt) {
        switch selector {
        case "addSublayer:":
            guard case .layer(let sublayer) = try argumentValues([.layer])[0] else { return }
            try attach(sublayer, to: layer, at: whole) { layer.addSublayer(sublayer) }
        case "insertSublayer:atIndex:", "insertSublayer:at:":
            let values = try argumentValues([.layer, .integer(.int)])
            guard case .layer(let sublayer) = values[0], case .integer(let index, _) = values[1] else { return }
            try attach(sublayer, to: layer, at: whole) { layer.insertSublayer(sublayer, at: UInt32(clamping: index)) }
        default:
            let values = try argumentValues([.layer, .layer])
            guard case .layer(let sublayer) = values[0] else { return }
            var sibling: CALayer?
            if case .layer(let other) = values[1] { sibling = other }
            try attach(sublayer, to: layer, at: whole) {
                if selector.hasSuffix("below:") { layer.insertSublayer(sublayer, below: sibling) } else { layer.insertSublayer(sublayer, above: sibling) }
            }
        }
    }

    /// `setValue:forKeyPath:` (and `forKey:`) and `valueForKeyPath:` (and `valueForKey:`).
    private func layerKeyValueMessage(_ layer: CALayer, _ selector: String, argumentValues: ([ValueType]) throws(Interrupt) -> [Value],
                                      arguments: [Expr.Argument], whole: SourceRange) throws(Interrupt) -> Value {
        guard selector.hasPrefix("setValue:") else {
            guard case .string(let path) = try argumentValues([.string])[0] else { return .null }
            return try keyPathValue(path, of: layer, pathRange: arguments[0].value.range)
        }
        let value = try evaluate(arguments[0].value)
        guard case .string(let path) = try argumentValues([.object, .string])[1] else {
            fail(.keyPathType, at: arguments[1].value.range)
            throw Interrupt.reported
        }
        try setKeyPath(path, on: layer, to: value, valueRange: arguments[0].value.range, pathRange: arguments[1].value.range, whole: whole)
        return .void
    }

    /// A point (or, in Swift, a rect) converted to or from another layer's coordinates.
    private func layerConversion(_ layer: CALayer, _ selector: String,
                                 argumentValues: ([ValueType]) throws(Interrupt) -> [Value]) throws(Interrupt) -> Value {
        let values = try argumentValues([.point, .layer])
        var other: CALayer?
        if case .layer(let target) = values[1] { other = target }
        guard case .point(let p) = values[0] else {
            if case .rect(let r) = values[0] {
                return .rect(selector.hasSuffix("to:") || selector.hasSuffix("toLayer:") ? layer.convert(r, to: other) : layer.convert(r, from: other))
            }
            return .null
        }
        return .point(convertPoint(p, of: layer, other: other, toward: Self.convertsToward(selector)))
    }

    /// Accessor messages: `[layer transform]`, `[layer setTransform:t]`.
    private func layerAccessorMessage(_ layer: CALayer, _ selector: String, arguments: [Expr.Argument],
                                      whole: SourceRange) throws(Interrupt) -> Value? {
        guard dialect == .objc else { return nil }
        if arguments.isEmpty, let value = try layerProperty(layer, selector, at: whole) { return value }
        if let name = setterProperty(selector), arguments.count == 1, LayerProperty(spelling: name, dialect: .objc) != nil {
            let value = try evaluate(arguments[0].value)
            try setObjectProperty(.layer(layer), name, value, at: whole, valueRange: arguments[0].value.range)
            return .void
        }
        return nil
    }
}
