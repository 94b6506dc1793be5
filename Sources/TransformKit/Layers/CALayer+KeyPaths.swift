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
