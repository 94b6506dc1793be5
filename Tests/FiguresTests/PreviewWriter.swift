import Figures
import Foundation
import XCTest

/// With `NOTEBOOK_FIGURE_PREVIEW=<directory>`, writes every test scene as an SVG and as an HTML page (stylesheet,
/// script, SVG and live rendition side by side) for looking at them and for a browser comparison of the corners.
final class PreviewWriter: XCTestCase {
    func testWritePreviewPages() throws {
        guard let directory = ProcessInfo.processInfo.environment["NOTEBOOK_FIGURE_PREVIEW"] else {
            throw XCTSkip("set NOTEBOOK_FIGURE_PREVIEW to write preview pages")
        }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for (name, make) in LayerDiagramStructureTests.allScenes {
            let scene = make()
            let id = "fig-" + name.replacingOccurrences(of: ".", with: "-")
            let diagram = LayerDiagram(root: scene.root, highlighted: scene.touched, options: .init(idPrefix: id, names: scene.names))
            let output = diagram.svgAndLiveRendition()
            try output.svg.write(toFile: directory + "/" + id + ".svg", atomically: true, encoding: .utf8)
            let page = "<!doctype html><html><head><meta charset=\"utf-8\"><style>" + FigureAssets.stylesheet
                + " body{font-family:system-ui;margin:8px} .pair{display:flex;gap:16px;align-items:flex-start}</style></head><body>"
                + "<div class=\"pair\"><figure class=\"notebook-figure\" style=\"margin:0\">" + output.svg + "</figure>" + output.live
                + "</div><script>" + FigureAssets.script + "</script></body></html>"
            try page.write(toFile: directory + "/" + id + ".html", atomically: true, encoding: .utf8)
        }
    }
}
