/// A rendered `<svg>`, with the plain text of its `<title>` and `<desc>` (for captions).
struct RenderedSVG {
    /// The markup as the writer wrote it, UTF-8: a build copies it into its page as bytes, so no `String` is made
    /// of it (checking a figure's kilobytes as UTF-8) unless asked.
    let markupBytes: [UInt8]
    let title: String
    /// The `<desc>` text as UTF-8: a build writes it into the SVG only, so no `String` is made of it unless asked.
    let descriptionBytes: [UInt8]

    init(markupBytes: [UInt8], title: String, description: String) {
        self.init(markupBytes: markupBytes, title: title, descriptionBytes: Array(description.utf8))
    }

    init(markupBytes: [UInt8], title: String, descriptionBytes: [UInt8]) {
        self.markupBytes = markupBytes
        self.title = title
        self.descriptionBytes = descriptionBytes
    }

    var markup: String { String(decoding: markupBytes, as: UTF8.self) }
    var description: String { String(decoding: descriptionBytes, as: UTF8.self) }
}
