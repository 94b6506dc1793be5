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
