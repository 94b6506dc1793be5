import Diagnostics
import TransformKit

/// Properties: struct fields (`t.m34`, `frame.size.width`), layer and view properties in each dialect's spelling
/// (`doubleSided` / `isDoubleSided`), and the read-only projections `quad`, `polygon`, `visible` and `facing`.
extension Interpreter {
    func member(of base: Expr, _ name: String, nameRange: SourceRange, whole: SourceRange) throws(Interrupt) -> Value {
        if case .identifier("self") = base.kind, !isVariable("self") {
            // `self.transformView` calls the listing's own getter `- (UIView *)transformView` when it has one (a
            // lazy getter builds the view there); `_transformView` reads the stored value.
            if dialect == .objc, let getter = listingFunction(named: name), getter.kind == .method, getter.parameters.isEmpty {
                return try invoke(getter, arguments: [], at: whole)
            }
            return try selfMember(name, at: nameRange)
        }
        if dialect == .swift, case .identifier(let typeName) = base.kind, !isVariable(typeName),
           let value = try listingStaticMember(typeName, name, at: nameRange) {
            return value
        }
        if dialect == .swift, name == "main", case .identifier("UIScreen") = base.kind, !isVariable("UIScreen") {
            return mainScreen()
        }
        if case .identifier(let typeName) = base.kind, !isVariable(typeName), Names.typeNames(dialect).contains(typeName) {
            guard let type = ValueType.resolve(TypeName(name: typeName, range: base.range), dialect: dialect),
                  let value = try staticMember(of: type, name, at: nameRange) else {
                let type = ValueType.resolve(TypeName(name: typeName, range: base.range), dialect: dialect)
                fail(.unknownTypeMember(name, typeName: typeName, suggestion: didYouMean(name, in: type.map(staticMemberNames) ?? []), in: dialect),
                     at: nameRange)
                throw Interrupt.reported
            }
            return value
        }
        let value = try evaluate(base)
        // `v.CGPointValue`: NSValue's unboxing getters are properties, so dot syntax reads them too.
        if dialect == .objc, let unboxed = Self.unboxedNSValue(value, name), isBoxedValue(base) { return unboxed }
        return try valueMember(value, name, at: nameRange, baseRange: base.range)
    }

    // MARK: Static members (Swift)

    func staticMember(of type: ValueType, _ name: String, at range: SourceRange) throws(Interrupt) -> Value? {
        guard dialect == .swift else { return nil }
        if case .integer(let t) = type, t == Self.gestureStateType { return Self.gestureStateMember(name) }
        if case .integer(let t) = type, t == Self.textAlignmentType { return Self.textAlignmentMember(name) }
        switch (type, name) {
        case (.cgFloat, "pi"): return .cgFloat(.pi)
        case (.double, "pi"): return .double(.pi)
        case (.float, "pi"): return .float(.pi)
        case (.cgFloat, "greatestFiniteMagnitude"): return .cgFloat(.greatestFiniteMagnitude)
        case (.double, "greatestFiniteMagnitude"): return .double(.greatestFiniteMagnitude)
        case (.float, "greatestFiniteMagnitude"): return .float(.greatestFiniteMagnitude)
        case (.cgFloat, "infinity"): return .cgFloat(.infinity)
        case (.double, "infinity"): return .double(.infinity)
        case (.float, "infinity"): return .float(.infinity)
        case (.cgFloat, "nan"): return .cgFloat(.nan)
        case (.double, "nan"): return .double(.nan)
        case (.float, "nan"): return .float(.nan)
        case (.cgFloat, "zero"): return .cgFloat(0)
        case (.double, "zero"): return .double(0)
        case (.float, "zero"): return .float(0)
        case (.integer(let t), "zero"): return .integer(0, t)
        case (.integer(let t), "max"): return .integer(Int.max, t)
        case (.integer(let t), "min"): return .integer(Int.min, t)
        case (.point, "zero"): return .point(.zero)
        case (.size, "zero"): return .size(.zero)
        case (.rect, "zero"): return .rect(.zero)
        case (.rect, "null"): return .rect(.null)
        case (.rect, "infinite"): return .rect(.infinite)
        case (.affineTransform, "identity"): return .affineTransform(.identity)
        case (.color, _):
            return Builtins.namedColor(name).map { .color($0) }
        default: return nil
        }
    }

    func staticMemberNames(of type: ValueType) -> [String] {
        switch type {
        case .cgFloat, .double, .float: return ["pi", "greatestFiniteMagnitude", "infinity", "nan", "zero"]
        case .integer(let t) where t == Self.textAlignmentType: return Self.textAlignments
        case .integer: return ["zero", "max", "min"]
        case .point, .size: return ["zero"]
        case .rect: return ["zero", "null", "infinite"]
        case .affineTransform: return ["identity"]
        case .color: return Builtins.colorNames
        default: return []
        }
    }

    // MARK: Reading

    func valueMember(_ value: Value, _ name: String, at range: SourceRange, baseRange: SourceRange) throws(Interrupt) -> Value {
        if let result = try structField(value, name) { return result }
        if let result = try listingMember(value, name, at: range) { return result }
        if dialect == .swift, let unboxed = Self.unboxedSwiftNSValue(value, name) { return unboxed }
        switch value {
        case .layer(let layer):
            if let result = try layerProperty(layer, name, at: range) { return result }
        case .view(let view):
            if let result = try viewProperty(view, name, at: range) { return result }
        case .tuple(let elements):
            if let index = Int(name), elements.indices.contains(index) { return elements[index] }
        case .simd(let simd):
            if let result = simdMember(simd, name) { return result }
        case .array(let elements):
            if let result = arrayProperty(elements, name) { return result }
        case .number(let boxed):
            if let result = try numberAccessor(boxed, name, at: range) { return result }
        case .gesture(let recognizer):
            if let result = gestureProperty(recognizer, name) { return result }
        case .animation(let animation):
            if let result = animationProperty(animation, name) { return result }
            if Self.unmodelledAnimationProperties.contains(name) {
                // Read, or read before an assignment: either way the listing depends on what is not modelled.
                fail(.unmodelledGeometryProperty(name, framework: "Core Animation"), at: range)
                throw Interrupt.reported
            }
        case .image(let image):
            if (name == "CGImage" && dialect == .objc) || (name == "cgImage" && dialect == .swift) { return .image(image) }
        case .color(let color):
            if (name == "CGColor" && dialect == .objc) || (name == "cgColor" && dialect == .swift) { return .cgColor(color) }
        case .cgColor(let color):
            if name == "alpha" && dialect == .swift { return .cgFloat(color.alpha) }
            if name == "components" && dialect == .swift { return .array(color.components.map { .cgFloat($0) }) }
        case .string(let text):
            if name == "length" && dialect == .objc { return .integer(text.utf16.count, .nsUInteger) }
            if name == "count" && dialect == .swift { return .integer(text.count, .swiftInt) }
        case .null:
            if dialect == .objc, let zero = try zeroOfOwnProperty(name) {
                warn(.messageToNil(text(baseRange), selector: name), at: baseRange)
                return zero
            }
            fail(.nilMember(text(baseRange), name: name, in: dialect), at: baseRange)
            throw Interrupt.reported
        default:
            break
        }
        try reportNoMember(name, of: value, at: range)
    }

    /// `count`, `firstObject` / `first`, `lastObject` / `last`, `isEmpty` (Swift).
    private func arrayProperty(_ elements: [Value], _ name: String) -> Value? {
        switch name {
        case "count": return .integer(elements.count, dialect == .objc ? .nsUInteger : .swiftInt)
        case "firstObject" where dialect == .objc, "first" where dialect == .swift: return elements.first ?? .null
        case "lastObject" where dialect == .objc, "last" where dialect == .swift: return elements.last ?? .null
        case "isEmpty" where dialect == .swift: return .bool(elements.isEmpty)
        default: return nil
        }
    }

    /// A member `value` does not have: unmodelled Apple API, a method read as a property, or an unknown name with
    /// the nearest known one, each worded as the dialect's compiler words it.
    private func reportNoMember(_ name: String, of value: Value, at range: SourceRange) throws(Interrupt) -> Never {
        try refuseUnmodelledRead(value, name, at: range)
        let candidates = memberNames(of: value)
        if dialect == .swift, case .layer = value, name == "affineTransform" {
            fail(.methodAsProperty, at: range)
            throw Interrupt.reported
        }
        let type = value.typeName(in: dialect)
        let suggestion = didYouMean(name, in: candidates)
        if dialect == .swift {
            fail(.valueHasNoMember(name, typeName: type, suggestion: suggestion), at: range)
        } else if value.isScalar {
            fail(.memberOfNonStructure(type, suggestion: suggestion), at: range)
        } else if ValueType(of: value).isObject {
            fail(.propertyNotFound(name, typeName: value.spelledType(in: dialect), suggestion: suggestion), at: range)
        } else {
            fail(.noMemberNamed(name, typeName: type, suggestion: suggestion), at: range)
        }
        throw Interrupt.reported
    }

    /// A struct's field, or a Swift computed property of a geometry type; nil when `name` is not one.
    func structField(_ value: Value, _ name: String) throws(Interrupt) -> Value? {
        switch value {
        case .point(let p):
            switch name {
            case "x": return .cgFloat(p.x)
            case "y": return .cgFloat(p.y)
            default: return nil
            }
        case .size(let s):
            switch name {
            case "width": return .cgFloat(s.width)
            case "height": return .cgFloat(s.height)
            default: return nil
            }
        case .rect(let r):
            return rectField(r, name)
        case .affineTransform(let t):
            switch name {
            case "a": return .cgFloat(t.a)
            case "b": return .cgFloat(t.b)
            case "c": return .cgFloat(t.c)
            case "d": return .cgFloat(t.d)
            case "tx": return .cgFloat(t.tx)
            case "ty": return .cgFloat(t.ty)
            case "isIdentity" where dialect == .swift: return .bool(t.isIdentity)
            default: return nil
            }
        case .transform3D(let t):
            guard let index = Self.transformFieldIndex(name) else { return nil }
            return .cgFloat(t[element: index])
        case .vector3(let v):
            switch name {
            case "x", "r", "s": return .float(v.x)
            case "y", "g", "t": return .float(v.y)
            case "z", "b", "p": return .float(v.z)
            default: return nil
            }
        case .matrix3(let m):
            guard let index = Self.matrix3Fields.firstIndex(of: name) else { return nil }
            return .float(m.m[index])
        case .matrix4(let m):
            guard let index = Self.matrix4Fields.firstIndex(of: name) else { return nil }
            return .float(m.m[index])
        default:
            return nil
        }
    }

    /// A rectangle's `origin` and `size`, and in Swift its computed properties (`minX`, `width`, `standardized`...).
    private func rectField(_ r: CGRect, _ name: String) -> Value? {
        switch name {
        case "origin": return .point(r.origin)
        case "size": return .size(r.size)
        default: break
        }
        guard dialect == .swift else { return nil }
        switch name {
        case "minX": return .cgFloat(r.minX)
        case "midX": return .cgFloat(r.midX)
        case "maxX": return .cgFloat(r.maxX)
        case "minY": return .cgFloat(r.minY)
        case "midY": return .cgFloat(r.midY)
        case "maxY": return .cgFloat(r.maxY)
        case "width": return .cgFloat(r.width)
        case "height": return .cgFloat(r.height)
        case "isEmpty": return .bool(r.isEmpty)
        case "isNull": return .bool(r.isNull)
        case "isInfinite": return .bool(r.isInfinite)
        case "standardized": return .rect(r.standardized)
        case "integral": return .rect(r.integral)
        default: return nil
        }
    }

    /// `transformFields.firstIndex(of: name)`, read from the name's three bytes (`m34` is row 3, column 4) instead of
    /// comparing it with up to sixteen spellings.
    static func transformFieldIndex(_ name: String) -> Int? {
        let parsed = name.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            let digits = UInt8(ascii: "1")...UInt8(ascii: "4")
            guard bytes.count == 3, bytes[0] == UInt8(ascii: "m"), digits.contains(bytes[1]), digits.contains(bytes[2]) else { return nil }
            return Int(bytes[1] - UInt8(ascii: "1")) * 4 + Int(bytes[2] - UInt8(ascii: "1"))
        }
        return parsed ?? transformFields.firstIndex(of: name)
    }

    static let transformFields = ["m11", "m12", "m13", "m14", "m21", "m22", "m23", "m24", "m31", "m32", "m33", "m34", "m41", "m42", "m43", "m44"]
    static let matrix3Fields = ["m00", "m01", "m02", "m10", "m11", "m12", "m20", "m21", "m22"]
    static let matrix4Fields = ["m00", "m01", "m02", "m03", "m10", "m11", "m12", "m13", "m20", "m21", "m22", "m23", "m30", "m31", "m32", "m33"]

    /// Names of `value`'s members in this dialect, for "did you mean".
    func memberNames(of value: Value) -> [String] {
        Self.memberNames(of: value, dialect: dialect)
    }

    /// The same for any dialect: docs/language-reference.md lists them (`LanguageReference`).
    static func memberNames(of value: Value, dialect: Dialect) -> [String] {
        switch value {
        case .point: return ["x", "y"]
        case .size: return ["width", "height"]
        case .rect: return ["origin", "size"] + (dialect == .swift ? ["minX", "midX", "maxX", "minY", "midY", "maxY", "width", "height", "isEmpty", "isNull", "standardized", "integral"] : [])
        case .affineTransform: return ["a", "b", "c", "d", "tx", "ty"] + (dialect == .swift ? ["isIdentity"] : [])
        case .transform3D: return transformFields
        case .vector3: return ["x", "y", "z"]
        case .matrix3: return matrix3Fields
        case .matrix4: return matrix4Fields
        case .layer: return LayerProperty.allCases.compactMap { $0.spelling(in: dialect) } + ["quad", "polygon", "visible", "facing", "clipped"]
        case .view: return ViewProperty.allCases.compactMap { $0.spelling(in: dialect) }
        case .array: return dialect == .objc ? ["count", "firstObject", "lastObject"] : ["count", "first", "last", "isEmpty"]
        case .number: return ["floatValue", "doubleValue", "intValue", "integerValue", "boolValue"] + (dialect == .objc ? ["stringValue"] : [])
        case .color: return [dialect == .objc ? "CGColor" : "cgColor"]
        default: return []
        }
    }

    func numberAccessor(_ boxed: Value, _ name: String, at range: SourceRange) throws(Interrupt) -> Value? {
        guard let number = boxed.numericValue else { return nil }
        switch name {
        case "floatValue": return .float(Float(number))
        case "doubleValue": return .double(number)
        case "intValue": return try numeric(number, as: .integer(dialect == .objc ? .int : .swiftInt), at: range)
        case "integerValue", "intValue_": return try numeric(number, as: .integer(dialect == .objc ? .nsInteger : .swiftInt), at: range)
        case "boolValue": return .bool(number != 0)
        case "stringValue" where dialect == .objc: return .string(Self.numberDescription(boxed))
        default: return nil
        }
    }

    /// NSNumber's `stringValue` (`descriptionWithLocale:nil`): integers and BOOL in decimal, a float as `%0.7g`
    /// and a double as `%0.16g`, the formats Foundation documents.
    static func numberDescription(_ boxed: Value) -> String {
        switch boxed {
        case .integer(let value, _): return String(value)
        case .bool(let flag): return flag ? "1" : "0"
        case .float(let value): return generalFormat(Double(value), precision: 7)
        default: return generalFormat(boxed.numericValue ?? 0, precision: 16)
        }
    }

    private static func generalFormat(_ number: Double, precision: Int) -> String {
        let conversion = CFormat.Conversion(kind: .floating, letter: "g", precision: precision, spelling: "%0.\(precision)g")
        return CFormat.format(number, integer: nil, conversion)
    }

    // MARK: Layers and views

    /// `quad`, `polygon`, `visible`, `facing` or `clipped`: read from the layer's projection, never assigned.
    static func isProjectionProperty(_ name: String) -> Bool {
        // Five short names compare in fewer instructions than one hash (asked on every layer property read or write).
        switch name {
        case "quad", "polygon", "visible", "facing", "clipped": return true
        default: return false
        }
    }

    func layerProperty(_ layer: CALayer, _ name: String, at range: SourceRange) throws(Interrupt) -> Value? {
        scene.reach(layer)
        if Self.isProjectionProperty(name) {
            let projection = LayerProjection().project(layer, in: scene.rootLayer)
            switch name {
            case "quad": return .array(projection.quad.map { .point($0) })
            case "polygon": return .array(projection.polygon.map { .point($0) })
            case "visible": return .bool(projection.isVisible)
            case "clipped": return .bool(projection.isClipped)
            default: return .string(projection.facing.rawValue)
            }
        }
        guard let property = LayerProperty(spelling: name, dialect: dialect) else { return nil }
        switch property {
        case .bounds: return .rect(layer.bounds)
        case .position: return .point(layer.position)
        case .zPosition: return .cgFloat(layer.zPosition)
        case .anchorPoint: return .point(layer.anchorPoint)
        case .anchorPointZ: return .cgFloat(layer.anchorPointZ)
        case .frame: return .rect(layer.frame)
        case .transform: return .transform3D(layer.transform)
        case .sublayerTransform: return .transform3D(layer.sublayerTransform)
        case .affineTransform: return .affineTransform(layer.affineTransform())
        case .doubleSided: return .bool(layer.isDoubleSided)
        case .geometryFlipped: return .bool(layer.isGeometryFlipped)
        case .hidden: return .bool(layer.isHidden)
        case .opacity: return .float(layer.opacity)
        case .backgroundColor: return layer.backgroundColor.map { .cgColor($0) } ?? .null
        case .masksToBounds: return .bool(layer.masksToBounds)
        case .contents: return layer.contents.map { .image($0) } ?? .null
        case .cornerRadius: return .cgFloat(layer.cornerRadius)
        case .borderWidth: return .cgFloat(layer.borderWidth)
        case .borderColor: return .cgColor(layer.borderColor ?? CGColor(gray: 0, alpha: 1))
        case .name: return layer.name.map { .string($0) } ?? .null
        case .superlayer:
            guard let superlayer = layer.superlayer else { return .null }
            scene.reach(superlayer)
            return .layer(superlayer)
        case .sublayers:
            let sublayers = layer.sublayerArray
            if sublayers.isEmpty && dialect == .objc { return .null }
            for sublayer in sublayers { scene.reach(sublayer) }
            return .array(sublayers.map { .layer($0) })
        }
    }

    func viewProperty(_ view: UIView, _ name: String, at range: SourceRange) throws(Interrupt) -> Value? {
        guard let property = ViewProperty(spelling: name, dialect: dialect) else { return nil }
        switch property {
        case .layer:
            scene.reach(view.layer)
            return .layer(view.layer)
        case .frame: return .rect(view.frame)
        case .bounds: return .rect(view.bounds)
        case .center: return .point(view.center)
        case .transform: return .affineTransform(view.transform)
        case .transform3D: return .transform3D(view.transform3D)
        case .alpha: return .cgFloat(view.alpha)
        case .hidden: return .bool(view.isHidden)
        case .backgroundColor: return view.backgroundColor.map { .color($0) } ?? .null
        case .userInteractionEnabled: return .bool(view.isUserInteractionEnabled)
        case .tag: return .integer(view.tag, dialect == .objc ? .nsInteger : .swiftInt)
        case .superview:
            guard let superview = view.superview else { return .null }
            scene.reach(superview)
            return .view(superview)
        case .subviews:
            for subview in view.subviews { scene.reach(subview) }
            return .array(view.subviews.map { .view($0) })
        }
    }
}
