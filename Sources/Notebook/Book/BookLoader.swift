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
        let folderURL = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL
        let configurationPath = pathPrefix + BookConfiguration.fileName
        var result = Result(book: nil, diagnostics: [], sources: [:])
        let configuration: BookConfiguration
        let configurationData: [UInt8]
        switch readConfiguration(folder: folder, at: folderURL.appendingPathComponent(BookConfiguration.fileName),
                                 path: configurationPath) {
        case .refused(let diagnostics, let text):
            result.diagnostics = diagnostics
            if let text { result.sources[configurationPath] = text }
            return result
        case .read(let parsed, let diagnostics, let text, let data):
            (configuration, configurationData) = (parsed, data)
            result.diagnostics = diagnostics
            result.sources[configurationPath] = text
        }
        let configurationFingerprint = ContentHash.hex(of: configurationData)
        let chaptersURL = folderURL.appendingPathComponent(BookConfiguration.chaptersFolder, isDirectory: true)
        // The chapters' folder asked once: a URL's `path` is rebuilt on every call.
        let loader = ChapterLoader(configuration: configuration, pathPrefix: pathPrefix, chaptersPath: chaptersURL.path,
                                   realFolder: FileBytes.realPath(folderURL.path) ?? folderURL.path,
                                   reusable: previous?.configurationFingerprint == configurationFingerprint ? previous : nil,
                                   previous: previous, parsingAnyway: parsingAnyway)
        let loaded = loadChapters(with: loader, into: &result)
        var chapters = loaded.chapters
        result.diagnostics += unlistedChapters(in: chaptersURL, configuration: configuration)
        let lookup = lookup(result.entries, parsed: chapters, chaptersPath: loader.chaptersPath)
        reparse(loaded.candidates, stillHolding: lookup, with: loader, chapters: &chapters, into: &result)
        chapters.sort { $0.number < $1.number }
        result.diagnostics += ReferenceResolver.resolve(&chapters, lookup: lookup)
        if !configuration.allowsUnsafeHTML { result.diagnostics += chapters.compactMap(RawHTMLCheck.droppedHTMLWarning) }
        result.book = Book(configuration: configuration, chapters: chapters)
        result.diagnostics.sort()
        result.buildStarted = started
        result.configurationFingerprint = configurationFingerprint
        return result
    }

    /// What reading `notebook.toml` gave: the configuration, or the diagnostics (and the text, when it was decoded)
    /// to return without a book.
    private enum ConfigurationRead {
        case refused([Diagnostic], text: String?)
        case read(BookConfiguration, diagnostics: [Diagnostic], text: String, data: [UInt8])
    }

    private static func readConfiguration(folder: String, at url: URL, path: String) -> ConfigurationRead {
        let location = SourceLocation(file: path, line: 1, column: 1)
        let data: [UInt8]
        switch FileBytes.readRegularFile(url.path, limit: ChapterDecoder.maximumSize) {
        case .contents(let bytes):
            data = bytes
        case .tooLarge(let size):
            // Refused from its size, unread: a configuration of gigabytes would otherwise be held whole.
            return .refused([BookDiagnostics.chapterTooLarge(size: size, limit: ChapterDecoder.maximumSize, at: location,
                                                             file: .configuration)], text: nil)
        case .folder:
            return .refused([BookDiagnostics.configurationUnreadable("it is a folder", at: location)], text: nil)
        case .notAFile:
            return .refused([BookDiagnostics.configurationUnreadable("it is not a file (a named pipe, socket or device)",
                                                                     at: location)], text: nil)
        case .unreadable:
            return .refused([BookDiagnostics.configurationMissing(folder: folder, at: location)], text: nil)
        }
        let (text, decodingDiagnostics) = ChapterDecoder.decode(data, path: path, file: .configuration)
        guard let text else { return .refused(decodingDiagnostics, text: nil) }
        let (parsed, diagnostics) = BookConfiguration.parse(text, file: path)
        guard let configuration = parsed else { return .refused(diagnostics.sorted(), text: text) }
        return .read(configuration, diagnostics: diagnostics, text: text, data: data)
    }

    /// A reused chapter whose record matched, with its bytes when they were read, in case a link of its no longer
    /// resolves.
    private typealias Candidate = (entry: Int, data: [UInt8]?)

    /// Loads every chapter concurrently and merges what was found into `result` in reading order; returns the chapters
    /// parsed and the candidates.
    private static func loadChapters(with loader: ChapterLoader,
                                     into result: inout Result) -> (chapters: [Chapter], candidates: [Candidate]) {
        let loads = Array(loader.configuration.chapters.enumerated()).concurrentMap { offset, entry in
            loader.load(offset: offset, entry: entry)
        }
        var chapters: [Chapter] = []
        var candidates: [Candidate] = []
        for load in loads {
            result.diagnostics += load.diagnostics
            if let (path, text) = load.source { result.sources[path] = text }
            guard let entry = load.entry else { continue }
            result.entries.append(entry)
            if let chapter = load.chapter { chapters.append(chapter) }
            if let candidate = load.candidate { candidates.append((result.entries.count - 1, candidate)) }
        }
        return (chapters, candidates)
    }

    /// A warning for every Markdown file in `Chapters/` that the configuration neither lists nor refused.
    private static func unlistedChapters(in chaptersURL: URL, configuration: BookConfiguration) -> [Diagnostic] {
        let listed = Set(configuration.chapters.map(\.path)).union(configuration.refusedChapterPaths)
        return markdownFiles(in: chaptersURL).filter { !listed.contains($0) }.map { unlisted in
            BookDiagnostics.chapterNotListed(BookConfiguration.chaptersFolder + "/" + unlisted,
                                             at: configuration.chaptersKeyLocation)
        }
    }

    /// Links resolve against every chapter: parsed ones by their listings, reused ones by their records.
    private static func lookup(_ entries: [Entry], parsed chapters: [Chapter],
                               chaptersPath: String) -> ReferenceResolver.Lookup {
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
        return lookup
    }

    /// Parses the candidates whose recorded links no longer resolve as recorded, or whose files are gone, after all.
    private static func reparse(_ candidates: [Candidate], stillHolding lookup: ReferenceResolver.Lookup,
                                with loader: ChapterLoader, chapters: inout [Chapter], into result: inout Result) {
        for (index, bytes) in candidates {
            let entry = result.entries[index]
            guard let record = entry.reused,
                  !ReferenceResolver.stillHolds(record.imports, lookup: lookup)
                    || !ReferenceResolver.filesStillThere(record.assets, in: loader.chaptersPath) else { continue }
            // Its own anchors are the recorded ones (same bytes, same number), so the lookup stays valid.
            guard let data = bytes ?? FileBytes.read(loader.chaptersPath + "/" + entry.name) else { continue }
            var load = ChapterLoad()
            let parsed = loader.parse(data, name: entry.name, path: entry.path, number: entry.number, into: &load)
            result.diagnostics += load.diagnostics
            if let (path, text) = load.source { result.sources[path] = text }
            if let chapter = parsed {
                chapters.append(chapter)
                result.entries[index].reused = nil
            }
        }
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
