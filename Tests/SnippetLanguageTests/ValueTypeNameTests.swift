@testable import SnippetLanguage
import TransformKit
import XCTest

/// A value's type name is its `ValueType`'s name in the dialect (without the pointer `*`), and its spelled type is
/// the `ValueType`'s name with it: one source of truth, checked over every kind of value.
final class ValueTypeNameTests: XCTestCase {
    /// Every kind of value, with its type name and spelled type in Objective-C, then in Swift.
    private var examples: [(Value, objc: (String, String), swift: (String, String))] {
        let color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        return [
            (.cgFloat(1), ("CGFloat", "CGFloat"), ("CGFloat", "CGFloat")),
            (.double(1), ("double", "double"), ("Double", "Double")),
            (.float(1), ("float", "float"), ("Float", "Float")),
            (.integer(1, .int), ("int", "int"), ("Int32", "Int32")),
            (.integer(1, .long), ("long", "long"), ("Int", "Int")),
            (.integer(1, .nsInteger), ("NSInteger", "NSInteger"), ("Int", "Int")),
            (.integer(1, .nsUInteger), ("NSUInteger", "NSUInteger"), ("Int", "Int")),
            (.integer(1, .unsignedInt), ("unsigned int", "unsigned int"), ("UInt32", "UInt32")),
            (.integer(1, .uint32), ("u_int32_t", "u_int32_t"), ("UInt32", "UInt32")),
            (.integer(1, IntegerType(name: "short", bits: 16)), ("short", "short"), ("Int16", "Int16")),
            (.integer(1, .swiftInt), ("Int", "Int"), ("Int", "Int")),
            (.bool(true), ("BOOL", "BOOL"), ("Bool", "Bool")),
            (.point(.zero), ("CGPoint", "CGPoint"), ("CGPoint", "CGPoint")),
            (.size(.zero), ("CGSize", "CGSize"), ("CGSize", "CGSize")),
            (.rect(.zero), ("CGRect", "CGRect"), ("CGRect", "CGRect")),
            (.affineTransform(.identity), ("CGAffineTransform", "CGAffineTransform"), ("CGAffineTransform", "CGAffineTransform")),
            (.transform3D(CATransform3DIdentity), ("CATransform3D", "CATransform3D"), ("CATransform3D", "CATransform3D")),
            (.vector3(GLKVector3(x: 0, y: 0, z: 1)), ("GLKVector3", "GLKVector3"), ("GLKVector3", "GLKVector3")),
            (.matrix3(GLKMatrix3(m00: 1, m01: 0, m02: 0, m10: 0, m11: 1, m12: 0, m20: 0, m21: 0, m22: 1)),
             ("GLKMatrix3", "GLKMatrix3"), ("GLKMatrix3", "GLKMatrix3")),
            (.matrix4(GLKMatrix4(CATransform3DIdentity)), ("GLKMatrix4", "GLKMatrix4"), ("GLKMatrix4", "GLKMatrix4")),
            (.color(color), ("UIColor", "UIColor *"), ("UIColor", "UIColor")),
            (.cgColor(color), ("CGColorRef", "CGColorRef"), ("CGColor", "CGColor")),
            (.layer(CALayer()), ("CALayer", "CALayer *"), ("CALayer", "CALayer")),
            (.layer(CATransformLayer()), ("CATransformLayer", "CATransformLayer *"), ("CATransformLayer", "CATransformLayer")),
            (.view(UIView()), ("UIView", "UIView *"), ("UIView", "UIView")),
            (.array([.double(1)]), ("NSArray", "NSArray *"), ("[Double]", "[Double]")),
            (.string("x"), ("NSString", "NSString *"), ("String", "String")),
            (.number(.double(1)), ("NSNumber", "NSNumber *"), ("NSNumber", "NSNumber")),
            (.address(.transform3D(CATransform3DIdentity), typeName: "GLKMatrix4"), ("GLKMatrix4 *", "GLKMatrix4 *"), ("GLKMatrix4 *", "GLKMatrix4 *")),
            (.touch(.zero), ("UITouch", "UITouch *"), ("UITouch", "UITouch")),
            (.null, ("nil", "nil"), ("nil", "nil")),
            (.void, ("void", "void"), ("Void", "Void")),
        ]
    }

    func testEveryValueKindIsNamedInBothDialects() {
        for (value, objc, swift) in examples {
            XCTAssertEqual(value.typeName(in: .objc), objc.0, "\(value)")
            XCTAssertEqual(value.spelledType(in: .objc), objc.1, "\(value)")
            XCTAssertEqual(value.typeName(in: .swift), swift.0, "\(value)")
            XCTAssertEqual(value.spelledType(in: .swift), swift.1, "\(value)")
        }
    }

    /// A value that has a `ValueType` is named by it: the spelled type is the type's name.
    func testValuesAreNamedByTheirValueType() {
        for (value, _, _) in examples {
            switch value {
            case .null, .touch, .address: continue
            default: break
            }
            for dialect in Dialect.allCases {
                // A Swift array is named by its elements (`[Double]`); its ValueType, what conversions check, has none.
                if case .array = value, dialect == .swift { continue }
                XCTAssertEqual(value.spelledType(in: dialect), ValueType(of: value).name(in: dialect), "\(value)")
                XCTAssertEqual(value.typeName(in: dialect), ValueType(of: value).baseName(in: dialect), "\(value)")
            }
        }
    }
}
