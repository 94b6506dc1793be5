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
        /// The previous build's record, when the chapter was not parsed because that record still holds.
        public var reused: ChapterRecord?
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
    public static func load(folder: String, pathPrefix: String, reusing previous: BuildManifest?,
                            parsingAnyway: Set<String>) -> Result {
        var diagnostics: [Diagnostic] = []
        var sources: [String: String] = [:]
        let folderURL = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL
        let configurationPath = pathPrefix + BookConfiguration.fileName
        let configurationURL = folderURL.appendingPathComponent(BookConfiguration.fileName)

        guard let configurationData = FileBytes.read(configurationURL.path) else {
            let location = SourceLocation(file: configurationPath, line: 1, column: 1)
            diagnostics.append(BookDiagnostics.configurationMissing(folder: folder, at: location))
            return Result(book: nil, diagnostics: diagnostics, sources: sources)
        }
        let (configurationText, decodingDiagnostics) = ChapterDecoder.decode(configurationData, path: configurationPath)
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
        let records = previous?.configurationFingerprint == configurationFingerprint ? previous?.chapters ?? [:] : [:]

        let chaptersURL = folderURL.appendingPathComponent(BookConfiguration.chaptersFolder, isDirectory: true)
        let realFolder = FileBytes.realPath(folderURL.path) ?? folderURL.path
        var chapters: [Chapter] = []
        var entries: [Entry] = []
        /// Chapters whose record matched, with their bytes in case a link of theirs no longer resolves.
        var candidates: [(entry: Int, data: [UInt8])] = []

        func parse(_ data: [UInt8], name: String, path: String, number: Int) -> Chapter? {
            let (text, decodingDiagnostics) = ChapterDecoder.decode(data, path: path)
            diagnostics += decodingDiagnostics
            guard let text else {
                // Show the offending line anyway, the bad bytes as U+FFFD (one per bad sequence, so the caret's column
                // still lands on it).
                sources[path] = String(decoding: data, as: UTF8.self)
                return nil
            }
            sources[path] = text
            let (chapter, chapterDiagnostics) = Chapter.parse(text, name: name, path: path, number: number)
            diagnostics += chapterDiagnostics
            return chapter
        }

        for (offset, entry) in configuration.chapters.enumerated() {
            let path = pathPrefix + BookConfiguration.chaptersFolder + "/" + entry.path
            let url = chaptersURL.appendingPathComponent(entry.path)
            guard let realPath = FileBytes.realPath(url.path) else {
                diagnostics.append(BookDiagnostics.chapterMissing(BookConfiguration.chaptersFolder + "/" + entry.path,
                                                                  at: entry.location, length: entry.length))
                continue
            }
            guard realPath.hasPrefix(realFolder + "/") else {
                diagnostics.append(BookDiagnostics.chapterOutsideBook(entry.path, at: entry.location, length: entry.length))
                continue
            }
            let data: [UInt8]
            switch FileBytes.readRegularFile(realPath, limit: ChapterDecoder.maximumSize) {
            case .folder:
                diagnostics.append(BookDiagnostics.chapterUnreadable(entry.path, reason: "it is a folder",
                                                                     at: entry.location, length: entry.length))
                continue
            case .tooLarge(let size):
                diagnostics.append(BookDiagnostics.chapterTooLarge(size: size, limit: ChapterDecoder.maximumSize,
                                                                   at: SourceLocation(file: path, line: 1, column: 1)))
                continue
            case .unreadable:
                diagnostics.append(BookDiagnostics.chapterUnreadable(entry.path, reason: "permission denied or I/O error",
                                                                     at: entry.location, length: entry.length))
                continue
            case .contents(let bytes):
                data = bytes
            }
            let number = offset + 1
            var key = ContentHash()
            key.updateField(entry.path)
            key.updateField(path)
            key.updateField(number)
            key.update(data)
            let sourceKey = key.finalizeHex()
            if let record = records[entry.path], record.sourceKey == sourceKey, !parsingAnyway.contains(entry.path) {
                candidates.append((entries.count, data))
                entries.append(Entry(number: number, name: entry.path, path: path, sourceKey: sourceKey, reused: record))
                continue
            }
            if let chapter = parse(data, name: entry.path, path: path, number: number) {
                chapters.append(chapter)
                entries.append(Entry(number: number, name: entry.path, path: path, sourceKey: sourceKey, reused: nil))
            }
        }

        let listed = Set(configuration.chapters.map(\.path))
        for unlisted in markdownFiles(in: chaptersURL) where !listed.contains(unlisted) {
            diagnostics.append(BookDiagnostics.chapterNotListed(BookConfiguration.chaptersFolder + "/" + unlisted,
                                                                at: configuration.chaptersKeyLocation))
        }

        // Links resolve against every chapter: parsed ones by their listings, reused ones by their records.
        var parsedByName: [String: Chapter] = [:]
        for chapter in chapters { parsedByName[chapter.name] = chapter }
        let lookup = ReferenceResolver.Lookup(entries.map { entry in
            if let record = entry.reused {
                return ReferenceResolver.Lookup.Target(name: entry.name, number: entry.number, listings: record.listings)
            }
            let listings = parsedByName[entry.name]?.listings.map(\.anchors) ?? []
            return ReferenceResolver.Lookup.Target(name: entry.name, number: entry.number, listings: listings)
        })
        for (index, data) in candidates {
            guard let record = entries[index].reused, !ReferenceResolver.stillHolds(record.imports, lookup: lookup) else { continue }
            // Its own anchors are the recorded ones (same bytes, same number), so the lookup stays valid.
            if let chapter = parse(data, name: entries[index].name, path: entries[index].path, number: entries[index].number) {
                chapters.append(chapter)
                entries[index].reused = nil
            }
        }
        chapters.sort { $0.number < $1.number }
        diagnostics += ReferenceResolver.resolve(&chapters, lookup: lookup)
        let book = Book(configuration: configuration, chapters: chapters)
        var result = Result(book: book, diagnostics: diagnostics.sorted(), sources: sources)
        result.entries = entries
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
