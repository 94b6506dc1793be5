import ArgumentParser
import Notebook

/// `notebook`: turns Markdown lessons with evaluated listings into a verified static site.
public struct NotebookCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "notebook",
        abstract: "Build and verify a book of lessons about CGAffineTransform and CATransform3D.",
        version: ToolFingerprint.version,
        subcommands: [
            BuildCommand.self,
            VerifyCommand.self,
            NewCommand.self,
            ServeCommand.self,
            EvalCommand.self,
        ],
        defaultSubcommand: nil
    )

    public init() {}
}
