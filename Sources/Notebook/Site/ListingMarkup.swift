import Figures

/// Writes the markup of one listing: caption and anchor, the code (with the language switch of twins), the computed
/// values, the checked expectations, the diagnostics, and the figure with its live rendition.
///
/// Without script every part is visible: both languages of a twin are shown, each under its name; with script the
/// switch shows one, the same one in every listing of the book.
///
/// Written with `MarkupWriter`: attribute values and text are escaped by `MarkupEscaping`, and the markup Figures
/// made (SVG, MathML, the live rendition) goes in through `trustedMarkup`.
public enum ListingMarkup {
    public static func html(for listing: ListingPresentation) -> String {
        String(decoding: htmlBytes(for: listing), as: UTF8.self)
    }

    /// `html(for:)` as UTF-8, as a page takes it.
    public static func htmlBytes(for listing: ListingPresentation) -> [UInt8] {
        var html = MarkupWriter(capacity: 16384)
        openFigure(&html, listing)
        caption(&html, listing)
        code(&html, listing)
        if !listing.values.isEmpty {
            values(&html, listing)
        }
        if !listing.ran.isEmpty {
            // Which methods ran says what the values are the state after (a handler's, not only viewDidLoad's).
            html.htmlElement("p", attributes: [("class", "ran")], text: "Ran: " + listing.ran.joined(separator: " → "))
            html.lineBreak()
        }
        if !listing.console.isEmpty {
            part(&html, heading: "Console", label: "Console output") { html in
                html.htmlElement("pre", attributes: [("class", "console")], text: listing.console)
            }
        }
        if !listing.expectations.isEmpty {
            expectations(&html, listing)
        }
        if listing.isDisplayOnly {
            part(&html, heading: "Not evaluated", label: nil) { html in
                html.htmlElement("p", attributes: [("class", "note")], text: "This listing is shown for reading only; it is not evaluated.")
            }
        }
        if let message = listing.intentionalError {
            intentionalError(&html, message: message)
        }
        if !listing.diagnostics.isEmpty {
            diagnostics(&html, listing)
        }
        if let figure = listing.figure {
            self.figure(&html, figure, listing: listing)
        }
        html.close()
        html.lineBreak()
        return html.bytes
    }

    /// The scene, events, platform, marks, hit points and extra figure go with the listing so that its live cell
    /// evaluates and draws it as the build did (its title is the caption's text). A figure is named by its first
    /// figcaption (HTML-AAM), so neither figure points at its caption by id: that was some 120 bytes of every listing.
    private static func openFigure(_ html: inout MarkupWriter, _ listing: ListingPresentation) {
        html.openHTML("figure", attributes: [("class", "listing"), ("id", listing.listingAnchor),
                                             ("data-scene", listing.scene), ("data-events", listing.events),
                                             ("data-platform", listing.platform), ("data-marks", listing.marks),
                                             ("data-hits", listing.hits), ("data-extra-figure", listing.extraFigure)])
        html.lineBreak()
    }

    private static func caption(_ html: inout MarkupWriter, _ listing: ListingPresentation) {
        html.openHTML("figcaption", attributes: [("class", "listing-caption")])
        html.htmlElement("span", attributes: [("class", "listing-label")], text: "Listing \(listing.number)")
        if let title = listing.title {
            html.text(" " + title)
        }
        html.text(" ")
        html.htmlElement("a", attributes: [("class", "anchor"), ("href", "#" + listing.listingAnchor), ("aria-label", "Link to Listing \(listing.number)")], text: "#")
        html.close()
        html.lineBreak()
    }

    /// The computed values, each as MathML, or as a link to the listing that showed the same value first.
    private static func values(_ html: inout MarkupWriter, _ listing: ListingPresentation) {
        part(&html, heading: "Values", label: "Computed values of Listing \(listing.number)") { html in
            html.openHTML("dl", attributes: [("class", "values")])
            for value in listing.values {
                html.openHTML("div", attributes: [("class", value.shownEarlier == nil ? "value" : "value shown-earlier")])
                html.htmlElement("dt", text: value.name)
                html.openHTML("dd")
                if let earlier = value.shownEarlier {
                    html.text("as in ")
                    html.htmlElement("a", attributes: [("href", "#" + earlier.anchor)], text: "Listing " + earlier.number)
                } else {
                    html.trustedMarkup(utf8: value.mathMLBytes)
                }
                html.close()
                html.close()
                html.lineBreak()
            }
            html.close()
        }
    }

    private static func intentionalError(_ html: inout MarkupWriter, message: String) {
        part(&html, heading: "Expected error", label: nil) { html in
            html.openHTML("p", attributes: [("class", "note")])
            html.text("This listing is meant to fail, with an error containing “")
            html.htmlElement("code", text: message)
            html.text("”.")
            html.close()
        }
    }

    private static func part(_ html: inout MarkupWriter, heading: String, label: String?, body: (inout MarkupWriter) -> Void) {
        html.openHTML("section", attributes: [("class", "listing-part"), ("aria-label", label ?? heading)])
        // A title, not a heading: the listing itself is a figure, not a section of the outline, so a heading here
        // would skip from the chapter's h2 to an h4; the section's aria-label names the part for a screen reader.
        html.htmlElement("p", attributes: [("class", "listing-part-title")], text: heading)
        html.lineBreak()
        body(&html)
        html.close()
        html.lineBreak()
    }

    private static func code(_ html: inout MarkupWriter, _ listing: ListingPresentation) {
        guard listing.variants.count > 1 else {
            if let variant = listing.variants.first { pre(&html, variant) }
            return
        }
        html.openHTML("div", attributes: [("class", "twin")])
        html.lineBreak()
        html.openHTML("div", attributes: [("class", "language-switch"), ("role", "tablist"), ("aria-label", "Language of Listing \(listing.number)")])
        for (index, variant) in listing.variants.enumerated() {
            html.htmlElement("button", attributes: [("type", "button"), ("role", "tab"), ("data-language", variant.language),
                 ("aria-selected", index == 0 ? "true" : "false"),
                 ("aria-controls", listing.listingAnchor + "-" + variant.language)],
                text: variant.displayName)
        }
        html.close()
        html.lineBreak()
        for variant in listing.variants {
            html.openHTML("div", attributes: [("class", "code-variant"), ("data-language", variant.language), ("role", "tabpanel"),
                              ("id", listing.listingAnchor + "-" + variant.language), ("aria-label", variant.displayName)])
            html.htmlElement("p", attributes: [("class", "code-language")], text: variant.displayName)
            pre(&html, variant)
            html.close()
            html.lineBreak()
        }
        html.close()
        html.lineBreak()
    }

    private static func pre(_ html: inout MarkupWriter, _ variant: CodeVariant) {
        if let changes = variant.changes { changesNote(&html, changes) }
        html.openHTML("pre", attributes: [("class", "code")])
        html.openHTML("code", attributes: [("class", "language-" + variant.language)])
        // Each run is written from the code's UTF-8 as a slice of it: a string made for each run, and its element
        // found by comparing class names, cost over a thousand instructions a run.
        let code = Array(variant.code.utf8)
        if let changes = variant.changes {
            markedLines(&html, code, variant.runs, changed: changes.lines)
        } else {
            var start = 0
            for run in variant.runs {
                self.run(&html, code[start..<run.end], highlight: run.highlight)
                start = run.end
            }
        }
        html.close()
        html.close()
        html.lineBreak()
    }

    private static func run(_ html: inout MarkupWriter, _ text: ArraySlice<UInt8>, highlight: CodeHighlight?) {
        if let highlight {
            let element = runElement(highlight)
            html.htmlElement(element.name, class: element.className, utf8: text)
        } else {
            html.text(utf8: text)
        }
    }

    /// "Marked lines changed since Listing 5.4." above the code, linking to that listing.
    private static func changesNote(_ html: inout MarkupWriter, _ changes: LineChanges) {
        html.openHTML("p", attributes: [("class", "code-changes")])
        html.text("Marked lines changed since ")
        html.htmlElement("a", attributes: [("href", "#" + changes.sinceAnchor)], text: "Listing " + changes.sinceNumber)
        html.text(".")
        html.close()
        html.lineBreak()
    }

    /// The code, `runs` of the UTF-8 `code`, with each changed line in a `span.ch` (the margin mark): highlight runs
    /// that cross a line break are cut there, so every element closes on the line it opened.
    private static func markedLines(_ html: inout MarkupWriter, _ code: [UInt8], _ runs: [CodeRun], changed: Set<Int>) {
        var line = 0
        var isOpen = changed.contains(line)
        if isOpen { html.openHTML("span", attributes: [("class", "ch")]) }
        var start = 0
        for run in runs {
            var pieceStart = start
            // At the byte of the scalar "\n", as `ChangedLines.lines` counts lines ("\r\n" is one `Character`): no
            // other scalar's UTF-8 holds that byte.
            for index in start..<run.end where code[index] == UInt8(ascii: "\n") {
                if pieceStart < index { self.run(&html, code[pieceStart..<index], highlight: run.highlight) }
                if isOpen { html.close() }
                html.text("\n")
                line += 1
                isOpen = changed.contains(line)
                if isOpen { html.openHTML("span", attributes: [("class", "ch")]) }
                pieceStart = index + 1
            }
            if pieceStart < run.end { self.run(&html, code[pieceStart..<run.end], highlight: run.highlight) }
            start = run.end
        }
        if isOpen { html.close() }
    }

    /// The element of a highlighted run: the two most frequent kinds are bare phrasing elements, a keyword `<i>` and
    /// a number `<b>` (the stylesheet sets both upright and normal weight); every other kind is an `<i>` whose class
    /// is its first letter (`t` type, `f` function, `s` string, `c` comment, `d` directive, `p` property). Short
    /// because a chapter's code is over a thousand runs: `tok-keyword` cost the largest page 14 KB,
    /// `<span class="tk">` 9 KB more than `<i class="k">`, and the classes of keywords and numbers 9 KB more
    /// (chapter 5's cube listings have over 600 numbers).
    static func runElement(_ highlight: CodeHighlight) -> (name: StaticString, className: StaticString?) {
        switch highlight {
        case .keyword: return ("i", nil)
        case .number: return ("b", nil)
        case .type: return ("i", "t")
        case .function: return ("i", "f")
        case .string: return ("i", "s")
        case .comment: return ("i", "c")
        case .directive: return ("i", "d")
        case .property: return ("i", "p")
        }
    }

    /// The checks as a one-line badge ("12 checks hold") that opens on the table; open from the start when one fails.
    /// Numbers read rounded, with the exact text in `title`; a computed value that reads as the expected one is not
    /// repeated.
    private static func expectations(_ html: inout MarkupWriter, _ listing: ListingPresentation) {
        let total = listing.expectations.count
        let failed = listing.expectations.filter { !$0.passed }.count
        var attributes: [(StaticString, String?)] = [("class", "listing-part checks"), ("aria-label", "Checked expectations of Listing \(listing.number)")]
        if failed > 0 { attributes.append(("open", "")) }
        html.openHTML("details", attributes: attributes)
        html.openHTML("summary")
        html.openHTML("span", attributes: [("class", failed == 0 ? "checks-badge pass" : "checks-badge fail")])
        html.htmlElement("span", attributes: [("aria-hidden", "true")], text: failed == 0 ? "✓ " : "✗ ")
        html.text(badgeText(total: total, failed: failed))
        html.close()
        html.close()
        html.lineBreak()
        html.openHTML("div", attributes: [("class", "table-scroll")])
        html.openHTML("table", attributes: [("class", "expectations")])
        html.openHTML("thead")
        html.openHTML("tr")
        // Headers of the one header row: column headers without a scope attribute (HTML's table model), on every
        // table of a page. The last one's word is hidden from sight by the stylesheet, as the result cells' are.
        for column in ["Expression", "Expected", "Computed"] {
            html.htmlElement("th", text: column)
        }
        html.openHTML("th")
        html.htmlElement("span", text: "Result")
        html.close()
        html.close()
        html.close()
        html.lineBreak()
        html.openHTML("tbody")
        html.lineBreak()
        for row in listing.expectations {
            expectationRow(&html, row)
        }
        html.close()
        html.close()
        html.close()
        html.lineBreak()
        html.close()
        html.lineBreak()
    }

    /// "12 checks hold", "1 check holds", "2 of 12 checks fail".
    static func badgeText(total: Int, failed: Int) -> String {
        if failed == 0 { return total == 1 ? "1 check holds" : "\(total) checks hold" }
        return "\(failed) of \(total) " + (total == 1 ? "check" : "checks") + (failed == 1 ? " fails" : " fail")
    }

    private static func expectationRow(_ html: inout MarkupWriter, _ row: ExpectationRow) {
        let time = row.time.map { ValueFormatting.full($0) }
        html.openHTML("tr", attributes: [("class", row.passed ? "pass" : "fail"), ("data-at", time)])
        html.openHTML("td")
        if let time {
            html.htmlElement("span", attributes: [("class", "expectation-time")], text: "at \(time) s: ")
        }
        breakableIdentifier(&html, row.expression)
        html.close()
        let expected = ReadableText.rounded(row.expected)
        let actual = ReadableText.rounded(row.actual)
        numberCell(&html, shown: expected, exact: row.expected)
        if row.passed, actual == expected {
            // The computed value reads as the expected one; its exact text only when that differs.
            let exact: String? = row.actual == row.expected ? nil : row.actual
            html.htmlElement("td", attributes: [("class", "same"), ("title", exact)], text: "=")
        } else {
            numberCell(&html, shown: actual, exact: row.actual)
        }
        // The ✓ or ✗ is drawn by the stylesheet from the row's class (one rule instead of a span on every row);
        // the word is what a screen reader reads, hidden from sight by the stylesheet's rule for the cell's span.
        html.openHTML("td", attributes: [("class", "result")])
        html.htmlElement("span", text: row.passed ? "holds" : "fails")
        html.close()
        html.close()
        html.lineBreak()
    }

    private static func numberCell(_ html: inout MarkupWriter, shown: String, exact: String) {
        if shown == exact {
            html.htmlElement("td", text: shown)
        } else {
            // A cell with a title is rounded (the stylesheet marks it so): no class says it again on every cell.
            html.htmlElement("td", attributes: [("title", exact)], text: shown)
        }
    }

    /// An expression such as `self.layerView.layer.anchorPoint`, allowed to wrap only after a dot, never inside a name.
    private static func breakableIdentifier(_ html: inout MarkupWriter, _ expression: String) {
        let parts = expression.split(separator: ".", omittingEmptySubsequences: false)
        for (index, part) in parts.enumerated() {
            html.text(String(part) + (index + 1 < parts.count ? "." : ""))
            if index + 1 < parts.count { html.voidElement("wbr", attributes: []) }
        }
    }

    private static func diagnostics(_ html: inout MarkupWriter, _ listing: ListingPresentation) {
        part(&html, heading: "Diagnostics", label: "Diagnostics of Listing \(listing.number)") { html in
            html.openHTML("ul", attributes: [("class", "diagnostics")])
            for item in listing.diagnostics {
                html.openHTML("li", attributes: [("class", "diagnostic " + item.severity.rawValue)])
                html.htmlElement("span", attributes: [("class", "diagnostic-severity")], text: item.severity.rawValue)
                html.text(item.message + " ")
                html.htmlElement("span", attributes: [("class", "diagnostic-location")], text: item.location)
                html.close()
                html.lineBreak()
            }
            html.close()
            html.lineBreak()
        }
    }

    private static func figure(_ html: inout MarkupWriter, _ figure: FigurePresentation, listing: ListingPresentation) {
        html.openHTML("figure", attributes: [("class", "figure listing-part"), ("id", listing.figureAnchor)])
        html.lineBreak()
        html.openHTML("div", attributes: [("class", "figure-body")])
        html.lineBreak()
        html.trustedMarkup(utf8: figure.svgBytes)
        html.lineBreak()
        if let rendition = figure.renditionBytes {
            html.openHTML("div", attributes: [("class", "rendition-frame")])
            html.trustedMarkup(utf8: rendition)
            html.close()
            html.lineBreak()
        }
        html.close()
        html.lineBreak()
        EventStripMarkup.write(&html, steps: figure.steps, figureNumber: figure.number)
        html.openHTML("figcaption", attributes: [("class", "figure-caption")])
        html.htmlElement("span", attributes: [("class", "figure-label")], text: "Figure \(figure.number)")
        html.text(" " + figure.description + " ")
        html.htmlElement("a", attributes: [("class", "anchor"), ("href", "#" + listing.figureAnchor), ("aria-label", "Link to Figure \(figure.number)")], text: "#")
        html.close()
        html.lineBreak()
        html.close()
        html.lineBreak()
    }
}
