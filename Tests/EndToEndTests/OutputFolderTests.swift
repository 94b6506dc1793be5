import Foundation
import XCTest

/// `--output` never replaces the book, a folder holding it, or files notebook did not make: each refusal exits 1 with
/// `error:` on stderr before anything is read, and leaves every file (and folder) where it was, byte for byte.
final class OutputFolderTests: XCTestCase {
    /// A folder holding a copy of the basic book (`book/`, with a `.git` folder and a built-in `sub/` folder) and an
    /// unrelated file beside it.
    private func makeWorld() throws -> (root: URL, book: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("notebook-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let book = root.appendingPathComponent("book")
        try FileManager.default.copyItem(at: Fixtures.books.appendingPathComponent("basic"), to: book)
        try FileManager.default.createDirectory(at: book.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try Data("ref: refs/heads/main\n".utf8).write(to: book.appendingPathComponent(".git/HEAD"))
        try FileManager.default.createDirectory(at: book.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try Data("keep me\n".utf8).write(to: book.appendingPathComponent("sub/notes.txt"))
        try Data("unrelated\n".utf8).write(to: root.appendingPathComponent("unrelated.txt"))
        return (root, book)
    }

    /// Every path under `root` (folders as nil, files with their bytes, links with their target).
    private func tree(_ root: URL) throws -> [String: Data?] {
        var entries: [String: Data?] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return entries }
        while let path = enumerator.nextObject() as? String {
            let url = root.appendingPathComponent(path)
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            switch attributes[.type] as? FileAttributeType {
            case .typeDirectory?: entries[path] = .some(nil)
            case .typeSymbolicLink?: entries[path] = Data(try FileManager.default.destinationOfSymbolicLink(atPath: url.path).utf8)
            default: entries[path] = try Data(contentsOf: url)
            }
        }
        return entries
    }

    /// Runs `arguments` in `directory` and asserts the refusal: status 1, `error: refusing ...` naming `reason`, and
    /// nothing under `root` changed.
    private func assertRefused(_ arguments: [String], in directory: URL, root: URL, reason: String,
                               file: StaticString = #filePath, line: UInt = #line) throws {
        let before = try tree(root)
        let result = try NotebookProcess.run(arguments, in: directory, timeout: 60, file: file, line: line)
        XCTAssertEqual(result.status, 1, result.stderr, file: file, line: line)
        XCTAssertTrue(result.stderr.hasPrefix("error: refusing to write the site into "), result.stderr, file: file, line: line)
        XCTAssertTrue(result.stderr.contains(reason), result.stderr, file: file, line: line)
        XCTAssertEqual(result.stdout, "", file: file, line: line)
        let after = try tree(root)
        XCTAssertEqual(after.keys.sorted(), before.keys.sorted(), "files appeared or went", file: file, line: line)
        XCTAssertTrue(after == before, "a file changed", file: file, line: line)
    }

    func testTheBookFolderItselfIsRefused() throws {
        let (root, book) = try makeWorld()
        try assertRefused(["build", "--output", "."], in: book, root: root, reason: "it is the book's folder")
        try assertRefused(["build", "--book", "book", "--output", book.path + "/"], in: root, root: root, reason: "it is the book's folder")
    }

    /// `\u{600}/..` is the book's folder to the file system, though a split by characters sees one name: this build
    /// once replaced the book with its site.
    func testTheBookFolderBehindAMarkedSlashIsRefused() throws {
        let (root, book) = try makeWorld()
        try assertRefused(["build", "--output", "\u{600}/.."], in: book, root: root, reason: "it is the book's folder")
        try assertRefused(["build", "--output", "Chapters/\u{600}/../.."], in: book, root: root, reason: "it is the book's folder")
    }

    func testAnEmptyOutputIsRefused() throws {
        let (root, book) = try makeWorld()
        try assertRefused(["build", "--output", ""], in: book, root: root, reason: "the path is empty")
    }

    func testChaptersAndAnythingInsideItAreRefused() throws {
        let (root, book) = try makeWorld()
        try assertRefused(["build", "--output", "Chapters"], in: book, root: root, reason: "Chapters/ folder")
        try assertRefused(["build", "--output", "Chapters/site"], in: book, root: root, reason: "Chapters/ folder")
    }

    /// The cache folder holds the build lock and the manifests: a site swapped over it (it is absent before the first
    /// build) deleted the lock the build held and mixed the manifests into the pages.
    func testTheCacheFolderAndAnythingInsideItAreRefused() throws {
        let (root, book) = try makeWorld()
        try assertRefused(["build", "--output", ".notebook-cache"], in: book, root: root, reason: "it is the book's .notebook-cache/ folder")
        try assertRefused(["build", "--output", ".notebook-cache/site"], in: book, root: root,
                          reason: "it is inside the book's .notebook-cache/ folder")
    }

    func testAFolderHoldingTheBookIsRefused() throws {
        let (root, book) = try makeWorld()
        try assertRefused(["build", "--output", ".."], in: book, root: root, reason: "it contains the book's folder")
        // From a subfolder of the book, `..` is the book.
        try assertRefused(["build", "--book", "..", "--output", ".."], in: book.appendingPathComponent("sub"), root: root,
                          reason: "it is the book's folder")
        // `..` after a folder that does not exist yet, and a link to the book, are resolved before comparing.
        try assertRefused(["build", "--output", "new/../.."], in: book, root: root, reason: "it contains the book's folder")
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("link").path, withDestinationPath: book.path)
        try assertRefused(["build", "--book", "book", "--output", "link"], in: root, root: root, reason: "it is the book's folder")
    }

    func testServeRefusesBeforeBuildingOrListening() throws {
        let (root, book) = try makeWorld()
        try assertRefused(["serve", "--output", ".", "--port", "0"], in: book, root: root, reason: "it is the book's folder")
        try assertRefused(["serve", "--output", "sub", "--port", "0"], in: book, root: root, reason: "it is not empty")
    }

    func testAFolderOfOtherFilesIsRefused() throws {
        let (root, book) = try makeWorld()
        let other = root.appendingPathComponent("other")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        try Data("important\n".utf8).write(to: other.appendingPathComponent("important.txt"))
        try assertRefused(["build", "--output", "../other"], in: book, root: root,
                          reason: "it is not empty and was not made by notebook (it holds no .notebook-site)")
    }

    func testAnotherBookOrARepositoryIsRefused() throws {
        let (root, book) = try makeWorld()
        let otherBook = root.appendingPathComponent("other-book")
        try FileManager.default.copyItem(at: Fixtures.books.appendingPathComponent("basic"), to: otherBook)
        // Even with a marker: a book is never a site.
        try Data("x\n".utf8).write(to: otherBook.appendingPathComponent(".notebook-site"))
        try assertRefused(["build", "--output", "../other-book"], in: book, root: root, reason: "it holds a notebook.toml")
        let repository = root.appendingPathComponent("repository")
        try FileManager.default.createDirectory(at: repository.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try assertRefused(["build", "--output", "../repository"], in: book, root: root, reason: "it holds .git")
    }

    func testAPathThatIsNotAFolderIsRefused() throws {
        let (root, book) = try makeWorld()
        try assertRefused(["build", "--output", "notebook.toml"], in: book, root: root, reason: "it exists and is not a folder")
        try assertRefused(["build", "--output", "../unrelated.txt"], in: book, root: root, reason: "it exists and is not a folder")
    }

    /// A file or a link to nothing above the output is named before anything is read; the build used to fail late,
    /// with Foundation's error text at a made-up `path:1:1` location.
    func testAPathThroughAFileOrADanglingLinkIsRefused() throws {
        let (root, book) = try makeWorld()
        try assertRefused(["build", "--output", "../unrelated.txt/site"], in: book, root: root,
                          reason: "unrelated.txt' is not a folder")
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("gone").path,
                                                   withDestinationPath: "/nonexistent/deploy")
        try assertRefused(["build", "--output", "../gone/site"], in: book, root: root,
                          reason: "gone' is a link to '/nonexistent/deploy', which does not exist")
    }

    /// A folder that cannot be made is named with the system's reason, not Foundation's dump of its error.
    func testAnOutputThatCannotBeMadeSaysWhy() throws {
        let (_, book) = try makeWorld()
        let result = try NotebookProcess.run(["build", "--output", "/proc/notebook-site"], in: book)
        XCTAssertEqual(result.status, 1)
        XCTAssertFalse(result.stderr.contains("Error Domain"), result.stderr)
        XCTAssertTrue(result.stderr.contains("error: cannot write the site: cannot create '/proc/.notebook-site.staging-"), result.stderr)
        XCTAssertTrue(result.stderr.contains("': No such file or directory\n"), result.stderr)
    }

    func testAnAbsentAnEmptyOrASiteFolderIsAccepted() throws {
        let (root, book) = try makeWorld()
        let absent = try NotebookProcess.run(["build", "--output", "../absent/site"], in: book)
        XCTAssertEqual(absent.status, 0, absent.stderr)
        let marker = root.appendingPathComponent("absent/site/.notebook-site")
        XCTAssertTrue(try String(contentsOf: marker, encoding: .utf8).contains("written by notebook"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("absent/site/index.html").path))

        try FileManager.default.createDirectory(at: root.appendingPathComponent("empty"), withIntermediateDirectories: true)
        let empty = try NotebookProcess.run(["build", "--output", "../empty"], in: book)
        XCTAssertEqual(empty.status, 0, empty.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("empty/.notebook-site").path))

        // A site notebook built (it holds the marker) is replaced, again and again.
        let again = try NotebookProcess.run(["build", "--output", "../empty"], in: book)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(again.stdout, "built 2 chapters into empty/ (0 rendered, 2 unchanged), 1 warning\n")
        XCTAssertEqual(try NotebookProcess.run(["build"], in: book).status, 0)
        XCTAssertEqual(try NotebookProcess.run(["build"], in: book).stdout, "built 2 chapters into Site/ (0 rendered, 2 unchanged), 1 warning\n")
    }

    /// A `Site/` built before the marker existed is accepted where the tool put it (in the book's folder, beside the
    /// book's manifest); the same folder without the manifest is someone's folder and is refused.
    func testASiteFromBeforeTheMarkerIsAcceptedOnlyBesideItsManifest() throws {
        let (root, book) = try makeWorld()
        XCTAssertEqual(try NotebookProcess.run(["build"], in: book).status, 0)
        try FileManager.default.removeItem(at: book.appendingPathComponent("Site/.notebook-site"))
        let legacy = try NotebookProcess.run(["build"], in: book)
        XCTAssertEqual(legacy.status, 0, legacy.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: book.appendingPathComponent("Site/.notebook-site").path))

        try FileManager.default.removeItem(at: book.appendingPathComponent("Site/.notebook-site"))
        try FileManager.default.removeItem(at: book.appendingPathComponent(".notebook-cache"))
        try assertRefused(["build"], in: book, root: root, reason: "it holds no .notebook-site")
    }

    /// `--output` a link to a site (a deploy folder, say) rebuilds the site it points to: the link stays a link, and
    /// the folder it names gets the new pages, not a stale copy beside a link replaced by a folder.
    func testALinkToASiteIsFollowedAndKept() throws {
        let (root, book) = try makeWorld()
        let deploy = root.appendingPathComponent("deploy")
        XCTAssertEqual(try NotebookProcess.run(["build", "--output", deploy.path], in: book).status, 0)
        let link = root.appendingPathComponent("published")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: deploy.path)
        let chapter = book.appendingPathComponent("Chapters/01-affine.md")
        try Data((try String(contentsOf: chapter, encoding: .utf8) + "\nA new closing sentence.\n").utf8).write(to: chapter)

        let result = try NotebookProcess.run(["build", "--output", link.path], in: book)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link.path), deploy.path)
        let page = try String(contentsOf: deploy.appendingPathComponent("01-affine.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("A new closing sentence."), "the linked site was not rebuilt")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasPrefix(".") }
        XCTAssertEqual(leftovers, [])
    }
}
