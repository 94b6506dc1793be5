import Figures
import Foundation
import TransformKit
import XCTest

final class LiveRenditionTests: XCTestCase {
    func live(_ scene: Scenes.Scene, id: String = "fig") -> String {
        LayerDiagram(root: scene.root, highlighted: scene.touched, options: .init(idPrefix: id, names: scene.names)).liveRendition()
    }

    /// The `style` of the element whose `data-layer` is `name`.
    func style(of name: String, in html: String) -> String? {
        for line in html.split(separator: "\n") where line.contains("data-layer=\"" + name + "\"") {
            guard let start = line.range(of: "style=\"") else { continue }
            let rest = line[start.upperBound...]
            return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
        }
        return nil
    }

    func matrixValues(_ css: String) -> [Double] { cssMatrixValues(css) }
}

/// The numbers inside the first `matrix3d(…)` of a CSS string.
func cssMatrixValues(_ css: String) -> [Double] {
    guard let start = css.range(of: "matrix3d("), let end = css[start.upperBound...].firstIndex(of: ")") else { return [] }
    return css[start.upperBound..<end].split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
}

extension LiveRenditionTests {
    func testMatrix3dListsTheFieldsInMemoryOrderExactly() throws {
        let scene = Scenes.listing55()
        let css = try XCTUnwrap(style(of: "self.layerView.layer", in: live(scene)))
        XCTAssertEqual(matrixValues(css), scene.touched[0].transform.elements)
        // The default anchor (0.5, 0.5, z 0) is CSS's initial transform-origin: not written.
        XCTAssertTrue(css.hasPrefix("left:60px;top:140px;width:200px;height:200px;transform:matrix3d("), css)
    }

    func testPurePerspectiveOverOneSublayerBecomesTheCSSPerspectiveProperty() throws {
        let scene = Scenes.listing56()
        scene.touched.dropFirst(2).forEach { $0.removeFromSuperlayer() }
        let css = try XCTUnwrap(style(of: "self.containerView.layer", in: live(scene)))
        XCTAssertTrue(css.contains("perspective:500px;perspective-origin:160px 240px;"), css)
        XCTAssertFalse(live(scene).contains("sublayer-transform"))
    }

    func testPurePerspectiveOverSeveralSublayersBecomesAPreserve3DWrapper() throws {
        // Only a preserve-3d context sorts siblings by depth in every frame Play shows (CubeFigureTests).
        let scene = Scenes.listing56()
        let html = live(scene)
        let wrapperLine = try XCTUnwrap(html.split(separator: "\n").first { $0.contains("class=\"sublayer-transform\"") })
        XCTAssertEqual(matrixValues(String(wrapperLine)), scene.touched[0].sublayerTransformToSelf.elements.map { abs($0) < 1e-12 ? 0 : $0 })
        XCTAssertFalse(html.contains("perspective:"))
    }

    func testOtherSublayerTransformsBecomeAPreserve3DWrapper() throws {
        let scene = Scenes.listing510()
        let html = live(scene)
        let wrapperLine = try XCTUnwrap(html.split(separator: "\n").first { $0.contains("class=\"sublayer-transform\"") })
        XCTAssertEqual(matrixValues(String(wrapperLine)), scene.touched[0].sublayerTransformToSelf.elements.map { abs($0) < 1e-12 ? 0 : $0 })
        XCTAssertTrue(wrapperLine.contains("transform-origin:0px 0px 0px;"))
        XCTAssertFalse(html.contains("perspective:"))
    }

    func testScrolledAnchoredAndLiftedLayersArePlacedAsCoreAnimationPlacesThem() throws {
        let html = live(Scenes.depthAndAnchors())
        // container: bounds.origin (10, -20), anchor (0.25, 0.5) → perspective origin 70px 200px in its box.
        let container = try XCTUnwrap(style(of: "container", in: html))
        XCTAssertTrue(container.contains("left:20px;top:40px;"), container)
        // Two sublayers: the perspective about the anchor is the wrapper's matrix, about the bounds origin.
        let wrapperLine = try XCTUnwrap(html.split(separator: "\n").first { $0.contains("class=\"sublayer-transform\"") })
        XCTAssertTrue(wrapperLine.contains("transform-origin:-10px 20px 0px;"), String(wrapperLine))
        // near: position (120, 165) in the container, minus its bounds origin (10, −20); zPosition − anchorPointZ = 80.
        let near = try XCTUnwrap(style(of: "near", in: html))
        XCTAssertTrue(near.hasPrefix("left:50px;top:140px;width:120px;height:90px;transform-origin:60px 45px 20px;transform:translateZ(80px) matrix3d("), near)
        let corner = try XCTUnwrap(style(of: "corner", in: html))
        XCTAssertTrue(corner.hasPrefix("left:130px;top:270px;width:100px;height:80px;transform-origin:0px 0px 0px;"), corner)
    }

    func testBackFaceVisibilityTransformLayersAndCorners() throws {
        let hidden = live(Scenes.listing55(angle: Double.pi, doubleSided: false))
        XCTAssertTrue(try XCTUnwrap(style(of: "self.layerView.layer", in: hidden)).contains("backface-visibility:hidden;"))
        XCTAssertEqual(hidden.components(separatedBy: "<i></i>").count - 1, 4)
        let root = Scenes.rootLayer()
        let group = CATransformLayer()
        group.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        group.position = CGPoint(x: 160, y: 240)
        root.addSublayer(group)
        let child = Scenes.layer(frame: CGRect(x: 0, y: 0, width: 50, height: 50), in: group)
        child.transform = CATransform3DMakeRotation(0.5, 0, 1, 0)
        let html = LayerDiagram(root: root, highlighted: [child], options: .init(names: LayerNames([(group, "group"), (child, "child")]))).liveRendition()
        let groupStyle = try XCTUnwrap(style(of: "group", in: html))
        XCTAssertTrue(groupStyle.contains("transform-style:preserve-3d;"))
        XCTAssertFalse(groupStyle.contains("background"))
        XCTAssertEqual(html.components(separatedBy: "<i></i>").count - 1, 4) // the child only
    }

    func testSiblingsAreWrittenInPaintersOrder() {
        let scene = Scenes.listing510()
        let html = live(scene)
        let written = html.split(separator: "\n").compactMap { line -> String? in
            guard line.contains("class=\"layer"), let start = line.range(of: "data-layer=\"") else { return nil }
            let rest = line[start.upperBound...]
            let name = String(rest[..<(rest.firstIndex(of: "\"") ?? rest.endIndex)])
            return name.hasSuffix("].layer") ? name : nil
        }
        let painted = LayerProjection().renderList(of: scene.root).entries.compactMap { scene.names[$0.layer] }
            .filter { $0.hasSuffix("].layer") }
        XCTAssertEqual(written, painted)
        XCTAssertNotEqual(written, (0..<6).map { "faces[\($0)].layer" })
    }

    func testPlayControlTargetsEveryTransformedLayer() throws {
        let html = live(Scenes.listing56(), id: "l56")
        let button = try XCTUnwrap(html.split(separator: "\n").first { $0.contains("<button") })
        XCTAssertTrue(button.contains(#"data-targets="l56-layer-2 l56-layer-3""#))
        for id in ["l56-layer-2", "l56-layer-3"] { XCTAssertTrue(html.contains("id=\"" + id + "\"")) }
        // The ends are not written again: the script starts from the identity and ends on the style's transform.
        XCTAssertNil(html.range(of: "data-from="))
        XCTAssertNil(html.range(of: "data-to="))
        XCTAssertNil(live(Scenes.rootOnly()).range(of: "<button"))
    }
}

extension Scenes {
    static func rootOnly() -> Scene {
        let root = rootLayer()
        let plain = layer(frame: CGRect(x: 10, y: 10, width: 50, height: 50), in: root)
        return Scene(root: root, touched: [plain], names: LayerNames())
    }
}

final class KeyframeTests: XCTestCase {
    func testKeyframesRunFromTheIdentityToTheTransformThroughTransformKitsInterpolation() throws {
        let scene = Scenes.listing55()
        let html = LayerDiagram(root: scene.root, highlighted: scene.touched, options: .init(names: scene.names)).liveRendition()
        let line = try XCTUnwrap(html.split(separator: "\n").first { $0.contains("data-keyframes=") })
        let start = try XCTUnwrap(line.range(of: "data-keyframes=\""))
        let rest = line[start.upperBound...]
        let text = String(rest[..<(rest.firstIndex(of: "\"") ?? rest.endIndex)])
        // Only the nine frames between the identity and the transform, each its 16 entries, compactly spelled.
        let frames = KeyframeText.frames(text)
        XCTAssertEqual(frames.count, 9)
        XCTAssertFalse(text.contains("matrix3d"))
        // Frames in between are written with 6 decimals (`NumberFormatting.appendKeyframeNumber`); the fifth is
        // half-way.
        let middle = TransformInterpolation.interpolate(from: .identity, to: scene.touched[0].transform, progress: 0.5)
        XCTAssertEqual(frames[4].count, 16)
        for (actual, expected) in zip(frames[4], middle.elements) {
            XCTAssertEqual(actual, expected, accuracy: 5e-7 + expected.ulp)
        }
        let first = TransformInterpolation.interpolate(from: .identity, to: scene.touched[0].transform, progress: 0.1)
        for (actual, expected) in zip(frames[0], first.elements) {
            XCTAssertEqual(actual, expected, accuracy: 5e-7 + expected.ulp)
        }
    }
}

/// The root's own sublayerTransform (e.g. `self.view.layer.sublayerTransform`) is written exactly as any
/// container's, and the root sits in the window by its own position, anchor and transform (spec C17).
final class RootLayerRenditionTests: XCTestCase {
    private func live(_ scene: Scenes.Scene, platform: LayerPlatform = .iOS) -> String {
        LayerDiagram(root: scene.root, highlighted: scene.touched,
                     options: .init(idPrefix: "r", names: scene.names, platform: platform)).liveRendition()
    }

    private func rootLine(_ html: String) throws -> String {
        try XCTUnwrap(html.split(separator: "\n").first { $0.contains("class=\"layer root\"") }.map(String.init))
    }

    func testRootPerspectiveBecomesPerspectiveOnTheRootElement() throws {
        let line = try rootLine(live(Scenes.rootPerspective()))
        XCTAssertTrue(line.contains(#"data-layer-index="0" style="left:12px;top:12px;width:320px;height:480px;perspective:500px;perspective-origin:160px 240px;">"#), line)
        XCTAssertFalse(live(Scenes.rootPerspective()).contains("sublayer-transform"))
    }

    func testRootTransformAndItsScrolledPerspectiveAreDrawn() throws {
        let scene = Scenes.rootTransformedAndScrolled()
        let diagram = LayerDiagram(root: scene.root, highlighted: scene.touched, options: .init(idPrefix: "r", names: scene.names))
        let box = diagram.viewBox
        let line = try rootLine(diagram.liveRendition())
        // Root element at position − anchor ⊙ size − viewBox origin = (400 − 96, −50 − 336) − origin, turned about its
        // anchor by its transform after translateZ(zPosition − anchorPointZ); perspective origin = anchor ⊙ size.
        let transform = "translateZ(40px) matrix3d(" + scene.root.transform.elements.map(NumberFormatting.cssNumber).joined(separator: ",") + ")"
        let expected = "style=\"left:" + NumberFormatting.coordinate(304 - box.x) + "px;top:"
            + NumberFormatting.coordinate(-386 - box.y) + "px;width:320px;height:480px;transform-origin:96px 336px 0px;transform:"
            + transform + ";perspective:350px;perspective-origin:96px 336px;\">"
        XCTAssertTrue(line.hasSuffix(expected), line + "\nexpected suffix: " + expected)
        // The SVG outlines the root where it sits in the window: TransformKit's quad of the root.
        let outline = try XCTUnwrap(SVGInspection(diagram.svg()).all("polygon", class: "root-bounds").first)
        let points = SVGInspection.pointList(try XCTUnwrap(outline.attributes["points"]))
        let quad = LayerProjection().project(scene.root).quad
        XCTAssertEqual(points.count, 4)
        for (point, corner) in zip(points, quad) {
            XCTAssertEqual(point.0, corner.x, accuracy: 0.01)
            XCTAssertEqual(point.1, corner.y, accuracy: 0.01)
        }
    }

    func testFlippedRootOrNonPerspectiveRootTransformUsesTheWrapper() throws {
        for scene in [Scenes.rootFlippedWithSublayerTransform(), Scenes.rootFlippedWithPerspective()] {
            let html = live(scene)
            let line = try rootLine(html)
            XCTAssertFalse(line.contains("perspective"), line)
            let wrapper = try XCTUnwrap(html.split(separator: "\n").first { $0.contains("class=\"sublayer-transform\"") })
            XCTAssertEqual(cssMatrixValues(String(wrapper)), scene.root.sublayerTransformToSelf.elements)
            let origin = scene.root.bounds.origin
            XCTAssertTrue(wrapper.contains("transform-origin:" + NumberFormatting.coordinate(-origin.x) + "px "
                                           + NumberFormatting.coordinate(-origin.y) + "px 0px;"), String(wrapper))
        }
    }

    func testMacOSRootKeepsItsFlipAndGainsThePerspective() throws {
        let line = try rootLine(live(Scenes.rootPerspective(), platform: .macOS))
        XCTAssertTrue(line.contains("height:480px;transform:scaleY(-1);perspective:500px;perspective-origin:160px 240px;"), line)
    }
}
