import Diagnostics
import XCTest
@testable import Notebook

final class BookListingTests: XCTestCase {
    let path = "Chapters/03-affine.md"

    func parse(_ text: String, number: Int = 3) -> (Chapter?, String) {
        let (chapter, diagnostics) = Chapter.parse(text, name: "03-affine.md", path: path, number: number)
        return (chapter, rendered(diagnostics, file: path, text: text))
    }

    func testMarksAreReadAndEveryBadMarkIsALocatedError() throws {
        let good = """
        # Affine

        ```objc id=a marks="frame anchor point:160,66.8 line:x=160 line:y=-2.5 vanishing-point meeting-point axis:z"
        x
        ```
        """
        let (chapter, clean) = parse(good)
        XCTAssertEqual(clean, "")
        XCTAssertEqual(try XCTUnwrap(chapter).listings.first?.marks,
                       [.frame, .anchor, .point(x: 160, y: 66.8), .verticalLine(x: 160), .horizontalLine(y: -2.5),
                        .vanishingPoint, .meetingPoint, .axis(.z)])
        let bad = """
        # Affine

        ```objc id=a marks="frame anchr point:1 line:z=3 axis:w frame" title="t"
        x
        ```

        ```objc marks=
        y
        ```
        """
        let (_, diagnostics) = parse(bad)
        XCTAssertEqual(diagnostics, """
        Chapters/03-affine.md:3:27: error: unknown mark 'anchr'; did you mean 'anchor'? (marks: frame, anchor, point, line, vanishing-point, meeting-point, axis, numbers)
         3 | ```objc id=a marks="frame anchr point:1 line:z=3 axis:w frame" title="t"
           |                           ^~~~~
        Chapters/03-affine.md:3:33: error: mark 'point' takes two finite numbers, as in 'point:160,66.8'; got '1'
         3 | ```objc id=a marks="frame anchr point:1 line:z=3 axis:w frame" title="t"
           |                                 ^~~~~~~
        Chapters/03-affine.md:3:41: error: mark 'line' takes 'x=NUMBER' or 'y=NUMBER', as in 'line:x=160'; got 'z=3'
         3 | ```objc id=a marks="frame anchr point:1 line:z=3 axis:w frame" title="t"
           |                                         ^~~~~~~~
        Chapters/03-affine.md:3:50: error: mark 'axis' takes x, y or z, as in 'axis:z'; got 'w'
         3 | ```objc id=a marks="frame anchr point:1 line:z=3 axis:w frame" title="t"
           |                                                  ^~~~~~
        Chapters/03-affine.md:3:57: error: mark 'frame' is given twice
         3 | ```objc id=a marks="frame anchr point:1 line:z=3 axis:w frame" title="t"
           |                                                         ^~~~~
        Chapters/03-affine.md:7:9: error: attribute 'marks' needs a value: marks="frame line:x=160"
         7 | ```objc marks=
           |         ^~~~~~

        """)
    }

    func testListingsTwinsScenesAndExpectationsWithPositions() throws {
        let text = """
        # Affine

        ```scene
        root: 0 0 400 400
        ```

        ```objc id=compound title="Creating a \\"compound\\" transform" platform=macos
        CGAffineTransform t = CGAffineTransformIdentity;
        ```

        ```swift
        var t = CGAffineTransform.identity
        ```
        ```expect
        t = [1 0 0 1 0 0]
        ```

        - In a list:

          ```swift norun
          let x = 1
          ```

        > ```objc figure=none
        > CGPoint p = CGPointMake(1, 2);
        > ```

        """
        let (chapter, diagnostics) = parse(text)
        XCTAssertEqual(diagnostics, "")
        let listings = try XCTUnwrap(chapter).listings
        XCTAssertEqual(listings.count, 3)

        let compound = listings[0]
        XCTAssertEqual(compound.id, "compound")
        XCTAssertEqual(compound.title, "Creating a \"compound\" transform")
        XCTAssertEqual(compound.platform, .macos)
        XCTAssertEqual(compound.label, "Listing 3.1")
        XCTAssertEqual(compound.figureLabel, "Figure 3.1")
        XCTAssertEqual(compound.anchor, "listing-compound")
        XCTAssertEqual(compound.figureAnchor, "figure-compound")
        XCTAssertEqual(compound.code.language, .objc)
        XCTAssertEqual(compound.code.code, "CGAffineTransform t = CGAffineTransformIdentity;\n")
        XCTAssertEqual(compound.code.origin, SourceOrigin(file: path, firstLine: 8, firstColumn: 1))
        XCTAssertEqual(compound.twin?.language, .swift)
        XCTAssertEqual(compound.twin?.origin, SourceOrigin(file: path, firstLine: 12, firstColumn: 1))
        XCTAssertEqual(compound.scene?.text, "root: 0 0 400 400\n")
        XCTAssertEqual(compound.scene?.origin, SourceOrigin(file: path, firstLine: 4, firstColumn: 1))
        XCTAssertEqual(compound.expectations?.expectations.map(\.expression), ["t"])
        XCTAssertEqual(compound.expectations?.expectations.first?.origin, SourceOrigin(file: path, firstLine: 15, firstColumn: 1))

        let inList = listings[1]
        XCTAssertFalse(inList.isEvaluated)
        XCTAssertEqual(inList.code.origin, SourceOrigin(file: path, firstLine: 21, firstColumn: 3))
        XCTAssertEqual(inList.label, "Listing 3.2")
        XCTAssertNil(inList.figureNumber)
        XCTAssertEqual(inList.anchor, "listing-3.2")

        let quoted = listings[2]
        XCTAssertEqual(quoted.code.origin, SourceOrigin(file: path, firstLine: 25, firstColumn: 3))
        XCTAssertFalse(quoted.drawsFigure)
        XCTAssertNil(quoted.figureLabel)
        XCTAssertEqual(quoted.label, "Listing 3.3")

        // Roles let the site writer recognise the blocks from the HTMLRenderer override.
        let html = HTMLRenderer { node in
            switch chapter?.role(of: node) {
            case let .listing(index)?: return "<listing \(index)>"
            case .twin?, .scene?: return ""
            case let .expect(index)?: return "<expect \(index)>"
            case nil: return nil
            }
        }.render(try XCTUnwrap(chapter).document)
        XCTAssertEqual(html, """
        <h1>Affine</h1>
        <listing 0>
        <expect 0>
        <ul>
        <li>
        <p>In a list:</p>
        <listing 1>
        </li>
        </ul>
        <blockquote>
        <listing 2>
        </blockquote>

        """)
    }

    func testFiguresAreNumberedOnlyForListingsThatDrawOne() throws {
        let text = """
        # T

        ```objc
        a
        ```

        ```objc norun
        b
        ```

        ```objc error="unknown"
        c
        ```

        Prose, so the next block is not a twin.

        ```swift figure=none
        d
        ```

        ```swift
        e
        ```
        """
        let (chapter, diagnostics) = parse(text, number: 5)
        XCTAssertEqual(diagnostics, "")
        let listings = try XCTUnwrap(chapter).listings
        guard listings.count == 5 else { return XCTFail("\(listings.count) listings") }
        XCTAssertEqual(listings.map(\.label), ["Listing 5.1", "Listing 5.2", "Listing 5.3", "Listing 5.4", "Listing 5.5"])
        XCTAssertEqual(listings.map(\.figureLabel), ["Figure 5.1", nil, nil, nil, "Figure 5.2"])
        XCTAssertEqual(listings.map(\.anchor), ["listing-5.1", "listing-5.2", "listing-5.3", "listing-5.4", "listing-5.5"])
        XCTAssertEqual(listings[4].figureAnchor, "figure-5.2")
        XCTAssertEqual(listings[2].expectedError, "unknown")
        // A swift block after a swift block is not a twin; only objc followed by swift is.
        XCTAssertNil(listings[3].twin)
    }

    func testAttributeErrorsPointAtTheirColumns() {
        let text = """
        # T

        ```objc id=a titel="x" norun=1 platform=ios7 figure=some id=b error=
        x
        ```

        ```objc id="two words" norun error="e"
        y
        ```

        ```objc id=a title="unterminated
        z
        ```
        ```swift id=c
        z
        ```
        """
        let (_, diagnostics) = parse(text)
        XCTAssertEqual(diagnostics, """
        Chapters/03-affine.md:3:14: error: unknown listing attribute 'titel'; did you mean 'title'?
         3 | ```objc id=a titel="x" norun=1 platform=ios7 figure=some id=b error=
           |              ^~~~~
        Chapters/03-affine.md:3:24: error: attribute 'norun' takes no value
         3 | ```objc id=a titel="x" norun=1 platform=ios7 figure=some id=b error=
           |                        ^~~~~~~
        Chapters/03-affine.md:3:41: error: unknown platform 'ios7'; expected 'ios' or 'macos'; did you mean 'ios'?
         3 | ```objc id=a titel="x" norun=1 platform=ios7 figure=some id=b error=
           |                                         ^~~~
        Chapters/03-affine.md:3:53: error: unknown figure setting 'some'; expected 'none', 'side-view', 'axes', 'matrix-orders' or 'convert-point'
         3 | ```objc id=a titel="x" norun=1 platform=ios7 figure=some id=b error=
           |                                                     ^~~~
        Chapters/03-affine.md:3:58: error: duplicate attribute 'id'
         3 | ```objc id=a titel="x" norun=1 platform=ios7 figure=some id=b error=
           |                                                          ^~~~
        Chapters/03-affine.md:3:9: note: first given here
         3 | ```objc id=a titel="x" norun=1 platform=ios7 figure=some id=b error=
           |         ^
        Chapters/03-affine.md:3:63: error: attribute 'error' needs a value: error="TEXT"
         3 | ```objc id=a titel="x" norun=1 platform=ios7 figure=some id=b error=
           |                                                               ^~~~~~
        Chapters/03-affine.md:7:12: error: invalid listing id 'two words'; use letters, digits and '-'
         7 | ```objc id="two words" norun error="e"
           |            ^~~~~~~~~~~
        Chapters/03-affine.md:7:30: error: a 'norun' listing is not evaluated, so it cannot expect an error
         7 | ```objc id="two words" norun error="e"
           |                              ^
        Chapters/03-affine.md:11:12: error: duplicate listing id 'a'
         11 | ```objc id=a title="unterminated
            |            ^
        Chapters/03-affine.md:3:12: note: first used here
         3 | ```objc id=a titel="x" norun=1 platform=ios7 figure=some id=b error=
           |            ^
        Chapters/03-affine.md:11:20: error: unterminated quoted value
         11 | ```objc id=a title="unterminated
            |                    ^
        Chapters/03-affine.md:14:10: error: attributes of a twin pair go on the objc block
         14 | ```swift id=c
            |          ^~~~

        """)
    }

    /// `figure-a-layers-title` is the title of listing `a`'s layer diagram, and would be the figure of a listing
    /// `a-layers-title` too: an id that extends another by a part word is an error, on the longer id, wherever
    /// the two listings are; `cube` and `cube-corner` (the book's) are fine.
    func testAnIDThatNamesAPartOfAnotherListingIsAnError() {
        let chapter = "# T\n\n```objc id=a-layers-title\nx\n```\n\n```objc id=a\nx\n```\n\n"
            + "```objc id=cube\nx\n```\n\n```objc id=cube-corner\nx\n```\n\n```objc id=a-step-2\nx\n```\n"
        let (_, diagnostics) = parse(chapter)
        XCTAssertEqual(diagnostics, """
        Chapters/03-affine.md:3:12: error: listing id 'a-layers-title' extends the id of listing 'a' by 'layers', a word \
        the page uses to name the parts of a listing (as in 'figure-a-layers-title'): choose another id
         3 | ```objc id=a-layers-title
           |            ^~~~~~~~~~~~~~
        Chapters/03-affine.md:7:12: note: listing 'a' is here
         7 | ```objc id=a
           |            ^
        Chapters/03-affine.md:19:12: error: listing id 'a-step-2' extends the id of listing 'a' by 'step', a word the \
        page uses to name the parts of a listing (as in 'figure-a-step-title'): choose another id
         19 | ```objc id=a-step-2
            |            ^~~~~~~~
        Chapters/03-affine.md:7:12: note: listing 'a' is here
         7 | ```objc id=a
           |            ^

        """)
    }

    func testAMisspelledFigureSettingIsNamedWithTheClosestOne() {
        let (_, diagnostics) = parse("# T\n\n```objc figure=side-veiw\nx\n```\n")
        XCTAssertEqual(diagnostics, """
        Chapters/03-affine.md:3:16: error: unknown figure setting 'side-veiw'; expected 'none', 'side-view', 'axes', \
        'matrix-orders' or 'convert-point'; did you mean 'side-view'?
         3 | ```objc figure=side-veiw
           |                ^~~~~~~~~

        """)
    }

    func testUnattachedScenesAndExpectations() {
        let text = """
        # T

        ```scene
        root: 0 0 1 1
        ```

        Prose between.

        ```objc
        x
        ```

        Prose between.

        ```expect
        x = 1
        ```

        ```scene
        a: 0 0 1 1
        ```
        ```scene
        b: 0 0 1 1
        ```
        ```objc norun
        y
        ```
        ```expect
        y = 2
        ```

        > ```scene
        > c: 0 0 1 1
        > ```

        ```objc
        z
        ```
        """
        let (chapter, diagnostics) = parse(text)
        XCTAssertEqual(chapter?.listings.count, 3)
        XCTAssertEqual(chapter?.listings[1].scene?.text, "b: 0 0 1 1\n")
        XCTAssertNil(chapter?.listings[2].scene)
        XCTAssertEqual(diagnostics.split(separator: "\n").filter { !$0.hasPrefix(" ") }, [
            "Chapters/03-affine.md:3:1: error: a scene block must be placed immediately before a listing",
            "Chapters/03-affine.md:15:1: error: an expect block must directly follow a listing or twin pair",
            "Chapters/03-affine.md:19:1: error: a scene block must be placed immediately before a listing",
            "Chapters/03-affine.md:22:1: error: the listing is 'norun', so its scene would never be used",
            "Chapters/03-affine.md:28:1: error: the listing is 'norun', so its expect block would never be checked",
            "Chapters/03-affine.md:32:3: error: a scene block must be placed immediately before a listing",
        ])
    }

    func testIndentedCodeAndOtherLanguagesAreNotListings() throws {
        let text = "# T\n\n    objc x = 1;\n\n```objective-c\nx\n```\n\n```c\ny\n```\n"
        let (chapter, diagnostics) = parse(text)
        XCTAssertEqual(diagnostics, "")
        XCTAssertEqual(chapter?.listings, [])
    }

    /// cmark ends an HTML comment block only at a line containing `-->`: an unclosed one hides the rest of its
    /// container, listings included, so it is reported where it opens; a closed one is not.
    func testAnUnclosedHTMLCommentIsReportedWithWhatItHides() {
        let text = "# T\n\n<!-- fine -->\n\n- item\n\n  <!-- open\n\n  more\n\n>  <!--\n\nafter\n\n<!--\n```objc\nCGFloat x = 1;\n```\n"
        let (chapter, diagnostics) = Chapter.parse(text, name: "03-affine.md", path: path, number: 3)
        XCTAssertEqual(chapter?.listings.count, 0, "the listing is inside the comment")
        XCTAssertEqual(diagnostics.map(\.id), ["markdown.unclosed-comment", "markdown.unclosed-comment", "markdown.unclosed-comment"])
        XCTAssertEqual(diagnostics.map { "\($0.location.line):\($0.location.column)" }, ["7:3", "11:4", "15:1"])
        XCTAssertEqual(diagnostics.map(\.severity), [.warning, .warning, .warning])
        XCTAssertTrue(diagnostics[0].message.hasSuffix("so the rest of its list item is hidden from the page"))
        XCTAssertTrue(diagnostics[1].message.hasSuffix("so the rest of its block quote is hidden from the page"))
        XCTAssertTrue(diagnostics[2].message.hasSuffix("so the rest of the chapter is hidden from the page"))
    }
}
