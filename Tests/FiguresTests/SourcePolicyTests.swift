import Foundation
import XCTest

/// The module's promises about its own source: no Foundation (TransformKit only), no force unwraps, no traps,
/// and every text written through `MarkupWriter` and so `MarkupEscaping` (no hand-built markup outside the writer and
/// the constant assets).
final class FiguresSourcePolicyTests: XCTestCase {
    private func librarySources() throws -> [(name: String, lines: [String])] {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/Figures").standardizedFileURL
        // The module's folders (Numbers/, Markup/, …) and their files; a file is named by its own name.
        let paths = (FileManager.default.enumerator(atPath: directory.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        return try paths.map { path in
            let text = try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
            return ((path as NSString).lastPathComponent, text.components(separatedBy: "\n"))
        }
    }

    /// The code part of a line: without `//` comments and string literals.
    private func code(_ line: String) -> String {
        var result = ""
        var inString = false
        var previous: Character = " "
        for character in line {
            if character == "\"" { inString.toggle() }
            if !inString && character == "/" && previous == "/" {
                result.removeLast()
                break
            }
            if !inString { result.append(character) }
            previous = character
        }
        return result
    }

    func testNoFoundationNoForceUnwrapsNoTraps() throws {
        let sources = try librarySources()
        XCTAssertGreaterThan(sources.count, 20)
        let forceUnwrap = try NSRegularExpression(pattern: #"[\w\)\]\}]![^=]|try!|as!"#)
        for (name, lines) in sources {
            let imports = lines.filter { $0.hasPrefix("import ") }
            XCTAssertTrue(imports.allSatisfy { $0 == "import TransformKit" || $0.hasPrefix("import Glibc") || $0.hasPrefix("import Musl")
                || $0.hasPrefix("import Darwin") }, "\(name) imports \(imports)")
            for (number, line) in lines.enumerated() where name != "FigureAssets.swift" {
                let text = code(line)
                let location = "\(name):\(number + 1)"
                XCTAssertFalse(text.contains("fatalError") || text.contains("precondition(") || text.contains("assert("),
                               "\(location) can trap")
                let range = NSRange(text.startIndex..., in: text)
                XCTAssertNil(forceUnwrap.firstMatch(in: text + " ", range: range), "\(location) force-unwraps: \(line)")
            }
        }
    }

    func testMarkupIsOnlyWrittenByTheWriter() throws {
        // Attribute values and text become markup only in MarkupWriter (through MarkupEscaping).
        for (name, lines) in try librarySources() where !["MarkupWriter.swift", "MarkupEscaping.swift", "FigureAssets.swift"].contains(name) {
            for (number, line) in lines.enumerated() {
                XCTAssertFalse(line.contains("\"<") && !line.contains("\"<end>\""), "\(name):\(number + 1) builds markup by hand: \(line)")
            }
        }
    }

    /// `MarkupWriter.value(literal:)` copies its piece without escaping: no piece of the library may hold a
    /// character the writer replaces (`&`, `<`, `>`, `"`, and `×`, `°` in figures).
    func testLiteralPiecesHoldNothingToEscape() throws {
        // `value(literal: "…")` and the fixed text of `element(_:class:literal: "…")`.
        let piece = try NSRegularExpression(pattern: #"literal: "([^"\\]*)"\)"#)
        var count = 0
        for (name, lines) in try librarySources() {
            for (number, line) in lines.enumerated() {
                for match in piece.matches(in: line, range: NSRange(line.startIndex..., in: line)) {
                    guard let range = Range(match.range(at: 1), in: line) else { continue }
                    let text = String(line[range])
                    count += 1
                    XCTAssertFalse(text.contains { "&<>\"×°".contains($0) }, "\(name):\(number + 1) writes \(text) unescaped")
                }
            }
        }
        XCTAssertGreaterThan(count, 20)
    }

    func testTheWriterUsesNoPointersAndTheModuleNoUnderscoredEscapes() throws {
        for (name, lines) in try librarySources() {
            for (number, line) in lines.enumerated() {
                let text = code(line)
                for banned in ["Unsafe", "_read", "_writeASCII", "@exclusivity", "@_disfavoredOverload", "@inline(__always)"] {
                    XCTAssertFalse(text.contains(banned), "\(name):\(number + 1) uses \(banned)")
                }
            }
        }
    }
}
