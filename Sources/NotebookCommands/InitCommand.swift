import ArgumentParser
#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Notebook

/// `notebook init [DIR]`: starts a book: `notebook.toml`, a first chapter that verifies, and a `.gitignore` for
/// what builds write. Never overwrites a file.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Start a book: notebook.toml, a first chapter and a .gitignore.",
        discussion: """
            Creates DIR (the current folder by default) if needed, and writes notebook.toml, \
            Chapters/01-getting-started.md (a listing, its Swift twin and an expectation that verifies) and a \
            .gitignore for Site/ and .notebook-cache/. Refuses, with exit status 1 and nothing written, when any of \
            these files exists.
            """
    )

    @Argument(help: ArgumentHelp("The book's folder (default: the current folder).", valueName: "dir"))
    var directory: String = "."

    @Option(name: .long, help: "The book's title (default: the folder's name).")
    var title: String?

    static let chapterName = "01-getting-started.md"

    func run() throws {
        guard !directory.isEmpty else {
            printError("error: the book's folder is an empty path; pass a folder, or nothing for the current one\n")
            throw ExitCode(1)
        }
        if let file = Self.fileInTheWay(of: directory) {
            printError("error: cannot start a book in '\(directory)': '\(file)' is a file, not a folder\n")
            throw ExitCode(1)
        }
        let folder = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL
        let bookTitle = title ?? folder.lastPathComponent
        let files: [(path: String, text: String)] = [
            ("notebook.toml", Self.config(title: bookTitle)),
            ("Chapters/" + Self.chapterName, ChapterScaffold.template(title: "Getting Started")),
            (".gitignore", "Site/\n.notebook-cache/\n"),
        ]
        let existing = files.map(\.path).filter { Self.exists(folder.appendingPathComponent($0).path) }
        guard existing.isEmpty else {
            printError("error: not starting a book in '\(directory)': \(existing.map { "'\($0)'" }.joined(separator: ", ")) "
                       + "already exist\(existing.count == 1 ? "s" : ""); nothing was written\n")
            throw ExitCode(1)
        }
        do {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("Chapters"), withIntermediateDirectories: true)
            for file in files {
                try Self.create(folder.appendingPathComponent(file.path), text: file.text)
            }
        } catch {
            printError("error: cannot start a book in '\(directory)': \(WriteFailureReason.of(error, writing: directory))\n")
            throw ExitCode(1)
        }
        let place = directory == "." ? "" : " in \(directory)"
        print("started a book\(place): notebook.toml, Chapters/\(Self.chapterName), .gitignore")
        print("next: notebook verify\(directory == "." ? "" : " --book \(directory)"), then notebook build or notebook serve")
    }

    /// `notebook.toml` with the title (a TOML basic string) and the one chapter.
    static func config(title: String) -> String {
        var escaped = ""
        for scalar in title.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { escaped += " " } else { escaped.unicodeScalars.append(scalar) }
            }
        }
        return """
            title = "\(escaped)"
            language = "en"
            chapters = [
              "\(chapterName)",
            ]

            """
    }

    /// The first part of `path` (as written) that exists and is not a folder: creating the folders would fail on it
    /// with no word of which it is.
    private static func fileInTheWay(of path: String) -> String? {
        var prefix = FileSystemPath.isAbsolute(path) ? "/" : ""
        for component in FileSystemPath.names(of: path) {
            prefix += (prefix.isEmpty || prefix == "/" ? "" : "/") + component
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: prefix, isDirectory: &isFolder) else { return nil }
            if !isFolder.boolValue { return prefix }
        }
        return nil
    }

    /// Whether anything has the name, a link included even when what it names is missing (`fileExists` follows
    /// links, and `O_EXCL` then fails on the link only after the files before it were written).
    private static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    /// O_EXCL: a file that appeared since the check above is not replaced.
    private static func create(_ url: URL, text: String) throws {
        let descriptor = open(url.path, O_CREAT | O_EXCL | O_WRONLY, 0o644)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteFileExists, userInfo: [NSFilePathErrorKey: url.path]) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }
}
