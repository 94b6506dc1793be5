import Diagnostics
@testable import SnippetLanguage
import XCTest

/// Unmodelled Apple API never blocks a listing with a claim that it does not exist (issue 14 item 6).
final class AppleAPITests: XCTestCase {
    private let origin = SourceOrigin(file: "listing", firstLine: 1)

    private func run(_ source: String, _ dialect: Dialect, scene: String = "") -> Evaluation {
        let overrides = SceneOverrides.parse(scene, origin: origin).overrides
        return SnippetEvaluator.evaluate(source, dialect: dialect, origin: origin, scene: overrides)
    }

    private func describe(_ evaluation: Evaluation, _ name: String) -> String {
        evaluation.variable(named: name).map { evaluation.describe($0) } ?? "none"
    }

    /// The tables are written as one literal each: the names at the ends of their lines, where two could run
    /// together, are separate names, and no name is empty or holds a space.
    func testTheNameTablesHoldSeparateNames() {
        XCTAssertTrue(AppleAPI.layerAppearance.isSuperset(of: ["shadowPath", "contentsScale", "contentsRect", "minificationFilterBias"]))
        XCTAssertTrue(AppleAPI.viewGeometry.isSuperset(of: ["layoutMargins", "directionalLayoutMargins", "constraints"]))
        // `unmodelledOwner` relies on it: a view object is a view property that does not change geometry.
        XCTAssertTrue(AppleAPI.viewAppearance.isSuperset(of: AppleAPI.viewObjects))
        XCTAssertEqual(AppleAPI.classMethod("UIView", "setAnimationDidStop(_:)")?.changesGeometry, true)
        XCTAssertEqual(AppleAPI.classMethod("CATransaction", "begin")?.changesGeometry, false)
        XCTAssertNil(AppleAPI.classMethod("CATransaction", "beginAnimations:context:"))
        let tables = [AppleAPI.layerAppearance, AppleAPI.layerGeometry, AppleAPI.viewAppearance, AppleAPI.viewGeometry,
                      AppleAPI.viewMethods, AppleAPI.layerMethods, AppleAPI.layerValueMethods, AppleAPI.arrayReadingMethods,
                      AppleAPI.arrayWritingMethods, AppleAPI.classMethodsWithEffects]
        for name in tables.flatMap({ $0 }) {
            XCTAssertFalse(name.isEmpty || name.contains(" ") || name.contains("\n") || name.contains("\\"), name)
        }
        XCTAssertEqual(AppleAPI.layerAppearance.count, 33)
    }

    func testMainScreenIsTheScenesSize() {
        let objc = run("CGRect screen = [UIScreen mainScreen].bounds;", .objc)
        XCTAssertEqual(describe(objc, "screen"), "(0, 0, 320, 480)")
        XCTAssertTrue(objc.layers.isEmpty, "the screen is not part of the scene")
        let swift = run("let screen = UIScreen.main.bounds", .swift, scene: "root: 0 0 400 300")
        XCTAssertEqual(describe(swift, "screen"), "(0, 0, 400, 300)")
    }

    func testCornerRadiusAndBorderAreLayerProperties() {
        let evaluation = run("CALayer *layer = [CALayer layer];\nlayer.cornerRadius = 8;\nlayer.borderWidth = 2;\n"
                             + "layer.borderColor = [UIColor redColor].CGColor;\nlayer.masksToBounds = YES;\n"
                             + "CGFloat r = layer.cornerRadius, w = layer.borderWidth;", .objc)
        XCTAssertTrue(evaluation.diagnostics.isEmpty, "\(evaluation.diagnostics)")
        XCTAssertEqual(describe(evaluation, "r"), "8")
        XCTAssertEqual(describe(evaluation, "w"), "2")
    }

    func testAppearanceApiIsAWarningThatNamesIt() {
        let evaluation = run("""
            CALayer *layer = [CALayer layer];
            layer.shadowPath = nil;
            UIButton *button = [UIButton buttonWithType:UIButtonTypeCustom];
            [button setTitle:@"Go" forState:UIControlStateNormal];
            button.titleLabel.font = [UIFont systemFontOfSize:20];
            """, .objc)
        XCTAssertFalse(evaluation.hasErrors, "\(evaluation.diagnostics)")
        let messages = evaluation.diagnostics.map(\.message)
        XCTAssertEqual(messages, ["'shadowPath' is Core Animation API that notebook does not model",
                                  "'setTitle:forState:' is UIKit API that notebook does not model",
                                  "'titleLabel' is UIKit API that notebook does not model",
                                  "'UIFont' is Apple API that notebook does not model"])
        XCTAssertTrue(evaluation.diagnostics.allSatisfy { $0.severity == .warning && $0.id == "unmodelled-api" })
        XCTAssertFalse(messages.contains { $0.contains("no visible @interface") })
    }

    func testReadingUnmodelledApiOrChangingGeometryWithItIsAnError() {
        let read = run("CALayer *layer = [CALayer layer];\nfloat o = layer.shadowOpacity;", .objc)
        XCTAssertEqual(read.diagnostics.map(\.message), ["'shadowOpacity' is Core Animation API that notebook does not model"])
        XCTAssertEqual(read.diagnostics.first?.severity, .error)
        let geometry = run("UIView *v = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 10, 10)];\nv.autoresizingMask = 2;", .objc)
        XCTAssertEqual(geometry.diagnostics.map(\.severity), [.error])
        XCTAssertEqual(geometry.diagnostics.first?.location.line, 2)
    }

    func testGLKitReinterpretationIsWarnedAtTheCast() {
        let evaluation = run("CATransform3D t = CATransform3DIdentity;\nGLKMatrix4 m = *(GLKMatrix4 *)&t;", .objc)
        XCTAssertEqual(evaluation.diagnostics.count, 1)
        let warning = evaluation.diagnostics[0]
        XCTAssertEqual(warning.severity, .warning)
        XCTAssertEqual(warning.message, "on 64-bit iOS this reinterprets the CATransform3D's doubles as floats")
        XCTAssertEqual(warning.location.line, 2)
        XCTAssertEqual(warning.location.column, 17)
        XCTAssertEqual(warning.notes.count, 1)
    }

    /// numpy: `np.float32(np.float64(np.float32(90)) * (np.pi / 180))` is 1.5707964 (1.5707963705062866 as a double);
    /// the draws are SplitMix64 from 0x5EED2024 with rejection, replayed in Python: 5 then 3 for a bound of 6.
    func testGLKitAngleAndDeterministicRandom() {
        let evaluation = run("float r = GLKMathDegreesToRadians(90);\nNSInteger a = arc4random_uniform(6);\nNSInteger b = arc4random_uniform(6);", .objc)
        XCTAssertTrue(evaluation.diagnostics.isEmpty, "\(evaluation.diagnostics)")
        guard case .float(let r)? = evaluation.variable(named: "r") else { return XCTFail("r is not a float") }
        XCTAssertEqual(Double(r), 1.5707963705062866)
        XCTAssertEqual(describe(evaluation, "a"), "5")
        XCTAssertEqual(describe(evaluation, "b"), "3")
        let again = run("NSInteger a = arc4random_uniform(6);", .objc)
        XCTAssertEqual(describe(again, "a"), "5", "each evaluation starts from the same seed")
    }

    /// CATransaction, UIView's old begin/commit animations, the presentation layer and the media clock are real API:
    /// they are named as unmodelled, not "unknown class" or "no known class method". Calls that only shape implicit or
    /// old-style animations are ignored with a warning (the values are set at once); a completion block that would
    /// run, or a value the listing would read, is an error.
    func testAnimationTransactionsAndClocksAreUnmodelledApi() {
        let ignored = run("""
            [CATransaction begin];
            [CATransaction setAnimationDuration:2];
            [CATransaction setDisableActions:YES];
            [CATransaction commit];
            [UIView beginAnimations:nil context:NULL];
            [UIView setAnimationDuration:1];
            [UIView commitAnimations];
            """, .objc)
        XCTAssertEqual(ignored.diagnostics.map(\.message), [
            "'begin' is Core Animation API that notebook does not model",
            "'setAnimationDuration:' is Core Animation API that notebook does not model",
            "'setDisableActions:' is Core Animation API that notebook does not model",
            "'commit' is Core Animation API that notebook does not model",
            "'beginAnimations:context:' is UIKit API that notebook does not model",
            "'setAnimationDuration:' is UIKit API that notebook does not model",
            "'commitAnimations' is UIKit API that notebook does not model",
        ])
        XCTAssertTrue(ignored.diagnostics.allSatisfy { $0.severity == .warning && $0.id == "unmodelled-api" })
        XCTAssertEqual(ignored.diagnostics.map(\.location.column), [16, 16, 16, 16, 9, 9, 9])
        let swift = run("CATransaction.begin()\nCATransaction.setAnimationDuration(2)\nCATransaction.commit()", .swift)
        XCTAssertEqual(swift.diagnostics.map(\.message), [
            "'begin()' is Core Animation API that notebook does not model",
            "'setAnimationDuration(_:)' is Core Animation API that notebook does not model",
            "'commit()' is Core Animation API that notebook does not model",
        ])
        XCTAssertEqual(swift.diagnostics.map(\.severity), [.warning, .warning, .warning])
        let errors: [(String, Dialect, String)] = [
            ("[CATransaction setCompletionBlock:^{ }];", .objc, "'setCompletionBlock:' is Core Animation API that notebook does not model"),
            ("CALayer *l = [CALayer layer];\nCALayer *p = l.presentationLayer;", .objc,
             "'presentationLayer' is Core Animation API that notebook does not model"),
            ("CALayer *l = [CALayer layer];\nCALayer *p = [l presentationLayer];", .objc,
             "'presentationLayer' is Core Animation API that notebook does not model"),
            ("let l = CALayer()\nlet p = l.presentation()", .swift, "'presentation()' is Core Animation API that notebook does not model"),
            ("CALayer *l = [CALayer layer];\nid a = [l animationForKey:@\"spin\"];", .objc,
             "'animationForKey:' is Core Animation API that notebook does not model"),
            ("let l = CALayer()\nlet k = l.animationKeys()", .swift, "'animationKeys()' is Core Animation API that notebook does not model"),
            ("CFTimeInterval t = CACurrentMediaTime();", .objc, "'CACurrentMediaTime' is Core Animation API that notebook does not model"),
            ("let t = CACurrentMediaTime()", .swift, "'CACurrentMediaTime' is Core Animation API that notebook does not model"),
        ]
        for (source, dialect, message) in errors {
            let evaluation = run(source, dialect)
            XCTAssertEqual(evaluation.diagnostics.map(\.message), [message], source)
            XCTAssertEqual(evaluation.diagnostics.map(\.severity), [.error], source)
            XCTAssertEqual(evaluation.diagnostics.map(\.id), ["unmodelled-api"], source)
        }
    }

    /// UIKit's string conversions of geometry are named as unmodelled, not "unknown function" (print the value, or
    /// NSLog its fields, instead).
    func testGeometryStringConversionsAreUnmodelledApi() {
        let evaluation = run("CGRect r = CGRectMake(0, 0, 100, 50);\nNSLog(@\"%@\", NSStringFromCGRect(r));", .objc)
        XCTAssertEqual(evaluation.diagnostics.map(\.message), ["'NSStringFromCGRect' is UIKit API that notebook does not model"])
        XCTAssertEqual(evaluation.diagnostics.map(\.severity), [.error])
        XCTAssertEqual(evaluation.diagnostics.map(\.location.column), [14])
    }
}
