import Diagnostics
import TransformKit

/// Key-value coding on layers: `setValue:forKeyPath:` / `valueForKeyPath:` (Swift `setValue(_:forKeyPath:)`,
/// `value(forKeyPath:)`). The transform paths (`transform.rotation.x`...) are TransformKit's decomposition; other
/// paths walk properties and struct fields by their Objective-C names (`position.x`, `bounds.size.width`,
/// `doubleSided`), as KVC does in both languages. Numbers come back boxed in an NSNumber.
extension Interpreter {
    static var knownKeyPaths: [String] {
        var paths: [String] = []
        for property in ["transform", "sublayerTransform"] {
            paths.append(property)
            paths += TransformKeyPath.allCases.map { property + "." + $0.rawValue }
        }
        paths += ["position", "position.x", "position.y", "bounds", "bounds.origin", "bounds.size", "bounds.size.width",
                  "bounds.size.height", "bounds.origin.x", "bounds.origin.y", "frame", "zPosition", "anchorPoint", "anchorPoint.x",
                  "anchorPoint.y", "anchorPointZ", "opacity", "doubleSided", "hidden", "geometryFlipped", "backgroundColor",
                  "masksToBounds", "name"]
        return paths
    }

    func keyPathValue(_ path: String, of layer: CALayer, pathRange: SourceRange) throws(Interrupt) -> Value {
        if let value = layer.value(forKeyPath: path) {
            switch value {
            case .number(let x): return .number(.double(x))
            case .size(let s): return .size(s)
            }
        }
        let components = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let first = components.first, let property = LayerProperty(spelling: first, dialect: .objc),
              let base = try layerPropertyByObjCName(layer, property) else {
            throw unknownKeyPath(path, at: pathRange)
        }
        var value = base
        for component in components.dropFirst() {
            guard let next = try structField(value, component) else { throw unknownKeyPath(path, at: pathRange) }
            value = next
        }
        return value.isScalar ? .number(value) : value
    }

    private func layerPropertyByObjCName(_ layer: CALayer, _ property: LayerProperty) throws(Interrupt) -> Value? {
        let saved = dialect
        dialect = .objc
        defer { dialect = saved }
        guard let spelling = property.spelling(in: .objc) else { return nil }
        return try layerProperty(layer, spelling, at: SourceRange(.start, .start))
    }

    func setKeyPath(_ path: String, on layer: CALayer, to rawValue: Value, valueRange: SourceRange, pathRange: SourceRange,
                    whole: SourceRange) throws(Interrupt) {
        if dialect == .objc, rawValue.isScalar {
            fail(.keyPathValueNotObject(rawValue.typeName(in: dialect), expression: text(valueRange)), at: valueRange)
            throw Interrupt.reported
        }
        var value = rawValue
        if case .number(let boxed) = rawValue { value = boxed }
        if let (property, transformPath) = Self.transformKeyPath(path) {
            try setTransformKeyPath(transformPath, of: property, on: layer, to: value, rawValue: rawValue, path: path,
                                    valueRange: valueRange, pathRange: pathRange, whole: whole)
            return
        }
        let components = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let first = components.first, let property = LayerProperty(spelling: first, dialect: .objc),
              var container = try layerPropertyByObjCName(layer, property) else {
            throw unknownKeyPath(path, at: pathRange)
        }
        // KVC unboxes an NSNumber into whatever number type the property has.
        if value.isScalar, let number = value.numericValue {
            value = .cgFloat(number)
            if property.type == .float && components.count == 1 { value = .float(Float(number)) }
            if property.type == .bool && components.count == 1 { value = .bool(number != 0) }
        }
        if components.count == 1 {
            let saved = dialect
            dialect = .objc
            defer { dialect = saved }
            guard let spelling = property.spelling(in: .objc) else { throw unknownKeyPath(path, at: pathRange) }
            try setObjectProperty(.layer(layer), spelling, value, at: whole, valueRange: valueRange)
            return
        }
        // Walk down, then write the updated structs back up.
        var chain: [Value] = [container]
        for component in components.dropFirst().dropLast() {
            guard let next = try structField(container, component) else { throw unknownKeyPath(path, at: pathRange) }
            container = next
            chain.append(next)
        }
        var updated = value
        for (depth, component) in components.dropFirst().enumerated().reversed() {
            guard let replaced = try settingField(chain[depth], component, to: updated, at: pathRange, valueRange: valueRange) else {
                throw unknownKeyPath(path, at: pathRange)
            }
            updated = replaced
        }
        let saved = dialect
        dialect = .objc
        defer { dialect = saved }
        guard let spelling = property.spelling(in: .objc) else { throw unknownKeyPath(path, at: pathRange) }
        try setObjectProperty(.layer(layer), spelling, updated, at: whole, valueRange: valueRange)
    }

    /// `transform.rotation.z`, `sublayerTransform.scale`...: a field of a layer's 3D transform, which takes a number
    /// (a size for `translation`).
    private func setTransformKeyPath(_ transformPath: TransformKeyPath, of property: String, on layer: CALayer, to value: Value,
                                     rawValue: Value, path: String, valueRange: SourceRange, pathRange: SourceRange,
                                     whole: SourceRange) throws(Interrupt) {
        let keyPathValue: TransformKeyPathValue
        if transformPath.holdsSize {
            guard case .size(let size) = value else {
                fail(.keyPathHoldsSize(path, valueTypeName: rawValue.typeName(in: dialect)), at: valueRange)
                throw Interrupt.reported
            }
            keyPathValue = .size(size)
        } else {
            guard value.isScalar, let number = value.numericValue else {
                fail(.keyPathHoldsNumber(path, valueTypeName: rawValue.typeName(in: dialect)), at: valueRange)
                throw Interrupt.reported
            }
            keyPathValue = .number(number)
        }
        let current = property == "transform" ? layer.transform : layer.sublayerTransform
        guard let updated = current.settingValue(keyPathValue, forKeyPath: transformPath) else { throw unknownKeyPath(path, at: pathRange) }
        try requireFinite(.transform3D(updated), property: property, at: valueRange)
        lastChange[ObjectIdentifier(layer)] = whole
        if property == "transform" { layer.transform = updated } else { layer.sublayerTransform = updated }
    }

    static func transformKeyPath(_ path: String) -> (String, TransformKeyPath)? {
        for property in ["transform", "sublayerTransform"] where path.hasPrefix(property + ".") {
            if let keyPath = TransformKeyPath(rawValue: String(path.dropFirst(property.count + 1))) { return (property, keyPath) }
        }
        return nil
    }

    func unknownKeyPath(_ path: String, at range: SourceRange) -> Interrupt {
        fail(.unknownKeyPath(path, suggestion: didYouMean(path, in: Self.knownKeyPaths)), at: range)
        return Interrupt.reported
    }
}
