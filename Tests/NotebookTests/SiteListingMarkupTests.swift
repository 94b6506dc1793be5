import Diagnostics
import XCTest
@testable import Notebook

final class SiteListingMarkupTests: XCTestCase {
    private func twin() -> ListingPresentation {
        ListingPresentation(
            listingAnchor: "listing-compound", figureAnchor: "figure-compound", number: "3.2", title: "A <compound> transform",
            variants: [
                CodeVariant(language: "objc", displayName: "Objective-C",
                            spans: [CodeSpan("CGFloat", highlight: .type), CodeSpan(" x = "), CodeSpan("1", highlight: .number), CodeSpan(";\n")]),
                CodeVariant(language: "swift", displayName: "Swift", spans: [CodeSpan("let x = 1 < 2\n")]),
            ],
            values: [ValueItem(name: "x", mathML: "<math><mn>1</mn></math>")],
            expectations: [ExpectationRow(expression: "x", expected: "1", actual: "1", passed: true),
                           ExpectationRow(expression: "x & y", expected: "2", actual: "1", passed: false)],
            figure: FigurePresentation(number: "3.1", svg: "<svg role=\"img\"></svg>", rendition: nil, description: "Where <it> goes."),
            diagnostics: [DiagnosticItem(severity: .warning, message: "integer division '1 / 2' is 0", location: "Chapters/03.md:4:5")])
    }

    func testTwinShowsBothLanguagesLabelledAndASwitch() {
        let html = ListingMarkup.html(for: twin())
        XCTAssertTrue(html.hasPrefix("<figure class=\"listing\" id=\"listing-compound\">\n"))
        XCTAssertTrue(html.contains("<span class=\"listing-label\">Listing 3.2</span> A &lt;compound&gt; transform <a class=\"anchor\" href=\"#listing-compound\""))
        XCTAssertTrue(html.contains("<button type=\"button\" role=\"tab\" data-language=\"objc\" aria-selected=\"true\" aria-controls=\"listing-compound-objc\">Objective-C</button>"))
        XCTAssertTrue(html.contains("<p class=\"code-language\">Objective-C</p><pre class=\"code\"><code class=\"language-objc\"><i class=\"t\">CGFloat</i> x = <b>1</b>;\n</code></pre>"))
        XCTAssertTrue(html.contains("<p class=\"code-language\">Swift</p><pre class=\"code\"><code class=\"language-swift\">let x = 1 &lt; 2\n</code></pre>"))
    }

    /// `NSLog(@"\\nsecond")` prints a blank first line: the console's `<pre>` must keep it (a browser drops one line
    /// feed right after `<pre>`).
    func testConsoleOutputStartingWithABlankLineKeepsIt() {
        var listing = twin()
        listing.console = "\n</pre><script>x</script>\n"
        let html = ListingMarkup.html(for: listing)
        XCTAssertTrue(html.contains("<pre class=\"console\">\n\n&lt;/pre&gt;&lt;script&gt;x&lt;/script&gt;\n</pre>"), html)
    }

    func testTheSceneAndPlatformGoWithTheListingForItsLiveCellEscaped() {
        var listing = twin()
        listing.scene = "root: 0 0 800 600\n# a \"quoted\" <comment> & more\n"
        listing.platform = "macos"
        let html = ListingMarkup.html(for: listing)
        XCTAssertTrue(html.hasPrefix("<figure class=\"listing\" id=\"listing-compound\" "
            + "data-scene=\"root: 0 0 800 600\n# a &quot;quoted&quot; &lt;comment&gt; &amp; more\n\" data-platform=\"macos\">\n"), html)
    }

    func testTheMarksGoWithTheListingForItsLiveCellAfterThePlatform() {
        var listing = twin()
        listing.platform = "macos"
        listing.marks = "anchor line:x=160"
        let html = ListingMarkup.html(for: listing)
        XCTAssertTrue(html.hasPrefix("<figure class=\"listing\" id=\"listing-compound\" "
            + "data-platform=\"macos\" data-marks=\"anchor line:x=160\">\n"), html)
        XCTAssertFalse(ListingMarkup.html(for: twin()).contains("data-marks"), "no marks, no attribute")
    }

    func testTheHitPointsAndExtraFigureGoWithTheListingForItsLiveCellAfterTheMarks() {
        var listing = twin()
        listing.marks = "anchor"
        listing.hits = "125.0 150.0\n195.5 165.0"
        listing.extraFigure = "side-view"
        let html = ListingMarkup.html(for: listing)
        XCTAssertTrue(html.hasPrefix("<figure class=\"listing\" id=\"listing-compound\" "
            + "data-marks=\"anchor\" data-hits=\"125.0 150.0\n195.5 165.0\" data-extra-figure=\"side-view\">\n"), html)
        let plain = ListingMarkup.html(for: twin())
        XCTAssertFalse(plain.contains("data-hits") || plain.contains("data-extra-figure"), "none, no attribute")
    }

    func testValuesExpectationsDiagnosticsAndFigure() {
        let html = ListingMarkup.html(for: twin())
        XCTAssertTrue(html.contains("<div class=\"value\"><dt>x</dt><dd><math><mn>1</mn></math></dd></div>"))
        // A failed check opens the table from the start; the badge counts.
        XCTAssertTrue(html.contains("<details class=\"listing-part checks\" aria-label=\"Checked expectations of Listing 3.2\" open><summary><span class=\"checks-badge fail\"><span aria-hidden=\"true\">✗ </span>1 of 2 checks fails</span></summary>"))
        XCTAssertTrue(html.contains("<tr class=\"fail\"><td>x &amp; y</td><td>2</td><td>1</td><td class=\"result\"><span>fails</span></td></tr>"), "the ✗ is the stylesheet's, the word is read")
        XCTAssertTrue(html.contains("<tr class=\"pass\"><td>x</td><td>1</td><td class=\"same\">=</td>"), "a computed value equal to the expected one is not repeated")
        XCTAssertTrue(html.contains("<li class=\"diagnostic warning\"><span class=\"diagnostic-severity\">warning</span>integer division '1 / 2' is 0 <span class=\"diagnostic-location\">Chapters/03.md:4:5</span></li>"))
        XCTAssertTrue(html.contains("<figure class=\"figure listing-part\" id=\"figure-compound\">"))
        XCTAssertTrue(html.contains("<span class=\"figure-label\">Figure 3.1</span> Where &lt;it&gt; goes. <a class=\"anchor\" href=\"#figure-compound\""))
    }

    func testATimedCheckSaysItsTimeAndCarriesItForTheLiveCell() {
        var listing = twin()
        listing.expectations = [ExpectationRow(expression: "layer.opacity", expected: "0.5", actual: "0.5", passed: true, time: 2.5)]
        let html = ListingMarkup.html(for: listing)
        XCTAssertTrue(html.contains("<tr class=\"pass\" data-at=\"2.5\"><td><span class=\"expectation-time\">at 2.5 s: </span>layer.<wbr>opacity</td>"), html)
    }

    func testChecksReadAsABadgeWithRoundedValuesAndTheExactOnesInTitles() {
        var listing = twin()
        listing.expectations = [
            ExpectationRow(expression: "self.layerView.layer.anchorPoint", expected: "(0.7071067811865476, -1.2246467991473532e-16)",
                           actual: "(0.7071067811865475, -1.2246467991473532e-16)", passed: true),
            ExpectationRow(expression: "faces[0].m34", expected: "0.5", actual: "0.5", passed: true),
        ]
        let html = ListingMarkup.html(for: listing)
        XCTAssertTrue(html.contains("<details class=\"listing-part checks\" aria-label=\"Checked expectations of Listing 3.2\"><summary><span class=\"checks-badge pass\"><span aria-hidden=\"true\">✓ </span>2 checks hold</span></summary>"), html)
        // Identifiers break only after a dot; numbers are rounded, the exact text is in the title; the computed value,
        // which reads the same, is not repeated but keeps its own exact text.
        XCTAssertTrue(html.contains("<td>self.<wbr>layerView.<wbr>layer.<wbr>anchorPoint</td>"
            + "<td title=\"(0.7071067811865476, -1.2246467991473532e-16)\">(0.7071, -1.2e-16)</td>"
            + "<td class=\"same\" title=\"(0.7071067811865475, -1.2246467991473532e-16)\">=</td>"), html)
        XCTAssertTrue(html.contains("<td>faces[0].<wbr>m34</td><td>0.5</td><td class=\"same\">=</td>"), html)
        XCTAssertEqual(ListingMarkup.badgeText(total: 1, failed: 0), "1 check holds")
        XCTAssertEqual(ListingMarkup.badgeText(total: 12, failed: 0), "12 checks hold")
        XCTAssertEqual(ListingMarkup.badgeText(total: 12, failed: 2), "2 of 12 checks fail")
    }

    func testReadableTextRoundsNumbersButNotTheDigitsOfNames() {
        XCTAssertEqual(ReadableText.rounded("[0.7071067811865476 0 -0.7071067811865475 1e-20; 0 1 0 0]"), "[0.7071 0 -0.7071 1e-20; 0 1 0 0]")
        XCTAssertEqual(ReadableText.rounded("(49.99999999999999, 6.123233995736766e-17)"), "(50, 6.1e-17)")
        XCTAssertEqual(ReadableText.rounded("faces[0].m34 x2 CGPointMake(1, 2)"), "faces[0].m34 x2 CGPointMake(1, 2)")
        XCTAssertEqual(ReadableText.rounded("front"), "front")
    }

    func testAValueShownEarlierOnThePageIsALinkToIt() {
        var first = twin()
        first.values = [ValueItem(name: "t", mathML: "<math>A</math>"), ValueItem(name: "u", mathML: "<math>B</math>")]
        var second = twin()
        second.number = "3.3"
        second.listingAnchor = "listing-3.3"
        second.values = [ValueItem(name: "t", mathML: "<math>A</math>"), ValueItem(name: "u", mathML: "<math>C</math>"),
                         ValueItem(name: "v", mathML: "<math>A</math>")]
        let marked = RepeatedValues.marking([first, second])
        XCTAssertNil(marked[0].values[0].shownEarlier)
        XCTAssertEqual(marked[1].values[0].shownEarlier, ValueItem.EarlierListing(number: "3.2", anchor: "listing-compound"))
        XCTAssertNil(marked[1].values[1].shownEarlier, "a changed value is shown again")
        XCTAssertNil(marked[1].values[2].shownEarlier, "the same value under another name is shown again")
        let html = ListingMarkup.html(for: marked[1])
        XCTAssertTrue(html.contains("<div class=\"value shown-earlier\"><dt>t</dt><dd>as in <a href=\"#listing-compound\">Listing 3.2</a></dd></div>"), html)
        XCTAssertTrue(html.contains("<div class=\"value\"><dt>u</dt><dd><math>C</math></dd></div>"))
    }

    func testARepeatedValueBeyondASCIILinksToTheFirstListingThatShowedIt() {
        // MathML has scalars beyond ASCII (the minus sign); a value is the same when its name and markup are the
        // same bytes.
        let minusOne = "<math><mo>\u{2212}</mo><mn>1</mn></math>"
        func listing(_ number: String, values: [ValueItem]) -> ListingPresentation {
            var listing = twin()
            listing.number = number
            listing.listingAnchor = "listing-" + number
            listing.values = values
            return listing
        }
        let marked = RepeatedValues.marking([
            listing("3.1", values: [ValueItem(name: "m34", mathML: minusOne), ValueItem(name: "caf\u{E9}", mathML: "<math/>")]),
            listing("3.2", values: [ValueItem(name: "m34", mathML: minusOne), ValueItem(name: "cafe\u{301}", mathML: "<math/>")]),
            listing("3.3", values: [ValueItem(name: "m34", mathML: minusOne)]),
        ])
        let first = ValueItem.EarlierListing(number: "3.1", anchor: "listing-3.1")
        XCTAssertNil(marked[0].values[0].shownEarlier)
        XCTAssertEqual(marked[1].values[0].shownEarlier, first)
        XCTAssertEqual(marked[2].values[0].shownEarlier, first, "a value shown twice links to where it was shown first")
        XCTAssertNil(marked[1].values[1].shownEarlier, "a name spelt with other scalars is another name")
    }

    /// Long markup is hashed eight bytes at a time: markups of one length that differ in a single byte anywhere
    /// (first, middle, in a last partial word) are different values, and equal ones of every length are repeats.
    func testLongMarkupsDifferingInOneByteAreDifferentValues() {
        let base = Array(("<math>" + String(repeating: "<mn>\u{2212}0.7071</mn>", count: 40) + "</math>").utf8)
        for length in [base.count - 3, base.count - 8, base.count] {
            let markup = Array(base.prefix(length))
            for changed in [0, length / 2, length - 1] {
                var other = markup
                other[changed] = other[changed] == UInt8(ascii: "x") ? UInt8(ascii: "y") : UInt8(ascii: "x")
                var first = twin()
                first.values = [ValueItem(name: "t", mathML: String(decoding: markup, as: UTF8.self))]
                var second = twin()
                second.number = "3.3"
                second.values = [ValueItem(name: "t", mathML: String(decoding: other, as: UTF8.self)),
                                 ValueItem(name: "t", mathML: String(decoding: markup, as: UTF8.self))]
                let marked = RepeatedValues.marking([first, second])
                XCTAssertNil(marked[1].values[0].shownEarlier, "byte \(changed) of \(length) changed")
                XCTAssertNotNil(marked[1].values[1].shownEarlier, "the same \(length) bytes")
            }
        }
    }

    func testLinksToOtherChaptersPointAtTheirPages() {
        let document = MarkupNode(.document, children: [
            MarkupNode(.paragraph, children: [
                MarkupNode(.link(.init(destination: "02-vectors.md#listing-x")), children: [MarkupNode(.text("Listing 2.1"))]),
                MarkupNode(.link(.init(destination: "../02-vectors.md")), children: []),
                MarkupNode(.link(.init(destination: "https://example.com/a.md")), children: []),
                MarkupNode(.link(.init(destination: "#listing-local")), children: []),
            ]),
        ])
        let rewritten = ChapterPage.pointingLinksAtPages(document, pageNames: ["02-vectors.md": "02-vectors.html"], from: "03-affine.md")
        let destinations = rewritten.children[0].children.compactMap { node -> String? in
            if case .link(let link) = node.kind { return link.destination }
            return nil
        }
        XCTAssertEqual(destinations, ["02-vectors.html#listing-x", "../02-vectors.md", "https://example.com/a.md", "#listing-local"])
        XCTAssertEqual(ChapterPageName.fileName(for: "part-1/01-intro.md"), "part-1-01-intro.html")
    }

    func testSectionAnchorsAreSlugsOfTheHeadingsNumberedWhenRepeated() {
        func heading(_ level: Int, _ text: String, line: Int) -> MarkupNode {
            let range = MarkupRange(start: MarkupPosition(line: line, column: 1), end: MarkupPosition(line: line, column: 20))
            return MarkupNode(.heading(level: level), children: [MarkupNode(.text(text), range: range)], range: range)
        }
        let document = MarkupNode(.document, children: [
            heading(1, "Title", line: 1), heading(2, "Order matters!", line: 3), heading(3, "透视 and m34", line: 5),
            heading(2, "Order  matters", line: 7), heading(4, "Too deep", line: 9),
        ], range: MarkupRange(start: MarkupPosition(line: 1, column: 1), end: MarkupPosition(line: 9, column: 20)))
        let anchors = SectionAnchors.of(document)
        XCTAssertEqual(anchors.keys.map(\.line).sorted(), [3, 5, 7])
        XCTAssertEqual(anchors[MarkupPosition(line: 3, column: 1)]?.id, "section-order-matters")
        XCTAssertEqual(anchors[MarkupPosition(line: 5, column: 1)]?.id, "section-透视-and-m34")
        XCTAssertEqual(anchors[MarkupPosition(line: 7, column: 1)]?.id, "section-order-matters-2")
        XCTAssertEqual(anchors[MarkupPosition(line: 7, column: 1)]?.title, "Order matters")
    }
}
