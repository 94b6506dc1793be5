import Diagnostics
import XCTest
@testable import Notebook

/// The one rule for what a build may replace: absent, empty, or a site notebook made.
final class OutputFolderPolicyTests: XCTestCase {
    private var root: URL!
    private var book: URL!

    override func setUpWithError() throws {
        root = try temporaryDirectory()
        book = root.appendingPathComponent("book")
        try FileManager.default.createDirectory(at: book.appendingPathComponent("Chapters"), withIntermediateDirectories: true)
        try Data("title = \"T\"\nchapters = [\"a.md\"]\n".utf8).write(to: book.appendingPathComponent("notebook.toml"))
        try Data("# A\n".utf8).write(to: book.appendingPathComponent("Chapters/a.md"))
    }

    private func problem(_ output: String) -> String? {
        OutputFolderPolicy.problem(output: output, book: book.path)
    }

    private func folder(_ path: String, files: [String: String] = [:]) throws -> String {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files {
            try Data(text.utf8).write(to: url.appendingPathComponent(name))
        }
        return url.path
    }

    func testTheBookItsAncestorsAndItsChaptersAreRefused() {
        XCTAssertEqual(problem(""), "the path is empty")
        XCTAssertEqual(problem(book.path), "it is the book's folder")
        XCTAssertEqual(problem(book.path + "/Chapters/.."), "it is the book's folder")
        XCTAssertEqual(problem(root.path), "it contains the book's folder")
        XCTAssertEqual(problem("/"), "it contains the book's folder")
        XCTAssertEqual(problem(book.path + "/Chapters"), "it is the book's Chapters/ folder")
        XCTAssertEqual(problem(book.path + "/Chapters/site/deeper"), "it is inside the book's Chapters/ folder")
        XCTAssertEqual(problem(book.path + "/notebook.toml"), "it exists and is not a folder")
    }

    /// A slash beside a prepended mark (U+0600) or before a combining one is one character with it, but the file
    /// system splits there all the same: split by characters, `\u{600}/..` was taken for a new folder of that name.
    func testPathsAreSplitWhereTheFileSystemSplitsThem() {
        XCTAssertEqual(problem(book.path + "/\u{600}/.."), "it is the book's folder")
        XCTAssertEqual(problem(book.path + "/Chapters/\u{600}/../.."), "it is the book's folder")
        XCTAssertEqual(problem(root.path + "/\u{600}/../book"), "it is the book's folder")
        XCTAssertEqual(problem(book.path + "/Chapters/\u{301}site"), "it is inside the book's Chapters/ folder")
        XCTAssertEqual(OutputFolderPolicy.resolvedPath(root.path + "/\u{600}/../x"), OutputFolderPolicy.resolvedPath(root.path) + "/x")
    }

    func testLinksAndDotDotAreResolvedBeforeComparing() throws {
        let link = root.appendingPathComponent("link").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: book.path)
        XCTAssertEqual(problem(link), "it is the book's folder")
        XCTAssertEqual(problem(link + "/Chapters"), "it is the book's Chapters/ folder")
        // `..` after a link goes up from where the link leads, not from where it is.
        let deep = try folder("x/y")
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("up").path, withDestinationPath: deep)
        XCTAssertEqual(OutputFolderPolicy.resolvedPath(root.path + "/up/../new/./site"),
                       OutputFolderPolicy.resolvedPath(root.path) + "/x/new/site")
        XCTAssertEqual(problem(root.path + "/missing/../.."), "it contains the book's folder")
        let dangling = root.appendingPathComponent("dangling").path
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: root.path + "/nowhere")
        XCTAssertEqual(problem(dangling), "it exists and is not a folder", "a link to nothing is a link, which the swap would replace")
    }

    func testFoldersOfOtherFilesBooksAndRepositoriesAreRefused() throws {
        XCTAssertEqual(problem(try folder("other", files: ["important.txt": "x"])),
                       "it is not empty and was not made by notebook (it holds no .notebook-site)")
        XCTAssertEqual(problem(try folder("book2", files: ["notebook.toml": "", ".notebook-site": ""])),
                       "it holds a notebook.toml (it is a book)")
        XCTAssertNil(problem(try folder("repo/.git")), "an empty .git folder is itself empty")
        XCTAssertEqual(problem(root.path + "/repo"), "it holds .git (it is a repository)")
        let markerFolder = try folder("fake", files: ["page.html": ""])
        try FileManager.default.createDirectory(atPath: markerFolder + "/.notebook-site", withIntermediateDirectories: true)
        XCTAssertEqual(problem(markerFolder), "it is not empty and was not made by notebook (it holds no .notebook-site)",
                       "the marker is a file")
    }

    func testAbsentEmptyAndMarkedFoldersAreAccepted() throws {
        XCTAssertNil(problem(root.path + "/new/site"))
        XCTAssertNil(problem(try folder("empty")))
        XCTAssertNil(problem(try folder("site", files: [".notebook-site": "x", "index.html": ""])))
        XCTAssertNil(problem(book.path + "/Site"))
    }

    func testAFolderIsEmptyWhenItHoldsNothingButDotAndDotDot() throws {
        XCTAssertEqual(OutputFolderPolicy.isEmptyFolder(try folder("nothing")), true)
        XCTAssertEqual(OutputFolderPolicy.isEmptyFolder(try folder("hidden", files: [".only": ""])), false,
                       "a dot file counts")
        XCTAssertEqual(OutputFolderPolicy.isEmptyFolder(try folder("subfolder/inner") + "/.."), false)
        XCTAssertNil(OutputFolderPolicy.isEmptyFolder(root.path + "/absent"))
        XCTAssertNil(OutputFolderPolicy.isEmptyFolder(book.path + "/notebook.toml"), "a file is not a folder")
    }

    func testASiteFromBeforeTheMarkerIsAcceptedOnlyAsTheBooksSiteBesideItsManifest() throws {
        let legacy = book.appendingPathComponent("Site").path
        try FileManager.default.createDirectory(atPath: legacy, withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: legacy + "/index.html"))
        XCTAssertNotNil(problem(legacy))
        try FileManager.default.createDirectory(at: book.appendingPathComponent(".notebook-cache"), withIntermediateDirectories: true)
        try Data("not a manifest\n".utf8).write(to: book.appendingPathComponent(".notebook-cache/manifest"))
        XCTAssertNotNil(problem(legacy))
        try Data((BuildManifest.formatLine + "\n").utf8).write(to: book.appendingPathComponent(".notebook-cache/manifest"))
        XCTAssertNil(problem(legacy))
        // Elsewhere, the same folder is someone's.
        let elsewhere = try folder("Site", files: ["index.html": ""])
        XCTAssertNotNil(problem(elsewhere))
    }

    func testTheRefusalSaysWhatIsAccepted() {
        XCTAssertEqual(OutputFolderPolicy.refusal(output: book.path, book: book.path),
                       OutputFolderPolicy.refusalMessage(output: book.path, reason: "it is the book's folder"))
        XCTAssertEqual(OutputFolderPolicy.refusalMessage(output: ".", reason: "it is the book's folder"),
                       "refusing to write the site into '.': it is the book's folder; choose a new or empty folder, "
                       + "or a site notebook built (holds .notebook-site)")
    }

    /// Library users are safe too: the builder refuses before reading anything and leaves the book as it was.
    func testTheBuilderRefusesTheBookFolder() throws {
        let before = try FileManager.default.subpathsOfDirectory(atPath: book.path).sorted()
        let outcome = BookBuilder(bookDirectory: book, outputDirectory: book).build()
        XCTAssertFalse(outcome.succeeded)
        XCTAssertEqual(outcome.diagnostics.map(\.id), ["build.output-refused"])
        XCTAssertTrue(outcome.diagnostics[0].message.contains("it is the book's folder"), outcome.diagnostics[0].message)
        XCTAssertEqual(try FileManager.default.subpathsOfDirectory(atPath: book.path).sorted(), before)
        XCTAssertEqual(try Data(contentsOf: book.appendingPathComponent("Chapters/a.md")), Data("# A\n".utf8))
    }

    func testEverySiteHoldsTheMarker() throws {
        let outcome = BookBuilder(bookDirectory: book, outputDirectory: book.appendingPathComponent("Site")).build()
        XCTAssertTrue(outcome.succeeded, "\(outcome.diagnostics)")
        let marker = try String(contentsOf: book.appendingPathComponent("Site/.notebook-site"), encoding: .utf8)
        XCTAssertEqual(marker, OutputFolderPolicy.markerText)
        XCTAssertNil(problem(book.path + "/Site"))
    }
}
