import ArgumentParser
import Diagnostics
import Foundation
import SnippetLanguage

extension Dialect: ExpressibleByArgument {}
extension Platform: ExpressibleByArgument {}

/// `notebook eval`: runs one listing and prints its variables and layers, as text or as the JSON of
/// `eval-json.md`. Diagnostics go to standard error in the standard format; the exit status is 1 on an error.
struct EvalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eval",
        abstract: "Evaluate one listing and print its variables and layers.",
        discussion: """
            FILE is an Objective-C (.m) or Swift (.swift) snippet, or - for standard input (then --dialect is \
            required). The snippet runs in the default scene of docs/authoring.md: self.view is 320x480 points and \
            every IBOutlet is a view placed by name. Exits with status 1 when the listing has an error.
            """
    )

    @Option(name: .long, help: ArgumentHelp("The language of the snippet (objc or swift); inferred from .m or .swift.", valueName: "dialect"))
    var dialect: Dialect?

    @Option(name: .long, help: ArgumentHelp("ios (y down, the default) or macos (y up).", valueName: "platform"))
    var platform: Platform = .ios

    @Option(name: .long, help: ArgumentHelp("Evaluation steps the snippet may take (default \(Limits.defaultStepBudget)).",
                                            valueName: "steps"))
    var stepBudget: Int = Limits.defaultStepBudget

    @Option(name: .long, help: ArgumentHelp("Events the listing's handlers receive, in the format of an events block (docs/authoring.md).",
                                            valueName: "file"))
    var events: String?

    @Flag(name: .long, help: "Print the result as JSON.")
    var json = false

    @Argument(help: ArgumentHelp("The snippet file, or - for standard input.", valueName: "file"))
    var file: String

    func validate() throws {
        guard stepBudget > 0 else { throw ValidationError("--step-budget must be greater than 0, not \(stepBudget)") }
    }

    func run() throws {
        guard let language = dialect ?? Dialect(pathExtensionOf: file) else {
            throw ValidationError("cannot tell the language of '\(file)' from its name; pass --dialect objc or --dialect swift")
        }
        let displayPath = file == "-" ? "<stdin>" : file
        let source: String
        switch BoundedInput.read(file == "-" ? nil : file, limit: Limits.maximumSourceBytes) {
        case .contents(let data):
            source = String(decoding: data, as: UTF8.self)
        case .tooLarge:
            FileHandle.standardError.write(Data("error: \(displayPath): listing is larger than \(Limits.maximumSourceBytes) bytes\n".utf8))
            throw ExitCode(1)
        case .unreadable:
            throw ValidationError("cannot read '\(file)'")
        }
        let declared = try readEvents()
        let evaluation = SnippetEvaluator.evaluate(source, dialect: language, origin: SourceOrigin(file: displayPath), platform: platform,
                                                   options: EvaluationOptions(stepBudget: stepBudget, events: declared.events))
        let output = json ? evaluation.jsonText() : evaluation.text()
        FileHandle.standardOutput.write(Data(output.utf8))
        if !evaluation.diagnostics.isEmpty {
            let formatter = DiagnosticFormatter(source: { path in path == displayPath ? source : (path == events ? declared.text : nil) })
            FileHandle.standardError.write(Data(formatter.format(evaluation.diagnostics).utf8))
        }
        if evaluation.hasErrors {
            throw ExitCode(1)
        }
    }

    /// The `--events` file, parsed; a malformed one is reported (with carets) and stops the command: a listing
    /// must not run on half of what was declared.
    private func readEvents() throws -> (events: DeclaredEvents, text: String) {
        guard let events else { return (DeclaredEvents(), "") }
        let text: String
        switch BoundedInput.read(events, limit: Limits.maximumSourceBytes) {
        case .contents(let data):
            text = String(decoding: data, as: UTF8.self)
        case .tooLarge:
            FileHandle.standardError.write(Data("error: \(events): events file is larger than \(Limits.maximumSourceBytes) bytes\n".utf8))
            throw ExitCode(1)
        case .unreadable:
            throw ValidationError("cannot read '\(events)'")
        }
        let (declared, diagnostics) = DeclaredEvents.parse(text, origin: SourceOrigin(file: events))
        if !diagnostics.isEmpty {
            let formatter = DiagnosticFormatter(source: { path in path == events ? text : nil })
            FileHandle.standardError.write(Data(formatter.format(diagnostics).utf8))
            if diagnostics.hasErrors { throw ExitCode(1) }
        }
        return (declared, text)
    }
}
