import XCTest
@testable import Notebook

final class MarkdownConverterTests: XCTestCase {
    func testTreeShapeAndAttributes() throws {
        let document = try CommonMarkConverter.parse("# Title\n\n3) a\n4) b\n\n[x](/u \"t\") ![i *j*](p.png)\n")
        XCTAssertEqual(document.kind, .document)
        XCTAssertEqual(document.children.map(\.kind), [
            .heading(level: 1),
            .list(MarkupNode.List(marker: .ordered(start: 3, delimiter: .parenthesis), isTight: true)),
            .paragraph,
        ])
        let paragraph = document.children[2]
        XCTAssertEqual(paragraph.children[0].kind, .link(MarkupNode.Link(destination: "/u", title: "t")))
        XCTAssertEqual(paragraph.children[2].kind, .image(MarkupNode.Link(destination: "p.png")))
        XCTAssertEqual(paragraph.children[2].childrenPlainText, "i j")
        XCTAssertEqual(document.range?.description, "1:1-6:27")
    }

    /// cmark 0.30 ends an HTML block of kinds 1 to 5 that closes on its first line (`<!-- … -->`, `<script>…</script>`)
    /// on the line before it, column 0: the range must still end on that line, at its last character.
    func testAnHTMLBlockClosedOnItsFirstLineEndsOnThatLine() throws {
        let document = try CommonMarkConverter.parse("# A\n\n<!-- note -->\n\n<script>é</script>\n\nx\n")
        XCTAssertEqual(document.children[1].range?.description, "3:1-3:13")
        XCTAssertEqual(document.children[2].range?.description, "5:1-5:18")
    }

    func testDumpShowsEveryNodeWithItsAttributesAndRange() throws {
        let document = try CommonMarkConverter.parse("# *T*\n\n1. a\\\n   b\n\n> ~~~ objc id=x\n> p\n> ~~~\n\n[l](/u \"t\") `c` <b>\n")
        // Inline positions are cmark's: after a backslash hard break it does not count the new line ("b" is on 4:4).
        XCTAssertEqual(document.dump(), """
        document 1:1-10:19
          heading level=1 1:1-1:5
            emph 1:3-1:5
              text "T" 1:4-1:4
          list ordered start=1 delimiter=period tight=true 3:1-5:0
            item 3:1-5:0
              paragraph 3:4-4:4
                text "a" 3:4-3:4
                linebreak
                text "b" 3:7-3:7
          block_quote 6:1-8:5
            code_block fence=~~~ info="objc id=x" "p\\n" 6:3-8:5
          paragraph 10:1-10:19
            link destination="/u" title="t" 10:1-10:11
              text "l" 10:2-10:2
            text " " 10:12-10:12
            code "c" 10:14-10:14
            text " " 10:16-10:16
            html_inline "<b>" 10:17-10:19

        """)
    }

    func testColumnsCountUnicodeScalarsNotBytes() throws {
        // "é" and "变" are 2 and 3 bytes; cmark reports byte columns, we report scalar columns.
        let document = try CommonMarkConverter.parse("é变 [](#listing-x) z\n")
        let link = document.children[0].children[1]
        XCTAssertEqual(link.kind, .link(MarkupNode.Link(destination: "#listing-x")))
        XCTAssertEqual(link.range, MarkupRange(start: MarkupPosition(line: 1, column: 4),
                                              end: MarkupPosition(line: 1, column: 17)))
        let lastText = document.children[0].children[2]
        XCTAssertEqual(lastText.range?.description, "1:18-1:19")
    }

    func testLineBreaksOfEveryKindCountAsLines() throws {
        let document = try CommonMarkConverter.parse("a\r\n\r\nb\r\rc\n")
        XCTAssertEqual(document.children.map { $0.range?.start.line }, [1, 3, 5])
    }

    func testFencedAndIndentedCodeBlocks() throws {
        let document = try CommonMarkConverter.parse("""
        > ~~~~ objc id=a
        > x = 1;
        > ~~~~

            ```
            indented

        ```
        ```

        """)
        guard case let .codeBlock(fenced) = document.children[0].children[0].kind else { return XCTFail("no code block") }
        XCTAssertEqual(fenced, MarkupNode.CodeBlock(info: "objc id=a", literal: "x = 1;\n",
                                                    fence: MarkupNode.Fence(character: "~", length: 4)))
        XCTAssertEqual(fenced.language, "objc")
        XCTAssertEqual(fenced.infoWords, ["objc", "id=a"])
        XCTAssertEqual(document.children[0].children[0].range?.start, MarkupPosition(line: 1, column: 3))
        guard case let .codeBlock(indented) = document.children[1].kind else { return XCTFail("no code block") }
        XCTAssertNil(indented.fence)
        XCTAssertEqual(indented.literal, "```\nindented\n")
        guard case let .codeBlock(empty) = document.children[2].kind else { return XCTFail("no code block") }
        XCTAssertEqual(empty, MarkupNode.CodeBlock(info: "", literal: "", fence: MarkupNode.Fence(character: "`", length: 3)))
    }

    func testPathologicalNestingIsRejectedNotCrashing() {
        XCTAssertThrowsError(try CommonMarkConverter.parse(String(repeating: ">", count: 100_000) + " x\n")) { error in
            XCTAssertEqual(error as? CommonMarkConverter.ConversionError,
                           .nestingTooDeep(at: MarkupPosition(line: 1, column: 256)))
        }
        XCTAssertNoThrow(try CommonMarkConverter.parse(String(repeating: "> ", count: 200) + "x\n"))
        // Deep inline nesting that cmark flattens into text is fine.
        XCTAssertNoThrow(try CommonMarkConverter.parse(String(repeating: "[", count: 50_000) + "\n"))
    }
}

final class MarkdownHTMLRendererTests: XCTestCase {
    func render(_ markdown: String, allowsRawHTML: Bool = false, override: HTMLRenderer.NodeOverride? = nil) throws -> String {
        HTMLRenderer(allowsRawHTML: allowsRawHTML, override: override).render(try CommonMarkConverter.parse(markdown))
    }

    func testSafeModeOmitsRawHTMLAndDangerousURLs() throws {
        let markdown = "<div>\nhi\n</div>\n\na <b>c</b> [j](JavaScript:alert(1)) [d](data:image/png;x) ![v](vbscript:x)\n"
        XCTAssertEqual(try render(markdown), """
        <!-- raw HTML omitted -->
        <p>a <!-- raw HTML omitted -->c<!-- raw HTML omitted --> <a href="">j</a> <a href="data:image/png;x">d</a> \
        <img src="" alt="v" /></p>

        """)
        XCTAssertEqual(try render(markdown, allowsRawHTML: true), """
        <div>
        hi
        </div>
        <p>a <b>c</b> <a href="JavaScript:alert(1)">j</a> <a href="data:image/png;x">d</a> <img src="vbscript:x" alt="v" /></p>

        """)
    }

    func testHrefEscapingMatchesHoudini() {
        XCTAssertEqual(HTMLRenderer.escapeHref("a b&c'd\"é%20[]`<>\\^{}|~"),
                       "a%20b&amp;c&#x27;d%22%C3%A9%20%5B%5D%60%3C%3E%5C%5E%7B%7D%7C~")
        XCTAssertEqual(HTMLRenderer.escapeHref("-_.+!*(),%#@?=;:/$azAZ09"), "-_.+!*(),%#@?=;:/$azAZ09")
        XCTAssertTrue(HTMLRenderer.isDangerousURL("FILE:///etc"))
        XCTAssertTrue(HTMLRenderer.isDangerousURL("data:text/html,x"))
        XCTAssertFalse(HTMLRenderer.isDangerousURL("data:image/webp;base64,x"))
        XCTAssertFalse(HTMLRenderer.isDangerousURL(" javascript:x"))
    }

    func testEveryByteOfADestinationIsEscapedAsCmarkDoes() throws {
        var markdown = ""
        for value in UInt32(0x01)...UInt32(0x7F) {
            guard let scalar = Unicode.Scalar(value), !["<", ">", "\\", "\n", "\r"].contains(scalar) else { continue }
            markdown += "[\(value)](<a\(Character(scalar))b>) ![i](<\(Character(scalar))>)\n\n"
        }
        markdown += "[u](<é变🙂\u{80}\u{FFFD}>)\n"
        for allowsRawHTML in [false, true] {
            XCTAssertEqual(try render(markdown, allowsRawHTML: allowsRawHTML),
                           CommonMarkConverter.referenceHTML(markdown, allowsRawHTML: allowsRawHTML))
        }
    }

    func testOverrideReplacesBlocksOnTheirOwnLinesAndInlinesInPlace() throws {
        let markdown = "Intro [](#listing-a)\n\n```objc id=a\nx = 1;\n```\n- tight\n- list\n"
        let html = try render(markdown) { node in
            switch node.kind {
            case let .codeBlock(block) where block.language == "objc": return "<figure>listing</figure>"
            case let .link(link) where node.children.isEmpty: return "<a href=\"\(link.destination)\">Listing 1.1</a>"
            default: return nil
            }
        }
        XCTAssertEqual(html, """
        <p>Intro <a href="#listing-a">Listing 1.1</a></p>
        <figure>listing</figure>
        <ul>
        <li>tight</li>
        <li>list</li>
        </ul>

        """)
    }

    func testOverrideIsNotOfferedInsideImageAltText() throws {
        var offered: [MarkupNode.Kind] = []
        _ = try render("![a `b`](c)\n") { node in
            offered.append(node.kind)
            return nil
        }
        XCTAssertEqual(offered, [.document, .paragraph, .image(MarkupNode.Link(destination: "c"))])
    }

    func testDeepTreeRendersWithoutRecursion() throws {
        let markdown = String(repeating: "> ", count: 250) + "x\n"
        XCTAssertEqual(try render(markdown), CommonMarkConverter.referenceHTML(markdown, allowsRawHTML: false))
    }
}
