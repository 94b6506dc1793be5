import Foundation
import XCTest

/// The repository's own book, built into a temporary folder: every page stays light, every exercise's answer is
/// folded away, and every page says how its listings were evaluated and links the specification.
final class OwnBookPagesTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The heaviest pages were 342 KB (chapter 5) and 336 KB (chapter 4) before repeated values, duplicated numbers
    /// and keyframe syntax went, and 308 KB (chapter 4) before labels took their font from the `<svg>`, vanishing
    /// guides became one path, matrix cells lost their `data-exact` copy of `title` and code runs became
    /// `<i class="k">`; then 286.5 KB (chapter 4), 268 KB (5) and 252 KB (6) before keyframes took their compact
    /// spelling, matrix cells lost `data-entry`, `data-corners` went to 4 decimals and the rendition's corner marks
    /// lost their numbers: 267.0 KB (4), 267.3 KB (5), 233.6 KB (6) before the corner marks lost their class, the
    /// expectation mark went to the stylesheet and the SVG attributes that are the same on every mark of a kind
    /// went to figures.css: now 259.4 KB (4), 254.2 KB (5), 228.8 KB (6) (tools/weight/page_weight.py says where
    /// the bytes are). The goal of issue 15 is 250 KB a page; chapters 4 and 5 are still above it, so this guards
    /// the interim budget the pages meet now, not the goal. The titled, gridded reference-square panels then added
    /// 2.8 KB to chapter 4 (262.3 KB).
    static let pageBudget = 264_000

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
        for page in pages {
            XCTAssertLessThan(page.data.count, Self.pageBudget, "\(page.name) is \(page.data.count) bytes")
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
