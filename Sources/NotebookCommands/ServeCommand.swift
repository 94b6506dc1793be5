import ArgumentParser
import Foundation
import Notebook
import NotebookServe

/// `notebook serve`: build, serve on 127.0.0.1, rebuild on change, reload the open page.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build the site, serve it locally and rebuild it when a chapter changes.",
        discussion: """
            Serves the output folder on 127.0.0.1 only. Watches notebook.toml and Chapters/, rebuilds on change \
            (unchanged chapters are reused), and reloads open pages. While the book does not build, every \
            page shows the errors instead of a stale page.
            """
    )

    @OptionGroup var location: BookLocation

    @Option(name: .long, help: ArgumentHelp("Where to write the site (default: Site/ in the book's folder).", valueName: "dir"))
    var output: String?

    @Option(name: .long, help: "The port on 127.0.0.1 (0 picks a free one).")
    var port: UInt16 = 8000

    @Option(name: .long, help: ArgumentHelp("How often to look for changes, in milliseconds.", valueName: "ms"))
    var interval: Int = 300

    func run() throws {
        let book = location.url
        try location.requireBook()
        let outputURL = try location.outputFolder(output)
        var configured = BookBuilder(bookDirectory: book, outputDirectory: outputURL, pathPrefix: location.pathPrefix)
        // The preview carries the live cells' module when there is one; `notebook build` is where its absence is noted.
        if case .found(let module) = LiveModule.search() { configured.liveModule = module }
        let builder = configured
        let session = PreviewSession(bookDirectory: book, outputName: outputURL.lastPathComponent, outputDirectory: outputURL,
                                     formatter: location.formatter(), build: { builder.build(cancellation: $0) },
                                     log: { printError($0) })
        // Listen before building: a port in use is reported at once, not after the minutes a first build can take.
        let server = PreviewServer(root: outputURL, state: session.state)
        do {
            try server.start(port: port)
        } catch {
            printError("error: \(error)\n")
            throw ExitCode(1)
        }
        let signals = StopSignals { session.stop() }
        session.rebuild()
        if !session.isStopped {
            print("serving \(outputURL.lastPathComponent)/ at http://127.0.0.1:\(server.port)/ (Ctrl-C to stop)")
            fflush(stdout)
            session.watch(intervalMilliseconds: max(50, interval))
        }
        signals.endByTheSignal()
    }
}
