import Figures

/// Writes the markup of one listing: caption and anchor, the code (with the language switch of twins), the computed
/// values, the checked expectations, the diagnostics, and the figure with its live rendition.
///
/// Without script every part is visible: both languages of a twin are shown, each under its name; with script the
/// switch shows one, the same one in every listing of the book.
///
/// The markup is the one `HTMLWriter` would write (attribute values and text escaped by `MarkupEscaping`, the
/// markup of Figures appended as it is); it is written directly because a book has thousands of listings: tags
/// and attribute names are literals copied as bytes, code runs are copied from the code's own bytes, and the large
/// trusted markup (SVG, MathML, the live rendition) is appended to the result as the string it is, so it is copied
/// once and its UTF-8 never validated again.
public enum ListingMarkup {
    public static func html(for listing: ListingPresentation) -> String {
        String(decoding: htmlBytes(for: listing), as: UTF8.self)
    }

    /// `html(for:)` as UTF-8, as a page takes it: its pieces are copied into one buffer and never validated as
    /// UTF-8 again (each is valid: escaped text, literals, or markup another writer made as a string).
    public static func htmlBytes(for listing: ListingPresentation) -> [UInt8] {
        var html = ListingWriter(capacity: estimatedSize(of: listing))
        html.raw("<figure class=\"listing\"")
        html.attribute(" id=\"", listing.listingAnchor)
        html.raw(" aria-labelledby=\"")
        html.text(listing.listingAnchor)
        html.raw("-caption\">\n<figcaption class=\"listing-caption\" id=\"")
        html.text(listing.listingAnchor)
        html.raw("-caption\"><span class=\"listing-label\">Listing ")
        html.text(listing.number)
        html.raw("</span>")
        if let title = listing.title {
            html.raw(" ")
            html.text(title)
        }
        html.raw(" <a class=\"anchor\" href=\"#")
        html.text(listing.listingAnchor)
        html.raw("\" aria-label=\"Link to Listing ")
        html.text(listing.number)
        html.raw("\">#</a></figcaption>\n")
        code(&html, listing)
        if !listing.values.isEmpty {
            html.raw("<section class=\"listing-part\" aria-label=\"Computed values of Listing ")
            html.text(listing.number)
            html.raw("\"><h4>Values</h4>\n<dl class=\"values\">")
            for value in listing.values {
                html.raw("<div class=\"value\"><dt>")
                html.text(value.name)
                html.raw("</dt><dd>")
                html.trustedMarkup(value.mathML)
                html.raw("</dd></div>\n")
            }
            html.raw("</dl></section>\n")
        }
        if !listing.expectations.isEmpty {
            expectations(&html, listing)
        }
        if listing.isDisplayOnly {
            html.raw("<section class=\"listing-part\" aria-label=\"Not evaluated\"><h4>Not evaluated</h4>\n")
            html.raw("<p class=\"note\">This listing is shown for reading only; it is not evaluated.</p></section>\n")
        }
        if let message = listing.intentionalError {
            html.raw("<section class=\"listing-part\" aria-label=\"Expected error\"><h4>Expected error</h4>\n")
            html.raw("<p class=\"note\">This listing is meant to fail, with an error containing “<code>")
            html.text(message)
            html.raw("</code>”.</p></section>\n")
        }
        if !listing.diagnostics.isEmpty {
            diagnostics(&html, listing)
        }
        if let figure = listing.figure {
            self.figure(&html, figure, listing: listing)
        }
        html.raw("</figure>\n")
        return html.finish()
    }

    /// Room for the whole listing, so the result is not reallocated as it grows: the trusted markup exactly, the
    /// code with room for its tags, and a margin for the rest.
    private static func estimatedSize(of listing: ListingPresentation) -> Int {
        var size = 2048
        for variant in listing.variants {
            size += variant.code.utf8.count + 48 * variant.runs.count + 512
        }
        for value in listing.values {
            size += value.mathML.utf8.count + value.name.utf8.count + 64
        }
        for row in listing.expectations {
            size += row.expression.utf8.count + row.expected.utf8.count + row.actual.utf8.count + 256
        }
        for item in listing.diagnostics {
            size += item.message.utf8.count + item.location.utf8.count + 160
        }
        if let figure = listing.figure {
            size += figure.svg.utf8.count + (figure.rendition?.utf8.count ?? 0) + figure.description.utf8.count + 512
        }
        return size
    }

    private static func code(_ html: inout ListingWriter, _ listing: ListingPresentation) {
        guard listing.variants.count > 1 else {
            if let variant = listing.variants.first { pre(&html, variant) }
            return
        }
        html.raw("<div class=\"twin\">\n<div class=\"language-switch\" role=\"tablist\" aria-label=\"Language of Listing ")
        html.text(listing.number)
        html.raw("\">")
        for (index, variant) in listing.variants.enumerated() {
            html.raw("<button type=\"button\" role=\"tab\"")
            html.attribute(" data-language=\"", variant.language)
            html.raw(index == 0 ? " aria-selected=\"true\" aria-controls=\"" : " aria-selected=\"false\" aria-controls=\"")
            html.text(listing.listingAnchor)
            html.raw("-")
            html.text(variant.language)
            html.raw("\">")
            html.text(variant.displayName)
            html.raw("</button>")
        }
        html.raw("</div>\n")
        for variant in listing.variants {
            html.raw("<div class=\"code-variant\"")
            html.attribute(" data-language=\"", variant.language)
            html.raw(" role=\"tabpanel\" id=\"")
            html.text(listing.listingAnchor)
            html.raw("-")
            html.text(variant.language)
            html.raw("\"")
            html.attribute(" aria-label=\"", variant.displayName)
            html.raw("><p class=\"code-language\">")
            html.text(variant.displayName)
            html.raw("</p>")
            pre(&html, variant)
            html.raw("</div>\n")
        }
        html.raw("</div>\n")
    }

    private static func pre(_ html: inout ListingWriter, _ variant: CodeVariant) {
        html.raw("<pre class=\"code\"><code class=\"language-")
        html.text(variant.language)
        html.raw("\">")
        var code = variant.code
        // Most code has nothing to escape (escaping only lengthens text): then no run is searched for it.
        let escapesNothing = MarkupEscaping.escape(code).utf8.count == code.utf8.count
        code.withUTF8 { bytes in
            var start = 0
            for run in variant.runs {
                let text = UnsafeBufferPointer(rebasing: bytes[start..<run.end])
                if let highlight = run.highlight {
                    html.raw("<span class=\"tok-")
                    html.text(highlight)
                    html.raw("\">")
                }
                if escapesNothing {
                    html.verbatim(text)
                } else {
                    html.text(text)
                }
                if run.highlight != nil {
                    html.raw("</span>")
                }
                start = run.end
            }
        }
        html.raw("</code></pre>\n")
    }

    private static func expectations(_ html: inout ListingWriter, _ listing: ListingPresentation) {
        let failed = listing.expectations.filter { !$0.passed }.count
        html.raw("<section class=\"listing-part\" aria-label=\"Checked expectations of Listing ")
        html.text(listing.number)
        if failed == 0 {
            html.raw("\"><h4>Expectations (all hold)</h4>\n")
        } else {
            html.raw("\"><h4>Expectations (")
            html.text(String(failed))
            html.raw(" failed)</h4>\n")
        }
        html.raw("<div class=\"table-scroll\"><table class=\"expectations\"><thead><tr><th scope=\"col\">Expression</th>")
        html.raw("<th scope=\"col\">Expected</th><th scope=\"col\">Computed</th>")
        html.raw("<th scope=\"col\"><span class=\"visually-hidden\">Result</span></th></tr></thead>\n<tbody>\n")
        for row in listing.expectations {
            html.raw(row.passed ? "<tr class=\"pass\"><td>" : "<tr class=\"fail\"><td>")
            html.text(row.expression)
            html.raw("</td><td>")
            html.text(row.expected)
            html.raw("</td><td>")
            html.text(row.actual)
            html.raw("</td><td class=\"result\">")
            html.raw(row.passed
                ? "<span aria-hidden=\"true\">✓</span><span class=\"visually-hidden\">holds</span>"
                : "<span aria-hidden=\"true\">✗</span><span class=\"visually-hidden\">fails</span>")
            html.raw("</td></tr>\n")
        }
        html.raw("</tbody></table></div>\n</section>\n")
    }

    private static func diagnostics(_ html: inout ListingWriter, _ listing: ListingPresentation) {
        html.raw("<section class=\"listing-part\" aria-label=\"Diagnostics of Listing ")
        html.text(listing.number)
        html.raw("\"><h4>Diagnostics</h4>\n<ul class=\"diagnostics\">")
        for item in listing.diagnostics {
            html.raw("<li class=\"diagnostic ")
            html.text(item.severity.rawValue)
            html.raw("\"><span class=\"diagnostic-severity\">")
            html.text(item.severity.rawValue)
            html.raw("</span>")
            html.text(item.message)
            html.raw(" <span class=\"diagnostic-location\">")
            html.text(item.location)
            html.raw("</span></li>\n")
        }
        html.raw("</ul>\n</section>\n")
    }

    private static func figure(_ html: inout ListingWriter, _ figure: FigurePresentation, listing: ListingPresentation) {
        html.raw("<figure class=\"figure listing-part\"")
        html.attribute(" id=\"", listing.figureAnchor)
        html.raw(" aria-labelledby=\"")
        html.text(listing.figureAnchor)
        html.raw("-caption\">\n<div class=\"figure-body\">\n")
        html.trustedMarkup(figure.svg)
        html.raw("\n")
        if let rendition = figure.rendition {
            html.raw("<div class=\"rendition-frame\">")
            html.trustedMarkup(rendition)
            html.raw("</div>\n")
        }
        html.raw("</div>\n<figcaption class=\"figure-caption\" id=\"")
        html.text(listing.figureAnchor)
        html.raw("-caption\"><span class=\"figure-label\">Figure ")
        html.text(figure.number)
        html.raw("</span> ")
        html.text(figure.description)
        html.raw(" <a class=\"anchor\" href=\"#")
        html.text(listing.figureAnchor)
        html.raw("\" aria-label=\"Link to Figure ")
        html.text(figure.number)
        html.raw("\">#</a></figcaption>\n</figure>\n")
    }
}

/// The output of `ListingMarkup`: small pieces gather as bytes in a markup buffer and move to the result in one copy;
/// trusted markup (already a valid string) is copied to the result after the bytes before it.
private struct ListingWriter: ~Copyable {
    private var result: [UInt8] = []
    private var buffer = MarkupBuffer(capacity: 4096)

    init(capacity: Int) {
        result.reserveCapacity(capacity)
    }

    /// Markup this file wrote itself (tags, attribute names, fixed words): no escaping.
    @inline(__always)
    mutating func raw(_ literal: StaticString) {
        buffer.append(literal)
    }

    /// ` name="value"` for an attribute whose value may be empty, as `HTMLWriter.open` writes it: ` name` alone then.
    /// `opening` is the attribute up to and including the opening quote.
    mutating func attribute(_ opening: StaticString, _ value: String) {
        guard !value.isEmpty else {
            // ` name="` without `="`.
            opening.withUTF8Buffer { buffer.append(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: $0.dropLast(2)))) }
            return
        }
        raw(opening)
        text(value)
        raw("\"")
    }

    /// Author or computed text, escaped (by `MarkupEscaping`, the one place text is escaped).
    mutating func text(_ text: String) {
        MarkupEscaping.append(text, to: &buffer)
    }

    /// UTF-8 text (a run of code), escaped.
    mutating func text(_ bytes: UnsafeBufferPointer<UInt8>) {
        MarkupEscaping.append(bytes, to: &buffer)
    }

    /// Text already known to need no escaping, as it is.
    mutating func verbatim(_ bytes: UnsafeBufferPointer<UInt8>) {
        buffer.append(UnsafeRawBufferPointer(bytes))
    }

    /// Markup another writer already escaped (MathML, SVG, the live rendition). Never pass author text here.
    mutating func trustedMarkup(_ markup: String) {
        flush()
        var markup = markup
        markup.withUTF8 { result.append(contentsOf: $0) }
    }

    consuming func finish() -> [UInt8] {
        flush()
        return result
    }

    private mutating func flush() {
        guard buffer.byteCount > 0 else { return }
        buffer.appendBytes(to: &result)
        buffer.removeAll()
    }
}
