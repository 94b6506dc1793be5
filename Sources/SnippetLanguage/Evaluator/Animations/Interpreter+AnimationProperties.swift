import Diagnostics
import TransformKit

/// The properties of `CABasicAnimation` and `CAKeyframeAnimation`, read and written.
extension Interpreter {
    /// CAAnimation properties that change the animated values, which notebook does not model (both spellings).
    static let unmodelledAnimationProperties: Set<String> = [
        "additive", "isAdditive", "cumulative", "isCumulative", "speed", "timeOffset", "repeatDuration", "valueFunction",
        "calculationMode", "rotationMode", "timingFunctions", "path", "tensionValues", "continuityValues", "biasValues",
    ]

    static let animationPropertyNames = ["keyPath", "fromValue", "toValue", "byValue", "values", "keyTimes", "duration", "beginTime",
                                         "fillMode", "removedOnCompletion", "isRemovedOnCompletion", "repeatCount", "autoreverses",
                                         "timingFunction"]

    func animationProperty(_ animation: LayerAnimation, _ name: String) -> Value? {
        switch name {
        case "keyPath": return animation.keyPath.map { .string($0) } ?? .null
        case "fromValue": return animation.fromValue.map(Self.value) ?? .null
        case "toValue": return animation.toValue.map(Self.value) ?? .null
        case "byValue": return animation.byValue.map(Self.value) ?? .null
        case "values": return .array(animation.values.map(Self.value))
        case "keyTimes": return animation.keyTimes.map { .array($0.map { .number(.cgFloat($0)) }) } ?? .null
        case "duration": return .double(animation.duration)
        case "beginTime": return .double(animation.beginTime)
        case "fillMode": return .string(animation.fillMode.rawValue)
        case "removedOnCompletion" where dialect == .objc, "isRemovedOnCompletion" where dialect == .swift:
            return .bool(animation.isRemovedOnCompletion)
        case "repeatCount": return .float(animation.repeatCount)
        case "autoreverses": return .bool(animation.autoreverses)
        case "timingFunction": return animation.timingFunction.map { .timingFunction($0) } ?? .null
        default: return nil
        }
    }

    /// An animated value as the listing sees it: an `NSValue` (the struct itself here) or an `NSNumber`.
    static func value(_ animated: AnimatedValue) -> Value {
        switch animated {
        case .number(let x): return .number(.cgFloat(x))
        case .point(let p): return .point(p)
        case .size(let s): return .size(s)
        case .transform(let t): return .transform3D(t)
        }
    }

    func setAnimationProperty(_ animation: LayerAnimation, _ name: String, _ value: Value, at range: SourceRange,
                              valueRange: SourceRange) throws(Interrupt) {
        switch name {
        case "keyPath":
            guard case .string(let text) = value else { throw mismatch(name, value, "a string", at: valueRange) }
            guard AnimationKeyPath(text) != nil else {
                fail(.unmodelledAnimationKeyPath(text, animatableKeyPaths: Self.animatableKeyPaths), at: valueRange)
                throw Interrupt.reported
            }
            animation.keyPath = text
        case "fromValue": animation.fromValue = try animated(value, name, at: valueRange)
        case "toValue": animation.toValue = try animated(value, name, at: valueRange)
        case "byValue": animation.byValue = try animated(value, name, at: valueRange)
        case "values":
            animation.values = try keyframeValues(value, name, at: valueRange)
        case "keyTimes":
            animation.keyTimes = try keyTimes(value, name, at: valueRange)
        case "duration", "beginTime":
            let number = try animationSeconds(value, name, at: valueRange)
            if name == "duration" { animation.duration = number } else { animation.beginTime = number }
        case "fillMode":
            guard case .string(let text) = value, let mode = AnimationFillMode(rawValue: text) else {
                throw mismatch(name, value, "a fill mode (kCAFillModeForwards…)", at: valueRange)
            }
            animation.fillMode = mode
        case "removedOnCompletion" where dialect == .objc, "isRemovedOnCompletion" where dialect == .swift, "autoreverses":
            guard case .bool(let flag) = try convert(value, to: .bool, at: valueRange, context: .assignment(field: name)) else { return }
            if name == "autoreverses" { animation.autoreverses = flag } else { animation.isRemovedOnCompletion = flag }
        case "repeatCount":
            guard let number = Self.unboxed(value).numericValue else {
                throw mismatch(name, value, "a count", at: valueRange)
            }
            guard !number.isNaN, number >= 0 else {
                fail(.negativeRepeatCount(formatNumber(number)), at: valueRange)
                throw Interrupt.reported
            }
            animation.repeatCount = Float(number)
        case "timingFunction":
            switch value {
            case .timingFunction(let function): animation.timingFunction = function
            case .null: animation.timingFunction = nil
            default: throw mismatch(name, value, "a CAMediaTimingFunction", at: valueRange)
            }
        default:
            fail(.unknownAnimationProperty(name, suggestion: didYouMean(name, in: Self.animationPropertyNames), in: dialect), at: range)
            throw Interrupt.reported
        }
    }

    /// A keyframe animation's `values`; elements `animated` does not take are left out.
    private func keyframeValues(_ value: Value, _ name: String, at valueRange: SourceRange) throws(Interrupt) -> [AnimatedValue] {
        guard case .array(let elements) = value else { throw mismatch(name, value, "an array", at: valueRange) }
        var values: [AnimatedValue] = []
        for element in elements {
            guard let animatedValue = try animated(element, name, at: valueRange) else { continue }
            values.append(animatedValue)
        }
        return values
    }

    private func keyTimes(_ value: Value, _ name: String, at valueRange: SourceRange) throws(Interrupt) -> [Double] {
        guard case .array(let elements) = value else { throw mismatch(name, value, "an array of numbers", at: valueRange) }
        return try elements.map { (element) throws(Interrupt) in
            guard let number = Self.unboxed(element).numericValue, number.isFinite else {
                throw mismatch(name, element, "a number", at: valueRange)
            }
            return number
        }
    }

    /// `duration` (finite, not negative) or `beginTime` (finite).
    private func animationSeconds(_ value: Value, _ name: String, at valueRange: SourceRange) throws(Interrupt) -> Double {
        guard let number = Self.unboxed(value).numericValue, value.isScalar || isNumber(value) else {
            throw mismatch(name, value, "a number of seconds", at: valueRange)
        }
        guard number.isFinite, name == "beginTime" || number >= 0 else {
            fail(.animationNumberNotFinite(name, number: formatNumber(number)), at: valueRange)
            throw Interrupt.reported
        }
        return number
    }

    private func isNumber(_ value: Value) -> Bool {
        if case .number = value { return true }
        return false
    }

    static func unboxed(_ value: Value) -> Value {
        if case .number(let inner) = value { return inner }
        return value
    }

    /// `fromValue`/`toValue`/`byValue`/`values` elements: an `NSValue` of a transform, point or size, or a number.
    private func animated(_ value: Value, _ name: String, at range: SourceRange) throws(Interrupt) -> AnimatedValue? {
        switch Self.unboxed(value) {
        case .transform3D(let t): return .transform(t)
        case .affineTransform(let t): return .transform(CATransform3DMakeAffineTransform(t))
        case .point(let p): return .point(p)
        case .size(let s): return .size(s)
        case .null: return nil
        case let scalar where scalar.isScalar:
            guard let number = scalar.numericValue, number.isFinite else {
                fail(.animationPropertyNotFinite(name), at: range)
                throw Interrupt.reported
            }
            return .number(number)
        default:
            throw mismatch(name, value, "an NSValue of a transform, point or size, or a number", at: range)
        }
    }

    private func mismatch(_ name: String, _ value: Value, _ wanted: String, at range: SourceRange) -> Interrupt {
        fail(.animationPropertyType(name, wanted: wanted, valueTypeName: value.typeName(in: dialect)), at: range)
        return Interrupt.reported
    }
}
