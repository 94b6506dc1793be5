import Foundation
import XCTest

/// A book's `.notebook-cache` is part of the book, and a book may come from anyone (git keeps links): a link there
/// must not lead a build to write, truncate or delete files outside the book. The build refuses with `error:` and
/// exit status 1, and every file stays as it was.
final class CacheFolderTests: XCTestCase {
    /// `root/book` (the basic fixture) and `root/home`, a folder of the user's files named as the cache's are.
    private func makeWorld() throws -> (root: URL, book: URL, home: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("notebook-cache-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        let book = root.appendingPathComponent("book"), home = root.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home.appendingPathComponent("chapters"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Fixtures.books.appendingPathComponent("basic"), to: book)
        try Data("my notes\n".utf8).write(to: home.appendingPathComponent("chapters/notes.txt"))
        try Data("my manifest\n".utf8).write(to: home.appendingPathComponent("manifest"))
        try Data("precious\n".utf8).write(to: home.appendingPathComponent("precious.txt"))
        return (root, book, home)
    }

    private func build(_ book: URL, root: URL, refusing reason: String, line: UInt = #line) throws {
        let before = try Fixtures.files(in: root)
        let result = try NotebookProcess.run(["build"], in: book, timeout: 60, line: line)
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr, line: line)
        XCTAssertTrue(result.stderr.contains("error: "), result.stderr, line: line)
        XCTAssertTrue(result.stderr.contains(reason), result.stderr, line: line)
        XCTAssertFalse(FileManager.default.fileExists(atPath: book.appendingPathComponent("Site").path), line: line)
        let after = try Fixtures.files(in: root)
        XCTAssertEqual(after.keys.sorted(), before.keys.sorted(), "files appeared or went", line: line)
        XCTAssertTrue(after == before, "a file changed", line: line)
    }

    /// The build deleted the linked folder's `chapters/` (the cache's files of an older version) and replaced its
    /// `manifest`.
    func testACacheFolderThatIsALinkIsRefused() throws {
        let (root, book, _) = try makeWorld()
        try FileManager.default.createSymbolicLink(atPath: book.appendingPathComponent(".notebook-cache").path,
                                                   withDestinationPath: "../home")
        try build(book, root: root, refusing: "is a link")
    }

    /// The build opened the lock through the link, emptied the file it names and wrote its process id into it.
    func testABuildLockThatIsALinkIsRefused() throws {
        let (root, book, _) = try makeWorld()
        try FileManager.default.createDirectory(at: book.appendingPathComponent(".notebook-cache"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: book.appendingPathComponent(".notebook-cache/build.lock").path,
                                                   withDestinationPath: "../../home/precious.txt")
        try build(book, root: root, refusing: "is a link")
    }
}
