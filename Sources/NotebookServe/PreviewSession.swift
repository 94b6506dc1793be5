import Diagnostics
#if canImport(Glibc)
import Glibc
#endif
import Foundation
import SnippetLanguage
import Notebook
import Synchronization

/// The build loop of `notebook serve`: builds once, then rebuilds whenever the sources change and publishes each
/// result to the server's `PreviewState` (a success clears the error page; a failure puts one up).
///
/// A rebuild runs on a background thread while the sources are still polled: when they change again before it
/// ends, it is cancelled (it stops within a few thousand evaluation steps and leaves the previous site as it was)
/// and a new one starts, so a slow or runaway listing never leaves the server stuck on a stale site.
public final class PreviewSession: @unchecked Sendable {
    public let state = PreviewState()
    private let bookDirectory: URL
    private let build: @Sendable (CancellationFlag) -> BuildOutcome
    private let formatter: DiagnosticFormatter
    private let log: @Sendable (String) -> Void
    private let outputName: String
    /// The site's folder, when known: removed while the site is good (`rm -rf Site`, a clean-up script), it is built
    /// again rather than leaving every page "not found" until the next save.
    private let outputDirectory: URL?
    /// Raised by `stop()`; also the cancellation flag of `rebuild()`, so that a stop cancels the first build too.
    private let stopping = CancellationFlag()
    /// The sources as `rebuild()` found them before building: `watch` starts from them, so a save made while that
    /// build ran (a first build can take minutes) is seen as a change.
    private let builtSources = Mutex<[String: String]?>(nil)

    /// `build` must stop early once its flag is cancelled, returning an outcome with `wasCancelled` set
    /// (`BookBuilder.build(cancellation:)` does).
    public init(bookDirectory: URL, outputName: String = "Site", outputDirectory: URL? = nil, formatter: DiagnosticFormatter,
                build: @escaping @Sendable (CancellationFlag) -> BuildOutcome,
                log: @escaping @Sendable (String) -> Void) {
        self.bookDirectory = bookDirectory
        self.outputName = outputName
        self.outputDirectory = outputDirectory
        self.build = build
        self.formatter = formatter
        self.log = log
    }

    /// Builds now, on this thread, and publishes the result (a `stop()` meanwhile cancels it).
    @discardableResult
    public func rebuild() -> BuildOutcome {
        let sources = SourceWatcher(bookDirectory: bookDirectory).fingerprint()
        builtSources.withLock { $0 = sources }
        let outcome = build(stopping)
        publish(outcome)
        return outcome
    }

    /// Asks the session to end (from any thread; a signal handler, say): the build under way is cancelled, which
    /// removes its staging folder, and `watch` returns once it has stopped.
    public func stop() {
        stopping.cancel()
    }

    public var isStopped: Bool { stopping.isCancelled }

    private func publish(_ outcome: BuildOutcome) {
        // A cancelled build is superseded by the one that cancelled it: it has nothing to show.
        guard !outcome.wasCancelled else { return }
        let text = formatter.format(outcome.diagnostics)
        if !text.isEmpty { log(text) }
        if outcome.succeeded {
            log(outcome.summary(outputName: outputName) + "\n")
            state.publish(errorPage: nil)
        } else {
            log("build failed; pages show the errors until the next successful build\n")
            state.publish(errorPage: PageLayout.buildErrorPage(
                bookTitle: outcome.bookTitle.isEmpty ? "notebook" : outcome.bookTitle, language: outcome.language,
                diagnosticsText: formatter.withoutColours.format(outcome.diagnostics, order: .severityFirst)))
        }
    }

    private func startBuild() -> BackgroundBuild {
        BackgroundBuild { [self] flag in
            let started = DispatchTime.now().uptimeNanoseconds
            let outcome = build(flag)
            publish(outcome)
            // A failed build rebuilt nothing (the site was left as it was); its last line already says it failed.
            if outcome.succeeded {
                let milliseconds = (DispatchTime.now().uptimeNanoseconds - started) / 1_000_000
                let chapters = outcome.renderedCount == 1 ? "1 chapter" : "\(outcome.renderedCount) chapters"
                log("rebuilt \(chapters) in \(milliseconds) ms\n")
            }
            return outcome.wasCancelled
        }
    }

    /// How long the sources must be quiet before a rebuild starts: editors save in steps a few milliseconds apart
    /// (vim renames the chapter away and writes a new one; some truncate, then write), and a build of a step between
    /// would show the author an error ("chapter file ... does not exist") that the save itself never had.
    static let settleMilliseconds = 100
    /// The longest wait for quiet: a file written without pause still gets built.
    static let maximumSettleMilliseconds = 2_000

    /// The longest `stop()` goes unseen while the session waits for a change: inotify does not wake for a signal, and
    /// the poll interval (`--interval`) may be minutes.
    static let stopCheckMilliseconds = 100

    /// Waits up to `milliseconds` for a change notice, as `FileWatcher.waitForChange` does, but returns within
    /// `stopCheckMilliseconds` of a `stop()`.
    private func waitForChange(_ notices: FileWatcher, milliseconds: Int) {
        var waited = 0
        while waited < milliseconds, !isStopped {
            let slice = min(milliseconds - waited, Self.stopCheckMilliseconds)
            if notices.waitForChange(timeoutMilliseconds: slice) { return }
            waited += slice
        }
    }

    /// Returns once no change notice came for `settleMilliseconds` (or after `maximumSettleMilliseconds`).
    private func settle(_ notices: FileWatcher) {
        var waited = 0
        while waited < Self.maximumSettleMilliseconds, !isStopped,
              notices.waitForChange(timeoutMilliseconds: Self.settleMilliseconds) {
            waited += Self.settleMilliseconds
        }
    }

    /// Whether the last build succeeded but its site is gone (a failed build's error page stands in for it anyway).
    private func siteWasRemoved() -> Bool {
        guard let outputDirectory else { return false }
        let shown = state.snapshot()
        return shown.version > 0 && shown.errorPage == nil && !FileManager.default.fileExists(atPath: outputDirectory.path)
    }

    /// Polls the sources every `interval` and rebuilds after a change, until `stop()` (seen within
    /// `stopCheckMilliseconds`).
    public func watch(intervalMilliseconds: Int) {
        watch(intervalMilliseconds: intervalMilliseconds, buildingFirst: false, while: { true })
    }

    /// Polls the sources every `interval` while `shouldContinue` holds and `stop()` was not called; after a change,
    /// cancels the build under way (if any), waits for it to stop, and starts a new one. `buildingFirst` starts with a
    /// build of the sources as they are. Returns once it should stop and the last build has stopped.
    public func watch(intervalMilliseconds: Int, buildingFirst: Bool, while shouldContinue: () -> Bool) {
        let watcher = SourceWatcher(bookDirectory: bookDirectory)
        // inotify wakes the loop as soon as a file is saved; the interval is then only a fallback poll.
        let notices = FileWatcher(bookDirectory: bookDirectory)
        // Without a first build here, the sources as the last `rebuild()` found them are what the site shows.
        var fingerprint = (buildingFirst ? nil : builtSources.withLock { $0 }) ?? watcher.fingerprint()
        var running: BackgroundBuild? = buildingFirst ? startBuild() : nil
        while shouldContinue() && !isStopped {
            waitForChange(notices, milliseconds: max(10, intervalMilliseconds))
            if running?.isFinished == true { running = nil }
            let current = watcher.fingerprint()
            guard !SourceWatcher.changes(from: fingerprint, to: current).isEmpty else {
                if running == nil, siteWasRemoved() {
                    log("\(outputName)/ was removed; rebuilding\n")
                    running = startBuild()
                }
                continue
            }
            settle(notices)
            let settled = watcher.fingerprint()
            let changes = SourceWatcher.changes(from: fingerprint, to: settled)
            // Put back as it was built (a file touched and restored): the site, or the build under way, is right.
            guard !changes.isEmpty else { continue }
            fingerprint = settled
            if let running {
                running.cancelAndWait()
                // It may have finished (and published) just before the change was seen: then nothing was abandoned.
                if running.wasCancelled { log("rebuild abandoned: sources changed\n") }
            }
            let names = changes.map { URL(fileURLWithPath: $0).lastPathComponent }
            log("changed: \(names.joined(separator: ", ")); rebuilding\n")
            running = startBuild()
        }
        running?.cancelAndWait()
    }
}
