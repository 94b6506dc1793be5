import Diagnostics
import Foundation

/// Reads a book folder from disk: `notebook.toml`, then every chapter it lists, checking paths on the way.
public enum BookLoader {
    /// What loading produced: the book (nil when `notebook.toml` is unusable), every diagnostic (sorted), and the text
    /// of every file read, for `DiagnosticFormatter`'s source lines.
    public struct Result: Sendable {
        public var book: Book?
        public var diagnostics: [Diagnostic]
        /// File texts by the path diagnostics use ("notebook.toml", "Chapters/01-x.md").
        public var sources: [String: String]
        /// Every chapter that could be read, in reading order, parsed (in `book.chapters`) or reused.
        public var entries: [Entry] = []
        /// A fingerprint of the configuration file.
        public var configurationFingerprint = ""
        /// When loading began, on the clock file times come from.
        public var buildStarted = FileTime(seconds: 0, nanoseconds: 0)

        /// For `DiagnosticFormatter(source:)`.
        public var sourceProvider: DiagnosticFormatter.SourceProvider {
            let sources = self.sources
            return { sources[$0] }
        }
    }

    /// A chapter of the book as loading found it.
    public struct Entry: Sendable {
        public var number: Int
        /// Relative to `Chapters/`.
        public var name: String
        /// As diagnostics show it.
        public var path: String
        /// A fingerprint of the chapter's bytes, name, path and number.
        public var sourceKey: String
        /// A fingerprint of the chapter's bytes.
        public var contentHash: String
        /// The chapter file as it was read (or found unchanged).
        public var sourceIdentity: SiteFileIdentity?
        /// What the previous build knew of the chapter, when it was not parsed because that knowledge still holds.
        public var reused: (any ChapterReuse)?
    }

    /// Loads the book in `folder`. Diagnostics name files relative to the book folder, prefixed by `pathPrefix`
    /// (pass "book/" when the book is in `./book`, so the paths are clickable from the working directory).
    ///
    /// The book is returned whenever `notebook.toml` could be read, even when chapters have errors (so that every
    /// problem is reported in one run); chapters that could not be read or parsed are left out. Callers check
    /// `diagnostics.hasErrors`.
    public static func load(folder: String, pathPrefix: String = "") -> Result {
        load(folder: folder, pathPrefix: pathPrefix, reusing: nil, parsingAnyway: [])
    }

    /// Loads the book, parsing only the chapters that `previous` does not vouch for: a chapter is reused (listed in
    /// `Result.reused`, not in `book.chapters`) when the configuration is the same, its source key is the recorded
    /// one, every link it made into another chapter still resolves as recorded, and its name is not in
    /// `parsingAnyway`.
    public static func load(folder: String, pathPrefix: String, reusing previous: (any PreviousBuild)?,
                            parsingAnyway: Set<String>) -> Result {
        // File times later than this may still change within one tick of the clock that stamps them.
        let started = FileBytes.coarseNow()
        var diagnostics: [Diagnostic] = []
        var sources: [String: String] = [:]
        let folderURL = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL
        let configurationPath = pathPrefix + BookConfiguration.fileName
        let configurationURL = folderURL.appendingPathComponent(BookConfiguration.fileName)

        let location = SourceLocation(file: configurationPath, line: 1, column: 1)
        let configurationData: [UInt8]
        switch FileBytes.readRegularFile(configurationURL.path, limit: ChapterDecoder.maximumSize) {
        case .contents(let bytes):
            configurationData = bytes
        case .tooLarge(let size):
            // Refused from its size, unread: a configuration of gigabytes would otherwise be held whole.
            diagnostics.append(BookDiagnostics.chapterTooLarge(size: size, limit: ChapterDecoder.maximumSize, at: location,
                                                               file: .configuration))
            return Result(book: nil, diagnostics: diagnostics, sources: sources)
        case .folder:
            diagnostics.append(BookDiagnostics.configurationUnreadable("it is a folder", at: location))
            return Result(book: nil, diagnostics: diagnostics, sources: sources)
        case .notAFile:
            diagnostics.append(BookDiagnostics.configurationUnreadable("it is not a file (a named pipe, socket or device)", at: location))
            return Result(book: nil, diagnostics: diagnostics, sources: sources)
        case .unreadable:
            diagnostics.append(BookDiagnostics.configurationMissing(folder: folder, at: location))
            return Result(book: nil, diagnostics: diagnostics, sources: sources)
        }
        let (configurationText, decodingDiagnostics) = ChapterDecoder.decode(configurationData, path: configurationPath, file: .configuration)
        guard let configurationText else {
            return Result(book: nil, diagnostics: decodingDiagnostics, sources: sources)
        }
        sources[configurationPath] = configurationText
        let (parsed, configurationDiagnostics) = BookConfiguration.parse(configurationText, file: configurationPath)
        diagnostics += configurationDiagnostics
        guard let configuration = parsed else {
            return Result(book: nil, diagnostics: diagnostics.sorted(), sources: sources)
        }
        let configurationFingerprint = ContentHash.hex(of: configurationData)
        let reusable = previous?.configurationFingerprint == configurationFingerprint ? previous : nil

        let chaptersURL = folderURL.appendingPathComponent(BookConfiguration.chaptersFolder, isDirectory: true)
        // Asked once: a URL's `path` is rebuilt on every call.
        let chaptersPath = chaptersURL.path
        let realFolder = FileBytes.realPath(folderURL.path) ?? folderURL.path
        var chapters: [Chapter] = []
        var entries: [Entry] = []
        /// Chapters whose record matched, with their bytes when they were read, in case a link of theirs no longer
        /// resolves.
        var candidates: [(entry: Int, data: [UInt8]?)] = []

        /// What loading one chapter found; chapters are read and parsed concurrently, then merged in reading order.
        struct ChapterLoad {
            var diagnostics: [Diagnostic] = []
            var source: (path: String, text: String)?
            var entry: Entry?
            var chapter: Chapter?
            /// Set when the previous record matched: the bytes, when they were read (a link of the chapter may no
            /// longer resolve, and then it is parsed after all).
            var candidate: [UInt8]??
        }

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
                                                                        at: SourceLocation(file: path, line: first.line, column: first.column)))
                chapter.listings.removeSubrange(cap...)
            }
            return chapter
        }

        func loadChapter(offset: Int, entry: BookConfiguration.ChapterEntry) -> ChapterLoad {
            var load = ChapterLoad()
            let path = pathPrefix + BookConfiguration.chaptersFolder + "/" + entry.path
            // A plain string: URL.appendingPathComponent stats the file to decide on a trailing slash.
            let filePath = chaptersPath + "/" + entry.path
            let number = offset + 1
            func sourceKey(contentHash: String) -> String {
                var key = ContentHash()
                key.updateField(entry.path)
                key.updateField(path)
                key.updateField(number)
                key.updateField(contentHash)
                return key.finalizeHex()
            }
            let record = parsingAnyway.contains(entry.path) ? nil : reusable?.chapter(named: entry.path)
            // The file is the one the last build read, untouched since before that build started: its recorded
            // fingerprint holds without reading it (git's racily-clean rule).
            if let record, let recorded = record.sourceIdentity, let previous, recorded.modified < previous.buildStarted,
               FileBytes.identity(of: filePath, followingLinks: true) == recorded,
               record.sourceKey == sourceKey(contentHash: record.contentHash) {
                load.entry = Entry(number: number, name: entry.path, path: path, sourceKey: record.sourceKey,
                                   contentHash: record.contentHash, sourceIdentity: recorded, reused: record)
                load.candidate = .some(nil)
                return load
            }
            let opened = FileBytes.openChapter(filePath, limit: ChapterDecoder.maximumSize) { !FileSystemPath.isInside($0, folder: realFolder) }
            let data: [UInt8]
            let identity: SiteFileIdentity
            switch opened {
            case .missing:
                load.diagnostics.append(BookDiagnostics.chapterMissing(BookConfiguration.chaptersFolder + "/" + entry.path,
                                                                  at: entry.location, length: entry.length))
                return load
            case .unopenable(let realPath):
                if let realPath, !FileSystemPath.isInside(realPath, folder: realFolder) {
                    load.diagnostics.append(BookDiagnostics.chapterOutsideBook(entry.path, at: entry.location, length: entry.length))
                } else {
                    load.diagnostics.append(BookDiagnostics.chapterUnreadable(entry.path, reason: "permission denied or I/O error",
                                                                         at: entry.location, length: entry.length))
                }
                return load
            case .opened(let realPath, let fileIdentity, let read):
                guard FileSystemPath.isInside(realPath, folder: realFolder) else {
                    load.diagnostics.append(BookDiagnostics.chapterOutsideBook(entry.path, at: entry.location, length: entry.length))
                    return load
                }
                switch read {
                case .folder:
                    load.diagnostics.append(BookDiagnostics.chapterUnreadable(entry.path, reason: "it is a folder",
                                                                         at: entry.location, length: entry.length))
                    return load
                case .notAFile:
                    load.diagnostics.append(BookDiagnostics.chapterUnreadable(entry.path, reason: "it is not a file (a named pipe, socket or device)",
                                                                         at: entry.location, length: entry.length))
                    return load
                case .tooLarge(let size):
                    load.diagnostics.append(BookDiagnostics.chapterTooLarge(size: size, limit: ChapterDecoder.maximumSize,
                                                                       at: SourceLocation(file: path, line: 1, column: 1)))
                    return load
                case .unreadable:
                    load.diagnostics.append(BookDiagnostics.chapterUnreadable(entry.path, reason: "permission denied or I/O error",
                                                                         at: entry.location, length: entry.length))
                    return load
                case .contents(let bytes):
                    data = bytes
                    identity = fileIdentity
                }
            }
            let contentHash = ContentHash.hex(of: data)
            let key = sourceKey(contentHash: contentHash)
            if let record, record.sourceKey == key {
                load.entry = Entry(number: number, name: entry.path, path: path, sourceKey: key, contentHash: contentHash,
                                   sourceIdentity: identity, reused: record)
                load.candidate = .some(data)
                return load
            }
            if let chapter = parse(data, name: entry.path, path: path, number: number, into: &load) {
                load.chapter = chapter
                load.entry = Entry(number: number, name: entry.path, path: path, sourceKey: key, contentHash: contentHash,
                                   sourceIdentity: identity, reused: nil)
            }
            return load
        }

        let loads = Array(configuration.chapters.enumerated()).concurrentMap { offset, entry in
            loadChapter(offset: offset, entry: entry)
        }
        for load in loads {
            diagnostics += load.diagnostics
            if let (path, text) = load.source { sources[path] = text }
            guard let entry = load.entry else { continue }
            entries.append(entry)
            if let chapter = load.chapter { chapters.append(chapter) }
            if let candidate = load.candidate { candidates.append((entries.count - 1, candidate)) }
        }

        let listed = Set(configuration.chapters.map(\.path)).union(configuration.refusedChapterPaths)
        for unlisted in markdownFiles(in: chaptersURL) where !listed.contains(unlisted) {
            diagnostics.append(BookDiagnostics.chapterNotListed(BookConfiguration.chaptersFolder + "/" + unlisted,
                                                                at: configuration.chaptersKeyLocation))
        }

        // Links resolve against every chapter: parsed ones by their listings, reused ones by their records.
        var parsedByName: [String: Chapter] = [:]
        for chapter in chapters { parsedByName[chapter.name] = chapter }
        var lookup = ReferenceResolver.Lookup(entries.map { entry in
            if let record = entry.reused {
                return ReferenceResolver.Lookup.Target(name: entry.name, number: entry.number, listings: record.listings)
            }
            // Made only if a link looks into the chapter: most chapters are never the target of one.
            return ReferenceResolver.Lookup.Target(name: entry.name, number: entry.number,
                                                   listings: parsedByName[entry.name]?.listings.map { $0.anchors } ?? [])
        })
        lookup.chaptersFolder = chaptersPath
        for (index, bytes) in candidates {
            guard let record = entries[index].reused,
                  !ReferenceResolver.stillHolds(record.imports, lookup: lookup)
                    || !ReferenceResolver.filesStillThere(record.assets, in: chaptersPath) else { continue }
            // Its own anchors are the recorded ones (same bytes, same number), so the lookup stays valid.
            guard let data = bytes ?? FileBytes.read(chaptersPath + "/" + entries[index].name) else { continue }
            var load = ChapterLoad()
            let parsed = parse(data, name: entries[index].name, path: entries[index].path, number: entries[index].number,
                               into: &load)
            diagnostics += load.diagnostics
            if let (path, text) = load.source { sources[path] = text }
            if let chapter = parsed {
                chapters.append(chapter)
                entries[index].reused = nil
            }
        }
        chapters.sort { $0.number < $1.number }
        diagnostics += ReferenceResolver.resolve(&chapters, lookup: lookup)
        if !configuration.allowsUnsafeHTML { diagnostics += chapters.compactMap(RawHTMLCheck.droppedHTMLWarning) }
        let book = Book(configuration: configuration, chapters: chapters)
        var result = Result(book: book, diagnostics: diagnostics.sorted(), sources: sources)
        result.entries = entries
        result.buildStarted = started
        result.configurationFingerprint = configurationFingerprint
        return result
    }

    /// The `.md` files under `Chapters/`, relative to it, sorted; hidden files and folders are skipped, and linked
    /// folders are not followed (a link could lead back up the tree).
    static func markdownFiles(in folder: URL) -> [String] {
        var files: [String] = []
        FileBytes.walk(folder.path) { relativePath in
            if relativePath.hasSuffix(".md") { files.append(relativePath) }
        }
        return files.sorted()
    }
}
