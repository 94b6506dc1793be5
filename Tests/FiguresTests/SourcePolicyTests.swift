import Foundation
import XCTest

/// The module's promises about its own source: no Foundation (TransformKit only), no force unwraps, no traps,
/// and every text written through `MarkupEscaping` (no hand-built markup outside `MarkupElement` and the
/// constant assets).
final class FiguresSourcePolicyTests: XCTestCase {
    private func librarySources() throws -> [(name: String, lines: [String])] {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/Figures").standardizedFileURL
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }.sorted()
        return try names.map { name in
            let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            return (name, text.components(separatedBy: "\n"))
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

    func testMarkupIsOnlyWrittenByTheElementTree() throws {
        // Attribute values and text become markup only in MarkupElement.render (through MarkupEscaping.escape).
        for (name, lines) in try librarySources() where !["MarkupElement.swift", "MarkupWriter.swift", "MarkupEscaping.swift", "FigureAssets.swift"].contains(name) {
            for (number, line) in lines.enumerated() {
                XCTAssertFalse(line.contains("\"<") && !line.contains("\"<end>\""), "\(name):\(number + 1) builds markup by hand: \(line)")
            }
        }
    }
}
