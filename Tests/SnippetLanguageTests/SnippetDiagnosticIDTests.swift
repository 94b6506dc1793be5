@testable import SnippetLanguage
import Foundation
import XCTest

/// The README's "Diagnostic ids" section is the documentation of `SnippetDiagnosticID`: the two must list the same
/// ids. The catalog (`Diagnostics/*DiagnosticMessages*.swift`) holds every message, each carrying a documented id; every
/// id has a message there, and every message is reported somewhere in the module.
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

    /// The catalog's files: `Diagnostics/*DiagnosticMessages*.swift`, one per area, keyed by file name.
    static func catalogSources() throws -> [String: String] {
        let directory = moduleDirectory.appendingPathComponent("Diagnostics")
        var sources: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path)
        where name.hasSuffix(".swift") && name.contains("DiagnosticMessages") {
            sources[name] = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
        }
        return sources
    }

    /// Every other Swift file of the module, keyed by its path under `Sources/SnippetLanguage`.
    static func otherSources() throws -> [String: String] {
        let catalog = try catalogSources()
        let files = try XCTUnwrap(FileManager.default.enumerator(at: moduleDirectory, includingPropertiesForKeys: nil))
        var sources: [String: String] = [:]
        for case let file as URL in files where file.pathExtension == "swift" && catalog[file.lastPathComponent] == nil {
            let path = String(file.path.dropFirst(moduleDirectory.path.count + 1))
            sources[path] = try String(contentsOf: file, encoding: .utf8)
        }
        return sources
    }

    /// The id cases the catalog's messages carry (`SnippetDiagnostic(id: .notCallable, …)`), as written.
    static func catalogIDCases(in source: String) -> [String] {
        source.components(separatedBy: "SnippetDiagnostic(id: .").dropFirst().map { String($0.prefix { $0.isLetter || $0.isNumber }) }
    }

    /// The messages a catalog file declares: its non-private static properties and functions.
    static func catalogMessageNames(in source: String) -> [String] {
        source.components(separatedBy: "\n").compactMap { line -> String? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            for prefix in ["static func ", "static var "] where trimmed.hasPrefix(prefix) {
                return String(trimmed.dropFirst(prefix.count).prefix { $0.isLetter || $0.isNumber })
            }
            return nil
        }
    }

    func testEveryCatalogMessageCarriesADocumentedID() throws {
        let documented = Set(try Self.readmeIDs())
        let rawValues = Dictionary(uniqueKeysWithValues: SnippetDiagnosticID.allCases.map { (String(describing: $0), $0.rawValue) })
        var messages = 0
        for (file, source) in try Self.catalogSources() {
            for idCase in Self.catalogIDCases(in: source) {
                messages += 1
                let rawValue = try XCTUnwrap(rawValues[idCase], "\(file): '.\(idCase)' is not a SnippetDiagnosticID")
                XCTAssertTrue(documented.contains(rawValue), "\(file): a message's id '\(rawValue)' is not in the README's \"Diagnostic ids\"")
            }
        }
        // The catalog holds every message of the module (about 330 today): a scan that finds few has lost its files.
        XCTAssertGreaterThan(messages, 250)
    }

    func testEveryIDHasAMessageInTheCatalog() throws {
        let used = Set(try Self.catalogSources().values.flatMap(Self.catalogIDCases))
        for id in SnippetDiagnosticID.allCases {
            XCTAssertTrue(used.contains(String(describing: id)), "'\(id.rawValue)' has no message in Diagnostics/*DiagnosticMessages*.swift")
        }
    }

    /// A message is written in the catalog only, and every message there is reported somewhere.
    func testMessagesAreBuiltInTheCatalogAndUsed() throws {
        let others = try Self.otherSources()
        for (path, source) in others {
            XCTAssertFalse(source.contains("SnippetDiagnostic(id:"), "\(path) builds a message outside the catalog")
        }
        let everything = others.values.joined(separator: "\n")
        for (file, source) in try Self.catalogSources() {
            for name in Self.catalogMessageNames(in: source) {
                XCTAssertTrue(everything.contains(".\(name)"), "\(file): '\(name)' is never reported")
            }
        }
    }
}
