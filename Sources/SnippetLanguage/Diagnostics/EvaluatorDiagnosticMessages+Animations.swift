import Diagnostics

/// The evaluator's messages about animations, gestures, actions and key paths.
extension SnippetDiagnostic {
    static func unmodelledAnimationKeyPath(_ keyPath: String, animatableKeyPaths: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .animationValue, message: "'\(keyPath)' is Core Animation API that notebook does not model",
                          notes: [.init("notebook animates \(animatableKeyPaths)")])
    }

    static func animationNumberNotFinite(_ property: String, number: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .animationValue, message: "'\(property)' must be finite\(property == "duration" ? " and not negative" : ""), not \(number)")
    }

    static func negativeRepeatCount(_ number: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .animationValue, message: "'repeatCount' must not be negative or NaN (HUGE_VALF repeats for ever), not \(number)")
    }

    static func unknownAnimationProperty(_ name: String, suggestion: String, in dialect: Dialect) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unknownProperty, message: dialect == .objc
            ? "property '\(name)' not found on object of type 'CABasicAnimation *'\(suggestion)"
            : "value of type 'CABasicAnimation' has no member '\(name)'\(suggestion)")
    }

    static func animationPropertyNotFinite(_ property: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .animationValue, message: "'\(property)' must be finite")
    }

    static func animationPropertyType(_ property: String, wanted: String, valueTypeName: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .animationValue, message: "'\(property)' takes \(wanted), not '\(valueTypeName)'")
    }

    static func unknownClassMethod(_ selector: String, className: String, suggestion: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unknownMethod, message: "no known class method for selector '\(selector)' on '\(className)'\(suggestion)")
    }

    static func unknownTimingFunction(_ name: String, suggestion: String, known: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .animationValue, message: "unknown timing function '\(name)'\(suggestion)",
                          notes: [.init("the named functions are \(known)")])
    }

    static func expectedAnimation(_ selector: String, valueTypeName: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .typeMismatch, message: "'\(selector)' takes an animation, not '\(valueTypeName)'")
    }

    static var animationLimit: SnippetDiagnostic {
        SnippetDiagnostic(id: .animationLimit, message: "more than \(Limits.maximumAnimations) animations added; evaluation stopped")
    }

    static var completionLimit: SnippetDiagnostic {
        SnippetDiagnostic(id: .animationLimit, message: "animation completions ran more than \(Limits.maximumCompletions) times; evaluation stopped",
                          notes: [.init("does a completion start its own animation again? UIKit would repeat it for ever")])
    }

    static func animationValueMismatch(_ keyPath: String, value: String, model: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .animationValue, message: "the animation of '\(keyPath)' holds \(value), which does not fit a \(model)")
    }

    static func ignoredKeyTimes(_ count: Int, valueCount: Int) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .animationValue, message: "'keyTimes' has \(count) entries for \(valueCount) values, so Core Animation ignores it: the keyframes are evenly spaced")
    }

    static var keyframeAnimationWithoutValues: SnippetDiagnostic {
        SnippetDiagnostic(id: .animationValue, message: "the keyframe animation has no 'values'")
    }

    static func expectedClosureArgument(_ valueTypeName: String, in dialect: Dialect) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .typeMismatch, message: "expected a \(dialect == .objc ? "block" : "closure"), found '\(valueTypeName)'")
    }

    static var invalidAnimationTiming: SnippetDiagnostic {
        SnippetDiagnostic(id: .animationValue, message: "the duration and delay of an animation must be finite, and the duration not negative")
    }

    static var gestureTargetNotSelf: SnippetDiagnostic {
        SnippetDiagnostic(id: .unsupportedConstruct, message: "only 'self' can be the target of a gesture recognizer in listings")
    }

    static func actionSpelling(in dialect: Dialect) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unsupportedConstruct,
                          message: "the action must be written '\(dialect == .objc ? "@selector(name:)" : "#selector(name(_:))")' in listings")
    }

    static func unknownGestureAction(_ name: String, suggestion: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unknownMethod, message: "the listing defines no method '\(name)' for this gesture recognizer\(suggestion)")
    }

    static func notAGestureRecognizer(_ valueTypeName: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .typeMismatch, message: "'addGestureRecognizer' expects a gesture recognizer, not '\(valueTypeName)'")
    }

    static var actionTargetNotSelf: SnippetDiagnostic {
        SnippetDiagnostic(id: .unsupportedConstruct, message: "only 'self' can be the target of an action in listings")
    }

    static func unknownAction(_ name: String, suggestion: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unknownMethod, message: "the listing defines no method '\(name)' for this action\(suggestion)")
    }

    static func unknownControlEvent(_ known: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unsupportedConstruct, message: "listings know the control events \(known)")
    }

    static func keyPathValueNotObject(_ valueTypeName: String, expression: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .typeMismatch, message: "sending '\(valueTypeName)' to parameter of incompatible type 'id'",
                          notes: [.init("box the number: '@(\(expression))'")])
    }

    static func keyPathHoldsSize(_ path: String, valueTypeName: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .typeMismatch, message: "'\(path)' holds a CGSize, not a '\(valueTypeName)'")
    }

    static func keyPathHoldsNumber(_ path: String, valueTypeName: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .typeMismatch, message: "'\(path)' holds a number, not a '\(valueTypeName)'")
    }

    static func unknownKeyPath(_ path: String, suggestion: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unknownKeyPath, message: "'\(path)' is not a key path of CALayer\(suggestion)",
                          notes: [.init("CALayer's transform key paths are rotation(.x/.y/.z), scale(.x/.y/.z) and translation(.x/.y/.z)")])
    }

    static func animationWithoutKeyPath(animatableKeyPaths: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .animationValue, message: "the animation has no key path: set 'keyPath' (for example @\"transform\")",
                          notes: [.init("notebook animates \(animatableKeyPaths)")])
    }

    static func noActionForEvent(_ name: String, suggestion: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .eventsNoHandler, message: "the listing defines no action '\(name)'\(suggestion)")
    }

    /// `handler` is the dialect's name of the touch method that would receive the phase.
    static func noTouchHandler(_ phase: String, handler: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .eventsNoHandler, message: "no handler receives 'touch \(phase)': the listing defines no '\(handler)'")
    }

    static var noPanRecognizer: SnippetDiagnostic {
        SnippetDiagnostic(id: .eventsNoHandler, message: "no handler receives the pan: the listing adds no UIPanGestureRecognizer to a view")
    }
}
