import Diagnostics
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the text form `BuildManifest.encoded()` writes back into a manifest, or gives nil for one this version did
/// not write completely.
///
/// One pass over the bytes: line and field boundaries as offsets, strings made only for the fields themselves (a
/// 400-chapter manifest has some 13,000 lines and is read by every rebuild). Listing lines are only recognised by
/// their first bytes and kept as the chapter's run of bytes, to be parsed later, if ever.
struct BuildManifestDecoder {
    private let bytes: [UInt8]
    private let listingPrefix = Array("listing\t".utf8)
    private var manifest = BuildManifest(toolFingerprint: "", configurationFingerprint: "")
    /// The chapter whose lines are being read.
    private var current: ChapterRecord?
    /// Tracked apart from `current`: testing an optional record against nil copies the whole record, and a manifest
    /// has thousands of listing lines.
    private var inChapter = false
    /// The current chapter's listing lines so far, with their newlines.
    private var listingLines: Range<Int>?
    private var listingLineCount = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func decode() -> BuildManifest? {
        guard let lines = completeLines() else { return nil }
        for line in lines.dropFirst().dropLast() {
            if isListingLine(line) {
                guard inChapter else { return nil }
                listingLines = (listingLines?.lowerBound ?? line.lowerBound)..<(line.upperBound + 1)
                listingLineCount += 1
                continue
            }
            finishListings()
            guard read(BuildManifest.fields(bytes[line])) else { return nil }
        }
        finishListings()
        finishChapter()
        return manifest
    }

    /// The lines between the format line and the `end` line that counts them all; nil unless both are there.
    private func completeLines() -> [Range<Int>]? {
        guard let lines = lineRanges(), lines.count >= 4 else { return nil }
        guard BuildManifest.fields(bytes[lines[0]]) == [BuildManifest.formatLine], let lastLine = lines.last
        else { return nil }
        let last = BuildManifest.fields(bytes[lastLine])
        guard last.count == 2, last[0] == "end", Int(last[1]) == lines.count else { return nil }
        return lines
    }

    /// Every line's range without its newline (found with memchr); nil when the last line has no newline.
    private func lineRanges() -> [Range<Int>]? {
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
        return start == bytes.count ? lines : nil
    }

    /// Whether `line` starts with `listing\t`, telling most lines apart by their first byte.
    private func isListingLine(_ line: Range<Int>) -> Bool {
        line.count > listingPrefix.count && bytes[line.lowerBound] == UInt8(ascii: "l")
            && bytes[line.lowerBound + 7] == 0x09 && bytes[line].starts(with: listingPrefix)
    }

    /// Reads one line's fields into the manifest; false when the line is not one `encoded()` writes.
    private mutating func read(_ field: [String]) -> Bool {
        switch (field.first ?? "", field.count) {
        case ("tool", 2): manifest.toolFingerprint = field[1]
        case ("config", 2): manifest.configurationFingerprint = field[1]
        case ("book", 2): manifest.bookKey = field[1]
        case ("started", 3): return readStarted(field)
        case ("chapter", 7): return readChapter(field)
        case ("source", 9): return readSource(field)
        case ("asset", 2): return readAsset(field)
        case ("asset-source", 9): return readAssetSource(field)
        case ("live-module", 8): return readLiveModule(field)
        case ("import", 5): return readImport(field)
        case ("warning", 8): return readWarning(field)
        case ("note", 5): return readNote(field)
        case ("search", 3): return readSearchPart(field)
        case ("file", 9): return readFile(field)
        default: return false
        }
        return true
    }

    private mutating func finishListings() {
        guard let range = listingLines else { return }
        current?.listingTable = ListingTable(lines: Array(bytes[range]), count: listingLineCount)
        listingLines = nil
        listingLineCount = 0
    }

    private mutating func finishChapter() {
        if let chapter = current { manifest.chapters[chapter.name] = chapter }
        current = nil
        inChapter = false
    }

    private mutating func readStarted(_ field: [String]) -> Bool {
        guard let seconds = Int64(field[1]), let nanoseconds = Int64(field[2]) else { return false }
        manifest.buildStarted = FileTime(seconds: seconds, nanoseconds: nanoseconds)
        return true
    }

    private mutating func readChapter(_ field: [String]) -> Bool {
        finishChapter()
        guard let summary = BuildManifest.optional(field[5]), let count = Int(field[6]) else { return false }
        var record = ChapterRecord(name: field[1], sourceKey: field[2], title: field[4], summary: summary,
                                   listingCount: count)
        record.pageKey = field[3]
        current = record
        inChapter = true
        return true
    }

    private mutating func readSource(_ field: [String]) -> Bool {
        guard inChapter, let identity = Self.identity(field[2...]) else { return false }
        current?.contentHash = field[1]
        current?.sourceIdentity = identity
        return true
    }

    private mutating func readAsset(_ field: [String]) -> Bool {
        guard inChapter else { return false }
        current?.assets.append(field[1])
        return true
    }

    private mutating func readLiveModule(_ field: [String]) -> Bool {
        finishChapter()
        guard let identity = Self.identity(field[1...]) else { return false }
        manifest.liveModuleSource = identity
        return true
    }

    private mutating func readAssetSource(_ field: [String]) -> Bool {
        finishChapter()
        guard let identity = Self.identity(field[2...]) else { return false }
        manifest.assetSources[field[1]] = identity
        return true
    }

    private mutating func readImport(_ field: [String]) -> Bool {
        guard inChapter else { return false }
        current?.imports.append(ResolvedImport(chapterName: field[1], fragment: field[2], label: field[3],
                                               anchor: field[4]))
        return true
    }

    private mutating func readWarning(_ field: [String]) -> Bool {
        guard inChapter, let severity = Severity(rawValue: field[2]), let line = Int(field[5]),
              let column = Int(field[6]), let length = Int(field[7]) else { return false }
        current?.warnings.append(Diagnostic(id: field[1], severity: severity, message: field[3],
                                            at: SourceLocation(file: field[4], line: line, column: column),
                                            length: length))
        return true
    }

    /// A note belongs to the warning read last.
    private mutating func readNote(_ field: [String]) -> Bool {
        guard current?.warnings.isEmpty == false, let file = BuildManifest.optional(field[2]),
              let line = Int(field[3]), let column = Int(field[4]) else { return false }
        let location = file.map { SourceLocation(file: $0, line: line, column: column) }
        if var chapter = current, var warning = chapter.warnings.popLast() {
            warning.notes.append(Diagnostic.Note(field[1], at: location))
            chapter.warnings.append(warning)
            current = chapter
        }
        return true
    }

    private mutating func readSearchPart(_ field: [String]) -> Bool {
        finishChapter()
        manifest.searchParts[field[1]] = field[2]
        return true
    }

    private mutating func readFile(_ field: [String]) -> Bool {
        finishChapter()
        guard let identity = Self.identity(field[2...]) else { return false }
        manifest.files[field[1]] = identity
        return true
    }

    /// The seven numbers of `SiteFileIdentity.fields`, in that order.
    private static func identity(_ fields: ArraySlice<String>) -> SiteFileIdentity? {
        let numbers = Array(fields)
        guard numbers.count == 7, let device = UInt64(numbers[0]), let inode = UInt64(numbers[1]),
              let size = Int64(numbers[2]), let seconds = Int64(numbers[3]), let nanoseconds = Int64(numbers[4]),
              let changedSeconds = Int64(numbers[5]), let changedNanoseconds = Int64(numbers[6])
        else { return nil }
        return SiteFileIdentity(device: device, inode: inode, size: size, modifiedSeconds: seconds,
                                modifiedNanoseconds: nanoseconds, changedSeconds: changedSeconds,
                                changedNanoseconds: changedNanoseconds)
    }
}
