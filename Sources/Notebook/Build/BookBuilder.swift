import Diagnostics
import Foundation
import SnippetLanguage

/// `notebook build` as a pipeline of named steps, each a type named like its progress line: `ReadingTheBookStep`
/// (which asks the pure `BuildPlanner` what to render and what to take over), `EvaluatingAndRenderingStep`,
/// `LinkingUnchangedPagesStep` and `SwappingInTheNewSiteStep`. This type holds the output-folder policy check and
/// the build lock, and carries the outcome from step to step. Chapters are evaluated and rendered concurrently; output
/// order never depends on scheduling.
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
    /// How long a build waits for another build of the book before it fails.
    public var lockTimeoutSeconds = 600
    /// The live cells' WebAssembly module, written into every site built (nil: the site has none, and its pages stay
    /// static when a reader asks for an evaluation).
    public var liveModule: LiveModule?
    /// `--strict`: a warning fails the build as an error does, so the new site is discarded and the previous one stays.
    /// (Warnings a chapter acknowledges with a `warning:` expect line are intended and never reach the outcome.)
    public var treatsWarningsAsErrors = false

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

    private var planner: BuildPlanner { BuildPlanner(toolFingerprint: toolFingerprint) }

    private var manifestStore: BuildManifestStore? {
        cacheDirectory.map { BuildManifestStore(cacheDirectory: $0, bookDirectory: bookDirectory, outputDirectory: outputDirectory) }
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
            lock = try BuildLock(cacheDirectory: cacheDirectory, output: outputDirectory,
                                 timeoutSeconds: lockTimeoutSeconds, cancellation: cancellation, waiting: lockNotice)
        } catch BuildLock.Failure.cancelled {
            return cancelled(refused, discarding: nil)
        } catch {
            // The lock's own words: nothing was written, so "cannot write the site" would mislead.
            refused.diagnostics = [Diagnostic(id: "build.lock", message: "\(error)",
                                              at: SourceLocation(file: outputDirectory.path, line: 1, column: 1))]
            return refused
        }
        return withExtendedLifetime(lock) { buildHoldingLock(cancellation: cancellation) }
    }

    private func buildHoldingLock(cancellation: CancellationFlag?) -> BuildOutcome {
        progress.restart()
        progress.begin(Self.stepNames[0])
        // Leftovers of killed builds go first, whatever this build's fate.
        SiteDirectory(output: outputDirectory).removeStaleFolders()
        let previous = manifestStore?.load(toolFingerprint: toolFingerprint)
        var (book, plan) = ReadingTheBookStep(pipeline: pipeline, bookDirectory: bookDirectory,
                                              outputDirectory: outputDirectory, planner: planner).run(previous: previous)
        var outcome = BuildOutcome(diagnostics: [], chapterCount: book.chapters.count,
                                   renderedCount: plan.chaptersToRender.count, cachedCount: plan.pagesToLink.count)
        outcome.bookTitle = book.title
        outcome.language = book.language
        var records = book.chapters.map(\.record)
        for index in records.indices { records[index].pageKey = plan.pageKeys[index] }
        var diagnostics = book.diagnostics
        let staging = book.diagnostics.hasErrors ? nil : makeStaging(failures: &diagnostics)
        let rendering = BuildInProgress(site: Self.siteBook(book), plan: plan, staging: staging, previous: previous,
                                        searchFiles: SearchFileWriter(plan: plan, chapterCount: book.chapters.count))
        diagnostics += renderChapters(of: &book, in: rendering, records: &records, cancellation: cancellation)
        outcome.diagnostics = diagnostics.sorted()
        if cancellation?.isCancelled == true {
            return cancelled(outcome, discarding: staging)
        }
        let failsStrictly = treatsWarningsAsErrors && outcome.diagnostics.contains { $0.severity == .warning }
        guard let staging, !outcome.diagnostics.hasErrors, !failsStrictly else {
            staging?.discard()
            return outcome
        }
        do {
            guard try completeSite(of: book, in: rendering, staging: staging, records: records,
                                   cancellation: cancellation)
            else { return cancelled(outcome, discarding: staging) }
            outcome.succeeded = true
        } catch {
            staging.discard()
            outcome.diagnostics.append(writeFailure(error))
        }
        return outcome
    }

    /// What the steps after reading share: the contents, the plan, the folder the new site is written to, the
    /// previous build's manifest and the writer of the search files.
    private struct BuildInProgress {
        let site: SiteBook
        let plan: BuildPlan
        let staging: SiteStaging?
        let previous: BuildManifest?
        let searchFiles: SearchFileWriter
    }

    /// What the contents show comes from each chapter's record, known before any listing runs, so every page can be
    /// laid out and written as soon as its chapter is rendered.
    private static func siteBook(_ book: LoadedBook<Pipeline.Chapter>) -> SiteBook {
        SiteBook(title: book.title, language: book.language, contents: book.chapters.map { loaded in
            ContentsEntry(number: loaded.number, fileName: loaded.pageFileName, title: loaded.record.title,
                          summary: loaded.record.summary, listingCount: loaded.record.listingCount)
        })
    }

    /// The staging folder of the new site, or nil with the failure among `failures`.
    private func makeStaging(failures: inout [Diagnostic]) -> SiteStaging? {
        do {
            return try SiteStaging(SiteDirectory(output: outputDirectory))
        } catch {
            failures.append(writeFailure(error))
            return nil
        }
    }

    /// Evaluates and renders the chapters the plan names (handing each chapter over, so the book lets go of it);
    /// the diagnostics of every chapter, with the warnings of the rendered ones added to their records and those of
    /// the linked ones repeated.
    private func renderChapters(of book: inout LoadedBook<Pipeline.Chapter>, in build: BuildInProgress,
                                records: inout [ChapterRecord], cancellation: CancellationFlag?) -> [Diagnostic] {
        let plan = build.plan
        let rendered = plan.chaptersToRender
        progress.begin(Self.stepNames[1] + " \(rendered.count) chapter\(rendered.count == 1 ? "" : "s")"
            + (plan.pagesToLink.isEmpty ? "" : " (\(plan.pagesToLink.count) unchanged)"))
        let handOver = ChapterHandOver(rendered.map { book.chapters[$0].chapter })
        for index in rendered { book.chapters[index].chapter = nil }
        let rendering = EvaluatingAndRenderingStep(pipeline: pipeline, site: build.site,
                                                   maximumPageBytes: book.maximumPageBytes,
                                                   chapterPaths: book.chapters.map(\.path), staging: build.staging,
                                                   searchFiles: build.searchFiles, cancellation: cancellation,
                                                   output: outputDirectory)
        let results = rendering.run(handOver, chapterIndices: rendered)
        var diagnostics: [Diagnostic] = []
        for (position, index) in rendered.enumerated() {
            diagnostics += results[position]
            records[index].warnings += results[position].filter { $0.severity == .warning }
        }
        for index in plan.pagesToLink {
            diagnostics += records[index].warnings
        }
        return diagnostics
    }

    /// Links the unchanged pages, writes the book's own files and the files the chapters show, then swaps the site
    /// in and records it; false when the build was cancelled before the swap.
    private func completeSite(of book: LoadedBook<Pipeline.Chapter>, in build: BuildInProgress, staging: SiteStaging,
                              records: [ChapterRecord], cancellation: CancellationFlag?) throws -> Bool {
        progress.begin(Self.stepNames[2])
        let bookKey = try LinkingUnchangedPagesStep(staging: staging, planner: planner, output: outputDirectory)
            .run(pages: build.plan.pagesToLink.map { book.chapters[$0].pageFileName }, searchFiles: build.searchFiles,
                 site: build.site, configurationFingerprint: book.configurationFingerprint, previous: build.previous)
        let liveModuleSource = try writeLiveFiles(into: staging, previous: build.previous)
        // Files the chapters show (images and other linked files), copied or linked from the previous site.
        let assets = SiteAssets(chaptersFolder: bookDirectory.path + "/" + BookConfiguration.chaptersFolder,
                                siteFolder: outputDirectory.path)
        let assetSources = try assets.place(records.flatMap(\.assets), into: staging, previous: build.previous)
        if cancellation?.isCancelled == true { return false }
        progress.begin(Self.stepNames[3])
        var manifest = BuildManifest(toolFingerprint: toolFingerprint, configurationFingerprint: book.configurationFingerprint)
        manifest.buildStarted = book.readingStarted
        manifest.bookKey = bookKey
        manifest.assetSources = assetSources
        manifest.liveModuleSource = liveModuleSource
        for record in records { manifest.chapters[record.name] = record }
        for (part, key) in build.plan.searchPartKeys.enumerated() { manifest.searchParts[BuildPlan.partPath(part)] = key }
        try SwappingInTheNewSiteStep(staging: staging, store: manifestStore).run(manifest: manifest)
        return true
    }

    /// The live cells' module, when the site has one, and the script that tells the pages whether it has; returns
    /// the module file's identity, for the manifest. The module's script is linked from the previous site, like an
    /// unchanged page, while the file it was made from and the previous copy are both unchanged.
    private func writeLiveFiles(into staging: SiteStaging, previous: BuildManifest?) throws -> SiteFileIdentity? {
        if let liveModule {
            let path = LiveModule.scriptPath
            if let source = liveModule.sourceIdentity, let previous, previous.liveModuleSource == source,
               let copy = previous.files[path], FileBytes.identity(of: outputDirectory.path + "/" + path) == copy {
                try staging.reuse(path)
            } else {
                try staging.write(SiteWriter.File(path: path, bytes: liveModule.scriptBytes))
            }
        }
        try staging.write(SiteWriter.File(path: LiveConfiguration.path,
                                          contents: LiveConfiguration.script(hasModule: liveModule != nil)))
        return liveModule?.sourceIdentity
    }

    /// A cancelled build's outcome: its staging folder removed, and its diagnostics, those of an interrupted
    /// evaluation, dropped.
    private func cancelled(_ outcome: BuildOutcome, discarding staging: SiteStaging?) -> BuildOutcome {
        staging?.discard()
        var outcome = outcome
        outcome.diagnostics = []
        outcome.wasCancelled = true
        return outcome
    }

    private func writeFailure(_ error: Error) -> Diagnostic {
        SiteWriteFailure.diagnostic(error, output: outputDirectory)
    }
}
