@testable import TransformKit
import XCTest

/// Core Animation timing and interpolation. Expected numbers come from the math, written in the comments; the
/// eased values were computed independently in Python by bisection on the Bézier's x (200 halvings).
final class AnimationTests: XCTestCase {
    private func rotationX(_ angle: CGFloat) -> CATransform3D { CATransform3DMakeRotation(angle, 1, 0, 0) }

    private func assertClose(_ a: CATransform3D, _ b: CATransform3D, accuracy: CGFloat = 1e-12,
                             file: StaticString = #filePath, line: UInt = #line) {
        for (x, y) in zip(a.elements, b.elements) { XCTAssertEqual(x, y, accuracy: accuracy, file: file, line: line) }
    }

    private func layerWith(_ animation: LayerAnimation) -> CALayer {
        let layer = CALayer()
        layer.add(animation, forKey: "a", at: 0)
        return layer
    }

    func testTimingFunctionsAreCoreAnimationsBeziers() {
        // Symmetric curves pass through (0.5, 0.5).
        XCTAssertEqual(MediaTimingFunction.easeInEaseOut.value(at: 0.5), 0.5, accuracy: 1e-12)
        // Python bisection: easeInEaseOut(0.25) = 0.1291619310473198, (0.75) = 0.8708380689526802,
        // default (0.25, 0.1, 0.25, 1) at 0.5 = 0.802403387584857.
        XCTAssertEqual(MediaTimingFunction.easeInEaseOut.value(at: 0.25), 0.1291619310473198, accuracy: 1e-10)
        XCTAssertEqual(MediaTimingFunction.easeInEaseOut.value(at: 0.75), 0.8708380689526802, accuracy: 1e-10)
        XCTAssertEqual(MediaTimingFunction.default.value(at: 0.5), 0.802403387584857, accuracy: 1e-10)
        XCTAssertEqual(MediaTimingFunction.linear.value(at: 0.3), 0.3)
        XCTAssertEqual(MediaTimingFunction.easeIn.value(at: 0), 0)
        XCTAssertEqual(MediaTimingFunction.easeIn.value(at: 1), 1)
    }

    func testAMatrixAnimationSlerpsTheRotation() {
        // Note 003's demo: identity to a rotation of π/4 about x over 5 s. At 2.5 s (linear) the slerp of the
        // quaternions (1, 0, 0, 0) and (cos π/8, sin π/8, 0, 0) at one half is the rotation of π/8 about x:
        // m22 = m33 = cos π/8 = 0.9238795325112867, m23 = -m32 = sin π/8 = 0.3826834323650898.
        let animation = LayerAnimation(kind: .basic, keyPath: "transform")
        animation.duration = 5
        animation.toValue = .transform(rotationX(.pi / 4))
        let layer = layerWith(animation)
        var expected = CATransform3D.identity
        expected.m22 = 0.9238795325112867
        expected.m23 = 0.3826834323650898
        expected.m32 = -0.3826834323650898
        expected.m33 = 0.9238795325112867
        assertClose(layer.presentationTransform(at: 2.5), expected)
        assertClose(layer.presentationTransform(at: 0), .identity)
    }

    func testAfterTheEndTheFillModeAndRemovalDecide() {
        let animation = LayerAnimation(kind: .basic, keyPath: "transform")
        animation.duration = 5
        animation.toValue = .transform(rotationX(.pi / 4))
        // Removed on completion (the default): the model value, identity, shows again.
        XCTAssertEqual(layerWith(animation).presentationTransform(at: 6), .identity)
        // Kept but not filled forwards: still the model value.
        animation.isRemovedOnCompletion = false
        XCTAssertEqual(layerWith(animation).presentationTransform(at: 6), .identity)
        // Kept and filled forwards (note 003): the toValue holds.
        animation.fillMode = .forwards
        XCTAssertEqual(layerWith(animation).presentationTransform(at: 6), rotationX(.pi / 4))
        XCTAssertEqual(layerWith(animation).presentationTransform(at: 1e9), rotationX(.pi / 4))
    }

    func testBeforeTheStartOnlyBackwardsFillingShows() {
        let animation = LayerAnimation(kind: .basic, keyPath: "opacity")
        animation.fromValue = .number(0.2)
        animation.toValue = .number(1)
        animation.duration = 1
        animation.beginTime = 2
        let layer = CALayer()
        layer.opacity = 0.5
        layer.add(animation, forKey: nil, at: 0)
        XCTAssertEqual(layer.presentationOpacity(at: 1), 0.5)
        // Halfway through: 0.2 + (1 - 0.2) / 2 = 0.6.
        XCTAssertEqual(layer.presentationOpacity(at: 2.5), 0.6, accuracy: 1e-6)
        animation.fillMode = .backwards
        layer.add(animation, forKey: nil, at: 0)
        XCTAssertEqual(layer.presentationOpacity(at: 1), 0.2, accuracy: 1e-7)
    }

    func testAKeyPathRotationTurnsAllTheWay() {
        // transform.rotation.z from 0 to 2π: at half time the angle is π (m11 = cos π = -1), although the end
        // matrix equals the start, where a matrix animation would not move at all.
        let animation = LayerAnimation(kind: .basic, keyPath: "transform.rotation.z")
        animation.fromValue = .number(0)
        animation.toValue = .number(2 * .pi)
        animation.duration = 1
        let turned = layerWith(animation).presentationTransform(at: 0.5)
        XCTAssertEqual(turned.m11, -1, accuracy: 1e-12)
        XCTAssertEqual(turned.m22, -1, accuracy: 1e-12)
        XCTAssertEqual(turned.m12, 0, accuracy: 1e-12)
    }

    func testRepeatsAutoreversesAndEndlessRepeats() {
        let animation = LayerAnimation(kind: .basic, keyPath: "position")
        animation.fromValue = .point(CGPoint(x: 0, y: 0))
        animation.toValue = .point(CGPoint(x: 100, y: 0))
        animation.duration = 2
        animation.autoreverses = true
        animation.repeatCount = 2
        XCTAssertEqual(animation.activeDuration, 8)   // 2 s × 2 repeats × 2 (there and back)
        let layer = layerWith(animation)
        XCTAssertEqual(layer.presentationPosition(at: 1).x, 50, accuracy: 1e-12)   // forwards, halfway
        XCTAssertEqual(layer.presentationPosition(at: 3).x, 50, accuracy: 1e-12)   // backwards, halfway
        XCTAssertEqual(layer.presentationPosition(at: 4.5).x, 25, accuracy: 1e-12) // second repeat, a quarter
        animation.repeatCount = .infinity
        let endless = layerWith(animation)
        XCTAssertEqual(endless.presentationPosition(at: 1e12 + 1).x, 50, accuracy: 1e-3)
    }

    func testByValueAddsToTheOtherEnd() {
        let animation = LayerAnimation(kind: .basic, keyPath: "position")
        animation.byValue = .point(CGPoint(x: 10, y: 20))
        animation.duration = 1
        let layer = CALayer()
        layer.position = CGPoint(x: 100, y: 100)
        layer.add(animation, forKey: nil, at: 0)
        // From the model (100, 100) to (110, 120): at 0.5 s, (105, 110).
        XCTAssertEqual(layer.presentationPosition(at: 0.5), CGPoint(x: 105, y: 110))
    }

    func testKeyframesFollowTheirKeyTimes() {
        let animation = LayerAnimation(kind: .keyframe, keyPath: "opacity")
        animation.values = [.number(0), .number(1), .number(0.5)]
        animation.keyTimes = [0, 0.25, 1]
        animation.duration = 4
        let layer = layerWith(animation)
        // At 0.5 s (progress 0.125): halfway through the first segment, 0.5. At 2.5 s (progress 0.625): half of
        // the second segment (0.25...1), 1 + (0.5 - 1) / 2 = 0.75.
        XCTAssertEqual(layer.presentationOpacity(at: 0.5), 0.5, accuracy: 1e-7)
        XCTAssertEqual(layer.presentationOpacity(at: 2.5), 0.75, accuracy: 1e-7)
    }

    func testASecondAnimationUnderTheSameKeyReplacesTheFirst() {
        let layer = CALayer()
        let first = LayerAnimation(kind: .basic, keyPath: "opacity")
        first.toValue = .number(0)
        layer.add(first, forKey: "fade", at: 0)
        layer.add(first, forKey: "fade", at: 0)
        layer.add(first, forKey: nil, at: 0)
        XCTAssertEqual(layer.animations.count, 2)
        layer.removeAnimation(forKey: "fade")
        XCTAssertEqual(layer.animations.count, 1)
        // The layer holds a copy: changing the object afterwards changes nothing.
        first.duration = 9
        XCTAssertEqual(layer.animations[0].animation.duration, 0)
    }

    func testAnAnimationThatHadEndedStaysAsHistoryBehindItsSuccessor() {
        let layer = CALayer()
        layer.opacity = 0
        let there = LayerAnimation(kind: .basic, keyPath: "opacity")
        there.fromValue = .number(1)
        there.toValue = .number(0)
        there.duration = 1
        layer.add(there, forKey: "opacity", at: 0)
        let back = LayerAnimation(kind: .basic, keyPath: "opacity")
        back.fromValue = .number(0)
        back.toValue = .number(1)
        back.duration = 1
        back.beginTime = 1
        back.fillMode = .backwards
        layer.add(back, forKey: "opacity", at: 1)
        // The first ended at 1 s (Core Animation removed it): it stays, and the second's backwards fill (from 1 s
        // on, its delay) does not cover it while it ran. Linear: at 0.5 s half of the first, at 2.5 s half back.
        XCTAssertEqual(layer.animations.map(\.addedAt), [1, 0])
        XCTAssertEqual(layer.presentationOpacity(at: 0.5), 0.5)
        XCTAssertEqual(layer.presentationOpacity(at: 1.5), 0)
        XCTAssertEqual(layer.presentationOpacity(at: 2.5), 0.5)
        // One still running when its successor comes is replaced, as before.
        layer.add(back, forKey: "opacity", at: 2.5)
        XCTAssertEqual(layer.animations.map(\.addedAt), [2.5, 0])
    }
}
