import ArgumentParser
import Notebook

/// `notebook`: turns Markdown lessons with evaluated listings into a verified static site.
public struct NotebookCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "notebook",
        abstract: "Build and verify a book of lessons about CGAffineTransform and CATransform3D.",
        // The package version and this binary's fingerprint (see ToolFingerprint): SwiftPM cannot embed a git
        // commit without a plugin or a generated file, and the fingerprint tells two builds of one version apart.
        version: "notebook \(ToolFingerprint.version) (build \(ToolFingerprint.current))",
        subcommands: [
            BuildCommand.self,
            VerifyCommand.self,
            NewCommand.self,
            ServeCommand.self,
            EvalCommand.self,
            InitCommand.self,
            ReferenceCommand.self,
            CompletionsCommand.self,
        ],
        defaultSubcommand: nil
    )

    public init() {}
}
