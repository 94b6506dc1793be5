import ArgumentParser

public struct NotebookCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(commandName: "notebook", abstract: "Turns Markdown lessons about transforms into a verified, illustrated site.")
    public init() {}
    public func run() throws {}
}
