import Foundation
@testable import SnippetLanguage
import XCTest

/// Every code fragment of the five source notes (`/work/shared/seeds/000…004`), as printed, in
/// `Examples/seed-NNN.txt` (issue 14, "How to show it"): each runs with its values or fails with a located
/// diagnostic. Each file's commentary says how many fragments the note has (`# Code fragments found: N`) and every
/// example names its fragment (`fragment=K`); a Swift twin carries its original's number and `twin`.
final class SeedExamplesTests: XCTestCase {
    static let notes = ["000", "001", "002", "003", "004"]

    func testEverySeedExampleRunsOrFailsAsExpected() throws {
        for note in Self.notes {
            for example in try ExampleFile.load("seed-\(note).txt") {
                let expectations = example.expected.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty && !$0.hasPrefix("#") }
                XCTAssertFalse(expectations.isEmpty, "seed-\(note).txt \(example.name): an example without an expected output")
                ListingExamplesTests.check(example)
            }
        }
    }

    func testEachNoteHasAnExampleForEveryFragmentFound() throws {
        for note in Self.notes {
            let name = "seed-\(note).txt"
            let text = try String(contentsOf: ExampleFile.directory.appendingPathComponent(name), encoding: .utf8)
            guard let found = Self.declaredFragmentCount(text) else {
                XCTFail("\(name): no '# Code fragments found: N' line in the commentary")
                continue
            }
            let examples = try ExampleFile.load(name)
            let numbers = examples.compactMap { $0.attributes["fragment"].flatMap(Int.init) }
            XCTAssertEqual(numbers.count, examples.count, "\(name): an example without fragment=K")
            XCTAssertEqual(Set(numbers), Set(1...found), "\(name): fragments with no example, or numbers beyond \(found)")
            let originals = examples.filter { $0.attributes["twin"] == nil }.compactMap { $0.attributes["fragment"].flatMap(Int.init) }
            XCTAssertEqual(originals, Array(1...found), "\(name): one printed example per fragment, in the note's order")
            XCTAssertTrue(examples.filter { $0.attributes["twin"] != nil }.allSatisfy { $0.dialect == "swift" }, "\(name): twins are Swift")
        }
    }

    static func declaredFragmentCount(_ text: String) -> Int? {
        let prefix = "# Code fragments found: "
        guard let line = text.components(separatedBy: "\n").first(where: { $0.hasPrefix(prefix) }) else { return nil }
        return Int(line.dropFirst(prefix.count).prefix { $0.isNumber })
    }
}
