/// An animation as added to a layer: a copy of the `LayerAnimation`, its key, and the time it was added (seconds
/// on the evaluation's clock, which starts at 0).
///
/// Timing follows Core Animation's media timing (`CAMediaTiming`): the animation starts at `addedAt + beginTime`;
/// each iteration lasts `duration` (0.25 s when 0); `autoreverses` plays every iteration forwards then backwards;
/// `repeatCount` iterations (fractions allowed, `HUGE_VALF` for ever); the timing function eases each iteration.
/// Before the start the layer shows its model value unless `fillMode` is `backwards` or `both`; after the end the
/// animation is removed (`removedOnCompletion`, the default) and the model value shows, or, kept, it holds its final
/// value when `fillMode` is `forwards` or `both` (else the model value shows again).
public struct AddedAnimation {
    public var key: String?
    public var animation: LayerAnimation
    public var addedAt: CGFloat

    public init(key: String?, animation: LayerAnimation, addedAt: CGFloat) {
        self.key = key
        self.animation = animation
        self.addedAt = addedAt
    }

    public var startTime: CGFloat { addedAt + animation.beginTime }
    public var endTime: CGFloat { startTime + animation.activeDuration }

    /// The eased fraction of the change (0 at `from`, 1 at `to`) shown at `time`; nil when the animation has no
    /// effect then (the model value shows).
    public func progress(at time: CGFloat) -> CGFloat? {
        let a = animation
        let local = time - startTime
        if !(local >= 0) {
            return a.fillMode.holdsBeforeStart ? eased(0) : nil
        }
        let duration = a.effectiveDuration
        if local >= a.activeDuration {
            guard !a.isRemovedOnCompletion, a.fillMode.holdsAfterEnd else { return nil }
            // The end of the last iteration (a fraction of one when repeatCount has a fraction).
            let total = a.activeDuration / duration
            let cycle = total.rounded(.up) - 1
            return eased(directed(total - cycle, cycle: cycle))
        }
        let cycles = local / duration
        let cycle = cycles.rounded(.down)
        return eased(directed(cycles - cycle, cycle: cycle))
    }

    /// With `autoreverses`, odd half-cycles play backwards.
    private func directed(_ fraction: CGFloat, cycle: CGFloat) -> CGFloat {
        guard animation.autoreverses else { return fraction }
        let isBackwards = cycle.truncatingRemainder(dividingBy: 2) != 0
        return isBackwards ? 1 - fraction : fraction
    }

    private func eased(_ fraction: CGFloat) -> CGFloat {
        animation.timingFunction?.value(at: fraction) ?? fraction
    }

    /// The start and end values for a layer whose model value is `model` (`CABasicAnimation`'s rules for
    /// `fromValue`, `toValue` and `byValue`: a missing end is the model value, `by` is added to the other end);
    /// the first and last values of a keyframe animation. nil when a value does not fit the property.
    public func endpoints(model: AnimatedValue) -> (from: AnimatedValue, to: AnimatedValue)? {
        let a = animation
        if a.kind == .keyframe {
            guard let first = a.values.first, let last = a.values.last else { return nil }
            return (first, last)
        }
        switch (a.fromValue, a.toValue, a.byValue) {
        case let (from?, to?, _): return (from, to)
        case let (from?, nil, by?): return a.fromValue.flatMap { $0.adding(by) }.map { (from, $0) }
        case let (nil, to?, by?): return to.subtracting(by).map { ($0, to) }
        case let (from?, nil, nil): return (from, model)
        case let (nil, to?, nil): return (model, to)
        case let (nil, nil, by?): return model.adding(by).map { (model, $0) }
        case (nil, nil, nil): return (model, model)
        }
    }

    /// The animated value at `time` over `model`; nil when the animation has no effect then.
    public func value(at time: CGFloat, model: AnimatedValue) -> AnimatedValue? {
        guard let progress = progress(at: time) else { return nil }
        if animation.kind == .keyframe { return keyframeValue(progress) }
        guard let (from, to) = endpoints(model: model) else { return nil }
        return from.interpolated(to: to, progress: progress)
    }

    /// Linear keyframes: the segment of `keyTimes` (evenly spaced when absent or of the wrong length) that holds
    /// `progress`, interpolated.
    private func keyframeValue(_ progress: CGFloat) -> AnimatedValue? {
        let values = animation.values
        guard let first = values.first else { return nil }
        if values.count == 1 { return first }
        let times: [CGFloat]
        if let keyTimes = animation.keyTimes, keyTimes.count == values.count {
            times = keyTimes
        } else {
            times = (0..<values.count).map { CGFloat($0) / CGFloat(values.count - 1) }
        }
        if progress <= times[0] { return first }
        for index in 1..<values.count where progress <= times[index] {
            let span = times[index] - times[index - 1]
            let local = span > 0 ? (progress - times[index - 1]) / span : 1
            return values[index - 1].interpolated(to: values[index], progress: local)
        }
        return values[values.count - 1]
    }
}
