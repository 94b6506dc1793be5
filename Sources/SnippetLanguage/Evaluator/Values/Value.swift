import TransformKit

/// A value computed by a snippet. Numbers keep their C or Swift type (`CGFloat`, `double`, `float`, `int`,
/// `NSInteger`, `BOOL`...), so `1 / 2` stays the `int` 0 and a `float` rounds to single precision.
///
/// Structs (`CGPoint` ... `CATransform3D`, GLKit types) are values; layers and views are references to the scene's
/// TransformKit objects. `description(in:)` is the stable text rendering used by `notebook eval`.
///
/// Only the large structs and the cases holding a `Value` are boxed (`indirect`): numbers, points, rects, layers
/// and strings are stored inline, so computing one allocates nothing (a boxed number cost an allocation, a release
/// and a free for every step of arithmetic).
public enum Value {
    case cgFloat(CGFloat)
    case double(Double)
    case float(Float)
    case integer(Int, IntegerType)
    /// `BOOL` in Objective-C, `Bool` in Swift.
    case bool(Bool)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    indirect case affineTransform(CGAffineTransform)
    indirect case transform3D(CATransform3D)
    case vector3(GLKVector3)
    indirect case matrix3(GLKMatrix3)
    indirect case matrix4(GLKMatrix4)
    /// A `UIColor`; `.CGColor` / `.cgColor` gives the `cgColor` case.
    case color(CGColor)
    case cgColor(CGColor)
    case layer(CALayer)
    case view(UIView)
    case array([Value])
    /// An `NSString` / `String`, also used for key paths.
    case string(String)
    /// An `NSNumber` boxing a number (`@(x)`, `[NSNumber numberWithFloat:x]`).
    indirect case number(Value)
    /// `&variable`, only meaningful as the operand of the book's `*(GLKMatrix4 *)&transform` cast.
    indirect case address(Value, typeName: String)
    /// A `UITouch` delivered to a touch handler: where it is, in `self.view`'s coordinates.
    case touch(CGPoint)
    /// A `UIPanGestureRecognizer` / `UITapGestureRecognizer` (a reference: handlers see its state change).
    case gesture(GestureRecognizer)
    /// An Objective-C block or a Swift closure (a reference: it shares what it captured).
    case closure(Closure)
    /// A `CABasicAnimation` / `CAKeyframeAnimation` (a reference: its properties are set one by one).
    case animation(LayerAnimation)
    /// A `UIImage` (and its `CGImage`): known by name only, drawn as a placeholder.
    case image(LayerContents)
    /// A `CAMediaTimingFunction`.
    case timingFunction(MediaTimingFunction)
    /// A Swift tuple: `(i, x)` of `enumerated()`, `zip`, or written `(a, b)`.
    indirect case tuple([Value])
    /// A simd matrix (`simd_double4x4`, `float4x4`) or vector (`SIMD4<Double>`).
    indirect case simd(SIMDValue)
    /// A value of a `struct` the listing declares.
    indirect case structure(StructValue)
    /// An instance of an Objective-C class the listing declares (a reference).
    case object(ListingObject)
    /// `nil`.
    case null
    /// The result of a `void` call.
    case void
}

extension Value {
    /// The type's name in the dialect: its `ValueType`'s name without the pointer `*` (`CGFloat`, `double` / `Double`,
    /// `CALayer`); `nil`, a touch and an address, which have no `ValueType`, are named here.
    public func typeName(in dialect: Dialect) -> String {
        switch self {
        case .null: return "nil"
        case .touch: return "UITouch"
        case .gesture(let recognizer): return recognizer.kind.rawValue
        case .animation(let animation): return animation.kind == .keyframe ? "CAKeyframeAnimation" : "CABasicAnimation"
        case .image: return "UIImage"
        case .timingFunction: return "CAMediaTimingFunction"
        case .address(_, let name): return name + " *"
        case .tuple(let elements): return "(" + elements.map { $0.typeName(in: dialect) }.joined(separator: ", ") + ")"
        case .structure(let value): return value.typeName
        case .object(let object): return object.className
        case .simd(let value): return value.typeName
        case .array(let elements) where dialect == .swift:
            // Named as Swift infers it: `[Int]` when every element has one type (an empty array: `[Any]`).
            let names = Set(elements.map { $0.typeName(in: dialect) })
            return "[\(names.count == 1 ? names.first ?? "Any" : "Any")]"
        default: return ValueType(of: self).baseName(in: dialect)
        }
    }

    /// The type as a compiler spells it in a message: Objective-C object types carry their `*` (`UIColor *`).
    public func spelledType(in dialect: Dialect) -> String {
        switch self {
        case .null, .address: return typeName(in: dialect)
        case .touch: return dialect == .objc ? "UITouch *" : "UITouch"
        case .gesture(let recognizer): return dialect == .objc ? recognizer.kind.rawValue + " *" : recognizer.kind.rawValue
        case .animation, .image, .timingFunction, .object: return dialect == .objc ? typeName(in: dialect) + " *" : typeName(in: dialect)
        case .array where dialect == .swift: return typeName(in: dialect)
        default: return ValueType(of: self).name(in: dialect)
        }
    }

    /// The numeric value of a scalar (`CGFloat`, `double`, `float`, integer, `BOOL`, or an `NSNumber` of one).
    public var numericValue: Double? {
        switch self {
        case .cgFloat(let value), .double(let value): return value
        case .float(let value): return Double(value)
        case .integer(let value, _): return Double(value)
        case .bool(let value): return value ? 1 : 0
        case .number(let boxed): return boxed.numericValue
        default: return nil
        }
    }

    var isScalar: Bool {
        switch self {
        case .cgFloat, .double, .float, .integer, .bool: return true
        default: return false
        }
    }

    var isFloatingPoint: Bool {
        switch self {
        case .cgFloat, .double, .float: return true
        default: return false
        }
    }

    /// Every number the value holds (struct fields, matrix elements), for finiteness checks and comparisons.
    var components: [Double] {
        switch self {
        case .cgFloat, .double, .float, .integer, .bool: return numericValue.map { [$0] } ?? []
        case .number(let boxed): return boxed.components
        case .point(let p): return [p.x, p.y]
        case .size(let s): return [s.width, s.height]
        case .rect(let r): return [r.origin.x, r.origin.y, r.size.width, r.size.height]
        case .affineTransform(let t): return [t.a, t.b, t.c, t.d, t.tx, t.ty]
        case .transform3D(let t): return t.elements
        case .vector3(let v): return [Double(v.x), Double(v.y), Double(v.z)]
        case .matrix3(let m): return m.m.map(Double.init)
        case .matrix4(let m): return m.m.map(Double.init)
        case .color(let c), .cgColor(let c): return c.components
        case .array(let values): return values.flatMap { $0.components }
        case .structure(let value): return value.fields.flatMap { $0.components }
        case .simd(let value): return value.elements
        default: return []
        }
    }

    /// Whether any number in the value is NaN or infinite. Checked on every assignment, so the common cases read
    /// the fields rather than building `components`: `x * 0` is 0 for a finite `x` and NaN otherwise, so a sum of
    /// such products is NaN exactly when one of the numbers is not finite.
    var isNonFinite: Bool {
        switch self {
        case .cgFloat(let x), .double(let x): return !x.isFinite
        case .float(let x): return !x.isFinite
        case .integer, .bool: return false
        case .point(let p): return (p.x * 0 + p.y * 0).isNaN
        case .size(let s): return (s.width * 0 + s.height * 0).isNaN
        case .rect(let r): return (r.origin.x * 0 + r.origin.y * 0 + r.size.width * 0 + r.size.height * 0).isNaN
        case .affineTransform(let t): return (t.a * 0 + t.b * 0 + t.c * 0 + t.d * 0 + t.tx * 0 + t.ty * 0).isNaN
        case .transform3D(let t):
            let rows = (t.m11 * 0 + t.m12 * 0 + t.m13 * 0 + t.m14 * 0) + (t.m21 * 0 + t.m22 * 0 + t.m23 * 0 + t.m24 * 0)
                + (t.m31 * 0 + t.m32 * 0 + t.m33 * 0 + t.m34 * 0) + (t.m41 * 0 + t.m42 * 0 + t.m43 * 0 + t.m44 * 0)
            return rows.isNaN
        case .array(let values): return values.contains { $0.isNonFinite }
        default: return components.contains { !$0.isFinite }
        }
    }
}
