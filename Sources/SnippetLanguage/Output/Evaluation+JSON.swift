import Diagnostics
import TransformKit

/// The machine-readable result of `notebook eval --json`, in the exact shape of `eval-json.md`. Written by hand so
/// key order is fixed; numbers are shortest round-trip (non-finite numbers, which JSON cannot hold, are `null`).
extension Evaluation {
    public func jsonText() -> String {
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("dialect")
        writer.string(dialect.rawValue)
        writer.key("variables")
        writer.beginObject()
        for variable in variables {
            writer.key(variable.name)
            writeValue(variable.value, into: &writer)
        }
        writer.endObject()
        writer.key("layers")
        writer.beginArray()
        for layer in layers {
            writer.element()
            writeLayer(layer.layer, into: &writer, includeType: true)
        }
        writer.endArray()
        writer.key("ran")
        writer.beginArray()
        for name in ran {
            writer.element()
            writer.string(name)
        }
        writer.endArray()
        if declaredEvents { writeEvents(into: &writer) }
        // Only when the listing printed: the JSON of every other listing stays as it was.
        if !console.isEmpty {
            writer.key("console")
            writer.string(console)
        }
        writer.key("diagnostics")
        writer.beginArray()
        for diagnostic in diagnostics {
            writer.element()
            writer.beginObject()
            writer.key("severity")
            writer.string(diagnostic.severity.rawValue)
            writer.key("id")
            writer.string(diagnostic.id)
            writer.key("message")
            writer.string(diagnostic.message)
            writer.key("file")
            writer.string(diagnostic.location.file)
            writer.key("line")
            writer.integer(diagnostic.location.line)
            writer.key("column")
            writer.integer(diagnostic.location.column)
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
        return writer.text + "\n"
    }

    /// `value` as `notebook eval --json` writes a variable's value (a live cell checks expectations with it).
    public func jsonText(of value: Value) -> String {
        var writer = JSONWriter()
        writeValue(value, into: &writer)
        return writer.text
    }

    func writeValue(_ value: Value, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("type")
        writer.string(value.typeName(in: dialect))
        switch value {
        case .cgFloat, .double, .float, .integer, .bool, .string, .number:
            writeScalarFields(value, into: &writer)
        case .point, .touch, .size, .rect, .affineTransform, .transform3D, .vector3, .matrix3, .matrix4, .color, .cgColor, .simd:
            writeGeometryFields(value, into: &writer)
        case .array, .tuple, .structure, .address:
            writeContainerFields(value, into: &writer)
        case .layer, .view, .gesture, .animation, .image, .timingFunction, .closure:
            writeObjectFields(value, into: &writer)
        case .null, .void, .object:
            // An object of the listing's own class is named by its type: it may reach itself through its fields.
            break
        }
        writer.endObject()
    }

    /// Numbers, Booleans and strings: `"value"` (an NSNumber also its `"numberType"`).
    private func writeScalarFields(_ value: Value, into writer: inout JSONWriter) {
        writer.key("value")
        switch value {
        case .cgFloat(let x), .double(let x): writer.number(x)
        case .float(let x): writer.float(x)
        case .integer(let x, _): writer.integer(x)
        case .bool(let flag): writer.bool(flag)
        case .string(let text): writer.string(text)
        case .number(let boxed):
            if let number = boxed.numericValue { writer.number(number) } else { writer.null() }
            writer.key("numberType")
            writer.string(boxed.typeName(in: dialect))
        default: break
        }
    }

    /// Points, sizes, rectangles, transforms, vectors, matrices and colours: their named fields.
    private func writeGeometryFields(_ value: Value, into writer: inout JSONWriter) {
        switch value {
        case .point(let p), .touch(let p):
            writer.fields([("x", p.x), ("y", p.y)])
        case .size(let s):
            writer.fields([("width", s.width), ("height", s.height)])
        case .rect(let r):
            writer.fields([("x", r.origin.x), ("y", r.origin.y), ("width", r.size.width), ("height", r.size.height)])
        case .affineTransform(let t):
            writer.fields([("a", t.a), ("b", t.b), ("c", t.c), ("d", t.d), ("tx", t.tx), ("ty", t.ty)])
        case .transform3D(let t):
            writer.fields(Array(zip(Interpreter.transformFields, t.elements)))
        case .vector3(let v):
            writer.floatFields([("x", v.x), ("y", v.y), ("z", v.z)])
        case .matrix3(let m):
            writer.floatFields(Array(zip(Interpreter.matrix3Fields, m.m)))
        case .matrix4(let m):
            writer.floatFields(Array(zip(Interpreter.matrix4Fields, m.m)))
        case .color(let c), .cgColor(let c):
            writer.fields([("red", c.red), ("green", c.green), ("blue", c.blue), ("alpha", c.alpha)])
        case .simd(let simd):
            writer.key("columns")
            writer.beginArray()
            for column in 0..<simd.columns {
                writer.element()
                writer.beginArray()
                for row in 0..<4 {
                    writer.element()
                    writer.number(simd.elements[column * 4 + row])
                }
                writer.endArray()
            }
            writer.endArray()
        default: break
        }
    }

    /// Arrays, tuples, struct values and the pointee of an address: the values they hold.
    private func writeContainerFields(_ value: Value, into writer: inout JSONWriter) {
        switch value {
        case .array(let elements), .tuple(let elements):
            writer.key("elements")
            writer.beginArray()
            for element in elements {
                writer.element()
                writeValue(element, into: &writer)
            }
            writer.endArray()
        case .structure(let instance):
            writer.key("fields")
            writer.beginObject()
            for (name, field) in zip(instance.names, instance.fields) {
                writer.key(name)
                writeValue(field, into: &writer)
            }
            writer.endObject()
        case .address(let pointee, _):
            writer.key("pointee")
            writeValue(pointee, into: &writer)
        default: break
        }
    }

    /// Layers, views, gesture recognizers, animations, images, timing functions and closures.
    private func writeObjectFields(_ value: Value, into writer: inout JSONWriter) {
        switch value {
        case .layer(let layer):
            writeLayerFields(layer, into: &writer)
        case .view(let view):
            writer.key("name")
            writer.string(name(of: view.layer).map { $0.hasSuffix(".layer") ? String($0.dropLast(6)) : $0 } ?? (view.name ?? "view"))
            writer.key("layer")
            writeLayer(view.layer, into: &writer, includeType: true)
        case .gesture(let recognizer):
            writer.key("state")
            writer.string(recognizer.state.name)
        case .animation(let animation):
            writer.key("keyPath")
            if let keyPath = animation.keyPath { writer.string(keyPath) } else { writer.null() }
        case .image(let image):
            writer.key("name")
            writer.string(image.imageName)
        case .timingFunction(let function):
            writer.key("controlPoints")
            writer.beginArray()
            for x in [function.x1, function.y1, function.x2, function.y2] {
                writer.element()
                writer.number(x)
            }
            writer.endArray()
        case .closure(let closure):
            writer.key("parameters")
            writer.number(Double(closure.parameterCount))
        default: break
        }
    }

    /// `"events"`: the declared events as delivered (only when the listing or `--events` declared some).
    func writeEvents(into writer: inout JSONWriter) {
        writer.key("events")
        writer.beginArray()
        for delivered in events {
            writer.element()
            writer.beginObject()
            writer.key("event")
            writer.string(delivered.event)
            writer.key("handlers")
            writer.beginArray()
            for handler in delivered.handlers {
                writer.element()
                writer.string(handler)
            }
            writer.endArray()
            writer.key("calls")
            writer.integer(delivered.calls)
            writer.key("reached")
            if let view = delivered.reached { writer.string(viewName(view)) } else { writer.null() }
            writer.key("complete")
            writer.bool(delivered.complete)
            writer.endObject()
        }
        writer.endArray()
    }

    func writeLayer(_ layer: CALayer, into writer: inout JSONWriter, includeType: Bool) {
        writer.beginObject()
        if includeType {
            writer.key("type")
            writer.string(layer is CATransformLayer ? "CATransformLayer" : "CALayer")
        }
        writeLayerFields(layer, into: &writer)
        writer.endObject()
    }

    /// The layer fields of eval-json.md, then extras (`opacity`, `hidden`, `backgroundColor`).
    func writeLayerFields(_ layer: CALayer, into writer: inout JSONWriter) {
        let projected = LayerProjection().project(layer, in: rootLayer)
        writer.key("name")
        writer.string(name(of: layer) ?? "layer")
        writer.key("bounds")
        writer.object([("x", layer.bounds.origin.x), ("y", layer.bounds.origin.y), ("width", layer.bounds.size.width), ("height", layer.bounds.size.height)])
        writer.key("position")
        writer.object([("x", layer.position.x), ("y", layer.position.y)])
        writer.key("anchorPoint")
        writer.object([("x", layer.anchorPoint.x), ("y", layer.anchorPoint.y)])
        writer.key("zPosition")
        writer.number(layer.zPosition)
        writer.key("transform")
        writer.object(Array(zip(Interpreter.transformFields, layer.transform.elements)))
        writer.key("sublayerTransform")
        writer.object(Array(zip(Interpreter.transformFields, layer.sublayerTransform.elements)))
        writer.key("doubleSided")
        writer.bool(layer.isDoubleSided)
        let frame = layer.frame
        writer.key("frame")
        writer.object([("x", frame.origin.x), ("y", frame.origin.y), ("width", frame.size.width), ("height", frame.size.height)])
        writer.key("superlayer")
        if let superlayer = layer.superlayer { writer.string(name(of: superlayer) ?? "layer") } else { writer.null() }
        writer.key("facing")
        writer.string(projected.facing.rawValue)
        writer.key("visible")
        writer.bool(projected.isVisible)
        writer.key("quad")
        writer.points(projected.quad)
        if projected.isClipped || projected.corners.contains(where: { $0.w <= 0 }) {
            writer.key("clipped")
            writer.bool(true)
            writer.key("polygon")
            writer.points(projected.polygon)
        }
        writer.key("opacity")
        writer.float(layer.opacity)
        writer.key("hidden")
        writer.bool(layer.isHidden)
        writer.key("backgroundColor")
        if let color = layer.backgroundColor {
            writer.object([("red", color.red), ("green", color.green), ("blue", color.blue), ("alpha", color.alpha)])
        } else {
            writer.null()
        }
        writeAnimationFields(of: layer, into: &writer)
    }
}

/// The numbers and shapes of an evaluation, on the project's one JSON writer (numbers are shortest round-trip).
extension JSONWriter {
    mutating func number(_ value: Double) {
        literal(value.isFinite ? formatNumber(value) : "null")
    }

    mutating func float(_ value: Float) {
        literal(value.isFinite ? formatNumber(value) : "null")
    }

    mutating func fields(_ pairs: [(String, Double)]) {
        for (name, value) in pairs {
            key(name)
            number(value)
        }
    }

    mutating func floatFields(_ pairs: [(String, Float)]) {
        for (name, value) in pairs {
            key(name)
            float(value)
        }
    }

    mutating func object(_ pairs: [(String, Double)]) {
        beginObject()
        fields(pairs)
        endObject()
    }

    mutating func points(_ points: [CGPoint]) {
        beginArray()
        for point in points {
            element()
            beginArray()
            element()
            number(point.x)
            element()
            number(point.y)
            endArray()
        }
        endArray()
    }
}
