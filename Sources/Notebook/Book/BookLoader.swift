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

        /// For `DiagnosticFormatter(source:)`.
        public var sourceProvider: DiagnosticFormatter.SourceProvider {
            let sources = self.sources
            return { sources[$0] }
        }
    }

    /// Loads the book in `folder`. Diagnostics name files relative to the book folder, prefixed by `pathPrefix`
    /// (pass "book/" when the book is in `./book`, so the paths are clickable from the working directory).
    ///
    /// The book is returned whenever `notebook.toml` could be read, even when chapters have errors (so that every
    /// problem is reported in one run); chapters that could not be read or parsed are left out. Callers check
    /// `diagnostics.hasErrors`.
    public static func load(folder: String, pathPrefix: String = "") -> Result {
        var diagnostics: [Diagnostic] = []
        var sources: [String: String] = [:]
        let fileManager = FileManager.default
        let folderURL = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL
        let configurationPath = pathPrefix + BookConfiguration.fileName
        let configurationURL = folderURL.appendingPathComponent(BookConfiguration.fileName)

        guard let configurationData = fileManager.contents(atPath: configurationURL.path) else {
            let location = SourceLocation(file: configurationPath, line: 1, column: 1)
            diagnostics.append(BookDiagnostics.configurationMissing(folder: folder, at: location))
            return Result(book: nil, diagnostics: diagnostics, sources: sources)
        }
        let (configurationText, decodingDiagnostics) = ChapterDecoder.decode(Array(configurationData), path: configurationPath)
        guard let configurationText else {
            return Result(book: nil, diagnostics: decodingDiagnostics, sources: sources)
        }
        sources[configurationPath] = configurationText
        let (parsed, configurationDiagnostics) = BookConfiguration.parse(configurationText, file: configurationPath)
        diagnostics += configurationDiagnostics
        guard let configuration = parsed else {
            return Result(book: nil, diagnostics: diagnostics.sorted(), sources: sources)
        }

        let chaptersURL = folderURL.appendingPathComponent(BookConfiguration.chaptersFolder, isDirectory: true)
        let realFolder = folderURL.resolvingSymlinksInPath().path
        var chapters: [Chapter] = []
        for (offset, entry) in configuration.chapters.enumerated() {
            let path = pathPrefix + BookConfiguration.chaptersFolder + "/" + entry.path
            let url = chaptersURL.appendingPathComponent(entry.path)
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                diagnostics.append(BookDiagnostics.chapterMissing(BookConfiguration.chaptersFolder + "/" + entry.path,
                                                                  at: entry.location, length: entry.length))
                continue
            }
            let realPath = url.resolvingSymlinksInPath().path
            guard realPath.hasPrefix(realFolder + "/") else {
                diagnostics.append(BookDiagnostics.chapterOutsideBook(entry.path, at: entry.location, length: entry.length))
                continue
            }
            guard !isDirectory.boolValue else {
                diagnostics.append(BookDiagnostics.chapterUnreadable(entry.path, reason: "it is a folder",
                                                                     at: entry.location, length: entry.length))
                continue
            }
            if let size = (try? fileManager.attributesOfItem(atPath: realPath))?[.size] as? Int, size > ChapterDecoder.maximumSize {
                diagnostics.append(BookDiagnostics.chapterTooLarge(size: size, limit: ChapterDecoder.maximumSize,
                                                                   at: SourceLocation(file: path, line: 1, column: 1)))
                continue
            }
            guard let data = fileManager.contents(atPath: realPath) else {
                diagnostics.append(BookDiagnostics.chapterUnreadable(entry.path, reason: "permission denied or I/O error",
                                                                     at: entry.location, length: entry.length))
                continue
            }
            let (text, decodingDiagnostics) = ChapterDecoder.decode(Array(data), path: path)
            diagnostics += decodingDiagnostics
            guard let text else {
                // Show the offending line anyway, the bad bytes as U+FFFD (one per bad sequence, so the caret's column
                // still lands on it).
                sources[path] = String(decoding: data, as: UTF8.self)
                continue
            }
            sources[path] = text
            let (chapter, chapterDiagnostics) = Chapter.parse(text, name: entry.path, path: path, number: offset + 1)
            diagnostics += chapterDiagnostics
            if let chapter { chapters.append(chapter) }
        }

        let listed = Set(configuration.chapters.map(\.path))
        for unlisted in markdownFiles(in: chaptersURL) where !listed.contains(unlisted) {
            diagnostics.append(BookDiagnostics.chapterNotListed(BookConfiguration.chaptersFolder + "/" + unlisted,
                                                                at: configuration.chaptersKeyLocation))
        }

        let (book, referenceDiagnostics) = Book.assemble(configuration: configuration, chapters: chapters)
        diagnostics += referenceDiagnostics
        return Result(book: book, diagnostics: diagnostics.sorted(), sources: sources)
    }

    /// The `.md` files under `Chapters/`, relative to it, sorted; hidden files and folders are skipped.
    static func markdownFiles(in folder: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]) else { return [] }
        let base = folder.resolvingSymlinksInPath().path + "/"
        var files: [String] = []
        for case let url as URL in enumerator where url.pathExtension == "md" {
            let path = url.resolvingSymlinksInPath().path
            let unresolved = url.path
            let folderPath = folder.path + "/"
            if unresolved.hasPrefix(folderPath) {
                files.append(String(unresolved.dropFirst(folderPath.count)))
            } else if path.hasPrefix(base) {
                files.append(String(path.dropFirst(base.count)))
            }
        }
        return files.sorted()
    }
}
