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

/// The value of a transform key path: a number, or a size for `translation`.
public enum TransformKeyPathValue: Equatable, Sendable {
    case number(CGFloat)
    case size(CGSize)
}

/// A transform split into the components the key paths read and write: translation, scale, skew, perspective
/// and Euler angles.
///
/// Rotation convention (chosen; Apple's is unconfirmed): `R = Rx(x) · Ry(y) · Rz(z)` in row-vector order — the x
/// rotation is applied to points first, z last — with `y` in [-π/2, π/2] and `x`, `z` in (-π, π]. Hence
/// `z = atan2(m12, m11)`, `y = atan2(-m13, hypot(m11, m12))`, `x = atan2(m23, m33)` on the scale-free rows. In
/// gimbal lock (`m11 == m12 == 0` exactly) `z` is 0 and `x` takes the whole turn. The matrix is
/// `Scale · Skew · R · Translation · Perspective` (see `TransformDecomposition`). Unlike the CSS decomposition this
/// one never fails: a singular or `m44 == 0` matrix decomposes with zero scales and no perspective, so
/// `scale = 0` followed by `scale = 1` works.
public struct TransformComponents: Equatable, Sendable {
    public var translation: (x: CGFloat, y: CGFloat, z: CGFloat)
    public var scale: (x: CGFloat, y: CGFloat, z: CGFloat)
    public var skew: (xy: CGFloat, xz: CGFloat, yz: CGFloat)
    public var perspective: (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat)
    /// Euler angles in radians (see the type's documentation for the order).
    public var rotation: (x: CGFloat, y: CGFloat, z: CGFloat)

    public init(_ t: CATransform3D) {
        translation = (0, 0, 0)
        scale = (1, 1, 1)
        skew = (0, 0, 0)
        perspective = (0, 0, 0, 1)
        rotation = (0, 0, 0)
        // Not strict, so this does not fail; the guard only unwraps.
        guard let parts = MatrixParts(t, strict: false) else { return }
        translation = parts.translation
        scale = parts.scale
        skew = parts.skew
        perspective = parts.perspective
        // Angles from the raw rows when they are proportional to the orthonormal ones (exact for pure rotations);
        // from the orthonormal rows otherwise.
        let exactRows = !parts.flipped
        let r0 = exactRows ? parts.rawRows.0 : parts.rows.0
        let sameYZScale = parts.scale.y == parts.scale.z && parts.skew == (0, 0, 0) && !parts.flipped
        let r1 = sameYZScale ? parts.rawRows.1 : parts.rows.1
        let r2 = sameYZScale ? parts.rawRows.2 : parts.rows.2
        let planar = LibM.hypotenuse(r0.x, r0.y)
        if planar == 0 && r0.z != 0 {
            let y: CGFloat = r0.z < 0 ? .pi / 2 : -.pi / 2
            let x = r0.z < 0 ? LibM.arcTangent(parts.rows.1.x, parts.rows.1.y) : LibM.arcTangent(-parts.rows.1.x, parts.rows.1.y)
            rotation = (x, y, 0)
        } else {
            rotation = (LibM.arcTangent(r1.z, r2.z), LibM.arcTangent(-r0.z, planar), LibM.arcTangent(r0.y, r0.x))
        }
    }

    /// `Scale · Skew · Rx · Ry · Rz · Translation · Perspective`, built with the pre-multiplying
    /// `CATransform3DTranslate/Rotate/Scale`; components at their neutral value (angle 0, scale 1, skew 0) are
    /// skipped so that simple cases come out exact.
    public var recomposed: CATransform3D {
        var m = CATransform3D.identity
        m.m14 = perspective.x; m.m24 = perspective.y; m.m34 = perspective.z; m.m44 = perspective.w
        m = CATransform3DTranslate(m, translation.x, translation.y, translation.z)
        if rotation.z != 0 { m = CATransform3DRotate(m, rotation.z, 0, 0, 1) }
        if rotation.y != 0 { m = CATransform3DRotate(m, rotation.y, 0, 1, 0) }
        if rotation.x != 0 { m = CATransform3DRotate(m, rotation.x, 1, 0, 0) }
        m = MatrixParts.applySkew(skew, to: m)
        if scale != (1, 1, 1) { m = CATransform3DScale(m, scale.x, scale.y, scale.z) }
        return m
    }

    public static func == (lhs: TransformComponents, rhs: TransformComponents) -> Bool {
        lhs.translation == rhs.translation && lhs.scale == rhs.scale && lhs.skew == rhs.skew
            && lhs.perspective == rhs.perspective && lhs.rotation == rhs.rotation
    }
}

extension CATransform3D {
    /// The value of a key path (`[layer valueForKeyPath:@"transform.rotation.z"]`), read from
    /// `TransformComponents(self)`. `scale` is `(x + y + z) / 3`; `translation` is `CGSize(width: m41, height:
    /// m42)` (after division by m44). NaN elements give NaN values.
    public func value(forKeyPath keyPath: TransformKeyPath) -> TransformKeyPathValue {
        let c = TransformComponents(self)
        switch keyPath {
        case .rotationX: return .number(c.rotation.x)
        case .rotationY: return .number(c.rotation.y)
        case .rotationZ, .rotation: return .number(c.rotation.z)
        case .scaleX: return .number(c.scale.x)
        case .scaleY: return .number(c.scale.y)
        case .scaleZ: return .number(c.scale.z)
        case .scale: return .number((c.scale.x + c.scale.y + c.scale.z) / 3)
        case .translationX: return .number(c.translation.x)
        case .translationY: return .number(c.translation.y)
        case .translationZ: return .number(c.translation.z)
        case .translation: return .size(CGSize(width: c.translation.x, height: c.translation.y))
        }
    }

    /// The transform with one key path set (`setValue:forKeyPath:`): decompose, replace, recompose. `scale` sets all
    /// three factors. Returns nil when the value's kind does not fit (a size for a number path, or a number for
    /// `translation`).
    public func settingValue(_ value: TransformKeyPathValue, forKeyPath keyPath: TransformKeyPath) -> CATransform3D? {
        var c = TransformComponents(self)
        switch (keyPath, value) {
        case let (.rotationX, .number(v)): c.rotation.x = v
        case let (.rotationY, .number(v)): c.rotation.y = v
        case let (.rotationZ, .number(v)), let (.rotation, .number(v)): c.rotation.z = v
        case let (.scaleX, .number(v)): c.scale.x = v
        case let (.scaleY, .number(v)): c.scale.y = v
        case let (.scaleZ, .number(v)): c.scale.z = v
        case let (.scale, .number(v)): c.scale = (v, v, v)
        case let (.translationX, .number(v)): c.translation.x = v
        case let (.translationY, .number(v)): c.translation.y = v
        case let (.translationZ, .number(v)): c.translation.z = v
        case let (.translation, .size(s)): c.translation.x = s.width; c.translation.y = s.height
        default: return nil
        }
        return c.recomposed
    }
}

extension CALayer {
    /// The value of `transform.<path>` or `sublayerTransform.<path>` (for example `"transform.rotation.z"`), or nil
    /// for any other key path.
    public func value(forKeyPath keyPath: String) -> TransformKeyPathValue? {
        guard let (property, path) = Self.splitTransformKeyPath(keyPath) else { return nil }
        return (property == "transform" ? transform : sublayerTransform).value(forKeyPath: path)
    }

    /// Sets `transform.<path>` or `sublayerTransform.<path>`; returns false (changing nothing) for an unknown key
    /// path or a value of the wrong kind.
    @discardableResult
    public func setValue(_ value: TransformKeyPathValue, forKeyPath keyPath: String) -> Bool {
        guard let (property, path) = Self.splitTransformKeyPath(keyPath) else { return false }
        if property == "transform" {
            guard let updated = transform.settingValue(value, forKeyPath: path) else { return false }
            transform = updated
        } else {
            guard let updated = sublayerTransform.settingValue(value, forKeyPath: path) else { return false }
            sublayerTransform = updated
        }
        return true
    }

    static func splitTransformKeyPath(_ keyPath: String) -> (String, TransformKeyPath)? {
        for property in ["transform", "sublayerTransform"] where keyPath.hasPrefix(property + ".") {
            let rest = String(keyPath.dropFirst(property.count + 1))
            if let path = TransformKeyPath(rawValue: rest) { return (property, path) }
        }
        return nil
    }
}
