import Diagnostics
import XCTest
@testable import Notebook

final class BookReferenceTests: XCTestCase {
    func chapter(_ text: String, name: String, number: Int) throws -> Chapter {
        let (chapter, diagnostics) = Chapter.parse(text, name: name, path: "Chapters/" + name, number: number)
        XCTAssertEqual(diagnostics, [])
        return try XCTUnwrap(chapter)
    }

    func testEmptyLinksAreFilledInAndUnknownAnchorsAreErrors() throws {
        let first = try chapter("""
        # One

        ```objc id=basis
        x
        ```
        """, name: "01-basics.md", number: 1)
        let second = try chapter("""
        # Two

        See [](#listing-compound), [](#figure-compound), [the code](#listing-compound), [](#listing-2.3),
        [](01-basics.md#listing-basis) and [](#figure-shown).

        ```objc id=compound
        a
        ```

        ```objc id=shown figure=none
        b
        ```

        Broken: [](#listing-compund) [](#figure-shown) [](03-missing.md#listing-x) [](#figure-2.9)
        Ignored: [](#intro) [](https://example.com/a.md#listing-x)

        ```swift
        c
        ```
        """, name: "02-affine.md", number: 2)
        let configuration = BookConfiguration(title: "T", chapters: [])
        let (book, diagnostics) = Book.assemble(configuration: configuration, chapters: [first, second])
        let text = book.chapters[1].text
        XCTAssertEqual(rendered(diagnostics, file: "Chapters/02-affine.md", text: text), """
        Chapters/02-affine.md:4:36: error: listing 'shown' has no figure (it is 'norun', 'figure=none' or expected to fail)
         4 | [](01-basics.md#listing-basis) and [](#figure-shown).
           |                                    ^~~~~~~~~~~~~~~~~
        Chapters/02-affine.md:14:9: error: link to unknown anchor '#listing-compund'; did you mean '#listing-compound'?
         14 | Broken: [](#listing-compund) [](#figure-shown) [](03-missing.md#listing-x) [](#figure-2.9)
            |         ^~~~~~~~~~~~~~~~~~~~
        Chapters/02-affine.md:14:30: error: listing 'shown' has no figure (it is 'norun', 'figure=none' or expected to fail)
         14 | Broken: [](#listing-compund) [](#figure-shown) [](03-missing.md#listing-x) [](#figure-2.9)
            |                              ^~~~~~~~~~~~~~~~~
        Chapters/02-affine.md:14:48: error: link to unknown chapter '03-missing.md'
         14 | Broken: [](#listing-compund) [](#figure-shown) [](03-missing.md#listing-x) [](#figure-2.9)
            |                                                ^~~~~~~~~~~~~~~~~~~~~~~~~~~
        Chapters/02-affine.md:14:76: error: link to unknown anchor '#figure-2.9'
         14 | Broken: [](#listing-compund) [](#figure-shown) [](03-missing.md#listing-x) [](#figure-2.9)
            |                                                                            ^~~~~~~~~~~~~~~

        """)
        let html = HTMLRenderer().render(book.chapters[1].document)
        XCTAssertTrue(html.hasPrefix("""
        <h1>Two</h1>
        <p>See <a href="#listing-compound">Listing 2.1</a>, <a href="#figure-compound">Figure 2.1</a>, \
        <a href="#listing-compound">the code</a>, <a href="#listing-2.3">Listing 2.3</a>,
        <a href="01-basics.md#listing-basis">Listing 1.1</a> and <a href="#figure-shown"></a>.</p>
        """), html)
        XCTAssertEqual(book.chapters[1].references.map(\.label), ["Listing 2.1", "Figure 2.1", "Listing 2.1", "Listing 2.3", "Listing 1.1"])
        XCTAssertEqual(book.chapters[1].references.map(\.anchor), ["listing-compound", "figure-compound", "listing-compound", "listing-2.3", "listing-basis"])
        XCTAssertEqual(book.chapters[1].references.last?.chapterNumber, 1)
        XCTAssertEqual(book.chapters[1].listings[2].figureAnchor, "figure-2.2")
    }
}
