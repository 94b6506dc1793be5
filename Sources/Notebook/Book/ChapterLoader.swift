import Diagnostics

/// What loading one chapter found; chapters are read and parsed concurrently, then merged in reading order.
struct ChapterLoad {
    var diagnostics: [Diagnostic] = []
    var source: (path: String, text: String)?
    var entry: BookLoader.Entry?
    var chapter: Chapter?
    /// Set when the previous record matched: the bytes, when they were read (a link of the chapter may no longer
    /// resolve, and then it is parsed after all).
    var candidate: [UInt8]??
}

/// Loads one chapter listed in `notebook.toml` for `BookLoader`: trusts the previous build's record of it when the file
/// is untouched, reads it otherwise (refusing what is missing, outside the book, no file or too large), and parses it
/// unless its bytes are the recorded ones.
struct ChapterLoader {
    let configuration: BookConfiguration
    /// Prefixed to the paths diagnostics show.
    let pathPrefix: String
    let chaptersPath: String
    /// The book folder with its links resolved: a chapter whose real path is outside it is refused.
    let realFolder: String
    /// The previous build, when its configuration is this one.
    let reusable: (any PreviousBuild)?
    let previous: (any PreviousBuild)?
    let parsingAnyway: Set<String>

    /// Where one chapter is, and its number.
    private struct Place {
        let entry: BookConfiguration.ChapterEntry
        /// As diagnostics show it.
        let path: String
        let filePath: String
        let number: Int
    }

    func load(offset: Int, entry: BookConfiguration.ChapterEntry) -> ChapterLoad {
        // A plain string for the file: URL.appendingPathComponent stats the file to decide on a trailing slash.
        let place = Place(entry: entry, path: pathPrefix + BookConfiguration.chaptersFolder + "/" + entry.path,
                          filePath: chaptersPath + "/" + entry.path, number: offset + 1)
        var load = ChapterLoad()
        let record = parsingAnyway.contains(entry.path) ? nil : reusable?.chapter(named: entry.path)
        if let record, let recorded = untouchedIdentity(of: record, at: place) {
            load.entry = self.entry(place, sourceKey: record.sourceKey, contentHash: record.contentHash,
                                    identity: recorded, reused: record)
            load.candidate = .some(nil)
            return load
        }
        guard let (data, identity) = read(place, into: &load) else { return load }
        let contentHash = ContentHash.hex(of: data)
        let key = sourceKey(place, contentHash: contentHash)
        if let record, record.sourceKey == key {
            load.entry = self.entry(place, sourceKey: key, contentHash: contentHash, identity: identity, reused: record)
            load.candidate = .some(data)
            return load
        }
        if let chapter = parse(data, name: entry.path, path: place.path, number: place.number, into: &load) {
            load.chapter = chapter
            load.entry = self.entry(place, sourceKey: key, contentHash: contentHash, identity: identity, reused: nil)
        }
        return load
    }

    /// The recorded identity of the chapter file when the file is the one the last build read, untouched since before
    /// that build started: its recorded fingerprint then holds without reading it (git's racily-clean rule).
    private func untouchedIdentity(of record: any ChapterReuse, at place: Place) -> SiteFileIdentity? {
        guard let recorded = record.sourceIdentity, let previous, recorded.modified < previous.buildStarted,
              FileBytes.identity(of: place.filePath, followingLinks: true) == recorded,
              record.sourceKey == sourceKey(place, contentHash: record.contentHash) else { return nil }
        return recorded
    }

    private func sourceKey(_ place: Place, contentHash: String) -> String {
        var key = ContentHash()
        key.updateField(place.entry.path)
        key.updateField(place.path)
        key.updateField(place.number)
        key.updateField(contentHash)
        return key.finalizeHex()
    }

    private func entry(_ place: Place, sourceKey: String, contentHash: String, identity: SiteFileIdentity,
                       reused: (any ChapterReuse)?) -> BookLoader.Entry {
        BookLoader.Entry(number: place.number, name: place.entry.path, path: place.path, sourceKey: sourceKey,
                         contentHash: contentHash, sourceIdentity: identity, reused: reused)
    }

    /// The chapter's bytes and identity; nil, with the reason among `load`'s diagnostics, when it cannot be read or
    /// must not be.
    private func read(_ place: Place, into load: inout ChapterLoad) -> ([UInt8], SiteFileIdentity)? {
        let entry = place.entry
        let opened = FileBytes.openChapter(place.filePath, limit: ChapterDecoder.maximumSize) {
            !FileSystemPath.isInside($0, folder: realFolder)
        }
        switch opened {
        case .missing:
            load.diagnostics.append(BookDiagnostics.chapterMissing(BookConfiguration.chaptersFolder + "/" + entry.path,
                                                                   at: entry.location, length: entry.length))
        case .unopenable(let realPath):
            if let realPath, !FileSystemPath.isInside(realPath, folder: realFolder) {
                load.diagnostics.append(BookDiagnostics.chapterOutsideBook(entry.path, at: entry.location,
                                                                           length: entry.length))
            } else {
                load.diagnostics.append(unreadable(entry, reason: "permission denied or I/O error"))
            }
        case .opened(let realPath, let identity, let read):
            guard FileSystemPath.isInside(realPath, folder: realFolder) else {
                load.diagnostics.append(BookDiagnostics.chapterOutsideBook(entry.path, at: entry.location,
                                                                           length: entry.length))
                return nil
            }
            if case .contents(let bytes) = read { return (bytes, identity) }
            load.diagnostics.append(refusal(of: read, at: place))
        }
        return nil
    }

    /// Why a chapter file that was opened gave no contents.
    private func refusal(of read: FileBytes.ReadResult, at place: Place) -> Diagnostic {
        switch read {
        case .folder:
            return unreadable(place.entry, reason: "it is a folder")
        case .notAFile:
            return unreadable(place.entry, reason: "it is not a file (a named pipe, socket or device)")
        case .tooLarge(let size):
            return BookDiagnostics.chapterTooLarge(size: size, limit: ChapterDecoder.maximumSize,
                                                   at: SourceLocation(file: place.path, line: 1, column: 1))
        case .unreadable, .contents:
            return unreadable(place.entry, reason: "permission denied or I/O error")
        }
    }

    private func unreadable(_ entry: BookConfiguration.ChapterEntry, reason: String) -> Diagnostic {
        BookDiagnostics.chapterUnreadable(entry.path, reason: reason, at: entry.location, length: entry.length)
    }

    /// The chapter parsed from `data`, its listings cut at the book's limit; nil when it cannot be decoded or parsed.
    func parse(_ data: [UInt8], name: String, path: String, number: Int, into load: inout ChapterLoad) -> Chapter? {
        let (text, decodingDiagnostics) = ChapterDecoder.decode(data, path: path)
        load.diagnostics += decodingDiagnostics
        guard let text else {
            // Show the offending line anyway, the bad bytes as U+FFFD (one per bad sequence, so the caret's column
            // still lands on it).
            load.source = (path, String(decoding: data, as: UTF8.self))
            return nil
        }
        load.source = (path, text)
        let (parsed, chapterDiagnostics) = Chapter.parse(text, name: name, path: path, number: number)
        load.diagnostics += chapterDiagnostics
        guard var chapter = parsed else { return nil }
        let cap = configuration.maximumListingsPerChapter
        if chapter.listings.count > cap {
            // The listings past the cap are never evaluated: a chapter of a hundred thousand tiny listings would
            // otherwise take gigabytes before its page could be refused.
            let first = chapter.listings[cap].code.range.start
            load.diagnostics.append(BookDiagnostics.tooManyListings(limit: cap,
                                                                    at: SourceLocation(file: path, line: first.line,
                                                                                       column: first.column)))
            chapter.listings.removeSubrange(cap...)
        }
        return chapter
    }
}
