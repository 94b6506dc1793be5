import Foundation
import NotebookCommands
import XCTest

/// The command line for authors and CI, end to end: init, plain errors, verify's line shape, cascades, quiet and
/// strict, reports, completions, the man page and the version.
final class CommandLineTests: XCTestCase {
    /// A book in a fresh temporary folder: `notebook.toml` listing one chapter with `text`.
    private func book(chapter text: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notebook-e2e-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Chapters"), withIntermediateDirectories: true)
        try Data("title = \"T\"\nchapters = [\"01-a.md\"]\n".utf8).write(to: folder.appendingPathComponent("notebook.toml"))
        try Data(text.utf8).write(to: folder.appendingPathComponent("Chapters/01-a.md"))
        return folder
    }

    private func emptyFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notebook-e2e-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    private func lines(_ text: String, starting prefix: String = "Chapters/") -> [String] {
        text.split(separator: "\n").map(String.init).filter { $0.hasPrefix(prefix) || $0.hasPrefix("build") }
    }

    func testInitStartsABookThatVerifiesAndBuildsAndNeverOverwrites() throws {
        let folder = try emptyFolder()
        let started = try NotebookProcess.run(["init", "book"], in: folder)
        XCTAssertEqual(started.status, 0, started.stderr)
        let book = folder.appendingPathComponent("book")
        XCTAssertEqual(try String(contentsOf: book.appendingPathComponent(".gitignore"), encoding: .utf8), "Site/\n.notebook-cache/\n")
        XCTAssertEqual(try String(contentsOf: book.appendingPathComponent("notebook.toml"), encoding: .utf8),
                       "title = \"book\"\nlanguage = \"en\"\nchapters = [\n  \"01-getting-started.md\",\n]\n")
        let verify = try NotebookProcess.run(["verify"], in: book)
        XCTAssertEqual(verify.status, 0, verify.stderr)
        XCTAssertEqual(verify.stdout, "3 passed, 0 failed\n")
        XCTAssertEqual(try NotebookProcess.run(["build"], in: book).status, 0)

        let before = try Fixtures.files(in: book)
        let again = try NotebookProcess.run(["init", "--title", "Other"], in: book)
        XCTAssertEqual(again.status, 1)
        XCTAssertEqual(again.stderr, "error: not starting a book in '.': 'notebook.toml', 'Chapters/01-getting-started.md', "
                       + "'.gitignore' already exist; nothing was written\n")
        XCTAssertEqual(try Fixtures.files(in: book), before)
    }

    /// A link whose target is missing is a file that exists: `init` names it and writes nothing, where it used to
    /// write notebook.toml and the chapter and then fail on the link with "a file with the same name already exists".
    func testInitCountsADanglingLinkAsAnExistingFile() throws {
        let folder = try emptyFolder()
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent(".gitignore").path,
                                                   withDestinationPath: "/nonexistent/gitignore")
        let result = try NotebookProcess.run(["init"], in: folder)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "error: not starting a book in '.': '.gitignore' already exists; nothing was written\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [".gitignore"])
    }

    /// A path that is a file, or runs through one, is named in plain words, and nothing is written.
    func testInitIntoAFileSaysSo() throws {
        let folder = try emptyFolder()
        try Data("notes\n".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        for path in ["notes.txt", "notes.txt/book"] {
            let result = try NotebookProcess.run(["init", path], in: folder)
            XCTAssertEqual(result.status, 1)
            XCTAssertEqual(result.stderr, "error: cannot start a book in '\(path)': 'notes.txt' is a file, not a folder\n")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["notes.txt"])
    }

    /// `init ""` is a mistake (an unset variable), not the current folder: it used to start a book here and print
    /// "started a book in :".
    func testInitRefusesAnEmptyPath() throws {
        let folder = try emptyFolder()
        let result = try NotebookProcess.run(["init", ""], in: folder)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "error: the book's folder is an empty path; pass a folder, or nothing for the current one\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
    }

    func testCommandsOutsideABookSaySoPlainly() throws {
        let folder = try emptyFolder()
        for command in [["build"], ["verify"], ["serve", "--port", "0"]] {
            let result = try NotebookProcess.run(command, in: folder, timeout: 30)
            XCTAssertEqual(result.status, 1, command.joined())
            XCTAssertEqual(result.stderr, "error: no notebook.toml in '.': run 'notebook init' to start a book, or pass --book DIR\n")
        }
        let elsewhere = try NotebookProcess.run(["build", "--book", "missing"], in: folder)
        XCTAssertEqual(elsewhere.stderr, "error: no notebook.toml in 'missing': run 'notebook init' to start a book, or pass --book DIR\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
    }

    func testNewTransliteratesTheSlug() throws {
        let book = try Fixtures.copy("basic")
        let result = try NotebookProcess.run(["new", "Über Maße, café"], in: book)
        XCTAssertEqual(result.stdout, "created Chapters/03-uber-masse-cafe.md and added it to notebook.toml\n"
                       + "next: notebook eval Chapters/03-uber-masse-cafe.md#listing-half-size, then notebook verify\n", result.stderr)
    }

    /// Multi-line messages keep their lines in build (no U+FFFD), continuation lines indented; verify prints the
    /// same lines, as `path:line:column: error:` on standard error.
    func testMultiLineMessagesAndVerifysLineShape() throws {
        let book = try Fixtures.copy("twin-mismatch")
        let expected = [
            "Chapters/01-twins.md:4:1: error: the Objective-C and Swift versions of Listing 1.1 differ:",
            "    transform: objc [2 0 0 2 0 0], swift [2 0 0 3 0 0]",
        ]
        let build = try NotebookProcess.run(["build"], in: book)
        XCTAssertFalse(build.stderr.contains("\u{FFFD}"), build.stderr)
        XCTAssertEqual(Array(build.stderr.split(separator: "\n").prefix(2).map(String.init)), expected)
        let verify = try NotebookProcess.run(["verify"], in: book)
        XCTAssertEqual(Array(verify.stderr.split(separator: "\n").prefix(2).map(String.init)), expected)
        XCTAssertTrue(verify.stderr.contains(
            "Chapters/01-twins.md:16:1: error: expected Listing 1.2 to fail with an error containing 'unknown function', but it runs cleanly\n"))
        XCTAssertEqual(verify.stdout, "0 passed, 2 failed\n")
    }

    /// A typo is one error; the expectations after it are reported once, as not checked.
    func testATypoDoesNotCascade() throws {
        let book = try book(chapter: """
            # Typo

            ```objc
            CATransform3D transform = CATransform3DMakeRotaton(M_PI, 0, 0, 1);
            CGFloat y = 2;
            ```
            ```expect
            transform.m11 = -1
            transform.m12 = 0
            ```

            """)
        let headline = "Chapters/01-a.md:4:27: error: unknown function 'CATransform3DMakeRotaton'; did you mean 'CATransform3DMakeRotation'?"
        let notChecked = "Chapters/01-a.md:7:1: warning: 2 expectations not checked: the listing failed at line 4"
        let verify = try NotebookProcess.run(["verify"], in: book)
        XCTAssertEqual(lines(verify.stderr), [headline, notChecked])
        XCTAssertEqual(verify.stdout, "0 passed, 1 failed, 2 not checked\n")
        XCTAssertEqual(verify.status, 1)
        let build = try NotebookProcess.run(["build"], in: book)
        XCTAssertEqual(lines(build.stderr), [headline, notChecked, "build failed: 1 error; no site was written"])
    }

    func testListingAndExpectAttributeMistakesAndUnclosedFences() throws {
        let book = try book(chapter: """
            # Mistakes

            ```objc title=Rotating through 45
            CGFloat x = 0.7071067;
            ```

            ```expect tolerance=1e-4
            x = 0.7071
            ```

            ```objc
            CGFloat y = 0.7071067;
            ```

            ```expect tolerence=1e-4
            y = 0.7071
            ```

            ```objc
            CGFloat z = 1;

            Not closed.

            ```expect
            z = 1
            ```

            """)
        let result = try NotebookProcess.run(["verify"], in: book)
        XCTAssertEqual(lines(result.stderr), [
            "Chapters/01-a.md:3:24: error: unknown listing attribute 'through'; a value with spaces must be quoted: title=\"Rotating through 45\"",
            "Chapters/01-a.md:15:11: error: unknown expect attribute 'tolerence'; did you mean 'tolerance'?",
            "Chapters/01-a.md:16:1: error: expected y = 0.7071, got 0.7071067",
            "Chapters/01-a.md:24:1: error: the fence opened at line 19 is not closed",
        ])
        XCTAssertFalse(result.stderr.contains("unexpected character"), result.stderr)
        // `x` holds within the block's tolerance; `y` (tolerance misspelt) fails; the three mistakes are errors.
        XCTAssertEqual(result.stdout, "1 passed, 4 failed\n")
    }

    /// Warnings a chapter acknowledges with `warning:` are not printed again; `--quiet` hides the others,
    /// `--strict` makes them fail the run.
    func testAcknowledgedWarningsQuietAndStrict() throws {
        let singular = "CGAffineTransform squash = CGAffineTransformInvert(CGAffineTransformMakeScale(0, 0));"
        let acknowledged = try book(chapter: "# A\n\n```objc\n\(singular)\n```\n\n```expect\nwarning: singular\n```\n")
        let quietBuild = try NotebookProcess.run(["build"], in: acknowledged)
        XCTAssertEqual(quietBuild.stderr, "")
        XCTAssertEqual(quietBuild.stdout, "built 1 chapter into Site/ (1 rendered, 0 unchanged)\n")
        let verify = try NotebookProcess.run(["verify", "--strict"], in: acknowledged)
        XCTAssertEqual(verify.stderr, "")
        XCTAssertEqual(verify.status, 0)

        let unacknowledged = try book(chapter: "# A\n\n```objc\n\(singular)\n```\n")
        let warned = try NotebookProcess.run(["verify"], in: unacknowledged)
        XCTAssertEqual(warned.status, 0)
        XCTAssertTrue(warned.stderr.hasPrefix("Chapters/01-a.md:4:28: warning: CGAffineTransformInvert:"), warned.stderr)
        let quiet = try NotebookProcess.run(["verify", "--quiet"], in: unacknowledged)
        XCTAssertEqual([quiet.stderr, quiet.stdout], ["", ""])
        XCTAssertEqual(quiet.status, 0)
        let strict = try NotebookProcess.run(["verify", "--strict"], in: unacknowledged)
        XCTAssertTrue(strict.stderr.hasPrefix("Chapters/01-a.md:4:28: error: CGAffineTransformInvert:"), strict.stderr)
        XCTAssertEqual(strict.stdout, "0 passed, 1 failed\n")
        XCTAssertEqual(strict.status, 1)
        let strictBuild = try NotebookProcess.run(["build", "--strict"], in: unacknowledged)
        XCTAssertEqual(lines(strictBuild.stderr, starting: "build"), ["build failed: 1 warning treated as errors (--strict); no site was written"])
        XCTAssertEqual(strictBuild.status, 1)
    }

    /// A report or reference that cannot be written says why in words: a folder where the file should go used to be
    /// "(NSCocoaErrorDomain error 512.)", a missing folder "The operation could not be completed. The file doesn't exist."
    func testAFileThatCannotBeWrittenSaysWhy() throws {
        let book = try Fixtures.copy("failed-expectation")
        try FileManager.default.createDirectory(at: book.appendingPathComponent("taken.json"), withIntermediateDirectories: true)
        let cases: [([String], String)] = [
            (["verify", "--quiet", "--report", "taken.json"], "error: cannot write the report 'taken.json': it is a folder\n"),
            (["verify", "--quiet", "--report", "absent/report.xml"],
             "error: cannot write the report 'absent/report.xml': the folder 'absent' does not exist\n"),
            (["reference", "--output", "taken.json"], "error: cannot write 'taken.json': it is a folder\n"),
        ]
        for (arguments, message) in cases {
            let result = try NotebookProcess.run(arguments, in: book)
            XCTAssertEqual(result.status, 1, arguments.joined(separator: " "))
            XCTAssertEqual(result.stderr, message)
        }
    }

    func testReportFileAndGitHubAnnotations() throws {
        let book = try Fixtures.copy("failed-expectation")
        let result = try NotebookProcess.run(["verify", "--report", "report.xml"], in: book)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "1 passed, 1 failed\n")
        XCTAssertTrue(result.stderr.hasPrefix("Chapters/01-wrong.md:9:1: error: expected transform =\n"), result.stderr)
        let report = try String(contentsOf: book.appendingPathComponent("report.xml"), encoding: .utf8)
        XCTAssertTrue(report.contains("""
            <testcase classname="Chapters/01-wrong.md" name="Listing 1.1 › expect transform" file="Chapters/01-wrong.md" line="9" time="
            """), report)
        XCTAssertTrue(report.contains("<failure message=\"d: expected 3, got 2 (off by 1; tolerance 1e-9)\">"), report)

        let json = try NotebookProcess.run(["verify", "--report", "report.json", "--quiet"], in: book)
        XCTAssertEqual(json.status, 1)
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: book.appendingPathComponent("report.json"))) as? [String: Any]
        XCTAssertEqual(object?["failed"] as? Int, 1)
        let refused = try NotebookProcess.run(["verify", "--report", "report.txt"], in: book)
        XCTAssertEqual(refused.status, 64)
        XCTAssertTrue(refused.stderr.contains("cannot tell the report format of 'report.txt'"), refused.stderr)

        let github = try NotebookProcess.run(["verify", "--format", "github"], in: book)
        XCTAssertTrue(github.stdout.hasPrefix(
            "::error file=Chapters/01-wrong.md,line=9,col=1,title=Listing 1.1 › expect transform::expected transform =%0A"), github.stdout)
        XCTAssertTrue(github.stdout.hasSuffix("1 passed, 1 failed\n"), github.stdout)
    }

    /// Building into another folder keeps its own manifest: the next `Site/` build reuses every page. (The basic
    /// book's one warning is its dropped raw HTML.)
    func testEachOutputFolderHasItsOwnManifest() throws {
        let book = try Fixtures.copy("basic")
        XCTAssertEqual(try NotebookProcess.run(["build"], in: book).status, 0)
        let other = try NotebookProcess.run(["build", "--output", "Other"], in: book)
        // The basic book's second chapter has raw HTML, which every build warns about (a cached chapter too).
        XCTAssertEqual(other.stdout, "built 2 chapters into Other/ (2 rendered, 0 unchanged), 1 warning\n", other.stderr)
        XCTAssertEqual(try NotebookProcess.run(["build"], in: book).stdout,
                       "built 2 chapters into Site/ (0 rendered, 2 unchanged), 1 warning\n")
        XCTAssertEqual(try NotebookProcess.run(["build", "--output", "Other"], in: book).stdout,
                       "built 2 chapters into Other/ (0 rendered, 2 unchanged), 1 warning\n")
    }

    func testTheSummaryShowsTheElapsedTimeUnlessTurnedOff() throws {
        let book = try Fixtures.copy("basic")
        let result = try NotebookProcess.run(["verify"], in: book, environment: ["NOTEBOOK_ELAPSED": "always"])
        XCTAssertNotNil(result.stdout.range(of: #"^10 passed, 0 failed in [0-9]+\.[0-9]+ s\n$"#, options: .regularExpression), result.stdout)
    }

    func testCompletionsVersionAndManPage() throws {
        let folder = try emptyFolder()
        for shell in ["bash", "zsh", "fish"] {
            let result = try NotebookProcess.run(["completions", shell], in: folder)
            XCTAssertEqual(result.status, 0, shell)
            // fish spells long options `-l strict`.
            XCTAssertTrue(result.stdout.contains("verify") && result.stdout.contains("strict") && result.stdout.contains("report"), shell)
        }
        let version = try NotebookProcess.run(["--version"], in: folder)
        XCTAssertNotNil(version.stdout.range(of: #"^notebook [0-9]+\.[0-9]+\.[0-9]+ \(build [0-9.]+\+[0-9]+-[0-9]+\)\n$"#,
                                             options: .regularExpression), version.stdout)

        let manPage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/notebook.1")
        let text = try String(contentsOf: manPage, encoding: .utf8)
        let names = NotebookCommand.configuration.subcommands.map { $0.configuration.commandName ?? "" }
        XCTAssertEqual(names.count, 8)
        for name in names {
            XCTAssertTrue(text.contains(".SS \"notebook \(name)"), "docs/notebook.1 does not document '\(name)'")
        }
    }
}
