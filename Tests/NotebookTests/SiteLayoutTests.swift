import Diagnostics
import Foundation
import XCTest
import Figures
@testable import Notebook

final class SiteLayoutTests: XCTestCase {
    func testBookFilePathsAreThePathsOfTheBookFiles() {
        XCTAssertEqual(SiteWriter.bookFiles(for: sampleBook()).map(\.path), SiteWriter.bookFilePaths)
    }

    func testPageMarkupEscapesTextAndAttributes() {
        var html = MarkupWriter()
        html.openHTML("a", attributes: [("href", "x.html?a=1&b=\"2\""), ("hidden", ""), ("skip", nil)])
        html.text("<b>&</b>")
        html.close()
        XCTAssertEqual(html.string, "<a href=\"x.html?a=1&amp;b=&quot;2&quot;\" hidden>&lt;b&gt;&amp;&lt;/b&gt;</a>")
    }

    private func sampleBook() -> SiteBook {
        SiteBook(title: "Seeing <the> Matrix", language: "zh-Hans", chapters: sampleChapters())
    }

    private func sampleChapters() -> [SiteChapter] {
        [
            SiteChapter(number: 1, fileName: "01-a.html", title: "Layer geometry", summary: "Frames & bounds.",
                        contentHTML: "<h1>Layer geometry</h1>\n<p>Body.</p>\n", startsWithTitleHeading: true,
                        outline: [OutlineEntry(title: "Listing 1.1 Frame", anchor: "listing-frame")]),
            SiteChapter(number: 2, fileName: "02-b.html", title: "Affine", contentHTML: "<p>Two.</p>\n", startsWithTitleHeading: false),
            SiteChapter(number: 3, fileName: "03-c.html", title: "3D", contentHTML: "<p>Three.</p>\n", startsWithTitleHeading: false),
        ]
    }

    func testChapterPageHasLandmarksNavigationAndOnlyRelativeURLs() {
        let book = sampleBook()
        let page = PageLayout.chapterPage(sampleChapters()[1], in: book)
        XCTAssertTrue(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"zh-Hans\" class=\"no-js\">\n"))
        XCTAssertTrue(page.contains("<title>Affine · Seeing &lt;the&gt; Matrix</title>"))
        XCTAssertTrue(page.contains("<a class=\"skip-link\" href=\"#content\">Skip to content</a>"))
        XCTAssertTrue(page.contains("<main id=\"content\" tabindex=\"-1\">"))
        XCTAssertTrue(page.contains("<nav id=\"sidebar\" class=\"sidebar\" aria-label=\"Chapters\">"))
        XCTAssertTrue(page.contains("<li class=\"current\"><a href=\"02-b.html\" aria-current=\"page\">"))
        XCTAssertTrue(page.contains("<h1 id=\"chapter-title\">Affine</h1>\n<p>Two.</p>"))
        XCTAssertTrue(page.contains("<a class=\"previous\" rel=\"prev\" href=\"01-a.html\">"))
        XCTAssertTrue(page.contains("<a class=\"next\" rel=\"next\" href=\"03-c.html\">"))
        for attribute in ["href=\"", "src=\""] {
            for part in page.components(separatedBy: attribute).dropFirst() {
                XCTAssertFalse(part.hasPrefix("/") || part.hasPrefix("http") || part.hasPrefix("//"), "absolute URL: \(part.prefix(40))")
            }
        }
    }

    func testFirstChapterKeepsItsOwnHeadingAndListsItsListings() {
        let book = sampleBook()
        let page = PageLayout.chapterPage(sampleChapters()[0], in: book)
        XCTAssertTrue(page.contains("<h1 id=\"chapter-title\">Layer geometry</h1>\n<p>Body.</p>"))
        XCTAssertEqual(page.components(separatedBy: "<h1").count, 2)
        XCTAssertTrue(page.contains("<ol class=\"outline\"><li><a href=\"#listing-frame\">Listing 1.1 Frame</a></li></ol>"))
        XCTAssertTrue(page.contains("<a class=\"previous\" rel=\"prev\" href=\"index.html\">"))
    }

    func testIndexListsChaptersWithSummaries() {
        let index = PageLayout.indexPage(sampleBook())
        XCTAssertTrue(index.contains("<h1 id=\"book-title\">Seeing &lt;the&gt; Matrix</h1>"))
        XCTAssertTrue(index.contains("<li><a href=\"01-a.html\"><span class=\"toc-number\">1.</span> Layer geometry</a><p class=\"summary\">Frames &amp; bounds.</p><p class=\"meta\">1 listing</p></li>"))
    }

    func testStyleSheetHasBothThemesAndPrintStylesAndNoRemoteURLs() {
        let css = StyleSheet.source
        // Dark is for the screen only: printed pages are dark on white whatever the scheme.
        XCTAssertTrue(css.contains("@media screen and (prefers-color-scheme: dark)"))
        XCTAssertFalse(css.contains("@media (prefers-color-scheme: dark)"))
        XCTAssertTrue(css.contains(":root[data-theme=\"dark\"]"))
        XCTAssertTrue(css.contains("@media print"))
        for source in [css, PageScript.source, ThemeScript.source] {
            XCTAssertFalse(source.contains("http:") || source.contains("https:") || source.contains("@import") || source.contains("url("))
        }
        XCTAssertFalse(PageScript.source.contains("fetch("), "pages must work from file://")
        XCTAssertTrue(ThemeScript.source.contains("try {"))
    }

    /// A label colour rule names a variable (`--label-e8833a`); a scheme that does not define it would draw the label
    /// in black, invisible on the dark panel. Every scheme block defines every variable a rule uses.
    func testEveryLabelColourVariableIsDefinedInEveryScheme() {
        let css = StyleSheet.source
        let used = Set(css.split(separator: "var(--label-").dropFirst().map { String($0.prefix(6)) })
        XCTAssertGreaterThanOrEqual(used.count, 10)
        let blocks = css.components(separatedBy: "--figure-bg:").dropFirst()  // light, dark (system), dark (toggle), print
        XCTAssertEqual(blocks.count, 4)
        for (index, block) in blocks.enumerated() {
            let scheme = String(block.prefix { $0 != "}" })
            for colour in used.sorted() {
                XCTAssertTrue(scheme.contains("--label-\(colour):"), "scheme block \(index) does not define --label-\(colour)")
            }
        }
    }

    func testVerificationReportFormats() {
        let report = VerificationReport(checks: [
            VerificationCheck(kind: .expectation, location: SourceLocation(file: "Chapters/01-a.md", line: 12, column: 1), subject: "t.m34", passed: true,
                              listingLabel: "Listing 1.2", seconds: 0.5),
            VerificationCheck(kind: .twin, location: SourceLocation(file: "Chapters/01-a.md", line: 5, column: 1), subject: "Listing 1.1",
                              passed: false, message: "objc and swift disagree on t: objc 1 <> swift 2", listingLabel: "Listing 1.1", seconds: 0.25),
        ], diagnostics: [
            Diagnostic(id: "snippet.unknown-function", message: "unknown function 'Foo'", at: SourceLocation(file: "Chapters/02-b.md", line: 3, column: 7)),
            Diagnostic(id: "snippet.unused", severity: .warning, message: "'x' is never used", at: SourceLocation(file: "Chapters/02-b.md", line: 4, column: 1)),
        ])
        XCTAssertEqual(report.text(), "Chapters/01-a.md:5:1: error: objc and swift disagree on t: objc 1 <> swift 2\n1 passed, 2 failed\n")
        XCTAssertEqual(report.json(), """
        {
          "passed": 1,
          "failed": 2,
          "notChecked": 0,
          "checks": [
            {"kind": "twin", "name": "Listing 1.1 › Objective-C and Swift agree", "file": "Chapters/01-a.md", "line": 5, "column": 1, "subject": "Listing 1.1", "passed": false, "message": "objc and swift disagree on t: objc 1 <> swift 2"},
            {"kind": "expectation", "name": "Listing 1.2 › expect t.m34", "file": "Chapters/01-a.md", "line": 12, "column": 1, "subject": "t.m34", "passed": true}
          ],
          "diagnostics": [
            {"severity": "error", "id": "snippet.unknown-function", "message": "unknown function 'Foo'", "file": "Chapters/02-b.md", "line": 3, "column": 7},
            {"severity": "warning", "id": "snippet.unused", "message": "'x' is never used", "file": "Chapters/02-b.md", "line": 4, "column": 1}
          ]
        }

        """)
        // Names carry the listing, not the line; every case has file, line and time; the warning is a passing case.
        XCTAssertEqual(report.junit(), """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="notebook verify" tests="4" failures="2" skipped="0" time="0.750">
          <testsuite name="Chapters/01-a.md" tests="2" failures="1" skipped="0" time="0.750">
            <testcase classname="Chapters/01-a.md" name="Listing 1.1 › Objective-C and Swift agree" file="Chapters/01-a.md" line="5" time="0.250">
              <failure message="objc and swift disagree on t: objc 1 &lt;&gt; swift 2">objc and swift disagree on t: objc 1 &lt;&gt; swift 2</failure>
            </testcase>
            <testcase classname="Chapters/01-a.md" name="Listing 1.2 › expect t.m34" file="Chapters/01-a.md" line="12" time="0.500"/>
          </testsuite>
          <testsuite name="Chapters/02-b.md" tests="2" failures="1" skipped="0" time="0.000">
            <testcase classname="Chapters/02-b.md" name="error snippet.unknown-function: unknown function 'Foo'" file="Chapters/02-b.md" line="3" time="0.000">
              <failure message="unknown function 'Foo'">Chapters/02-b.md:3:7: error: unknown function 'Foo'</failure>
            </testcase>
            <testcase classname="Chapters/02-b.md" name="warning snippet.unused: 'x' is never used" file="Chapters/02-b.md" line="4" time="0.000">
              <system-out>Chapters/02-b.md:4:1: warning: 'x' is never used</system-out>
            </testcase>
          </testsuite>
        </testsuites>

        """)
        XCTAssertEqual(report.githubAnnotations(), """
        ::error file=Chapters/01-a.md,line=5,col=1,title=Listing 1.1 › Objective-C and Swift agree::objc and swift disagree on t: objc 1 <> swift 2
        ::error file=Chapters/02-b.md,line=3,col=7,title=snippet.unknown-function::unknown function 'Foo'
        ::warning file=Chapters/02-b.md,line=4,col=1,title=snippet.unused::'x' is never used

        """)
    }

    /// The one-line summary of a matrix failure is its differing elements, and names do not mention lines.
    func testCheckSummaryAndNameOfANotCheckedBlock() {
        let failed = VerificationCheck(kind: .expectation, location: SourceLocation(file: "c.md", line: 9, column: 1), subject: "t",
                                       passed: false, message: "expected t =\n    [ 1  0\n  got\n    [ 1  0\n  m13: expected 0.7071, got -0.7071 (off by 1.4142; tolerance 1e-9)\n  m31: expected 1, got 2",
                                       listingLabel: "Listing 1.1")
        XCTAssertEqual(failed.summary, "m13: expected 0.7071, got -0.7071 (off by 1.4142; tolerance 1e-9); m31: expected 1, got 2")
        XCTAssertEqual(failed.name, "Listing 1.1 › expect t")
        let notChecked = VerificationCheck(kind: .expectation, location: SourceLocation(file: "c.md", line: 9, column: 1), subject: "expect",
                                           passed: false, message: "2 expectations not checked: the listing failed at line 4",
                                           listingLabel: "Listing 1.1", notChecked: 2)
        let report = VerificationReport(checks: [notChecked], diagnostics: [])
        XCTAssertEqual(report.failedCount, 0)
        XCTAssertEqual(report.summary, "0 passed, 0 failed, 2 not checked")
        XCTAssertTrue(report.junit().contains("<skipped message=\"2 expectations not checked: the listing failed at line 4\"/>"), report.junit())
    }
}

final class SectionSlugTests: XCTestCase {
    func testHeadingSlugsAreLettersAndDigitsOfAnyScriptJoinedByHyphens() {
        XCTAssertEqual(SectionAnchors.titleAndSlug("  Rotate  by 45°, then scale ").title, "Rotate by 45°, then scale")
        XCTAssertEqual(SectionAnchors.titleAndSlug("  Rotate  by 45°, then scale ").slug, "rotate-by-45-then-scale")
        XCTAssertEqual(SectionAnchors.titleAndSlug("透视 m34").slug, "透视-m34")
        XCTAssertEqual(SectionAnchors.titleAndSlug("Über `m34` (Perspektive)").slug, "über-m34-perspektive")
        XCTAssertEqual(SectionAnchors.titleAndSlug("--- ...").slug, "")
    }

    /// serve's 404 page names the path it was asked for as text: a request path is the reader's (or anyone's) input.
    func testTheMissingPageNamesThePathAsText() {
        let page = PageLayout.buildMissingPage(requestPath: "/<script>alert(1)</script>&.html")
        XCTAssertTrue(page.contains("<h1>No page at /&lt;script&gt;alert(1)&lt;/script&gt;&amp;.html</h1>"), page)
        XCTAssertFalse(page.contains("<script>alert"), page)
        XCTAssertTrue(page.contains("<a href=\"/\">contents</a>"), page)
    }
}
