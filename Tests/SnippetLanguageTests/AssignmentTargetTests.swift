import Diagnostics
@testable import SnippetLanguage
import XCTest

/// A call or message in the path of an assignment's or an increment's target is made once, as the compilers make it:
/// reading the current value and storing the new one must not run it again (it once ran two or three times, side
/// effects and all, and a subscript's index was read from one call and stored at the next one's).
final class AssignmentTargetTests: XCTestCase, SnippetEvaluating {
    func testASwiftCallInATargetsPathRunsOncePerAssignment() {
        let evaluation = evaluate("""
            var count = 0
            func next() -> CALayer {
                count += 1
                return layerView.layer
            }
            next().transform = CATransform3DMakeScale(2, 2, 1)
            next().position.x = 10
            next().opacity += 0.25
            print(count, layerView.layer.position.x)
            """, .swift)
        XCTAssertFalse(evaluation.hasErrors, "\(evaluation.diagnostics)")
        XCTAssertEqual(evaluation.console, "3 10.0\n")
    }

    func testASubscriptsIndexIsReadOnceAndStoredWhereItWasRead() {
        let evaluation = evaluate("""
            var count = 0
            var values = [1, 2, 3]
            func nextIndex() -> Int {
                count += 1
                return count
            }
            values[nextIndex()] += 10
            values[nextIndex()] = 0
            print(count, values)
            """, .swift)
        XCTAssertFalse(evaluation.hasErrors, "\(evaluation.diagnostics)")
        XCTAssertEqual(evaluation.console, "2 [1, 12, 0]\n")
    }

    func testAnObjectiveCMessageInATargetsPathIsSentOnce() {
        let evaluation = evaluate("""
            @interface ViewController ()
            @property (nonatomic, assign) int count;
            @end
            @implementation ViewController
            - (CALayer *)nextLayer {
                self.count = self.count + 1;
                return self.layerView.layer;
            }
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self nextLayer].transform = CATransform3DMakeScale(2, 2, 1);
                [self nextLayer].position = CGPointMake(10, 20);
                [self nextLayer].opacity += 0.5;
                NSLog(@"%d", self.count);
            }
            @end
            """, .objc)
        XCTAssertFalse(evaluation.hasErrors, "\(evaluation.diagnostics)")
        XCTAssertEqual(evaluation.console, "3\n")
    }

    /// A struct a call returns is still a temporary: assigning to its field is the error it was, made after one call.
    func testAssigningToAFieldOfAReturnedStructIsStillAnError() {
        let evaluation = evaluate("""
            var count = 0
            func makePoint() -> CGPoint {
                count += 1
                print("made", count)
                return CGPoint(x: 1, y: 2)
            }
            makePoint().x = 3
            """, .swift)
        XCTAssertEqual(evaluation.diagnostics.map { $0.message }, ["cannot assign to value: function call returns immutable value"])
        XCTAssertEqual(evaluation.diagnostics.first?.location.column, 1)
        XCTAssertEqual(evaluation.console, "made 1\n")
    }

    /// The layer a property path reaches is the one set, even when the right side changes what the path names: the
    /// receiver is evaluated before the value, as clang sends `[self.box setOpacity:…]`, and the path is walked once.
    func testAnObjectiveCPropertyPathIsReachedOnceBeforeTheValue() {
        let evaluation = evaluate("""
            @interface ViewController ()
            @property (nonatomic, strong) CALayer *box;
            @property (nonatomic, strong) CALayer *other;
            @end
            @implementation ViewController
            - (float)swapBox {
                self.box = self.other;
                return 0.25;
            }
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.other = [CALayer layer];
                self.box = self.layerView.layer;
                self.box.opacity = [self swapBox];
                NSLog(@"%.2f %.2f", self.layerView.layer.opacity, self.other.opacity);
            }
            @end
            """, .objc)
        XCTAssertFalse(evaluation.hasErrors, "\(evaluation.diagnostics)")
        XCTAssertEqual(evaluation.console, "0.25 1.00\n")
    }

    /// A compound assignment reads and writes the same layer property through one walk of its path.
    func testACompoundAssignmentThroughAPathReadsAndWritesTheSameLayer() {
        let evaluation = evaluate("""
            let holder = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            layerView.addSubview(holder)
            holder.layer.opacity -= 0.5
            holder.layer.position.x += 5
            print(holder.layer.opacity, holder.layer.position.x)
            """, .swift)
        XCTAssertFalse(evaluation.hasErrors, "\(evaluation.diagnostics)")
        XCTAssertEqual(evaluation.console, "0.5 10.0\n")
    }
}
