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
            compute the same values) and every intentional error. Exits with status 0 only when all hold.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, junit
    }

    @OptionGroup var location: BookLocation

    @Option(name: .long, help: "The report format: text, json or junit.")
    var format: Format = .text

    func run() throws {
        let report = BookVerifier(bookDirectory: location.url, pathPrefix: location.pathPrefix).verify()
        let formatter = location.formatter()
        switch format {
        case .text:
            let diagnostics = formatter.format(report.diagnostics)
            if !diagnostics.isEmpty { printError(diagnostics) }
            print(report.text(), terminator: "")
        case .json:
            print(report.json(), terminator: "")
        case .junit:
            print(report.junit(), terminator: "")
        }
        if !report.succeeded { throw ExitCode(1) }
    }
}
