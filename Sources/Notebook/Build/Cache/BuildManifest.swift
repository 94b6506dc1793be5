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
    public static let formatLine = "notebook-manifest 6"

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
    /// The live cells' module file that `assets/notebook-wasm.js` was made from, as it was then (nil: none, or bytes
    /// not read from a file); while it and the script are unchanged, the script is linked into the next site.
    public var liveModuleSource: SiteFileIdentity?

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
        var lines = ManifestLines()
        lines.append(Self.formatLine)
        lines.append("tool", toolFingerprint)
        lines.append("config", configurationFingerprint)
        lines.append("book", bookKey)
        lines.append("started", String(buildStarted.seconds), String(buildStarted.nanoseconds))
        for name in chapters.keys.sorted() {
            guard let chapter = chapters[name] else { continue }
            lines.append(chapter)
        }
        appendSiteFiles(to: &lines)
        lines.append("end", String(lines.count + 1))
        return String(decoding: lines.bytes, as: UTF8.self)
    }

    /// The search parts, the site's files and the sources of the files chapters show, each sorted by path.
    private func appendSiteFiles(to lines: inout ManifestLines) {
        for path in searchParts.keys.sorted() {
            guard let key = searchParts[path] else { continue }
            lines.append("search", path, key)
        }
        for path in files.keys.sorted() {
            guard let file = files[path] else { continue }
            lines.append(fields: ["file", path] + file.fields)
        }
        for path in assetSources.keys.sorted() {
            guard let source = assetSources[path] else { continue }
            lines.append(fields: ["asset-source", path] + source.fields)
        }
        if let liveModuleSource {
            lines.append(fields: ["live-module"] + liveModuleSource.fields)
        }
    }

    /// The manifest in `text`, or nil when it is not one this version wrote completely.
    public static func decode(_ text: String) -> BuildManifest? {
        decode(Array(text.utf8))
    }

    /// The manifest in `bytes`, or nil when it is not one this version wrote completely.
    public static func decode(_ bytes: [UInt8]) -> BuildManifest? {
        var decoder = BuildManifestDecoder(bytes)
        return decoder.decode()
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
    static func optional(_ field: String) -> String?? {
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

    static func fields(_ line: ArraySlice<UInt8>) -> [String] {
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
