import Diagnostics
import TransformKit

/// Core Animation and UIKit animation API over TransformKit's `LayerAnimation` (timing and interpolation are
/// TransformKit's): creating animations, `NSValue` boxes, images, timing functions, `addAnimation:forKey:`, and
/// `[UIView animateWithDuration:animations:]`, which records the changes its block makes as animations.
extension Interpreter {
    static let animationClassSelectors: [String: [String]] = [
        "CABasicAnimation": ["animation", "animationWithKeyPath:", "new"],
        "CAKeyframeAnimation": ["animation", "animationWithKeyPath:", "new"],
        "NSValue": ["valueWithCATransform3D:", "valueWithCGPoint:", "valueWithCGSize:"],
        "UIImage": ["imageNamed:"],
        "CAMediaTimingFunction": ["functionWithName:", "functionWithControlPoints::::"],
        "UIView": ["animateWithDuration:animations:", "animateWithDuration:animations:completion:",
                   "animateWithDuration:delay:options:animations:completion:"],
    ]

    /// A class message of the animation API in either dialect (`[CABasicAnimation animation]`,
    /// `UIView.animate(withDuration:animations:)`); nil when it is not one.
    func animationClassMessage(_ className: String, _ selector: String, _ arguments: [Expr.Argument],
                               selectorRange: SourceRange, whole: SourceRange) throws(Interrupt) -> Value? {
        if className == "UIView" {
            let isAnimate = dialect == .objc ? selector.hasPrefix("animateWithDuration:") : selector.hasPrefix("animate(withDuration:")
            return isAnimate ? try animateViews(arguments, whole: whole) : nil
        }
        guard dialect == .objc, Self.animationClassSelectors[className] != nil else { return nil }
        func argument(_ type: ValueType) throws(Interrupt) -> Value {
            try evaluateArguments(arguments, parameters: [type], function: selector)[0]
        }
        switch (className, selector) {
        case ("CABasicAnimation", "animation"), ("CABasicAnimation", "new"):
            return .animation(LayerAnimation(kind: .basic))
        case ("CAKeyframeAnimation", "animation"), ("CAKeyframeAnimation", "new"):
            return .animation(LayerAnimation(kind: .keyframe))
        case ("CABasicAnimation", "animationWithKeyPath:"), ("CAKeyframeAnimation", "animationWithKeyPath:"):
            let animation = LayerAnimation(kind: className == "CABasicAnimation" ? .basic : .keyframe)
            try setAnimationProperty(animation, "keyPath", try argument(.string), at: selectorRange, valueRange: arguments[0].value.range)
            return .animation(animation)
        case ("NSValue", "valueWithCATransform3D:"): return try argument(.transform3D)
        case ("NSValue", "valueWithCGPoint:"): return try argument(.point)
        case ("NSValue", "valueWithCGSize:"): return try argument(.size)
        case ("UIImage", "imageNamed:"):
            guard case .string(let name) = try argument(.string) else { throw Interrupt.reported }
            return .image(LayerContents(imageName: name))
        case ("CAMediaTimingFunction", "functionWithName:"):
            guard case .string(let name) = try argument(.string) else { throw Interrupt.reported }
            return try timingFunction(named: name, at: arguments[0].value.range)
        case ("CAMediaTimingFunction", "functionWithControlPoints::::"):
            let n = try evaluateArguments(arguments, parameters: Array(repeating: .float, count: 4), function: selector).map { $0.numericValue ?? 0 }
            return .timingFunction(MediaTimingFunction(x1: n[0], y1: n[1], x2: n[2], y2: n[3]))
        default:
            let known = Self.animationClassSelectors[className] ?? []
            fail(.unknownClassMethod(selector, className: className, suggestion: didYouMean(selector, in: known)), at: selectorRange)
            throw Interrupt.reported
        }
    }

    static let animationInitializers = [
        "CABasicAnimation()", "CABasicAnimation(keyPath:)", "CAKeyframeAnimation()", "CAKeyframeAnimation(keyPath:)",
        "NSValue(caTransform3D:)", "NSValue(cgPoint:)", "NSValue(cgSize:)", "UIImage(named:)", "CAMediaTimingFunction(name:)",
        "CAMediaTimingFunction(controlPoints:_:_:_:)",
    ]

    /// Swift's initialisers of the animation API; nil when `name(labels)` is not one.
    func animationInitializer(_ name: String, _ labels: [String], _ arguments: [Expr.Argument], whole: SourceRange) throws(Interrupt) -> Value? {
        let spelled = name + "(" + labels.map { $0 + ":" }.joined() + ")"
        guard Self.animationInitializers.contains(spelled) else { return nil }
        func argument(_ type: ValueType) throws(Interrupt) -> Value {
            try evaluateArguments(arguments, parameters: [type], function: spelled)[0]
        }
        switch spelled {
        case "CABasicAnimation()": return .animation(LayerAnimation(kind: .basic))
        case "CAKeyframeAnimation()": return .animation(LayerAnimation(kind: .keyframe))
        case "CABasicAnimation(keyPath:)", "CAKeyframeAnimation(keyPath:)":
            let animation = LayerAnimation(kind: name == "CABasicAnimation" ? .basic : .keyframe)
            try setAnimationProperty(animation, "keyPath", try argument(.string), at: whole, valueRange: arguments[0].value.range)
            return .animation(animation)
        case "NSValue(caTransform3D:)": return try argument(.transform3D)
        case "NSValue(cgPoint:)": return try argument(.point)
        case "NSValue(cgSize:)": return try argument(.size)
        case "UIImage(named:)":
            guard case .string(let imageName) = try argument(.string) else { throw Interrupt.reported }
            return .image(LayerContents(imageName: imageName))
        case "CAMediaTimingFunction(name:)":
            // `.easeInEaseOut` or `CAMediaTimingFunctionName.easeInEaseOut`: the member names the function.
            switch arguments[0].value.kind {
            case .implicitMember(let member), .member(_, let member, _):
                return try timingFunction(named: member, at: arguments[0].value.range)
            default:
                guard case .string(let text) = try argument(.string) else { throw Interrupt.reported }
                return try timingFunction(named: text, at: arguments[0].value.range)
            }
        default:
            let n = try evaluateArguments(arguments, parameters: Array(repeating: .float, count: 4), function: spelled).map { $0.numericValue ?? 0 }
            return .timingFunction(MediaTimingFunction(x1: n[0], y1: n[1], x2: n[2], y2: n[3]))
        }
    }

    func timingFunction(named name: String, at range: SourceRange) throws(Interrupt) -> Value {
        guard let function = MediaTimingFunction.named.first(where: { $0.name == name }) else {
            let names = MediaTimingFunction.named.compactMap { $0.name }
            fail(.unknownTimingFunction(name, suggestion: didYouMean(name, in: names), known: names.joined(separator: ", ")), at: range)
            throw Interrupt.reported
        }
        return .timingFunction(function)
    }

    /// `kCAFillModeForwards`, `kCAMediaTimingFunctionEaseInEaseOut`: NSStrings in Objective-C.
    static func animationConstant(_ name: String) -> Value? {
        if name.hasPrefix("kCAFillMode") {
            let mode = String(name.dropFirst(11))
            return AnimationFillMode(rawValue: mode.prefix(1).lowercased() + mode.dropFirst()).map { .string($0.rawValue) }
        }
        if name.hasPrefix("kCAMediaTimingFunction") {
            let function = String(name.dropFirst(22))
            let lowered = function.prefix(1).lowercased() + function.dropFirst()
            return MediaTimingFunction.named.contains { $0.name == lowered } ? .string(lowered) : nil
        }
        return nil
    }

    static let animationConstantNames = AnimationFillMode.allCases.map { "kCAFillMode" + $0.rawValue.prefix(1).uppercased() + $0.rawValue.dropFirst() }
        + MediaTimingFunction.named.compactMap { $0.name }.map { "kCAMediaTimingFunction" + $0.prefix(1).uppercased() + $0.dropFirst() }

    // MARK: Layers

    func layerAnimationMessage(_ layer: CALayer, _ selector: String, _ arguments: [Expr.Argument], whole: SourceRange) throws(Interrupt) -> Value {
        scene.reach(layer)
        switch selector {
        case "addAnimation:forKey:", "add:forKey:":
            let values = try evaluateArguments(arguments, parameters: [.object, .object], function: selector)
            guard case .animation(let animation) = values[0] else {
                fail(.expectedAnimation(selector, valueTypeName: values[0].typeName(in: dialect)), at: arguments[0].value.range)
                throw Interrupt.reported
            }
            var key: String?
            if case .string(let text) = values[1] { key = text }
            try add(animation, forKey: key, to: layer, at: arguments[0].value.range)
        case "removeAnimationForKey:":
            guard case .string(let key) = try evaluateArguments(arguments, parameters: [.string], function: selector)[0] else { return .void }
            layer.removeAnimation(forKey: key)
        default:
            layer.removeAllAnimations()
        }
        return .void
    }

    /// `[value CATransform3DValue]`, `CGPointValue`, `CGSizeValue`: an NSValue is the struct it boxes here, so
    /// unboxing gives it back.
    static func unboxedNSValue(_ object: Value, _ selector: String) -> Value? {
        switch (object, selector) {
        case (.transform3D, "CATransform3DValue"), (.point, "CGPointValue"), (.size, "CGSizeValue"): return object
        default: return nil
        }
    }

    /// Swift's `v.cgPointValue`, `cgSizeValue`, `caTransform3DValue`: an NSValue's box (`NSValue(cgPoint:)`) holds
    /// the value itself here, and the static type that would tell a box from a bare `CGPoint` is not kept.
    static func unboxedSwiftNSValue(_ object: Value, _ name: String) -> Value? {
        switch (object, name) {
        case (.transform3D, "caTransform3DValue"), (.point, "cgPointValue"), (.size, "cgSizeValue"): return object
        default: return nil
        }
    }

    /// Whether `receiver` may be an NSValue: not a variable declared as a struct, nor a C function's struct result.
    func isBoxedValue(_ receiver: Expr) -> Bool {
        switch receiver.kind {
        case .identifier(let name): return lookupVariable(name)?.variable.type.map { $0 == .object } ?? true
        case .call: return false
        default: return true
        }
    }

    /// Adds `animation` to `layer` now (0 in the listing's body, which runs in no time; a completion's fire time
    /// in a completion), checking what it can hold.
    func add(_ animation: LayerAnimation, forKey key: String?, to layer: CALayer, at range: SourceRange) throws(Interrupt) {
        guard let keyPath = animation.keyPath.flatMap(AnimationKeyPath.init) else {
            fail(animation.keyPath.map { .unmodelledAnimationKeyPath($0, animatableKeyPaths: Self.animatableKeyPaths) }
                    ?? .animationWithoutKeyPath(animatableKeyPaths: Self.animatableKeyPaths),
                 at: range)
            throw Interrupt.reported
        }
        try checkFits(animation, keyPath, layer, at: range)
        if let keyTimes = animation.keyTimes, !animation.values.isEmpty, keyTimes.count != animation.values.count {
            warn(.ignoredKeyTimes(keyTimes.count, valueCount: animation.values.count), at: range)
        }
        addedAnimations += 1
        if addedAnimations > Limits.maximumAnimations {
            fail(.animationLimit, at: range)
            throw Interrupt.abort
        }
        layer.add(animation, forKey: key, at: now)
        lastChange[ObjectIdentifier(layer)] = range
    }

    static let animatableKeyPaths = "transform, transform.rotation(.x/.y/.z), transform.scale(.x/.y/.z), transform.translation(.x/.y/.z), position and opacity"

    /// Every value the animation holds must fit its key path (a transform for `transform`, a number for
    /// `transform.rotation.z`…), so what `value(at:)` computes is never silently nothing.
    private func checkFits(_ animation: LayerAnimation, _ keyPath: AnimationKeyPath, _ layer: CALayer, at range: SourceRange) throws(Interrupt) {
        let model = layer.modelValue(of: keyPath)
        let values = [animation.fromValue, animation.toValue, animation.byValue].compactMap { $0 } + animation.values
        for value in values where value.interpolated(to: model, progress: 0) == nil {
            fail(.animationValueMismatch(keyPath.text, value: Self.describe(value), model: Self.describe(model)), at: range)
            throw Interrupt.reported
        }
        if animation.kind == .keyframe && animation.values.isEmpty {
            fail(.keyframeAnimationWithoutValues, at: range)
            throw Interrupt.reported
        }
    }

    static func describe(_ value: AnimatedValue) -> String {
        switch value {
        case .number: return "number"
        case .point: return "point"
        case .size: return "size"
        case .transform: return "transform"
        }
    }

    // MARK: UIView animations

    /// `[UIView animateWithDuration:d (delay:options:) animations:^{…} (completion:^(BOOL finished){…})]` and Swift's
    /// `UIView.animate(withDuration:…)`, trailing closures included. The block runs at once and its changes to
    /// transforms, positions (centres) and opacities (alphas) become animations from the old to the new value
    /// (ease in, ease out: UIKit's default curve); the model values change at once, as in UIKit. The completion
    /// is queued for the animation's end (delay + duration) and runs then, with `finished` YES (`runCompletions`).
    func animateViews(_ arguments: [Expr.Argument], whole: SourceRange) throws(Interrupt) -> Value {
        var duration: CGFloat = 0
        var delay: CGFloat = 0
        var closures: [(Closure?, SourceRange)] = []
        for argument in arguments {
            switch argument.label {
            case "animateWithDuration"?, "withDuration"?:
                duration = try evaluate(argument.value, expected: .double).numericValue ?? 0
            case "delay"?:
                delay = try evaluate(argument.value, expected: .double).numericValue ?? 0
            case "options"?:
                // The curve options are not modelled: UIKit's default curve is used.
                continue
            case let label? where label != "animations" && label != "completion":
                // `usingSpringWithDamping:initialSpringVelocity:`: a spring moves otherwise than the curve recorded.
                fail(.unmodelledGeometryProperty(label, framework: "UIKit"), at: argument.labelRange ?? argument.value.range)
                throw Interrupt.reported
            default:
                switch try evaluate(argument.value, expected: .closure) {
                case .closure(let closure): closures.append((closure, argument.value.range))
                case .null: closures.append((nil, argument.value.range))
                case let other:
                    fail(.expectedClosureArgument(other.typeName(in: dialect), in: dialect), at: argument.value.range)
                    throw Interrupt.reported
                }
            }
        }
        guard duration.isFinite, duration >= 0, delay.isFinite else {
            fail(.invalidAnimationTiming, at: whole)
            throw Interrupt.reported
        }
        if let (animations, _) = closures.first, let animations { createOutlets(mentionedIn: animations) }
        let layers = animatableLayers()
        let before = layers.map { LayerState($0) }
        if let (animations, range) = closures.first, let animations {
            _ = try callClosure(animations, arguments: [], at: range)
        }
        for (layer, old) in zip(layers, before) {
            try recordChanges(of: layer, from: old, duration: duration, delay: delay, at: whole)
        }
        if closures.count > 1, let (completion, range) = closures.last, let completion {
            pendingCompletions.append((now + delay + duration, completion, range))
        }
        return .void
    }

    /// Runs the queued completions as a run loop does once the listing's body is over: in fire-time order (ties in
    /// the order queued), each with the clock at its fire time, so that the animations it starts begin then. A
    /// chain that never ends meets `Limits.maximumCompletions`.
    func runCompletions() throws(Interrupt) {
        var count = 0
        while let next = pendingCompletions.indices.min(by: { pendingCompletions[$0].time < pendingCompletions[$1].time }) {
            let (time, completion, range) = pendingCompletions.remove(at: next)
            count += 1
            if count > Limits.maximumCompletions {
                fail(.completionLimit, at: range)
                throw Interrupt.abort
            }
            now = time
            do {
                _ = try callClosure(completion, arguments: completion.parameterCount == 1 ? [.bool(true)] : [], at: range)
            } catch Interrupt.abort {
                throw Interrupt.abort
            } catch {
                // Reported inside: the next completion runs from the state this one left, as the next handler does.
            }
        }
    }

    /// Outlets the scene creates on first use exist before the block in the app: create those the block names
    /// now, so that their state before the block is recorded and a change inside it is animated.
    private func createOutlets(mentionedIn closure: Closure) {
        var word = ""
        for character in text(closure.range) + " " {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
                continue
            }
            if !word.isEmpty, word != "view", Scene.isOutletLikeName(word), !isVariable(word) {
                if word == "faces" { _ = scene.collection(named: word) } else { _ = scene.outlet(named: word) }
            }
            word = ""
        }
    }

    /// The model values a UIView animation block can change.
    struct LayerState {
        var transform: CATransform3D
        var position: CGPoint
        var opacity: Float

        init(_ layer: CALayer) {
            transform = layer.transform
            position = layer.position
            opacity = layer.opacity
        }
    }

    private func recordChanges(of layer: CALayer, from old: LayerState, duration: CGFloat, delay: CGFloat, at range: SourceRange) throws(Interrupt) {
        let new = LayerState(layer)
        var changes: [(String, AnimatedValue, AnimatedValue)] = []
        if new.transform != old.transform { changes.append(("transform", .transform(old.transform), .transform(new.transform))) }
        if new.position != old.position { changes.append(("position", .point(old.position), .point(new.position))) }
        if new.opacity != old.opacity { changes.append(("opacity", .number(CGFloat(old.opacity)), .number(CGFloat(new.opacity)))) }
        for (keyPath, from, to) in changes {
            let animation = LayerAnimation(kind: .basic, keyPath: keyPath)
            animation.fromValue = from
            animation.toValue = to
            animation.duration = duration
            animation.beginTime = delay
            animation.timingFunction = .easeInEaseOut
            animation.fillMode = delay > 0 ? .backwards : .removed
            try add(animation, forKey: keyPath, to: layer, at: range)
        }
    }

    /// Every layer of the window's tree and every layer the listing reached, once each.
    func animatableLayers() -> [CALayer] {
        var seen = Set<ObjectIdentifier>()
        var result: [CALayer] = []
        var pending = [scene.rootLayer] + scene.reachedLayers
        while let layer = pending.popLast() {
            guard seen.insert(ObjectIdentifier(layer)).inserted else { continue }
            result.append(layer)
            pending += layer.sublayers ?? []
        }
        return result
    }

    /// Runs `body` with every layer showing its presentation values at `time` (nil: as they are), then restores
    /// the model values.
    func presenting<T>(at time: Double?, _ body: () -> T) -> T {
        guard let time else { return body() }
        let layers = animatableLayers().filter { !$0.animations.isEmpty }
        let saved = layers.map { LayerState($0) }
        for layer in layers { layer.applyPresentation(at: time) }
        defer {
            for (layer, state) in zip(layers, saved) {
                layer.transform = state.transform
                layer.position = state.position
                layer.opacity = state.opacity
            }
        }
        return body()
    }
}
