import TransformKit

/// When a layer's geometry animations run, and what Core Animation shows of the layer at a time: TransformKit's
/// presentation transform and position (`CALayer.presentationTransform(at:)`, `presentationPosition(at:)`), never a
/// re-interpolation of matrices here, so a `transform.rotation.z` turn of 2π turns all the way.
struct AnimationTimeline {
    let layer: CALayer
    /// The earliest start of the layer's transform and position animations (seconds on the listing's clock).
    let start: Double
    /// Their latest end; for an animation that repeats for ever, the end of its first cycle.
    let end: Double
    /// Whether an animation repeats for ever (the figure's "end" is then the end of one cycle, not a final state).
    let repeatsForever: Bool

    /// Samples of a Play: intervals over the active duration. 48 keep a frame within 7.5° of the next on a full
    /// turn, so the browser's matrix interpolation between two frames turns the same way Core Animation does.
    static let intervals = 48

    /// The timeline of `layer`'s animations of `transform` (or one of its key paths) and `position`; nil when it
    /// has none, or their times are not finite.
    init?(_ layer: CALayer) {
        var start = Double.infinity, end = -Double.infinity, forever = false
        for added in layer.animations where Self.movesGeometry(added.animation) {
            start = min(start, added.startTime)
            if added.animation.activeDuration.isFinite {
                end = max(end, added.endTime)
            } else {
                forever = true
                let cycle = added.animation.effectiveDuration * (added.animation.autoreverses ? 2 : 1)
                end = max(end, added.startTime + cycle)
            }
        }
        guard start.isFinite, end.isFinite, end > start else { return nil }
        self.layer = layer
        self.start = start
        self.end = end
        repeatsForever = forever
    }

    private static func movesGeometry(_ animation: LayerAnimation) -> Bool {
        switch animation.keyPath.flatMap(AnimationKeyPath.init) {
        case .transform?, .transformComponent?, .position?: return true
        default: return false
        }
    }

    /// The seconds the animations run, start to end (the Play's duration).
    var duration: Double { end - start }

    /// The presentation transform at `time`, with the presentation position's offset from the model position
    /// appended as a translation after it: the layer's element stays at its model position and this matrix moves
    /// it where Core Animation shows it (a translation after a transform about the anchor commutes with the anchor).
    func presentedMatrix(at time: Double) -> CATransform3D {
        let offset = layer.presentationPosition(at: time)
        return layer.presentationTransform(at: time)
            .postTranslated(x: offset.x - layer.position.x, y: offset.y - layer.position.y, z: 0)
    }

    /// The frames of a Play: the presentation at `intervals + 1` evenly spaced times from the start to the end,
    /// the last being what the screen shows once the animations are over (held or removed per `fillMode` and
    /// `removedOnCompletion`). Empty when a frame is not finite.
    func keyframes() -> [CATransform3D] {
        let frames = (0...Self.intervals).map { presentedMatrix(at: time(ofFrame: $0)) }
        return frames.allSatisfy({ $0.elements.allSatisfy({ $0.isFinite }) }) ? frames : []
    }

    /// The time of frame `index` of `keyframes()`.
    func time(ofFrame index: Int) -> Double {
        index == Self.intervals ? end : start + duration * Double(index) / Double(Self.intervals)
    }
}
