import TransformKit

/// Precomputed keyframes for the play control: TransformKit's CSS-style interpolation (`TransformInterpolation`,
/// CSS Transforms 2 decomposition) from the identity to the listing's transform, at evenly spaced times.
enum TransformKeyframes {
    /// Number of intervals (keyframes − 1): 11 keyframes, 10% apart.
    static let steps = 10

    /// The keyframes, first the identity and last `target` exactly; empty for the identity or a transform with
    /// non-finite entries (the play control then animates from the identity to the style's transform).
    static func keyframes(to target: CATransform3D) -> [CATransform3D] {
        guard !CATransform3DIsIdentity(target), ValueMarkup.isFinite(target) else { return [] }
        let frames = TransformInterpolation.frames(from: .identity, to: target, count: steps + 1)
        guard frames.allSatisfy(ValueMarkup.isFinite) else { return [] }
        return frames
    }

    /// Frames per operation when a compound transform plays one operation at a time (20% of a step apart).
    static let framesPerStep = 5

    /// The keyframes of a compound transform played one operation at a time: the identity, then for each step the
    /// frames from the transform before it to the transform after it (`framesPerStep` each, the last exactly the
    /// step's transform). Empty when a step's transform is not finite.
    static func keyframes(through steps: [CATransform3D]) -> [CATransform3D] {
        guard steps.allSatisfy(ValueMarkup.isFinite) else { return [] }
        let frames = TransformInterpolation.frames(from: .identity, through: steps, countPerSegment: framesPerStep + 1)
        guard frames.allSatisfy(ValueMarkup.isFinite) else { return [] }
        return frames
    }

    /// One intermediate frame as `data-keyframes` holds it, for weight: the 16 entries in field order separated by
    /// commas, each in the keyframe spelling (6 decimals) without the `0` before its point (`.996917`, `-.078459`),
    /// an entry that is spelled as the identity's own (`1` on the diagonal, `0` elsewhere) left empty, and the empty
    /// entries at the end left out. A turn about z, `0.996917 0.078459 0 0 -0.078459 0.996917 0 0 0 0 1 0 0 0 0 1`,
    /// is `.996917,.078459,,,-.078459,.996917`; the play script fills the gaps back in from the identity.
    static func compactSpelling(of entries: [Double]) -> String {
        var bytes: [UInt8] = []
        writeCompactSpelling(count: entries.count, entry: { entries[$0] }, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The `data-keyframes` value of `frames`: each frame's `compactSpelling`, `;` between frames.
    static func compactSpelling(ofFrames frames: ArraySlice<CATransform3D>) -> String {
        FormattedNumber.keyframes(frames).text
    }

    /// Appends `compactSpelling(ofFrames:)`. Markup writes it straight into its bytes (`FormattedNumber.keyframes`):
    /// a rendition holds hundreds of entries, and a string for each, then one for the whole attribute, escaped
    /// byte by byte, cost more than computing the frames.
    static func writeCompactSpelling(ofFrames frames: ArraySlice<CATransform3D>, to bytes: inout [UInt8]) {
        for (number, frame) in frames.enumerated() {
            if number > 0 { bytes.append(UInt8(ascii: ";")) }
            writeCompactSpelling(count: 16, entry: { ValueMarkup.entry($0, of: frame) }, to: &bytes)
        }
    }

    /// Appends `compactSpelling(of:)` of the `count` entries that `entry` reads by index (field order), each
    /// spelled once, straight into `bytes`: a frame's entries are read from the matrix, not copied into an array.
    private static func writeCompactSpelling(count: Int, entry: (Int) -> Double, to bytes: inout [UInt8]) {
        // The commas before an entry are written only once a non-empty entry follows: empty entries at the end
        // leave none.
        var owedCommas = 0
        for index in 0..<count {
            let value = entry(index)
            if index > 0 { owedCommas += 1 }
            // Most entries are exactly the identity's own (`1` on the diagonal, `0` elsewhere): left empty without
            // being rounded.
            if value == (isOnTheDiagonal(index) ? 1 : 0) { continue }
            let parts = NumberSpelling.keyframeMillionths(value)
            if spellsIdentityEntry(value, parts, at: index) { continue }
            for _ in 0..<owedCommas { bytes.append(UInt8(ascii: ",")) }
            owedCommas = 0
            if let (isNegative, millionths) = parts {
                NumberSpelling.writeKeyframe(isNegative: isNegative, millionths: millionths, leadingZero: false, to: &bytes)
            } else {
                // Beyond the fixed-point range, the keyframe spelling is the CSS one (never `0.` or `-0.`).
                NumberSpelling.writeCSS(value, to: &bytes)
            }
        }
    }

    /// Whether the keyframe spelling (`NumberSpelling.writeKeyframe`) of the entry at `index` (field order), whose
    /// fixed-point parts are `parts`, is the identity's own: `1` on the diagonal, `0` elsewhere.
    private static func spellsIdentityEntry(_ value: Double, _ parts: (isNegative: Bool, millionths: UInt64)?,
                                            at index: Int) -> Bool {
        let identityMillionths: UInt64 = isOnTheDiagonal(index) ? 1_000_000 : 0
        guard let (isNegative, millionths) = parts else {
            // Beyond the fixed-point range `writeCSS` spells NaN and infinities `0`, finite values in full.
            return identityMillionths == 0 && !value.isFinite
        }
        return !isNegative && millionths == identityMillionths
    }

    /// Whether the entry at `index` (field order: m11, m12, …, m44) is on the diagonal, where the identity has 1.
    private static func isOnTheDiagonal(_ index: Int) -> Bool {
        index % 5 == 0
    }
}
