import Diagnostics
import XCTest
@testable import Notebook

/// Links to sections and whole chapters (`[](#section-x)`, `[x](02-other.md)`), and the warning for dropped raw HTML.
final class BookSectionLinkTests: XCTestCase {
    func chapter(_ text: String, name: String, number: Int) throws -> Chapter {
        let (chapter, diagnostics) = Chapter.parse(text, name: name, path: "Chapters/" + name, number: number)
        XCTAssertEqual(diagnostics, [])
        return try XCTUnwrap(chapter)
    }

    func testEmptySectionLinksGetTheTitleAndMissingSectionsAndChaptersAreErrors() throws {
        let first = try chapter("# One\n\nText.\n", name: "01-one.md", number: 1)
        let second = try chapter("""
        # Two

        See [](#section-radians-and-degrees), [the angles](#section-radians-and-degrees), [](01-one.md),
        [](01-one.md#section-anything) and [](https://example.com/x.md).

        ## Radians *and* degrees

        Broken: [](#section-radians-and-degree) [](03-missing.md) [x](0l-one.md#intro)
        """, name: "02-two.md", number: 2)
        let (book, diagnostics) = Book.assemble(configuration: BookConfiguration(title: "T", chapters: []),
                                                chapters: [first, second])
        // Only links to listings, figures and the chapter's own sections get their text filled in: the other empty
        // links would be invisible on the page, so each is a warning.
        XCTAssertEqual(rendered(diagnostics, file: "Chapters/02-two.md", text: book.chapters[1].text), """
        Chapters/02-two.md:3:86: warning: link to '01-one.md' has no text, so it is invisible on the page; write its text between the brackets
         3 | See [](#section-radians-and-degrees), [the angles](#section-radians-and-degrees), [](01-one.md),
           |                                                                                      ^~~~~~~~~
        Chapters/02-two.md:4:4: warning: link to '01-one.md#section-anything' has no text, so it is invisible on the page; write its text between the brackets
         4 | [](01-one.md#section-anything) and [](https://example.com/x.md).
           |    ^~~~~~~~~~~~~~~~~~~~~~~~~~
        Chapters/02-two.md:4:39: warning: link to 'https://example.com/x.md' has no text, so it is invisible on the page; write its text between the brackets
         4 | [](01-one.md#section-anything) and [](https://example.com/x.md).
           |                                       ^~~~~~~~~~~~~~~~~~~~~~~~
        Chapters/02-two.md:8:12: error: link to unknown anchor '#section-radians-and-degree'; did you mean '#section-radians-and-degrees'?
         8 | Broken: [](#section-radians-and-degree) [](03-missing.md) [x](0l-one.md#intro)
           |            ^~~~~~~~~~~~~~~~~~~~~~~~~~~
        Chapters/02-two.md:8:44: error: link to unknown chapter '03-missing.md'
         8 | Broken: [](#section-radians-and-degree) [](03-missing.md) [x](0l-one.md#intro)
           |                                            ^~~~~~~~~~~~~
        Chapters/02-two.md:8:63: error: link to unknown chapter '0l-one.md'; did you mean '01-one.md'?
         8 | Broken: [](#section-radians-and-degree) [](03-missing.md) [x](0l-one.md#intro)
           |                                                               ^~~~~~~~~~~~~~~

        """)
        let html = HTMLRenderer().render(book.chapters[1].document)
        XCTAssertTrue(html.hasPrefix("""
        <h1>Two</h1>
        <p>See <a href="#section-radians-and-degrees">Radians and degrees</a>, \
        <a href="#section-radians-and-degrees">the angles</a>, <a href="01-one.md"></a>,
        """), html)
        // A link into another chapter is recorded, so a reused chapter is checked again when that chapter goes away.
        XCTAssertEqual(book.chapters[1].imports.map(\.chapterName), ["01-one", "01-one"].map { $0 + ".md" })
        let lookup = ReferenceResolver.Lookup([ReferenceResolver.Lookup.Target(name: "02-two.md", number: 1, listings: [])])
        XCTAssertFalse(ReferenceResolver.stillHolds(book.chapters[1].imports, lookup: lookup))
        XCTAssertTrue(ReferenceResolver.stillHolds(book.chapters[1].imports, lookup: ReferenceResolver.Lookup(book.chapters)))
    }

    /// A link to an anchor of its own page that the page does not have is an error, as a missing section is: the
    /// usual slip is a heading's anchor without `section-`. The page's own ids, `#top`, footnotes and an id the
    /// chapter writes in raw HTML are fine; other chapters' anchors are not checked (see `checkChapterLink`).
    func testALinkToAnAnchorThePageDoesNotHaveIsAnError() throws {
        let text = """
        # One

        [a](#real-heading) [b](#nowhere) [c](#top) [d](#content) [e](#fn-1) [f](#fnref-1-2) [g](#mine) [h](02-two.md#x)

        ## Real heading

        <a id="mine"></a>
        """
        let one = try chapter(text, name: "01-one.md", number: 1)
        let two = try chapter("# Two\n", name: "02-two.md", number: 2)
        let (book, diagnostics) = Book.assemble(configuration: BookConfiguration(title: "T", chapters: []), chapters: [one, two])
        XCTAssertEqual(rendered(diagnostics, file: "Chapters/01-one.md", text: book.chapters[0].text), """
        Chapters/01-one.md:3:5: error: link to unknown anchor '#real-heading'; did you mean '#section-real-heading'?
         3 | [a](#real-heading) [b](#nowhere) [c](#top) [d](#content) [e](#fn-1) [f](#fnref-1-2) [g](#mine) [h](02-two.md#x)
           |     ^~~~~~~~~~~~~
        Chapters/01-one.md:3:24: error: link to unknown anchor '#nowhere'
         3 | [a](#real-heading) [b](#nowhere) [c](#top) [d](#content) [e](#fn-1) [f](#fnref-1-2) [g](#mine) [h](02-two.md#x)
           |                        ^~~~~~~~

        """)
    }

    func testDroppedRawHTMLIsWarnedOncePerChapterAndCommentsAreNot() throws {
        let html = try chapter("""
        # T

        <!-- a note to the author -->

        A <span class="x">span</span> and <b>bold</b>.

        <div>
        block
        </div>
        """, name: "01-html.md", number: 1)
        let warning = try XCTUnwrap(RawHTMLCheck.droppedHTMLWarning(in: html))
        XCTAssertEqual(rendered([warning], file: "Chapters/01-html.md", text: html.text), """
        Chapters/01-html.md:5:3: warning: raw HTML is left out of the page; set 'unsafe-html = true' in notebook.toml to keep it
         5 | A <span class="x">span</span> and <b>bold</b>.
           |   ^~~~~~~~~~~~~~~~

        """)
        let commentsOnly = try chapter("# T\n\n<!-- hidden -->\n\nA `<b>` code span, 1 < 2.\n", name: "02-c.md", number: 2)
        XCTAssertNil(RawHTMLCheck.droppedHTMLWarning(in: commentsOnly))
    }

    func testOnlyAChapterWithoutALessThanSignIsKnownToHaveNoRawHTML() throws {
        XCTAssertTrue(try chapter("# T\n\nA <b>tag</b>.\n", name: "01-a.md", number: 1).mayContainRawHTML)
        XCTAssertTrue(try chapter("# T\n\n[^n] and 1 < 2.\n\n[^n]: <b>note</b>\n", name: "02-b.md", number: 2).mayContainRawHTML)
        var plain = try chapter("# T\n\nNo tags, `a > b`.\n", name: "03-c.md", number: 3)
        XCTAssertFalse(plain.mayContainRawHTML)
        XCTAssertNil(RawHTMLCheck.droppedHTMLWarning(in: plain))
        // A document changed after parsing may hold anything: the check walks its tree again.
        plain.document = try CommonMarkConverter.parse("<div>x</div>\n")
        XCTAssertTrue(plain.mayContainRawHTML)
        XCTAssertNotNil(RawHTMLCheck.droppedHTMLWarning(in: plain))
    }
}
