import Figures
import Foundation
import TransformKit
import XCTest

/// With `NOTEBOOK_FIGURE_PREVIEW=<directory>`, writes every test scene as an SVG and as an HTML page (stylesheet,
/// script, SVG and live rendition side by side) for looking at them and for a browser comparison of the corners.
final class PreviewWriter: XCTestCase {
    func testWritePreviewPages() throws {
        guard let directory = ProcessInfo.processInfo.environment["NOTEBOOK_FIGURE_PREVIEW"] else {
            throw XCTSkip("set NOTEBOOK_FIGURE_PREVIEW to write preview pages")
        }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var scenes: [(String, () -> Scenes.Scene, LayerPlatform)] = LayerDiagramStructureTests.allScenes.map { ($0.0, $0.1, .iOS) }
        scenes.append(("macos-5.2", Scenes.listing52, .macOS))
        scenes.append(("macos-depth", Scenes.depthAndAnchors, .macOS))
        for (name, make, platform) in scenes {
            let scene = make()
            let id = "fig-" + name.replacingOccurrences(of: ".", with: "-")
            let diagram = LayerDiagram(root: scene.root, highlighted: scene.touched,
                                       options: .init(idPrefix: id, names: scene.names, platform: platform))
            let output = diagram.svgAndLiveRendition()
            try output.svg.write(toFile: directory + "/" + id + ".svg", atomically: true, encoding: .utf8)
            var page = "<!doctype html><html><head><meta charset=\"utf-8\"><style>" + FigureAssets.stylesheet
            page += " body{font-family:system-ui;margin:8px} .pair{display:flex;gap:16px;align-items:flex-start}</style></head><body>"
            page += "<div class=\"pair\"><figure style=\"margin:0\">" + output.svg + "</figure>" + output.live
            page += "</div><script>" + FigureAssets.script + "</script></body></html>"
            try page.write(toFile: directory + "/" + id + ".html", atomically: true, encoding: .utf8)
        }
    }
}

extension PreviewWriter {
    func testWriteValuePreviewPage() throws {
        guard let directory = ProcessInfo.processInfo.environment["NOTEBOOK_FIGURE_PREVIEW"] else {
            throw XCTSkip("set NOTEBOOK_FIGURE_PREVIEW to write preview pages")
        }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500.0
        perspective = CATransform3DRotate(perspective, Double.pi / 4, 0, 1, 0)
        let values: [(String, FigureValue)] = [
            ("transform", .affineTransform(TransformDiagramTests.listing52)),
            ("rotation", .affineTransform(CGAffineTransform(rotationAngle: Double.pi / 2))),
            ("transform", .transform3D(perspective)),
            ("frame", .rect(CGRect(x: 40, y: 60, width: 120, height: 80))),
            ("angle", .scalar(0.5235987755982988)),
            ("visible", .boolean(true)),
            ("big", .point(CGPoint(x: 1.2345678e20, y: -0.0))),
        ]
        var page = "<!doctype html><html><head><meta charset=\"utf-8\"><style>" + FigureAssets.stylesheet
        page += " body{font-family:system-ui;margin:16px}</style></head><body>"
        for (name, value) in values { page += ValueMarkup.math(named: name, value) }
        page += "</body></html>"
        try page.write(toFile: directory + "/values.html", atomically: true, encoding: .utf8)
    }
}
