import TransformKit

/// Precomputed keyframes for the play control: TransformKit's CSS-style interpolation (`TransformInterpolation`,
/// CSS Transforms 2 decomposition) from the identity to the listing's transform, at evenly spaced times.
enum TransformKeyframes {
    /// Number of intervals (keyframes − 1): 11 keyframes, 10% apart.
    static let steps = 10

    /// The keyframes, first the identity and last `target` exactly; empty for the identity or a transform with
    /// non-finite entries (the play control then animates from the identity to the style's transform).
    static func keyframes(to target: CATransform3D) -> [CATransform3D] {
        guard !CATransform3DIsIdentity(target), target.elements.allSatisfy({ $0.isFinite }) else { return [] }
        let frames = TransformInterpolation.frames(from: .identity, to: target, count: steps + 1)
        guard frames.allSatisfy({ $0.elements.allSatisfy({ $0.isFinite }) }) else { return [] }
        return frames
    }

    /// Frames per operation when a compound transform plays one operation at a time (20% of a step apart).
    static let framesPerStep = 5

    /// The keyframes of a compound transform played one operation at a time: the identity, then for each step the
    /// frames from the transform before it to the transform after it (`framesPerStep` each, the last exactly the
    /// step's transform). Empty when a step's transform is not finite.
    static func keyframes(through steps: [CATransform3D]) -> [CATransform3D] {
        guard steps.allSatisfy({ $0.elements.allSatisfy({ $0.isFinite }) }) else { return [] }
        var frames: [CATransform3D] = [.identity]
        for target in steps {
            let segment = TransformInterpolation.frames(from: frames[frames.count - 1], to: target, count: framesPerStep + 1)
            frames.append(contentsOf: segment.dropFirst())
        }
        guard frames.allSatisfy({ $0.elements.allSatisfy({ $0.isFinite }) }) else { return [] }
        return frames
    }
}
