/// Names the snippet language knows, for parsing decisions (is `(CGFloat)` a cast?), "did you mean" suggestions
/// and highlighting.
enum Names {
    /// Type names of the Objective-C dialect: C scalars, Core Graphics / Core Animation / UIKit / GLKit types.
    static let objcTypeNames: Set<String> = [
        "CGFloat", "CGPoint", "CGSize", "CGRect", "CGVector", "CGAffineTransform", "CATransform3D", "CALayer",
        "CATransformLayer", "UIView", "UIColor", "CGColorRef", "NSNumber", "NSArray", "NSMutableArray", "NSString",
        "NSInteger", "NSUInteger", "BOOL", "bool", "int", "long", "short", "char", "float", "double", "id", "void",
        "GLKMatrix3", "GLKMatrix4", "GLKVector2", "GLKVector3", "GLKVector4", "UIViewController", "CFTimeInterval",
        "NSTimeInterval", "int32_t", "int64_t", "uint32_t", "uint64_t", "size_t",
        "int8_t", "uint8_t", "int16_t", "uint16_t", "u_int32_t", "instancetype",
        "UIButton", "UILabel", "UIControl", "UITouch", "UIEvent", "NSSet", "IBAction",
        "UIGestureRecognizer", "UIPanGestureRecognizer", "UITapGestureRecognizer",
    ]

    /// Type names of the Swift dialect.
    static let swiftTypeNames: Set<String> = [
        "CGFloat", "CGPoint", "CGSize", "CGRect", "CGVector", "CGAffineTransform", "CATransform3D", "CALayer",
        "CATransformLayer", "UIView", "UIColor", "CGColor", "NSNumber", "Int", "Double", "Float", "Bool", "String",
        "GLKMatrix3", "GLKMatrix4", "GLKVector2", "GLKVector3", "GLKVector4", "UIViewController", "Any", "AnyObject",
        "TimeInterval", "Array", "UIButton", "UILabel", "UIControl", "UITouch", "UIEvent", "Set",
        "UIGestureRecognizer", "UIPanGestureRecognizer", "UITapGestureRecognizer",
    ]

    static func typeNames(_ dialect: Dialect) -> Set<String> {
        dialect == .objc ? objcTypeNames : swiftTypeNames
    }

    /// A dictionary of `entries` where the first entry of a name wins (as a search in their order would find).
    /// Built by hand: `Dictionary(_:uniquingKeysWith:)` rethrows, which Embedded Swift cannot compile.
    static func firstByName<Element>(_ entries: some Sequence<(String, Element)>) -> [String: Element] {
        var result: [String: Element] = [:]
        for (name, element) in entries where result[name] == nil {
            result[name] = element
        }
        return result
    }
}
