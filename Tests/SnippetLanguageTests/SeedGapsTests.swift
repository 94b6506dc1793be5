import Diagnostics
@testable import SnippetLanguage
import TransformKit
import XCTest

/// The language gaps the seed notes' last printed fragments fell into (issue 14): GNU statement expressions,
/// NSTextAlignment and NSNumber's `stringValue` (Swift `String(_:)`), and signatures printed where a call reads.
final class SeedGapsTests: XCTestCase {
    private let origin = SourceOrigin(file: "listing", firstLine: 1)

    private func run(_ source: String, _ dialect: Dialect = .objc) -> Evaluation {
        SnippetEvaluator.evaluate(source, dialect: dialect, origin: origin)
    }

    private func describe(_ evaluation: Evaluation, _ name: String) -> String {
        evaluation.variable(named: name).map { evaluation.describe($0) } ?? "none"
    }

    private func located(_ evaluation: Evaluation) -> [String] {
        evaluation.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" }
    }

    // MARK: Statement expressions

    func testStatementExpressionIsTheValueOfItsLastExpressionStatement() {
        let evaluation = run("""
            CGFloat base = 10;
            CGFloat total = ({
                CGFloat half = base / 2;
                half + 1;
            });
            """)
        XCTAssertTrue(evaluation.diagnostics.isEmpty, "\(evaluation.diagnostics)")
        XCTAssertEqual(describe(evaluation, "total"), "6")
    }

    func testStatementExpressionIsScopedLikeABlock() {
        let evaluation = run("""
            int inner = 1;
            int outer = ({ int inner = 5; inner * 2; });
            int after = inner;
            int leaked = half;
            """)
        XCTAssertEqual(describe(evaluation, "outer"), "10")
        XCTAssertEqual(describe(evaluation, "after"), "1", "the statement expression's 'inner' shadowed, then ended")
        XCTAssertEqual(located(evaluation), ["4:14: use of undeclared identifier 'half'"])
    }

    func testStatementExpressionBuildsAViewInAGetter() {
        let evaluation = run("""
            @interface ViewController ()
            @property (nonatomic, strong) UIView *transformView;
            @end
            @implementation ViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self.view addSubview:self.transformView];
            }
            - (UIView *)transformView {
                if (!_transformView) {
                    _transformView = ({
                        UIView *view = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 100, 50)];
                        view.center = self.view.center;
                        view;
                    });
                }
                return _transformView;
            }
            @end
            """)
        XCTAssertFalse(evaluation.hasErrors, "\(evaluation.diagnostics)")
        XCTAssertEqual(evaluation.rootView.subviews.count, 1)
        XCTAssertEqual(evaluation.rootView.subviews.first?.frame, TransformKit.CGRect(x: 110, y: 215, width: 100, height: 50))
    }

    func testEmptyOrNonExpressionEndIsALocatedError() {
        let empty = run("int x = ({ });")
        XCTAssertEqual(located(empty), ["1:9: the statement expression '({ ... })' is empty: it needs a last expression statement, whose value is its value"])
        let declaration = run("int y = ({ int z = 2; });")
        XCTAssertEqual(located(declaration), ["1:12: the last statement of a statement expression '({ ... })' must be an expression, whose value is its value; this is a declaration"])
        XCTAssertTrue(declaration.diagnostics.allSatisfy { $0.id == "expected-expression" && $0.severity == .error })
    }

    func testReturnInsideAStatementExpressionLeavesTheFunction() {
        let evaluation = run("""
            int pick(int n) {
                int ignored = ({ if (n > 0) { return 7; } 0; });
                return ignored + 100;
            }
            int a = pick(1);
            int b = pick(-1);
            """)
        XCTAssertTrue(evaluation.diagnostics.isEmpty, "\(evaluation.diagnostics)")
        XCTAssertEqual(describe(evaluation, "a"), "7")
        XCTAssertEqual(describe(evaluation, "b"), "100")
    }

    // MARK: NSTextAlignment, stringValue, String(_:)

    func testTextAlignmentConstantsAndTitleLabelAreWarningsOnly() {
        let objc = run("""
            UIButton *button = [[UIButton alloc] initWithFrame:CGRectMake(0, 0, 10, 10)];
            NSInteger center = NSTextAlignmentCenter, right = NSTextAlignmentRight;
            button.titleLabel.textAlignment = NSTextAlignmentCenter;
            """)
        XCTAssertEqual(describe(objc, "center"), "1")
        XCTAssertEqual(describe(objc, "right"), "2")
        XCTAssertEqual(objc.diagnostics.map(\.severity), [.warning])
        XCTAssertEqual(located(objc), ["3:8: 'titleLabel' is UIKit API that notebook does not model"])
        let swift = run("""
            let button = UIButton(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            button.titleLabel?.textAlignment = .center
            button.titleLabel?.textColor = .red
            """, .swift)
        XCTAssertEqual(swift.diagnostics.map(\.severity), [.warning, .warning], "\(swift.diagnostics)")
        let wrong = run("""
            let button = UIButton(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            button.titleLabel?.textAlignment = .middle
            """, .swift)
        XCTAssertEqual(located(wrong), ["2:36: type 'Int' has no member 'middle'"])
    }

    func testNumberStringValueAsFoundationFormatsIt() {
        let evaluation = run("""
            NSInteger index = 2;
            NSString *title = @(index + 1).stringValue;
            NSString *third = @(1.0 / 3).stringValue;
            NSString *single = @(0.1f).stringValue;
            NSString *flag = @YES.stringValue;
            """)
        XCTAssertTrue(evaluation.diagnostics.isEmpty, "\(evaluation.diagnostics)")
        XCTAssertEqual(describe(evaluation, "title"), "@\"3\"")
        // %0.16g of 1/3 and %0.7g of 0.1f (Foundation's formats for a double and a float).
        XCTAssertEqual(describe(evaluation, "third"), "@\"0.3333333333333333\"")
        XCTAssertEqual(describe(evaluation, "single"), "@\"0.1\"")
        XCTAssertEqual(describe(evaluation, "flag"), "@\"1\"")
    }

    func testSwiftStringOfANumber() {
        let evaluation = run("""
            let index = 2
            let title = String(index + 1)
            let half = String(CGFloat(1) / 2)
            let whole = String(2.0)
            """, .swift)
        XCTAssertTrue(evaluation.diagnostics.isEmpty, "\(evaluation.diagnostics)")
        XCTAssertEqual(describe(evaluation, "title"), "\"3\"")
        XCTAssertEqual(describe(evaluation, "half"), "\"0.5\"")
        XCTAssertEqual(describe(evaluation, "whole"), "\"2.0\"")
        let layer = run("let text = String(CALayer())", .swift)
        XCTAssertEqual(layer.diagnostics.map(\.severity), [.error])
    }

    // MARK: Signatures

    func testPrintedSignatureIsReportedAsADeclaration() {
        let evaluation = run("CATransform3DMakeRotation(CGFloat angle, CGFloat x, CGFloat y, CGFloat z)")
        XCTAssertEqual(located(evaluation), ["1:27: this is a function declaration (a signature), not a call: 'CGFloat angle' declares a parameter"])
        XCTAssertEqual(evaluation.diagnostics.first?.id, "signature-not-call")
        let second = run("CGAffineTransformConcat(t, CGAffineTransform t2);")
        XCTAssertEqual(located(second), ["1:28: this is a function declaration (a signature), not a call: 'CGAffineTransform t2' declares a parameter"])
        // A missing comma between two values is still that.
        let comma = run("CGFloat a = 1, b = 2;\nCGPoint p = CGPointMake(a b);")
        XCTAssertEqual(located(comma), ["2:27: expected ',' or ')' in argument list, found 'b'"])
    }
}

extension SeedGapsTests {
    func testAnArticlesOwnClassIsReportedAsNotAppleAPI() {
        let evaluation = run("DHVector *vector = [[DHVector alloc] init];\nid other = [DHVector vectorWithVector:nil];\nUIImageView *image = nil;")
        XCTAssertEqual(located(evaluation), ["1:1: unknown class 'DHVector': it is not Apple API, and the listing does not define it",
                                             "2:13: unknown class 'DHVector': it is not Apple API, and the listing does not define it",
                                             "3:1: unknown type name 'UIImageView'"])
    }
}
