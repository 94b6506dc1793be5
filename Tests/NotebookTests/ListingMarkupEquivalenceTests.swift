import Diagnostics
import SnippetLanguage
import XCTest
@testable import Notebook

/// `ListingMarkup` writes its bytes directly; these tests hold it to the markup `HTMLWriter` writes for the same
/// listing, over every part a listing can have and the text that needs escaping.
final class ListingMarkupEquivalenceTests: XCTestCase {
    private let hostile = "a <b> & \"c\" 'd' → ✓"

    private func presentations() -> [ListingPresentation] {
        let bigSVG = "<svg role=\"img\">" + String(repeating: "<line x1=\"1\" y1=\"2\"/>\n", count: 120) + "<text>× −</text></svg>"
        let bigMath = "<math>" + String(repeating: "<mn>−1</mn>", count: 200) + "</math>"
        let objc = CodeVariant(language: "objc", displayName: "Objective-C",
                               spans: [CodeSpan("CGFloat", highlight: "type"), CodeSpan(" x = "), CodeSpan("1", highlight: "number"),
                                       CodeSpan(" < 2 && y; // “é” \"s\"\n"), CodeSpan("@\"<&>\"", highlight: "string"), CodeSpan(";\n")])
        let swift = CodeVariant(language: "swift", displayName: "Swift", spans: [CodeSpan("let x = 1 < 2\n")])
        return [
            ListingPresentation(
                listingAnchor: "listing-compound", figureAnchor: "figure-compound", number: "3.2", title: hostile,
                variants: [objc, swift],
                values: [ValueItem(name: "x", mathML: "<math><mn>1</mn></math>"), ValueItem(name: hostile, mathML: bigMath)],
                expectations: [ExpectationRow(expression: "x", expected: "1", actual: "1", passed: true),
                               ExpectationRow(expression: hostile, expected: hostile, actual: hostile, passed: false)],
                figure: FigurePresentation(number: "3.1", svg: bigSVG, rendition: "<div class=\"live\">" + bigMath + "</div>",
                                           description: hostile),
                diagnostics: [DiagnosticItem(severity: .warning, message: hostile, location: "Chapters/03.md:4:5"),
                              DiagnosticItem(severity: .error, message: "x", location: hostile)]),
            ListingPresentation(listingAnchor: "listing-1.1", figureAnchor: "figure-1.1", number: "1.1", title: nil, variants: [objc],
                                figure: FigurePresentation(number: "1.1", svg: "<svg/>", rendition: nil, description: "d")),
            ListingPresentation(listingAnchor: "listing-1.2", figureAnchor: "figure-1.2", number: "1.2", title: "", variants: [swift],
                                isDisplayOnly: true),
            ListingPresentation(listingAnchor: "", figureAnchor: "", number: hostile, title: nil,
                                variants: [CodeVariant(language: "", displayName: "", spans: []), swift],
                                expectations: [ExpectationRow(expression: "", expected: "", actual: "", passed: true)],
                                figure: FigurePresentation(number: "", svg: "", rendition: "", description: ""),
                                intentionalError: hostile),
            ListingPresentation(listingAnchor: "listing-empty", figureAnchor: "figure-empty", number: "1.3", title: nil, variants: []),
        ]
    }

    func testMarkupIsTheMarkupHTMLWriterWrites() {
        for presentation in presentations() {
            XCTAssertEqual(ListingMarkup.html(for: presentation), ReferenceListingMarkup.html(for: presentation))
        }
    }

    func testCodeVariantKeepsItsSpans() {
        let spans = [CodeSpan("CGFloat", highlight: "type"), CodeSpan(" é = "), CodeSpan("", highlight: "number"), CodeSpan("😀;\n")]
        let variant = CodeVariant(language: "objc", displayName: "Objective-C", spans: spans)
        XCTAssertEqual(variant.spans, spans)
        XCTAssertEqual(variant.code, "CGFloat é = 😀;\n")
        var changed = variant
        changed.spans = [CodeSpan("x")]
        XCTAssertEqual(changed.code, "x")
        XCTAssertEqual(changed.spans, [CodeSpan("x")])
    }

    /// The runs are the highlighter's tokens with plain ones merged, as the spans were cut before.
    func testRunsAreTheHighlightTokensWithPlainRunsMerged() {
        let sources: [(String, Dialect)] = [
            ("CATransform3D t = CATransform3DIdentity;\nt.m34 = -1.0 / 500.0; // “perspective” é\n[CALayer layer];\n", .objc),
            ("let s = \"<é>\" /* 😀 */\nview.layer.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)\n", .swift),
            ("#define N 3\n@\"unterminated\n\u{1}", .objc),
            ("", .swift),
        ]
        for (source, dialect) in sources {
            let lexed = LexedSnippet(source, dialect: dialect, origin: SourceOrigin(file: "x.md"))
            var expected: [CodeSpan] = []
            var plain = ""
            for token in highlightTokens(lexed) {
                guard let highlight = CodeHighlighter.className(of: token.kind) else {
                    plain += source[token.range]
                    continue
                }
                if !plain.isEmpty { expected.append(CodeSpan(plain)) }
                plain = ""
                expected.append(CodeSpan(String(source[token.range]), highlight: highlight))
            }
            if !plain.isEmpty { expected.append(CodeSpan(plain)) }
            let variant = CodeVariant(language: "objc", displayName: "Objective-C", code: source, runs: CodeHighlighter.runs(of: lexed))
            XCTAssertEqual(variant.spans, expected, source)
        }
    }
}

/// `ListingMarkup` as it was written with `HTMLWriter`, before it wrote bytes itself: the reference its output must equal.
private enum ReferenceListingMarkup {
    static func html(for listing: ListingPresentation) -> String {
        var html = HTMLWriter()
        let captionID = listing.listingAnchor + "-caption"
        html.open("figure", [("class", "listing"), ("id", listing.listingAnchor), ("aria-labelledby", captionID)])
        html.newline()
        html.open("figcaption", [("class", "listing-caption"), ("id", captionID)])
        html.element("span", [("class", "listing-label")], text: "Listing \(listing.number)")
        if let title = listing.title {
            html.text(" " + title)
        }
        html.text(" ")
        html.element("a", [("class", "anchor"), ("href", "#" + listing.listingAnchor), ("aria-label", "Link to Listing \(listing.number)")], text: "#")
        html.close("figcaption")
        html.newline()
        code(&html, listing)
        if !listing.values.isEmpty {
            part(&html, heading: "Values", label: "Computed values of Listing \(listing.number)") { html in
                html.open("dl", [("class", "values")])
                for value in listing.values {
                    html.open("div", [("class", "value")])
                    html.element("dt", text: value.name)
                    html.open("dd")
                    html.appendTrustedMarkup(value.mathML)
                    html.close("dd")
                    html.close("div")
                    html.newline()
                }
                html.close("dl")
            }
        }
        if !listing.expectations.isEmpty {
            expectations(&html, listing)
        }
        if listing.isDisplayOnly {
            part(&html, heading: "Not evaluated", label: nil) { html in
                html.element("p", [("class", "note")], text: "This listing is shown for reading only; it is not evaluated.")
            }
        }
        if let message = listing.intentionalError {
            part(&html, heading: "Expected error", label: nil) { html in
                html.open("p", [("class", "note")])
                html.text("This listing is meant to fail, with an error containing “")
                html.element("code", text: message)
                html.text("”.")
                html.close("p")
            }
        }
        if !listing.diagnostics.isEmpty {
            diagnostics(&html, listing)
        }
        if let figure = listing.figure {
            self.figure(&html, figure, listing: listing)
        }
        html.close("figure")
        html.newline()
        return html.output
    }

    private static func part(_ html: inout HTMLWriter, heading: String, label: String?, body: (inout HTMLWriter) -> Void) {
        html.open("section", [("class", "listing-part"), ("aria-label", label ?? heading)])
        html.element("h4", text: heading)
        html.newline()
        body(&html)
        html.close("section")
        html.newline()
    }

    private static func code(_ html: inout HTMLWriter, _ listing: ListingPresentation) {
        guard listing.variants.count > 1 else {
            if let variant = listing.variants.first { pre(&html, variant) }
            return
        }
        html.open("div", [("class", "twin")])
        html.newline()
        html.open("div", [("class", "language-switch"), ("role", "tablist"), ("aria-label", "Language of Listing \(listing.number)")])
        for (index, variant) in listing.variants.enumerated() {
            html.element(
                "button",
                [("type", "button"), ("role", "tab"), ("data-language", variant.language),
                 ("aria-selected", index == 0 ? "true" : "false"),
                 ("aria-controls", listing.listingAnchor + "-" + variant.language)],
                text: variant.displayName)
        }
        html.close("div")
        html.newline()
        for variant in listing.variants {
            html.open("div", [("class", "code-variant"), ("data-language", variant.language), ("role", "tabpanel"),
                              ("id", listing.listingAnchor + "-" + variant.language), ("aria-label", variant.displayName)])
            html.element("p", [("class", "code-language")], text: variant.displayName)
            pre(&html, variant)
            html.close("div")
            html.newline()
        }
        html.close("div")
        html.newline()
    }

    private static func pre(_ html: inout HTMLWriter, _ variant: CodeVariant) {
        html.open("pre", [("class", "code")])
        html.open("code", [("class", "language-" + variant.language)])
        for span in variant.spans {
            if let highlight = span.highlight {
                html.span(classPrefix: "tok-", highlight, text: span.text)
            } else {
                html.text(span.text)
            }
        }
        html.close("code")
        html.close("pre")
        html.newline()
    }

    private static func expectations(_ html: inout HTMLWriter, _ listing: ListingPresentation) {
        let failed = listing.expectations.filter { !$0.passed }.count
        let heading = failed == 0 ? "Expectations (all hold)" : "Expectations (\(failed) failed)"
        part(&html, heading: heading, label: "Checked expectations of Listing \(listing.number)") { html in
            html.open("div", [("class", "table-scroll")])
            html.open("table", [("class", "expectations")])
            html.open("thead")
            html.open("tr")
            for column in ["Expression", "Expected", "Computed"] {
                html.element("th", [("scope", "col")], text: column)
            }
            html.open("th", [("scope", "col")])
            html.element("span", [("class", "visually-hidden")], text: "Result")
            html.close("th")
            html.close("tr")
            html.close("thead")
            html.newline()
            html.open("tbody")
            html.newline()
            for row in listing.expectations {
                html.open("tr", [("class", row.passed ? "pass" : "fail")])
                html.element("td", text: row.expression)
                html.element("td", text: row.expected)
                html.element("td", text: row.actual)
                html.open("td", [("class", "result")])
                html.element("span", [("aria-hidden", "true")], text: row.passed ? "✓" : "✗")
                html.element("span", [("class", "visually-hidden")], text: row.passed ? "holds" : "fails")
                html.close("td")
                html.close("tr")
                html.newline()
            }
            html.close("tbody")
            html.close("table")
            html.close("div")
            html.newline()
        }
    }

    private static func diagnostics(_ html: inout HTMLWriter, _ listing: ListingPresentation) {
        part(&html, heading: "Diagnostics", label: "Diagnostics of Listing \(listing.number)") { html in
            html.open("ul", [("class", "diagnostics")])
            for item in listing.diagnostics {
                html.open("li", [("class", "diagnostic " + item.severity.rawValue)])
                html.element("span", [("class", "diagnostic-severity")], text: item.severity.rawValue)
                html.text(item.message + " ")
                html.element("span", [("class", "diagnostic-location")], text: item.location)
                html.close("li")
                html.newline()
            }
            html.close("ul")
            html.newline()
        }
    }

    private static func figure(_ html: inout HTMLWriter, _ figure: FigurePresentation, listing: ListingPresentation) {
        let captionID = listing.figureAnchor + "-caption"
        html.open("figure", [("class", "figure listing-part"), ("id", listing.figureAnchor), ("aria-labelledby", captionID)])
        html.newline()
        html.open("div", [("class", "figure-body")])
        html.newline()
        html.appendTrustedMarkup(figure.svg)
        html.newline()
        if let rendition = figure.rendition {
            html.open("div", [("class", "rendition-frame")])
            html.appendTrustedMarkup(rendition)
            html.close("div")
            html.newline()
        }
        html.close("div")
        html.newline()
        html.open("figcaption", [("class", "figure-caption"), ("id", captionID)])
        html.element("span", [("class", "figure-label")], text: "Figure \(figure.number)")
        html.text(" " + figure.description + " ")
        html.element("a", [("class", "anchor"), ("href", "#" + listing.figureAnchor), ("aria-label", "Link to Figure \(figure.number)")], text: "#")
        html.close("figcaption")
        html.newline()
        html.close("figure")
        html.newline()
    }
}
