import Diagnostics
import XCTest
@testable import Notebook

final class BookChapterTests: XCTestCase {
    let path = "Chapters/03-affine.md"

    func testFrontMatterIsReadAndBlankedKeepingLineNumbers() throws {
        let text = "---\ntitle: Affine transforms\nsummary: \"Order matters.\"\n# a comment\n---\n# Heading\n\nText\n"
        let (chapter, diagnostics) = Chapter.parse(text, name: "03-affine.md", path: path, number: 3)
        XCTAssertEqual(diagnostics, [])
        let parsed = try XCTUnwrap(chapter)
        XCTAssertEqual(parsed.title, "Affine transforms")
        XCTAssertEqual(parsed.summary, "Order matters.")
        XCTAssertEqual(parsed.document.children.map { $0.range?.start.line }, [6, 8])
        XCTAssertEqual(HTMLRenderer().render(parsed.document), "<h1>Heading</h1>\n<p>Text</p>\n")
    }

    func testTitleFallsBackOnTheFirstLevelOneHeading() throws {
        let text = "Intro\n\n## Not this\n\n# The *real* title\n\n# Not this either\n"
        let (chapter, diagnostics) = Chapter.parse(text, name: "a.md", path: path, number: 1)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(chapter?.title, "The real title")
    }

    func testFrontMatterErrors() {
        let text = "---\ntitel: X\nsummary\n: y\ntitle:\nsummary: a\nsummary: b\n---\n"
        let (_, diagnostics) = Chapter.parse(text, name: "a.md", path: path, number: 1)
        XCTAssertEqual(rendered(diagnostics, file: path, text: text), """
        Chapters/03-affine.md:1:1: error: chapter has no title; add 'title:' front matter or a '#' heading
         1 | ---
           | ^
        Chapters/03-affine.md:2:1: error: unknown front matter key 'titel'; did you mean 'title'?
         2 | titel: X
           | ^~~~~
        Chapters/03-affine.md:3:1: error: expected 'key: value' in front matter
         3 | summary
           | ^~~~~~~
        Chapters/03-affine.md:4:1: error: expected 'key: value' in front matter
         4 | : y
           | ^~~
        Chapters/03-affine.md:5:1: error: front matter 'title' is empty
         5 | title:
           | ^~~~~
        Chapters/03-affine.md:7:1: error: duplicate front matter key 'summary'
         7 | summary: b
           | ^~~~~~~
        Chapters/03-affine.md:6:1: note: 'summary' is first set here
         6 | summary: a
           | ^

        """)
    }

    func testUnterminatedFrontMatter() {
        let (chapter, diagnostics) = Chapter.parse("---\ntitle: X\n\n# Title\n", name: "a.md", path: path, number: 1)
        XCTAssertEqual(diagnostics.map(DiagnosticFormatter.headline),
                       ["Chapters/03-affine.md:1:1: error: front matter is not closed; expected a '---' line"])
        XCTAssertEqual(chapter?.title, "Title")
    }

    func testUnterminatedFrontMatterIsOneErrorNotOnePerLineOfTheChapter() {
        // Without the closing line the whole chapter would be front matter: its prose is not a list of bad keys.
        let text = "---\ntitle: X\n\n# Title\n\nNote: a scale of 0 is singular.\nA paragraph without a colon.\n"
        let (_, diagnostics) = Chapter.parse(text, name: "a.md", path: path, number: 1)
        XCTAssertEqual(diagnostics.map(DiagnosticFormatter.headline),
                       ["Chapters/03-affine.md:1:1: error: front matter is not closed; expected a '---' line"])
    }

    func testDecoderReportsTheFirstBadByteByLineAndColumn() {
        let bytes = Array("ok\nvariable é = ".utf8) + [0xC3, 0x28] + Array(" rest\n".utf8)
        let (text, diagnostics) = ChapterDecoder.decode(bytes, path: path)
        XCTAssertNil(text)
        XCTAssertEqual(diagnostics.map(DiagnosticFormatter.headline),
                       ["Chapters/03-affine.md:2:14: error: chapter is not valid UTF-8: byte 0xC3 at offset 17"])
    }

    func testDecoderRejectsOverlongSurrogatesTruncationNULAndSize() {
        func headline(_ bytes: [UInt8]) -> String? {
            ChapterDecoder.decode(bytes, path: "c.md").diagnostics.first.map(DiagnosticFormatter.headline)
        }
        XCTAssertEqual(headline([0x61, 0xC0, 0xAF]), "c.md:1:2: error: chapter is not valid UTF-8: byte 0xC0 at offset 1")
        XCTAssertEqual(headline([0xED, 0xA0, 0x80]), "c.md:1:1: error: chapter is not valid UTF-8: byte 0xED at offset 0")
        XCTAssertEqual(headline([0x0D, 0x0A, 0x0D, 0xE2, 0x82]), "c.md:3:1: error: chapter is not valid UTF-8: byte 0xE2 at offset 3")
        XCTAssertEqual(headline([0x61, 0x0A, 0x62, 0x00]), "c.md:2:2: error: chapter contains a NUL byte")
        XCTAssertEqual(headline([UInt8](repeating: 0x61, count: ChapterDecoder.maximumSize + 1)),
                       "c.md:1:1: error: chapter is \(ChapterDecoder.maximumSize + 1) bytes; the limit is 8388608 bytes")
        XCTAssertEqual(ChapterDecoder.decode(Array("変換 ✓ 𝑥\n".utf8), path: "c.md").text, "変換 ✓ 𝑥\n")
        XCTAssertEqual(ChapterDecoder.decode([0xEF, 0xBB, 0xBF] + Array("---\n".utf8), path: "c.md").text, "---\n")
    }

    func testDecoderNamesUTF16AndTheConfigurationFile() {
        let little: [UInt8] = [0xFF, 0xFE] + Array("# T\n".utf8).flatMap { [$0, 0] }
        let big: [UInt8] = [0xFE, 0xFF] + Array("# T\n".utf8).flatMap { [0, $0] }
        XCTAssertEqual(ChapterDecoder.decode(little, path: "c.md").diagnostics.map(DiagnosticFormatter.headline),
                       ["c.md:1:1: error: chapter is UTF-16 (it starts with a little-endian UTF-16 byte order mark); save it as UTF-8"])
        XCTAssertEqual(ChapterDecoder.decode(big, path: "c.md").diagnostics.first?.id, "chapter.utf16")
        let configuration = ChapterDecoder.decode(Array("title = \"Caf".utf8) + [0xE9, 0x22], path: "notebook.toml", file: .configuration)
        XCTAssertEqual(configuration.diagnostics.map(DiagnosticFormatter.headline),
                       ["notebook.toml:1:13: error: notebook.toml is not valid UTF-8: byte 0xE9 at offset 12"])
        XCTAssertEqual(configuration.diagnostics.first?.id, "config.invalid-utf8")
    }

    func testLargeChapterWithThousandsOfListings() throws {
        var text = "# Many\n\n"
        for index in 1...5_000 {
            text += "```objc id=l\(index)\nx = \(index);\n```\n```expect\nx = \(index) ± 0.5\n```\n\nSee [](#listing-l\(index)). 变换\n\n"
        }
        let (chapter, diagnostics) = Chapter.parse(text, name: "a.md", path: path, number: 9)
        XCTAssertEqual(diagnostics, [])
        let (book, referenceDiagnostics) = Book.assemble(configuration: BookConfiguration(title: "T", chapters: []),
                                                         chapters: [try XCTUnwrap(chapter)])
        XCTAssertEqual(referenceDiagnostics, [])
        XCTAssertEqual(book.chapters[0].listings.count, 5_000)
        XCTAssertEqual(book.chapters[0].listings.last?.label, "Listing 9.5000")
        XCTAssertEqual(book.chapters[0].listings.last?.expectations?.expectations.first?.origin.firstLine, 5_000 * 9 - 2)
        XCTAssertEqual(book.chapters[0].references.count, 5_000)
    }

    func testPathologicalNestingIsADiagnostic() {
        let text = "# T\n\n" + String(repeating: "> ", count: 300) + "x\n"
        let (chapter, diagnostics) = Chapter.parse(text, name: "a.md", path: path, number: 1)
        XCTAssertNil(chapter)
        XCTAssertEqual(diagnostics.map(DiagnosticFormatter.headline),
                       ["Chapters/03-affine.md:3:511: error: blocks and inlines are nested more than 256 levels deep"])
    }
}
