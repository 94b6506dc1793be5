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
