import Figures
import Foundation
import TransformKit
import XCTest

/// A compound transform plays one operation at a time: keyframes per step, labels in order, the last frame exact.
final class PlayStepsTests: XCTestCase {
    /// A layer transformed by scale 0.5, then rotate 30°, then translate 200, 0 (CGAffineTransform order).
    private func compoundScene() -> (root: CALayer, layer: CALayer, steps: [PlaySteps.Step]) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 320, height: 480)
        root.position = CGPoint(x: 160, y: 240)
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.position = CGPoint(x: 160, y: 240)
        root.addSublayer(layer)
        let scaled = CATransform3DMakeScale(0.5, 0.5, 1)
        let rotated = CATransform3DRotate(scaled, Double.pi / 6, 0, 0, 1)
        let moved = CATransform3DTranslate(rotated, 200, 0, 0)
        layer.transform = moved
        let steps = [PlaySteps.Step(.scale(x: 0.5, y: 0.5, z: 1), transform: scaled),
                     PlaySteps.Step(.rotate(angle: Double.pi / 6, x: 0, y: 0, z: 1), transform: rotated),
                     PlaySteps.Step(.translate(x: 200, y: 0, z: 0), transform: moved)]
        return (root, layer, steps)
    }

    private func rendition(_ scene: (root: CALayer, layer: CALayer, steps: [PlaySteps.Step]), steps: Bool) -> String {
        var options = LayerDiagram.Options(idPrefix: "fig", names: LayerNames([(scene.layer, "layer")]))
        if steps { options.playSteps[scene.layer] = scene.steps }
        return LayerDiagram(root: scene.root, highlighted: [scene.layer], options: options).liveRendition()
    }

    private func attribute(_ name: String, in html: String) -> String? {
        guard let start = html.range(of: name + "=\"") else { return nil }
        let rest = html[start.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }

    func testLabelsReadAsTheBookWritesThem() {
        let scene = compoundScene()
        XCTAssertEqual(scene.steps.map(\.label), ["scale 0.5", "rotate 30°", "translate 200, 0"])
        XCTAssertEqual(PlaySteps.Step(.rotate(angle: -Double.pi / 2, x: 0, y: 1, z: 0), transform: .identity).label,
                       "rotate -90° about y")
        XCTAssertEqual(PlaySteps.Step(.scale(x: 1.5, y: 1, z: 1), transform: .identity).label, "scale 1.5, 1")
        XCTAssertEqual(PlaySteps.Step(.translate(x: 0, y: 0, z: -100), transform: .identity).label, "translate 0, 0, -100")
        var perspective = CATransform3D.identity
        perspective.m34 = -1.0 / 500
        XCTAssertEqual(PlaySteps.Step(.entries, transform: perspective).label, "perspective m34 = -0.002")
    }

    func testEachStepGetsFiveFramesEndingOnItsTransform() throws {
        let scene = compoundScene()
        let html = rendition(scene, steps: true)
        XCTAssertEqual(attribute("data-steps", in: html), "scale 0.5|rotate 30°|translate 200, 0")
        let frames = KeyframeText.frames(try XCTUnwrap(attribute("data-keyframes", in: html)))
        // Between the identity and the end: 3 steps × 5 frames, less the end itself.
        XCTAssertEqual(frames.count, 3 * 5 - 1)
        // Frame 5 is the scale's result and frame 10 the rotation's: each step ends exactly where its operation does
        // (within the keyframe spelling's 5e-7).
        for (frame, step) in [(frames[4], scene.steps[0]), (frames[9], scene.steps[1])] {
            for (a, b) in zip(frame, step.transform.elements) { XCTAssertEqual(a, b, accuracy: 1e-6) }
        }
        // During the first step nothing turns or moves: only the scale changes.
        XCTAssertEqual(frames[1][1], 0, accuracy: 1e-9)
        XCTAssertEqual(frames[1][12], 0, accuracy: 1e-9)
        XCTAssertTrue(html.contains("data-duration=\"3000\""), html)
        XCTAssertTrue(html.contains(">Play step by step</button>"), html)
    }

    func testWithoutStepsTheTransformPlaysAtOnce() throws {
        let html = rendition(compoundScene(), steps: false)
        XCTAssertNil(attribute("data-steps", in: html))
        XCTAssertEqual(try XCTUnwrap(attribute("data-keyframes", in: html)).split(separator: ";").count, 9)
        XCTAssertTrue(html.contains(">Play from the identity</button>"), html)
    }

    func testStepsThatDoNotEndOnTheLayersTransformOrChangeNothingAreLeftOut() {
        var scene = compoundScene()
        // A chain that ends elsewhere is not this layer's: the transform plays at once.
        scene.steps.removeLast()
        XCTAssertNil(attribute("data-steps", in: rendition(scene, steps: true)))
        // A turn by 0° changes nothing and is not a step.
        scene = compoundScene()
        scene.steps.insert(PlaySteps.Step(.rotate(angle: 0, x: 1, y: 0, z: 0), transform: scene.steps[0].transform), at: 1)
        XCTAssertEqual(attribute("data-steps", in: rendition(scene, steps: true)), "scale 0.5|rotate 30°|translate 200, 0")
    }
}
