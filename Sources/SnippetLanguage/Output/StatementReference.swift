/// The statements and declarations of each dialect, as docs/language-reference.md lists them. The parser's knowledge
/// is in its code, not in a table, so every example here is a whole snippet that a test evaluates: an entry that the
/// dialect does not accept fails the test.
enum StatementReference {
    struct Entry {
        var construct: String
        /// A snippet using the construct, or nil when the dialect has no such construct.
        var objc: String?
        var swift: String?
    }

    static let entries: [Entry] = [
        Entry(construct: "variable declaration",
              objc: "CGFloat x = 1, y = 2;", swift: "let x: CGFloat = 1, y = 2.0"),
        Entry(construct: "assignment, compound assignment",
              objc: "CGFloat x = 1; x += 2; x *= 3;", swift: "var x = 1.0; x += 2; x *= 3"),
        Entry(construct: "increment, decrement",
              objc: "NSInteger i = 0; i++; --i;", swift: nil),
        Entry(construct: "if / else",
              objc: "CGFloat x = 1; if (x > 0) { x = 2; } else { x = 3; }",
              swift: "var x = 1.0; if x > 0 { x = 2 } else if x < 0 { x = 3 } else { x = 4 }"),
        Entry(construct: "statement expression (GNU C, a lazy getter's '({ ... })')",
              objc: "CGFloat half = ({ CGFloat w = 200; w / 2; });", swift: nil),
        Entry(construct: "for loop",
              objc: "CGFloat sum = 0; for (NSInteger i = 0; i < 6; i++) { sum += i; }",
              swift: "var sum = 0; for i in 0..<6 { sum += i }; for j in stride(from: 0, to: 6, by: 2) { sum += j }"),
        Entry(construct: "fast enumeration / for-in over an array",
              objc: "CGFloat sum = 0; for (NSNumber *n in @[@1, @2]) { sum += n.doubleValue; }",
              swift: "var sum = 0.0; for n in [1.0, 2.0] { sum += n }"),
        Entry(construct: "break, continue, return",
              objc: "CGFloat f(CGFloat x) { for (int i = 0; i < 3; i++) { if (i == 1) continue; if (i == 2) break; } return x; }\nCGFloat y = f(2);",
              swift: "func f(_ x: CGFloat) -> CGFloat { for i in 0..<3 { if i == 1 { continue }; if i == 2 { break } }; return x }\nlet y = f(2)"),
        Entry(construct: "while, do/repeat-while",
              objc: "NSInteger n = 0; while (n < 3) { n++; } do { n--; } while (n > 1);",
              swift: "var n = 0; while n < 3 { n += 1 }; repeat { n -= 1 } while n > 1"),
        Entry(construct: "switch (C: labels fall through until 'break'; Swift: several patterns, ranges, 'default')",
              objc: "NSInteger face = 2; CGFloat angle = 0;\nswitch (face) { case 1: angle = 90; break; case 2: case 3: angle = 180; break; default: angle = 0; }",
              swift: "let face = 2; var angle = 0.0\nswitch face { case 1: angle = 90; case 2, 3: angle = 180; case 4..<6: angle = 270; default: angle = 0 }"),
        Entry(construct: "guard … else",
              objc: nil,
              swift: "func half(_ x: CGFloat) -> CGFloat { guard x > 0 else { return 0 }; return x / 2 }\nlet y = half(3)"),
        Entry(construct: "tuples and tuple patterns; map, filter, forEach, reduce, enumerated(), zip",
              objc: nil,
              swift: "let (w, h) = (2.0, 3.0); var sum = 0.0\nfor (i, x) in [w, h].enumerated() { sum += Double(i) * x }\n"
                  + "let squares = [1, 2, 3].map { $0 * $0 }.filter { $0 > 1 }; let total = squares.reduce(0) { $0 + $1 }\n"
                  + "for (a, b) in zip([1, 2], [3, 4]) { sum += Double(a * b) }; squares.forEach { sum += Double($0) }"),
        Entry(construct: "print / NSLog (the listing's console)",
              objc: "CGFloat angle = M_PI / 4; NSLog(@\"angle = %.2f, n = %d, %@\", angle, 6, @\"done\");",
              swift: "let angle: CGFloat = .pi / 4; print(\"angle\", angle, separator: \" = \")"),
        Entry(construct: "function",
              objc: "CGFloat twice(CGFloat x) { return 2 * x; }\nCGFloat y = twice(3);",
              swift: "func twice(_ x: CGFloat) -> CGFloat { return 2 * x }\nlet y = twice(3)"),
        Entry(construct: "class with outlets and viewDidLoad",
              objc: "@interface ViewController : UIViewController\n@property (nonatomic, weak) IBOutlet UIView *layerView;\n@end\n"
                  + "@implementation ViewController\n- (void)viewDidLoad {\n    [super viewDidLoad];\n    self.layerView.alpha = 0.5;\n}\n@end",
              swift: "class ViewController: UIViewController {\n    @IBOutlet weak var layerView: UIView!\n"
                  + "    override func viewDidLoad() {\n        super.viewDidLoad()\n        layerView.alpha = 0.5\n    }\n}"),
        Entry(construct: "method with parameters",
              objc: "@implementation ViewController\n- (void)viewDidLoad { [self move:10 by:2]; }\n"
                  + "- (void)move:(CGFloat)x by:(CGFloat)factor { self.view.layer.zPosition = x * factor; }\n@end",
              swift: "class ViewController: UIViewController {\n    override func viewDidLoad() { move(10, by: 2) }\n"
                  + "    func move(_ x: CGFloat, by factor: CGFloat) { view.layer.zPosition = x * factor }\n}"),
        Entry(construct: "#define (object-like and function-like)",
              objc: "#define SIDE 200\n#define RADIANS(x) ((x) / 180.0 * M_PI)\nCGFloat angle = RADIANS(45) * SIDE;", swift: nil),
        Entry(construct: "#import / import (ignored)",
              objc: "#import <QuartzCore/QuartzCore.h>\nCGFloat x = 1;", swift: "import UIKit\nlet x = 1"),
        Entry(construct: "casts",
              objc: "CGFloat x = (CGFloat)1 / 2; int n = (int)2.5;", swift: "let x = CGFloat(1) / 2; let n = Int(x * 5); let v = self.view as UIView"),
        Entry(construct: "literals: array, boxed number, string",
              objc: "NSArray *a = @[@1, @(2.5)]; NSString *s = @\"text\";", swift: "let a = [1, 2]; let s = \"text\""),
        Entry(construct: "conditional operator",
              objc: "CGFloat x = 1 > 0 ? 2 : 3;", swift: "let x = 1 > 0 ? 2 : 3"),
        Entry(construct: "blocks and closures (capture, trailing closures)",
              objc: "__block CGFloat total = 0;\nvoid (^add)(CGFloat) = ^(CGFloat x) { total += x; };\nadd(2);\nCGFloat (^twice)(CGFloat) = ^(CGFloat x) { return 2 * x; };\nCGFloat y = twice(3);",
              swift: "var total: CGFloat = 0\nlet add = { (x: CGFloat) in total += x }\nadd(2)\nlet twice: (CGFloat) -> CGFloat = { $0 * 2 }\nlet y = twice(3)\nfunc apply(_ f: (CGFloat) -> CGFloat) -> CGFloat { return f(1) }\nlet z = apply { $0 + 1 }"),
        Entry(construct: "animations",
              objc: "CALayer *layer = [CALayer layer];\nCABasicAnimation *a = [CABasicAnimation animationWithKeyPath:@\"opacity\"];\na.toValue = @0;\na.duration = 2;\n[layer addAnimation:a forKey:@\"fade\"];\n"
                  + "[UIView animateWithDuration:0.5 animations:^{ self.view.alpha = 0.5; } completion:^(BOOL finished) { }];",
              swift: "let layer = CALayer()\nlet a = CABasicAnimation(keyPath: \"opacity\")\na.toValue = 0\na.duration = 2\nlayer.add(a, forKey: \"fade\")\n"
                  + "UIView.animate(withDuration: 0.5) { self.view.alpha = 0.5 } completion: { _ in }"),
        Entry(construct: "GLKit matrix from a transform; simd matrix (column c is the transform's row c + 1)",
              objc: "CATransform3D t = CATransform3DIdentity; GLKMatrix4 m = *(GLKMatrix4 *)&t;",
              swift: "let t = CATransform3DMakeTranslation(10, 20, 30)\nlet m = simd_double4x4(t)\nlet translation = m.columns.3\n"
                  + "let m41 = m[3][0]\nlet back = CATransform3D(m)\nlet f = float4x4(t).transpose"),
        Entry(construct: "struct (stored properties with defaults, memberwise init, methods, mutating, static, computed properties)",
              objc: nil,
              swift: "struct Vector {\n    var x: CGFloat\n    var y: CGFloat = 0\n    static let zero = Vector(x: 0)\n"
                  + "    var length: CGFloat { sqrt(x * x + y * y) }\n    func scaled(by k: CGFloat) -> Vector { Vector(x: x * k, y: y * k) }\n"
                  + "    mutating func flip() { x = -x }\n}\nvar v = Vector(x: 3, y: 4)\nv.flip()\nlet l = v.scaled(by: 2).length + Vector.zero.x"),
        Entry(construct: "a class of the listing's own (a subclass of NSObject: properties, instance variables, methods, init, class methods)",
              objc: "@interface Vector : NSObject {\n    NSInteger uses;\n}\n@property (nonatomic) CGFloat x;\n"
                  + "- (instancetype)initWithX:(CGFloat)x;\n+ (Vector *)vectorWithX:(CGFloat)x;\n@end\n@implementation Vector\n"
                  + "- (instancetype)initWithX:(CGFloat)x { self = [super init]; _x = x; return self; }\n"
                  + "+ (Vector *)vectorWithX:(CGFloat)x { return [[self alloc] initWithX:x]; }\n"
                  + "- (CGFloat)doubled { uses = uses + 1; return 2 * self.x; }\n@end\n"
                  + "Vector *v = [Vector vectorWithX:3];\nVector *same = v;\nsame.x = 4;\nCGFloat d = [v doubled];\nVector *zero = [Vector new];",
              swift: nil),
        Entry(construct: "extension (methods, computed and static properties of a listing's struct or a platform type)",
              objc: nil,
              swift: "extension CGPoint {\n    func rotated(by a: CGFloat) -> CGPoint { CGPoint(x: x * cos(a) - y * sin(a), y: x * sin(a) + y * cos(a)) }\n}\n"
                  + "extension CATransform3D {\n    static var perspective: CATransform3D { var t = CATransform3DIdentity; t.m34 = -1.0 / 500; return t }\n}\n"
                  + "let p = CGPoint(x: 1, y: 0).rotated(by: .pi / 2)\nlet layer = CALayer()\nlayer.transform = .perspective"),
        Entry(construct: "string interpolation (values as Swift's print writes them)",
              objc: nil,
              swift: "let angle: CGFloat = 270\nlet point = CGPoint(x: 1, y: 2)\nprint(\"angle \\(angle) at \\(point)\")"),
    ]

    /// What listings may not use, each reported with its own error.
    static let unsupported = [
        "`@selector` outside `addTarget:action:forControlEvents:` and `initWithTarget:action:`",
        "Swift `init` in a struct (the memberwise initializer is generated)", "classes other than the view controller and, in Objective-C, the listing's own subclasses of NSObject",
        "pointers other than the GLKit idiom",
    ]
}
