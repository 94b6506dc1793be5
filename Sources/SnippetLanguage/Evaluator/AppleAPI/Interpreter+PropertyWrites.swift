import Diagnostics
import TransformKit

/// Writing members: a layer's or view's property (converted to its type, finite), a field of a struct value.
extension Interpreter {
    /// Sets a property of a layer or view, converting the value to the property's type. A non-finite geometry
    /// value is an error: no figure can be drawn from it.
    func setObjectProperty(_ object: Value, _ name: String, _ newValue: Value, at range: SourceRange, valueRange: SourceRange) throws(Interrupt) {
        switch object {
        case .layer(let layer):
            try setLayerProperty(layer, name, newValue, at: range, valueRange: valueRange)
        case .view(let view):
            try setViewProperty(view, name, newValue, at: range, valueRange: valueRange)
        case .null:
            fail(.setPropertyOfNil(name), at: range)
            throw Interrupt.reported
        default:
            fail(.notAnObject(name, objectTypeName: object.typeName(in: dialect)), at: range)
            throw Interrupt.reported
        }
    }

    private func setLayerProperty(_ layer: CALayer, _ name: String, _ newValue: Value, at range: SourceRange, valueRange: SourceRange) throws(Interrupt) {
        scene.reach(layer)
        if Self.isProjectionProperty(name) {
            fail(.computedLayerProperty(name), at: range)
            throw Interrupt.reported
        }
        guard let property = LayerProperty(spelling: name, dialect: dialect) else {
            if try ignoredUnmodelledProperty(name, onLayer: true, at: range) { return }
            _ = try valueMember(.layer(layer), name, at: range, baseRange: range)
            return
        }
        guard let type = property.type, property != .superlayer, property != .sublayers else {
            fail(.assignToReadonlyProperty(name, in: dialect), at: range)
            throw Interrupt.reported
        }
        let value = try convert(newValue, to: type, at: valueRange, context: .assignment(field: name))
        try requireFinite(value, property: name, at: valueRange)
        lastChange[ObjectIdentifier(layer)] = range
        try assign(value, to: property, of: layer, valueRange: valueRange)
    }

    /// Stores a value already converted to the property's type (`contents` takes an image or nil only).
    private func assign(_ value: Value, to property: LayerProperty, of layer: CALayer, valueRange: SourceRange) throws(Interrupt) {
        switch (property, value) {
        case (.bounds, .rect(let r)): layer.bounds = r
        case (.position, .point(let p)): layer.position = p
        case (.zPosition, _): layer.zPosition = value.numericValue ?? 0
        case (.anchorPoint, .point(let p)): layer.anchorPoint = p
        case (.anchorPointZ, _): layer.anchorPointZ = value.numericValue ?? 0
        case (.frame, .rect(let r)): layer.frame = r
        case (.transform, .transform3D(let t)): layer.transform = t
        case (.sublayerTransform, .transform3D(let t)): layer.sublayerTransform = t
        case (.affineTransform, .affineTransform(let t)): layer.setAffineTransform(t)
        case (.doubleSided, .bool(let flag)): layer.isDoubleSided = flag
        case (.geometryFlipped, .bool(let flag)): layer.isGeometryFlipped = flag
        case (.hidden, .bool(let flag)): layer.isHidden = flag
        case (.opacity, .float(let x)): layer.opacity = x
        case (.backgroundColor, .cgColor(let color)): layer.backgroundColor = color
        case (.backgroundColor, .null): layer.backgroundColor = nil
        case (.masksToBounds, .bool(let flag)): layer.masksToBounds = flag
        case (.contents, .image(let image)): layer.contents = image
        case (.contents, .null): layer.contents = nil
        case (.contents, _):
            fail(.contentsNotImage(value.typeName(in: dialect)), at: valueRange)
            throw Interrupt.reported
        case (.cornerRadius, _): layer.cornerRadius = value.numericValue ?? 0
        case (.borderWidth, _): layer.borderWidth = value.numericValue ?? 0
        case (.borderColor, .cgColor(let color)): layer.borderColor = color
        case (.name, .string(let text)): layer.name = text
        case (.name, .null): layer.name = nil
        default: break
        }
    }

    private func setViewProperty(_ view: UIView, _ name: String, _ newValue: Value, at range: SourceRange, valueRange: SourceRange) throws(Interrupt) {
        scene.reach(view)
        guard let property = ViewProperty(spelling: name, dialect: dialect) else {
            if isLabelText(view, name) { return }
            if try ignoredUnmodelledProperty(name, onLayer: false, at: range) { return }
            _ = try valueMember(.view(view), name, at: range, baseRange: range)
            return
        }
        guard let type = property.type else {
            fail(.assignToReadonlyProperty(name, in: dialect), at: range)
            throw Interrupt.reported
        }
        let value = try convert(newValue, to: type, at: valueRange, context: .assignment(field: name))
        try requireFinite(value, property: name, at: valueRange)
        lastChange[ObjectIdentifier(view.layer)] = range
        switch (property, value) {
        case (.frame, .rect(let r)): view.frame = r
        case (.bounds, .rect(let r)): view.bounds = r
        case (.center, .point(let p)): view.center = p
        case (.transform, .affineTransform(let t)): view.transform = t
        case (.transform3D, .transform3D(let t)): view.transform3D = t
        case (.alpha, _): view.alpha = value.numericValue ?? 1
        case (.hidden, .bool(let flag)): view.isHidden = flag
        case (.backgroundColor, .color(let color)): view.backgroundColor = color
        case (.backgroundColor, .null): view.backgroundColor = nil
        case (.userInteractionEnabled, .bool(let flag)): view.isUserInteractionEnabled = flag
        case (.tag, .integer(let tag, _)): view.tag = tag
        default: break
        }
    }

    func requireFinite(_ value: Value, property: String, at range: SourceRange) throws(Interrupt) {
        guard value.isNonFinite else { return }
        let kind = value.components.contains { $0.isNaN } ? "NaN" : "infinite"
        fail(.nonFiniteGeometry(property, kind: kind, isScalar: value.isScalar), at: range)
        throw Interrupt.reported
    }

    /// `value` with field `name` replaced; nil when the struct has no such stored field.
    func settingField(_ value: Value, _ name: String, to newValue: Value, at range: SourceRange, valueRange: SourceRange) throws(Interrupt) -> Value? {
        func scalar(_ type: ValueType) throws(Interrupt) -> Double {
            let converted = try convert(newValue, to: type, at: valueRange, context: .assignment(field: name))
            return converted.numericValue ?? 0
        }
        if case .structure(let instance) = value {
            return try settingStructField(instance, name, to: newValue, at: range, valueRange: valueRange)
        }
        switch value {
        case .point(var p):
            switch name {
            case "x": p.x = try scalar(.cgFloat)
            case "y": p.y = try scalar(.cgFloat)
            default: return nil
            }
            return .point(p)
        case .size(var s):
            switch name {
            case "width": s.width = try scalar(.cgFloat)
            case "height": s.height = try scalar(.cgFloat)
            default: return nil
            }
            return .size(s)
        case .rect(let r):
            return try settingRectField(r, name, to: newValue, valueRange: valueRange)
        case .affineTransform(var t):
            switch name {
            case "a": t.a = try scalar(.cgFloat)
            case "b": t.b = try scalar(.cgFloat)
            case "c": t.c = try scalar(.cgFloat)
            case "d": t.d = try scalar(.cgFloat)
            case "tx": t.tx = try scalar(.cgFloat)
            case "ty": t.ty = try scalar(.cgFloat)
            default: return nil
            }
            return .affineTransform(t)
        case .transform3D(let t):
            guard let index = Self.transformFieldIndex(name) else { return nil }
            var changed = t
            changed[element: index] = try scalar(.cgFloat)
            return .transform3D(changed)
        case .vector3(var v):
            let x = Float(try scalar(.float))
            switch name {
            case "x", "r", "s": v.x = x
            case "y", "g", "t": v.y = x
            case "z", "b", "p": v.z = x
            default: return nil
            }
            return .vector3(v)
        default:
            return nil
        }
    }

    /// A rectangle with its `origin` or `size` replaced; nil for any other name.
    private func settingRectField(_ rect: CGRect, _ name: String, to newValue: Value, valueRange: SourceRange) throws(Interrupt) -> Value? {
        var r = rect
        switch name {
        case "origin":
            guard case .point(let p) = try convert(newValue, to: .point, at: valueRange, context: .assignment(field: name)) else { return nil }
            r.origin = p
        case "size":
            guard case .size(let s) = try convert(newValue, to: .size, at: valueRange, context: .assignment(field: name)) else { return nil }
            r.size = s
        default: return nil
        }
        return .rect(r)
    }
}
