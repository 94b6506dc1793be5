/// Page snapshots pin what the site writer owns (layout, listing markup, prose, search index) and leave out the
/// markup Figures writes inside it, which Figures pins with its own snapshots: each `<svg>…</svg>`, `<math>…</math>`
/// and live rendition becomes a one-line stand-in naming what was there. A page that loses a figure or a value still
/// changes its snapshot.
enum FigureMarkupElision {
    static func elide(_ html: String) -> String {
        var text = html
        text = elide(text, open: "<svg", close: "</svg>", standIn: "<svg …/>", nested: false)
        text = elide(text, open: "<math", close: "</math>", standIn: "<math …/>", nested: false)
        text = elide(text, open: "<div class=\"live-rendition\"", close: "</div>", standIn: "<div class=\"live-rendition\" …/>",
                     nested: true)
        return text
    }

    /// Replaces every element starting with `open` (up to its matching `close`) by `standIn`. With `nested`, inner
    /// elements of the same tag name are counted so the outer element's end is found.
    private static func elide(_ text: String, open: String, close: String, standIn: String, nested: Bool) -> String {
        var result = ""
        var rest = Substring(text)
        let tagName = String(close.dropFirst(2).dropLast())
        while let start = rest.range(of: open) {
            result += rest[..<start.lowerBound]
            var cursor = start.upperBound
            var depth = 1
            var end: String.Index?
            while let nextClose = rest[cursor...].range(of: close) {
                if nested {
                    var scan = cursor
                    while let inner = rest[scan..<nextClose.lowerBound].range(of: "<" + tagName) {
                        depth += 1
                        scan = inner.upperBound
                    }
                }
                depth -= 1
                cursor = nextClose.upperBound
                if depth == 0 || !nested {
                    end = nextClose.upperBound
                    break
                }
            }
            guard let end else {
                result += rest[start.lowerBound...]
                return result
            }
            result += standIn
            rest = rest[end...]
        }
        result += rest
        return result
    }
}
