import ArgumentParser
import Foundation
import SnippetLanguage

/// `notebook reference`: the authors' language reference (docs/language-reference.md), generated from the
/// evaluator's own tables.
struct ReferenceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reference",
        abstract: "Print the language reference: every function, property, statement and event per dialect.",
        discussion: """
            Generated from the evaluator's own tables, so it says exactly what listings can use. The repository \
            keeps it as docs/language-reference.md (notebook reference --output docs/language-reference.md), and a \
            test fails when that file differs.
            """
    )

    @Option(name: .long, help: ArgumentHelp("Write it to this file (atomically) instead of standard output.", valueName: "file"))
    var output: String?

    func run() throws {
        let text = LanguageReference.markdown()
        guard let output else {
            print(text, terminator: "")
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            printError("error: cannot write '\(output)': \(WriteFailureReason.of(error, writing: output))\n")
            throw ExitCode(1)
        }
    }
}
