import Foundation
import XCTest

/// docs/authoring.md's workflow followed literally in a scratch folder (`init`, `new`, `eval CHAPTER.md#id`, the update
/// mode, `verify`, `build --strict`), and what `init` and `new` make of titles and folders an author may give them.
final class AuthoringWorkflowTests: XCTestCase {
    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("notebook-workflow-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let folder = scratch!
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    }

    @discardableResult
    private func notebook(_ arguments: [String], in folder: URL? = nil, status: Int32 = 0,
                          line: UInt = #line) throws -> NotebookProcess.Result {
        let result = try NotebookProcess.run(arguments, in: folder ?? scratch, line: line)
        XCTAssertEqual(result.status, status, "notebook \(arguments.joined(separator: " ")): \(result.stdout)\(result.stderr)", line: line)
        return result
    }

    /// Neither Foundation's nor Swift's words: an author cannot act on a domain and a code.
    private func assertNoFoundationText(_ text: String, line: UInt = #line) {
        for phrase in ["The operation could not be completed", "NSCocoaErrorDomain", "Error Domain", "Swift.", "Fatal error"] {
            XCTAssertFalse(text.contains(phrase), "'\(phrase)' in \(text)", line: line)
        }
    }

    func testTheDocumentedWorkflowWorksAsWritten() throws {
        let started = try notebook(["init", "my-book"])
        XCTAssertTrue(started.stdout.contains("next: notebook verify --book my-book"), started.stdout)
        let book = scratch.appendingPathComponent("my-book")
        let created = try notebook(["new", "Rotating in 3D"], in: book)
        XCTAssertTrue(created.stdout.hasPrefix("created Chapters/02-rotating-in-3d.md and added it to notebook.toml"), created.stdout)
        let chapter = "Chapters/02-rotating-in-3d.md"
        let evaluated = try notebook(["eval", chapter + "#listing-half-size"], in: book)
        XCTAssertTrue(evaluated.stdout.hasSuffix("Listing 2.1 (#listing-half-size): 3 passed, 0 failed\n"), evaluated.stdout)
        let chapterURL = book.appendingPathComponent(chapter)
        let original = try String(contentsOf: chapterURL, encoding: .utf8)
        try original.replacingOccurrences(of: "transform = [0.5 0 0 0.5 0 0]", with: "transform = [0.25 0 0 0.5 0 0]   # note")
            .write(to: chapterURL, atomically: true, encoding: .utf8)
        let updated = try notebook(["eval", chapter + "#listing-half-size", "--update-expectations"], in: book)
        XCTAssertTrue(updated.stdout.hasSuffix("1 value rewritten, 0 lines added; review the diff\n"), updated.stdout)
        XCTAssertEqual(try String(contentsOf: chapterURL, encoding: .utf8),
                       original.replacingOccurrences(of: "transform = [0.5 0 0 0.5 0 0]", with: "transform = [0.5 0 0 0.5 0 0]   # note"))
        XCTAssertEqual(try notebook(["verify"], in: book).stdout, "6 passed, 0 failed\n")
        let built = try notebook(["build", "--strict"], in: book)
        XCTAssertEqual(built.stderr, "")
        XCTAssertTrue(FileManager.default.fileExists(atPath: book.appendingPathComponent("Site/02-rotating-in-3d.html").path))
    }

    func testInitThatCannotCreateItsFolderSaysWhyInTheSystemsWords() throws {
        // /proc takes no new folder (ENOENT), for root too.
        let result = try notebook(["init", "/proc/notebook-book"], status: 1)
        XCTAssertTrue(result.stderr.hasPrefix("error: cannot start a book in '/proc/notebook-book': "), result.stderr)
        assertNoFoundationText(result.stderr)
    }

    /// `notebook init` in the scratch folder, then `new` with each title; the book.
    private func book(withChapters titles: [String], line: UInt = #line) throws -> URL {
        try notebook(["init", "book"], line: line)
        let book = scratch.appendingPathComponent("book")
        for title in titles { try notebook(["new", title], in: book, line: line) }
        return book
    }

    func testATitleWithMarkdownOrQuotesMakesAChapterThatBuildsStrictlyAndKeepsTheTitle() throws {
        let titles = ["<b>Bold</b> & [link](#nowhere) *not emphasis*", "\"Quoted\"", "Carriage\rreturn"]
        let book = try book(withChapters: titles)
        let built = try notebook(["build", "--strict"], in: book)
        XCTAssertEqual(built.stderr, "")
        let pages = ["02-b-bold-b-link-nowhere-not-emphasis.html", "03-quoted.html", "04-carriage-return.html"]
        let headings = ["&lt;b&gt;Bold&lt;/b&gt; &amp; [link](#nowhere) *not emphasis*", "&quot;Quoted&quot;", "Carriage return"]
        for (page, heading) in zip(pages, headings) {
            let html = try String(contentsOf: book.appendingPathComponent("Site/" + page), encoding: .utf8)
            XCTAssertTrue(html.contains(">\(heading)</h1>"), "\(page) has no heading \(heading)")
            XCTAssertTrue(html.contains("<title>\(heading)"), "\(page) has no title \(heading)")
        }
    }

    func testTitlesWithoutLatinLettersAreDifferentChapters() throws {
        // Both slugs are empty, so both files are NN-chapter.md: that is no reason to call them one title.
        let book = try book(withChapters: ["日本語のタイトル", "別の章", "!!!"])
        let chapters = try FileManager.default.contentsOfDirectory(atPath: book.appendingPathComponent("Chapters").path).sorted()
        XCTAssertEqual(chapters, ["01-getting-started.md", "02-chapter.md", "03-chapter.md", "04-chapter.md"])
        XCTAssertTrue(try String(contentsOf: book.appendingPathComponent("notebook.toml"), encoding: .utf8).contains("""
              "02-chapter.md",
              "03-chapter.md",
              "04-chapter.md",
            """))
        // The same title twice is still refused.
        let again = try notebook(["new", "別の章"], in: book, status: 1)
        XCTAssertEqual(again.stderr, "error: a chapter with this title already exists: 'Chapters/03-chapter.md'; not overwriting it\n")
        XCTAssertEqual(try notebook(["verify"], in: book).stdout, "12 passed, 0 failed\n")
    }

    func testTheUpdateModeWithJSONPrintsOnlyJSONOnStandardOutput() throws {
        let book = try book(withChapters: [])
        let chapter = book.appendingPathComponent("Chapters/01-getting-started.md")
        let text = try String(contentsOf: chapter, encoding: .utf8)
        try text.replacingOccurrences(of: "transform = [0.5 0 0 0.5 0 0]", with: "transform = [2 0 0 2 0 0]")
            .write(to: chapter, atomically: true, encoding: .utf8)
        let arguments = ["eval", "--json", "--update-expectations", "Chapters/01-getting-started.md#listing-half-size"]
        for expectedSummary in ["1 value rewritten, 0 lines added; review the diff", "nothing to update"] {
            let result = try notebook(arguments, in: book)
            let object = try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
            XCTAssertNotNil(object as? [String: Any], "standard output is not one JSON object: \(result.stdout)")
            XCTAssertTrue(result.stderr.contains(expectedSummary), result.stderr)
        }
        XCTAssertEqual(try String(contentsOf: chapter, encoding: .utf8), text)
    }

    func testNewNamesTheNextStepAsItCanBeRun() throws {
        try notebook(["init", "book"])
        let created = try notebook(["new", "--book", "book", "Second Steps"])
        XCTAssertEqual(created.stdout, """
            created book/Chapters/02-second-steps.md and added it to notebook.toml
            next: notebook eval book/Chapters/02-second-steps.md#listing-half-size, then notebook verify --book book

            """)
        // The step it names runs, from where it was named.
        let evaluated = try notebook(["eval", "book/Chapters/02-second-steps.md#listing-half-size"])
        XCTAssertTrue(evaluated.stdout.hasSuffix("3 passed, 0 failed\n"), evaluated.stdout)
        let inside = try notebook(["new", "Third"], in: scratch.appendingPathComponent("book"))
        XCTAssertEqual(inside.stdout, "created Chapters/03-third.md and added it to notebook.toml\n"
                       + "next: notebook eval Chapters/03-third.md#listing-half-size, then notebook verify\n")
    }

    /// `--update-expectations --all-variables` on a chapter of exactly `bytes`; the chapter's bytes after it.
    private func updated(_ bytes: [UInt8], line: UInt = #line) throws -> [UInt8] {
        try notebook(["init", "book"], line: line)
        let book = scratch.appendingPathComponent("book")
        let chapter = book.appendingPathComponent("Chapters/01-getting-started.md")
        try Data(bytes).write(to: chapter)
        try notebook(["eval", "--update-expectations", "--all-variables", "Chapters/01-getting-started.md#a"], in: book, line: line)
        try notebook(["verify"], in: book, line: line)
        return Array(try Data(contentsOf: chapter))
    }

    func testAnExpectBlockAddedAtTheEndOfAWindowsFileWithoutAFinalLineBreakKeepsItsLineEndings() throws {
        let listing = "# T\r\n\r\n```objc id=a\r\nCGFloat w = 2;\r\n```"
        XCTAssertEqual(String(decoding: try updated(Array(listing.utf8)), as: UTF8.self),
                       listing + "\r\n\r\n```expect\r\nw = 2\r\n```", "every line ends in \\r\\n but the last, which ends in none, as before")
    }

    func testTheUpdateKeepsAByteOrderMark() throws {
        let listing = "# T\n\n> ```objc id=a\n> CGFloat w = 2;\n> ```\n"
        let after = try updated([0xEF, 0xBB, 0xBF] + Array(listing.utf8))
        XCTAssertEqual(after, [0xEF, 0xBB, 0xBF] + Array((listing + ">\n> ```expect\n> w = 2\n> ```\n").utf8))
    }

    /// Makes `item` (a folder or a file) refuse writing: `chmod a-w`, or for root (whom modes do not stop)
    /// `chattr +i`; undone at teardown. Throws XCTSkip when neither works here.
    private func forbidWriting(_ item: URL, isFolder: Bool) throws {
        let locked = getuid() == 0 ? try run("/usr/bin/chattr", ["+i", item.path]) : chmod(item.path, isFolder ? 0o555 : 0o444) == 0
        addTeardownBlock {
            if getuid() == 0 { _ = try? self.run("/usr/bin/chattr", ["-i", item.path]) } else { chmod(item.path, 0o755) }
        }
        let probe = item.appendingPathComponent(".probe")
        let writable = isFolder ? FileManager.default.createFile(atPath: probe.path, contents: nil)
                                : FileHandle(forWritingAtPath: item.path) != nil
        if !locked || writable {
            try? FileManager.default.removeItem(at: probe)
            throw XCTSkip("cannot make \(item.path) refuse writing here")
        }
    }

    private func run(_ tool: String, _ arguments: [String]) throws -> Bool {
        guard FileManager.default.isExecutableFile(atPath: tool) else { return false }
        let process = try Process.run(URL(fileURLWithPath: tool), arguments: arguments)
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    func testAnUpdateThatCannotWriteSaysWhyInTheSystemsWordsAndChangesNothing() throws {
        let book = try book(withChapters: [])
        let chapter = book.appendingPathComponent("Chapters/01-getting-started.md")
        let failing = try String(contentsOf: chapter, encoding: .utf8)
            .replacingOccurrences(of: "transform = [0.5 0 0 0.5 0 0]", with: "transform = [2 0 0 2 0 0]")
        try failing.write(to: chapter, atomically: true, encoding: .utf8)
        try forbidWriting(chapter.deletingLastPathComponent(), isFolder: true)
        let result = try notebook(["eval", "--update-expectations", "Chapters/01-getting-started.md#half-size"], in: book, status: 1)
        XCTAssertTrue(result.stderr.hasSuffix("error: cannot write 'Chapters/01-getting-started.md': "
                                              + String(cString: strerror(getuid() == 0 ? EPERM : EACCES)) + "; nothing was changed\n"), result.stderr)
        assertNoFoundationText(result.stderr)
        XCTAssertEqual(try String(contentsOf: chapter, encoding: .utf8), failing)
    }

    /// A disk that fills while `new` writes notebook.toml (a file size limit stands in for it): the book's
    /// configuration was written in place, so it was left cut off after the limit's bytes, under "nothing was written".
    func testNewOnAFullDiskLeavesNotebookTomlWhole() throws {
        let book = try book(withChapters: [])
        let config = book.appendingPathComponent("notebook.toml")
        // Larger than the limit, in either shell's blocks; the chapter's template is not.
        let before = String(repeating: "# A comment the author keeps.\n", count: 300) + (try String(contentsOf: config, encoding: .utf8))
        try before.write(to: config, atomically: true, encoding: .utf8)
        let result = try NotebookProcess.run(["new", "Second"], in: book, fileSizeBlocks: 4)
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        XCTAssertEqual(result.stderr, "error: cannot add the chapter to '\(config.path)': \(String(cString: strerror(EFBIG))); nothing was written\n")
        XCTAssertEqual(try String(contentsOf: config, encoding: .utf8), before)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: book.path).sorted(), [".gitignore", "Chapters", "notebook.toml"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: book.appendingPathComponent("Chapters").path),
                       ["01-getting-started.md"])
    }

    /// A notebook.toml its owner made read-only is not replaced, even by root, whom the folder lets rename over it.
    func testNewLeavesANotebookTomlItsOwnerMadeReadOnly() throws {
        let book = try book(withChapters: [])
        let config = book.appendingPathComponent("notebook.toml")
        let before = try String(contentsOf: config, encoding: .utf8)
        XCTAssertEqual(chmod(config.path, 0o444), 0)
        let result = try notebook(["new", "Second"], in: book, status: 1)
        XCTAssertEqual(result.stderr, "error: cannot add the chapter to '\(config.path)': the file is read-only; nothing was written\n")
        XCTAssertEqual(try String(contentsOf: config, encoding: .utf8), before)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: config.path)[.posixPermissions] as? Int, 0o444)
    }

    /// notebook.toml as a link to the configuration kept elsewhere: `new` extends that file, and the link stays a link.
    func testNewExtendsTheFileALinkedNotebookTomlNames() throws {
        let book = try book(withChapters: [])
        let config = book.appendingPathComponent("notebook.toml")
        let kept = scratch.appendingPathComponent("kept.toml")
        try FileManager.default.moveItem(at: config, to: kept)
        try FileManager.default.createSymbolicLink(atPath: config.path, withDestinationPath: "../kept.toml")
        try notebook(["new", "Second"], in: book)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: config.path), "../kept.toml")
        XCTAssertTrue(try String(contentsOf: kept, encoding: .utf8).contains("\"02-second.md\""))
        try notebook(["verify"], in: book)
    }

    func testNewThatCannotExtendTheChapterListSaysWhyAndLeavesNoChapterBehind() throws {
        let book = try book(withChapters: [])
        let config = book.appendingPathComponent("notebook.toml")
        let before = try String(contentsOf: config, encoding: .utf8)
        try forbidWriting(config, isFolder: false)
        let result = try notebook(["new", "Second"], in: book, status: 1)
        // Read-only to its owner, or immutable for root: either way not replaced, though its folder allows a rename.
        XCTAssertEqual(result.stderr, "error: cannot add the chapter to '\(config.path)': the file is read-only; nothing was written\n")
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: book.appendingPathComponent("Chapters").path),
                       ["01-getting-started.md"])
        XCTAssertEqual(try String(contentsOf: config, encoding: .utf8), before)
    }
}
