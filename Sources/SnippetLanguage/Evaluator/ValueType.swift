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
    case void

    func name(in dialect: Dialect) -> String {
        switch self {
        case .cgFloat: return "CGFloat"
        case .double: return dialect == .objc ? "double" : "Double"
        case .float: return dialect == .objc ? "float" : "Float"
        case .integer(let type): return dialect == .objc ? type.name : "Int"
        case .bool: return dialect == .objc ? "BOOL" : "Bool"
        case .point: return "CGPoint"
        case .size: return "CGSize"
        case .rect: return "CGRect"
        case .affineTransform: return "CGAffineTransform"
        case .transform3D: return "CATransform3D"
        case .vector3: return "GLKVector3"
        case .matrix3: return "GLKMatrix3"
        case .matrix4: return "GLKMatrix4"
        case .color: return dialect == .objc ? "UIColor *" : "UIColor"
        case .cgColor: return dialect == .objc ? "CGColorRef" : "CGColor"
        case .layer: return dialect == .objc ? "CALayer *" : "CALayer"
        case .transformLayer: return dialect == .objc ? "CATransformLayer *" : "CATransformLayer"
        case .view: return dialect == .objc ? "UIView *" : "UIView"
        case .string: return dialect == .objc ? "NSString *" : "String"
        case .number: return dialect == .objc ? "NSNumber *" : "NSNumber"
        case .array(let element):
            if dialect == .objc { return "NSArray *" }
            return "[\(element?.name(in: .swift) ?? "Any")]"
        case .object: return dialect == .objc ? "id" : "Any"
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
        case .address, .null: self = .object
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
        if type.isArray {
            if type.name == "Any" || type.name == "AnyObject" { return .array(nil) }
            guard let element = resolve(TypeName(name: type.name, range: type.range), dialect: dialect) else { return nil }
            return .array(element)
        }
        switch dialect {
        case .objc:
            switch type.name {
            case "CGFloat": return .cgFloat
            case "double", "long double", "CFTimeInterval", "NSTimeInterval": return .double
            case "float": return .float
            case "int", "short", "char", "signed int", "short int", "int32_t", "signed char", "unsigned int", "unsigned short",
                 "unsigned char", "uint32_t":
                return .integer(.int)
            case "long", "long long", "long int", "int64_t", "size_t", "unsigned long", "unsigned long long", "uint64_t":
                return .integer(.long)
            case "NSInteger": return .integer(.nsInteger)
            case "NSUInteger": return .integer(.nsUInteger)
            case "BOOL", "bool": return .bool
            default: break
            }
        case .swift:
            switch type.name {
            case "CGFloat": return .cgFloat
            case "Double", "TimeInterval", "Float64": return .double
            case "Float", "Float32": return .float
            case "Int": return .integer(.swiftInt)
            case "Bool": return .bool
            case "String": return .string
            case "Any", "AnyObject": return .object
            case "CGColor": return .cgColor
            default: break
            }
        }
        switch type.name {
        case "CGPoint": return .point
        case "CGSize": return .size
        case "CGRect": return .rect
        case "CGAffineTransform": return .affineTransform
        case "CATransform3D": return .transform3D
        case "GLKVector3": return .vector3
        case "GLKMatrix3": return .matrix3
        case "GLKMatrix4": return .matrix4
        case "UIColor": return .color
        case "CGColorRef": return .cgColor
        case "CALayer": return .layer
        case "CATransformLayer": return .transformLayer
        case "UIView": return .view
        case "NSString": return .string
        case "NSNumber": return .number
        case "NSArray", "NSMutableArray", "Array": return .array(nil)
        case "id", "instancetype": return .object
        case "void", "Void": return .void
        default: return nil
        }
    }
}
