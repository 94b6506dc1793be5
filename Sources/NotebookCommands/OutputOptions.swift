import ArgumentParser
import Diagnostics
#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// `--quiet` and `--strict`, shared by `build` and `verify`.
struct OutputOptions: ParsableArguments {
    @Flag(name: .long, help: "Print only errors (no warnings, no summary when all is well).")
    var quiet = false

    @Flag(name: .long, help: "Treat warnings as errors: any warning makes the exit status 1.")
    var strict = false

    /// The diagnostics to print: errors only with `--quiet`; with `--strict`, warnings are shown as errors.
    func shown(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let promoted = strict ? diagnostics.map(Self.promotingWarning) : diagnostics
        return quiet ? promoted.filter { $0.severity == .error } : promoted
    }

    static func promotingWarning(_ diagnostic: Diagnostic) -> Diagnostic {
        var promoted = diagnostic
        if promoted.severity == .warning { promoted.severity = .error }
        return promoted
    }
}

/// What the terminal the commands write to can show, decided once from the environment.
enum Terminal {
    /// Colour only when standard error is a terminal and `NO_COLOR` (https://no-color.org) is unset or empty.
    static var showsColours: Bool {
        let noColour = ProcessInfo.processInfo.environment["NO_COLOR"] ?? ""
        return noColour.isEmpty && isatty(STDERR_FILENO) == 1
    }

    /// ` in 1.2 s` for a summary; empty when `NOTEBOOK_ELAPSED=never` (tests that pin whole transcripts set it, since
    /// a time is never the same twice).
    static func elapsed(since start: ContinuousClock.Instant) -> String {
        guard ProcessInfo.processInfo.environment["NOTEBOOK_ELAPSED"] != "never" else { return "" }
        let components = start.duration(to: ContinuousClock.now).components
        let seconds = Double(components.seconds) + Double(components.attoseconds) / 1e18
        return " in " + String(format: seconds < 10 ? "%.2f s" : "%.1f s", seconds)
    }
}
