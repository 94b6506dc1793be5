import ArgumentParser
import Diagnostics
import Foundation
import Notebook

/// `notebook eval CHAPTER.md#listing-ID [--json] [--update-expectations [--all-variables]]`: one listing of a book,
/// run in place with its scene and checked like `verify`; the update mode writes the computed values into the
/// chapter's expect block, atomically, changing nothing else in the file.
struct ListingInPlaceRun {
    enum Update { case failingLines, addingVariables }

    var argument: ListingArgument
    var json: Bool
    var update: Update?

    func run() throws {
        guard FileManager.default.isReadableFile(atPath: argument.path) else {
            printError("error: cannot read '\(argument.path)'\n")
            throw ExitCode(1)
        }
        guard let bookFolder = ListingInPlace.bookFolder(containing: argument.path) else {
            printError("error: no notebook.toml in the folders above '\(argument.path)': a listing in place is read with its book\n")
            throw ExitCode(1)
        }
        var location = BookLocation()
        location.book = bookFolder.path
        let formatter = location.formatter()
        let (found, problems) = ListingInPlace.find(file: argument.path, fragment: argument.fragment, bookFolder: bookFolder,
                                                    pathPrefix: location.pathPrefix)
        guard let found else {
            printError(formatter.format(problems))
            throw ExitCode(1)
        }
        let result = found.evaluate()
        print(json ? result.jsonText() : result.text(), terminator: "")
        if let update {
            try write(update, of: result, chapter: found.chapter, formatter: formatter)
            return
        }
        let shown = result.report.diagnostics + result.report.checkDiagnostics
        if !shown.isEmpty { printError(formatter.format(shown)) }
        if !result.succeeded { throw ExitCode(1) }
    }

    /// Plans the update against the file as it is now (refusing when it changed since it was read) and writes it.
    private func write(_ update: Update, of result: InPlaceResult, chapter: Chapter, formatter: DiagnosticFormatter) throws {
        let warnings = result.report.diagnostics.filter { $0.severity != .error }
        if !warnings.isEmpty { printError(formatter.format(warnings)) }
        let file = URL(fileURLWithPath: argument.path).resolvingSymlinksInPath()
        guard let data = FileManager.default.contents(atPath: file.path), let original = String(data: data, encoding: .utf8) else {
            printError("error: cannot read '\(argument.path)'\n")
            throw ExitCode(1)
        }
        // The chapter reader drops a byte order mark; it is put back as it was. It is looked for in the bytes:
        // Foundation's UTF-8 decoding drops it too, on Linux.
        let byteOrderMark = data.starts(with: [0xEF, 0xBB, 0xBF]) ? "\u{FEFF}" : ""
        let text = original.hasPrefix("\u{FEFF}") ? String(original.dropFirst()) : original
        guard text == chapter.text else {
            printError("error: '\(argument.path)' changed while it was evaluated; run the command again\n")
            throw ExitCode(1)
        }
        let (planned, refusals) = ExpectationUpdate.plan(result, fileText: text, addingVariables: update == .addingVariables)
        guard let planned else {
            // The listing's own errors first, then why nothing was written.
            let errors = result.report.diagnostics.filter { $0.severity == .error }
            if !errors.isEmpty { printError(formatter.format(errors)) }
            printError(formatter.format(refusals))
            throw ExitCode(1)
        }
        let subject = "\(result.listing.label) (#\(result.listing.anchor))"
        guard planned.rewritten + planned.added > 0 else {
            summarize("\(argument.path): nothing to update: every expectation of \(subject) holds")
            return
        }
        try Self.replaceAtomically(file, with: Data((byteOrderMark + planned.text).utf8), shownAs: argument.path)
        summarize("\(argument.path): \(subject): \(planned.rewritten) value\(planned.rewritten == 1 ? "" : "s") rewritten, "
                  + "\(planned.added) line\(planned.added == 1 ? "" : "s") added; review the diff")
    }

    /// What the update did: after the text on standard output, but on standard error with `--json`, whose standard
    /// output must stay one JSON object for the scripts that read it.
    private func summarize(_ line: String) {
        if json { printError(line + "\n") } else { print(line) }
    }

    /// Replaces the file whole (`FileReplacement`), so a reader, a full disk or a killed update never leaves half of
    /// it. A file its owner made read-only is refused, not replaced.
    static func replaceAtomically(_ file: URL, with data: Data, shownAs path: String) throws {
        guard let failure = FileReplacement.replace(file.path, with: Array(data)) else { return }
        printError("error: cannot write '\(path)': \(failure); nothing was changed\n")
        throw ExitCode(1)
    }
}
