import Diagnostics
import Foundation
import XCTest
@testable import Notebook
@testable import NotebookServe
import Synchronization

final class BuildSupportTests: XCTestCase {
    // MARK: Content hash

    /// The formatter shows a line of a chapter refused for its size: only the first bytes are read, never the whole
    /// file (a 500 MB chapter took 74 s and 1 GB of memory to print its one diagnostic).
    func testReadPrefixReadsNoMoreThanAskedAndOnlyRegularFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notebook-prefix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let huge = folder.appendingPathComponent("huge.md").path
        XCTAssertTrue(FileManager.default.createFile(atPath: huge, contents: Data("# Title\n".utf8)))
        XCTAssertEqual(truncate(huge, 1 << 40), 0)  // sparse: a terabyte that takes no room
        let prefix = try XCTUnwrap(FileBytes.readPrefix(huge, count: 16))
        XCTAssertEqual(prefix, Array("# Title\n".utf8) + [UInt8](repeating: 0, count: 8))
        XCTAssertEqual(FileBytes.readPrefix(huge, count: 0), [])
        let small = folder.appendingPathComponent("small.md").path
        XCTAssertTrue(FileManager.default.createFile(atPath: small, contents: Data("ab".utf8)))
        XCTAssertEqual(FileBytes.readPrefix(small, count: 100), Array("ab".utf8))
        XCTAssertNil(FileBytes.readPrefix(folder.path, count: 10))
        XCTAssertNil(FileBytes.readPrefix(folder.appendingPathComponent("absent").path, count: 10))
        XCTAssertEqual(mkfifo(folder.appendingPathComponent("pipe").path, 0o644), 0)
        XCTAssertNil(FileBytes.readPrefix(folder.appendingPathComponent("pipe").path, count: 10))
    }

    func testContentHashSeesEveryByteAndFieldBoundaries() {
        let base = Array("The quick brown fox jumps over the lazy dog.".utf8)
        let reference = ContentHash.hex(of: base)
        XCTAssertEqual(reference.count, 32)
        XCTAssertEqual(ContentHash.hex(of: base), reference, "deterministic")
        for index in base.indices {
            var changed = base
            changed[index] ^= 0x01
            XCTAssertNotEqual(ContentHash.hex(of: changed), reference, "flipping byte \(index)")
        }
        XCTAssertNotEqual(ContentHash.hex(of: base + [0]), reference, "a trailing zero byte counts")
        XCTAssertNotEqual(ContentHash.hex(of: []), ContentHash.hex(of: [0]))
        var first = ContentHash()
        first.updateField("ab")
        first.updateField("c")
        var second = ContentHash()
        second.updateField("a")
        second.updateField("bc")
        XCTAssertNotEqual(first.finalizeHex(), second.finalizeHex())
    }

    // MARK: Manifest

    func testManifestRoundTripsEveryFieldAndRejectsDamage() throws {
        var record = ChapterRecord(
            name: "part\t1/01-a.md", sourceKey: "k", title: "Tab\there, newline\nand \\ backslash", summary: nil,
            listingCount: 2,
            listings: [ListingAnchors(anchor: "listing-x", label: "Listing 1.1", id: "x", figureAnchor: "figure-x", figureLabel: "Figure 1.1"),
                       ListingAnchors(anchor: "listing-1.2", label: "Listing 1.2", id: nil, figureAnchor: nil, figureLabel: nil)],
            imports: [ResolvedImport(chapterName: "02-b.md", fragment: "listing-y", label: "Listing 2.1", anchor: "listing-y")],
            warnings: [Diagnostic(id: "w", severity: .warning, message: "careful", at: SourceLocation(file: "Chapters/01-a.md", line: 3, column: 4),
                                  length: 2, notes: [Diagnostic.Note("see here", at: SourceLocation(file: "f", line: 1, column: 2)),
                                                     Diagnostic.Note("no place")])])
        record.pageKey = "p"
        record.assets = ["images/fig 1.png", "part\t1/data.csv"]
        var other = ChapterRecord(name: "02-b.md", sourceKey: "k2", title: "B", summary: "", listingCount: 0)
        other.pageKey = "q"
        var manifest = BuildManifest(
            toolFingerprint: "tool", configurationFingerprint: "config", chapters: [record.name: record, other.name: other],
            files: ["01-a.html": SiteFileIdentity(device: 1, inode: 2, size: 3, modifiedSeconds: 4, modifiedNanoseconds: 5,
                                                  changedSeconds: 6, changedNanoseconds: 7)])
        manifest.searchParts = ["assets/search/part-1.js": "key1", "assets/search/part-2.js": "key2"]
        manifest.assetSources = ["images/fig 1.png": SiteFileIdentity(device: 8, inode: 9, size: 10, modifiedSeconds: 11,
                                                                      modifiedNanoseconds: 12, changedSeconds: 13,
                                                                      changedNanoseconds: 14)]
        manifest.liveModuleSource = SiteFileIdentity(device: 15, inode: 16, size: 17, modifiedSeconds: 18,
                                                     modifiedNanoseconds: 19, changedSeconds: 20, changedNanoseconds: 21)
        let text = manifest.encoded()
        XCTAssertEqual(BuildManifest.decode(text), manifest)
        XCTAssertNil(BuildManifest.decode(String(text.dropLast())))
        XCTAssertTrue(text.hasPrefix("notebook-manifest 6\n"))
        XCTAssertTrue(text.contains("file\t01-a.html\t1\t2\t3\t4\t5\t6\t7\n"), "the ctime is recorded")
        XCTAssertTrue(text.contains("live-module\t15\t16\t17\t18\t19\t20\t21\n"))
        XCTAssertNil(BuildManifest.decode(text.replacingOccurrences(of: "notebook-manifest 6", with: "notebook-manifest 5")),
                     "a manifest of an earlier format is not trusted")
        let withoutALine = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset != 3 }.map(\.element).joined(separator: "\n")
        XCTAssertNil(BuildManifest.decode(withoutALine), "the line count catches a lost line")
        XCTAssertNil(BuildManifest.decode(""))
    }

    // MARK: Site directory

    func testReplaceSwapsInANewSiteAndRemovesOldFiles() throws {
        let parent = try temporaryDirectory()
        let output = parent.appendingPathComponent("Site")
        let directory = SiteDirectory(output: output)
        try directory.replace(with: [.init(path: "index.html", contents: "one"), .init(path: "old.html", contents: "x")])
        try directory.replace(with: [.init(path: "index.html", contents: "two"), .init(path: "assets/a.css", contents: "c")])
        XCTAssertEqual(try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8), "two")
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.appendingPathComponent("old.html").path))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: parent.path), ["Site"],
                       "no staging or retired folder may be left behind")
    }

    func testStaleStagingFoldersOfDeadProcessesAreRemoved() throws {
        let parent = try temporaryDirectory()
        let output = parent.appendingPathComponent("Site")
        // pid 2^22+1 is above Linux's pid_max default and never runs.
        let stale = parent.appendingPathComponent(".Site.staging-4194305")
        try FileManager.default.createDirectory(at: stale, withIntermediateDirectories: true)
        let unrelated = parent.appendingPathComponent(".Site.staging-notapid")
        try FileManager.default.createDirectory(at: unrelated, withIntermediateDirectories: true)
        try SiteDirectory(output: output).replace(with: [.init(path: "index.html", contents: "x")])
        XCTAssertFalse(FileManager.default.fileExists(atPath: stale.path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: unrelated.path))
    }

    /// The manifest is written to `manifest.<pid>.tmp` and renamed: a link of that name (a book's files come from
    /// anyone) was written through, emptying the file it named.
    func testTheManifestIsNeverWrittenThroughALinkAtItsTemporaryName() throws {
        let root = try temporaryDirectory()
        let cache = root.appendingPathComponent("book/.notebook-cache")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let precious = root.appendingPathComponent("precious.txt")
        try Data("keep".utf8).write(to: precious)
        try FileManager.default.createSymbolicLink(atPath: cache.path + "/manifest.\(getpid()).tmp", withDestinationPath: precious.path)
        let store = BuildManifestStore(cacheDirectory: cache, bookDirectory: root.appendingPathComponent("book"),
                                       outputDirectory: root.appendingPathComponent("book/Site"))
        let manifest = BuildManifest(toolFingerprint: "tool", configurationFingerprint: "configuration")
        store.store(manifest)
        XCTAssertEqual(try String(contentsOf: precious, encoding: .utf8), "keep")
        XCTAssertEqual(store.load(toolFingerprint: "tool"), manifest)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: cache.path), ["manifest"])
    }

    func testRemoveTreeRemovesNestedFoldersButNeverFollowsLinks() throws {
        let root = try temporaryDirectory()
        let outside = root.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: outside.appendingPathComponent("precious.txt"))
        let tree = root.appendingPathComponent("tree")
        try FileManager.default.createDirectory(at: tree.appendingPathComponent("a/b/c"), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: tree.appendingPathComponent("a/b/c/page.html"))
        try Data("y".utf8).write(to: tree.appendingPathComponent("index.html"))
        try FileManager.default.createSymbolicLink(at: tree.appendingPathComponent("a/link"), withDestinationURL: outside)
        FileBytes.removeTree(tree.path)
        XCTAssertFalse(FileManager.default.fileExists(atPath: tree.path))
        XCTAssertEqual(try String(contentsOf: outside.appendingPathComponent("precious.txt"), encoding: .utf8), "keep")

        // A link where a folder is expected is removed itself, its target left alone.
        let link = root.appendingPathComponent("linked")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: outside)
        FileBytes.removeTree(link.path)
        XCTAssertFalse(FileManager.default.fileExists(atPath: link.path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: outside.appendingPathComponent("precious.txt").path))
        FileBytes.removeTree(root.appendingPathComponent("missing").path)
    }

    // MARK: Scaffold

    func testSlugs() {
        XCTAssertEqual(ChapterScaffold.slug(of: "Perspective & the Vanishing Point!"), "perspective-the-vanishing-point")
        XCTAssertEqual(ChapterScaffold.slug(of: "  3D Transforms "), "3d-transforms")
        XCTAssertEqual(ChapterScaffold.slug(of: "透视投影"), "chapter")
        XCTAssertEqual(ChapterScaffold.nextNumber(after: ["01-a.md", "07-b.md", "notes.txt"]), 8)
        XCTAssertEqual(ChapterScaffold.nextNumber(after: []), 1)
    }

    func testInsertingIntoAMultiLineArrayKeepsItsLayout() {
        let config = """
        title = "Book"   # the title
        chapters = [
            "01-a.md",   # first
            "02-b.md",
        ]
        unsafe-html = false

        """
        XCTAssertEqual(ChapterScaffold.insertingChapter("03-c.md", into: config), """
        title = "Book"   # the title
        chapters = [
            "01-a.md",   # first
            "02-b.md",
            "03-c.md",
        ]
        unsafe-html = false

        """)
    }

    func testInsertingAddsTheMissingCommaAfterTheLastEntry() {
        let config = "chapters = [\n  \"01-a.md\"  # only\n]\n"
        XCTAssertEqual(ChapterScaffold.insertingChapter("02-b.md", into: config),
                       "chapters = [\n  \"01-a.md\",  # only\n  \"02-b.md\"\n]\n")
    }

    func testInsertingIntoInlineArrays() {
        XCTAssertEqual(ChapterScaffold.insertingChapter("02-b.md", into: "chapters = [\"01-a.md\"]\n"),
                       "chapters = [\"01-a.md\", \"02-b.md\"]\n")
        XCTAssertEqual(ChapterScaffold.insertingChapter("01-a.md", into: "chapters = []\n"),
                       "chapters = [\"01-a.md\"]\n")
        XCTAssertEqual(ChapterScaffold.insertingChapter("03-c.md", into: "chapters = [\n  \"01-a.md\",\n  \"02-b.md\"]\n"),
                       "chapters = [\n  \"01-a.md\",\n  \"02-b.md\", \"03-c.md\"]\n")
        XCTAssertEqual(ChapterScaffold.insertingChapter("x.md", into: "title = \"[not an array]\"\n"),
                       "title = \"[not an array]\"\nchapters = [\"x.md\"]\n")
    }

    func testAddChapterRefusesToOverwrite() throws {
        let book = try temporaryDirectory()
        try Data("title = \"T\"\nchapters = [\n  \"01-first.md\",\n]\n".utf8).write(to: book.appendingPathComponent("notebook.toml"))
        try FileManager.default.createDirectory(at: book.appendingPathComponent("Chapters"), withIntermediateDirectories: true)
        try Data("# First\n".utf8).write(to: book.appendingPathComponent("Chapters/01-first.md"))
        XCTAssertEqual(try ChapterScaffold.addChapter(titled: "Second Steps", toBookAt: book), "Chapters/02-second-steps.md")
        let config = try String(contentsOf: book.appendingPathComponent("notebook.toml"), encoding: .utf8)
        XCTAssertEqual(config, "title = \"T\"\nchapters = [\n  \"01-first.md\",\n  \"02-second-steps.md\",\n]\n")
        XCTAssertThrowsError(try ChapterScaffold.addChapter(titled: "", toBookAt: book))
        XCTAssertThrowsError(try ChapterScaffold.addChapter(titled: "Second steps!", toBookAt: book)) { error in
            XCTAssertEqual(error as? ChapterScaffold.Failure, .chapterExists("Chapters/02-second-steps.md"))
        }
        let missing = try temporaryDirectory()
        XCTAssertThrowsError(try ChapterScaffold.addChapter(titled: "X", toBookAt: missing)) { error in
            XCTAssertEqual(error as? ChapterScaffold.Failure, .missingConfig(missing.appendingPathComponent("notebook.toml").path))
        }
    }

    // MARK: Watcher

    func testWatcherSeesChangedAddedAndRemovedChapters() throws {
        let book = try temporaryDirectory()
        let chapters = book.appendingPathComponent("Chapters")
        try FileManager.default.createDirectory(at: chapters, withIntermediateDirectories: true)
        try Data("a".utf8).write(to: chapters.appendingPathComponent("01-a.md"))
        let watcher = SourceWatcher(bookDirectory: book)
        let before = watcher.fingerprint()
        XCTAssertEqual(SourceWatcher.changes(from: before, to: watcher.fingerprint()), [])
        try Data("ab".utf8).write(to: chapters.appendingPathComponent("01-a.md"))
        try Data("t".utf8).write(to: book.appendingPathComponent("notebook.toml"))
        let after = watcher.fingerprint()
        XCTAssertEqual(SourceWatcher.changes(from: before, to: after).map { URL(fileURLWithPath: $0).lastPathComponent },
                       ["01-a.md", "notebook.toml"])
    }

    // MARK: Progress

    func testProgressCountsSteps() {
        let lines = LockedLines()
        let progress = BuildProgress(stepCount: 3, mode: .always) { lines.append($0) }
        progress.begin("reading the book")
        progress.begin("evaluating listings")
        XCTAssertEqual(lines.value, ["[1/3] reading the book\n", "[2/3] evaluating listings\n"])
        progress.restart()
        progress.begin("reading the book")
        XCTAssertEqual(lines.value.last, "[1/3] reading the book\n", "each build of a long-lived builder counts from 1")
        let quiet = BuildProgress(stepCount: 3, mode: .never) { lines.append($0) }
        quiet.begin("x")
        XCTAssertEqual(lines.value.count, 3)
    }
}

final class LockedLines: Sendable {
    private let lines = Mutex<[String]>([])
    func append(_ line: String) { lines.withLock { $0.append(line) } }
    var value: [String] { lines.withLock { $0 } }
}

func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("notebook-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
