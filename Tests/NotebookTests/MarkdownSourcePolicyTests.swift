import Foundation
import XCTest

/// The promises of the Markdown and Book code about its own source: C stays in one file, and bad input can never
/// trap (no force unwraps, no `try!`, no `fatalError` or `precondition`).
final class MarkdownSourcePolicyTests: XCTestCase {
    private let sourcesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources").standardizedFileURL

    private func swiftFiles(under folder: URL) throws -> [(path: String, lines: [String])] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var files: [(String, [String])] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            files.append((String(url.path.dropFirst(sourcesFolder.path.count + 1)), text.components(separatedBy: "\n")))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    /// The code part of a line: without `//` comments and string literals.
    private func code(_ line: String) -> String {
        var result = ""
        var inString = false
        var previous: Character = " "
        for character in line {
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString && character == "/" && previous == "/" {
                result.removeLast()
                break
            }
            if !inString { result.append(character) }
            previous = character
        }
        return result
    }

    func testOnlyTheConverterImportsCmark() throws {
        let importers = try swiftFiles(under: sourcesFolder)
            .filter { $0.lines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("import CCmark") } }
            .map(\.path)
        XCTAssertEqual(importers, ["Notebook/Markdown/CommonMarkConverter.swift"])
    }

    func testNoTrapsOnInput() throws {
        let forceUnwrap = try NSRegularExpression(pattern: #"[\w\)\]\}]![^=]|try!|as!|fatalError\(|precondition\(|preconditionFailure\("#)
        var files = try swiftFiles(under: sourcesFolder.appendingPathComponent("Notebook/Markdown"))
        files += try swiftFiles(under: sourcesFolder.appendingPathComponent("Notebook/Book"))
        XCTAssertGreaterThan(files.count, 30)
        for (path, lines) in files {
            for (number, line) in lines.enumerated() {
                let code = code(line)
                let range = NSRange(code.startIndex..., in: code)
                XCTAssertNil(forceUnwrap.firstMatch(in: code, range: range), "\(path):\(number + 1): \(line)")
            }
        }
    }
}
