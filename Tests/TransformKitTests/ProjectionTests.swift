#if canImport(Glibc)
import Glibc
#endif
import TransformKit
import XCTest

/// Projection of layers to the screen (spec C5–C10, C16) and edge cases E29–E34, E38, with the book's listings.
final class ProjectionTests: XCTestCase {
    let projection = LayerProjection()
    /// Roots of the scenes built by `perspectiveScene`, kept alive for the test (superlayers are weak).
    private var roots: [CALayer] = []

    /// Listing 5.4 worked by hand: rotateY(45°) without perspective squashes the 200×200 view horizontally.
    /// Corner (0, 0) is (-100, -100, 0) from the anchor; x' = -100·cos 45° = -70.71067811865476 (m31·z = 0), so the
    /// quad spans 160 ∓ 70.71067811865476 and keeps y = 140...340; w = 1 everywhere.
    func testListing54ByHand() {
        let scene = BookScene()
        let view = scene.layerView()
        view.layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        let p = projection.project(view.layer)
        XCTAssertEqual(p.quad, [CGPoint(x: 89.28932188134524, y: 140), CGPoint(x: 230.71067811865476, y: 140),
                                CGPoint(x: 230.71067811865476, y: 340), CGPoint(x: 89.28932188134524, y: 340)])
        XCTAssertEqual(p.corners.map(\.w), [1, 1, 1, 1])
        XCTAssertFalse(p.isClipped)
        XCTAssertEqual(p.facing, .front)
        XCTAssertTrue(p.isVisible)
    }

    /// Listing 5.5 worked by hand: transform = Ry(45°) · P(m34 = -1/500) (Rotate pre-multiplies), so row 1 is
    /// (cos, 0, -sin, sin/500) and w = 1 + x·sin(45°)/500 for x measured from the anchor: the left edge (x = -100)
    /// has w = 0.8585786437626906 and comes toward the viewer (taller), the right edge w = 1.1414213562373094.
    /// Left top corner: x = 160 + (-100·cos 45°)/w = 77.64216518504617, y = 240 - 100/w = 123.52843303700924.
    func testListing55ByHand() {
        let scene = BookScene()
        let view = scene.layerView()
        view.layer.transform = CATransform3DRotate(BookScene.perspective, .pi / 4, 0, 1, 0)
        let p = projection.project(view.layer)
        XCTAssertEqual(p.corners[0].w, 0.8585786437626906, accuracy: 1e-15)
        XCTAssertEqual(p.corners[1].w, 1.1414213562373094, accuracy: 1e-15)
        assertEqual(p.quad[0], CGPoint(x: 77.64216518504617, y: 123.52843303700924), accuracy: 1e-12)
        assertEqual(p.quad[1], CGPoint(x: 221.94967154964772, y: 152.38993430992954), accuracy: 1e-12)
        let leftHeight = p.quad[3].y - p.quad[0].y, rightHeight = p.quad[2].y - p.quad[1].y
        XCTAssertGreaterThan(leftHeight, rightHeight, "the near (left) edge is taller")
        // C8: the vanishing point of a perspective inside layer.transform is the layer's position.
        XCTAssertEqual(projection.vanishingPoint(ofTransformOf: view.layer), CGPoint(x: 160, y: 240))
    }

    /// E29 exactly: Listing 5.6's geometry on a 300×300 parent (the oracle's CSS perspective 500px, origin 150px
    /// 150px, rotateY(45deg)).
    func testE29SublayerTransformPerspectiveExact() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 300, height: 300)
        root.position = CGPoint(x: 150, y: 150)
        root.sublayerTransform = BookScene.perspective
        let child = CALayer()
        child.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        child.position = CGPoint(x: 150, y: 150)
        child.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        root.addSublayer(child)
        let p = projection.project(child)
        XCTAssertEqual(p.corners[0].w, 0.92928932188134528)
        XCTAssertEqual(p.corners[1].w, 1.0707106781186548)
        XCTAssertEqual(p.quad, [CGPoint(x: 111.95443310620364, y: 96.195443310620362),
                                CGPoint(x: 183.02044126565565, y: 103.30204412656556),
                                CGPoint(x: 183.02044126565565, y: 196.69795587343441),
                                CGPoint(x: 111.95443310620364, y: 203.80455668937964)])
        XCTAssertEqual(projection.vanishingPoint(ofSublayerTransformOf: root), CGPoint(x: 150, y: 150))
    }

    /// Listing 5.6: two views under a shared perspective lean toward the container's centre, mirror images of
    /// each other about x = 160 (the shared vanishing point).
    func testListing56SharedVanishingPoint() {
        let scene = BookScene()
        let container = scene.containerView()
        container.layer.sublayerTransform = BookScene.perspective
        let view1 = scene.add("layerView1", frame: CGRect(x: 40, y: 190, width: 100, height: 100), in: container)
        let view2 = scene.add("layerView2", frame: CGRect(x: 180, y: 190, width: 100, height: 100), in: container)
        view1.layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        view2.layer.transform = CATransform3DMakeRotation(-.pi / 4, 0, 1, 0)
        let q1 = projection.project(view1.layer).quad, q2 = projection.project(view2.layer).quad
        for (a, b) in zip(q1, [q2[1], q2[0], q2[3], q2[2]]) {
            XCTAssertEqual(a.x, 320 - b.x, accuracy: 1e-12)
            XCTAssertEqual(a.y, b.y, accuracy: 1e-12)
        }
        XCTAssertEqual(projection.vanishingPoint(ofSublayerTransformOf: container.layer), CGPoint(x: 160, y: 240))
    }

    /// E30: a corner at z = +250 under m34 = -1/500 has w = 0.5: coordinates double about the vanishing point.
    func testE30HalfW() {
        let (_, child) = perspectiveScene(childSize: 100)
        child.zPosition = 250
        let p = projection.project(child)
        XCTAssertEqual(p.corners.map(\.w), [0.5, 0.5, 0.5, 0.5])
        XCTAssertEqual(p.quad[0], CGPoint(x: 150 - 100, y: 150 - 100))
        XCTAssertEqual(p.quad[2], CGPoint(x: 150 + 100, y: 150 + 100))
    }

    /// E31: at z = +500, w = 0 (at the eye): nothing is drawn.
    func testE31ZeroW() {
        let (_, child) = perspectiveScene(childSize: 100)
        child.zPosition = 500
        let p = projection.project(child)
        XCTAssertEqual(p.corners.map(\.w), [0, 0, 0, 0])
        XCTAssertTrue(p.isClipped)
        XCTAssertTrue(p.polygon.isEmpty)
        XCTAssertEqual(p.hiddenReason, .behindEye)
    }

    /// E32: all corners behind the eye — not rendered (and not mirrored).
    func testE32EntirelyBehindTheEye() {
        let (_, child) = perspectiveScene(childSize: 100)
        child.zPosition = 600
        let p = projection.project(child)
        XCTAssertTrue(p.corners.allSatisfy { $0.w < 0 })
        XCTAssertTrue(p.polygon.isEmpty)
        XCTAssertFalse(p.isVisible)
        XCTAssertEqual(p.hiddenReason, .behindEye)
    }

    /// E32 / C7: a layer crossing the near plane is clipped to a finite polygon; worked by hand. A 1200-wide layer
    /// rotated 60° about y at the centre of a 300×300 perspective parent: its left edge (x = -600 from the anchor)
    /// reaches z = 600·sin 60° = 519.6 > 500, so w = 1 - 519.6/500 < 0 there; the right edge has w = 2.039. The cut
    /// lies where w = ε, i.e. z = 500(1 - ε), at x = -500(1 - ε)/sin 60° from the anchor.
    func testE32NearPlaneClipping() {
        let (_, child) = perspectiveScene(childSize: 100)
        child.bounds = CGRect(x: 0, y: 0, width: 1200, height: 100)
        child.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        let p = projection.project(child)
        XCTAssertLessThan(p.corners[0].w, 0)
        XCTAssertLessThan(p.corners[3].w, 0)
        XCTAssertEqual(p.corners[1].w, 1 + 600 * sin(Double.pi / 3) / 500, accuracy: 1e-12)
        XCTAssertTrue(p.isClipped)
        XCTAssertEqual(p.polygon.count, 4)
        XCTAssertTrue(p.polygon.allSatisfy { $0.x.isFinite && $0.y.isFinite })
        XCTAssertTrue(p.isVisible)
        // Unclipped, the far-left corners would be mirrored to the right of the vanishing point.
        XCTAssertGreaterThan(p.quad[0].x, 150)
        // Clipped: [cut on the top edge, right corners, cut on the bottom edge] — the right edge is kept and the
        // polygon extends far to the left (x ≈ 150 + X/ε), never mirrored.
        XCTAssertEqual(p.polygon[1], p.quad[1])
        XCTAssertEqual(p.polygon[2], p.quad[2])
        let epsilon = LayerProjection.defaultNearPlaneEpsilon
        // At the cut the layer-relative x is -500(1 - ε)/sin 60°, whose screen X before division is x·cos 60°.
        let cutX = -500 * (1 - epsilon) / sin(Double.pi / 3) * cos(Double.pi / 3)
        XCTAssertEqual(p.polygon[0].x, 150 + cutX / epsilon, accuracy: 1e-6 * Swift.abs(cutX / epsilon))
        XCTAssertEqual(p.polygon[0].y, 150 - 50 / epsilon, accuracy: 1e-6 * 50 / epsilon)
        XCTAssertEqual(p.polygon[3].x, p.polygon[0].x, accuracy: 1e-6)
        XCTAssertEqual(p.polygon[3].y, 150 + 50 / epsilon, accuracy: 1e-6 * 50 / epsilon)
        XCTAssertEqual(p.facing, .front)
    }

    /// One corner behind the eye gives five vertices.
    func testOneCornerBehindGivesPentagon() {
        let (_, child) = perspectiveScene(childSize: 100)
        child.bounds = CGRect(x: 0, y: 0, width: 1000, height: 1000)
        child.transform = CATransform3DMakeRotation(.pi / 3, 1, 1, 0)
        let p = projection.project(child)
        XCTAssertEqual(p.corners.filter { $0.w < 0 }.count, 1)
        XCTAssertEqual(p.polygon.count, 5)
        XCTAssertTrue(p.polygon.allSatisfy { $0.x.isFinite && $0.y.isFinite })
    }

    /// E33: rotateY(90°) without perspective: a sliver 200·6.1e-17 ≈ 1.2e-14 wide, not exactly a line. (Placed at
    /// x = 0: at x = 160 the sliver would be absorbed by rounding, ulp(160) being 2.8e-14.)
    func testE33EdgeOn() {
        let scene = BookScene()
        let view = scene.layerView()
        view.center = CGPoint(x: 0, y: 240)
        view.layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        let p = projection.project(view.layer)
        let width = p.quad[1].x - p.quad[0].x
        XCTAssertEqual(width, 200 * 6.123233995736766e-17)
        XCTAssertEqual(width, 1.2246467991473532e-14)
        XCTAssertEqual(p.facing, .front)
    }

    /// E34: rotateY(180°) faces away: hidden when not double-sided, mirrored and shown when double-sided.
    func testE34BackFace() {
        let scene = BookScene()
        let view = scene.layerView()
        view.layer.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        var p = projection.project(view.layer)
        XCTAssertEqual(p.facing, .back)
        XCTAssertTrue(p.isVisible)
        XCTAssertLessThan(p.signedArea, 0)
        XCTAssertGreaterThan(p.quad[0].x, p.quad[1].x, "mirrored")
        view.layer.isDoubleSided = false
        p = projection.project(view.layer)
        XCTAssertFalse(p.isVisible)
        XCTAssertEqual(p.hiddenReason, .backFaceCulled)
    }

    /// E38: zPosition 1 vs 0 without perspective: the higher one is drawn in front, at the same size.
    func testE38ZPositionOrdersSiblings() {
        let scene = BookScene()
        let green = scene.add("green", frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let red = scene.add("red", frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        green.layer.zPosition = 1
        let list = projection.renderList(of: scene.root.layer)
        XCTAssertTrue(list.entries.map(\.layer).elementsEqual([scene.root.layer, red.layer, green.layer], by: ===))
        XCTAssertEqual(list.entry(for: green.layer)?.quad[0], CGPoint(x: 50, y: 50))
        XCTAssertEqual(list.entry(for: green.layer)?.quad[2], CGPoint(x: 150, y: 150))
        green.layer.zPosition = 0
        let arrayOrder = projection.renderList(of: scene.root.layer)
        XCTAssertTrue(arrayOrder.entries.map(\.layer).elementsEqual([scene.root.layer, green.layer, red.layer], by: ===),
                      "ties keep array order")
    }

    /// Listing 5.7: opposite z rotations cancel — the inner view is upright again.
    func testListing57OppositeZRotationsCancel() {
        let scene = BookScene()
        let outer = scene.add("outerView", frame: CGRect(x: 60, y: 140, width: 200, height: 200))
        let inner = scene.add("innerView", frame: CGRect(x: 50, y: 50, width: 100, height: 100), in: outer)
        outer.layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        inner.layer.transform = CATransform3DMakeRotation(-.pi / 4, 0, 0, 1)
        let q = projection.project(inner.layer).quad
        let expected = [CGPoint(x: 110, y: 190), CGPoint(x: 210, y: 190), CGPoint(x: 210, y: 290), CGPoint(x: 110, y: 290)]
        for (a, b) in zip(q, expected) { assertEqual(a, b, accuracy: 1e-12) }
    }

    /// Listing 5.8: opposite y rotations with their own perspective do NOT cancel, because the outer layer
    /// flattens the inner one: the inner quad is distorted (its left and right edges differ in height).
    func testListing58FlatteningKeepsInnerLayerTilted() {
        let scene = BookScene()
        let outer = scene.add("outerView", frame: CGRect(x: 60, y: 140, width: 200, height: 200))
        let inner = scene.add("innerView", frame: CGRect(x: 50, y: 50, width: 100, height: 100), in: outer)
        outer.layer.transform = CATransform3DRotate(BookScene.perspective, .pi / 4, 0, 1, 0)
        inner.layer.transform = CATransform3DRotate(BookScene.perspective, -.pi / 4, 0, 1, 0)
        let p = projection.project(inner.layer)
        // C5: Screen = Up(inner) · F · Up(outer) · F.
        let expected = inner.layer.transformToSuperlayer.concatenating(.flattening)
            .concatenating(outer.layer.transformToSuperlayer).concatenating(.flattening)
        XCTAssertEqual(p.screenMatrix, expected)
        let leftHeight = p.quad[3].y - p.quad[0].y, rightHeight = p.quad[2].y - p.quad[1].y
        XCTAssertGreaterThan(Swift.abs(leftHeight - rightHeight), 1, "still distorted after flattening")
        // With a CATransformLayer as the outer layer, the same transforms compose in one 3D space instead.
        let group = CATransformLayer()
        group.bounds = outer.layer.bounds
        group.position = outer.layer.position
        group.transform = outer.layer.transform
        scene.root.layer.addSublayer(group)
        let inner3D = CALayer()
        inner3D.bounds = inner.layer.bounds
        inner3D.position = inner.layer.position
        inner3D.transform = inner.layer.transform
        group.addSublayer(inner3D)
        let unflattened = projection.project(inner3D)
        XCTAssertEqual(unflattened.screenMatrix,
                       inner3D.transformToSuperlayer.concatenating(group.transformToSuperlayer).concatenating(.flattening))
        XCTAssertNotEqual(unflattened.quad, p.quad)
    }

    /// Listing 5.9 face-on: face 1 (z = +100) is drawn last and largest, face 6 (z = -100, turned round) first
    /// and facing back; the side faces are edge-on.
    func testCubeFaceOn() {
        let scene = BookScene()
        let container = scene.containerView()
        container.layer.sublayerTransform = BookScene.perspective
        let faces = scene.cubeFaces(in: container)
        let list = projection.renderList(of: scene.root.layer)
        XCTAssertEqual(list.entries.count, 8)
        XCTAssertTrue(list.entries.first?.layer === scene.root.layer)
        XCTAssertTrue(list.entries[1].layer === container.layer)
        XCTAssertTrue(list.entries.last?.layer === faces[0].layer, "the front face is drawn last")
        XCTAssertTrue(list.entries[2].layer === faces[5].layer, "the back face is drawn first")
        XCTAssertEqual(list.entry(for: faces[5].layer)?.facing, .back)
        XCTAssertEqual(list.entry(for: faces[0].layer)?.facing, .front)
        // Face 1 at z = 100: w = 1 - 100/500 = 0.8, so it is 200/0.8 = 250 points wide around (160, 240).
        let front = list.entry(for: faces[0].layer)?.quad ?? []
        XCTAssertEqual(front, [CGPoint(x: 35, y: 115), CGPoint(x: 285, y: 115), CGPoint(x: 285, y: 365), CGPoint(x: 35, y: 365)])
    }

    /// Listing 5.9 corner-on (the camera rotated -45° about x, then -45° about y, in the sublayerTransform):
    /// faces 1, 2 and 3 face the viewer, 4, 5 and 6 face away (the book: "we can now see the button on the
    /// third face"); the back faces are drawn before the front ones.
    func testCubeCornerOn() {
        let scene = BookScene()
        let container = scene.containerView()
        var perspective = BookScene.perspective
        perspective = CATransform3DRotate(perspective, -.pi / 4, 1, 0, 0)
        perspective = CATransform3DRotate(perspective, -.pi / 4, 0, 1, 0)
        container.layer.sublayerTransform = perspective
        let faces = scene.cubeFaces(in: container)
        for face in faces { face.layer.isDoubleSided = false }
        let list = projection.renderList(of: scene.root.layer)
        let facing = faces.map { list.entry(for: $0.layer)?.facing }
        XCTAssertEqual(facing, [.front, .front, .front, .back, .back, .back])
        XCTAssertEqual(list.visibleEntries.count, 2 + 3)
        let order = list.entries.compactMap { entry in faces.firstIndex { $0.layer === entry.layer } }
        XCTAssertEqual(Set(order.prefix(3)), [3, 4, 5], "back faces first (painter's order)")
    }

    /// C5/C10 with a CATransformLayer: the faces of a cube held by a transform layer share the container's 3D
    /// context, so they are sorted together by depth (back faces first) and the transform layer itself is not drawn.
    func testCubeInTransformLayerIsSortedAsOneContext() {
        let scene = BookScene()
        let container = scene.containerView()
        container.layer.sublayerTransform = BookScene.perspective
        let cube = UIView(layer: CATransformLayer(), frame: CGRect(x: 60, y: 140, width: 200, height: 200))
        container.addSubview(cube)
        let faces = scene.cubeFaces(in: cube)
        cube.layer.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        let list = projection.renderList(of: scene.root.layer)
        XCTAssertNil(list.entry(for: cube.layer))
        XCTAssertEqual(list.entries.count, 2 + 6)
        // Turned round, face 6 (at z = -100, facing -z) is now nearest: drawn last and facing front; face 1 first.
        XCTAssertTrue(list.entries.last?.layer === faces[5].layer)
        XCTAssertTrue(list.entries[2].layer === faces[0].layer)
        XCTAssertEqual(list.entry(for: faces[5].layer)?.facing, .front)
        XCTAssertEqual(list.entry(for: faces[0].layer)?.facing, .back)
        XCTAssertEqual(list.entry(for: faces[5].layer)?.flatteningLevel, 2)
    }

    /// C14: geometryFlipped mirrors the sublayers within the bounds, without turning them into back faces.
    func testGeometryFlipped() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        root.position = CGPoint(x: 100, y: 50)  // at the window's origin (spec C17)
        root.isGeometryFlipped = true
        let child = CALayer()
        child.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        child.position = CGPoint(x: 50, y: 30)
        root.addSublayer(child)
        let p = projection.project(child)
        XCTAssertEqual(p.quad, [CGPoint(x: 40, y: 80), CGPoint(x: 60, y: 80), CGPoint(x: 60, y: 60), CGPoint(x: 40, y: 60)])
        XCTAssertEqual(p.facing, .front)
        XCTAssertLessThan(PolygonArea.signedArea(p.quad), 0, "the drawing is mirrored")
        let list = projection.renderList(of: root)
        XCTAssertEqual(list.displayTransform(for: .macOS), CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 100))
        XCTAssertEqual(list.displayTransform(for: .iOS), .identity)
    }

    /// A culled (back-facing, single-sided) layer takes the sublayers it flattens with it; hidden too.
    func testHiddenAndCulledAncestorsHideDescendants() {
        let scene = BookScene()
        let outer = scene.layerView()
        let inner = scene.add("inner", frame: CGRect(x: 50, y: 50, width: 100, height: 100), in: outer)
        outer.layer.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        outer.layer.isDoubleSided = false
        XCTAssertEqual(projection.project(inner.layer).hiddenReason, .ancestorHidden)
        let list = projection.renderList(of: scene.root.layer)
        XCTAssertEqual(list.entry(for: inner.layer)?.hiddenReason, .ancestorHidden)
        XCTAssertEqual(list.entry(for: outer.layer)?.hiddenReason, .backFaceCulled)
        outer.layer.isDoubleSided = true
        outer.isHidden = true
        XCTAssertEqual(projection.project(inner.layer).hiddenReason, .ancestorHidden)
        XCTAssertEqual(projection.project(outer.layer).hiddenReason, .hidden)
        XCTAssertEqual(projection.renderList(of: scene.root.layer).entry(for: inner.layer)?.hiddenReason, .ancestorHidden)
    }

    /// The render list and project(_:) agree on every layer of a nested scene.
    func testRenderListAgreesWithProject() {
        let scene = BookScene()
        let container = scene.containerView()
        container.layer.sublayerTransform = BookScene.perspective
        let faces = scene.cubeFaces(in: container)
        let overlay = CALayer()
        overlay.frame = faces[1].bounds
        faces[1].layer.addSublayer(overlay)
        let list = projection.renderList(of: scene.root.layer)
        XCTAssertEqual(list.entries.count, 9)
        for entry in list.entries {
            let single = projection.project(entry.layer, in: scene.root.layer)
            XCTAssertEqual(single.quad, entry.quad)
            XCTAssertEqual(single.screenMatrix, entry.screenMatrix)
            XCTAssertEqual(single.hiddenReason, entry.hiddenReason)
            XCTAssertEqual(single.facing, entry.facing)
            XCTAssertEqual(single.flatteningLevel, entry.flatteningLevel)
        }
        XCTAssertEqual(list.entry(for: overlay)?.flatteningLevel, 3)
    }

    /// A very deep tree is projected without recursion.
    func testDeepTree() {
        let root = CALayer()
        var parent = root
        for _ in 0..<5000 {
            let child = CALayer()
            child.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            child.position = CGPoint(x: 6, y: 5)
            parent.addSublayer(child)
            parent = child
        }
        let list = projection.renderList(of: root)
        XCTAssertEqual(list.entries.count, 5001)
        XCTAssertEqual(list.entries.last?.quad[0], CGPoint(x: 5000, y: 0))
        XCTAssertTrue(root.hitTest(CGPoint(x: -1, y: -1)) == nil)
    }

    private func perspectiveScene(childSize: CGFloat) -> (root: CALayer, child: CALayer) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 300, height: 300)
        root.position = CGPoint(x: 150, y: 150)
        root.sublayerTransform = BookScene.perspective
        let child = CALayer()
        child.bounds = CGRect(x: 0, y: 0, width: childSize, height: childSize)
        child.position = CGPoint(x: 150, y: 150)
        root.addSublayer(child)
        roots.append(root)
        return (root, child)
    }
}
