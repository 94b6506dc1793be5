import Diagnostics
@testable import SnippetLanguage
import XCTest

/// Objective-C classes a listing declares itself (issue 14 §2: the article's `DHVector` is not Apple API, so the
/// listing may define it): properties, instance variables, methods, the init forms, references, nil messaging.
final class ObjCClassTests: XCTestCase {
    private let origin = SourceOrigin(file: "listing", firstLine: 1)

    private func run(_ source: String, stepBudget: Int = Limits.defaultStepBudget) -> Evaluation {
        SnippetEvaluator.evaluate(source, dialect: .objc, origin: origin, options: EvaluationOptions(stepBudget: stepBudget))
    }

    private func describe(_ evaluation: Evaluation, _ name: String) -> String {
        evaluation.variable(named: name).map { evaluation.describe($0) } ?? "none"
    }

    /// A vector class in the article's style: two properties, a custom initializer and a class method.
    private let vector = """
        @interface DHVector : NSObject
        @property (nonatomic) CGFloat x;
        @property (nonatomic) CGFloat y;
        - (instancetype)initWithX:(CGFloat)x y:(CGFloat)y;
        - (DHVector *)vectorByRotatingBy90;
        + (DHVector *)vectorWithX:(CGFloat)x y:(CGFloat)y;
        @end

        @implementation DHVector
        - (instancetype)initWithX:(CGFloat)x y:(CGFloat)y {
            self = [super init];
            if (self) {
                _x = x;
                _y = y;
            }
            return self;
        }
        - (DHVector *)vectorByRotatingBy90 {
            return [[DHVector alloc] initWithX:-self.y y:self.x];
        }
        - (CGFloat)lengthSquared {
            return _x * _x + self.y * self.y;
        }
        + (DHVector *)vectorWithX:(CGFloat)x y:(CGFloat)y {
            return [[self alloc] initWithX:x y:y];
        }
        @end

        """

    func testPropertiesMethodsAndInitializers() {
        let evaluation = run(vector + """
            DHVector *v = [DHVector vectorWithX:3 y:4];
            DHVector *w = [v vectorByRotatingBy90];
            CGFloat wx = w.x, wy = [w y];
            CGFloat squared = [v lengthSquared];
            v.x = 6;
            [v setY:8];
            CGFloat changed = [v lengthSquared];
            """)
        XCTAssertTrue(evaluation.diagnostics.isEmpty, "\(evaluation.diagnostics)")
        XCTAssertEqual(describe(evaluation, "wx"), "-4")
        XCTAssertEqual(describe(evaluation, "wy"), "3")
        XCTAssertEqual(describe(evaluation, "squared"), "25")
        XCTAssertEqual(describe(evaluation, "changed"), "100")
        XCTAssertEqual(describe(evaluation, "w"), "<DHVector _x = -4 _y = 3>")
        XCTAssertEqual(evaluation.variable(named: "v")?.typeName(in: .objc), "DHVector")
    }

    func testInstanceVariablesAccessorsAndTheInitForms() {
        let evaluation = run("""
            @interface Counter : NSObject {
                NSInteger count;
            }
            @property (nonatomic) CGFloat step;
            @end

            @implementation Counter {
                BOOL started;
            }
            - (instancetype)init {
                self = [super init];
                _step = 1.5;
                return self;
            }
            - (void)tick { count = count + 1; started = YES; }
            - (NSInteger)count { return count; }
            - (BOOL)started { return started; }
            - (void)setStep:(CGFloat)step { _step = step < 0 ? 0 : step; }
            @end

            Counter *fresh = [Counter new];
            Counter *allocated = [[Counter alloc] init];
            [allocated tick];
            [allocated tick];
            NSInteger ticks = allocated.count;
            BOOL freshStarted = [fresh started], allocatedStarted = [allocated started];
            CGFloat defaultStep = fresh.step;
            fresh.step = -3;
            CGFloat clamped = fresh.step;
            """)
        XCTAssertTrue(evaluation.diagnostics.isEmpty, "\(evaluation.diagnostics)")
        XCTAssertEqual(describe(evaluation, "ticks"), "2")
        XCTAssertEqual(describe(evaluation, "freshStarted"), "NO")
        XCTAssertEqual(describe(evaluation, "allocatedStarted"), "YES")
        XCTAssertEqual(describe(evaluation, "defaultStep"), "1.5", "new runs the class's own init")
        XCTAssertEqual(describe(evaluation, "clamped"), "0", "a dot assignment calls the class's setter")
    }

    func testObjectsAreReferences() {
        let evaluation = run(vector + """
            void Stretch(DHVector *vector) { vector.x = vector.x * 10; }
            DHVector *a = [[DHVector alloc] initWithX:1 y:2];
            DHVector *b = a;
            b.y = 20;
            Stretch(a);
            NSArray *vectors = @[a];
            DHVector *c = vectors[0];
            c.x = c.x + 1;
            CGFloat ax = a.x, ay = a.y;
            BOOL same = a == c, other = a == [DHVector new];
            DHVector *zero = [[DHVector alloc] init];
            CGFloat zx = zero.x;
            """)
        XCTAssertTrue(evaluation.diagnostics.isEmpty, "\(evaluation.diagnostics)")
        XCTAssertEqual(describe(evaluation, "ax"), "11")
        XCTAssertEqual(describe(evaluation, "ay"), "20")
        XCTAssertEqual(describe(evaluation, "same"), "YES")
        XCTAssertEqual(describe(evaluation, "other"), "NO")
        XCTAssertEqual(describe(evaluation, "zx"), "0", "alloc leaves the instance variables zero; NSObject's init keeps them")
    }

    func testMessagesToNilReturnNilOrZeroOfTheDeclaredType() {
        let evaluation = run(vector + """
            DHVector *none = nil;
            CGFloat squared = [none lengthSquared];
            CGFloat x = none.x;
            DHVector *turned = [none vectorByRotatingBy90];
            BOOL isNil = turned == nil;
            """)
        XCTAssertFalse(evaluation.hasErrors, "\(evaluation.diagnostics)")
        XCTAssertEqual(describe(evaluation, "squared"), "0")
        XCTAssertEqual(describe(evaluation, "x"), "0")
        XCTAssertEqual(describe(evaluation, "isNil"), "YES")
        XCTAssertEqual(evaluation.diagnostics.map(\.id), ["message-to-nil", "message-to-nil", "message-to-nil"])
        XCTAssertEqual(evaluation.diagnostics.map(\.location.line), [29, 30, 31])
    }

    func testUnknownSelectorsAndClassesAreLocatedErrorsAllAtOnce() {
        let evaluation = run(vector + """
            DHVector *v = [DHVector new];
            [v lenghtSquared];
            CGFloat z = v.z;
            DHVector *w = [DHVector vectorWithAngle:1];
            DHVector *u = [[DHVector alloc] initWithAngle:1];
            DHVector *q = [DHVector alloc];
            DHVector byValue;
            DHVector2D *unknown = [[DHVector2D alloc] init];
            """)
        let errors = evaluation.diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(errors.map(\.message), [
            "no visible @interface for 'DHVector' declares the selector 'lenghtSquared'; did you mean 'lengthSquared'?",
            "property 'z' not found on object of type 'DHVector *'",
            "no known class method for selector 'vectorWithAngle:' on 'DHVector'",
            "no visible @interface for 'DHVector' declares the selector 'initWithAngle:'",
            "'[DHVector alloc]' must be followed by an initializer: write '[[DHVector alloc] init]'",
            "interface type 'DHVector' cannot be statically allocated; write 'DHVector *'",
            "unknown class 'DHVector2D': it is not Apple API, and the listing does not define it",
        ])
        XCTAssertEqual(errors.map(\.id), ["unknown-method", "unknown-member", "unknown-method", "unknown-method", "alloc-without-init",
                                          "object-by-value", "unknown-type"])
        XCTAssertEqual(errors.map { [$0.location.line, $0.location.column] },
                       [[29, 4], [30, 15], [31, 25], [32, 33], [33, 15], [34, 1], [35, 1]])
    }

    func testAMalformedInterfaceIsReportedWhole() {
        let evaluation = run("""
            @interface Broken : NSObject {
                CGFloat scale = 2;
            }
            @property (nonatomic) CGFloat;
            - (void)grow
            + (Broken *)brokenWithScale:(CGFloat)scale;
            """)
        XCTAssertEqual(evaluation.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" }, [
            "2:21 expected ';' at end of declaration list",
            "4:30 expected a property name, found ';'",
            "5:13 expected ';' after method prototype",
            "6:44 expected '@end' to close '@interface'",
        ])
    }

    func testAMethodThatRecursesWithoutEndStopsAtTheStepBudget() {
        let evaluation = run("""
            @interface Walker : NSObject
            @end
            @implementation Walker
            - (NSInteger)walk:(NSInteger)n {
                if (n < 2) { return n; }
                return [self walk:n - 1] + [self walk:n - 2];
            }
            @end
            NSInteger steps = [[Walker new] walk:60];
            """, stepBudget: 20_000)
        XCTAssertEqual(evaluation.diagnostics.map(\.id), ["step-budget"])
        XCTAssertEqual(evaluation.diagnostics.first?.location.line, 6)
        XCTAssertLessThanOrEqual(evaluation.steps, 20_001)
    }

    func testTheViewControllerStaysTheClassOfEveryOtherInterface() {
        let evaluation = run(vector + """
            @interface ViewController ()
            @property (nonatomic, weak) IBOutlet UIView *layerView;
            @property (nonatomic, strong) DHVector *lastTranslation;
            @end
            @implementation ViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.lastTranslation = [DHVector vectorWithX:0 y:-10];
                DHVector *axis = [self.lastTranslation vectorByRotatingBy90];
                self.layerView.layer.transform = CATransform3DMakeRotation(M_PI / 6, axis.x, axis.y, 0);
            }
            @end
            """)
        XCTAssertTrue(evaluation.diagnostics.isEmpty, "\(evaluation.diagnostics)")
        XCTAssertEqual(evaluation.ran, ["viewDidLoad"])
        let m22 = evaluation.evaluateExpression("self.layerView.layer.transform.m22", dialect: .objc, origin: origin).value
        XCTAssertEqual(m22?.numericValue ?? 0, cos(Double.pi / 6), accuracy: 1e-15)
    }

    func testAnObjectThatHoldsItselfIsDescribedOnce() throws {
        let evaluation = run("""
            @interface Node : NSObject
            @property (nonatomic, strong) Node *next;
            @property (nonatomic) CGPoint at;
            @end
            @implementation Node
            @end
            Node *loop = [Node new];
            loop.next = loop;
            loop.at = CGPointMake(1, 2);
            """)
        XCTAssertTrue(evaluation.diagnostics.isEmpty, "\(evaluation.diagnostics)")
        XCTAssertEqual(describe(evaluation, "loop"), "<Node _next = <Node> _at = (1, 2)>")
        let json = evaluation.jsonText(of: try XCTUnwrap(evaluation.variable(named: "loop")))
        XCTAssertEqual(json, #"{"type": "Node"}"#)
    }

    func testALabelIsAViewWhoseTextIsAccepted() {
        let evaluation = run("""
            UILabel *label = [[UILabel alloc] initWithFrame:CGRectMake(10, 20, 100, 30)];
            label.text = @"Face 1";
            label.textAlignment = NSTextAlignmentCenter;
            label.textColor = [UIColor whiteColor];
            UILabel *empty = [UILabel new];
            CGRect frame = label.frame;
            UIView *plain = [[UIView alloc] init];
            plain.text = @"not a label";
            """)
        XCTAssertEqual(describe(evaluation, "frame"), "(10, 20, 100, 30)")
        XCTAssertEqual(evaluation.diagnostics.map(\.message), ["'text' is UIKit API that notebook does not model"],
                       "only the plain view's text is unmodelled")
        let swift = SnippetEvaluator.evaluate("let label = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 20))\nlabel.text = \"A\"\n"
                                              + "label.textAlignment = .center\nlet width = label.bounds.width",
                                              dialect: .swift, origin: origin)
        XCTAssertTrue(swift.diagnostics.isEmpty, "\(swift.diagnostics)")
        XCTAssertEqual(swift.variable(named: "width").map { swift.describe($0) }, "50")
    }
}
