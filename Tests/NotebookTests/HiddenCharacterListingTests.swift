import Diagnostics
import Foundation
import XCTest
@testable import Notebook

/// A listing shown but not run (`norun`) is still written into its page, so hidden characters in it are errors too.
final class HiddenCharacterListingTests: XCTestCase {
    func testABidirectionalOverrideInANorunListingIsAnError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notebook-hidden-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Chapters"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "title = \"Hidden\"\nchapters = [\"01.md\"]\n".write(to: folder.appendingPathComponent("notebook.toml"), atomically: true, encoding: .utf8)
        try "# Hidden\n\n```objc norun\n// shown \u{202E} only\nCGFloat x = 1;\n```\n"
            .write(to: folder.appendingPathComponent("Chapters/01.md"), atomically: true, encoding: .utf8)
        let report = BookVerifier(bookDirectory: folder).verify()
        let errors = report.diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(errors.map(\.id), ["hidden-character"])
        XCTAssertEqual(errors.first?.location.description, "Chapters/01.md:4:10")
        XCTAssertEqual(errors.first?.message, "U+202E RIGHT-TO-LEFT OVERRIDE in a comment can make code display differently from how it runs")
    }
}
