@testable import SnippetLanguage
import Foundation
import XCTest

/// The README's "Diagnostic ids" section is the documentation of `SnippetDiagnosticID`: the two must list the same
/// ids, and every id must be reported somewhere in the module.
final class SnippetDiagnosticIDTests: XCTestCase {
    private static let moduleDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources").appendingPathComponent("SnippetLanguage")

    /// The backquoted kebab-case words of the section, outside parentheses (which hold examples such as
    /// `int`/`NSInteger`, not ids).
    static func readmeIDs() throws -> [String] {
        let readme = try String(contentsOf: moduleDirectory.appendingPathComponent("README.md"), encoding: .utf8)
        let afterHeading = try XCTUnwrap(readme.components(separatedBy: "### Diagnostic ids").dropFirst().first)
        let section = afterHeading.components(separatedBy: "\n## ")[0]
        var depth = 0
        var outside = ""
        for character in section {
            if character == "(" { depth += 1 }
            if depth == 0 { outside.append(character) }
            if character == ")" { depth = max(0, depth - 1) }
        }
        let pieces = outside.components(separatedBy: "`")
        return stride(from: 1, to: pieces.count, by: 2).map { pieces[$0] }
            .filter { $0.range(of: "^[a-z][a-z0-9]*(-[a-z0-9]+)*$", options: .regularExpression) != nil }
    }

    func testReadmeListsExactlyTheCatalog() throws {
        let documented = try Self.readmeIDs()
        let catalog = SnippetDiagnosticID.allCases.map(\.rawValue)
        XCTAssertEqual(documented.count, Set(documented).count, "an id is listed twice in the README")
        XCTAssertEqual(Set(documented).subtracting(catalog).sorted(), [], "in the README, not in SnippetDiagnosticID")
        XCTAssertEqual(Set(catalog).subtracting(documented).sorted(), [], "in SnippetDiagnosticID, not in the README")
    }

    func testEveryIDIsReported() throws {
        let files = try XCTUnwrap(FileManager.default.enumerator(at: Self.moduleDirectory, includingPropertiesForKeys: nil))
        var sources = ""
        for case let file as URL in files where file.pathExtension == "swift"
            && file.lastPathComponent != "SnippetDiagnosticID.swift" {
            sources += try String(contentsOf: file, encoding: .utf8)
        }
        for id in SnippetDiagnosticID.allCases {
            let spelling = String(describing: id)
            XCTAssertTrue(sources.contains(".\(spelling)"), "'\(id.rawValue)' (.\(spelling)) is never reported")
        }
    }
}
