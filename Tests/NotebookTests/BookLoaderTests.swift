import Diagnostics
import Foundation
import XCTest
@testable import Notebook

final class BookLoaderTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("notebook-loader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Chapters/part"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(path))
    }

    func testLoadsABookWithCrossChapterReferences() throws {
        try write("title = \"Seeing the Matrix\"\nchapters = [\"01-one.md\", \"part/02-two.md\"]\n", to: "notebook.toml")
        try write("# One\n\n```objc id=first\nx\n```\n", to: "Chapters/01-one.md")
        try write("---\ntitle: Two\n---\nSee [](../01-one.md#listing-first) and [](01-one.md#listing-first).\n", to: "Chapters/part/02-two.md")
        let result = BookLoader.load(folder: folder.path)
        XCTAssertEqual(result.diagnostics.map(DiagnosticFormatter.headline), [
            "Chapters/part/02-two.md:4:43: error: link to unknown chapter '01-one.md'",
        ])
        let book = try XCTUnwrap(result.book)
        XCTAssertEqual(book.title, "Seeing the Matrix")
        XCTAssertEqual(book.chapters.map(\.title), ["One", "Two"])
        XCTAssertEqual(book.chapters.map(\.path), ["Chapters/01-one.md", "Chapters/part/02-two.md"])
        XCTAssertEqual(book.chapters[1].references.map(\.label), ["Listing 1.1"])
        XCTAssertEqual(result.sources.keys.sorted(), ["Chapters/01-one.md", "Chapters/part/02-two.md", "notebook.toml"])
    }

    /// An error in the configuration does not hide the chapters' own problems: all are reported in one run.
    func testConfigurationAndChapterErrorsAreReportedTogether() throws {
        try write("title = \"T\"\nlanguage = \"en gb\"\ntitel = 1\nchapters = [\"01-one.md\", \"../x.md\"]\n", to: "notebook.toml")
        try write("# One\n\n```expect\nx = 1\n```\n", to: "Chapters/01-one.md")
        let result = BookLoader.load(folder: folder.path)
        XCTAssertEqual(result.diagnostics.map(DiagnosticFormatter.headline), [
            "Chapters/01-one.md:3:1: error: an expect block must directly follow a listing or twin pair",
            "notebook.toml:2:12: error: 'en gb' is not a language tag such as \"en\" or \"zh-Hans\"",
            "notebook.toml:3:1: error: unknown key 'titel'; did you mean 'title'?",
            "notebook.toml:4:26: error: invalid chapter path '../x.md': it must stay inside 'Chapters/' ('..' is not allowed)",
        ])
    }

    func testFileSystemProblemsPointAtTheChaptersArray() throws {
        try write("""
        title = "T"
        chapters = [
          "missing.md",
          "escape.md",
          "bad.md",
          "part",
        ]
        """.replacingOccurrences(of: "\"part\"", with: "\"folder.md\""), to: "notebook.toml")
        let outside = folder.deletingLastPathComponent().appendingPathComponent("outside-\(UUID().uuidString).md")
        try Data("# Outside\n".utf8).write(to: outside)
        defer { try? FileManager.default.removeItem(at: outside) }
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("Chapters/escape.md"), withDestinationURL: outside)
        try Data([0x23, 0x20, 0xFF, 0x0A]).write(to: folder.appendingPathComponent("Chapters/bad.md"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Chapters/folder.md"), withIntermediateDirectories: true)
        try write("# Stray\n", to: "Chapters/stray.md")
        try write("# Hidden\n", to: "Chapters/.hidden.md")

        let result = BookLoader.load(folder: folder.path, pathPrefix: "book/")
        XCTAssertEqual(result.diagnostics.map(DiagnosticFormatter.headline), [
            "book/Chapters/bad.md:1:3: error: chapter is not valid UTF-8: byte 0xFF at offset 2",
            "book/notebook.toml:2:1: warning: chapter file 'Chapters/part/02-two.md' is not listed in 'chapters' and is not part of the book",
            "book/notebook.toml:2:1: warning: chapter file 'Chapters/stray.md' is not listed in 'chapters' and is not part of the book",
            "book/notebook.toml:3:3: error: chapter file 'Chapters/missing.md' does not exist",
            "book/notebook.toml:4:3: error: chapter 'escape.md' is a symbolic link leading outside the book folder",
            "book/notebook.toml:6:3: error: cannot read chapter file 'folder.md': it is a folder",
        ].filter { !$0.contains("part/02-two.md") })
        XCTAssertEqual(result.book?.chapters.count, 0)
        let badLine = DiagnosticFormatter(source: result.sourceProvider).format(result.diagnostics.filter { $0.id == "chapter.invalid-utf8" })
        XCTAssertEqual(badLine, """
        book/Chapters/bad.md:1:3: error: chapter is not valid UTF-8: byte 0xFF at offset 2
         1 | # \u{FFFD}
           |   ^

        """)
        let text = DiagnosticFormatter(source: result.sourceProvider).format(result.diagnostics.filter { $0.id == "chapter.missing" })
        XCTAssertEqual(text, """
        book/notebook.toml:3:3: error: chapter file 'Chapters/missing.md' does not exist
         3 |   "missing.md",
           |   ^~~~~~~~~~~~

        """)
    }

    func testOversizedChapterIsRefusedBeforeReadingIt() throws {
        try write("title = \"T\"\nchapters = [\"big.md\"]\n", to: "notebook.toml")
        let url = folder.appendingPathComponent("Chapters/big.md")
        XCTAssertTrue(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(ChapterDecoder.maximumSize + 1))
        try handle.close()
        let result = BookLoader.load(folder: folder.path)
        XCTAssertEqual(result.diagnostics.map(DiagnosticFormatter.headline),
                       ["Chapters/big.md:1:1: error: chapter is 8388609 bytes; the limit is 8388608 bytes"])
    }

    func testMissingConfiguration() {
        let result = BookLoader.load(folder: folder.appendingPathComponent("nowhere").path)
        XCTAssertNil(result.book)
        XCTAssertEqual(result.diagnostics.map(\.id), ["config.missing-file"])
    }
}
