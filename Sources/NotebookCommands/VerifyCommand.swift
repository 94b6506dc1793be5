import ArgumentParser
import Diagnostics
import Foundation
import Notebook

/// `notebook verify`: every expectation, twin pair and intentional error, checked without writing the site.
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Check every listing's expectations without writing the site.",
        discussion: """
            Evaluates every listing, checks every expect block, every Objective-C/Swift twin pair (both must \
            compute the same values) and every intentional error. Failures are printed on standard error as \
            path:line:column: error: message, like build's; the summary goes to standard output. --format json or \
            junit prints a report for tools instead; --report FILE writes one (.xml: JUnit, .json: JSON) while the \
            readable log still goes to the terminal; --format github prints GitHub workflow annotations. Exits with \
            status 0 only when all hold.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, junit, github
    }

    @OptionGroup var location: BookLocation

    @Option(name: .long, help: "The output format: text, json, junit or github (workflow annotations).")
    var format: Format = .text

    @Option(name: .long, help: ArgumentHelp("Also write a report to this file: JUnit XML (.xml) or JSON (.json).", valueName: "file"))
    var report: String?

    @OptionGroup var outputOptions: OutputOptions

    func validate() throws {
        if let report, ReportFile.format(of: report) == nil {
            throw ValidationError("cannot tell the report format of '\(report)': name it .xml (JUnit) or .json")
        }
    }

    func run() throws {
        let start = ContinuousClock.now
        try location.requireBook()
        var result = BookVerifier(bookDirectory: location.url, pathPrefix: location.pathPrefix).verify()
        let promoted = outputOptions.strict ? result.warnings.count : 0
        if outputOptions.strict { result = result.strict() }
        if let report, let reportFormat = ReportFile.format(of: report) {
            try ReportFile.write(reportFormat == .junit ? result.junit() : result.json(), to: report)
        }
        switch format {
        case .text:
            let shown = outputOptions.shown(result.diagnostics + result.checkDiagnostics)
            let diagnostics = location.formatter().format(shown)
            if !diagnostics.isEmpty { printError(diagnostics) }
            if promoted > 0 {
                printError("\(promoted) warning\(promoted == 1 ? "" : "s") treated as errors (--strict)\n")
            }
            if !outputOptions.quiet || !result.succeeded {
                print(result.summary + Terminal.elapsed(since: start))
            }
        case .json:
            print(result.json(), terminator: "")
        case .junit:
            print(result.junit(), terminator: "")
        case .github:
            print(result.githubAnnotations(), terminator: "")
            print(result.summary)
        }
        if !result.succeeded { throw ExitCode(1) }
    }
}
