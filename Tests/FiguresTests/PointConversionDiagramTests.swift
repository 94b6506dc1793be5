import XCTest
@testable import Figures
import TransformKit

/// `figure=convert-point`: one point, drawn once, in two layers' coordinate systems, each with its outline and axes.
final class PointConversionDiagramTests: XCTestCase {
    /// A root 320 × 480 with a 200 × 100 sublayer whose top-left corner is at (60, 140), turned 90° about its centre.
    private func scene(rotated: Bool) -> (root: CALayer, layer: CALayer) {
        let root = layer(width: 320, height: 480, position: TransformKit.CGPoint(x: 160, y: 240))
        let sublayer = layer(width: 200, height: 100, position: TransformKit.CGPoint(x: 160, y: 190))
        if rotated { sublayer.setAffineTransform(TransformKit.CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)) }
        root.addSublayer(sublayer)
        return (root, sublayer)
    }

    /// A layer of `width` × `height` from (0, 0), its centre at `position`.
    private func layer(width: Double, height: Double, position: TransformKit.CGPoint) -> CALayer {
        let layer = CALayer()
        layer.bounds = TransformKit.CGRect(x: 0, y: 0, width: width, height: height)
        layer.position = position
        return layer
    }

    private func diagram(rotated: Bool, platform: LayerPlatform = .iOS) -> PointConversionDiagram {
        let (root, layer) = scene(rotated: rotated)
        let point = TransformKit.CGPoint(x: 20, y: 30)
        return PointConversionDiagram(source: .init(layer: layer, name: "redLayer", point: point),
                                      destination: .init(layer: root, name: "self.view.layer", point: layer.convert(point, to: root)),
                                      platform: platform, idPrefix: "t")
    }

    func testThePointIsDrawnOnceWithBothLabels() {
        let svg = diagram(rotated: false).svg()
        XCTAssertEqual(svg.components(separatedBy: "class=\"conversion-point\"").count - 1, 1)
        XCTAssertTrue(svg.contains("<circle cx=\"80\" cy=\"170\""), "(20, 30) in a layer at (60, 140) is (80, 170)")
        XCTAssertTrue(svg.contains(">(20, 30) in redLayer</text>"))
        XCTAssertTrue(svg.contains(">(80, 170) in self.view.layer</text>"))
        XCTAssertEqual(svg.components(separatedBy: "class=\"layer conversion-layer\"").count - 1, 2)
        XCTAssertEqual(svg.components(separatedBy: "class=\"axis x\"").count - 1, 2)
        XCTAssertEqual(svg.components(separatedBy: "class=\"axis y\"").count - 1, 2)
    }

    func testUnderARotationTheAxesTurnAndBothSystemsAgreeOnWhereThePointIs() {
        let figure = diagram(rotated: true)
        // Turned 90° clockwise about its centre (160, 190): the layer's origin lands at (210, 90), its x axis points
        // down and its y axis to the left.
        let origin = figure.page(.zero, in: figure.source.layer)
        XCTAssertEqual(origin.x, 210, accuracy: 1e-9)
        XCTAssertEqual(origin.y, 90, accuracy: 1e-9)
        let fromDestination = figure.page(figure.destination.point, in: figure.destination.layer)
        XCTAssertEqual(figure.pagePoint.x, fromDestination.x, accuracy: 1e-9)
        XCTAssertEqual(figure.pagePoint.y, fromDestination.y, accuracy: 1e-9)
        XCTAssertEqual(figure.pagePoint.x, 180, accuracy: 1e-9, "x 20 along the downward axis, y 30 to the left")
        XCTAssertEqual(figure.pagePoint.y, 110, accuracy: 1e-9)
        let svg = figure.svg()
        XCTAssertTrue(svg.contains("<line x1=\"210\" y1=\"90\" x2=\"210\" y2=\"130\" class=\"axis x\""), svg)
        XCTAssertTrue(svg.contains("<line x1=\"210\" y1=\"90\" x2=\"170\" y2=\"90\" class=\"axis y\""), svg)
        XCTAssertTrue(svg.contains(">(180, 110) in self.view.layer</text>"))
    }

    func testOnMacOSTheYAxesPointUp() {
        let figure = diagram(rotated: false, platform: .macOS)
        let origin = figure.page(.zero, in: figure.destination.layer)
        XCTAssertEqual(origin.y, 480, "the root's origin is its bottom-left corner")
        let svg = figure.svg()
        XCTAssertTrue(svg.contains("<line x1=\"0\" y1=\"480\" x2=\"0\" y2=\"440\" class=\"axis y\""), svg)
        XCTAssertTrue(figure.description.contains("y up"))
    }

    func testNoLabelOverlapsAnotherOrAnOutline() {
        for rotated in [false, true] {
            // One figure holds both layers: a superlayer is held weakly, as in UIKit.
            let figure = diagram(rotated: rotated)
            let svg = figure.svg()
            let boxes = svg.split(separator: "\n").filter { $0.hasPrefix("<text ") }.map(labelBox)
            XCTAssertEqual(boxes.count, 8, "two axis names per layer, two coordinates, two layer names")
            for (index, box) in boxes.enumerated() {
                for other in boxes[(index + 1)...] {
                    XCTAssertFalse(box.overlaps(other), "\(box) overlaps \(other)")
                }
                for outline in [figure.outline(of: figure.source.layer), figure.outline(of: figure.destination.layer)] {
                    for corner in outline.indices {
                        XCTAssertFalse(box.crosses(from: outline[corner], to: outline[(corner + 1) % 4]), "\(box) crosses \(outline[corner]) \(outline[(corner + 1) % 4])")
                    }
                }
            }
        }
    }

    /// A conversion to nil: the destination is the window, drawn in window coordinates with no outline, its axes
    /// from its origin (0, 0). C17's lone layer (200 × 200 at (150, 150), turned 45°): its (200, 100) is
    /// (100, 0)·R + (150, 150) = (220.71067811865476, 220.71067811865476) in the window, by hand (row vectors,
    /// (x, y)·R = (x·c − y·s, x·s + y·c), c = s = √2/2); its origin (−100, −100)·R + (150, 150) = (150, 8.5786…).
    func testTheWindowAsDestinationIsDrawnInWindowCoordinatesByItsAxes() {
        let layer = CALayer()
        layer.bounds = TransformKit.CGRect(x: 0, y: 0, width: 200, height: 200)
        layer.position = TransformKit.CGPoint(x: 150, y: 150)
        layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        let h = 70.71067811865476
        let figure = PointConversionDiagram(
            source: .init(layer: layer, name: "layer", point: TransformKit.CGPoint(x: 200, y: 100)),
            destination: .init(layer: nil, name: PointConversionDiagram.System.windowName,
                               point: TransformKit.CGPoint(x: 150 + h, y: 150 + h)),
            idPrefix: "w")
        XCTAssertEqual(figure.pagePoint.x, 150 + h, accuracy: 1e-12)
        XCTAssertEqual(figure.pagePoint.y, 150 + h, accuracy: 1e-12)
        let origin = figure.page(.zero, in: layer)
        XCTAssertEqual(origin.x, 150, accuracy: 1e-12)
        XCTAssertEqual(origin.y, 150 - 2 * h, accuracy: 1e-12)
        XCTAssertEqual(figure.outline(of: nil), [])
        let svg = figure.svg()
        XCTAssertEqual(svg.components(separatedBy: "class=\"layer conversion-layer\"").count - 1, 1, "only the layer is outlined")
        XCTAssertTrue(svg.contains("<line x1=\"0\" y1=\"0\" x2=\"40\" y2=\"0\" class=\"axis x\""), svg)
        XCTAssertTrue(svg.contains("<line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"40\" class=\"axis y\""), svg)
        XCTAssertTrue(svg.contains(">(220.7107, 220.7107) in the window</text>"), svg)
        XCTAssertTrue(svg.contains("data-destination=\"the window\""), svg)
        XCTAssertTrue(figure.description.contains("the window has no outline, only its axes from its origin (0, 0)"))
    }

    /// Two lone layers, two trees: C12 takes their roots as one space, so (20, 30) in `a` is (20, 30) in `b` however
    /// each is placed in the window. The figure draws both systems through the source's placement, so the point lies
    /// at (20, 30) from `b`'s origin as its label says; `b` drawn where its own placement (origin at (200, 200)) puts
    /// it would have its guides read (−180, −170).
    func testALayerOfAnotherTreeIsDrawnAsTheConversionPlacesIt() {
        let a = layer(width: 100, height: 100, position: TransformKit.CGPoint(x: 50, y: 50))
        let b = layer(width: 100, height: 100, position: TransformKit.CGPoint(x: 250, y: 250))
        let point = TransformKit.CGPoint(x: 20, y: 30)
        let converted = a.convert(point, to: b)
        XCTAssertEqual(converted, point, "C12: the two roots are one space")
        let figure = PointConversionDiagram(source: .init(layer: a, name: "a", point: point),
                                            destination: .init(layer: b, name: "b", point: converted), idPrefix: "d")
        XCTAssertEqual(figure.pagePoint, FigurePoint(x: 20, y: 30))
        XCTAssertEqual(figure.page(.zero, in: b), FigurePoint(x: 0, y: 0), "b's origin where the conversion puts it")
        XCTAssertEqual(figure.page(figure.destination.point, in: b), figure.pagePoint, "one point, drawn once")
    }

    /// A label's box as the placer estimates it: 6.2 units a character, 10 above the baseline and 3 below.
    private func labelBox(_ line: Substring) -> FigureBox {
        func number(_ name: String) -> Double {
            let start = line.range(of: " " + name + "=\"")!.upperBound
            return Double(line[start...].prefix { $0 != "\"" })!
        }
        let text = line[line.index(after: line.firstIndex(of: ">")!)...].prefix { $0 != "<" }
        let x = number("x"), y = number("y")
        return FigureBox(minX: x, minY: y - 10, maxX: x + Double(text.count) * 6.2, maxY: y + 3)
    }
}
