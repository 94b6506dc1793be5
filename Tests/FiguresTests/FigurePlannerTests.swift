@testable import Figures
import TransformKit
import XCTest

final class FigurePlannerTests: XCTestCase {
    func kinds(_ planner: FigurePlanner) -> [FigureRequest.Kind] { planner.plan().map(\.kind) }

    func testLayersGetALayerDiagramWithTheirFeatures() throws {
        let scene = Scenes.listing56()
        let planner = FigurePlanner(root: scene.root, touched: scene.touched,
                                    values: [("perspective", .transform3D(scene.touched[0].sublayerTransform))],
                                    options: .init(idPrefix: "l56", names: scene.names, marks: [.vanishingPoint]))
        XCTAssertEqual(kinds(planner), [.layerDiagram])
        XCTAssertEqual(planner.plan().first?.features, [.sharedVanishingPoint])
        let figure = try XCTUnwrap(planner.figures().first)
        XCTAssertTrue(figure.svg.contains("shared vanishing point"))
        XCTAssertTrue(figure.liveRendition?.contains("class=\"sublayer-transform\"") ?? false, "two layers under one perspective share a preserve-3d wrapper")
        XCTAssertEqual(figure.title, "The layers containerView, layerView1 and layerView2 after the listing runs")
        XCTAssertTrue(figure.description.hasPrefix("The view bounds are 320 by 480 points."))
        // The description is plain text; the SVG holds it with `×` and `°` as numeric character references.
        let described = figure.description.replacingOccurrences(of: "×", with: "&#215;")
            .replacingOccurrences(of: "°", with: "&#176;")
        XCTAssertTrue(figure.svg.contains(">" + described + "</desc>"))
        XCTAssertEqual(SVGInspection(figure.svg).all("desc").first?.text, figure.description)
    }

    /// A figure keeps its markup as the UTF-8 the writer wrote (the build copies it into its page as it is);
    /// `svg` and `liveRendition` are those bytes as strings.
    func testFiguresKeepTheirMarkupAsWritten() throws {
        let scene = Scenes.listing56()
        let figure = try XCTUnwrap(FigurePlanner(root: scene.root, touched: scene.touched, values: [],
                                                 options: .init(idPrefix: "l56", names: scene.names)).figures().first)
        let live = try XCTUnwrap(figure.liveRenditionBytes)
        XCTAssertEqual(figure.svgBytes, Array(figure.svg.utf8))
        XCTAssertEqual(live, Array((figure.liveRendition ?? "").utf8))
        XCTAssertTrue(figure.svgBytes.starts(with: Array("<svg".utf8)))
        XCTAssertTrue(live.starts(with: Array("<div class=\"live-rendition\"".utf8)))
        let diagram = LayerDiagram(root: scene.root, highlighted: scene.touched,
                                   options: .init(idPrefix: "l56-layers", names: scene.names))
        XCTAssertEqual(figure.svg, diagram.svg())
        XCTAssertEqual(figure.liveRendition, diagram.liveRendition())
    }

    func testFeaturesFollowTheGeometry() {
        func features(_ scene: Scenes.Scene) -> Set<FigureFeature> {
            FigurePlanner(root: scene.root, touched: scene.touched, values: [], options: .init(marks: [.vanishingPoint]))
                .plan().first?.features ?? []
        }
        XCTAssertEqual(features(Scenes.listing52()), [])
        XCTAssertEqual(features(Scenes.shear()), [.shear])
        XCTAssertEqual(features(Scenes.listing55()), [.vanishingPoint])
        XCTAssertEqual(features(Scenes.listing55(angle: Double.pi, doubleSided: false)), [.vanishingPoint, .hiddenBackFace])
        XCTAssertEqual(features(Scenes.listing55(angle: Double.pi, doubleSided: true)), [.vanishingPoint, .mirroredBackFace])
        XCTAssertEqual(features(Scenes.clipped()), [.sharedVanishingPoint, .nearPlaneClipping])
        XCTAssertTrue(features(Scenes.listing510(doubleSided: false)).contains(.hiddenBackFace))
    }

    func testVanishingPointsAreAFeatureOnlyWhereTheListingAsksForThem() throws {
        let scene = Scenes.listing56()
        let planner = FigurePlanner(root: scene.root, touched: scene.touched, values: [], options: .init(names: scene.names))
        XCTAssertEqual(planner.plan().first?.features, [])
        let svg = try XCTUnwrap(planner.figures().first?.svg)
        XCTAssertFalse(svg.contains("vanishing"), "no marker, label or guide where the listing did not ask")
    }

    /// A diagram's layout looks for vanishing points only when the listing asks for them, the one case in which
    /// they are drawn, described or reported as features.
    func testTheLayoutHoldsVanishingPointsOnlyWhereTheListingAsksForThem() {
        let scene = Scenes.listing56()
        func layout(_ marks: [FigureMark]) -> LayerDiagram.Layout {
            LayerDiagram(root: scene.root, highlighted: scene.touched, options: .init(names: scene.names, marks: marks))
                .layout()
        }
        XCTAssertEqual(layout([]).vanishingPoints.count, 0)
        XCTAssertEqual(layout([.frame]).vanishingPoints.count, 0)
        let asked = layout([.vanishingPoint]).vanishingPoints
        XCTAssertEqual(asked.count, 1)
        XCTAssertEqual(asked.first?.isShared, true)
    }

    func testABackFaceCoveredByTheFrontFacesIsNotCalledMirrored() {
        // The closed cube (book Listing 5.9): its far faces face away but lie behind the near ones.
        let cube = Scenes.listing510(doubleSided: true)
        let features = FigurePlanner(root: cube.root, touched: cube.touched, values: []).plan().first?.features ?? []
        XCTAssertFalse(features.contains(.mirroredBackFace), "\(features)")
        // A lone layer turned round is seen from behind.
        let turned = Scenes.listing55(angle: Double.pi, doubleSided: true)
        XCTAssertTrue((FigurePlanner(root: turned.root, touched: turned.touched, values: []).plan().first?.features ?? [])
            .contains(.mirroredBackFace))
    }

    func testNestedThreeDimensionalLayersGetAFlatteningComparison() throws {
        let scene = Scenes.listing58()
        let planner = FigurePlanner(root: scene.root, touched: scene.touched, values: [], options: .init(idPrefix: "l58", names: scene.names))
        XCTAssertEqual(kinds(planner), [.layerDiagram, .flatteningComparison])
        XCTAssertTrue(planner.plan().last?.intermediate === scene.touched[0])
        XCTAssertEqual(planner.plan().last?.subject, "self.outerView.layer")
        XCTAssertEqual(planner.figures().map(\.id), ["l58-layers", "l58-flattening"])
        // Listing 5.7 (rotations about z only) flattens nothing worth comparing.
        let flat = Scenes.listing58()
        flat.touched[0].transform = CATransform3DMakeRotation(Double.pi / 4, 0, 0, 1)
        flat.touched[1].transform = CATransform3DMakeRotation(-Double.pi / 4, 0, 0, 1)
        XCTAssertEqual(kinds(FigurePlanner(root: flat.root, touched: flat.touched, values: [])), [.layerDiagram])
        // The cube's faces sit in the container's 3D space but the container itself is flat: no comparison.
        let cube = Scenes.listing510()
        XCTAssertEqual(kinds(FigurePlanner(root: cube.root, touched: cube.touched, values: [])), [.layerDiagram])
    }

    func testLoneTransformsGetReferenceSquares() throws {
        let planner = FigurePlanner(root: nil, touched: [], values: [
            ("transform", .affineTransform(TransformDiagramTests.listing52)),
            ("shear", .affineTransform(TransformDiagramTests.shear)),
            ("identity", .affineTransform(.identity)),
            ("angle", .scalar(0.5)),
            ("t", .transform3D(CATransform3DMakeRotation(Double.pi / 4, 0, 1, 0))),
        ], options: .init(idPrefix: "lone"))
        let plan = planner.plan()
        XCTAssertEqual(plan.map(\.kind), [.referenceSquare, .referenceSquare, .referenceSquare])
        XCTAssertEqual(plan.map { $0.subject ?? "" }, ["transform", "shear", "t"])
        XCTAssertEqual(plan.map(\.features), [[], [.shear], []])
        let figures = planner.figures()
        XCTAssertEqual(figures.map(\.id), ["lone-square-1", "lone-square-2", "lone-square-3"])
        XCTAssertTrue(figures[1].svg.contains("shear-title") == false && figures[1].svg.contains("lone-square-2-title"))
        XCTAssertNil(figures[0].liveRendition)
    }
}
