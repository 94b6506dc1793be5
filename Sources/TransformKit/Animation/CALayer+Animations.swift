/// `addAnimation:forKey:`, `removeAnimationForKey:` and the presentation layer's values at a time.
extension CALayer {
    /// Adds a copy of `animation` (Core Animation copies it); an animation already under `key` is replaced. A nil
    /// key never replaces. One under `key` that ended before a later `time` had been removed by Core Animation
    /// already: it stays as history (a chain of animations under one key, each started when the last one ended),
    /// after the new one, so that the new one's backwards fill does not hide it while it ran.
    public func add(_ animation: LayerAnimation, forKey key: String?, at time: CGFloat) {
        let added = AddedAnimation(key: key, animation: animation.copy(), addedAt: time)
        guard let key else { return animations.append(added) }
        let history = animations.filter { $0.key == key && time > 0 && $0.animation.isRemovedOnCompletion && $0.endTime <= time }
        animations.removeAll { $0.key == key }
        animations += [added] + history
    }

    public func removeAnimation(forKey key: String) {
        animations.removeAll { $0.key == key }
    }

    public func removeAllAnimations() {
        animations.removeAll()
    }

    /// The model value of an animated property.
    public func modelValue(of keyPath: AnimationKeyPath) -> AnimatedValue {
        switch keyPath {
        case .transform: return .transform(transform)
        case .transformComponent(let component):
            switch transform.value(forKeyPath: component) {
            case .number(let x): return .number(x)
            case .size(let size): return .size(size)
            }
        case .position: return .point(position)
        case .opacity: return .number(CGFloat(opacity))
        }
    }

    /// The presentation transform at `time`: the model transform with every animation of `transform` or of one of
    /// its key paths applied in order (a key-path animation sets its component into the transform so far, so a
    /// `transform.rotation.z` turn of 2π turns all the way).
    public func presentationTransform(at time: CGFloat) -> CATransform3D {
        var result = transform
        for added in animations {
            guard let keyPath = added.animation.keyPath.flatMap(AnimationKeyPath.init) else { continue }
            switch keyPath {
            case .transform:
                if case .transform(let t)? = added.value(at: time, model: .transform(transform)) { result = t }
            case .transformComponent(let component):
                let model: AnimatedValue
                switch transform.value(forKeyPath: component) {
                case .number(let x): model = .number(x)
                case .size(let size): model = .size(size)
                }
                switch added.value(at: time, model: model) {
                case .number(let x)?: result = result.settingValue(.number(x), forKeyPath: component) ?? result
                case .size(let size)?: result = result.settingValue(.size(size), forKeyPath: component) ?? result
                default: break
                }
            default:
                continue
            }
        }
        return result
    }

    /// The presentation position at `time`.
    public func presentationPosition(at time: CGFloat) -> CGPoint {
        var result = position
        for added in animations where added.animation.keyPath == "position" {
            if case .point(let p)? = added.value(at: time, model: .point(position)) { result = p }
        }
        return result
    }

    /// The presentation opacity at `time`.
    public func presentationOpacity(at time: CGFloat) -> Float {
        var result = opacity
        for added in animations where added.animation.keyPath == "opacity" {
            if case .number(let x)? = added.value(at: time, model: .number(CGFloat(opacity))) { result = Float(x) }
        }
        return result
    }

    /// Sets this layer's transform, position and opacity to their presentation values at `time`: call it on a copy
    /// of the tree (the model values are gone afterwards).
    public func applyPresentation(at time: CGFloat) {
        let presentedTransform = presentationTransform(at: time)
        let presentedPosition = presentationPosition(at: time)
        let presentedOpacity = presentationOpacity(at: time)
        transform = presentedTransform
        position = presentedPosition
        opacity = presentedOpacity
    }
}
