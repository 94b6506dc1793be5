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

    func testConstantsWrittenWithoutEscapingHoldNoMarkupCharacters() throws {
        // String literals given to MarkupWriter take its StaticString overloads, which write them as they are.
        let writerCall = try NSRegularExpression(pattern: #"\.(value|text|textElement|attribute|open|openHTML|beginAttribute)\("#)
        let literal = try NSRegularExpression(pattern: #""((?:[^"\\]|\\.)*)""#)
        var checked = 0
        for (name, lines) in try librarySources() where !["MarkupWriter.swift", "MarkupElement.swift", "FigureAssets.swift"].contains(name) {
            for (number, line) in lines.enumerated() {
                let range = NSRange(line.startIndex..., in: line)
                guard writerCall.firstMatch(in: line, range: range) != nil else { continue }
                for match in literal.matches(in: line, range: range) {
                    guard let content = Range(match.range(at: 1), in: line) else { continue }
                    checked += 1
                    let text = String(line[content])
                    XCTAssertFalse(text.contains("&") || text.contains("<") || text.contains(">") || text.contains("\\\""),
                                   "\(name):\(number + 1) writes a constant that needs escaping: \(text)")
                }
            }
        }
        XCTAssertGreaterThan(checked, 100)
    }
}
