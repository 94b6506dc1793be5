import Diagnostics
import SnippetLanguage
import TransformKit
import XCTest

/// The evaluator records each transform call, so a figure can play the order the listing wrote.
final class TransformStepsTests: XCTestCase {
    private func steps(_ source: String, _ dialect: Dialect, variable: String) throws -> [TransformStep] {
        let evaluation = SnippetEvaluator.evaluate(source, dialect: dialect, origin: SourceOrigin(file: "t"))
        XCTAssertFalse(evaluation.hasErrors, "\(evaluation.diagnostics)")
        let value = try XCTUnwrap(evaluation.variable(named: variable))
        let transform: CATransform3D
        switch value {
        case .transform3D(let t): transform = t
        case .affineTransform(let a): transform = CATransform3DMakeAffineTransform(a)
        default: XCTFail("not a transform: \(value)"); return []
        }
        return evaluation.transformSteps(leadingTo: transform)
    }

    func testAnAffineChainIsFollowedBackThroughItsVariables() throws {
        let objc = """
        CGAffineTransform t = CGAffineTransformMakeScale(0.5, 0.5);
        CGAffineTransform other = CGAffineTransformMakeTranslation(9, 9);
        t = CGAffineTransformRotate(t, M_PI / 6);
        t = CGAffineTransformTranslate(t, 200, 0);
        """
        let found = try steps(objc, .objc, variable: "t")
        XCTAssertEqual(found.map(\.operation), [.scale(x: 0.5, y: 0.5, z: 1), .rotate(angle: Double.pi / 6, x: 0, y: 0, z: 1),
                                                 .translate(x: 200, y: 0, z: 0)])
        let swift = """
        var t = CGAffineTransform(scaleX: 0.5, y: 0.5)
        t = t.rotated(by: CGFloat.pi / 6)
        t = t.translatedBy(x: 200, y: 0)
        """
        XCTAssertEqual(try steps(swift, .swift, variable: "t"), found)
    }

    func testAConcatenationWithOneOperationReadsAsThatOperation() throws {
        let found = try steps("""
        CGAffineTransform rotate = CGAffineTransformMakeRotation(M_PI_4);
        CGAffineTransform stretch = CGAffineTransformMakeScale(1.5, 1);
        CGAffineTransform both = CGAffineTransformConcat(stretch, rotate);
        """, .objc, variable: "both")
        XCTAssertEqual(found.map(\.operation), [.scale(x: 1.5, y: 1, z: 1), .rotate(angle: Double.pi / 4, x: 0, y: 0, z: 1)])
    }

    func testEntriesSetByHandStartTheChain() throws {
        let found = try steps("""
        CATransform3D t = CATransform3DIdentity;
        t.m34 = -1.0 / 500;
        t = CATransform3DRotate(t, M_PI_4, 0, 1, 0);
        """, .objc, variable: "t")
        XCTAssertEqual(found.map(\.operation), [.entries, .rotate(angle: Double.pi / 4, x: 0, y: 1, z: 0)])
        XCTAssertEqual(found[0].result.m34, -1.0 / 500)
    }

    func testALoopOfTurnsIsNoChainToFollow() throws {
        let found = try steps("""
        CATransform3D t = CATransform3DIdentity;
        for (int i = 0; i < 20; i++) { t = CATransform3DRotate(t, 0.1, 1, 0, 0); }
        """, .objc, variable: "t")
        XCTAssertEqual(found, [])
    }
}
