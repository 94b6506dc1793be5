import Diagnostics
import Foundation
import XCTest
@testable import Notebook

final class BuildSupportTests: XCTestCase {
    // MARK: SHA-256 (FIPS 180-4 test vectors)

    func testSHA256KnownVectors() {
        XCTAssertEqual(SHA256.hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(SHA256.hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(
            SHA256.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        XCTAssertEqual(
            SHA256.hex(String(repeating: "a", count: 1000)),
            "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }

    func testFieldsAreLengthPrefixedSoBoundariesMatter() {
        var first = SHA256()
        first.updateField("ab")
        first.updateField("c")
        var second = SHA256()
        second.updateField("a")
        second.updateField("bc")
        XCTAssertNotEqual(first.finalizeHex(), second.finalizeHex())
    }

    // MARK: Cache

    func testCacheRoundTripsAndRejectsCorruptEntries() throws {
        let directory = try temporaryDirectory()
        let cache = BuildCache(directory: directory)
        cache.store(["x": 1, "y": 2], key: "k1")
        XCTAssertEqual(cache.load([String: Int].self, key: "k1"), ["x": 1, "y": 2])
        XCTAssertNil(cache.load([String: Int].self, key: "missing"))

        let entry = directory.appendingPathComponent("k1.entry")
        var bytes = try Data(contentsOf: entry)
        bytes[bytes.count - 3] ^= 0x01  // a flipped bit in the payload
        try bytes.write(to: entry)
        XCTAssertNil(cache.load([String: Int].self, key: "k1"), "a corrupt entry must never be trusted")

        try Data("notebook-cache 1\nabc\n{}".utf8).write(to: entry)
        XCTAssertNil(cache.load([String: Int].self, key: "k1"))
        try Data().write(to: entry)
        XCTAssertNil(cache.load([String: Int].self, key: "k1"))
    }

    func testCachePruneKeepsOnlyCurrentKeys() throws {
        let directory = try temporaryDirectory()
        let cache = BuildCache(directory: directory)
        cache.store(1, key: "a")
        cache.store(2, key: "b")
        cache.prune(keeping: ["b"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(), ["b.entry"])
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
        let quiet = BuildProgress(stepCount: 3, mode: .never) { lines.append($0) }
        quiet.begin("x")
        XCTAssertEqual(lines.value.count, 2)
    }
}

final class LockedLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ line: String) { lock.lock(); lines.append(line); lock.unlock() }
    var value: [String] { lock.lock(); defer { lock.unlock() }; return lines }
}

func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("notebook-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
