/// Names the snippet language knows, for parsing decisions (is `(CGFloat)` a cast?), "did you mean" suggestions
/// and highlighting.
enum Names {
    /// Type names of the Objective-C dialect: C scalars, Core Graphics / Core Animation / UIKit / GLKit types.
    static let objcTypeNames: Set<String> = [
        "CGFloat", "CGPoint", "CGSize", "CGRect", "CGVector", "CGAffineTransform", "CATransform3D", "CALayer",
        "CATransformLayer", "UIView", "UIColor", "CGColorRef", "NSNumber", "NSArray", "NSMutableArray", "NSString",
        "NSInteger", "NSUInteger", "BOOL", "bool", "int", "long", "short", "char", "float", "double", "id", "void",
        "GLKMatrix3", "GLKMatrix4", "GLKVector2", "GLKVector3", "GLKVector4", "UIViewController", "CFTimeInterval",
        "NSTimeInterval", "int32_t", "int64_t", "uint32_t", "uint64_t", "size_t", "instancetype",
        "UIButton", "UIControl", "UITouch", "UIEvent", "NSSet", "IBAction",
        "UIGestureRecognizer", "UIPanGestureRecognizer", "UITapGestureRecognizer",
    ]

    /// Type names of the Swift dialect.
    static let swiftTypeNames: Set<String> = [
        "CGFloat", "CGPoint", "CGSize", "CGRect", "CGVector", "CGAffineTransform", "CATransform3D", "CALayer",
        "CATransformLayer", "UIView", "UIColor", "CGColor", "NSNumber", "Int", "Double", "Float", "Bool", "String",
        "GLKMatrix3", "GLKMatrix4", "GLKVector2", "GLKVector3", "GLKVector4", "UIViewController", "Any", "AnyObject",
        "TimeInterval", "Array", "UIButton", "UIControl", "UITouch", "UIEvent", "Set",
        "UIGestureRecognizer", "UIPanGestureRecognizer", "UITapGestureRecognizer",
    ]

    static func typeNames(_ dialect: Dialect) -> Set<String> {
        dialect == .objc ? objcTypeNames : swiftTypeNames
    }
}

/// A fixed table of names, looked up by comparing the name with the few entries of the same length and first and
/// last bytes: no hashing (which costs hundreds of instructions per short name, more than the lookups it serves).
/// For the tables the evaluator consults on every property access and call.
struct NameTable<Element> {
    private var buckets: [[(name: String, element: Element)]]
    private static var bucketCount: Int { 256 }

    /// The first entry of a name wins, as `Dictionary(_:uniquingKeysWith: { first, _ in first })` keeps it.
    init(_ entries: some Sequence<(String, Element)>) {
        buckets = Array(repeating: [], count: Self.bucketCount)
        for (name, element) in entries {
            let bucket = Self.bucket(of: name)
            guard !buckets[bucket].contains(where: { $0.name == name }) else { continue }
            buckets[bucket].append((name, element))
        }
    }

    private static func bucket(of name: String) -> Int {
        let ends = name.utf8Ends
        return (ends.count &* 31 &+ Int(ends.first) &* 7 &+ Int(ends.last)) & (bucketCount - 1)
    }

    subscript(name: String) -> Element? {
        // The bucket's entries are compared where they are: iterating over copies retained and released every
        // entry's element (a builtin's closure and arrays) only to compare its name.
        buckets[Self.bucket(of: name)].withUnsafeBufferPointer { entries in
            for index in entries.indices where entries[index].name == name { return entries[index].element }
            return nil
        }
    }
}

extension String {
    /// `(utf8.count, utf8.first ?? 0, utf8.last ?? 0)`, read from the string's bytes at once. Through
    /// `String.UTF8View`, `first` and above all `last` cost tens of instructions each, and the parser and the name
    /// tables ask for them on most tokens and lookups.
    @inline(__always)
    var utf8Ends: (count: Int, first: UInt8, last: UInt8) {
        if let ends = utf8.withContiguousStorageIfAvailable({ bytes in
            bytes.isEmpty ? (0, UInt8(0), UInt8(0)) : (bytes.count, bytes[0], bytes[bytes.count - 1])
        }) {
            return ends
        }
        return (utf8.count, utf8.first ?? 0, utf8.last ?? 0)
    }
}
