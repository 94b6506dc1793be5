@testable import Figures
import TransformKit
import XCTest

/// The cube's figures (issue 15 item 6): a face keeps its colour in every figure, the six faces have six colours, and
/// the faces that face the viewer carry their number at the projected centre.
final class CubeFigureTests: XCTestCase {
    /// The six faces laid out flat, added in the order the net listing adds them (0, 2, 3, 4, 1, 5), named as the
    /// evaluator names them there (`self.faces[N].layer`).
    private func net() -> Scenes.Scene {
        let root = Scenes.rootLayer()
        root.bounds = CGRect(x: 0, y: 0, width: 800, height: 600)
        root.position = CGPoint(x: 400, y: 300)
        let centres = [0: (300.0, 300.0), 2: (300.0, 100.0), 3: (300.0, 500.0), 4: (100.0, 300.0), 1: (500.0, 300.0), 5: (700.0, 300.0)]
        var names: [(CALayer, String)] = [(root, "self.view.layer")]
        var faces: [CALayer] = []
        for index in [0, 2, 3, 4, 1, 5] {
            let centre = centres[index]!
            let face = Scenes.layer(frame: CGRect(x: centre.0 - 100, y: centre.1 - 100, width: 200, height: 200), in: root)
            names.append((face, "self.faces[\(index)].layer"))
            faces.append(face)
        }
        return Scenes.Scene(root: root, touched: faces, names: LayerNames(names))
    }

    /// The stroke of each face's polygon in the SVG, by the face's number in its name.
    private func faceColours(_ scene: Scenes.Scene) -> [Int: String] {
        let inspection = SVGInspection(LayerDiagram(root: scene.root, highlighted: scene.touched,
                                                    options: .init(idPrefix: "c", names: scene.names)).svg())
        var result: [Int: String] = [:]
        for polygon in inspection.all("polygon", class: "layer") {
            guard let name = polygon.attributes["data-layer"], let number = LayerDiagram.collectionNumber(of: name),
                  let stroke = polygon.attributes["stroke"] else { continue }
            result[number - 1] = stroke
        }
        return result
    }

    func testAFaceHasOneColourInTheNetAndTheCubeAndTheSixFacesSixColours() {
        let flat = faceColours(net())
        let lit = faceColours(Scenes.listing510())
        XCTAssertEqual(flat.count, 6)
        XCTAssertEqual(lit.count, 6, "the cube from the corner draws all six faces (three behind)")
        for index in 0..<6 { XCTAssertEqual(flat[index], lit[index], "faces[\(index)]") }
        XCTAssertEqual(Set(flat.values).count, 6, "no two faces share a colour")
        XCTAssertTrue(flat.values.allSatisfy { DiagramStyle.palette.contains($0) })
    }

    func testIdentitiesAndTheirColours() {
        XCTAssertEqual(LayerColours.identity(of: "self.faces[0].layer"), "faces[0]")
        XCTAssertEqual(LayerColours.identity(of: "faces[0].layer.sublayers[0]"), "faces[0]", "a face's overlay is part of the face")
        XCTAssertEqual(LayerColours.identity(of: "self.layerView.layer"), "layerView")
        XCTAssertEqual(LayerColours.identity(of: "self.layer"), "layer")
        XCTAssertNil(LayerColours.collectionElement("faces[]"))
        XCTAssertNil(LayerColours.collectionElement("faces[-1]"))
        XCTAssertNil(LayerColours.collectionElement("faces[1234567890]"), "ten digits are not an index")
        XCTAssertEqual(LayerColours.collectionElement("faces[12]")?.index, 12)
        // Consecutive elements of a collection take consecutive palette colours.
        let first = LayerColours.preferredIndex(of: "faces[0]")
        for index in 0..<DiagramStyle.palette.count {
            XCTAssertEqual(LayerColours.preferredIndex(of: "faces[\(index)]"), (first + index) % DiagramStyle.palette.count)
        }
        // The same in every run: FNV-1a, not the seeded Hasher.
        XCTAssertEqual(LayerColours.stableHash("a"), 0xe40c292c)
        // A name asking for a colour an element holds takes the next free one; the elements keep theirs.
        let elements = (0..<6).map { "faces[\($0)]" }
        let clashing = ["x", "y", "z", "layerView", "containerView", "w"].first { elements.map(LayerColours.preferredIndex).contains(LayerColours.preferredIndex(of: $0)) }!
        let assigned = LayerColours.assign([clashing] + elements)
        for element in elements { XCTAssertEqual(assigned[element], LayerColours.preferredIndex(of: element)) }
        XCTAssertEqual(Set(assigned.values).count, 7)
        XCTAssertEqual(LayerColours.assign(["a", "a"]).count, 1)
    }

    func testCollectionNumbers() {
        XCTAssertEqual(LayerDiagram.collectionNumber(of: "self.faces[0].layer"), 1)
        XCTAssertEqual(LayerDiagram.collectionNumber(of: "faces[5].layer"), 6)
        XCTAssertEqual(LayerDiagram.collectionNumber(of: "cards[12]"), 13)
        XCTAssertNil(LayerDiagram.collectionNumber(of: "faces[0].layer.sublayers[0]"), "the overlay inside face 1 is not numbered")
        XCTAssertNil(LayerDiagram.collectionNumber(of: "self.layerView.layer"))
        XCTAssertNil(LayerDiagram.collectionNumber(of: "layer 3"))
    }

    /// One face turned 50° about y under a perspective (its projected centre is not the average of its corners) and
    /// one turned away (a back face: no number in the SVG).
    private func turnedFaces() -> (scene: Scenes.Scene, front: CALayer) {
        let root = Scenes.rootLayer()
        let container = Scenes.layer(frame: CGRect(x: 0, y: 0, width: 320, height: 480), in: root)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 300.0
        container.sublayerTransform = perspective
        let front = Scenes.layer(frame: CGRect(x: 20, y: 20, width: 200, height: 200), in: container)
        front.transform = CATransform3DMakeRotation(50 * Double.pi / 180, 0, 1, 0)
        let back = Scenes.layer(frame: CGRect(x: 60, y: 280, width: 160, height: 160), in: container)
        back.transform = CATransform3DMakeRotation(Double.pi, 0, 1, 0)
        let names = LayerNames([(root, "self.view.layer"), (container, "self.containerView.layer"),
                                (front, "self.faces[0].layer"), (back, "self.faces[1].layer")])
        return (Scenes.Scene(root: root, touched: [front, back], names: names), front)
    }

    func testAFrontFaceIsNumberedAtItsProjectedCentreAndABackFaceIsNot() throws {
        let (scene, front) = turnedFaces()
        let diagram = LayerDiagram(root: scene.root, highlighted: scene.touched,
                                   options: .init(idPrefix: "n", names: scene.names, marks: [.numbers]))
        let (svg, live) = diagram.svgAndLiveRendition()
        let numbers = SVGInspection(svg).all("text", class: "mark-number")
        XCTAssertEqual(numbers.map(\.text), ["1"], "only the face that faces the viewer is numbered")
        // The projected centre is where the diagonals of the drawn quad cross (a projective map keeps incidence).
        let quad = try XCTUnwrap(diagram.drawnLayers().first { $0.projected.layer === front }).quad
        let (a, b, c, d) = (quad[0], quad[1], quad[2], quad[3])
        let denominator = (a.x - c.x) * (b.y - d.y) - (a.y - c.y) * (b.x - d.x)
        let t = ((a.x - b.x) * (b.y - d.y) - (a.y - b.y) * (b.x - d.x)) / denominator
        let centre = (x: a.x + t * (c.x - a.x), y: a.y + t * (c.y - a.y))
        let average = (x: quad.map(\.x).reduce(0, +) / 4, y: quad.map(\.y).reduce(0, +) / 4)
        XCTAssertGreaterThan(abs(average.x - centre.x), 2, "the scene tells the projected centre from the corners' average")
        let label = try XCTUnwrap(numbers.first)
        XCTAssertEqual(Double(label.attributes["x"] ?? "") ?? 0, centre.x, accuracy: 0.01)
        XCTAssertEqual((Double(label.attributes["y"] ?? "") ?? 0) - 4, centre.y, accuracy: 0.01, "the baseline sits 4 below the centre")
        // The rendition numbers every element: the browser hides or sorts the faces itself.
        XCTAssertTrue(live.contains("<span class=\"face-number\">1</span>"), live)
        XCTAssertTrue(live.contains("<span class=\"face-number\">2</span>"), live)
        // Without the mark, no number anywhere.
        let plain = LayerDiagram(root: scene.root, highlighted: scene.touched, options: .init(idPrefix: "n", names: scene.names))
            .svgAndLiveRendition()
        XCTAssertFalse(plain.svg.contains("mark-number"))
        XCTAssertFalse(plain.live.contains("face-number"))
    }

    func testSeveralSublayersUnderAPerspectiveShareAPreserve3DWrapper() {
        // The browser sorts siblings by depth only inside a preserve-3d context: the cube's faces under a bare
        // `perspective` were painted in one fixed order through every frame of Play.
        let (scene, _) = turnedFaces()
        let live = LayerDiagram(root: scene.root, highlighted: scene.touched, options: .init(idPrefix: "w", names: scene.names))
            .liveRendition()
        XCTAssertTrue(live.contains("class=\"sublayer-transform\""))
        XCTAssertFalse(live.contains("perspective:"))
        // One sublayer keeps the plain perspective.
        let (single, front) = turnedFaces()
        front.superlayer?.sublayerArray.filter { $0 !== front }.forEach { $0.removeFromSuperlayer() }
        let alone = LayerDiagram(root: single.root, highlighted: [front], options: .init(idPrefix: "s", names: single.names))
            .liveRendition()
        XCTAssertTrue(alone.contains("perspective:300px"), alone)
        XCTAssertFalse(alone.contains("sublayer-transform"))
    }
}
