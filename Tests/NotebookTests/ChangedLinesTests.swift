import XCTest
@testable import Notebook

/// Lines that changed since the previous near-identical listing of a chapter: computed from the listings' sources,
/// marked on each changed line, with a note linking the earlier listing, all through the one escaping writer.
final class ChangedLinesTests: XCTestCase {
    /// A listing of `count` lines "line N;", with `replaced` lines swapped for other text.
    private func listing(_ number: String, anchor: String, count: Int = 45, replaced: [Int: String] = [:],
                         language: String = "objc") -> ListingPresentation {
        let code = (0..<count).map { replaced[$0] ?? "line \($0);" }.joined(separator: "\n") + "\n"
        // A highlighted run across lines 9 to 11, which the marks must cut at the line breaks.
        let before = code.components(separatedBy: "\n").prefix(9).map { $0 + "\n" }.joined()
        let middle = code.components(separatedBy: "\n")[9...11].joined(separator: "\n")
        let after = String(code.dropFirst(before.count + middle.count))
        return ListingPresentation(listingAnchor: anchor, figureAnchor: "figure-" + number, number: number, title: nil,
                                   variants: [CodeVariant(language: language, displayName: language,
                                                          spans: [CodeSpan(before), CodeSpan(middle, highlight: .comment), CodeSpan(after)])])
    }

    func testChangedLinesAreMarkedWithANoteNamingTheEarlierListing() throws {
        let first = listing("5.2", anchor: "listing-cube")
        let second = listing("5.3", anchor: "listing-<corner>&", replaced: [3: "changed <three> & more;", 10: "changed ten;"])
        let third = listing("5.4", anchor: "listing-lit", replaced: [3: "changed <three> & more;", 10: "changed ten;", 40: "forty again;"])
        let marked = ChangedLines.marking([first, second, third])
        XCTAssertNil(marked[0].variants[0].changes, "the first listing has nothing to compare with")
        XCTAssertEqual(marked[1].variants[0].changes, LineChanges(sinceNumber: "5.2", sinceAnchor: "listing-cube", lines: [3, 10]))
        XCTAssertEqual(marked[2].variants[0].changes?.lines, [40], "compared with the listing just before it")
        XCTAssertEqual(marked[2].variants[0].changes?.sinceNumber, "5.3")

        let html = ListingMarkup.html(for: marked[2])
        XCTAssertTrue(html.contains("<p class=\"code-changes\">Marked lines changed since <a href=\"#listing-&lt;corner&gt;&amp;\">Listing 5.3</a>.</p>"), html)
        XCTAssertTrue(html.contains("\n<span class=\"ch\">forty again;</span>\n"), html)
        XCTAssertEqual(html.components(separatedBy: "class=\"ch\"").count - 1, 1)
        let secondHTML = ListingMarkup.html(for: marked[1])
        XCTAssertTrue(secondHTML.contains("<span class=\"ch\">changed &lt;three&gt; &amp; more;</span>"), secondHTML)
        // Line 10 is inside the highlighted run of lines 9-11: the run is cut so each element closes on its line.
        XCTAssertTrue(secondHTML.contains("<i class=\"c\">line 9;</i>\n<span class=\"ch\"><i class=\"c\">changed ten;</i></span>\n<i class=\"c\">line 11;</i>"),
                      secondHTML)
        // The marks add markup, never text: the code reads as before.
        let unmarked = ListingMarkup.html(for: listing("5.3", anchor: "listing-<corner>&", replaced: [3: "changed <three> & more;", 10: "changed ten;"]))
        func text(_ html: String) -> String { html.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression) }
        XCTAssertEqual(text(secondHTML).replacingOccurrences(of: "Marked lines changed since Listing 5.2.\n", with: ""), text(unmarked))
    }

    func testUnrelatedShortOrOtherLanguageListingsAreNotMarked() {
        let first = listing("5.1", anchor: "a")
        let unrelated = listing("5.2", anchor: "b", replaced: Dictionary(uniqueKeysWithValues: (0..<20).map { ($0, "other \($0);") }))
        let swift = listing("5.3", anchor: "c", replaced: [1: "x;"], language: "swift")
        let short = listing("5.4", anchor: "d", count: 39, replaced: [1: "x;"])
        let same = listing("5.5", anchor: "e")
        let marked = ChangedLines.marking([first, same, unrelated, swift, short])
        XCTAssertNil(marked[1].variants[0].changes, "an unchanged listing has no marks")
        XCTAssertFalse(ListingMarkup.html(for: marked[1]).contains("code-changes"))
        XCTAssertNil(marked[2].variants[0].changes, "20 of 45 lines differ: a new listing, not a changed one")
        XCTAssertNil(marked[3].variants[0].changes, "no earlier Swift listing")
        XCTAssertNil(marked[4].variants[0].changes, "under 40 lines the eye compares at a glance")
        // The similarity counts lines the two share in order (a longest common subsequence).
        XCTAssertEqual(ChangedLines.commonLines(["a", "b", "c", "d"], ["b", "x", "c", "d", "a"]), [0, 2, 3])
        XCTAssertEqual(ChangedLines.lines(of: "a  \r\nb\t\n"), ["a", "b"])
        XCTAssertEqual(ChangedLines.lines(of: "a\n\n"), ["a", ""])
        // Leading space and inner text stay; a line of spaces is an empty line; non-ASCII text is kept whole.
        XCTAssertEqual(ChangedLines.lines(of: "  été \u{301}\t\r\n \t\nlast"), ["  été \u{301}", "", "last"])
        XCTAssertEqual(ChangedLines.lines(of: ""), [""])
    }

    func testShortVariantsAreLeftOutByTheirLineBreaksAlone() {
        XCTAssertEqual(ChangedLines.lineCountBound(of: ""), 1)
        XCTAssertEqual(ChangedLines.lineCountBound(of: "a\r\nb\n"), 3, "one more than the line breaks")
        let code = (0..<30).map { "line \($0);" }.joined(separator: "\n")
        XCTAssertGreaterThanOrEqual(ChangedLines.lineCountBound(of: code), ChangedLines.lines(of: code).count)
        // 24 lines are the fewest a variant can share with a marked one of 40 (60 %).
        XCTAssertFalse(ChangedLines.canTakePart(lineCountAtMost: 23))
        XCTAssertTrue(ChangedLines.canTakePart(lineCountAtMost: 24))
        // A 24-line listing still serves as the earlier version of a 40-line one that shares its 24 lines.
        let earlier = listing("1.1", anchor: "listing-earlier", count: 24)
        let later = listing("1.2", anchor: "listing-later", count: 40)
        let marked = ChangedLines.marking([earlier, later])
        XCTAssertEqual(marked[1].variants[0].changes?.sinceNumber, "1.1")
        XCTAssertEqual(marked[1].variants[0].changes?.lines, Set(24..<40))
    }
}
