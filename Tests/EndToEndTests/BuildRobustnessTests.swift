#if canImport(Glibc)
import Glibc
#endif
import Foundation
import XCTest
import NotebookTestSupport
import Synchronization

/// Build holes of issue 12: page names that need escaping, page-name collisions, leftovers of failed swaps, two builds
/// at once, and pages edited in place.
final class BuildRobustnessTests: XCTestCase {
    private func book(chapters: [String: String], order: [String]) throws -> URL {
        let book = FileManager.default.temporaryDirectory.appendingPathComponent("notebook-holes-\(UUID().uuidString)")
        for (name, text) in chapters {
            let url = book.appendingPathComponent("Chapters/" + name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let list = order.map { "  \"\($0)\",\n" }.joined()
        try Data("title = \"Holes\"\nchapters = [\n\(list)]\n".utf8).write(to: book.appendingPathComponent("notebook.toml"))
        return book
    }

    /// Every `href="..."` in the site's pages that is not absolute.
    private func relativeLinks(in site: URL) throws -> [(page: String, href: String)] {
        var links: [(String, String)] = []
        for (path, data) in try Fixtures.files(in: site) where path.hasSuffix(".html") {
            let text = String(decoding: data, as: UTF8.self)
            for part in text.components(separatedBy: "href=\"").dropFirst() {
                guard let end = part.firstIndex(of: "\"") else { continue }
                let href = String(part[..<end])
                if href.contains("://") || href.hasPrefix("#") { continue }
                links.append((path, href))
            }
        }
        return links
    }

    func testChapterNamesWithQueryFragmentAndPercentCharactersGiveWorkingLinks() throws {
        let names = ["a?b#c%d.md", "two words.md", "plain.md"]
        let book = try book(chapters: [
            "a?b#c%d.md": "# Odd\n\nSee [the other](two%20words.md#top) and [plain](plain.md).\n",
            "two words.md": "# Two words\n\nBack to [odd](a%3Fb%23c%25d.md).\n",
            "plain.md": "# Plain\n\nText.\n",
        ], order: names)
        let result = try NotebookProcess.run(["build"], in: book)
        XCTAssertEqual(result.status, 0, result.stderr)
        let site = book.appendingPathComponent("Site")
        XCTAssertTrue(FileManager.default.fileExists(atPath: site.appendingPathComponent("a?b#c%d.html").path))
        let links = try relativeLinks(in: site)
        XCTAssertTrue(links.contains { $0.href == "a%3Fb%23c%25d.html" }, "\(links)")
        XCTAssertTrue(links.contains { $0.href == "two%20words.html#top" }, "\(links)")
        for (page, href) in links {
            let path = String(href.prefix { $0 != "#" && $0 != "?" })
            guard let decoded = path.removingPercentEncoding else { XCTFail("bad escape in \(href) on \(page)"); continue }
            XCTAssertTrue(FileManager.default.fileExists(atPath: site.appendingPathComponent(decoded).path),
                          "\(page) links to \(href), which is no file of the site")
        }
        let search = try String(contentsOf: site.appendingPathComponent("assets/search/part-1.js"), encoding: .utf8)
        XCTAssertTrue(search.contains("a%3Fb%23c%25d.html"), "search results link to the escaped page")
    }

    func testPageNameCollisionsAreReportedAtTheChapterEntryBeforeEvaluation() throws {
        let book = try book(chapters: [
            "index.md": "# Index\n", "sub/x.md": "# X\n", "sub-x.md": "# Y\n",
        ], order: ["sub/x.md", "index.md", "sub-x.md"])
        let result = try NotebookProcess.run(["build"], in: book)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains(
            "notebook.toml:4:3: error: chapter 'index.md' would be written as 'index.html', which the site's contents page already is"),
            result.stderr)
        XCTAssertTrue(result.stderr.contains(
            "notebook.toml:5:3: error: chapter 'sub-x.md' would be written as 'sub-x.html', which chapter 'sub/x.md' already is"),
            result.stderr)
        XCTAssertTrue(result.stderr.contains("notebook.toml:3:3: note: 'sub/x.md' listed here"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: book.appendingPathComponent("Site").path))
    }

    /// A previous site someone made read-only is still replaced, and neither a staging nor a retired folder is left
    /// (the swap put the old site at the staging path, and removing it failed on its read-only folders).
    func testAReadOnlyPreviousSiteLeavesNoStagingFolder() throws {
        let book = try Fixtures.copy("basic")
        // Root writes into read-only folders anyway: as root, the builds run as `nobody` through setpriv(1).
        var launcher: [String] = []
        if geteuid() == 0 {
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
                throw XCTSkip("runs as root without setpriv(1): a read-only folder cannot stop root, so the failure cannot be provoked")
            }
            launcher = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
            XCTAssertEqual(try run(["/bin/chown", "-R", "65534:65534", book.path], in: book), 0)
        }
        let notebook = launcher + [try XCTUnwrap(NotebookProcess.executable).path, "build"]
        XCTAssertEqual(try run(notebook, in: book), 0)
        let site = book.appendingPathComponent("Site")
        for folder in ["assets/search", "assets", ""] {
            XCTAssertEqual(chmod(site.appendingPathComponent(folder).path, 0o555), 0)
        }
        let chapter = book.appendingPathComponent("Chapters/02-perspective.md")
        try Data((try String(contentsOf: chapter, encoding: .utf8) + "\nOne more paragraph.\n").utf8).write(to: chapter)
        XCTAssertEqual(try run(notebook, in: book), 0)
        XCTAssertEqual(try run(notebook, in: book), 0)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: book.path)
            .filter { $0.hasPrefix(".Site.staging-") || $0.hasPrefix(".Site.retired-") }
        XCTAssertEqual(leftovers, [])
        XCTAssertTrue(try String(contentsOf: site.appendingPathComponent("02-perspective.html"), encoding: .utf8)
            .contains("<p>One more paragraph.</p>"))
    }

    /// Runs `command` in `directory` (output discarded); its exit status.
    private func run(_ command: [String], in directory: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.currentDirectoryURL = directory
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// The test holds the build lock as another build would: the build waits, says so once, and goes on when the lock
    /// is released.
    func testASecondBuildWaitsForTheFirst() throws {
        let book = try Fixtures.copy("basic")
        let holder = try HeldBuildLock(book: book)

        let errorFile = book.appendingPathComponent("build.stderr")
        XCTAssertTrue(FileManager.default.createFile(atPath: errorFile.path, contents: nil))
        let process = Process()
        process.executableURL = NotebookProcess.executable
        process.arguments = ["build"]
        process.currentDirectoryURL = book
        // As the shared runner does: no progress lines, no colour, no note about the live cells' module.
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["NOTEBOOK_PROGRESS": "never", "NO_COLOR": "1", "NOTEBOOK_WASM": "none"]) { _, new in new }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        let notice = "waiting for another build of Site/ (pid \(getpid()))\n"
        var waited = 0
        while (try? String(contentsOf: errorFile, encoding: .utf8)) != notice && waited < 600 && process.isRunning {
            usleep(50_000)
            waited += 1
        }
        XCTAssertEqual(try String(contentsOf: errorFile, encoding: .utf8), notice)
        XCTAssertTrue(process.isRunning, "the build did not wait")
        XCTAssertFalse(FileManager.default.fileExists(atPath: book.appendingPathComponent("Site").path))
        holder.release()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertEqual(try String(contentsOf: errorFile, encoding: .utf8), notice + BuildTests.rawHTMLWarning,
                       "the notice is given once")
        XCTAssertTrue(FileManager.default.fileExists(atPath: book.appendingPathComponent("Site/index.html").path))
    }

    /// Two builds started together both succeed, and the site is the one a single build writes.
    func testTwoBuildsAtOnceLeaveOneCompleteSite() throws {
        let book = try Fixtures.copy("basic")
        let group = DispatchGroup()
        let statuses = StatusBox()
        for index in 0..<2 {
            group.enter()
            DispatchQueue.global().async {
                let status = (try? NotebookProcess.run(["build"], in: book).status) ?? -1
                statuses.set(index, status)
                group.leave()
            }
        }
        group.wait()
        XCTAssertEqual(statuses.values, [0, 0])
        let site = try Fixtures.files(in: book.appendingPathComponent("Site"))
        let fresh = try Fixtures.copy("basic")
        XCTAssertEqual(try NotebookProcess.run(["build"], in: fresh).status, 0)
        XCTAssertEqual(site, try Fixtures.files(in: fresh.appendingPathComponent("Site")))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: book.path).filter { $0.contains(".staging-") }
        XCTAssertEqual(leftovers, [])
    }

    /// A page edited in place, keeping its size and with its modification time set back, is still not trusted: its
    /// ctime changed.
    func testAPageEditedInPlaceWithItsTimeRestoredIsRebuilt() throws {
        let book = try Fixtures.copy("basic")
        XCTAssertEqual(try NotebookProcess.run(["build"], in: book).status, 0)
        let site = try Fixtures.files(in: book.appendingPathComponent("Site"))
        let page = book.appendingPathComponent("Site/01-affine.html").path
        var before = stat()
        XCTAssertEqual(stat(page, &before), 0)
        usleep(20_000)  // a coarse clock tick, so that the edit's ctime differs
        let descriptor = open(page, O_WRONLY)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        var byte = UInt8(ascii: "X")
        XCTAssertEqual(pwrite(descriptor, &byte, 1, off_t(before.st_size - 10)), 1)
        close(descriptor)
        var times = [before.st_atim, before.st_mtim]
        XCTAssertEqual(utimensat(AT_FDCWD, page, &times, 0), 0)
        var after = stat()
        XCTAssertEqual(stat(page, &after), 0)
        XCTAssertEqual(after.st_size, before.st_size)
        XCTAssertEqual(after.st_mtim.tv_sec, before.st_mtim.tv_sec)
        XCTAssertEqual(after.st_mtim.tv_nsec, before.st_mtim.tv_nsec)
        XCTAssertEqual(after.st_ino, before.st_ino)

        let rebuilt = try NotebookProcess.run(["build"], in: book)
        XCTAssertEqual(rebuilt.stdout, "built 2 chapters into Site/ (1 rendered, 1 unchanged), 1 warning\n", rebuilt.stderr)
        XCTAssertEqual(try Fixtures.files(in: book.appendingPathComponent("Site")), site)
    }
}

private final class StatusBox: Sendable {
    private let statuses = Mutex<[Int: Int32]>([:])

    func set(_ index: Int, _ status: Int32) {
        statuses.withLock { $0[index] = status }
    }

    var values: [Int32] {
        statuses.withLock { statuses in statuses.keys.sorted().compactMap { statuses[$0] } }
    }
}
