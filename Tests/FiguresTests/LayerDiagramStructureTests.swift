import Figures
import TransformKit
import XCTest

final class LayerDiagramStructureTests: XCTestCase {
    static let allScenes: [(String, () -> Scenes.Scene)] = [
        ("5.2", Scenes.listing52), ("shear", Scenes.shear), ("5.5", { Scenes.listing55() }), ("5.6", Scenes.listing56),
        ("5.8", Scenes.listing58), ("5.10", { Scenes.listing510() }), ("clipped", Scenes.clipped),
        ("degenerate", Scenes.degenerate), ("hidden", { Scenes.listing55(angle: Double.pi, doubleSided: false) }),
        ("depth", Scenes.depthAndAnchors),
    ]

    func diagram(_ scene: Scenes.Scene, id: String = "fig") -> LayerDiagram {
        LayerDiagram(root: scene.root, highlighted: scene.touched, options: .init(idPrefix: id, names: scene.names))
    }

    func testEverySVGHasTitleDescriptionRoleAndLabels() {
        for (name, make) in Self.allScenes {
            let svg = diagram(make(), id: "f" + name.replacingOccurrences(of: ".", with: "-")).svg()
            let inspection = SVGInspection(svg)
            let root = inspection.all("svg").first
            XCTAssertEqual(root?.attributes["role"], "img", name)
            let labelled = root?.attributes["aria-labelledby"]?.split(separator: " ").map(String.init) ?? []
            // The title, the page's key to every layer diagram (said once per page), the figure's own description.
            XCTAssertEqual(labelled.count, 3, name)
            XCTAssertEqual(labelled.dropFirst().first, LayerDiagram.keyID, name)
            let title = inspection.all("title").first
            let desc = inspection.all("desc").first
            XCTAssertEqual(title?.attributes["id"], labelled.first, name)
            XCTAssertEqual(desc?.attributes["id"], labelled.last, name)
            XCTAssertGreaterThan(title?.text?.count ?? 0, 10, name)
            XCTAssertGreaterThan(desc?.text?.count ?? 0, 60, name)
        }
    }

    func testViewBoxContainsEveryDrawnPointAndNoNumberIsNonFinite() throws {
        for (name, make) in Self.allScenes {
            let svg = diagram(make()).svg()
            let inspection = SVGInspection(svg)
            let box = try XCTUnwrap(inspection.viewBox, name)
            let points = inspection.drawnPoints
            XCTAssertGreaterThan(points.count, 8, name)
            for (x, y) in points {
                XCTAssertTrue(x >= box.minX && x <= box.minX + box.width && y >= box.minY && y <= box.minY + box.height,
                              "\(name): (\(x), \(y)) outside the viewBox \(box)")
            }
            XCTAssertFalse(svg.lowercased().contains("nan"), name)
            XCTAssertFalse(svg.lowercased().contains("inf"), name)
        }
    }

    func testHugeAndNonFiniteCoordinatesAreClampedAndTheDescriptionSaysSo() throws {
        let svg = diagram(Scenes.degenerate()).svg()
        let inspection = SVGInspection(svg)
        let box = try XCTUnwrap(inspection.viewBox)
        XCTAssertLessThanOrEqual(max(box.width, box.height), 3000)
        let desc = inspection.all("desc").first?.text ?? ""
        XCTAssertTrue(desc.contains("far (200 by 200, anchor at (160, 240) in its superlayer) is translated by (1×10¹², −3×10¹⁵)"), desc)
        XCTAssertTrue(desc.contains("it lies far outside the figure, so an arrow points toward it instead"), desc)
        XCTAssertTrue(desc.contains("non-finite points were left out"), desc)
        XCTAssertEqual(inspection.all("line", class: "off-figure").count, 1)
        XCTAssertFalse(svg.contains("e+"))
        // A layer partly inside is drawn with its far corners clamped, and the description says so.
        let scene = Scenes.rootOnly()
        scene.touched[0].transform = CATransform3DMakeScale(1e9, 1, 1)
        let clampedSVG = diagram(scene).svg()
        XCTAssertTrue(SVGInspection(clampedSVG).all("desc").first?.text?.contains("were clamped to the box") ?? false)
    }

    func testDrawnQuadsAreTransformKitsProjectedQuads() throws {
        for (name, make) in Self.allScenes where name != "degenerate" {
            let scene = make()
            let drawn = diagram(scene).drawnLayers()
            let projection = LayerProjection()
            XCTAssertFalse(drawn.isEmpty, name)
            for layer in drawn {
                let expected = projection.project(layer.projected.layer, in: scene.root)
                XCTAssertEqual(layer.quad.count, 4)
                for (actual, corner) in zip(layer.quad, expected.quad) where corner.x.isFinite && corner.y.isFinite {
                    XCTAssertEqual(actual.x, corner.x, accuracy: 1e-9, name)
                    XCTAssertEqual(actual.y, corner.y, accuracy: 1e-9, name)
                }
                XCTAssertEqual(layer.polygon.count, expected.polygon.count, name)
            }
        }
    }

    func testDataCornersCarryTheQuadToATenThousandthOfAPixel() throws {
        let scene = Scenes.listing56()
        let svg = diagram(scene).svg()
        let polygons = SVGInspection(svg).all("polygon", class: "layer").filter { $0.attributes["data-layer"] == "self.layerView1.layer" }
        let corners = SVGInspection.pointList(try XCTUnwrap(polygons.first?.attributes["data-corners"]))
        let expected = LayerProjection().project(scene.touched[1], in: scene.root).quad
        XCTAssertEqual(corners.count, 4)
        for (actual, point) in zip(corners, expected) {
            XCTAssertEqual(actual.0, point.x, accuracy: 5e-5) // 4 decimals: a ten-thousandth of a pixel
            XCTAssertEqual(actual.1, point.y, accuracy: 5e-5)
        }
    }

    func testBackFaceReadsMirrored() throws {
        let front = try XCTUnwrap(diagram(Scenes.listing55()).drawnLayers().first { $0.name == "self.layerView.layer" })
        let back = try XCTUnwrap(diagram(Scenes.listing55(angle: Double.pi, doubleSided: true)).drawnLayers()
            .first { $0.name == "self.layerView.layer" })
        XCTAssertEqual(front.projected.facing, .front)
        XCTAssertEqual(back.projected.facing, .back)
        XCTAssertEqual(front.contentMark.count, 10)
        XCTAssertEqual(back.contentMark.count, 10)
        XCTAssertGreaterThan(signedArea(of: front.contentMark), 0)
        XCTAssertLessThan(signedArea(of: back.contentMark), 0)
        let svg = diagram(Scenes.listing55(angle: Double.pi, doubleSided: true)).svg()
        XCTAssertTrue(svg.contains(#"data-winding="counter-clockwise""#))
        XCTAssertTrue(svg.contains("F reads mirrored"))
    }

    func testMacOSDiagramsAreFlippedOnceAndTheMarkStillReadsFrontOn() throws {
        let scene = Scenes.listing52()
        let iOS = try XCTUnwrap(diagram(scene).drawnLayers().first)
        let macOS = try XCTUnwrap(LayerDiagram(root: scene.root, highlighted: scene.touched,
                                               options: .init(names: scene.names, platform: .macOS)).drawnLayers().first)
        for (flipped, plain) in zip(macOS.quad, iOS.quad) {
            XCTAssertEqual(flipped.x, plain.x, accuracy: 1e-9)
            XCTAssertEqual(flipped.y, 480 - plain.y, accuracy: 1e-9)
        }
        XCTAssertGreaterThan(signedArea(of: macOS.contentMark), 0)
        let live = LayerDiagram(root: scene.root, highlighted: scene.touched, options: .init(names: scene.names, platform: .macOS)).liveRendition()
        XCTAssertTrue(live.contains("height:480px;transform:scaleY(-1);"))
    }

    func testHiddenBackFaceIsOutlinedAndLabelled() throws {
        let svg = diagram(Scenes.listing55(angle: Double.pi, doubleSided: false)).svg()
        let inspection = SVGInspection(svg)
        let hidden = inspection.all("polygon", class: "hidden-back-face")
        XCTAssertEqual(hidden.count, 1)
        XCTAssertEqual(hidden.first?.attributes["stroke-dasharray"], "1.5 3")
        XCTAssertEqual(hidden.first?.attributes["data-facing"], "back")
        XCTAssertTrue(inspection.all("text", class: "hidden-back-face").contains { $0.text == "hidden back face" })
        XCTAssertTrue(inspection.all("polygon", class: "layer").isEmpty)
        XCTAssertTrue(inspection.all("polygon", class: "content-mark").isEmpty)
        XCTAssertTrue(inspection.all("desc").first?.text?.contains("doubleSided = NO") ?? false)
    }

    func testNearPlaneClippedPolygonIsDrawnAsSuchAndLabelled() throws {
        let scene = Scenes.clipped()
        let drawn = try XCTUnwrap(diagram(scene).drawnLayers().first { $0.name == "self.layerView.layer" })
        XCTAssertTrue(drawn.projected.isClipped)
        XCTAssertTrue((3...5).contains(drawn.polygon.count))
        XCTAssertTrue(drawn.contentMark.isEmpty)
        let inspection = SVGInspection(diagram(scene).svg())
        let polygon = try XCTUnwrap(inspection.all("polygon", class: "clipped").first)
        XCTAssertEqual(polygon.attributes["data-clipped"], "true")
        XCTAssertEqual(SVGInspection.pointList(polygon.attributes["points"] ?? "").count, drawn.polygon.count)
        XCTAssertTrue(inspection.all("text", class: "clipped").contains { $0.text == "clipped at the near plane" })
    }

    func testSharedVanishingPointIsTheContainersAnchorInRootSpace() throws {
        let scene = Scenes.listing56()
        let inspection = SVGInspection(LayerDiagram(root: scene.root, highlighted: scene.touched,
                                                    options: .init(idPrefix: "fig", names: scene.names, marks: [.vanishingPoint])).svg())
        let points = inspection.all("circle", class: "vanishing-point")
        XCTAssertEqual(points.count, 1)
        let point = try XCTUnwrap(SVGInspection.pointList(points.first?.attributes["data-point"] ?? "").first)
        let container = scene.touched[0]
        let anchor = container.convert(CGPoint(x: container.anchorInBounds.x, y: container.anchorInBounds.y), to: scene.root)
        XCTAssertEqual(point.0, anchor.x, accuracy: 1e-9)
        XCTAssertEqual(point.1, anchor.y, accuracy: 1e-9)
        XCTAssertEqual(point.0, 160)
        XCTAssertEqual(point.1, 240)
        XCTAssertTrue(inspection.all("text", class: "vanishing").contains { $0.text == "shared vanishing point" })
        // One path of eight segments, each from a corner of the two layers to the shared point.
        let guides = inspection.all("path", class: "guide")
        XCTAssertEqual(guides.count, 1)
        let segments = (guides.first?.attributes["d"] ?? "").split(separator: "M").map { $0.hasSuffix(" ") ? String($0.dropLast()) : String($0) }
        XCTAssertEqual(segments.count, 8)
        XCTAssertTrue(segments.allSatisfy { $0.hasSuffix("L160,240") }, "\(segments)")
        // The dotted guides are explained in a legend.
        XCTAssertTrue(inspection.all("text", class: "legend").contains { $0.text == "dotted lines: corners toward the vanishing point" })
    }

    func testCubeFacesAreDrawnInTransformKitsPaintersOrderWithTheirLighting() {
        let scene = Scenes.listing510()
        let inspection = SVGInspection(diagram(scene).svg())
        let drawnOrder = inspection.all("polygon", class: "layer").compactMap { $0.attributes["data-layer"] }
        let catalogNames = scene.names
        let expectedOrder = LayerProjection().renderList(of: scene.root).entries
            .filter { $0.isVisible && $0.layer !== scene.root }
            .compactMap { catalogNames[$0.layer] }
        XCTAssertEqual(drawnOrder, expectedOrder)
        XCTAssertEqual(drawnOrder.filter { $0.hasSuffix("].layer") }.count, 6)
        // Each lighting layer is drawn right after its face, black with the listing's shadow alpha.
        let lighting = inspection.all("polygon", class: "layer").filter { ($0.attributes["data-layer"] ?? "").hasSuffix("sublayers[0]") }
        XCTAssertEqual(lighting.count, 6)
        XCTAssertTrue(lighting.allSatisfy { $0.attributes["fill"] == "#000000" })
        let front = lighting.first { $0.attributes["data-layer"] == "faces[0].layer.sublayers[0]" }
        XCTAssertEqual(front?.attributes["fill-opacity"], "0.053")
        for (index, face) in scene.touched.dropFirst().enumerated() {
            let alpha = CubeLighting.shade(faceTransform: face.transform).alpha
            let drawn = lighting.first { $0.attributes["data-layer"] == "faces[\(index)].layer.sublayers[0]" }
            XCTAssertNotNil(drawn)
            // An opaque fill is SVG's default and not written.
            XCTAssertEqual(drawn?.attributes["fill-opacity"] ?? "1", NumberFormatting.fixed(alpha, decimals: 3))
        }
    }

    func testOverlaysAndHiddenFacesOfTheCubeAreNotLabelled() {
        let scene = Scenes.listing510()
        let everything = scene.touched + scene.touched.dropFirst().flatMap(\.sublayerArray)
        let svg = LayerDiagram(root: scene.root, highlighted: everything, options: .init(names: scene.names)).svg()
        let labels = SVGInspection(svg).all("text", class: "layer").compactMap(\.text)
        XCTAssertEqual(labels.sorted(), ["containerView", "faces[0]", "faces[1]", "faces[2]"])
    }

    func testOutputIsDeterministic() {
        for (name, make) in Self.allScenes {
            let first = diagram(make()).svgAndLiveRendition()
            let second = diagram(make()).svgAndLiveRendition()
            XCTAssertEqual(first.svg, second.svg, name)
            XCTAssertEqual(first.live, second.live, name)
        }
        func comparison() -> String {
            let scene = Scenes.listing58()
            return FlatteningComparison(root: scene.root, intermediate: scene.touched[0], highlighted: scene.touched,
                                        options: .init(names: scene.names)).svg()
        }
        XCTAssertEqual(comparison(), comparison())
        XCTAssertEqual(TransformDiagram(transform3D: TransformDiagramTests.perspectiveRotation()).svg(),
                       TransformDiagram(transform3D: TransformDiagramTests.perspectiveRotation()).svg())
    }
}

final class FlatteningComparisonTests: XCTestCase {
    func comparison() -> (FlatteningComparison, Scenes.Scene) {
        let scene = Scenes.listing58()
        return (FlatteningComparison(root: scene.root, intermediate: scene.touched[0], highlighted: scene.touched,
                                     options: .init(idPrefix: "flat", names: scene.names)), scene)
    }

    func testExpectedPanelCancelsTheRotationsWhileTheDrawnPanelDoesNot() throws {
        let (comparison, scene) = comparison()
        let inner = scene.touched[1]
        let drawn = try XCTUnwrap(comparison.drawnDiagram.drawnLayers().first { $0.projected.layer === inner })
        let expected = try XCTUnwrap(comparison.expectedDiagram.drawnLayers().first { $0.name == "self.innerView.layer" })
        // Drawn (flattened): TransformKit's quad of the real tree, not upright.
        let real = LayerProjection().project(inner, in: scene.root).quad
        XCTAssertEqual(drawn.quad[0].x, real[0].x, accuracy: 1e-9)
        XCTAssertGreaterThan(abs(drawn.quad[1].y - drawn.quad[0].y), 1)
        // Expected (one 3D space, no flattening at outerView): the corners mapped by innerView's and outerView's
        // maps composed in 3D, flattened once by the root.
        let outer = scene.touched[0]
        let shared = inner.frameTransform.concatenating(outer.frameTransform).flattened
        let corners = inner.boundsCorners(transformedBy: shared).map(\.projected)
        for (actual, corner) in zip(expected.quad, corners) {
            XCTAssertEqual(actual.x, corner.x, accuracy: 1e-9)
            XCTAssertEqual(actual.y, corner.y, accuracy: 1e-9)
        }
        // Flattening squashes the inner layer to half its width; in one 3D space the rotations nearly cancel.
        XCTAssertLessThan(drawn.quad[1].x - drawn.quad[0].x, 60)
        XCTAssertGreaterThan(expected.quad[1].x - expected.quad[0].x, 90)
        XCTAssertEqual(expected.projected.facing, .front)
    }

    func testTheListingsLayersAreNotChanged() {
        let (comparison, scene) = comparison()
        _ = comparison.svg()
        XCTAssertTrue(scene.touched[0].flattensSublayers)
        XCTAssertTrue(scene.touched[1].superlayer === scene.touched[0])
        XCTAssertEqual(scene.touched[0].sublayerArray.count, 1)
    }

    func testTwoLabelledPanelsWithOneTitleAndDescription() {
        let svg = comparison().0.svg()
        let inspection = SVGInspection(svg)
        XCTAssertEqual(inspection.all("title").count, 1)
        XCTAssertEqual(inspection.all("desc").count, 1)
        XCTAssertEqual(inspection.all("svg", class: "panel").count, 2)
        XCTAssertEqual(inspection.all("text", class: "panel-label").map { $0.text ?? "" },
                       ["What Core Animation draws", "Expected: outerView as a CATransformLayer"])
        let desc = inspection.all("desc").first?.text ?? ""
        XCTAssertTrue(desc.contains("Left, innerView is a tilted, distorted quadrilateral: its left edge is 98 and its right edge 102.1 points long, its top edge 50.1 points wide; right, it is"), desc)
        assertSnapshot(svg + "\n", named: "flattening-listing-5.8.svg")
    }
}

final class PathologicalInputTests: XCTestCase {
    func testDeepTreesNonFiniteGeometryAndEmptyLayersNeverBreakTheMarkup() {
        let root = Scenes.rootLayer()
        var parent = root
        for depth in 0..<300 {
            let layer = Scenes.layer(frame: CGRect(x: 1, y: 1, width: 100, height: 100), in: parent)
            layer.transform = CATransform3DMakeRotation(0.01 * Double(depth), 0, 1, 1)
            parent = layer
        }
        let weird = CALayer()
        weird.bounds = CGRect(x: .nan, y: 0, width: .infinity, height: 10)
        weird.position = CGPoint(x: .infinity, y: -.infinity)
        root.addSublayer(weird)
        let empty = CALayer()
        root.addSublayer(empty)
        var singular = CATransform3DIdentity
        singular.m44 = 0
        let behind = Scenes.layer(frame: CGRect(x: 0, y: 0, width: 10, height: 10), in: root)
        behind.transform = singular
        let diagram = LayerDiagram(root: root, highlighted: [weird, empty, behind, parent])
        let output = diagram.svgAndLiveRendition()
        for text in [output.svg, output.live] {
            XCTAssertFalse(text.lowercased().contains("nan"))
            XCTAssertFalse(text.lowercased().contains("infinity"))
        }
        XCTAssertTrue(output.svg.hasPrefix("<svg "))
        XCTAssertTrue(output.svg.hasSuffix("</svg>"))
        let planner = FigurePlanner(root: root, touched: [weird, parent], values: [("t", .transform3D(singular))])
        XCTAssertFalse(planner.figures().isEmpty)
        _ = TransformDiagram(transform3D: singular).svg()
        _ = TransformDiagram(affine: CGAffineTransform(a: .nan, b: 0, c: 0, d: .infinity, tx: 1e308, ty: -1e308)).svg()
    }
}
