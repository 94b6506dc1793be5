import TransformKit

/// Precomputed keyframes for the play control: the transform at evenly spaced times from the identity to the
/// listing's value.
enum TransformKeyframes {
    /// Number of intervals (keyframes − 1).
    static let steps = 10

    static func keyframes(to target: CATransform3D) -> [CATransform3D] {
        []
    }
}
