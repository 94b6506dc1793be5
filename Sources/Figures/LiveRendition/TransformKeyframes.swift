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

    /// One intermediate frame as `data-keyframes` holds it, for weight: the 16 entries in field order separated by
    /// commas, each in the keyframe spelling (6 decimals) without the `0` before its point (`.996917`, `-.078459`),
    /// an entry that is spelled as the identity's own (`1` on the diagonal, `0` elsewhere) left empty, and the empty
    /// entries at the end left out. A turn about z, `0.996917 0.078459 0 0 -0.078459 0.996917 0 0 0 0 1 0 0 0 0 1`,
    /// is `.996917,.078459,,,-.078459,.996917`; the play script fills the gaps back in from the identity.
    static func compactSpelling(of entries: [Double]) -> String {
        var fields = entries.enumerated().map { index, value -> String in
            let text = FormattedNumber.keyframe(value).text
            let identityEntry = index % 5 == 0 ? "1" : "0"
            if text == identityEntry { return "" }
            if text.hasPrefix("0.") { return String(text.dropFirst()) }
            if text.hasPrefix("-0.") { return "-" + text.dropFirst(2) }
            return text
        }
        while fields.last == "" { fields.removeLast() }
        return fields.joined(separator: ",")
    }
}
