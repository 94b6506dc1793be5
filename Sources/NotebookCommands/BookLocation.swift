import ArgumentParser
import Diagnostics
import Foundation
import Notebook

/// `--book DIR`, shared by the commands that read a book: the folder holding `notebook.toml` and `Chapters/`.
struct BookLocation: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The book's folder (holding notebook.toml and Chapters/).", valueName: "dir"))
    var book: String = "."

    var url: URL {
        URL(fileURLWithPath: book, isDirectory: true).standardizedFileURL
    }

    /// What diagnostics put before a book-relative path so that it opens from the working directory: `book/` for
    /// `--book book`, nothing for the current directory.
    var pathPrefix: String {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true).standardizedFileURL
        guard let relative = FileSystemPath.relative(url.path, to: current.path) else { return url.path + "/" }
        return relative.isEmpty ? "" : relative + "/"
    }

    /// The folder to write the site into: `output`, or `Site/` in the book's folder; refused (with `error: ...` on
    /// standard error and exit status 1) when writing there could delete the book or files notebook did not make.
    func outputFolder(_ output: String?) throws -> URL {
        let path = output ?? url.appendingPathComponent("Site", isDirectory: true).path
        if let refusal = OutputFolderPolicy.refusal(output: path, book: book) {
            printError("error: \(refusal)\n")
            throw ExitCode(1)
        }
        // The folder the policy judged, links resolved: the swap renames the output path, so a link to a site would
        // itself be replaced by the new site and the folder it names left stale.
        return URL(fileURLWithPath: OutputFolderPolicy.resolvedPath(path), isDirectory: true)
    }

    /// Stops with `error: no notebook.toml in 'DIR': ...` (exit status 1) when the folder holds no book: a
    /// diagnostic pointing into a file that does not exist would only confuse.
    func requireBook() throws {
        let config = url.appendingPathComponent("notebook.toml")
        guard !FileManager.default.fileExists(atPath: config.path) else { return }
        printError("error: no notebook.toml in '\(book)': run 'notebook init' to start a book, or pass --book DIR\n")
        throw ExitCode(1)
    }

    /// Formats diagnostics, reading source lines from the files they name (relative to the working directory), with
    /// colours when standard error is a terminal.
    func formatter() -> DiagnosticFormatter {
        DiagnosticFormatter(colours: Terminal.showsColours) { path in
            // Lossy, so that a chapter that is not UTF-8 still shows the line of its first bad byte (as U+FFFD); a
            // byte order mark is dropped, as the chapter decoder drops it, so columns agree.
            // Bounded: a diagnostic of a file above the size limit is at its first line, and the file may be huge.
            guard let data = FileBytes.readPrefix(path, count: ChapterDecoder.maximumSize + 1) else { return nil }
            let text = String(decoding: data, as: UTF8.self)
            return text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        }
    }
}

/// Writes to standard error, unbuffered, for diagnostics and progress.
func printError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}
