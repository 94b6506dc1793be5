import Figures
import Foundation
import TransformKit
import XCTest

/// Loads every test scene's SVG and live CSS rendition into headless Chromium (when installed) and checks that
/// the browser draws each layer's corners where the SVG says, within 0.5 px, and that the play control starts
/// an animation through the precomputed keyframes.
final class BrowserCornerTests: XCTestCase {
    private func chromium() throws -> URL {
        for path in ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        where FileManager.default.isExecutableFile(atPath: path) {
            return URL(fileURLWithPath: path)
        }
        throw XCTSkip("chromium is not installed (scripts/setup.sh browser)")
    }

    /// Runs in the page: for every layer element with corner marks, the largest distance between a corner drawn
    /// by the browser and the matching vertex of the SVG polygon's `data-corners`.
    static let measurement = #"""
    (function () {
      var results = [];
      document.querySelectorAll(".pair").forEach(function (pair) {
        var live = pair.querySelector(".live-rendition");
        var svg = pair.querySelector("svg");
        var stage = live.querySelector(".stage").getBoundingClientRect();
        var ox = Number(live.getAttribute("data-origin-x")), oy = Number(live.getAttribute("data-origin-y"));
        live.querySelectorAll(".layer[data-layer-index]").forEach(function (element) {
          var index = element.getAttribute("data-layer-index");
          var polygon = svg.querySelector('polygon.layer[data-layer-index="' + index + '"]');
          var corners = element.querySelectorAll(":scope > i");
          if (!polygon || corners.length !== 4 || polygon.hasAttribute("data-clipped")) { return; }
          var expected = polygon.getAttribute("data-corners").split(" ").map(function (p) { return p.split(",").map(Number); });
          var worst = 0;
          for (var k = 0; k < 4; k++) {
            var r = corners[k].getBoundingClientRect();
            worst = Math.max(worst, Math.abs(r.left - stage.left + ox - expected[k][0]), Math.abs(r.top - stage.top + oy - expected[k][1]));
          }
          results.push({ figure: svg.id || pair.id, layer: element.getAttribute("data-layer"), worst: worst });
        });
      });
      var play = document.querySelector("button.play");
      var animations = -1, keyframes = -1;
      if (play) {
        play.click();
        var target = document.getElementById(play.getAttribute("data-targets").split(" ")[0]);
        var running = target.getAnimations();
        animations = running.length;
        keyframes = running.length ? running[0].effect.getKeyframes().length : 0;
      }
      var pre = document.createElement("pre");
      pre.id = "result";
      pre.textContent = JSON.stringify({ corners: results, animations: animations, keyframes: keyframes });
      document.body.appendChild(pre);
    })();
    """#

    func testBrowserDrawsTheSameCornersAsTheSVG() throws {
        let browser = try chromium()
        var page = "<!doctype html><html><head><meta charset=\"utf-8\"><style>" + FigureAssets.stylesheet
        page += " .pair{display:flex;gap:16px;align-items:flex-start}</style></head><body>"
        var scenes: [(String, () -> Scenes.Scene, LayerPlatform)] = LayerDiagramStructureTests.allScenes.map { ($0.0, $0.1, .iOS) }
        scenes.append(("macos", Scenes.depthAndAnchors, .macOS))
        // The root's own sublayerTransform (perspective, scrolled and off-centre, flipped, not a pure perspective).
        scenes += [("root-perspective", Scenes.rootPerspective, .iOS), ("root-transformed", Scenes.rootTransformedAndScrolled, .iOS),
                   ("root-flipped", Scenes.rootFlippedWithSublayerTransform, .iOS),
                   ("root-flipped-perspective", Scenes.rootFlippedWithPerspective, .iOS),
                   ("root-perspective-macos", Scenes.rootPerspective, .macOS),
                   ("root-flipped-macos", Scenes.rootFlippedWithSublayerTransform, .macOS)]
        for (name, make, platform) in scenes where name != "degenerate" {
            let scene = make()
            let id = "b-" + name.replacingOccurrences(of: ".", with: "-")
            let output = LayerDiagram(root: scene.root, highlighted: scene.touched,
                                      options: .init(idPrefix: id, names: scene.names, platform: platform)).svgAndLiveRendition()
            page += "<div class=\"pair\" id=\"" + id + "\">" + output.svg + output.live + "</div>"
        }
        page += "<script>" + FigureAssets.script + "</script><script>" + Self.measurement + "</script></body></html>"

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("figures-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("corners.html")
        try page.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = browser
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--window-size=2400,2000",
                             "--user-data-dir=" + directory.appendingPathComponent("profile").path, "--dump-dom", file.absoluteString]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let dom = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        let start = try XCTUnwrap(dom.range(of: "<pre id=\"result\">"), "the measurement script did not run")
        let rest = dom[start.upperBound...]
        let json = String(rest[..<(rest.range(of: "</pre>")?.lowerBound ?? rest.endIndex)]).replacingOccurrences(of: "&quot;", with: "\"")
        struct Result: Decodable {
            struct Corner: Decodable { let figure: String; let layer: String; let worst: Double }
            let corners: [Corner]
            let animations: Int
            let keyframes: Int
        }
        let result = try JSONDecoder().decode(Result.self, from: Data(json.utf8))
        XCTAssertGreaterThan(result.corners.count, 25)
        for figure in ["b-root-perspective", "b-root-transformed", "b-root-flipped", "b-root-flipped-perspective",
                       "b-root-perspective-macos", "b-root-flipped-macos"] {
            XCTAssertTrue(result.corners.contains { $0.figure == figure + "-svg" || $0.figure == figure }, "no corners measured in \(figure)")
        }
        for corner in result.corners {
            XCTAssertLessThan(corner.worst, 0.5, "\(corner.figure) \(corner.layer)")
        }
        XCTAssertEqual(result.animations, 1)
        XCTAssertEqual(result.keyframes, 11)
    }
}
