import XCTest
@testable import Notebook

/// Differential fuzzing: mutated CommonMark spec examples (seeded, so every run is the same) must render exactly as
/// cmark renders them, in safe and unsafe modes.
final class MarkdownFuzzTests: XCTestCase {
    static let alphabet: [String] = BookFuzzTests.alphabet + [
        "javascript:", "JavaScript:", "data:image/png", "data:", "vbscript:", "file:", "<", "<div>", "</div>", "<!--",
        "-->", "&#", "&#x", ";", "*", "_", "**", "!", "![", "](", "<http://a.b>", "\"t\"", "'t'", "%", "%2", "~", "|",
        "{", "}", "^", "1.", "1)", "+", "    ", "\\\n", "  \n", "\u{0B}", "\u{0C}", "\u{7F}", "\u{85}", "\u{2028}",
    ]

    func testMutatedSpecExamplesRenderAsCmark() throws {
        let text = try String(contentsOf: MarkdownSpecTests.fixtures.appendingPathComponent("commonmark-0.30-spec.txt"), encoding: .utf8)
        let seeds = MarkdownSpecTests.examples(inSpec: text).map(\.markdown)
        var generator = BookFuzzTests.Generator(state: 0xC0DE)
        var failures = 0
        for _ in 0..<20_000 {
            var markdown = seeds[generator.below(seeds.count)]
            for _ in 0..<(1 + generator.below(3)) {
                let scalars = Array(markdown.unicodeScalars)
                let position = generator.below(scalars.count + 1)
                let insertion = Self.alphabet[generator.below(Self.alphabet.count)]
                markdown = String(String.UnicodeScalarView(scalars[..<position])) + insertion
                    + String(String.UnicodeScalarView(scalars[position...]))
            }
            guard let document = try? CommonMarkConverter.parse(markdown) else { continue }
            for allowsRawHTML in [false, true] {
                let ours = HTMLRenderer(allowsRawHTML: allowsRawHTML).render(document)
                let cmark = CommonMarkConverter.referenceHTML(markdown, allowsRawHTML: allowsRawHTML)
                if ours != cmark {
                    failures += 1
                    if failures <= 3 { XCTFail("unsafe: \(allowsRawHTML)\n\(markdown)\ncmark:\n\(cmark)\nours:\n\(ours)") }
                }
            }
        }
        XCTAssertEqual(failures, 0)
    }
}
