import Diagnostics
import TransformKit

/// Swift methods of geometry values and numbers (`rect.insetBy(dx:dy:)`, `x.squareRoot()`), which
/// `instanceMessage` asks after the object kinds.
extension Interpreter {
    func rectMethod(_ r: CGRect, _ selector: String, argumentValues: ([ValueType]) throws(Interrupt) -> [Value]) throws(Interrupt) -> Value? {
        switch selector {
        case "applying(_:)":
            guard case .affineTransform(let t) = try argumentValues([.affineTransform])[0] else { return nil }
            return .rect(r.applying(t))
        case "insetBy(dx:dy:)", "offsetBy(dx:dy:)":
            let n = try argumentValues([.cgFloat, .cgFloat]).map { $0.numericValue ?? 0 }
            return .rect(selector.hasPrefix("inset") ? r.insetBy(dx: n[0], dy: n[1]) : r.offsetBy(dx: n[0], dy: n[1]))
        case "union(_:)", "intersection(_:)", "intersects(_:)", "equalTo(_:)":
            guard case .rect(let other) = try argumentValues([.rect])[0] else { return nil }
            switch selector {
            case "union(_:)": return .rect(r.union(other))
            case "intersection(_:)": return .rect(r.intersection(other))
            case "intersects(_:)": return .bool(r.intersects(other))
            default: return .bool(r.equalTo(other))
            }
        case "contains(_:)":
            let value = try argumentValues([.object])[0]
            if case .point(let p) = value { return .bool(r.contains(p)) }
            if case .rect(let other) = value { return .bool(r.contains(other)) }
            return nil
        default:
            return nil
        }
    }

    func scalarMethod(_ value: Value, _ selector: String, argumentValues: ([ValueType]) throws(Interrupt) -> [Value]) throws(Interrupt) -> Value? {
        guard let x = value.numericValue else { return nil }
        func same(_ result: Double) -> Value {
            switch value {
            case .cgFloat: return .cgFloat(result)
            case .float: return .float(Float(result))
            default: return .double(result)
            }
        }
        switch selector {
        case "squareRoot()":
            if case .float(let f) = value { return .float(f.squareRoot()) }
            return same(x.squareRoot())
        case "rounded()":
            if case .float(let f) = value { return .float(f.rounded()) }
            return same(x.rounded())
        case "truncatingRemainder(dividingBy:)":
            let divisor = try argumentValues([ValueType(of: value)])[0]
            if case .float(let f) = value, case .float(let g) = divisor { return .float(f.truncatingRemainder(dividingBy: g)) }
            return same(x.truncatingRemainder(dividingBy: divisor.numericValue ?? 0))
        default:
            return nil
        }
    }

    /// Swift's methods of `CGAffineTransform`, recorded in the transform history as the C functions they are.
    func affineTransformMethod(_ t: CGAffineTransform, _ selector: String, argumentValues: ([ValueType]) throws(Interrupt) -> [Value],
                               whole: SourceRange) throws(Interrupt) -> Value? {
        let object = Value.affineTransform(t)
        switch selector {
        case "rotated(by:)":
            let angle = try argumentValues([.cgFloat]).map { $0.numericValue ?? 0 }
            return recorded("CGAffineTransformRotate", angle, receiver: object) { .affineTransform(t.rotated(by: $0[0])) }
        case "scaledBy(x:y:)":
            let n = try argumentValues([.cgFloat, .cgFloat]).map { $0.numericValue ?? 0 }
            return recorded("CGAffineTransformScale", n, receiver: object) { .affineTransform(t.scaledBy(x: $0[0], y: $0[1])) }
        case "translatedBy(x:y:)":
            let n = try argumentValues([.cgFloat, .cgFloat]).map { $0.numericValue ?? 0 }
            return recorded("CGAffineTransformTranslate", n, receiver: object) { .affineTransform(t.translatedBy(x: $0[0], y: $0[1])) }
        case "concatenating(_:)":
            guard case .affineTransform(let other) = try argumentValues([.affineTransform])[0] else { return nil }
            let result = Value.affineTransform(t.concatenating(other))
            transformHistory.record(call: "CGAffineTransformConcat", arguments: [object, .affineTransform(other)], result: result)
            return result
        case "inverted()":
            if t.determinant == 0 {
                Builtins.warnSingular(BuiltinCall(interpreter: self, range: whole, name: "inverted()"), kind: "affine transform")
            }
            let result = Value.affineTransform(t.inverted())
            transformHistory.record(call: "CGAffineTransformInvert", arguments: [object], result: result)
            return result
        default:
            return nil
        }
    }
}
