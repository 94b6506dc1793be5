import Diagnostics
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the last successful build knew: the fingerprint of the tool and configuration, a record of every chapter
/// (enough to lay out the index, resolve links into it and decide whether it must be built again without reading
/// its Markdown), and the identity of every file it wrote into the site.
///
/// The previous `Site/` is the cache of rendered pages: a chapter whose record still matches, and whose page and
/// search shard are still the files this manifest describes (same inode, size, modification and change time), is hard-linked
/// into the new site instead of being parsed, evaluated and rendered again. Anything that does not match, including a
/// page someone edited by hand, is rebuilt from source.
///
/// Stored as `.notebook-cache/manifest`: tab-separated lines with `\`-escapes, ending with a line count, so a truncated
/// or corrupt manifest is recognised and ignored (the next build is then a full one).
public struct BuildManifest: Equatable, Sendable {
    public static let formatLine = "notebook-manifest 5"

    public var toolFingerprint: String
    public var configurationFingerprint: String
    /// When the build that wrote the manifest started (the coarse real-time clock file times come from). A chapter
    /// file whose identity is recorded and unchanged is trusted without being read only if it was last modified
    /// before that: a file written while or after a build started could still change within one clock tick.
    public var buildStarted = FileTime(seconds: 0, nanoseconds: 0)
    /// A fingerprint of what the book's own files (index, contents script, assets) were made from.
    public var bookKey = ""
    /// By chapter name (`03-affine.md`).
    public var chapters: [String: ChapterRecord]
    /// By path in the site (`03-affine.html`, `assets/search/part-1.js`).
    public var files: [String: SiteFileIdentity]
    /// By path of a search file (`assets/search/part-1.js`): a fingerprint of its chapters' page keys, in order.
    public var searchParts: [String: String] = [:]
    /// By path (relative to `Chapters/` and to the site): the file a chapter shows as it was when it was copied into
    /// the site; while the source and the copy are both unchanged, the copy is linked into the next site.
    public var assetSources: [String: SiteFileIdentity] = [:]

    public init(toolFingerprint: String, configurationFingerprint: String,
                chapters: [String: ChapterRecord] = [:], files: [String: SiteFileIdentity] = [:]) {
        self.toolFingerprint = toolFingerprint
        self.configurationFingerprint = configurationFingerprint
        self.chapters = chapters
        self.files = files
    }
}

// MARK: - Text form

extension BuildManifest {
    public func encoded() -> String {
        var output: [UInt8] = []
        output.reserveCapacity(64 * 1024)
        var lineCount = 0
        // Fields are appended as UTF-8 bytes: a rebuild writes a 400-chapter manifest in well under a millisecond.
        func line(fields: [String]) {
            for (index, field) in fields.enumerated() {
                if index > 0 { output.append(0x09) }
                Self.appendEscaped(field, to: &output)
            }
            output.append(0x0A)
            lineCount += 1
        }
        func line(_ fields: String...) { line(fields: fields) }
        func optional(_ value: String?) -> String { value.map { "=" + $0 } ?? "" }
        line(Self.formatLine)
        line("tool", toolFingerprint)
        line("config", configurationFingerprint)
        line("book", bookKey)
        line("started", String(buildStarted.seconds), String(buildStarted.nanoseconds))
        for name in chapters.keys.sorted() {
            guard let chapter = chapters[name] else { continue }
            line("chapter", chapter.name, chapter.sourceKey, chapter.pageKey, chapter.title, optional(chapter.summary),
                 String(chapter.listingCount))
            if let source = chapter.sourceIdentity {
                line(fields: ["source", chapter.contentHash] + source.fields)
            }
            switch chapter.listingTable.storage {
            case .lines(let bytes, let count):
                output.append(contentsOf: bytes)
                lineCount += count
            case .anchors(let listings):
                for listing in listings {
                    Self.appendListingLine(listing, to: &output)
                }
                lineCount += listings.count
            }
            for asset in chapter.assets {
                line("asset", asset)
            }
            for reference in chapter.imports {
                line("import", reference.chapterName, reference.fragment, reference.label, reference.anchor)
            }
            for warning in chapter.warnings {
                line("warning", warning.id, warning.severity.rawValue, warning.message, warning.location.file,
                     String(warning.location.line), String(warning.location.column), String(warning.length))
                for note in warning.notes {
                    line("note", note.message, optional(note.location?.file), String(note.location?.line ?? 0),
                         String(note.location?.column ?? 0))
                }
            }
        }
        for path in searchParts.keys.sorted() {
            guard let key = searchParts[path] else { continue }
            line("search", path, key)
        }
        for path in files.keys.sorted() {
            guard let file = files[path] else { continue }
            line(fields: ["file", path] + file.fields)
        }
        for path in assetSources.keys.sorted() {
            guard let source = assetSources[path] else { continue }
            line(fields: ["asset-source", path] + source.fields)
        }
        line("end", String(lineCount + 1))
        return String(decoding: output, as: UTF8.self)
    }

    /// The manifest in `text`, or nil when it is not one this version wrote completely.
    public static func decode(_ text: String) -> BuildManifest? {
        decode(Array(text.utf8))
    }

    /// The manifest in `bytes`, or nil when it is not one this version wrote completely.
    public static func decode(_ bytes: [UInt8]) -> BuildManifest? {
        // One pass over the bytes: line and field boundaries as offsets, strings made only for the fields themselves
        // (a 400-chapter manifest has some 13,000 lines and is read by every rebuild).
        // Lines found with memchr, and each line's first byte kept, so the thousands of listing lines (read later,
        // if ever) cost a comparison each.
        var lines: [Range<Int>] = []
        lines.reserveCapacity(bytes.count / 40)
        var start = 0
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            while start < buffer.count, let found = memchr(base + start, 0x0A, buffer.count - start) {
                let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                lines.append(start..<index)
                start = index + 1
            }
        }
        guard start == bytes.count, lines.count >= 4 else { return nil }
        func fields(_ range: Range<Int>) -> [String] { Self.fields(bytes[range]) }
        guard fields(lines[0]) == [formatLine], let lastLine = lines.last else { return nil }
        let last = fields(lastLine)
        guard last.count == 2, last[0] == "end", Int(last[1]) == lines.count else { return nil }
        var manifest = BuildManifest(toolFingerprint: "", configurationFingerprint: "")
        var current: ChapterRecord?
        // Tracked apart from `current`: testing an optional record against nil copies the whole record, and a
        // manifest has thousands of listing lines.
        var inChapter = false
        func finishChapter() {
            if let chapter = current { manifest.chapters[chapter.name] = chapter }
            current = nil
            inChapter = false
        }
        func identity(_ fields: ArraySlice<String>) -> SiteFileIdentity? {
            let numbers = Array(fields)
            guard numbers.count == 7, let device = UInt64(numbers[0]), let inode = UInt64(numbers[1]),
                  let size = Int64(numbers[2]), let seconds = Int64(numbers[3]), let nanoseconds = Int64(numbers[4]),
                  let changedSeconds = Int64(numbers[5]), let changedNanoseconds = Int64(numbers[6])
            else { return nil }
            return SiteFileIdentity(device: device, inode: inode, size: size, modifiedSeconds: seconds,
                                    modifiedNanoseconds: nanoseconds, changedSeconds: changedSeconds,
                                    changedNanoseconds: changedNanoseconds)
        }
        let listingPrefix = Array("listing\t".utf8)
        var listingLines: Range<Int>?
        var listingLineCount = 0
        func finishListings() {
            guard let range = listingLines else { return }
            current?.listingTable = ListingTable(lines: Array(bytes[range]), count: listingLineCount)
            listingLines = nil
            listingLineCount = 0
        }
        for line in lines.dropFirst().dropLast() {
            if line.count > listingPrefix.count, bytes[line.lowerBound] == UInt8(ascii: "l"),
               bytes[line.lowerBound + 7] == 0x09, bytes[line].starts(with: listingPrefix) {
                guard inChapter else { return nil }
                // The line with its newline, appended to the chapter's run of listing lines.
                listingLines = (listingLines?.lowerBound ?? line.lowerBound)..<(line.upperBound + 1)
                listingLineCount += 1
                continue
            }
            finishListings()
            let field = fields(line)
            switch (field.first ?? "", field.count) {
            case ("tool", 2): manifest.toolFingerprint = field[1]
            case ("config", 2): manifest.configurationFingerprint = field[1]
            case ("book", 2): manifest.bookKey = field[1]
            case ("chapter", 7):
                finishChapter()
                guard let summary = optional(field[5]), let count = Int(field[6]) else { return nil }
                var record = ChapterRecord(name: field[1], sourceKey: field[2], title: field[4], summary: summary,
                                           listingCount: count)
                record.pageKey = field[3]
                current = record
                inChapter = true
            case ("started", 3):
                guard let seconds = Int64(field[1]), let nanoseconds = Int64(field[2]) else { return nil }
                manifest.buildStarted = FileTime(seconds: seconds, nanoseconds: nanoseconds)
            case ("source", 9):
                guard inChapter, let identity = identity(field[2...]) else { return nil }
                current?.contentHash = field[1]
                current?.sourceIdentity = identity
            case ("asset", 2):
                guard inChapter else { return nil }
                current?.assets.append(field[1])
            case ("asset-source", 9):
                finishChapter()
                guard let identity = identity(field[2...]) else { return nil }
                manifest.assetSources[field[1]] = identity
            case ("import", 5):
                guard inChapter else { return nil }
                current?.imports.append(ResolvedImport(chapterName: field[1], fragment: field[2], label: field[3],
                                                       anchor: field[4]))
            case ("warning", 8):
                guard inChapter, let severity = Severity(rawValue: field[2]), let line = Int(field[5]),
                      let column = Int(field[6]), let length = Int(field[7]) else { return nil }
                current?.warnings.append(Diagnostic(id: field[1], severity: severity, message: field[3],
                                                    at: SourceLocation(file: field[4], line: line, column: column),
                                                    length: length))
            case ("note", 5):
                guard current?.warnings.isEmpty == false, let file = optional(field[2]), let line = Int(field[3]),
                      let column = Int(field[4]) else { return nil }
                let location = file.map { SourceLocation(file: $0, line: line, column: column) }
                if var chapter = current, var warning = chapter.warnings.popLast() {
                    warning.notes.append(Diagnostic.Note(field[1], at: location))
                    chapter.warnings.append(warning)
                    current = chapter
                }
            case ("search", 3):
                finishChapter()
                manifest.searchParts[field[1]] = field[2]
            case ("file", 9):
                finishChapter()
                guard let identity = identity(field[2...]) else { return nil }
                manifest.files[field[1]] = identity
            default:
                return nil
            }
        }
        finishListings()
        finishChapter()
        return manifest
    }

    /// The anchors of listing lines as `encoded()` writes them (lines that do not parse are skipped: they came from
    /// a manifest whose line count matched, so only a hand edit could make one, and a missing anchor only makes the
    /// chapter that links to it build again).
    static func decodeListingLines(_ bytes: [UInt8]) -> [ListingAnchors] {
        var anchors: [ListingAnchors] = []
        for line in bytes.split(separator: 0x0A) {
            let field = fields(line)
            guard field.count == 6, field[0] == "listing", let id = optional(field[3]), let figureAnchor = optional(field[4]),
                  let figureLabel = optional(field[5]) else { continue }
            anchors.append(ListingAnchors(anchor: field[1], label: field[2], id: id, figureAnchor: figureAnchor,
                                          figureLabel: figureLabel))
        }
        return anchors
    }

    /// An optional field as `encoded()` writes it: empty for nil, `=` and the value otherwise; nil when malformed.
    private static func optional(_ field: String) -> String?? {
        if field.isEmpty { return .some(nil) }
        guard field.utf8.first == UInt8(ascii: "=") else { return nil }
        return .some(String(field.dropFirst()))
    }

    /// `listing\tANCHOR\tLABEL\t[=ID]\t[=FIGURE-ANCHOR]\t[=FIGURE-LABEL]\n`.
    static func appendListingLine(_ listing: ListingAnchors, to output: inout [UInt8]) {
        func field(_ value: String) {
            output.append(0x09)
            appendEscaped(value, to: &output)
        }
        func optionalField(_ value: String?) {
            output.append(0x09)
            guard let value else { return }
            output.append(UInt8(ascii: "="))
            appendEscaped(value, to: &output)
        }
        output.append(contentsOf: "listing".utf8)
        field(listing.anchor)
        field(listing.label)
        optionalField(listing.id)
        optionalField(listing.figureAnchor)
        optionalField(listing.figureLabel)
        output.append(0x0A)
    }

    static func appendEscaped(_ field: String, to output: inout [UInt8]) {
        var field = field
        field.withUTF8 { buffer in
            guard buffer.contains(where: { $0 == 0x5C || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else {
                output.append(contentsOf: buffer)
                return
            }
            for byte in buffer {
                switch byte {
                case 0x5C: output.append(0x5C); output.append(0x5C)
                case 0x09: output.append(0x5C); output.append(UInt8(ascii: "t"))
                case 0x0A: output.append(0x5C); output.append(UInt8(ascii: "n"))
                case 0x0D: output.append(0x5C); output.append(UInt8(ascii: "r"))
                default: output.append(byte)
                }
            }
        }
    }

    private static func fields(_ line: ArraySlice<UInt8>) -> [String] {
        var result: [String] = []
        result.reserveCapacity(8)
        var start = line.startIndex
        var index = line.startIndex
        while true {
            if index == line.endIndex || line[index] == 0x09 {
                result.append(unescape(line[start..<index]))
                if index == line.endIndex { break }
                start = index + 1
            }
            index += 1
        }
        return result
    }

    private static func unescape(_ field: ArraySlice<UInt8>) -> String {
        guard field.contains(0x5C) else { return String(decoding: field, as: UTF8.self) }
        var result: [UInt8] = []
        var escaping = false
        for byte in field {
            if escaping {
                switch byte {
                case UInt8(ascii: "t"): result.append(0x09)
                case UInt8(ascii: "n"): result.append(0x0A)
                case UInt8(ascii: "r"): result.append(0x0D)
                default: result.append(byte)
                }
                escaping = false
            } else if byte == 0x5C {
                escaping = true
            } else {
                result.append(byte)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}

extension BuildManifest: PreviousBuild {
    public func chapter(named name: String) -> (any ChapterReuse)? {
        chapters[name]
    }
}
