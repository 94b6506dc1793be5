import Foundation
import XCTest

/// The library's promises about its own source: no Foundation, no force unwraps, no traps.
final class SourcePolicyTests: XCTestCase {
    private func librarySources() throws -> [(name: String, lines: [String])] {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/TransformKit").standardizedFileURL
        // Every folder: the module's files are grouped in folders (Values/, Layers/, Animation/, ...).
        let names = try XCTUnwrap(FileManager.default.subpaths(atPath: directory.path)).filter { $0.hasSuffix(".swift") }.sorted()
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
            for (number, line) in lines.enumerated() {
                let text = code(line)
                let location = "\(name):\(number + 1)"
                XCTAssertFalse(text.contains("import Foundation"), "\(location) imports Foundation")
                XCTAssertFalse(text.contains("fatalError") || text.contains("precondition(") || text.contains("assert("),
                               "\(location) can trap")
                let range = NSRange(text.startIndex..., in: text)
                XCTAssertNil(forceUnwrap.firstMatch(in: text + " ", range: range), "\(location) force-unwraps: \(line)")
            }
        }
    }
}
