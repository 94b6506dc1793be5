import Diagnostics
import XCTest
@testable import Notebook

/// GitHub Flavored Markdown on the converted tree: the GFM spec's examples of tables, strikethrough and extended
/// autolinks (and our footnote and edge-case examples) from `Fixtures/markdown/gfm-extensions.txt`, the warnings,
/// and that the work grows linearly.
final class MarkdownExtensionTests: XCTestCase {
    private func render(_ markdown: String) throws -> String {
        HTMLRenderer(allowsRawHTML: true).render(try MarkdownExtensions.parse(markdown, path: "t.md").document)
    }

    private func diagnostics(_ markdown: String) throws -> [Diagnostic] {
        try MarkdownExtensions.parse(markdown, path: "t.md").diagnostics
    }

    func testGFMExamples() throws {
        let url = MarkdownSpecTests.fixtures.appendingPathComponent("gfm-extensions.txt")
        let examples = MarkdownSpecTests.examples(inSpec: try String(contentsOf: url, encoding: .utf8))
        XCTAssertEqual(examples.count, 42)
        var passed = 0
        for example in examples {
            let html = try render(example.markdown)
            if html == example.html {
                passed += 1
            } else {
                XCTFail("example \(example.number) (line \(example.line), \(example.section)):\n\(example.markdown)\nexpected:\n\(example.html)\ngot:\n\(html)")
            }
        }
        XCTAssertEqual(passed, examples.count)
    }

    func testTheSpecRendererIsUntouched() throws {
        // The CommonMark path (`CommonMarkConverter` + `HTMLRenderer`) never adds GFM nodes.
        let document = try CommonMarkConverter.parse("| a | b |\n|---|---|\n\n~~x~~ www.example.com [^1]\n\n[^1]: note\n")
        XCTAssertFalse(document.contains {
            switch $0.kind {
            case .table, .strikethrough, .footnoteReference, .footnoteSection: return true
            default: return false
            }
        })
    }

    func testAFootnoteDefinitionIsLookedForAtLineStartsOnly() {
        func may(_ text: String) -> Bool { FootnoteDefinitionScanner.mayContainDefinition(SourceLines(text)) }
        XCTAssertTrue(may("[^n]: note"))
        XCTAssertTrue(may("text\n   [^n]: three spaces"))
        XCTAssertTrue(may("a\r\n[^n]: after CRLF"))
        XCTAssertTrue(may("a\r[^n]: after a lone CR"))
        XCTAssertTrue(may("x\n[^"))
        XCTAssertFalse(may("    [^n]: four spaces is code"))
        XCTAssertFalse(may("text [^n] inside a line, ^{ block } too"))
        XCTAssertFalse(may("\t[^n]: a tab"))
        XCTAssertFalse(may("x\n["))
        XCTAssertFalse(may(""))
    }

    func testCellsAndTheirRanges() throws {
        let document = try MarkdownExtensions.parse("Intro\n| a | `b` |\n|---|:-:|\n| 1 | *two* |\n", path: "t.md").document
        XCTAssertEqual(document.dump(), """
            document 1:1-4:13
              paragraph 1:1-1:5
                text "Intro" 1:1-1:5
              table 2:1-4:13
                table_head 2:1-2:11
                  table_row 2:1-2:11
                    table_cell align=none header 2:3-2:3
                      text "a" 2:3-2:3
                    table_cell align=center header 2:7-2:9
                      code "b" 2:8-2:8
                table_body 4:1-4:13
                  table_row 4:1-4:13
                    table_cell align=none 4:3-4:3
                      text "1" 4:3-4:3
                    table_cell align=center 4:7-4:11
                      emph 4:7-4:11
                        text "two" 4:8-4:10

            """)
    }

    func testUndefinedFootnoteIsALocatedWarning() throws {
        let found = try diagnostics("# T\n\nSee \\*x* [^missing] here.\n")
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.id, "markdown.footnote-undefined")
        XCTAssertEqual(found.first?.severity, .warning)
        XCTAssertEqual(found.first?.location, SourceLocation(file: "t.md", line: 3, column: 10))
    }

    func testAnEscapedBracketIsNoReference() throws {
        let parsed = try MarkdownExtensions.parse("Text \\[^x] and [^n] and \\[^n].\n\n[^n]: Note.\n", path: "t.md")
        XCTAssertEqual(parsed.diagnostics, [])
        let html = HTMLRenderer().render(parsed.document)
        XCTAssertTrue(html.hasPrefix("<p>Text [^x] and <sup class=\"footnote-ref\"><a href=\"#fn-1\" id=\"fnref-1\">1</a></sup> and [^n].</p>"), html)
    }

    func testUnusedAndDuplicateDefinitionsAreWarnings() throws {
        let found = try diagnostics("A[^a].\n\n[^a]: one\n\n[^A]: again\n\n[^b]: never\n")
        XCTAssertEqual(found.map(\.id), ["markdown.footnote-duplicate", "markdown.footnote-unused"])
        XCTAssertEqual(found.map(\.location.line), [5, 7])
        XCTAssertEqual(found.map(\.location.column), [1, 1])
    }

    /// A one-line HTML comment before a footnote definition crashed the scan for code and HTML lines (cmark ends such a
    /// block before it starts).
    func testAOneLineHTMLBlockBeforeAFootnoteDefinition() throws {
        let document = try MarkdownExtensions.parse("<!-- note -->\n\nA[^n].\n\n[^n]: Text\n", path: "t.md").document
        guard let section = document.children.last, case .footnoteSection = section.kind else {
            return XCTFail("no footnote section")
        }
        XCTAssertEqual(section.children.count, 1)
    }

    func testFootnoteRangesAreInTheFile() throws {
        let document = try MarkdownExtensions.parse("A[^n].\n\n[^n]: Some *text*\n    more\n", path: "t.md").document
        guard let section = document.children.last, case .footnoteSection = section.kind else {
            return XCTFail("no footnote section")
        }
        let paragraph = section.children[0].children[0]
        XCTAssertEqual(paragraph.range?.start, MarkupPosition(line: 3, column: 7))
        XCTAssertEqual(paragraph.children[1].range?.start, MarkupPosition(line: 3, column: 12))
    }

    func testDeepStrikethroughStopsAtTheLimitWithAWarning() throws {
        let count = 5_000
        let markdown = String(repeating: "~~a ", count: count) + String(repeating: "b~~ ", count: count) + "\n"
        let parsed = try MarkdownExtensions.parse(markdown, path: "t.md")
        XCTAssertEqual(parsed.diagnostics.map(\.id), ["markdown.strikethrough-too-deep"])
        XCTAssertLessThanOrEqual(parsed.document.depth, CommonMarkConverter.maximumDepth)
        let html = HTMLRenderer().render(parsed.document)
        XCTAssertEqual(html.components(separatedBy: "<del>").count - 1, MarkdownExtensions.strikethroughNestingLimit)
    }

    func testTablesReplaceTheirParagraphsInEveryContainer() throws {
        // Each table takes its paragraph's place among its siblings (the rewriter works in place), after the lines
        // before its header, and the blocks around it stay where they were.
        let markdown = "Intro\n| a |\n|---|\n| 1 |\n\n| b |\n|---|\n\nBetween\n\n> | c |\n> |---|\n\n- item\n\n  | d |\n  |---|\n- last\n"
        let document = try MarkdownExtensions.parse(markdown, path: "t.md").document
        func outline(_ node: MarkupNode) -> String {
            let name = String(describing: node.kind).prefix { $0.isLetter }
            switch node.kind {
            case .table, .paragraph: return String(name)
            default: return name + "(" + node.children.map(outline).joined(separator: " ") + ")"
            }
        }
        XCTAssertEqual(outline(document),
                       "document(paragraph table table paragraph blockQuote(table) list(item(paragraph table) item(paragraph)))")
    }

    func testTableWorkIsLinear() throws {
        func work(rows: Int) -> Int {
            let markdown = "| a | b | c |\n|---|:-:|--:|\n" + String(repeating: "| `x` | *y* | z \\| w |\n", count: rows)
            var rewriter = TableRewriter(lines: SourceLines(markdown))
            var document = try! CommonMarkConverter.parse(markdown)
            rewriter.rewrite(&document)
            XCTAssertEqual(rewriter.tableCount, 1)
            return rewriter.work
        }
        let small = work(rows: 200), large = work(rows: 2_000)
        XCTAssertLessThan(Double(large) / Double(small), 11, "\(small) -> \(large)")
        func columns(_ count: Int) -> Int {
            let markdown = String(repeating: "| a ", count: count) + "|\n" + String(repeating: "|---", count: count) + "|\n"
                + String(repeating: "| 1 ", count: count / 2) + "\n"
            var rewriter = TableRewriter(lines: SourceLines(markdown))
            var document = try! CommonMarkConverter.parse(markdown)
            rewriter.rewrite(&document)
            return rewriter.work
        }
        let narrow = columns(1_000), wide = columns(10_000)
        XCTAssertLessThan(Double(wide) / Double(narrow), 11, "\(narrow) -> \(wide)")
    }

    func testStrikethroughWorkIsLinear() throws {
        func work(_ count: Int) -> Int {
            // Unmatched openers of one length followed by closers of the other: each is pushed and dropped once.
            let text = String(repeating: "~a ", count: count) + String(repeating: "b~~ ", count: count)
            var rewriter = StrikethroughRewriter(nestingLimit: 32)
            _ = rewriter.rewrite([MarkupNode(.text(text))])
            return rewriter.work
        }
        let small = work(1_000), large = work(10_000)
        XCTAssertLessThan(Double(large) / Double(small), 11, "\(small) -> \(large)")
    }

    /// The one-pass test before the rewriters says yes exactly when one of their own tests does.
    func testInlineRewritingIsTriedExactlyWhereARewriterMightApply() {
        let alphabet = Array("w.:/~^[ aé")
        var state: UInt64 = 13
        for _ in 0..<5_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let length = Int(state >> 60)
            var text = ""
            for index in 0..<length { text.append(alphabet[Int((state >> UInt64(4 * index)) % UInt64(alphabet.count))]) }
            let expected = StrikethroughRewriter.mayContainDelimiter(text) || FootnoteRewriter.mayContainReference(text)
                || AutolinkRewriter.mayContainLink(text)
            XCTAssertEqual(InlineExtensionRewriter.mayNeedWork(text), expected, text)
            // The chapter-wide test agrees on a text without `&` (which it also takes for a mark).
            XCTAssertEqual(InlineExtensionRewriter.mayNeedWork(anywhereIn: SourceLines(text)), expected, text)
        }
        XCTAssertTrue(InlineExtensionRewriter.mayNeedWork("see www.example.com"))
        XCTAssertTrue(InlineExtensionRewriter.mayNeedWork("at http://example.com"))
        XCTAssertFalse(InlineExtensionRewriter.mayNeedWork("ww.w. :/ /: plain prose."))
    }

    func testAChapterWhoseBytesHoldNoMarkNorEntitySkipsTheInlineRewriting() {
        func may(_ text: String) -> Bool { InlineExtensionRewriter.mayNeedWork(anywhereIn: SourceLines(text)) }
        XCTAssertFalse(may("# T\n\nPlain *prose*, `code` and [a link](x.md).\n"))
        XCTAssertTrue(may("a ~~b~~"))
        XCTAssertTrue(may("a [^n]"))
        XCTAssertTrue(may("see www.example.com"))
        XCTAssertTrue(may("at http://example.com"))
        XCTAssertTrue(may("an entity &#126; is a mark only once decoded"))
    }

    /// The chapter-wide test only skips work that would change nothing: the result is the rewriter's on every text.
    func testSkippingTheInlineRewritingChangesNoDocument() throws {
        let texts = ["# T\n\nPlain *prose* and `code`.\n", "a ~~b~~ c\n", "see www.example.com.\n",
                     "&#126;&#126;x&#126;&#126; and &#x5E;\n", "[l](http://example.com) *ww*w.x\n", "> quote ~x~\n"]
        for text in texts {
            var expected = try CommonMarkConverter.parse(text)
            var footnotes = FootnoteRewriter(definitions: [], path: "t.md", lines: SourceLines(text))
            var inlines = InlineExtensionRewriter(path: "t.md")
            inlines.rewriteBlocks(&expected, footnotes: &footnotes)
            XCTAssertEqual(try MarkdownExtensions.parse(text, path: "t.md").document, expected, text)
        }
    }
}
