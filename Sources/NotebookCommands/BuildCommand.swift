import ArgumentParser
import Diagnostics
import Foundation
import Notebook
import SnippetLanguage

/// `notebook build`: Chapters/ -> Site/, swapped in only when the whole build succeeds.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Evaluate every listing and write the site.",
        discussion: """
            Reads notebook.toml and Chapters/, evaluates every listing, and writes the site into a staging folder \
            that replaces the output folder only when the build succeeds: a failed build leaves the previous site \
            untouched. Chapters whose sources, links and neighbours are unchanged are reused from the previous site (recorded in .notebook-cache/manifest). Exits with status 1 on any error.
            """
    )

    @OptionGroup var location: BookLocation

    @Option(name: .long, help: ArgumentHelp("Where to write the site (default: Site/ in the book's folder).", valueName: "dir"))
    var output: String?

    @OptionGroup var outputOptions: OutputOptions

    func run() throws {
        let start = ContinuousClock.now
        let book = location.url
        try location.requireBook()
        let outputURL = try location.outputFolder(output)
        var builder = BookBuilder(bookDirectory: book, outputDirectory: outputURL, pathPrefix: location.pathPrefix)
        switch LiveModule.search() {
        case .found(let module):
            builder.liveModule = module
        case .missing(let path):
            printError("note: no WebAssembly module at \(path): the site is built without live cells (scripts/build-wasm.sh builds it)\n")
        case .disabled:
            break
        }
        builder.treatsWarningsAsErrors = outputOptions.strict
        let cancellation = CancellationFlag()
        let signals = StopSignals { cancellation.cancel() }
        // Whatever the build got to, an interrupted build ends as the signal asks, so a shell's `&&` goes no further.
        defer { signals.endByTheSignal() }
        let outcome = builder.build(cancellation: cancellation)
        // Stopped by Ctrl-C or SIGTERM: its staging folder is removed and the previous site untouched. Said in a line,
        // so that a log of a build a supervisor stopped tells what state the site is in; no diagnostics, as nothing
        // in the book is wrong.
        guard !outcome.wasCancelled else {
            printError("build interrupted: \(Self.whatWasLeft(at: outputURL))\n")
            return
        }
        let shown = outputOptions.shown(outcome.diagnostics)
        let text = location.formatter().format(shown)
        if !text.isEmpty { printError(text) }
        guard outcome.succeeded else {
            let count = Self.failureCount(outcome.diagnostics, strict: outputOptions.strict)
            printError("build failed: \(count); \(Self.whatWasLeft(at: outputURL))\n")
            throw ExitCode(1)
        }
        if !outputOptions.quiet {
            print(outcome.summary(outputName: outputURL.lastPathComponent) + Terminal.elapsed(since: start))
        }
    }

    /// What a build that did not finish left where its site goes.
    private static func whatWasLeft(at output: URL) -> String {
        FileManager.default.fileExists(atPath: output.path) ? "the previous site was left as it was" : "no site was written"
    }

    /// `2 errors`, or with `--strict` and warnings, `1 error and 2 warnings treated as errors (--strict)`.
    static func failureCount(_ diagnostics: [Diagnostic], strict: Bool) -> String {
        func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        guard strict, warnings > 0 else { return counted(errors, "error") }
        let promoted = counted(warnings, "warning") + " treated as errors (--strict)"
        return errors == 0 ? promoted : counted(errors, "error") + " and " + promoted
    }
}
