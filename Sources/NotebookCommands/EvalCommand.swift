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
            every IBOutlet is a view placed by name; --scene places them as a listing's scene block does. Exits \
            with status 1 when the listing has an error.

            FILE may also name a listing of a chapter in place, by the anchor its page gives it: \
            Chapters/08-card.md#listing-shared (or #listing-8.3 for a listing without id). It runs with its scene, \
            the book's step budget and platform attribute, and its expect block is checked as verify checks it. \
            --update-expectations then writes the computed value into every expect line that fails (nothing \
            else in the file changes); with --all-variables, every variable no line names yet is added too. With \
            --json, standard output holds the JSON alone and the update's summary goes to standard error.
            """
    )

    @Option(name: .long, help: ArgumentHelp("The language of the snippet (objc or swift); inferred from .m or .swift.", valueName: "dialect"))
    var dialect: Dialect?

    @Option(name: .long, help: ArgumentHelp("ios (y down, the default) or macos (y up).", valueName: "platform"))
    var platform: Platform?

    @Option(name: .long, help: ArgumentHelp("Evaluation steps the snippet may take (default \(Limits.defaultStepBudget)).",
                                            valueName: "steps"))
    var stepBudget: Int?

    @Option(name: .long, help: ArgumentHelp("A file with the lines of a scene block (NAME: X Y WIDTH HEIGHT [in SUPERVIEW]).",
                                            valueName: "file"))
    var scene: String?

    @Option(name: .long, help: ArgumentHelp("Events the listing's handlers receive, in the format of an events block (docs/authoring.md).",
                                            valueName: "file"))
    var events: String?

    @Flag(name: .long, help: "Print the result as JSON.")
    var json = false

    @Flag(name: .long, help: "With CHAPTER.md#listing-ID: write the computed values into the listing's failing expect lines.")
    var updateExpectations = false

    @Flag(name: .long, help: "With --update-expectations: also add a line for every variable no expect line names.")
    var allVariables = false

    @Argument(help: ArgumentHelp("The snippet file, - for standard input, or CHAPTER.md#listing-ID.", valueName: "file"))
    var file: String

    func validate() throws {
        if let stepBudget, stepBudget <= 0 { throw ValidationError("--step-budget must be greater than 0, not \(stepBudget)") }
        let inPlace = ListingArgument(file) != nil
        if updateExpectations, !inPlace {
            throw ValidationError("--update-expectations needs a listing in place: CHAPTER.md#listing-ID")
        }
        if allVariables, !updateExpectations { throw ValidationError("--all-variables goes with --update-expectations") }
        if inPlace, dialect != nil || platform != nil || stepBudget != nil || scene != nil || events != nil {
            throw ValidationError("--dialect, --platform, --step-budget, --scene and --events do not apply to a listing in place: its fence, scene and events blocks and notebook.toml decide")
        }
    }

    func run() throws {
        if let listing = ListingArgument(file) {
            try ListingInPlaceRun(argument: listing, json: json, update: updateExpectations ? (allVariables ? .addingVariables : .failingLines) : nil).run()
            return
        }
        guard let language = dialect ?? Dialect(pathExtensionOf: file) else {
            throw ValidationError("cannot tell the language of '\(file)' from its name; pass --dialect objc or --dialect swift")
        }
        let displayPath = file == "-" ? "<stdin>" : file
        let source: String
        switch BoundedInput.read(file == "-" ? nil : file, limit: Limits.maximumSourceBytes) {
        case .contents(let data):
            // A byte order mark is not text: editors do not count it, and the chapter decoder drops it too.
            let text = String(decoding: data, as: UTF8.self)
            source = text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text
        case .tooLarge:
            FileHandle.standardError.write(Data("error: \(displayPath): listing is larger than \(Limits.maximumSourceBytes) bytes\n".utf8))
            throw ExitCode(1)
        case .unreadable(let reason):
            throw BoundedInput.failure("'\(file)'", reason)
        }
        let overrides = try sceneOverrides()
        let declared = try readEvents()
        let evaluation = SnippetEvaluator.evaluate(source, dialect: language, origin: SourceOrigin(file: displayPath),
                                                   scene: overrides, platform: platform ?? .ios,
                                                   options: EvaluationOptions(stepBudget: stepBudget ?? Limits.defaultStepBudget,
                                                                              events: declared.events))
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

    /// The overrides of `--scene`; a scene that does not parse is reported, and no evaluation is run.
    private func sceneOverrides() throws -> SceneOverrides {
        guard let scene else { return SceneOverrides() }
        let data: Data
        switch BoundedInput.read(scene, limit: Limits.maximumSourceBytes) {
        case .contents(let contents): data = contents
        case .tooLarge: throw ValidationError("the scene file '\(scene)' is larger than \(Limits.maximumSourceBytes) bytes")
        case .unreadable(let reason): throw BoundedInput.failure("the scene file '\(scene)'", reason)
        }
        let text = String(decoding: data, as: UTF8.self)
        let parsed = SceneOverrides.parse(text, origin: SourceOrigin(file: scene))
        if !parsed.diagnostics.isEmpty {
            let formatter = DiagnosticFormatter(source: { path in path == scene ? text : nil })
            FileHandle.standardError.write(Data(formatter.format(parsed.diagnostics).utf8))
        }
        if parsed.diagnostics.hasErrors { throw ExitCode(1) }
        return parsed.overrides
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
        case .unreadable(let reason):
            throw BoundedInput.failure("'\(events)'", reason)
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
