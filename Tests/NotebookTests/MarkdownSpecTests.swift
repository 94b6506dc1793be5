import XCTest
@testable import Notebook

/// Every example of the CommonMark 0.30 spec, rendered by `HTMLRenderer` and compared byte for byte with the spec's
/// expected HTML and with libcmark's own `cmark_render_html`, in safe and unsafe modes.
final class MarkdownSpecTests: XCTestCase {
    struct Example {
        var number: Int
        var line: Int
        var section: String
        var markdown: String
        var html: String
    }

    static var fixtures: URL {
        Bundle.module.bundleURL.appendingPathComponent("Fixtures/markdown")
    }

    /// Reads the examples of a cmark-style spec: a line of 32 backticks followed by ` example`, the Markdown, a `.`
    /// line, the HTML, a closing line of 32 backticks; `→` stands for a tab.
    static func examples(inSpec text: String) -> [Example] {
        let fence = String(repeating: "`", count: 32)
        var examples: [Example] = []
        var section = ""
        var state = 0  // 0 outside, 1 markdown, 2 html
        var markdown = "", html = "", startLine = 0
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            switch state {
            case 0:
                if line.hasPrefix(fence + " example") {
                    state = 1
                    markdown = ""
                    html = ""
                    startLine = index + 1
                } else if line.hasPrefix("#") {
                    section = String(line.drop(while: { $0 == "#" }).drop(while: { $0 == " " }))
                }
            case 1:
                if line == "." { state = 2 } else { markdown += line + "\n" }
            default:
                if line == fence {
                    state = 0
                    examples.append(Example(
                        number: examples.count + 1, line: startLine, section: section,
                        markdown: markdown.replacingOccurrences(of: "→", with: "\t"),
                        html: html.replacingOccurrences(of: "→", with: "\t")))
                } else {
                    html += line + "\n"
                }
            }
        }
        return examples
    }

    func loadExamples() throws -> [Example] {
        let text = try String(contentsOf: Self.fixtures.appendingPathComponent("commonmark-0.30-spec.txt"), encoding: .utf8)
        return Self.examples(inSpec: text)
    }

    func testSpecHasAllExamples() throws {
        let examples = try loadExamples()
        XCTAssertEqual(examples.count, 652)
        XCTAssertEqual(examples.first?.markdown, "\tfoo\tbaz\t\tbim\n")
        XCTAssertEqual(examples.first?.html, "<pre><code>foo\tbaz\t\tbim\n</code></pre>\n")
    }

    func testRendererMatchesSpecExpectedHTML() throws {
        var passed = 0
        let examples = try loadExamples()
        for example in examples {
            let document = try CommonMarkConverter.parse(example.markdown)
            let html = HTMLRenderer(allowsRawHTML: true).render(document)
            if html == example.html {
                passed += 1
            } else {
                XCTFail("example \(example.number) (spec line \(example.line), \(example.section)):\n\(example.markdown)\nexpected:\n\(example.html)\ngot:\n\(html)")
            }
        }
        print("CommonMark spec: \(passed)/\(examples.count) examples equal the spec's HTML")
    }

    func testRendererMatchesCmarkInBothModes() throws {
        let examples = try loadExamples()
        for allowsRawHTML in [false, true] {
            var passed = 0
            for example in examples {
                let document = try CommonMarkConverter.parse(example.markdown)
                let ours = HTMLRenderer(allowsRawHTML: allowsRawHTML).render(document)
                let cmark = CommonMarkConverter.referenceHTML(example.markdown, allowsRawHTML: allowsRawHTML)
                if ours == cmark {
                    passed += 1
                } else {
                    XCTFail("example \(example.number) (unsafe: \(allowsRawHTML)):\n\(example.markdown)\ncmark:\n\(cmark)\nours:\n\(ours)")
                }
            }
            print("CommonMark spec: \(passed)/\(examples.count) examples equal cmark_render_html (unsafe: \(allowsRawHTML))")
        }
    }
}
