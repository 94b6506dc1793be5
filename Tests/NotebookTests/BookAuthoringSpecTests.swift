import Diagnostics
import Foundation
import NotebookTestSupport
import XCTest
@testable import Notebook

/// The authoring extensions (listings, twins, scene and expect blocks, references) as spec-style examples, in the
/// format of cmark's spec: Markdown, a `.` line, then what the book model makes of it (listings with their positions,
/// references, diagnostics). `NOTEBOOK_RECORD_SNAPSHOTS=1 swift test --filter BookAuthoringSpecTests` rewrites the expected
/// parts from the current output, for review in the diff.
final class BookAuthoringSpecTests: XCTestCase {
    static let specURL = Bundle.module.bundleURL.appendingPathComponent("Fixtures/markdown/authoring-spec.txt")
    /// The source file, for recording (the bundle holds a copy).
    static let sourceSpecURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/markdown/authoring-spec.txt")

    func testAuthoringSpec() throws {
        let text = try String(contentsOf: Self.specURL, encoding: .utf8)
        let examples = MarkdownSpecTests.examples(inSpec: text)
        XCTAssertEqual(examples.count, 22)
        var recorded = text
        for example in examples {
            let actual = Self.describe(example.markdown)
            if Snapshot.isRecording {
                recorded = recorded.replacingOccurrences(of: example.markdown + ".\n" + example.html, with: example.markdown + ".\n" + actual)
            } else {
                XCTAssertEqual(actual, example.html, "example \(example.number) (spec line \(example.line), \(example.section))")
            }
        }
        if Snapshot.isRecording {
            try recorded.write(to: Self.sourceSpecURL, atomically: true, encoding: .utf8)
        }
    }

    /// What the book model makes of a one-chapter book, one fact per line.
    static func describe(_ markdown: String) -> String {
        let path = "Chapters/01-spec.md"
        var lines: [String] = []
        var diagnostics: [Diagnostic]
        let (parsed, chapterDiagnostics) = Chapter.parse(markdown, name: "01-spec.md", path: path, number: 1)
        diagnostics = chapterDiagnostics
        if let parsed {
            let (book, referenceDiagnostics) = Book.assemble(configuration: BookConfiguration(title: "T", chapters: []), chapters: [parsed])
            diagnostics += referenceDiagnostics
            let chapter = book.chapters[0]
            lines.append("chapter 1 \"\(chapter.title)\"")
            for listing in chapter.listings {
                var head = listing.label
                if let figure = listing.figureLabel { head += " " + figure }
                head += " #" + listing.anchor
                head += " " + listing.code.language.rawValue + (listing.twin != nil ? "+swift" : "")
                if !listing.isEvaluated { head += " norun" }
                if let error = listing.expectedError { head += " error=\"\(error)\"" }
                if listing.platform == .macos { head += " platform=macos" }
                if !listing.wantsFigure { head += " figure=none" }
                if let title = listing.title { head += " title=\"\(title)\"" }
                lines.append(head)
                lines.append("  code \(listing.code.origin.firstLine):\(listing.code.origin.firstColumn)")
                if let twin = listing.twin { lines.append("  twin \(twin.origin.firstLine):\(twin.origin.firstColumn)") }
                if let scene = listing.scene {
                    lines.append("  scene \(scene.origin.firstLine):\(scene.origin.firstColumn) \(quoted(scene.text))")
                }
                for expectation in listing.expectations?.expectations ?? [] {
                    var line = "  expect \(expectation.origin.firstLine):\(expectation.origin.firstColumn) \(expectation.expression) = "
                    line += describe(expectation.value)
                    if expectation.tolerance != Expectation.defaultTolerance { line += " ± \(ValueFormatting.full(expectation.tolerance))" }
                    lines.append(line)
                }
                for warning in listing.expectations?.warnings ?? [] {
                    lines.append("  warning \(warning.location.line):\(warning.location.column) \(quoted(warning.text))")
                }
            }
            for reference in chapter.references {
                lines.append("reference \(reference.range.start) \(reference.label) #\(reference.anchor)")
            }
        }
        for diagnostic in diagnostics.sorted() {
            lines.append("\(diagnostic.severity.rawValue) \(diagnostic.location.line):\(diagnostic.location.column) \(diagnostic.message)")
        }
        return lines.map { $0 + "\n" }.joined()
    }

    static func describe(_ value: ExpectedValue) -> String {
        switch value {
        case let .number(number): return "number " + ValueFormatting.full(number)
        case let .boolean(flag): return "boolean \(flag)"
        case let .word(word): return "word " + word
        case let .pair(point): return "pair " + ValueFormatting.point(point)
        case .rect: return "rect " + ValueFormatting.expected(value)
        case let .points(points): return "points " + ValueFormatting.points(points)
        case .affine: return "affine " + ValueFormatting.expected(value)
        case .transform3D: return "transform3D " + ValueFormatting.expected(value)
        }
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\n", with: "\\n") + "\""
    }
}
