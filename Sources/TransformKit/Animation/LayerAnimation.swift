/// The layer property an animation drives: `transform`, one of its key paths (`transform.rotation.z`), `position`
/// or `opacity`.
public enum AnimationKeyPath: Equatable, Sendable {
    case transform
    case transformComponent(TransformKeyPath)
    case position
    case opacity

    /// `"transform"`, `"transform.rotation.z"`, `"position"`, `"opacity"`; nil for key paths not modelled.
    public init?(_ text: String) {
        switch text {
        case "transform": self = .transform
        case "position": self = .position
        case "opacity": self = .opacity
        default:
            guard text.hasPrefix("transform."), let component = TransformKeyPath(rawValue: String(text.dropFirst(10))) else {
                return nil
            }
            self = .transformComponent(component)
        }
    }

    public var text: String {
        switch self {
        case .transform: return "transform"
        case .transformComponent(let component): return "transform." + component.rawValue
        case .position: return "position"
        case .opacity: return "opacity"
        }
    }
}

/// `fillMode`: whether the animation's values hold before its start (`backwards`) and after its end (`forwards`).
public enum AnimationFillMode: String, CaseIterable, Sendable {
    case removed, forwards, backwards, both

    var holdsAfterEnd: Bool { self == .forwards || self == .both }
    var holdsBeforeStart: Bool { self == .backwards || self == .both }
}

/// A `CABasicAnimation` or `CAKeyframeAnimation` (a reference, as in Core Animation: a listing sets its properties
/// one by one). `addAnimation:forKey:` copies it onto the layer (`CALayer.add(_:forKey:at:)`), as Core Animation
/// does, so later changes to the object do not change the added animation.
public final class LayerAnimation {
    public enum Kind: Equatable, Sendable {
        case basic
        case keyframe
    }

    public var kind: Kind
    /// The key path as written (nil until set); `AnimationKeyPath(keyPath)` says whether it is modelled.
    public var keyPath: String?
    public var fromValue: AnimatedValue?
    public var toValue: AnimatedValue?
    public var byValue: AnimatedValue?
    /// `CAKeyframeAnimation.values` and `keyTimes` (nil: evenly spaced).
    public var values: [AnimatedValue] = []
    public var keyTimes: [CGFloat]?
    /// Seconds for one iteration; 0 means Core Animation's default, 0.25 s.
    public var duration: CGFloat = 0
    /// Seconds after the time the animation is added at which it starts.
    public var beginTime: CGFloat = 0
    public var fillMode: AnimationFillMode = .removed
    public var isRemovedOnCompletion = true
    /// 0 means once; `HUGE_VALF` (infinity) repeats for ever.
    public var repeatCount: Float = 0
    public var autoreverses = false
    /// nil: linear (Core Animation's default for an explicit animation).
    public var timingFunction: MediaTimingFunction?

    public init(kind: Kind, keyPath: String? = nil) {
        self.kind = kind
        self.keyPath = keyPath
    }

    public func copy() -> LayerAnimation {
        let copy = LayerAnimation(kind: kind, keyPath: keyPath)
        copy.fromValue = fromValue
        copy.toValue = toValue
        copy.byValue = byValue
        copy.values = values
        copy.keyTimes = keyTimes
        copy.duration = duration
        copy.beginTime = beginTime
        copy.fillMode = fillMode
        copy.isRemovedOnCompletion = isRemovedOnCompletion
        copy.repeatCount = repeatCount
        copy.autoreverses = autoreverses
        copy.timingFunction = timingFunction
        return copy
    }

    /// The length of one iteration: `duration`, or 0.25 s when it is 0.
    public var effectiveDuration: CGFloat { duration > 0 ? duration : 0.25 }

    /// The time from start to end: one iteration times the repeats (at least one), doubled by `autoreverses`;
    /// infinite for `repeatCount = HUGE_VALF`.
    public var activeDuration: CGFloat {
        let repeats = repeatCount > 0 ? CGFloat(repeatCount) : 1
        return effectiveDuration * repeats * (autoreverses ? 2 : 1)
    }
}
