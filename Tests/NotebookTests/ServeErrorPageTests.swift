import Diagnostics
import Foundation
import XCTest
@testable import Notebook
import NotebookServe

/// The page `notebook serve` shows while the book does not build: errors before warnings, and no terminal colours.
final class ServeErrorPageTests: XCTestCase {
    func testErrorsComeFirstAndThePageHasNoColours() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notebook-error-page-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Chapters"), withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        try "title = \"Errors\"\nchapters = [\"01.md\"]\n".write(to: folder.appendingPathComponent("notebook.toml"), atomically: true, encoding: .utf8)
        let chapter = """
            # Errors
            ```objc
            CGAffineTransform squash = CGAffineTransformInvert(CGAffineTransformMakeScale(0, 0));
            ```

            ```objc
            CGFloat y = CGFloatMissing(1);
            ```
            """
        try chapter.write(to: folder.appendingPathComponent("Chapters/01.md"), atomically: true, encoding: .utf8)
        let builder = BookBuilder(bookDirectory: folder, outputDirectory: folder.appendingPathComponent("Site"))
        let session = PreviewSession(bookDirectory: folder, formatter: DiagnosticFormatter(colours: true),
                                     build: { builder.build(cancellation: $0) }, log: { _ in })
        session.rebuild()
        let page = try XCTUnwrap(session.state.snapshot().errorPage)
        let error = try XCTUnwrap(page.range(of: "Chapters/01.md:7:13: error: unknown function"), page)
        let warning = try XCTUnwrap(page.range(of: "Chapters/01.md:3:28: warning: CGAffineTransformInvert"), page)
        XCTAssertLessThan(error.lowerBound, warning.lowerBound)
        XCTAssertFalse(page.contains("\u{1B}"))
    }
}
