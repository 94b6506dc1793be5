import TransformKit

/// A declared type: what a variable, parameter or property holds. Values are converted to it on assignment with
/// the dialect's rules (C's implicit numeric conversions; Swift's exact types with CGFloat/Double interchange).
enum ValueType: Hashable {
    case cgFloat, double, float, integer(IntegerType), bool
    case point, size, rect, affineTransform, transform3D, vector3, matrix3, matrix4
    case color, cgColor, layer, transformLayer, view, string, number
    indirect case array(ValueType?)
    /// `id` / `Any`: anything.
    case object
    /// A block (`void (^)(void)`) or closure (`() -> Void`); its signature is checked when it is called.
    case closure
    /// A Swift tuple of these element types.
    indirect case tuple([ValueType])
    /// A `struct` the listing declares, by name.
    case structure(String)
    /// `simd_double4x4` (4 columns) or `SIMD4<Double>` (1), or their single-precision forms.
    case simd(columns: Int, isFloat: Bool)
    case void

    /// The type as a compiler spells it in a declaration or a message: Objective-C object types carry their `*`
    /// (`UIColor *`; `id` has none).
    func name(in dialect: Dialect) -> String {
        let base = baseName(in: dialect)
        return dialect == .objc && isObject && self != .object ? base + " *" : base
    }

    /// The type's name without the pointer `*`: a value's type name (`Value.typeName(in:)`).
    func baseName(in dialect: Dialect) -> String {
        switch self {
        case .cgFloat: return "CGFloat"
        case .double: return dialect == .objc ? "double" : "Double"
        case .float: return dialect == .objc ? "float" : "Float"
        case .integer(let type): return dialect == .objc ? type.name : type.swiftName
        case .bool: return dialect == .objc ? "BOOL" : "Bool"
        case .point: return "CGPoint"
        case .size: return "CGSize"
        case .rect: return "CGRect"
        case .affineTransform: return "CGAffineTransform"
        case .transform3D: return "CATransform3D"
        case .vector3: return "GLKVector3"
        case .matrix3: return "GLKMatrix3"
        case .matrix4: return "GLKMatrix4"
        case .color: return "UIColor"
        case .cgColor: return dialect == .objc ? "CGColorRef" : "CGColor"
        case .layer: return "CALayer"
        case .transformLayer: return "CATransformLayer"
        case .view: return "UIView"
        case .string: return dialect == .objc ? "NSString" : "String"
        case .number: return "NSNumber"
        case .array(let element):
            if dialect == .objc { return "NSArray" }
            return "[\(element?.name(in: .swift) ?? "Any")]"
        case .object: return dialect == .objc ? "id" : "Any"
        case .closure: return dialect == .objc ? "block" : "closure"
        case .tuple(let elements): return "(" + elements.map { $0.name(in: dialect) }.joined(separator: ", ") + ")"
        case .structure(let name): return name
        case .simd(let columns, let isFloat): return SIMDValue(columns: columns, isFloat: isFloat, elements: []).typeName
        case .void: return dialect == .objc ? "void" : "Void"
        }
    }

    var isFloatingPoint: Bool { self == .cgFloat || self == .double || self == .float }

    var isNumeric: Bool {
        switch self {
        case .cgFloat, .double, .float, .integer: return true
        default: return false
        }
    }

    /// Whether values of the type are Objective-C objects (declared with `*`).
    var isObject: Bool {
        switch self {
        case .color, .layer, .transformLayer, .view, .string, .number, .array, .object: return true
        default: return false
        }
    }

    /// The static type of a value.
    init(of value: Value) {
        switch value {
        case .cgFloat: self = .cgFloat
        case .double: self = .double
        case .float: self = .float
        case .integer(_, let type): self = .integer(type)
        case .bool: self = .bool
        case .point: self = .point
        case .size: self = .size
        case .rect: self = .rect
        case .affineTransform: self = .affineTransform
        case .transform3D: self = .transform3D
        case .vector3: self = .vector3
        case .matrix3: self = .matrix3
        case .matrix4: self = .matrix4
        case .color: self = .color
        case .cgColor: self = .cgColor
        case .layer(let layer): self = layer is CATransformLayer ? .transformLayer : .layer
        case .view: self = .view
        case .array: self = .array(nil)
        case .string: self = .string
        case .number: self = .number
        case .address, .null, .touch, .gesture, .animation, .image, .timingFunction, .object: self = .object
        case .closure: self = .closure
        case .tuple(let elements): self = .tuple(elements.map(ValueType.init(of:)))
        case .structure(let value): self = .structure(value.typeName)
        case .simd(let value): self = .simd(columns: value.columns, isFloat: value.isFloat)
        case .void: self = .void
        }
    }

    /// The zero value C gives a declared but uninitialised variable (Swift requires an initialiser).
    var zeroValue: Value {
        switch self {
        case .cgFloat: return .cgFloat(0)
        case .double: return .double(0)
        case .float: return .float(0)
        case .integer(let type): return .integer(0, type)
        case .bool: return .bool(false)
        case .point: return .point(.zero)
        case .size: return .size(.zero)
        case .rect: return .rect(.zero)
        case .affineTransform: return .affineTransform(CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
        case .transform3D: return .transform3D(CATransform3D())
        case .vector3: return .vector3(GLKVector3(x: 0, y: 0, z: 0))
        case .matrix3: return .matrix3(GLKMatrix3(m00: 0, m01: 0, m02: 0, m10: 0, m11: 0, m12: 0, m20: 0, m21: 0, m22: 0))
        case .matrix4: return .matrix4(GLKMatrix4(CATransform3D()))
        default: return .null
        }
    }

    /// Resolves a written type, or nil when the name is unknown.
    static func resolve(_ type: TypeName, dialect: Dialect) -> ValueType? {
        if type.name == TypeName.closureName { return .closure }
        if type.isArray {
            if type.name == "Any" || type.name == "AnyObject" { return .array(nil) }
            guard let element = resolve(TypeName(name: type.name, range: type.range), dialect: dialect) else { return nil }
            return .array(element)
        }
        return (dialect == .objc ? objcNames : swiftNames)[type.name]
    }

    /// The names of each dialect's types, then those both share (the first entry of a name wins).
    private static let objcNames = Names.firstByName(objcOnlyNames + sharedNames)
    private static let swiftNames = Names.firstByName(swiftOnlyNames + sharedNames)

    static let objcOnlyNames: [(String, ValueType)] = [
        ("CGFloat", .cgFloat),
        ("double", .double), ("long double", .double), ("CFTimeInterval", .double), ("NSTimeInterval", .double),
        ("float", .float),
    ] + IntegerType.objcNames.map { ($0.0, .integer($0.1)) } + [
        ("BOOL", .bool), ("bool", .bool),
    ]

    static let swiftOnlyNames: [(String, ValueType)] = [
        ("CGFloat", .cgFloat),
        ("Double", .double), ("TimeInterval", .double), ("Float64", .double),
        ("Float", .float), ("Float32", .float),
        ("Int", .integer(.swiftInt)),
        ("Bool", .bool),
        ("String", .string),
        ("Any", .object), ("AnyObject", .object),
        ("CGColor", .cgColor),
    ] + SIMDValue.typeNames

    /// After a dialect's own names (which win: the first entry of a name is kept).
    static let sharedNames: [(String, ValueType)] = [
        ("CGPoint", .point),
        ("CGSize", .size),
        ("CGRect", .rect),
        ("CGAffineTransform", .affineTransform),
        ("CATransform3D", .transform3D),
        ("GLKVector3", .vector3),
        ("GLKMatrix3", .matrix3),
        ("GLKMatrix4", .matrix4),
        ("UIColor", .color),
        ("CGColorRef", .cgColor),
        ("CALayer", .layer),
        ("CATransformLayer", .transformLayer),
        ("UIView", .view), ("UIButton", .view), ("UILabel", .view), ("UIControl", .view),
        // The touch and the event a touch handler receives: a `UITouch` is a value of its own, the event is unused.
        ("UITouch", .object), ("UIEvent", .object),
        ("UIGestureRecognizer", .object), ("UIPanGestureRecognizer", .object), ("UITapGestureRecognizer", .object),
        // Animations, images and timing functions are values of their own, typed by what they hold.
        ("CABasicAnimation", .object), ("CAKeyframeAnimation", .object), ("CAPropertyAnimation", .object), ("CAAnimation", .object),
        ("NSValue", .object), ("UIImage", .object), ("CGImageRef", .object), ("CGImage", .object), ("CAMediaTimingFunction", .object),
        ("NSString", .string),
        ("NSNumber", .number),
        ("NSArray", .array(nil)), ("NSMutableArray", .array(nil)), ("Array", .array(nil)), ("NSSet", .array(nil)),
        ("id", .object), ("instancetype", .object),
        ("void", .void), ("Void", .void), ("IBAction", .void),
    ]
}
