import Diagnostics
import TransformKit

/// What a builtin needs from the call site: the interpreter (for warnings) and where the call is.
struct BuiltinCall {
    let interpreter: Interpreter
    let range: SourceRange
    let name: String
}

/// A function of the platform (Core Graphics, Core Animation, GLKit, libm) that snippets may call. Every
/// computation is TransformKit's; this table only adapts arguments and results.
struct BuiltinFunction {
    let name: String
    let parameters: [ValueType]
    /// In Swift: nil when available, else the Swift spelling to use instead (`CGPoint(x:y:)`).
    let swiftReplacement: String?
    let availableInObjC: Bool
    let body: (BuiltinCall, [Value]) throws(Interrupt) -> Value
}

enum Builtins {
    // MARK: Constants

    /// The constant named `name` in the dialect: `M_PI`, `CATransform3DIdentity`, ...; nil when unknown.
    static func constant(named name: String, dialect: Dialect) -> (value: Value, swiftReplacement: String?, swiftDeprecated: Bool)? {
        // Grouped by the first byte: a string `switch` compares the name with each case in turn.
        switch name.utf8.first {
        case UInt8(ascii: "M"):
            switch name {
            case "M_PI": return (.double(.pi), nil, true)
            case "M_PI_2": return (.double(.pi / 2), nil, true)
            case "M_PI_4": return (.double(.pi / 4), nil, true)
            case "M_1_PI": return (.double(1 / Double.pi), nil, true)
            case "M_2_PI": return (.double(2 / Double.pi), nil, true)
            case "M_E": return (.double(ListingMath.e), nil, true)
            case "M_SQRT2": return (.double(2.0.squareRoot()), nil, true)
            case "M_SQRT1_2": return (.double(0.5.squareRoot()), nil, true)
            case "M_LN2": return (.double(ListingMath.ln2), nil, true)
            case "M_LN10": return (.double(ListingMath.ln10), nil, true)
            default: break
            }
        case UInt8(ascii: "C"), UInt8(ascii: "G"):
            switch name {
            case "CATransform3DIdentity": return (.transform3D(CATransform3DIdentity), nil, false)
            case "GLKMatrix4Identity": return (.matrix4(GLKMatrix4Identity), nil, false)
            case "GLKMatrix3Identity": return (.matrix3(GLKMatrix3Identity), nil, false)
            default: break
            }
        case UInt8(ascii: "U"):
            if dialect == .objc, let state = Interpreter.gestureStateConstant(name) { return (state, nil, false) }
            if dialect == .objc, let constant = uiKitEnumConstant(name) { return (constant, nil, false) }
        case UInt8(ascii: "N"):
            if dialect == .objc, let alignment = Interpreter.textAlignmentConstant(name) { return (alignment, nil, false) }
        case UInt8(ascii: "k"):
            if let value = Interpreter.animationConstant(name) {
                return (value, dialect == .swift ? "a member such as '.forwards' or 'CAMediaTimingFunction(name: .easeInEaseOut)'" : nil, false)
            }
        default: break
        }
        return dialect == .objc ? cConstant(named: name) : swiftReplacedConstant(named: name)
    }

    /// The C constants Swift spells as a type's member (`CGPointZero` is `CGPoint.zero`): their values, for the
    /// error that says so.
    private static func swiftReplacedConstant(named name: String) -> (value: Value, swiftReplacement: String?, swiftDeprecated: Bool)? {
        switch name {
        case "CGAffineTransformIdentity": return (.affineTransform(.identity), "CGAffineTransform.identity", false)
        case "CGPointZero": return (.point(.zero), "CGPoint.zero", false)
        case "CGSizeZero": return (.size(.zero), "CGSize.zero", false)
        case "CGRectZero": return (.rect(.zero), "CGRect.zero", false)
        case "CGRectNull": return (.rect(.null), "CGRect.null", false)
        case "CGRectInfinite": return (.rect(.infinite), "CGRect.infinite", false)
        case "CGFLOAT_MAX": return (.cgFloat(.greatestFiniteMagnitude), "CGFloat.greatestFiniteMagnitude", false)
        default: return nil
        }
    }

    /// Core Graphics' and C's constants (`CGRectZero`, `FLT_MAX`, `INT_MAX`...), in Objective-C.
    private static func cConstant(named name: String) -> (value: Value, swiftReplacement: String?, swiftDeprecated: Bool)? {
        switch name {
        case "CGAffineTransformIdentity": return (.affineTransform(.identity), nil, false)
        case "CGPointZero": return (.point(.zero), nil, false)
        case "CGSizeZero": return (.size(.zero), nil, false)
        case "CGRectZero": return (.rect(.zero), nil, false)
        case "CGRectNull": return (.rect(.null), nil, false)
        case "CGRectInfinite": return (.rect(.infinite), nil, false)
        case "CGFLOAT_MAX": return (.cgFloat(.greatestFiniteMagnitude), nil, false)
        case "CGFLOAT_MIN": return (.cgFloat(.leastNormalMagnitude), nil, false)
        case "FLT_MAX", "MAXFLOAT": return (.float(.greatestFiniteMagnitude), nil, false)
        case "FLT_EPSILON": return (.float(.ulpOfOne), nil, false)
        case "DBL_MAX": return (.double(.greatestFiniteMagnitude), nil, false)
        case "DBL_EPSILON": return (.double(.ulpOfOne), nil, false)
        case "INFINITY", "HUGE_VALF": return (.float(.infinity), nil, false)
        case "HUGE_VAL": return (.double(.infinity), nil, false)
        case "NAN": return (.float(.nan), nil, false)
        case "NSIntegerMax": return (.integer(Int.max, .nsInteger), nil, false)
        case "NSIntegerMin": return (.integer(Int.min, .nsInteger), nil, false)
        case "INT_MAX": return (.integer(Int(Int32.max), .int), nil, false)
        case "INT_MIN": return (.integer(Int(Int32.min), .int), nil, false)
        default: return nil
        }
    }

    /// UIKit's enum values listings pass to buttons (`buttonWithType:`, `setTitle:forState:`), as UIKit's headers
    /// define them.
    static func uiKitEnumConstant(_ name: String) -> Value? {
        switch name {
        case "UIButtonTypeCustom": return .integer(0, .nsInteger)
        case "UIButtonTypeSystem", "UIButtonTypeRoundedRect": return .integer(1, .nsInteger)
        case "UIControlStateNormal": return .integer(0, .nsUInteger)
        case "UIControlStateHighlighted": return .integer(1, .nsUInteger)
        case "UIControlStateDisabled": return .integer(2, .nsUInteger)
        case "UIControlStateSelected": return .integer(4, .nsUInteger)
        default: return nil
        }
    }

    static let constantNamesObjC = [
        "M_PI", "M_PI_2", "M_PI_4", "M_1_PI", "M_2_PI", "M_E", "M_SQRT2", "M_SQRT1_2", "M_LN2", "M_LN10",
        "CATransform3DIdentity", "GLKMatrix4Identity", "GLKMatrix3Identity", "CGAffineTransformIdentity", "CGPointZero",
        "CGSizeZero", "CGRectZero", "CGRectNull", "CGRectInfinite", "CGFLOAT_MAX", "CGFLOAT_MIN", "FLT_MAX", "MAXFLOAT",
        "FLT_EPSILON", "DBL_MAX", "DBL_EPSILON", "INFINITY", "HUGE_VAL", "HUGE_VALF", "NAN", "NSIntegerMax", "NSIntegerMin",
        "INT_MAX", "INT_MIN", "YES", "NO", "nil", "UIButtonTypeCustom", "UIButtonTypeSystem", "UIButtonTypeRoundedRect",
        "UIControlStateNormal", "UIControlStateHighlighted", "UIControlStateDisabled", "UIControlStateSelected",
        "NSTextAlignmentLeft", "NSTextAlignmentCenter", "NSTextAlignmentRight", "NSTextAlignmentJustified", "NSTextAlignmentNatural",
    ] + Interpreter.animationConstantNames

    static func constantNames(_ dialect: Dialect) -> [String] {
        dialect == .objc ? constantNamesObjC
            : ["M_PI", "M_PI_2", "M_PI_4", "CATransform3DIdentity", "GLKMatrix4Identity", "GLKMatrix3Identity", "true", "false", "nil"]
    }

    // MARK: Colors

    static let colorTable: [(name: String, color: CGColor)] = [
        ("black", CGColor(gray: 0, alpha: 1)), ("darkGray", CGColor(gray: 1.0 / 3.0, alpha: 1)),
        ("lightGray", CGColor(gray: 2.0 / 3.0, alpha: 1)), ("white", CGColor(gray: 1, alpha: 1)),
        ("gray", CGColor(gray: 0.5, alpha: 1)), ("red", CGColor(red: 1, green: 0, blue: 0, alpha: 1)),
        ("green", CGColor(red: 0, green: 1, blue: 0, alpha: 1)), ("blue", CGColor(red: 0, green: 0, blue: 1, alpha: 1)),
        ("cyan", CGColor(red: 0, green: 1, blue: 1, alpha: 1)), ("yellow", CGColor(red: 1, green: 1, blue: 0, alpha: 1)),
        ("magenta", CGColor(red: 1, green: 0, blue: 1, alpha: 1)), ("orange", CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)),
        ("purple", CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)), ("brown", CGColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)),
        ("clear", CGColor(gray: 0, alpha: 0)),
    ]

    static var colorNames: [String] { colorTable.map { $0.name } }

    /// A UIColor as UIKit makes it: alpha below 0 is 0 and above 1 is 1 (documented for `colorWithWhite:alpha:`
    /// and `colorWithRed:green:blue:alpha:`); the color components are not clamped (extended range since iOS 10).
    static func uiColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) -> CGColor {
        CGColor(red: red, green: green, blue: blue, alpha: alpha.isNaN ? alpha : Swift.min(1, Swift.max(0, alpha)))
    }

    /// UIKit's named colors: `black` (Swift) or `blackColor` (Objective-C).
    static func namedColor(_ name: String) -> CGColor? {
        let base = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
        return colorTable.first { $0.name == base }?.color
    }

    // MARK: Functions

    static func function(named name: String, dialect: Dialect) -> BuiltinFunction? {
        guard let function = table[name] else { return nil }
        if dialect == .objc && !function.availableInObjC { return nil }
        return function
    }

    static var functionNames: [String] { table.keys.sorted() }

    private static func t3(_ value: Value) -> CATransform3D {
        if case .transform3D(let t) = value { return t }
        return .identity
    }
    private static func affine(_ value: Value) -> CGAffineTransform {
        if case .affineTransform(let t) = value { return t }
        return .identity
    }
    private static func cg(_ value: Value) -> CGFloat { value.numericValue ?? 0 }
    private static func fl(_ value: Value) -> Float {
        if case .float(let x) = value { return x }
        return Float(value.numericValue ?? 0)
    }
    private static func point(_ value: Value) -> CGPoint {
        if case .point(let p) = value { return p }
        return .zero
    }
    private static func size(_ value: Value) -> CGSize {
        if case .size(let s) = value { return s }
        return .zero
    }
    private static func rect(_ value: Value) -> CGRect {
        if case .rect(let r) = value { return r }
        return .zero
    }
    private static func vector(_ value: Value) -> GLKVector3 {
        if case .vector3(let v) = value { return v }
        return GLKVector3(x: 0, y: 0, z: 0)
    }

    private static func make(_ name: String, _ parameters: [ValueType], swift: String? = nil, objc: Bool = true,
                             _ body: @escaping (BuiltinCall, [Value]) throws(Interrupt) -> Value) -> (String, BuiltinFunction) {
        (name, BuiltinFunction(name: name, parameters: parameters, swiftReplacement: swift, availableInObjC: objc, body: body))
    }

    /// Warns that an inversion found no inverse and returned its input (Apple's documented behaviour).
    static func warnSingular(_ call: BuiltinCall, kind: String) {
        call.interpreter.warn(.singularInvert(call.name, kind: kind), at: call.range)
    }

    /// Whether a 3D inversion failed: TransformKit returns the input unchanged exactly when it is singular; an
    /// involution (its own inverse, such as a mirror) also comes back unchanged but squares to the identity.
    static func isSingularInversion(_ input: CATransform3D, _ output: CATransform3D) -> Bool {
        guard input == output else { return false }
        let square = CATransform3DConcat(input, input).elements
        let identity = CATransform3DIdentity.elements
        return zip(square, identity).contains { abs($0 - $1) > 1e-9 } || square.contains { !$0.isFinite }
    }

    static let table: [String: BuiltinFunction] = {
        let c = ValueType.cgFloat
        let t = ValueType.transform3D
        let a = ValueType.affineTransform
        let f = ValueType.float
        let v = ValueType.vector3
        var entries: [(String, BuiltinFunction)] = [
            make("CATransform3DMakeTranslation", [c, c, c]) { _, x in .transform3D(CATransform3DMakeTranslation(cg(x[0]), cg(x[1]), cg(x[2]))) },
            make("CATransform3DMakeScale", [c, c, c]) { _, x in .transform3D(CATransform3DMakeScale(cg(x[0]), cg(x[1]), cg(x[2]))) },
            make("CATransform3DMakeRotation", [c, c, c, c]) { _, x in .transform3D(CATransform3DMakeRotation(cg(x[0]), cg(x[1]), cg(x[2]), cg(x[3]))) },
            make("CATransform3DTranslate", [t, c, c, c]) { _, x in .transform3D(CATransform3DTranslate(t3(x[0]), cg(x[1]), cg(x[2]), cg(x[3]))) },
            make("CATransform3DScale", [t, c, c, c]) { _, x in .transform3D(CATransform3DScale(t3(x[0]), cg(x[1]), cg(x[2]), cg(x[3]))) },
            make("CATransform3DRotate", [t, c, c, c, c]) { call, x in
                if cg(x[2]) == 0 && cg(x[3]) == 0 && cg(x[4]) == 0 {
                    call.interpreter.warn(.zeroRotationAxis, at: call.range)
                }
                return .transform3D(CATransform3DRotate(t3(x[0]), cg(x[1]), cg(x[2]), cg(x[3]), cg(x[4])))
            },
            make("CATransform3DConcat", [t, t]) { _, x in .transform3D(CATransform3DConcat(t3(x[0]), t3(x[1]))) },
            make("CATransform3DInvert", [t]) { call, x in
                let input = t3(x[0])
                let output = CATransform3DInvert(input)
                if isSingularInversion(input, output) { warnSingular(call, kind: "transform") }
                return .transform3D(output)
            },
            make("CATransform3DIsIdentity", [t]) { _, x in .bool(CATransform3DIsIdentity(t3(x[0]))) },
            make("CATransform3DEqualToTransform", [t, t]) { _, x in .bool(CATransform3DEqualToTransform(t3(x[0]), t3(x[1]))) },
            make("CATransform3DMakeAffineTransform", [a]) { _, x in .transform3D(CATransform3DMakeAffineTransform(affine(x[0]))) },
            make("CATransform3DIsAffine", [t]) { _, x in .bool(CATransform3DIsAffine(t3(x[0]))) },
            make("CATransform3DGetAffineTransform", [t]) { _, x in .affineTransform(CATransform3DGetAffineTransform(t3(x[0]))) },

            make("CGAffineTransformMake", [c, c, c, c, c, c], swift: "CGAffineTransform(a:b:c:d:tx:ty:)") { _, x in
                .affineTransform(CGAffineTransformMake(cg(x[0]), cg(x[1]), cg(x[2]), cg(x[3]), cg(x[4]), cg(x[5])))
            },
            make("CGAffineTransformMakeTranslation", [c, c], swift: "CGAffineTransform(translationX:y:)") { _, x in .affineTransform(CGAffineTransformMakeTranslation(cg(x[0]), cg(x[1]))) },
            make("CGAffineTransformMakeScale", [c, c], swift: "CGAffineTransform(scaleX:y:)") { _, x in .affineTransform(CGAffineTransformMakeScale(cg(x[0]), cg(x[1]))) },
            make("CGAffineTransformMakeRotation", [c], swift: "CGAffineTransform(rotationAngle:)") { _, x in .affineTransform(CGAffineTransformMakeRotation(cg(x[0]))) },
            make("CGAffineTransformTranslate", [a, c, c], swift: "transform.translatedBy(x:y:)") { _, x in .affineTransform(CGAffineTransformTranslate(affine(x[0]), cg(x[1]), cg(x[2]))) },
            make("CGAffineTransformScale", [a, c, c], swift: "transform.scaledBy(x:y:)") { _, x in .affineTransform(CGAffineTransformScale(affine(x[0]), cg(x[1]), cg(x[2]))) },
            make("CGAffineTransformRotate", [a, c], swift: "transform.rotated(by:)") { _, x in .affineTransform(CGAffineTransformRotate(affine(x[0]), cg(x[1]))) },
            make("CGAffineTransformConcat", [a, a], swift: "t1.concatenating(t2)") { _, x in .affineTransform(CGAffineTransformConcat(affine(x[0]), affine(x[1]))) },
            make("CGAffineTransformInvert", [a], swift: "transform.inverted()") { call, x in
                let input = affine(x[0])
                if input.determinant == 0 { warnSingular(call, kind: "affine transform") }
                return .affineTransform(CGAffineTransformInvert(input))
            },
            make("CGAffineTransformIsIdentity", [a], swift: "transform.isIdentity") { _, x in .bool(CGAffineTransformIsIdentity(affine(x[0]))) },
            make("CGAffineTransformEqualToTransform", [a, a], swift: "t1 == t2") { _, x in .bool(CGAffineTransformEqualToTransform(affine(x[0]), affine(x[1]))) },
            make("CGPointApplyAffineTransform", [.point, a], swift: "point.applying(_:)") { _, x in .point(CGPointApplyAffineTransform(point(x[0]), affine(x[1]))) },
            make("CGSizeApplyAffineTransform", [.size, a], swift: "size.applying(_:)") { _, x in .size(CGSizeApplyAffineTransform(size(x[0]), affine(x[1]))) },
            make("CGRectApplyAffineTransform", [.rect, a], swift: "rect.applying(_:)") { _, x in .rect(CGRectApplyAffineTransform(rect(x[0]), affine(x[1]))) },
            make("CGPointMake", [c, c], swift: "CGPoint(x:y:)") { _, x in .point(CGPointMake(cg(x[0]), cg(x[1]))) },
            make("CGSizeMake", [c, c], swift: "CGSize(width:height:)") { _, x in .size(CGSizeMake(cg(x[0]), cg(x[1]))) },
            make("CGRectMake", [c, c, c, c], swift: "CGRect(x:y:width:height:)") { _, x in .rect(CGRectMake(cg(x[0]), cg(x[1]), cg(x[2]), cg(x[3]))) },
            make("CGRectGetMinX", [.rect], swift: "rect.minX") { _, x in .cgFloat(CGRectGetMinX(rect(x[0]))) },
            make("CGRectGetMidX", [.rect], swift: "rect.midX") { _, x in .cgFloat(CGRectGetMidX(rect(x[0]))) },
            make("CGRectGetMaxX", [.rect], swift: "rect.maxX") { _, x in .cgFloat(CGRectGetMaxX(rect(x[0]))) },
            make("CGRectGetMinY", [.rect], swift: "rect.minY") { _, x in .cgFloat(CGRectGetMinY(rect(x[0]))) },
            make("CGRectGetMidY", [.rect], swift: "rect.midY") { _, x in .cgFloat(CGRectGetMidY(rect(x[0]))) },
            make("CGRectGetMaxY", [.rect], swift: "rect.maxY") { _, x in .cgFloat(CGRectGetMaxY(rect(x[0]))) },
            make("CGRectGetWidth", [.rect], swift: "rect.width") { _, x in .cgFloat(CGRectGetWidth(rect(x[0]))) },
            make("CGRectGetHeight", [.rect], swift: "rect.height") { _, x in .cgFloat(CGRectGetHeight(rect(x[0]))) },
            make("CGPointEqualToPoint", [.point, .point], swift: "p1 == p2") { _, x in .bool(CGPointEqualToPoint(point(x[0]), point(x[1]))) },
            make("CGSizeEqualToSize", [.size, .size], swift: "s1 == s2") { _, x in .bool(CGSizeEqualToSize(size(x[0]), size(x[1]))) },
            make("CGRectEqualToRect", [.rect, .rect], swift: "r1.equalTo(r2)") { _, x in .bool(CGRectEqualToRect(rect(x[0]), rect(x[1]))) },
            make("CGRectStandardize", [.rect], swift: "rect.standardized") { _, x in .rect(CGRectStandardize(rect(x[0]))) },
            make("CGRectIsEmpty", [.rect], swift: "rect.isEmpty") { _, x in .bool(CGRectIsEmpty(rect(x[0]))) },
            make("CGRectIsNull", [.rect], swift: "rect.isNull") { _, x in .bool(CGRectIsNull(rect(x[0]))) },
            make("CGRectIsInfinite", [.rect], swift: "rect.isInfinite") { _, x in .bool(CGRectIsInfinite(rect(x[0]))) },
            make("CGRectInset", [.rect, c, c], swift: "rect.insetBy(dx:dy:)") { _, x in .rect(CGRectInset(rect(x[0]), cg(x[1]), cg(x[2]))) },
            make("CGRectOffset", [.rect, c, c], swift: "rect.offsetBy(dx:dy:)") { _, x in .rect(CGRectOffset(rect(x[0]), cg(x[1]), cg(x[2]))) },
            make("CGRectIntegral", [.rect], swift: "rect.integral") { _, x in .rect(CGRectIntegral(rect(x[0]))) },
            make("CGRectUnion", [.rect, .rect], swift: "r1.union(r2)") { _, x in .rect(CGRectUnion(rect(x[0]), rect(x[1]))) },
            make("CGRectIntersection", [.rect, .rect], swift: "r1.intersection(r2)") { _, x in .rect(CGRectIntersection(rect(x[0]), rect(x[1]))) },
            make("CGRectIntersectsRect", [.rect, .rect], swift: "r1.intersects(r2)") { _, x in .bool(CGRectIntersectsRect(rect(x[0]), rect(x[1]))) },
            make("CGRectContainsPoint", [.rect, .point], swift: "rect.contains(_:)") { _, x in .bool(CGRectContainsPoint(rect(x[0]), point(x[1]))) },
            make("CGRectContainsRect", [.rect, .rect], swift: "rect.contains(_:)") { _, x in .bool(CGRectContainsRect(rect(x[0]), rect(x[1]))) },

            // GLKMathUtils.h: `degrees * (M_PI / 180)`, a double product returned as a float.
            make("GLKMathDegreesToRadians", [f]) { _, x in .float(Float(Double(fl(x[0])) * (Double.pi / 180))) },
            make("GLKMathRadiansToDegrees", [f]) { _, x in .float(Float(Double(fl(x[0])) * (180 / Double.pi))) },
            make("arc4random_uniform", [.integer(.nsUInteger)]) { call, x in
                guard case .integer(let bound, _) = x[0], bound > 0, UInt64(bound) <= UInt64(UInt32.max) else {
                    return .integer(0, IntegerType.uint32)
                }
                return .integer(call.interpreter.nextRandom(below: bound), IntegerType.uint32)
            },
            make("GLKVector3Make", [f, f, f]) { _, x in .vector3(GLKVector3Make(fl(x[0]), fl(x[1]), fl(x[2]))) },
            make("GLKVector3Normalize", [v]) { _, x in .vector3(GLKVector3Normalize(vector(x[0]))) },
            make("GLKVector3DotProduct", [v, v]) { _, x in .float(GLKVector3DotProduct(vector(x[0]), vector(x[1]))) },
            make("GLKVector3CrossProduct", [v, v]) { _, x in .vector3(GLKVector3CrossProduct(vector(x[0]), vector(x[1]))) },
            make("GLKVector3Add", [v, v]) { _, x in .vector3(GLKVector3Add(vector(x[0]), vector(x[1]))) },
            make("GLKVector3Subtract", [v, v]) { _, x in .vector3(GLKVector3Subtract(vector(x[0]), vector(x[1]))) },
            make("GLKVector3MultiplyScalar", [v, f]) { _, x in .vector3(GLKVector3MultiplyScalar(vector(x[0]), fl(x[1]))) },
            make("GLKVector3Negate", [v]) { _, x in .vector3(GLKVector3Negate(vector(x[0]))) },
            make("GLKVector3Length", [v]) { _, x in .float(GLKVector3Length(vector(x[0]))) },
            make("GLKMatrix4GetMatrix3", [.matrix4]) { _, x in
                guard case .matrix4(let m) = x[0] else { return .void }
                return .matrix3(GLKMatrix4GetMatrix3(m))
            },
            make("GLKMatrix3MultiplyVector3", [.matrix3, v]) { _, x in
                guard case .matrix3(let m) = x[0] else { return .void }
                return .vector3(GLKMatrix3MultiplyVector3(m, vector(x[1])))
            },
            make("GLKMatrix4Make", Array(repeating: f, count: 16)) { _, x in
                let e = x.map(fl)
                return .matrix4(GLKMatrix4(m00: e[0], m01: e[1], m02: e[2], m03: e[3], m10: e[4], m11: e[5], m12: e[6], m13: e[7],
                                           m20: e[8], m21: e[9], m22: e[10], m23: e[11], m30: e[12], m31: e[13], m32: e[14], m33: e[15]))
            },
        ]
        // C's libm: double in, double out; the `f` variants work in float.
        for (name, function) in ListingMath.unary {
            entries.append(make(name, [.double], objc: true) { _, x in .double(function.double(x[0].numericValue ?? 0)) })
            entries.append(make(name + "f", [.float], objc: true) { _, x in .float(function.float(fl(x[0]))) })
        }
        for (name, function) in ListingMath.binary {
            entries.append(make(name, [.double, .double], objc: true) { _, x in
                .double(function.double(x[0].numericValue ?? 0, x[1].numericValue ?? 0))
            })
            entries.append(make(name + "f", [.float, .float], objc: true) { _, x in .float(function.float(fl(x[0]), fl(x[1]))) })
        }
        entries.append(make("abs", [.integer(.int)], objc: true) { _, x in
            guard case .integer(let n, _) = x[0] else { return .integer(0, .int) }
            return .integer(IntegerType.int.wrap(n == Int(Int32.min) ? n : Swift.abs(n)), .int)
        })
        entries.append(make("labs", [.integer(.long)], objc: true) { _, x in
            guard case .integer(let n, _) = x[0] else { return .integer(0, .long) }
            return .integer(n == Int.min ? n : Swift.abs(n), .long)
        })
        // The first entry of a name wins. A loop rather than `Dictionary(_:uniquingKeysWith:)`, whose untyped
        // `rethrows` Embedded Swift cannot compile.
        var table: [String: BuiltinFunction] = [:]
        for (name, function) in entries where table[name] == nil { table[name] = function }
        return table
    }()

    /// Math functions that are generic in Swift (`sqrt(x)` keeps x's type) and the C macros `MIN`, `MAX`, `ABS`.
    static let swiftGenericMath: Set<String> = [
        "sqrt", "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "pow", "floor", "ceil", "round", "trunc", "fabs",
        "hypot", "exp", "log", "log10", "log2", "fmod", "cbrt", "min", "max", "abs", "fmin", "fmax",
    ]
    /// Three letters each: `Interpreter.call` compares the length before hashing a name (`cMacroLength`).
    static let cMacros: Set<String> = ["MIN", "MAX", "ABS"]
    static let cMacroLength = 3
}
