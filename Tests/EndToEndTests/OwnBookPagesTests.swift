import Foundation
@testable import Notebook
import XCTest

/// The repository's own book, built into a temporary folder: every page stays light, every exercise's answer is
/// folded away, and every page says how its listings were evaluated and links the specification.
final class OwnBookPagesTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Issue 15 §11: every page under 250 KB. The heaviest pages were 342 KB (chapter 5) and 336 KB (chapter 4) before
    /// repeated values, duplicated numbers and keyframe syntax went, and 308 KB (chapter 4) before labels took their
    /// font from the `<svg>`, vanishing guides became one path, matrix cells lost their `data-exact` copy of `title`
    /// and code runs became `<i class="k">`; then 286.5 KB (chapter 4), 268 KB (5) and 252 KB (6) before keyframes
    /// took their compact spelling, matrix cells lost `data-entry`, `data-corners` went to 4 decimals and the
    /// rendition's corner marks lost their numbers; 259.4 KB (4), 254.2 KB (5), 228.8 KB (6) before the SVG
    /// attributes that are the same on every mark of a kind went to figures.css; 262.3 KB (4), 257.1 KB (5) and
    /// 248.6 KB (6) with the titled reference-square panels, before keywords and numbers became bare `<i>`/`<b>`
    /// runs, property chains one run, the layer diagrams' shared sentence one element per page, renditions' styles
    /// lost their optional spaces and default transform-origin, and rounded cells their class: 239.8 KB (4),
    /// 237.0 KB (5), 232.2 KB (6). tools/weight/page_weight.py says where the bytes are.
    static let pageBudget = 250_000

    private func buildOwnBook() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notebook-own-book-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        for item in ["notebook.toml", "Chapters"] {
            try FileManager.default.copyItem(at: Self.repository.appendingPathComponent(item), to: folder.appendingPathComponent(item))
        }
        let result = try NotebookProcess.run(["build"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        return folder.appendingPathComponent("Site")
    }

    private func pages(in site: URL) throws -> [(name: String, data: Data)] {
        try FileManager.default.contentsOfDirectory(atPath: site.path).filter { $0.hasSuffix(".html") }.sorted().map {
            ($0, try Data(contentsOf: site.appendingPathComponent($0)))
        }
    }

    func testEveryPageStaysUnderItsBudget() throws {
        let pages = try pages(in: try buildOwnBook())
        XCTAssertEqual(pages.count, 8)
        let heavy = pages.filter { $0.data.count >= Self.pageBudget }.map { "\($0.name) is \($0.data.count) bytes" }
        XCTAssertEqual(heavy, [], "pages at or over the budget of \(Self.pageBudget) bytes "
                       + "(python3 tools/weight/page_weight.py PAGE says what they are made of)")
    }

    /// A layer diagram's accessible name reads its title, the page's one key to layer diagrams (`layer-diagram-key`,
    /// said once per page rather than in every `<desc>`) and its description: every id an `aria-labelledby` names
    /// is on the page, and the key is said once.
    func testEveryIDAnAriaLabelledByNamesIsOnThePage() throws {
        let pattern = try NSRegularExpression(pattern: "aria-labelledby=\"([^\"]*)\"")
        var keyed = 0
        for page in try pages(in: try buildOwnBook()) where page.name != "index.html" {
            let html = String(decoding: page.data, as: UTF8.self)
            let ids = Set(html.components(separatedBy: " id=\"").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) })
            for match in pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)) {
                for id in html[Range(match.range(at: 1), in: html)!].split(separator: " ") {
                    XCTAssertTrue(ids.contains(String(id)), "\(page.name): aria-labelledby names \(id), which is not on the page")
                }
            }
            let keys = html.components(separatedBy: "<p id=\"layer-diagram-key\" hidden>").count - 1
            XCTAssertEqual(keys, 1, "\(page.name) says how to read a layer diagram once")
            if html.contains("layer-diagram-key figure-") { keyed += 1 }
        }
        XCTAssertGreaterThanOrEqual(keyed, 6, "the chapters' layer diagrams name the key")
    }

    /// The ids of a listing's parts are its own id, a hyphen and a word of `ListingIDParts.words` (which the book
    /// check uses to keep two listings' ids apart): every such id on every page uses a word of that list, and no id
    /// is on a page twice.
    func testEveryPartOfAListingIsNamedByAKnownWordAndNoIDRepeats() throws {
        let words = ListingIDParts.words
        for page in try pages(in: try buildOwnBook()) where page.name != "index.html" {
            let html = String(decoding: page.data, as: UTF8.self)
            let ids = html.components(separatedBy: " id=\"").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
            XCTAssertEqual(Set(ids).count, ids.count, "\(page.name): an id is on the page twice")
            let listings = Set(ids.filter { $0.hasPrefix("listing-") }.map { String($0.dropFirst("listing-".count)) })
            for id in ids where id.hasPrefix("figure-") || id.hasPrefix("listing-") {
                let rest = id.drop(while: { $0 != "-" }).dropFirst()
                guard !listings.contains(String(rest)),
                      let owner = listings.filter({ rest.hasPrefix($0 + "-") }).max(by: { $0.count < $1.count }) else { continue }
                let part = rest.dropFirst(owner.count + 1)
                XCTAssertTrue(words.contains { part == $0 || part.hasPrefix($0 + "-") }, "\(page.name): \(id) names a part \(part)")
            }
        }
    }

    func testThePerspectiveListingShowsTheSideViewOfTheEyeAndTheRays() throws {
        let page = try buildOwnBook().appendingPathComponent("04-3d-transforms.html")
        let html = String(decoding: try Data(contentsOf: page), as: UTF8.self)
        let figure = try XCTUnwrap(html.components(separatedBy: "<figure class=\"figure listing-part\" id=\"figure-perspective\"").dropFirst().first)
        let inside = figure.components(separatedBy: "</figure>").first ?? ""
        XCTAssertTrue(inside.contains("class=\"figure perspective-side-view\""), "the side view is in Figure 4.3")
        XCTAssertTrue(inside.contains("data-distance=\"500\""))
        XCTAssertTrue(inside.contains("seen from above: the eye, the screen plane and the rays"), "the caption says what it shows")
    }

    func testTheZRotationListingShowsTheAxesWithTheDirectionOfPositiveAngles() throws {
        let page = try buildOwnBook().appendingPathComponent("04-3d-transforms.html")
        let html = String(decoding: try Data(contentsOf: page), as: UTF8.self)
        let figure = try XCTUnwrap(html.components(separatedBy: "<figure class=\"figure listing-part\" id=\"figure-z-rotation\"").dropFirst().first)
        let inside = figure.components(separatedBy: "</figure>").first ?? ""
        XCTAssertTrue(inside.contains("class=\"figure rotation-axes\""), "the axes are in Figure 4.1")
        XCTAssertTrue(inside.contains("class=\"axis z highlighted\""), "the listing's axis is drawn heavier")
        XCTAssertTrue(inside.contains("the axes with the direction of positive angles, the rotation about z heavier"), "the caption says what it shows")
    }

    func testTheTranslationListingShowsTheMatrixInThreeLayouts() throws {
        let page = try buildOwnBook().appendingPathComponent("02-vectors-and-matrices.html")
        let html = String(decoding: try Data(contentsOf: page), as: UTF8.self)
        let figure = try XCTUnwrap(html.components(separatedBy: "<figure class=\"figure listing-part\" id=\"figure-translation-3d\"").dropFirst().first)
        let inside = figure.components(separatedBy: "</figure>").first ?? ""
        XCTAssertTrue(inside.contains("class=\"figure matrix-orders\""))
        XCTAssertTrue(inside.contains(">GLKMatrix4: M · v</text>"))
        XCTAssertTrue(inside.contains("move laid out as CATransform3D (v · M), GLKMatrix4 (M · v) and CSS matrix3d"), "the caption says what it shows")
    }

    func testEveryChapterHasTwoExercisesWithTheirAnswersFoldedAway() throws {
        for page in try pages(in: try buildOwnBook()) where page.name != "index.html" {
            let html = String(decoding: page.data, as: UTF8.self)
            let answers = html.components(separatedBy: "<details class=\"answer\"><summary>Answer</summary>").dropFirst()
            XCTAssertEqual(answers.count, 2, page.name)
            for answer in answers {
                let inside = answer.components(separatedBy: "</details>\n").first ?? ""
                XCTAssertFalse(inside.contains("Answer:"), "\(page.name): the marker is not shown")
            }
            // Each answer carries its checked listing (the second answer's listing is the chapter's last).
            XCTAssertTrue(answers.last?.contains("<figure class=\"listing\" id=\"listing-exercise-") ?? false, page.name)
            XCTAssertTrue(html.contains("notebook eval exercise.m"), "\(page.name) says how to run an attempt")
        }
    }

    func testEveryPageSaysHowListingsWereEvaluatedAndLinksTheSpecification() throws {
        let site = try buildOwnBook()
        for page in try pages(in: site) {
            let html = String(decoding: page.data, as: UTF8.self)
            XCTAssertTrue(html.contains("reimplementation of Apple’s transform and layer semantics, on Linux — not on iOS or macOS."), page.name)
            XCTAssertTrue(html.contains("<a href=\"assets/transform-semantics.txt\">The specification it follows</a>"), page.name)
        }
        let carried = try String(contentsOf: site.appendingPathComponent("assets/transform-semantics.txt"), encoding: .utf8)
        let documented = try String(contentsOf: Self.repository.appendingPathComponent("docs/transform-semantics.md"), encoding: .utf8)
        let originNoteEnd = try XCTUnwrap(documented.range(of: "-->\n\n"), "docs/transform-semantics.md starts with its origin note")
        XCTAssertEqual(carried, String(documented[originNoteEnd.upperBound...]), "the site carries the specification of docs/ exactly")
        XCTAssertTrue(carried.hasPrefix("# Semantics of CGAffineTransform, CATransform3D and CALayer geometry"))
    }
}
