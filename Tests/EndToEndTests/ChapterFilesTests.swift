import Foundation
import XCTest

/// Images and other files chapters show are copied into the site at their path under `Chapters/`, reused while
/// unchanged, copied again when changed; a missing one, or one outside `Chapters/`, is an error at its link.
final class ChapterFilesTests: XCTestCase {
    private func write(_ text: String, to path: String, in book: URL) throws {
        let url = book.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func makeBook() throws -> URL {
        let book = FileManager.default.temporaryDirectory.appendingPathComponent("notebook-e2e-files-\(UUID().uuidString)")
        try write("title = \"Files\"\nchapters = [\"01-one.md\", \"part/02-two.md\"]\n", to: "notebook.toml", in: book)
        try write("# One\n\n![A figure](images/fig.png)\n\nThe [data](data.csv?v=1), [](#section-more).\n\n## More\n",
                  to: "Chapters/01-one.md", in: book)
        try write("# Two\n\n![Local](pic%20one.png \"A title\")\n", to: "Chapters/part/02-two.md", in: book)
        try write("PNG1", to: "Chapters/images/fig.png", in: book)
        try write("a,b\n", to: "Chapters/data.csv", in: book)
        try write("PIC", to: "Chapters/part/pic one.png", in: book)
        addTeardownBlock { try? FileManager.default.removeItem(at: book) }
        return book
    }

    private func inode(_ url: URL) throws -> Int {
        try XCTUnwrap(FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? Int)
    }

    func testFilesAreCopiedReusedAndCopiedAgainWhenChanged() throws {
        let book = try makeBook()
        let site = book.appendingPathComponent("Site")
        let first = try NotebookProcess.run(["build"], in: book)
        XCTAssertEqual(first.stderr, "")
        XCTAssertEqual(first.status, 0)
        XCTAssertEqual(try String(contentsOf: site.appendingPathComponent("images/fig.png"), encoding: .utf8), "PNG1")
        XCTAssertEqual(try String(contentsOf: site.appendingPathComponent("data.csv"), encoding: .utf8), "a,b\n")
        XCTAssertEqual(try String(contentsOf: site.appendingPathComponent("part/pic one.png"), encoding: .utf8), "PIC")
        let one = try String(contentsOf: site.appendingPathComponent("01-one.html"), encoding: .utf8)
        XCTAssertTrue(one.contains("<img src=\"images/fig.png\" alt=\"A figure\" />"), one)
        XCTAssertTrue(one.contains("<a href=\"data.csv?v=1\">data</a>, <a href=\"#section-more\">More</a>"), one)
        // Pages are all at the site's root: a chapter in a folder links to its file by the file's path in the site.
        let two = try String(contentsOf: site.appendingPathComponent("part-02-two.html"), encoding: .utf8)
        XCTAssertTrue(two.contains("<img src=\"part/pic%20one.png\" alt=\"Local\" title=\"A title\" />"), two)

        let figure = try inode(site.appendingPathComponent("images/fig.png"))
        let second = try NotebookProcess.run(["build"], in: book)
        XCTAssertEqual(second.stdout, "built 2 chapters into Site/ (0 rendered, 2 unchanged)\n", second.stderr)
        XCTAssertEqual(try inode(site.appendingPathComponent("images/fig.png")), figure, "an unchanged file is linked, not copied")

        // The image changes, its chapter does not: the page is reused and the image copied again.
        try write("PNG2, larger", to: "Chapters/images/fig.png", in: book)
        let third = try NotebookProcess.run(["build"], in: book)
        XCTAssertEqual(third.stdout, "built 2 chapters into Site/ (0 rendered, 2 unchanged)\n", third.stderr)
        XCTAssertEqual(try String(contentsOf: site.appendingPathComponent("images/fig.png"), encoding: .utf8), "PNG2, larger")
    }

    /// Two files named with the same letters in two Unicode forms (NFC `é`, NFD `e` and U+0301) can both be in
    /// `Chapters/` on Linux; strings take them for one, and the second was silently not copied. The second is refused:
    /// at its link when one chapter shows both, for the whole build when two chapters do.
    func testFileNamesInTwoUnicodeFormsAreRefused() throws {
        let book = try makeBook()
        try write("one", to: "Chapters/caf\u{E9}.png", in: book)
        try write("two", to: "Chapters/cafe\u{301}.png", in: book)
        try write("# One\n\n![A](caf\u{E9}.png) ![B](cafe\u{301}.png)\n", to: "Chapters/01-one.md", in: book)
        let inOneChapter = try NotebookProcess.run(["build"], in: book)
        XCTAssertEqual(inOneChapter.status, 1)
        XCTAssertTrue(inOneChapter.stderr.hasPrefix("Chapters/01-one.md:3:"), inOneChapter.stderr)
        XCTAssertTrue(inOneChapter.stderr.contains("error: image 'cafe\u{301}.png' has the name of 'caf\u{E9}.png' written in "
                                                   + "another Unicode form; the site cannot hold both: rename one"), inOneChapter.stderr)
        try write("# One\n\n![A](caf\u{E9}.png)\n", to: "Chapters/01-one.md", in: book)
        try write("# Two\n\n![B](../cafe\u{301}.png)\n", to: "Chapters/part/02-two.md", in: book)
        let inTwoChapters = try NotebookProcess.run(["build"], in: book)
        XCTAssertEqual(inTwoChapters.status, 1)
        XCTAssertTrue(inTwoChapters.stderr.contains("'Chapters/caf\u{E9}.png' and 'Chapters/cafe\u{301}.png' are one name written "
                                                    + "in two Unicode forms; the site cannot hold both: rename one"), inTwoChapters.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: book.appendingPathComponent("Site").path), "no site is written")
    }

    func testMissingFilesAndFilesOutsideChaptersAreErrorsAtTheirLinks() throws {
        let book = try makeBook()
        XCTAssertEqual(try NotebookProcess.run(["build"], in: book).status, 0)
        // The chapter itself is unchanged: the build must notice its file is gone, not reuse the page.
        try FileManager.default.removeItem(at: book.appendingPathComponent("Chapters/images/fig.png"))
        try write("# Two\n\n![Local](pic%20one.png)\n\n![Secret](../../notebook.toml) [x](../01-one.md#section-nope)\n",
                  to: "Chapters/part/02-two.md", in: book)
        try FileManager.default.createSymbolicLink(atPath: book.appendingPathComponent("Chapters/link.png").path,
                                                   withDestinationPath: "/etc/hostname")
        try write("title = \"Files\"\nchapters = [\"01-one.md\", \"part/02-two.md\", \"03-three.md\"]\n", to: "notebook.toml", in: book)
        try write("# Three\n\n![Linked](link.png)\n", to: "Chapters/03-three.md", in: book)
        let failed = try NotebookProcess.run(["build"], in: book)
        XCTAssertEqual(failed.status, 1)
        XCTAssertEqual(failed.stderr, """
        Chapters/01-one.md:3:13: error: image 'images/fig.png' does not exist
         3 | ![A figure](images/fig.png)
           |             ^~~~~~~~~~~~~~
        Chapters/03-three.md:3:11: error: image 'link.png' is a symbolic link; put the file itself under Chapters
         3 | ![Linked](link.png)
           |           ^~~~~~~~
        Chapters/part/02-two.md:5:11: error: image '../../notebook.toml' is outside the Chapters folder; the site can only show files under it
         5 | ![Secret](../../notebook.toml) [x](../01-one.md#section-nope)
           |           ^~~~~~~~~~~~~~~~~~~
        build failed: 3 errors; the previous site was left as it was

        """)
        XCTAssertFalse(FileManager.default.fileExists(atPath: book.appendingPathComponent("Site/03-three.html").path),
                       "a failed build leaves the previous site")
    }
}
