import Diagnostics
#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// The build loop of `notebook serve`: builds once, then rebuilds whenever the sources change and publishes each
/// result to the server's `PreviewState` (a success clears the error page; a failure puts one up).
public final class PreviewSession: @unchecked Sendable {
    public let state = PreviewState()
    private let bookDirectory: URL
    private let build: () -> BuildOutcome
    private let formatter: DiagnosticFormatter
    private let log: (String) -> Void
    private let outputName: String

    public init(bookDirectory: URL, outputName: String = "Site", formatter: DiagnosticFormatter,
                build: @escaping () -> BuildOutcome,
                log: @escaping (String) -> Void) {
        self.bookDirectory = bookDirectory
        self.outputName = outputName
        self.build = build
        self.formatter = formatter
        self.log = log
    }

    /// Builds now and publishes the result.
    @discardableResult
    public func rebuild() -> BuildOutcome {
        let outcome = build()
        let text = formatter.format(outcome.diagnostics)
        if !text.isEmpty { log(text) }
        if outcome.succeeded {
            log(outcome.summary(outputName: outputName) + "\n")
            state.publish(errorPage: nil)
        } else {
            log("build failed; pages show the errors until the next successful build\n")
            state.publish(errorPage: PageLayout.buildErrorPage(
                bookTitle: outcome.bookTitle.isEmpty ? "notebook" : outcome.bookTitle, language: outcome.language,
                diagnosticsText: text))
        }
        return outcome
    }

    /// Polls the sources every `interval` and rebuilds after a change, forever (until the process is stopped).
    public func watch(intervalMilliseconds: Int) -> Never {
        let watcher = SourceWatcher(bookDirectory: bookDirectory)
        var fingerprint = watcher.fingerprint()
        let nanoseconds = max(10, intervalMilliseconds) * 1_000_000
        while true {
            var pause = timespec(tv_sec: Int(nanoseconds / 1_000_000_000), tv_nsec: Int(nanoseconds % 1_000_000_000))
            nanosleep(&pause, nil)
            let current = watcher.fingerprint()
            let changes = SourceWatcher.changes(from: fingerprint, to: current)
            guard !changes.isEmpty else { continue }
            fingerprint = current
            let names = changes.map { URL(fileURLWithPath: $0).lastPathComponent }
            log("changed: \(names.joined(separator: ", ")); rebuilding\n")
            rebuild()
        }
    }
}
