import Diagnostics
import Foundation
import SnippetLanguage

/// `notebook build` as a pipeline of named steps: read the book, evaluate listings, render pages, write the site.
/// Chapters go through the middle steps concurrently; output order never depends on scheduling.
///
/// The previous site is the cache. `.notebook-cache/manifest` records what the last successful build knew of every
/// chapter and the identity of every file it wrote; a chapter whose bytes, links and neighbours are unchanged, and
/// whose page and search shard in `Site/` are still those files, is neither parsed nor evaluated: its files are
/// hard-linked into the new site. The site is written to a staging folder and swapped in only when there is no error,
/// and the manifest is replaced only after the swap.
public struct BookBuilder<Pipeline: ChapterPipeline> {
    public let bookDirectory: URL
    public let outputDirectory: URL
    public let pipeline: Pipeline
    /// Where the manifest lives; nil to build from scratch and record nothing.
    public var cacheDirectory: URL?
    public var progress: BuildProgress
    public var toolFingerprint: String
    /// Told once when another build of the same book holds the build lock and this one waits for it.
    public var lockNotice: @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }

    public static var stepNames: [String] {
        ["reading the book", "evaluating and rendering", "linking unchanged pages", "swapping in the new site"]
    }

    public init(bookDirectory: URL, outputDirectory: URL, pipeline: Pipeline, useCache: Bool = true,
                progress: BuildProgress? = nil, toolFingerprint: String = ToolFingerprint.current) {
        self.bookDirectory = bookDirectory
        self.outputDirectory = outputDirectory
        self.pipeline = pipeline
        self.cacheDirectory = useCache ? bookDirectory.appendingPathComponent(".notebook-cache") : nil
        self.progress = progress ?? BuildProgress(stepCount: Self.stepNames.count)
        self.toolFingerprint = toolFingerprint
    }

    /// One manifest per output folder: `manifest` for the book's `Site/`, `manifest-<hash of the folder's path>` for
    /// any other, so a build into another `--output` does not make the next `Site/` build render everything again.
    private var manifestPath: String? {
        guard let cacheDirectory else { return nil }
        let output = outputDirectory.standardizedFileURL.resolvingSymlinksInPath().path
        let site = bookDirectory.appendingPathComponent("Site", isDirectory: true).standardizedFileURL.resolvingSymlinksInPath().path
        guard output != site else { return cacheDirectory.path + "/manifest" }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in output.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return cacheDirectory.path + "/manifest-" + String(hash, radix: 16)
    }

    /// Builds the site, unless the output folder is one a build must not replace (`OutputFolderPolicy`): then nothing
    /// is read or written. Holds the book's build lock from before the book is read until the swap. Once
    /// `cancellation` is cancelled the build stops (listings under way stop within
    /// `EvaluationOptions.cancellationPollInterval` steps), removes its staging folder and returns an outcome with
    /// `wasCancelled` set: the previous site is left as it was.
    public func build(cancellation: CancellationFlag? = nil) -> BuildOutcome {
        var refused = BuildOutcome(diagnostics: [], chapterCount: 0, renderedCount: 0, cachedCount: 0)
        if let refusal = OutputFolderPolicy.refusal(output: outputDirectory.path, book: bookDirectory.path) {
            refused.diagnostics = [Diagnostic(id: "build.output-refused", message: refusal,
                                              at: SourceLocation(file: outputDirectory.path, line: 1, column: 1))]
            return refused
        }
        // Without a manifest, builds share nothing but the swap, which is atomic. A folder that is no book gets no
        // cache folder: its build fails at once.
        guard let cacheDirectory,
              FileManager.default.fileExists(atPath: bookDirectory.appendingPathComponent("notebook.toml").path) else {
            return buildHoldingLock(cancellation: cancellation)
        }
        let lock: BuildLock
        do {
            lock = try BuildLock(cacheDirectory: cacheDirectory, output: outputDirectory, waiting: lockNotice)
        } catch {
            refused.diagnostics = [writeFailure(error)]
            return refused
        }
        return withExtendedLifetime(lock) { buildHoldingLock(cancellation: cancellation) }
    }

    private func buildHoldingLock(cancellation: CancellationFlag?) -> BuildOutcome {
        let steps = Self.stepNames
        progress.restart()
        progress.begin(steps[0])
        // Leftovers of killed builds go first, whatever this build's fate.
        SiteDirectory(output: outputDirectory).removeStaleFolders()
        let previous = loadManifest()
        var book = pipeline.load(at: bookDirectory, reusing: previous, parsingAnyway: [])
        let readingStarted = book.readingStarted
        var outcome = BuildOutcome(diagnostics: [], chapterCount: book.chapters.count, renderedCount: 0, cachedCount: 0)
        outcome.bookTitle = book.title
        outcome.language = book.language

        // A reused chapter keeps its files only if its page would come out the same and the files are still intact;
        // otherwise it is read again (its neighbours' titles changed, or someone touched Site/).
        var keys = pageKeys(of: book)
        // Two stats a chapter: on all cores.
        let reusable = Array(book.chapters.indices).concurrentMap { index in
            book.chapters[index].chapter != nil || canReuseFiles(of: book.chapters[index], pageKey: keys[index], previous: previous)
        }
        // Search files: one whose chapters' keys are those recorded, and that is intact, is linked; the others are
        // written from the lines of the chapters rendered now and, for the chapters reused, their lines in the
        // previous search files. A reused chapter whose line cannot be found there is rendered again.
        let partKeys = searchPartKeys(keys)
        let linkedParts = Set(partKeys.indices.filter { part in
            let path = SearchIndex.partPath(forChapterAt: part * SearchIndex.chaptersPerPart)
            guard let previous, previous.searchParts[path] == partKeys[part] else { return false }
            return filesIntact([path], previous: previous)
        })
        var carriedLines: [Int: [UInt8]] = [:]
        var previousLines = PreviousSearchLines(site: outputDirectory.path, manifest: previous)
        for index in book.chapters.indices where reusable[index] && book.chapters[index].chapter == nil
            && !linkedParts.contains(index / SearchIndex.chaptersPerPart) {
            let path = SearchIndex.partPath(forChapterAt: index)
            carriedLines[index] = previousLines.line(forPage: book.chapters[index].pageFileName, lookingFirstIn: path)
        }
        let stale = book.chapters.indices.filter { index in
            !reusable[index] || (book.chapters[index].chapter == nil && !linkedParts.contains(index / SearchIndex.chaptersPerPart)
                                 && carriedLines[index] == nil)
        }
        if !stale.isEmpty {
            book = pipeline.load(at: bookDirectory, reusing: previous,
                                 parsingAnyway: Set(stale.map { book.chapters[$0].record.name }))
            keys = pageKeys(of: book)
            outcome.chapterCount = book.chapters.count
        }
        var diagnostics = book.diagnostics
        var records = book.chapters.map(\.record)
        for index in records.indices { records[index].pageKey = keys[index] }
        // What the contents show comes from each chapter's record, known before any listing runs, so every page can
        // be laid out and written as soon as its chapter is rendered.
        let site = SiteBook(title: book.title, language: book.language, contents: book.chapters.map { loaded in
            ContentsEntry(number: loaded.number, fileName: loaded.pageFileName, title: loaded.record.title,
                          summary: loaded.record.summary, listingCount: loaded.record.listingCount)
        })

        let pending = book.chapters.indices.filter { book.chapters[$0].chapter != nil }
        let reused = book.chapters.count - pending.count
        outcome.renderedCount = pending.count
        outcome.cachedCount = reused
        var staging: SiteStaging?
        if !book.diagnostics.hasErrors {
            do {
                staging = try SiteStaging(SiteDirectory(output: outputDirectory))
            } catch {
                diagnostics.append(writeFailure(error))
            }
        }
        progress.begin(steps[1] + " \(pending.count) chapter\(pending.count == 1 ? "" : "s")"
            + (reused > 0 ? " (\(reused) unchanged)" : ""))
        let failed = LockedFlag()
        let maximumPageBytes = book.maximumPageBytes
        let chapterPaths = book.chapters.map(\.path)
        // Each parsed chapter is handed to the thread that renders it and freed there once its page is written: freed
        // at the end instead, a large book's trees were a tenth of a second of one core releasing them.
        var isPending = [Bool](repeating: false, count: book.chapters.count)
        for index in pending { isPending[index] = true }
        let handOver = pending.map { HandOver(book.chapters[$0].chapter) }
        for index in pending { book.chapters[index].chapter = nil }
        // A page is written as soon as it is rendered; its search line waits for the other lines of its search file,
        // which the thread that renders the file's last chapter writes (so the files are not left to the end).
        let partCount = (book.chapters.count + SearchIndex.chaptersPerPart - 1) / SearchIndex.chaptersPerPart
        var pendingInPart = [Int](repeating: 0, count: partCount)
        for index in pending where !linkedParts.contains(index / SearchIndex.chaptersPerPart) {
            pendingInPart[index / SearchIndex.chaptersPerPart] += 1
        }
        let searchLines = SearchLineSlots(book.chapters.indices.map { carriedLines[$0] ?? [] }, pendingInPart: pendingInPart)
        let results = Array(pending.indices).concurrentMap { position -> (diagnostics: [Diagnostic], searchLine: [UInt8]) in
            guard let chapter = handOver[position].take(), cancellation?.isCancelled != true else { return ([], []) }
            let (evaluated, evaluationDiagnostics) = pipeline.evaluate(chapter, cancellation: cancellation)
            var chapterDiagnostics = evaluationDiagnostics
            if chapterDiagnostics.hasErrors { failed.set() }
            // Once any chapter failed nothing will be written, so pages are no longer rendered.
            guard let staging, !failed.isSet, cancellation?.isCancelled != true else { return (chapterDiagnostics, []) }
            let rendered = pipeline.render(evaluated)
            do {
                for file in SiteWriter.chapterFiles(for: rendered, in: site) {
                    let size = file.chunks.reduce(0) { $0 + $1.count }
                    guard size <= maximumPageBytes else {
                        failed.set()
                        let path = chapterPaths[pending[position]]
                        chapterDiagnostics.append(BookDiagnostics.pageTooLarge(size: size, limit: maximumPageBytes,
                                                                               at: SourceLocation(file: path, line: 1, column: 1)))
                        return (chapterDiagnostics, [])
                    }
                    try staging.write(file)
                }
            } catch {
                failed.set()
                chapterDiagnostics.append(writeFailure(error))
            }
            let index = pending[position]
            let part = index / SearchIndex.chaptersPerPart
            if !linkedParts.contains(part), let lines = searchLines.complete(index, with: SiteWriter.searchLine(for: rendered), part: part),
               !failed.isSet {
                do {
                    try staging.write(SiteWriter.searchFile(part: part, lines: lines))
                } catch {
                    failed.set()
                    chapterDiagnostics.append(writeFailure(error))
                }
            }
            return (chapterDiagnostics, [])
        }
        for (position, index) in pending.enumerated() {
            diagnostics += results[position].diagnostics
            records[index].warnings += results[position].diagnostics.filter { $0.severity == .warning }
        }
        for index in book.chapters.indices where !isPending[index] {
            diagnostics += records[index].warnings
        }
        outcome.diagnostics = diagnostics.sorted()
        if cancellation?.isCancelled == true {
            staging?.discard()
            outcome.diagnostics = []
            outcome.wasCancelled = true
            return outcome
        }

        guard let staging, !outcome.diagnostics.hasErrors else {
            staging?.discard()
            return outcome
        }
        progress.begin(steps[2])
        do {
            // Hard links of unchanged pages and shards, on all cores (it is system time, per file).
            let reusedPaths = book.chapters.indices.filter { !isPending[$0] }
                .flatMap { SiteWriter.chapterFilePaths(forPage: book.chapters[$0].pageFileName) }
            let linkFailures = reusedPaths.concurrentMap { path -> Error? in
                do {
                    try staging.reuse(path)
                    return nil
                } catch {
                    return error
                }
            }
            if let failure = linkFailures.compactMap({ $0 }).first { throw failure }
            // Search files not written while rendering: the linked ones, and those none of whose chapters was rendered.
            for part in 0..<partCount where linkedParts.contains(part) || pendingInPart[part] == 0 {
                if linkedParts.contains(part) {
                    let path = SearchIndex.partPath(forChapterAt: part * SearchIndex.chaptersPerPart)
                    try staging.reuse(path)
                } else {
                    try staging.write(SiteWriter.searchFile(part: part, lines: searchLines.lines(ofPart: part)))
                }
            }
            // The index, contents script and assets change only with the contents: otherwise they are linked too.
            let bookKey = self.bookKey(of: site, configuration: book.configurationFingerprint)
            let bookFilesIntact = previous.map { $0.bookKey == bookKey && filesIntact(SiteWriter.bookFilePaths, previous: $0) } ?? false
            if bookFilesIntact {
                for path in SiteWriter.bookFilePaths { try staging.reuse(path) }
            } else {
                for file in SiteWriter.bookFiles(for: site) { try staging.write(file) }
            }
            if cancellation?.isCancelled == true { throw BuildCancelled() }
            progress.begin(steps[3])
            let configurationFingerprint = book.configurationFingerprint
            try staging.commit { identities in
                var manifest = BuildManifest(toolFingerprint: toolFingerprint, configurationFingerprint: configurationFingerprint)
                manifest.buildStarted = readingStarted
                manifest.bookKey = bookKey
                for record in records { manifest.chapters[record.name] = record }
                manifest.files = identities
                for (part, key) in partKeys.enumerated() {
                    manifest.searchParts[SearchIndex.partPath(forChapterAt: part * SearchIndex.chaptersPerPart)] = key
                }
                storeManifest(manifest)
            }
            outcome.succeeded = true
        } catch is BuildCancelled {
            staging.discard()
            outcome.diagnostics = []
            outcome.wasCancelled = true
        } catch {
            staging.discard()
            outcome.diagnostics.append(writeFailure(error))
        }
        return outcome
    }

    private func writeFailure(_ error: Error) -> Diagnostic {
        Diagnostic(id: "build.write-failed", message: "cannot write the site: \(error)",
                   at: SourceLocation(file: outputDirectory.path, line: 1, column: 1))
    }

    /// For each chapter, a fingerprint of everything its page and search shard depend on: the tool, the
    /// configuration, the chapter's own source, where its links into other chapters lead, and its neighbours in the
    /// contents (the previous/next links show their titles).
    func pageKeys(of book: LoadedBook<Pipeline.Chapter>) -> [String] {
        book.chapters.indices.map { index in
            var hash = ContentHash()
            hash.updateField(toolFingerprint)
            hash.updateField(book.configurationFingerprint)
            hash.updateField(book.title)
            hash.updateField(book.language)
            let chapter = book.chapters[index]
            hash.updateField(chapter.record.sourceKey)
            hash.updateField(chapter.pageFileName)
            for reference in chapter.record.imports {
                hash.updateField(reference.chapterName + "#" + reference.fragment + " " + reference.label + " " + reference.anchor)
            }
            for neighbour in [index - 1, index + 1] where book.chapters.indices.contains(neighbour) {
                let other = book.chapters[neighbour]
                hash.updateField(String(other.number) + " " + other.pageFileName + " " + other.record.title)
            }
            if index == 0 { hash.updateField("first") }
            if index == book.chapters.count - 1 { hash.updateField("last") }
            return hash.finalizeHex()
        }
    }

    /// For each search file, a fingerprint of the page keys of its chapters in order (a chapter's search line
    /// depends on no more than its page does).
    func searchPartKeys(_ pageKeys: [String]) -> [String] {
        stride(from: 0, to: pageKeys.count, by: SearchIndex.chaptersPerPart).map { first in
            var hash = ContentHash()
            hash.updateField(toolFingerprint)
            for key in pageKeys[first..<min(first + SearchIndex.chaptersPerPart, pageKeys.count)] { hash.updateField(key) }
            return hash.finalizeHex()
        }
    }

    /// Everything the book's own files depend on: the tool, the configuration, the book's title and language, and
    /// every chapter's entry in the contents.
    func bookKey(of site: SiteBook, configuration: String) -> String {
        var hash = ContentHash()
        hash.updateField(toolFingerprint)
        hash.updateField(configuration)
        hash.updateField(site.title)
        hash.updateField(site.language)
        for entry in site.contents {
            hash.updateField(entry.number)
            hash.updateField(entry.fileName)
            hash.updateField(entry.title)
            hash.updateField(entry.summary.map { "=" + $0 } ?? "")
            hash.updateField(entry.listingCount)
        }
        return hash.finalizeHex()
    }

    private func canReuseFiles(of chapter: LoadedChapter<Pipeline.Chapter>, pageKey: String, previous: BuildManifest?) -> Bool {
        guard let previous, chapter.record.pageKey == pageKey else { return false }
        return filesIntact(SiteWriter.chapterFilePaths(forPage: chapter.pageFileName), previous: previous)
    }

    /// True when every file at `paths` in the current site is the one the previous build recorded.
    private func filesIntact(_ paths: [String], previous: BuildManifest) -> Bool {
        paths.allSatisfy { path in
            guard let recorded = previous.files[path] else { return false }
            return FileBytes.identity(of: outputDirectory.path + "/" + path) == recorded
        }
    }

    private func loadManifest() -> BuildManifest? {
        guard let manifestPath, let bytes = FileBytes.read(manifestPath),
              let manifest = BuildManifest.decode(bytes),
              manifest.toolFingerprint == toolFingerprint
        else { return nil }
        return manifest
    }

    /// Written to a temporary file and renamed, so a killed build never leaves half a manifest.
    private func storeManifest(_ manifest: BuildManifest) {
        guard let cacheDirectory, let manifestPath else { return }
        try? FileManager.default.createDirectory(at: cacheDirectory, withIntermediateDirectories: true)
        // The JSON entries of earlier versions are of no use to this one.
        try? FileManager.default.removeItem(at: cacheDirectory.appendingPathComponent("chapters"))
        let temporary = manifestPath + ".\(ProcessInfo.processInfo.processIdentifier).tmp"
        guard FileBytes.write(manifest.encoded(), to: temporary) == nil else { return }
        if rename(temporary, manifestPath) != 0 {
            try? FileManager.default.removeItem(atPath: temporary)
        }
    }
}

/// The chapters' lines in the previous site's search files, read only from files that are still the ones the
/// manifest recorded, and only when a line is asked for.
struct PreviousSearchLines {
    let site: String
    let manifest: BuildManifest?
    private var loaded: [String: [String: [UInt8]]] = [:]

    init(site: String, manifest: BuildManifest?) {
        self.site = site
        self.manifest = manifest
    }

    /// The line of `page`: looked for in `path` first (where it is unless chapters were added, removed or moved),
    /// then in the other previous search files.
    mutating func line(forPage page: String, lookingFirstIn path: String) -> [UInt8]? {
        guard let manifest else { return nil }
        if let line = lines(of: path)[page] { return line }
        for other in manifest.searchParts.keys.sorted() where other != path {
            if let line = lines(of: other)[page] { return line }
        }
        return nil
    }

    private mutating func lines(of path: String) -> [String: [UInt8]] {
        if let lines = loaded[path] { return lines }
        var lines: [String: [UInt8]] = [:]
        let file = site + "/" + path
        if let recorded = manifest?.files[path], FileBytes.identity(of: file) == recorded, let bytes = FileBytes.read(file),
           FileBytes.identity(of: file) == recorded {
            var start = 0
            while start < bytes.count {
                let end = bytes[start...].firstIndex(of: 0x0A).map { $0 + 1 } ?? bytes.count
                if let page = SearchIndex.page(ofShardLine: bytes[start..<end]) { lines[page] = Array(bytes[start..<end]) }
                start = end
            }
        }
        loaded[path] = lines
        return lines
    }
}

/// Every chapter's search line, filled in by the threads that render chapters, and for each search file how many of
/// its chapters are still to be rendered.
final class SearchLineSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [[UInt8]]
    private var pendingInPart: [Int]

    init(_ lines: [[UInt8]], pendingInPart: [Int]) {
        self.lines = lines
        self.pendingInPart = pendingInPart
    }

    /// Records chapter `index`'s line; returns its search file's lines when it was the file's last chapter pending.
    func complete(_ index: Int, with line: [UInt8], part: Int) -> ArraySlice<[UInt8]>? {
        lock.lock()
        defer { lock.unlock() }
        lines[index] = line
        pendingInPart[part] -= 1
        return pendingInPart[part] == 0 ? lines(ofPartLocked: part) : nil
    }

    func lines(ofPart part: Int) -> ArraySlice<[UInt8]> {
        lock.lock()
        defer { lock.unlock() }
        return lines(ofPartLocked: part)
    }

    private func lines(ofPartLocked part: Int) -> ArraySlice<[UInt8]> {
        let first = part * SearchIndex.chaptersPerPart
        return lines[first..<min(first + SearchIndex.chaptersPerPart, lines.count)]
    }
}

/// A value given to exactly one other thread, which takes it (and so becomes its last owner).
final class HandOver<Value>: @unchecked Sendable {
    private var value: Value?

    init(_ value: Value?) {
        self.value = value
    }

    func take() -> Value? {
        defer { value = nil }
        return value
    }
}

/// A flag set from any thread.
final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    func set() {
        lock.lock()
        value = true
        lock.unlock()
    }

    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}

/// What a build did: its diagnostics (warnings included) and how many chapters were rendered or reused.
public struct BuildOutcome: Sendable {
    public var diagnostics: [Diagnostic]
    public var chapterCount: Int
    public var renderedCount: Int
    public var cachedCount: Int
    public var succeeded = false
    /// The build was cancelled (`BookBuilder.build(cancellation:)`): nothing was written, and its diagnostics, which
    /// would be those of an interrupted evaluation, are dropped.
    public var wasCancelled = false
    public var bookTitle = ""
    public var language = "en"

    public init(diagnostics: [Diagnostic], chapterCount: Int, renderedCount: Int, cachedCount: Int) {
        self.diagnostics = diagnostics
        self.chapterCount = chapterCount
        self.renderedCount = renderedCount
        self.cachedCount = cachedCount
    }

    /// `built 3 chapters into Site/ (1 rendered, 2 unchanged)`.
    public func summary(outputName: String) -> String {
        let chapters = chapterCount == 1 ? "1 chapter" : "\(chapterCount) chapters"
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        var text = "built \(chapters) into \(outputName)/ (\(renderedCount) rendered, \(cachedCount) unchanged)"
        if warnings > 0 { text += ", \(warnings) warning\(warnings == 1 ? "" : "s")" }
        return text
    }
}


/// Thrown inside `BookBuilder.build` to abandon a cancelled build on the way to the swap.
private struct BuildCancelled: Error {}
