import TransformKit

/// A number in its shortest round-trip form: integral values without a fraction (`1`, `-0`), others as Swift
/// prints them (`0.7853981633974483`, `1e-05`), `nan`, `inf`, `-inf`.
func formatNumber(_ x: Double) -> String {
    if x.isNaN { return "nan" }
    if x.isInfinite { return x < 0 ? "-inf" : "inf" }
    if x == x.rounded(), Swift.abs(x) < 1e15 {
        if x == 0 && x.sign == .minus { return "-0" }
        return String(Int(x))
    }
    return x.description
}

/// A single-precision number in its shortest round-trip form (as a Float).
func formatNumber(_ x: Float) -> String {
    if x.isNaN { return "nan" }
    if x.isInfinite { return x < 0 ? "-inf" : "inf" }
    if x == x.rounded(), Swift.abs(x) < 1e7 {
        if x == 0 && x.sign == .minus { return "-0" }
        return String(Int(x))
    }
    return x.description
}

extension Value {
    /// The value as text, in the notation of `expect` blocks: numbers in shortest round-trip form, `YES`/`NO`
    /// (Objective-C) or `true`/`false` (Swift), points `(x, y)`, rects `(x, y, width, height)`, affine transforms
    /// `[a b c d tx ty]`, 3D transforms `[m11 m12 m13 m14; ...; m41 m42 m43 m44]`. Layers and views print their
    /// display name (`layerName`), or their kind when none is given.
    public func description(in dialect: Dialect, layerName: (CALayer) -> String? = { _ in nil }) -> String {
        switch self {
        case .cgFloat(let x), .double(let x): return formatNumber(x)
        case .float(let x): return formatNumber(x)
        case .integer(let x, _): return String(x)
        case .bool(let flag): return dialect == .objc ? (flag ? "YES" : "NO") : (flag ? "true" : "false")
        case .point(let p): return "(\(formatNumber(p.x)), \(formatNumber(p.y)))"
        case .size(let s): return "(\(formatNumber(s.width)), \(formatNumber(s.height)))"
        case .rect(let r): return "(\(formatNumber(r.origin.x)), \(formatNumber(r.origin.y)), \(formatNumber(r.size.width)), \(formatNumber(r.size.height)))"
        case .affineTransform(let t): return "[" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(formatNumber).joined(separator: " ") + "]"
        case .transform3D(let t): return Self.matrixText(t.elements.map(formatNumber), columns: 4)
        case .vector3(let v): return "(\(formatNumber(v.x)), \(formatNumber(v.y)), \(formatNumber(v.z)))"
        case .matrix3(let m): return Self.matrixText(m.m.map(formatNumber), columns: 3)
        case .matrix4(let m): return Self.matrixText(m.m.map(formatNumber), columns: 4)
        case .color(let c), .cgColor(let c):
            return "rgba(\(formatNumber(c.red)), \(formatNumber(c.green)), \(formatNumber(c.blue)), \(formatNumber(c.alpha)))"
        case .layer(let layer): return layerName(layer) ?? (layer is CATransformLayer ? "<CATransformLayer>" : "<CALayer>")
        case .view(let view): return layerName(view.layer).map { $0.hasSuffix(".layer") ? String($0.dropLast(6)) : $0 + " (view)" } ?? "<UIView>"
        case .array(let values):
            return "[" + values.map { $0.description(in: dialect, layerName: layerName) }.joined(separator: ", ") + "]"
        case .string(let text): return (dialect == .objc ? "@" : "") + "\"" + Self.escaped(text) + "\""
        case .number(let boxed): return dialect == .objc ? "@(\(boxed.description(in: dialect)))" : boxed.description(in: dialect)
        case .address(let pointee, _): return "&" + pointee.description(in: dialect, layerName: layerName)
        case .touch(let p): return "<UITouch at (\(formatNumber(p.x)), \(formatNumber(p.y)))>"
        case .gesture(let recognizer): return "<\(recognizer.kind.rawValue) \(recognizer.state.name)>"
        case .animation(let animation):
            return "<\(typeName(in: dialect)) \(animation.keyPath.map { "'\($0)'" } ?? "without a key path")>"
        case .image(let image): return "<UIImage \"\(Self.escaped(image.imageName))\">"
        case .simd(let simd):
            let numbers = simd.elements.map { simd.isFloat ? formatNumber(Float($0)) : formatNumber($0) }
            return simd.columns == 1 ? "(" + numbers.joined(separator: ", ") + ")" : Self.matrixText(numbers, columns: 4)
        case .structure(let instance):
            let fields = zip(instance.names, instance.fields).map { "\($0): \($1.description(in: dialect, layerName: layerName))" }
            return instance.typeName + "(" + fields.joined(separator: ", ") + ")"
        case .object(let object):
            // Fields that hold references are named, not described: an object may reach itself through them.
            let fields = zip(object.state.names, object.state.fields).map { name, field in
                "\(name) = " + (field.holdsReferences ? "<\(field.typeName(in: dialect))>" : field.description(in: dialect, layerName: layerName))
            }
            return "<" + ([object.className] + fields).joined(separator: " ") + ">"
        case .timingFunction(let function):
            return "<CAMediaTimingFunction \(function.name ?? "(\([function.x1, function.y1, function.x2, function.y2].map(formatNumber).joined(separator: ", ")))")>"
        case .closure(let closure):
            return "<\(closure.name) taking \(closure.parameterCount) argument\(closure.parameterCount == 1 ? "" : "s")>"
        case .tuple(let values):
            return "(" + values.map { $0.description(in: dialect, layerName: layerName) }.joined(separator: ", ") + ")"
        case .null: return "nil"
        case .void: return dialect == .objc ? "void" : "()"
        }
    }

    /// Whether describing the value could reach a listing object (and through it, the value itself again).
    var holdsReferences: Bool {
        switch self {
        case .object, .array, .tuple, .closure, .structure: return true
        default: return false
        }
    }

    static func matrixText(_ elements: [String], columns: Int) -> String {
        var rows: [String] = []
        var index = 0
        while index < elements.count {
            rows.append(elements[index..<min(index + columns, elements.count)].joined(separator: " "))
            index += columns
        }
        return "[" + rows.joined(separator: "; ") + "]"
    }

    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
