@testable import Figures
import TransformKit
import XCTest

/// Animated layers: the figure outlines them at the start, at asked times and at the end of their animations, where
/// TransformKit's presentation values put them; Play plays those presentation values over the animation's time.
final class AnimationFigureTests: XCTestCase {
    /// Note 003's demo: a 320 × 240 layer in the middle of a 320 × 480 view, animated from its model transform (the
    /// identity) to `target` over 5 s.
    private func noteScene(to target: CATransform3D, held: Bool) -> (root: CALayer, layer: CALayer, names: LayerNames) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 320, height: 240)
        layer.position = CGPoint(x: 160, y: 240)
        root.addSublayer(layer)
        let animation = LayerAnimation(kind: .basic, keyPath: "transform")
        animation.duration = 5
        animation.toValue = .transform(target)
        if held {
            animation.isRemovedOnCompletion = false
            animation.fillMode = .forwards
        }
        layer.add(animation, forKey: "", at: 0)
        return (root, layer, LayerNames([(root, "self.view.layer"), (layer, "layer")]))
    }

    /// The chapter's full turn: `transform.rotation.z` from 0 to 2π over 2 s, eased in and out, removed at the end.
    private func fullTurnScene() -> (root: CALayer, layer: CALayer, names: LayerNames) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        let layer = CALayer()
        layer.frame = CGRect(x: 110, y: 190, width: 100, height: 100)
        root.addSublayer(layer)
        let spin = LayerAnimation(kind: .basic, keyPath: "transform.rotation.z")
        spin.fromValue = .number(0)
        spin.toValue = .number(2 * Double.pi)
        spin.duration = 2
        spin.timingFunction = .easeInEaseOut
        layer.add(spin, forKey: "spin", at: 0)
        return (root, layer, LayerNames([(root, "self.view.layer"), (layer, "layer")]))
    }

    private var perspectiveTilt: CATransform3D {
        var perspective = CATransform3D.identity
        perspective.m34 = -1.0 / 700
        return CATransform3DRotate(perspective, .pi / 4, 1, 0, 0)
    }

    private func diagram(_ scene: (root: CALayer, layer: CALayer, names: LayerNames), times: [Double] = []) -> LayerDiagram {
        var options = LayerDiagram.Options(idPrefix: "a", names: scene.names)
        options.animationTimes = times
        return LayerDiagram(root: scene.root, highlighted: [scene.layer], options: options)
    }

    /// TransformKit's quad of the layer at `time`: the scene built afresh, its layer set to its presentation values.
    private func presentationQuad(of makeScene: () -> (root: CALayer, layer: CALayer, names: LayerNames),
                                  at time: Double) -> [TransformKit.CGPoint] {
        let scene = makeScene()
        scene.layer.applyPresentation(at: time)
        return LayerProjection().project(scene.layer, in: scene.root).quad
    }

    private func corners(_ element: SVGInspection.Element) -> [(Double, Double)] {
        SVGInspection.pointList(element.attributes["data-corners"] ?? "")
    }

    private func assertCorners(_ element: SVGInspection.Element, equal quad: [TransformKit.CGPoint],
                               file: StaticString = #filePath, line: UInt = #line) {
        let drawn = corners(element)
        XCTAssertEqual(drawn.count, quad.count, file: file, line: line)
        for (point, expected) in zip(drawn, quad) {
            // data-corners has 4 decimals.
            XCTAssertEqual(point.0, expected.x, accuracy: 5e-5, file: file, line: line)
            XCTAssertEqual(point.1, expected.y, accuracy: 5e-5, file: file, line: line)
        }
    }

    func testStartAskedAndEndOutlinesAreThePresentationQuadsThen() throws {
        let make = { self.noteScene(to: self.perspectiveTilt, held: true) }
        let svg = SVGInspection(diagram(make(), times: [2.5, 60]).svg())
        let start = try XCTUnwrap(svg.all("polygon", class: "start").first)
        let asked = try XCTUnwrap(svg.all("polygon", class: "asked-time").first)
        let end = try XCTUnwrap(svg.all("polygon", class: "end").first)
        XCTAssertEqual(svg.all("polygon", class: "asked-time").count, 1, "60 s is after the end: no outline of its own")
        XCTAssertEqual(start.attributes["data-time"], "0")
        XCTAssertEqual(asked.attributes["data-time"], "2.5")
        XCTAssertEqual(end.attributes["data-time"], "5")
        assertCorners(start, equal: presentationQuad(of: make, at: 0))
        assertCorners(asked, equal: presentationQuad(of: make, at: 2.5))
        assertCorners(end, equal: presentationQuad(of: make, at: 5))
        // The chapter's own numbers for the held end (its `at 60:` expectation).
        assertCorners(end, equal: [TransformKit.CGPoint(x: 17.298084381000823, y: 164.32088083312138),
                                   TransformKit.CGPoint(x: 302.7019156189992, y: 164.32088083312138),
                                   TransformKit.CGPoint(x: 342.07024676708204, y: 336.55732960598385),
                                   TransformKit.CGPoint(x: -22.070246767082022, y: 336.55732960598385)])
        let labels = svg.all("text", class: "animation").compactMap { $0.text }
        XCTAssertEqual(labels, ["start", "at t = 2.5 s", "end"])
        let legend = try XCTUnwrap(svg.all("text", class: "legend").compactMap({ $0.text }).first { $0.hasPrefix("animated") })
        XCTAssertEqual(legend, "animated: dashed at the start, dotted at the asked time and solid at the end (what the screen then shows)")
        let description = try XCTUnwrap(svg.all("desc").first?.text)
        XCTAssertTrue(description.contains("it is animated from t = 0 s to t = 5 s, outlined at the start (dashed), "
                                           + "at t = 2.5 s (dotted) and at the end as the screen then shows it (solid)"),
                      description)
    }

    func testAnAnimationRemovedAtItsEndEndsOnTheModelValue() throws {
        // Without `removedOnCompletion = NO` and a forwards fill the layer jumps back to its model transform, the
        // identity, where it started: one outline, "start and end".
        let svg = SVGInspection(diagram(noteScene(to: perspectiveTilt, held: false)).svg())
        XCTAssertTrue(svg.all("polygon", class: "end").isEmpty)
        let start = try XCTUnwrap(svg.all("polygon", class: "start").first)
        assertCorners(start, equal: presentationQuad(of: { self.noteScene(to: self.perspectiveTilt, held: false) }, at: 5))
        XCTAssertEqual(svg.all("text", class: "animation").compactMap { $0.text }, ["start and end"])
        XCTAssertTrue(svg.all("text", class: "legend").contains { $0.text == "animated: dashed at the start and end" })
    }

    func testALayerWithoutAnimationsHasNoOutlinesAndPlaysFromTheIdentity() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        let layer = CALayer()
        layer.frame = CGRect(x: 110, y: 190, width: 100, height: 100)
        layer.transform = CATransform3DMakeRotation(0.5, 0, 0, 1)
        root.addSublayer(layer)
        let output = LayerDiagram(root: root, highlighted: [layer], options: .init(idPrefix: "a")).svgAndLiveRendition()
        XCTAssertFalse(output.svg.contains("animation-outline"))
        XCTAssertFalse(output.live.contains("data-animation"))
        XCTAssertTrue(output.live.contains("Play from the identity"))
    }

    /// The frames of `data-keyframes` of the first element that has them, as 16 entries each.
    private func keyframes(in live: String) throws -> [[Double]] {
        let start = try XCTUnwrap(live.range(of: "data-keyframes=\""))
        let text = live[start.upperBound...].prefix { $0 != "\"" }
        return try text.split(separator: ";", omittingEmptySubsequences: false).map { frame in
            let given = frame.split(separator: ",", omittingEmptySubsequences: false)
            return try (0..<16).map { index -> Double in
                let entry = index < given.count ? given[index] : ""
                if entry.isEmpty { return index % 5 == 0 ? 1 : 0 }
                return try XCTUnwrap(Double(entry), String(entry))
            }
        }
    }

    private func attribute(_ name: String, in live: String) -> String? {
        guard let start = live.range(of: name + "=\"") else { return nil }
        return String(live[start.upperBound...].prefix { $0 != "\"" })
    }

    func testKeyframesArePresentationTransformsAtEvenlySpacedTimes() throws {
        let scene = noteScene(to: perspectiveTilt, held: true)
        let live = diagram(scene).liveRendition()
        let frames = try keyframes(in: live)
        XCTAssertEqual(frames.count, AnimationTimeline.intervals + 1)
        for (index, frame) in frames.enumerated() {
            let time = 5 * Double(index) / Double(AnimationTimeline.intervals)
            let expected = scene.layer.presentationTransform(at: time).elements
            for (entry, value) in zip(frame, expected) {
                XCTAssertEqual(entry, value, accuracy: 5e-7, "frame \(index), t = \(time)")
            }
        }
        XCTAssertEqual(attribute("data-animation", in: live), "5")
        XCTAssertEqual(attribute("data-duration", in: live), "5000")
        XCTAssertTrue(live.contains(">Play the animation</button>"))
    }

    func testAFullTurnsMiddleKeyframeIsAHalfTurnAndNoFrameSkipsBack() throws {
        let scene = fullTurnScene()
        let live = diagram(scene).liveRendition()
        let frames = try keyframes(in: live)
        XCTAssertEqual(frames.count, AnimationTimeline.intervals + 1)
        let middle = frames[AnimationTimeline.intervals / 2]
        XCTAssertEqual(middle[0], -1, accuracy: 1e-6, "m11 = cos π")
        XCTAssertEqual(middle[1], 0, accuracy: 1e-6, "m12 = sin π")
        // The angles climb from 0 to 2π, each step under a quarter turn, so the browser's interpolation between two
        // frames turns the way Core Animation does.
        var previous = 0.0
        var turned = 0.0
        for frame in frames.dropFirst() {
            var step = atan2(frame[1], frame[0]) - previous
            if step < 0 { step += 2 * Double.pi }
            XCTAssertLessThan(step, Double.pi / 2)
            turned += step
            previous = atan2(frame[1], frame[0])
        }
        XCTAssertEqual(turned, 2 * Double.pi, accuracy: 1e-6, "a full turn, not none")
        for (index, frame) in frames.enumerated() {
            let time = 2 * Double(index) / Double(AnimationTimeline.intervals)
            for (entry, value) in zip(frame, scene.layer.presentationTransform(at: time).elements) {
                XCTAssertEqual(entry, value, accuracy: 5e-7, "frame \(index)")
            }
        }
        XCTAssertEqual(attribute("data-duration", in: live), "2000")
    }

    func testAPositionAnimationMovesTheOutlinesAndTheFrames() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.position = CGPoint(x: 100, y: 100)
        root.addSublayer(layer)
        let move = LayerAnimation(kind: .basic, keyPath: "position")
        move.toValue = .point(CGPoint(x: 200, y: 300))
        move.duration = 1
        move.isRemovedOnCompletion = false
        move.fillMode = .both
        layer.add(move, forKey: "move", at: 0)
        let output = LayerDiagram(root: root, highlighted: [layer], options: .init(idPrefix: "m")).svgAndLiveRendition()
        let end = try XCTUnwrap(SVGInspection(output.svg).all("polygon", class: "end").first)
        XCTAssertEqual(corners(end).map { [$0.0, $0.1] }, [[150, 250], [250, 250], [250, 350], [150, 350]])
        let last = try XCTUnwrap(keyframes(in: output.live).last)
        XCTAssertEqual(last[12], 100, "m41: 100 to the right of the model position")
        XCTAssertEqual(last[13], 200, "m42")
    }
}
