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
        Not its page: [](#intro) [](https://example.com/a.md#listing-x)

        ```swift
        c
        ```
        """, name: "02-affine.md", number: 2)
        let configuration = BookConfiguration(title: "T", chapters: [])
        let (book, diagnostics) = Book.assemble(configuration: configuration, chapters: [first, second])
        let text = book.chapters[1].text
        // The caret underlines the destination: that is what is wrong.
        XCTAssertEqual(rendered(diagnostics, file: "Chapters/02-affine.md", text: text), """
        Chapters/02-affine.md:4:39: error: listing 'shown' has no figure (it is 'norun', 'figure=none' or expected to fail)
         4 | [](01-basics.md#listing-basis) and [](#figure-shown).
           |                                       ^~~~~~~~~~~~~
        Chapters/02-affine.md:14:12: error: link to unknown anchor '#listing-compund'; did you mean '#listing-compound'?
         14 | Broken: [](#listing-compund) [](#figure-shown) [](03-missing.md#listing-x) [](#figure-2.9)
            |            ^~~~~~~~~~~~~~~~
        Chapters/02-affine.md:14:33: error: listing 'shown' has no figure (it is 'norun', 'figure=none' or expected to fail)
         14 | Broken: [](#listing-compund) [](#figure-shown) [](03-missing.md#listing-x) [](#figure-2.9)
            |                                 ^~~~~~~~~~~~~
        Chapters/02-affine.md:14:51: error: link to unknown chapter '03-missing.md'
         14 | Broken: [](#listing-compund) [](#figure-shown) [](03-missing.md#listing-x) [](#figure-2.9)
            |                                                   ^~~~~~~~~~~~~~~~~~~~~~~
        Chapters/02-affine.md:14:79: error: link to unknown anchor '#figure-2.9'
         14 | Broken: [](#listing-compund) [](#figure-shown) [](03-missing.md#listing-x) [](#figure-2.9)
            |                                                                               ^~~~~~~~~~~
        Chapters/02-affine.md:15:18: error: link to unknown anchor '#intro'
         15 | Not its page: [](#intro) [](https://example.com/a.md#listing-x)
            |                  ^~~~~~
        Chapters/02-affine.md:15:29: warning: link to 'https://example.com/a.md#listing-x' has no text, so it is invisible on the page; write its text between the brackets
         15 | Not its page: [](#intro) [](https://example.com/a.md#listing-x)
            |                             ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

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

    func testPositionsAreExactWhereCmarkMisreportsInlines() throws {
        // cmark 0.30 strips a continuation line's indentation before counting columns, and does not count the line
        // break of a backslash hard break; the destination is found in the source instead.
        let text = """
        # T

        A paragraph
              indented [](#listing-a) and
        hard break\\
        then [](#listing-b), in a quote:

        > quoted
        > and [](#figure-c)

        1. item
           more
        \u{20}  text [](#listing-d)
        """
        let (parsed, _) = Chapter.parse(text, name: "a.md", path: "Chapters/a.md", number: 1)
        // What cmark reports for the second and fourth links: the wrong line, the wrong column.
        let links = try XCTUnwrap(parsed).document.children.flatMap(\.children).filter { if case .link = $0.kind { true } else { false } }
        XCTAssertEqual(links.first.map { $0.range?.start.description }, "4:10")
        XCTAssertEqual(links.dropFirst().first.map { $0.range?.start.description }, "5:18")
        let (_, diagnostics) = Book.assemble(configuration: BookConfiguration(title: "T", chapters: []), chapters: [try XCTUnwrap(parsed)])
        XCTAssertEqual(diagnostics.map { "\($0.location) \($0.length)" }, [
            "Chapters/a.md:4:19 10", "Chapters/a.md:6:9 10", "Chapters/a.md:9:10 9", "Chapters/a.md:13:12 10",
        ])
    }
}
