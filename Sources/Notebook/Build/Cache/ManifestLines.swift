import Diagnostics

/// The text form of a `BuildManifest` as it is written: tab-separated, escaped fields appended as UTF-8 bytes (a
/// rebuild writes a 400-chapter manifest in well under a millisecond), and the lines counted for the closing `end`.
struct ManifestLines {
    private(set) var bytes: [UInt8] = []
    private(set) var count = 0

    init() {
        bytes.reserveCapacity(64 * 1024)
    }

    mutating func append(fields: [String]) {
        for (index, field) in fields.enumerated() {
            if index > 0 { bytes.append(0x09) }
            BuildManifest.appendEscaped(field, to: &bytes)
        }
        bytes.append(0x0A)
        count += 1
    }

    mutating func append(_ fields: String...) {
        append(fields: fields)
    }

    /// A chapter's record: its own line, then the lines of its source, listings, assets, imports and warnings.
    mutating func append(_ chapter: ChapterRecord) {
        append("chapter", chapter.name, chapter.sourceKey, chapter.pageKey, chapter.title, optional(chapter.summary),
               String(chapter.listingCount))
        if let source = chapter.sourceIdentity {
            append(fields: ["source", chapter.contentHash] + source.fields)
        }
        append(chapter.listingTable)
        for asset in chapter.assets {
            append("asset", asset)
        }
        for reference in chapter.imports {
            append("import", reference.chapterName, reference.fragment, reference.label, reference.anchor)
        }
        for warning in chapter.warnings {
            append(warning)
        }
    }

    /// Listing lines kept as read are written back as they are.
    private mutating func append(_ table: ListingTable) {
        switch table.storage {
        case .lines(let lines, let lineCount):
            bytes.append(contentsOf: lines)
            count += lineCount
        case .anchors(let listings):
            for listing in listings {
                BuildManifest.appendListingLine(listing, to: &bytes)
            }
            count += listings.count
        }
    }

    private mutating func append(_ warning: Diagnostic) {
        append("warning", warning.id, warning.severity.rawValue, warning.message, warning.location.file,
               String(warning.location.line), String(warning.location.column), String(warning.length))
        for note in warning.notes {
            append("note", note.message, optional(note.location?.file), String(note.location?.line ?? 0),
                   String(note.location?.column ?? 0))
        }
    }

    /// An optional field: empty for nil, `=` and the value otherwise.
    private func optional(_ value: String?) -> String { value.map { "=" + $0 } ?? "" }
}
