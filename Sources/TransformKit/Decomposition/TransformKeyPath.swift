/// The key paths Core Animation adds to `transform` and `sublayerTransform` (Core Animation Programming Guide,
/// Table C-2): `rotation.x/.y/.z` (radians), `rotation` (= `rotation.z`), `scale.x/.y/.z`, `scale` (the average of
/// the three), `translation.x/.y/.z`, `translation` (a `CGSize` of x and y).
///
/// Reading decomposes the matrix; writing decomposes, replaces one component and recomposes
/// (`CATransform3D.value(forKeyPath:)`, `settingValue(_:forKeyPath:)`). Apple's decomposition is unconfirmed
/// (QuartzCore exports `get_unmatrix`/`set_unmatrix`); this module's choice, documented on those methods, is the
/// CSS / Graphics Gems unmatrix with the rotation expressed as Euler angles. The tutorial cases are exact: on the
/// identity, `rotation.z = θ` gives exactly `CATransform3DMakeRotation(θ, 0, 0, 1)` (likewise x and y),
/// `scale = s` gives `MakeScale(s, s, s)`, `scale.x = s` sets m11 = s, `translation.x = v` sets m41 = v,
/// `translation = (w, h)` sets m41 and m42; reading `rotation.z` of a z rotation gives `atan2(m12, m11)` and
/// `scale` of `MakeScale(2, 4, 1)` gives 7/3.
public enum TransformKeyPath: String, CaseIterable, Sendable {
    case rotationX = "rotation.x"
    case rotationY = "rotation.y"
    case rotationZ = "rotation.z"
    case rotation = "rotation"
    case scaleX = "scale.x"
    case scaleY = "scale.y"
    case scaleZ = "scale.z"
    case scale = "scale"
    case translationX = "translation.x"
    case translationY = "translation.y"
    case translationZ = "translation.z"
    case translation = "translation"

    /// True for `translation`, whose value is a `CGSize`; every other key path holds a number.
    public var holdsSize: Bool { self == .translation }
}
