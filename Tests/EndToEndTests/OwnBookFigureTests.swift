import Foundation
import XCTest

/// The repository's own book, built by the real binary: in every layer diagram no two labels overlap and no label
/// crosses a layer's outline, and every listing's `marks` are drawn (issue 15, items 1 and 2).
final class OwnBookFigureTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The class each mark name's element carries (docs/figures.md), written out here rather than taken from Figures.
    private static let markClasses = ["frame": "mark-frame", "anchor": "mark-anchor", "point": "mark-point",
                                      "line": "mark-line", "vanishing-point": "vanishing-point",
                                      "meeting-point": "mark-meeting-point", "axis": "mark-axis",
                                      // A number is a label only: its element is the text.
                                      "numbers": "label mark-number"]

    private struct Box {
        let text: String
        let minX, minY, maxX, maxY: Double

        func overlaps(_ other: Box) -> Bool {
            !(other.minX > maxX || other.maxX < minX || other.minY > maxY || other.maxY < minY)
        }

        /// Liang–Barsky: whether the segment passes through the box.
        func crosses(_ a: (Double, Double), _ b: (Double, Double)) -> Bool {
            var low = 0.0, high = 1.0
            let dx = b.0 - a.0, dy = b.1 - a.1
            for (p, q) in [(-dx, a.0 - minX), (dx, maxX - a.0), (-dy, a.1 - minY), (dy, maxY - a.1)] {
                if p == 0 {
                    if q < 0 { return false }
                    continue
                }
                let t = q / p
                if p < 0 { low = max(low, t) } else { high = min(high, t) }
                if low > high { return false }
            }
            return true
        }
    }

    private func buildOwnBook() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notebook-own-figures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        for item in ["notebook.toml", "Chapters"] {
            try FileManager.default.copyItem(at: Self.repository.appendingPathComponent(item), to: folder.appendingPathComponent(item))
        }
        let result = try NotebookProcess.run(["build"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        return folder.appendingPathComponent("Site")
    }

    /// Every layer diagram (`figure-ID-layers`) and point-conversion figure (`figure-ID-convert-point`) of the site, by
    /// id, with its markup.
    private func layerDiagrams(in site: URL) throws -> [(id: String, svg: String)] {
        try figures(ofClass: "(?:layer-diagram|point-conversion)", in: site)
    }

    /// Every figure of the site whose class (after `figure `) matches `kind`, a regular expression, by id.
    private func figures(ofClass kind: String, in site: URL) throws -> [(id: String, svg: String)] {
        var result: [(String, String)] = []
        let pages = try FileManager.default.contentsOfDirectory(atPath: site.path).filter { $0.hasSuffix(".html") }.sorted()
        let pattern = try NSRegularExpression(pattern: "<svg[^>]*class=\"figure " + kind + "\"[^>]*aria-labelledby=\"([^ \"]*)-title.*?</svg>",
                                              options: [.dotMatchesLineSeparators])
        for page in pages {
            let html = try String(contentsOf: site.appendingPathComponent(page), encoding: .utf8)
            let range = NSRange(html.startIndex..., in: html)
            for match in pattern.matches(in: html, range: range) {
                result.append((String(html[Range(match.range(at: 1), in: html)!]), String(html[Range(match.range, in: html)!])))
            }
        }
        return result
    }

    /// Label boxes estimated as the placer estimates them: 6.2 units a character at the 11-unit font, 10 above
    /// the baseline and 3 below.
    private func labelBoxes(_ svg: String) -> [Box] {
        svg.split(separator: "\n").filter { $0.hasPrefix("<text ") }.compactMap { line -> Box? in
            guard let x = attribute("x", line).flatMap(Double.init), let y = attribute("y", line).flatMap(Double.init),
                  let start = line.firstIndex(of: ">"), let end = line.range(of: "</text>") else { return nil }
            var text = String(line[line.index(after: start)..<end.lowerBound])
            for (entity, scalar) in [("&#215;", "×"), ("&#176;", "°"), ("&amp;", "&"), ("&lt;", "<"), ("&gt;", ">")] {
                text = text.replacingOccurrences(of: entity, with: scalar)
            }
            let width = Double(text.count) * 6.2
            let left: Double
            switch attribute("text-anchor", line) {
            case "middle": left = x - width / 2
            case "end": left = x - width
            default: left = x
            }
            return Box(text: text, minX: left, minY: y - 10, maxX: left + width, maxY: y + 3)
        }
    }

    /// The outlines of the drawn layers (`<polygon … class="layer …">`).
    /// Layers' outlines, and animated layers' outlines at their animations' start, asked times and end.
    private func layerOutlines(_ svg: String) -> [[(Double, Double)]] {
        svg.split(separator: "\n").filter {
            $0.hasPrefix("<polygon ") && ($0.contains(" class=\"layer") || $0.contains(" class=\"animation-outline"))
        }.compactMap { line in
            attribute("points", line)?.split(separator: " ").compactMap { pair -> (Double, Double)? in
                let numbers = pair.split(separator: ",").compactMap { Double($0) }
                return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
            }
        }
    }

    private func attribute(_ name: String, _ line: Substring) -> String? {
        guard let start = line.range(of: " " + name + "=\"") else { return nil }
        let rest = line[start.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }

    func testNoLabelOverlapsAnotherOrCrossesALayerOutlineInAnyFigure() throws {
        let diagrams = try layerDiagrams(in: try buildOwnBook())
        XCTAssertGreaterThan(diagrams.count, 60, "the book's layer diagrams were found")
        var failures: [String] = []
        for diagram in diagrams {
            let boxes = labelBoxes(diagram.svg)
            XCTAssertFalse(boxes.isEmpty, "\(diagram.id) has labels")
            var problems: [String] = []
            for (index, box) in boxes.enumerated() {
                for other in boxes[(index + 1)...] where box.overlaps(other) {
                    problems.append("'\(box.text)' overlaps '\(other.text)'")
                }
                for outline in layerOutlines(diagram.svg) where outline.indices.contains(where: {
                    box.crosses(outline[$0], outline[($0 + 1) % outline.count]) }) {
                    problems.append("'\(box.text)' crosses a layer outline")
                }
            }
            if !problems.isEmpty { failures.append(diagram.id + ": " + problems.joined(separator: ", ")) }
        }
        XCTAssertEqual(failures, [], "figures with colliding labels:\n" + failures.joined(separator: "\n"))
    }

    /// The reference squares (chapter 2's basis vectors and every transform's panel): a basis vector the transform
    /// leaves in place used to put its two names (i and k, j and l) on one spot (issue 15 §2). No label of these
    /// panels, the names of the vectors, the axes, the legend and the titles, overlaps another.
    func testNoLabelOverlapsAnotherInAnyReferenceSquare() throws {
        let squares = try figures(ofClass: "transform-diagram", in: try buildOwnBook())
        XCTAssertGreaterThan(squares.count, 30, "the book's reference squares were found")
        var failures: [String] = []
        var unmoved = 0
        for square in squares {
            let boxes = labelBoxes(square.svg)
            let names = boxes.filter { ["i", "j", "k", "l"].contains($0.text) }
            XCTAssertEqual(names.count, 4, "\(square.id) names i, j and their images k and l")
            if let i = names.first(where: { $0.text == "i" }), let k = names.first(where: { $0.text == "k" }),
               abs(i.minX - k.minX) < 1, abs(i.minY - k.minY) < 20 { unmoved += 1 }
            var problems: [String] = []
            for (index, box) in boxes.enumerated() {
                for other in boxes[(index + 1)...] where box.overlaps(other) {
                    problems.append("'\(box.text)' overlaps '\(other.text)'")
                }
            }
            if !problems.isEmpty { failures.append(square.id + ": " + problems.joined(separator: ", ")) }
        }
        // The identity's panels (chapter 6) leave i in place: k sits beside it, not on it.
        XCTAssertGreaterThan(unmoved, 0, "some panel leaves i in place, so the test sees the case it guards")
        XCTAssertEqual(failures, [], "reference squares with colliding labels:\n" + failures.joined(separator: "\n"))
    }

    /// Chapter 7's pan handler runs on two declared drags of 21 translations each: its figure has a strip of eight
    /// small panels, captioned in HTML (SVG labels would be under 10 px at the panels' size), the last one the figure.
    func testTheDeclaredDragShowsItsStepsUnderTheFigure() throws {
        let site = try buildOwnBook()
        let page = try String(contentsOf: site.appendingPathComponent("07-drag-to-rotate.html"), encoding: .utf8)
        // The listing's own part of the page: the one with its own DHVector, further down, runs on the same drags.
        let start = try XCTUnwrap(page.range(of: "id=\"listing-drag-pan-handler\""))
        let end = page.range(of: "id=\"listing-drag-pan-dhvector\"", range: start.upperBound..<page.endIndex)?.lowerBound ?? page.endIndex
        let html = String(page[start.lowerBound..<end])
        let panels = html.components(separatedBy: "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"figure event-step-panel\"")
            .dropFirst().map { String($0[..<($0.range(of: "</svg>")?.lowerBound ?? $0.endIndex)]) }
        XCTAssertEqual(panels.count, 8)
        XCTAssertFalse(panels.contains { $0.contains("<text") }, "panels carry no SVG label")
        let captions = try NSRegularExpression(pattern: "<span class=\"event-step-number\">([0-9]+/42)</span> <code>([^<]*)</code>")
        let found = captions.matches(in: html, range: NSRange(html.startIndex..., in: html)).map { match in
            String(html[Range(match.range(at: 1), in: html)!]) + " " + String(html[Range(match.range(at: 2), in: html)!])
        }
        XCTAssertEqual(found, ["6/42 pan +25, 0", "11/42 pan +50, 0", "16/42 pan +75, 0", "21/42 pan +100, 0",
                               "27/42 pan 0, -25", "32/42 pan 0, -50", "37/42 pan 0, -75", "42/42 pan 0, -100"])
        let main = try XCTUnwrap(try layerDiagrams(in: site).first { $0.id == "figure-drag-pan-handler-layers" }?.svg)
        let outline = { (svg: String) in self.layerOutlines(svg).map { $0.map { "\($0.0),\($0.1)" } } }
        XCTAssertEqual(outline(panels[7]), outline(main), "the last panel is the figure's final state")
        XCTAssertNotEqual(outline(panels[3]), outline(main))
    }

    func testEveryListingsMarksAreDrawn() throws {
        let diagrams = Dictionary(try layerDiagrams(in: try buildOwnBook()).map { ($0.id, $0.svg) }, uniquingKeysWith: { a, _ in a })
        let chapters = try FileManager.default.contentsOfDirectory(atPath: Self.repository.appendingPathComponent("Chapters").path)
            .filter { $0.hasSuffix(".md") }
        let pattern = try NSRegularExpression(pattern: "```objc id=([A-Za-z0-9-]+)[^\\n]* marks=\"([^\"]*)\"")
        var checked = 0
        for chapter in chapters {
            let text = try String(contentsOf: Self.repository.appendingPathComponent("Chapters/" + chapter), encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let id = String(text[Range(match.range(at: 1), in: text)!])
                let marks = text[Range(match.range(at: 2), in: text)!].split(separator: " ")
                guard let svg = diagrams["figure-" + id + "-layers"] else {
                    XCTFail("\(chapter): listing \(id) asks for marks but has no layer diagram")
                    continue
                }
                for mark in marks {
                    let name = String(mark.split(separator: ":").first ?? mark)
                    let className = try XCTUnwrap(Self.markClasses[name], "\(id): unknown mark \(name)")
                    XCTAssertTrue(svg.contains("class=\"" + className + "\"") || svg.contains("class=\"" + className + " "),
                                  "\(id): mark \(mark) draws no element of class \(className)")
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 15, "the book's marks were found")
    }

    func testTheRailsMeetingPointIsDrawnWhereTheListingComputesItAndTheAnchorIsNotCalledAVanishingPoint() throws {
        let diagrams = try layerDiagrams(in: try buildOwnBook())
        let rails = try XCTUnwrap(diagrams.first { $0.id == "figure-rails-layers" }?.svg)
        XCTAssertTrue(rails.contains("edges meet at (160, 66.79)"), "the meeting point is labelled with its coordinates")
        XCTAssertFalse(rails.contains(">vanishing point<"), "the anchor in the strip is not labelled a vanishing point")
        let frame = try XCTUnwrap(diagrams.first { $0.id == "figure-rotated-frame-layers" }?.svg)
        XCTAssertTrue(frame.contains(">frame</text>"))
        // Figure 1.6: the shared x = 160 line and an anchor on each of the three untransformed layers.
        let anchors = try XCTUnwrap(diagrams.first { $0.id == "figure-three-anchors-layers" }?.svg)
        XCTAssertTrue(anchors.contains(">x = 160</text>"))
        XCTAssertEqual(anchors.components(separatedBy: "class=\"anchor-point\"").count - 1, 3)
        XCTAssertEqual(anchors.components(separatedBy: "class=\"content-mark\"").count - 1, 3)
    }
}
