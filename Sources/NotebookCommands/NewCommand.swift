import ArgumentParser
import Foundation
import Notebook

/// `notebook new "Title"`: a chapter from a template, added to the reading order.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Add a chapter with a sample listing and expectation.",
        discussion: """
            Creates Chapters/NN-slug.md (NN one more than the highest chapter number) from a template holding an \
            Objective-C listing, its Swift twin and an expectation that verifies, and appends it to the chapters \
            of notebook.toml. Never overwrites a file.
            """
    )

    @OptionGroup var location: BookLocation

    @Argument(help: "The chapter's title.")
    var title: String

    func run() throws {
        do {
            // Paths as they open from the working directory (`book/Chapters/...` for `--book book`), so the next
            // step can be pasted as it is.
            let path = location.pathPrefix + (try ChapterScaffold.addChapter(titled: title, toBookAt: location.url))
            let bookOption = location.pathPrefix.isEmpty ? "" : " --book \(location.pathPrefix.dropLast())"
            print("created \(path) and added it to notebook.toml")
            print("next: notebook eval \(path)#\(ChapterScaffold.listingAnchor), then notebook verify\(bookOption)")
        } catch let failure as ChapterScaffold.Failure {
            printError("error: \(failure.description)\n")
            throw ExitCode(1)
        }
    }
}
