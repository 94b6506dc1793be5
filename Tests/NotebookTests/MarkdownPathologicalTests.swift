import XCTest
@testable import Notebook

/// Inputs that make naive Markdown tools slow or crash (many from cmark's own pathological tests): each must
/// convert and render like cmark, or be refused with an error, quickly and without recursion.
final class MarkdownPathologicalTests: XCTestCase {
    func assertSameAsCmark(_ markdown: String, file: StaticString = #filePath, line: UInt = #line) {
        do {
            let document = try CommonMarkConverter.parse(markdown)
            for allowsRawHTML in [false, true] {
                let ours = HTMLRenderer(allowsRawHTML: allowsRawHTML).render(document)
                let cmark = CommonMarkConverter.referenceHTML(markdown, allowsRawHTML: allowsRawHTML)
                XCTAssertTrue(ours == cmark, "differs from cmark (\(markdown.utf8.count) bytes of input)", file: file, line: line)
            }
        } catch {
            XCTFail("\(error)", file: file, line: line)
        }
    }

    func testUnclosedAndNestedInlines() {
        assertSameAsCmark(String(repeating: "[", count: 30_000) + "a" + String(repeating: "]", count: 30_000))
        assertSameAsCmark(String(repeating: "*a _b ", count: 20_000))
        assertSameAsCmark(String(repeating: "a***", count: 20_000))
        assertSameAsCmark(String(repeating: "<a", count: 20_000))
        assertSameAsCmark(String(repeating: "`", count: 10_000) + "x")
        assertSameAsCmark(String(repeating: "![a](b ", count: 10_000))
        assertSameAsCmark(String(repeating: "[a](<b", count: 10_000))
        assertSameAsCmark("[x]: /u\n\n" + String(repeating: "[x] ", count: 20_000))
        // One long line with non-ASCII text and thousands of inline nodes: column conversion must stay linear.
        let line = String(repeating: "变换 *é* [](#listing-x) ", count: 10_000)
        assertSameAsCmark(line)
        let document = try? CommonMarkConverter.parse(line)
        XCTAssertEqual(document?.children.first?.children.last?.range?.end.column, line.unicodeScalars.count - 1)
    }

    func testDeepButAllowedBlocks() {
        assertSameAsCmark(String(repeating: "> ", count: 200) + "quote\n")
        var list = ""
        for depth in 0..<60 { list += String(repeating: "  ", count: depth) + "- item \(depth)\n" }
        assertSameAsCmark(list)
        assertSameAsCmark(String(repeating: "*", count: 120) + "x" + String(repeating: "*", count: 120))
    }

    func testTooDeepIsAnErrorWithAPosition() {
        var list = ""
        for depth in 0..<300 { list += String(repeating: "  ", count: depth) + "- i\n" }
        XCTAssertThrowsError(try CommonMarkConverter.parse(list)) { error in
            guard case CommonMarkConverter.ConversionError.nestingTooDeep(let position)? = error as? CommonMarkConverter.ConversionError else {
                return XCTFail("\(error)")
            }
            // Every list level is a list and an item: the 128th line is where depth 256 is crossed.
            XCTAssertEqual(position.line, 128)
        }
    }

    func testHugeAndOddNumbers() {
        assertSameAsCmark("123456789. not a list (too many digits)\n\n999999999. list\n")
        assertSameAsCmark("&#99999999; &#xFFFFFFFF; &#0; &amp;&copy;&notanentity;\n")
    }

    func testControlCharactersAndLineEndings() {
        assertSameAsCmark("a\u{0B}b\u{0C}c\r\nd\re\u{7F}\u{FEFF}f\n")
        assertSameAsCmark("\u{FEFF}# Heading after a BOM\n")
    }
}
