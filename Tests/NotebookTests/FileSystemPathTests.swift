import XCTest
@testable import Notebook

/// Paths are split where the file system splits them, at every "/" byte, though a slash beside a prepended mark
/// (U+0600) or before a combining one (U+0301) is one character with it; and compared byte for byte, though Swift's
/// strings take canonically equivalent names (two files) for equal.
final class FileSystemPathTests: XCTestCase {
    func testNamesAreSplitAtEverySlashByte() {
        XCTAssertEqual("\u{600}/..".split(separator: "/").count, 1, "the trap: one character holds the slash")
        XCTAssertEqual(FileSystemPath.names(of: "\u{600}/.."), ["\u{600}", ".."])
        XCTAssertEqual(FileSystemPath.names(of: "a/\u{301}b//c/"), ["a", "\u{301}b", "c"])
        XCTAssertEqual(FileSystemPath.names(of: "/a//b/", keepingEmpty: true), ["", "a", "", "b", ""])
        XCTAssertEqual(FileSystemPath.names(of: ""), [])
    }

    func testDotDotTakesAwayTheNameBeforeAndMayNotClimbOut() {
        XCTAssertEqual(FileSystemPath.lexicallyResolved(["a", ".", "b", "..", "c"]), ["a", "c"])
        XCTAssertEqual(FileSystemPath.lexicallyResolved(["\u{600}", "..", "x"]), ["x"])
        XCTAssertNil(FileSystemPath.lexicallyResolved(["a", "..", ".."]))
        XCTAssertEqual(FileSystemPath.lexicallyResolved([]), [])
    }

    func testInsideAndTheSameAreDecidedByBytes() {
        XCTAssertTrue(FileSystemPath.isInside("/book/\u{301}x", folder: "/book"))
        XCTAssertFalse("/book/\u{301}x".hasPrefix("/book/"), "the trap: the slash and the mark are one character")
        XCTAssertFalse(FileSystemPath.isInside("/cafe\u{301}/a", folder: "/caf\u{E9}"))
        XCTAssertFalse(FileSystemPath.same("/caf\u{E9}", "/cafe\u{301}"))
        XCTAssertTrue(FileSystemPath.isInside("/a", folder: "/"))
        XCTAssertFalse(FileSystemPath.isInside("/", folder: "/"))
        XCTAssertFalse(FileSystemPath.isInside("/ab", folder: "/a"))
        XCTAssertEqual(FileSystemPath.relative("/a/b/c", to: "/a"), "b/c")
        XCTAssertEqual(FileSystemPath.relative("/a", to: "/a"), "")
        XCTAssertNil(FileSystemPath.relative("/ab", to: "/a"))
        XCTAssertTrue(FileSystemPath.isAbsolute("/\u{301}x"))
        XCTAssertEqual(FileSystemPath.parent(of: "img/\u{301}a.png"), "img")
        XCTAssertNil(FileSystemPath.parent(of: "a.png"))
    }

    func testAChapterPathMayNotClimbOutBehindAMarkedSlash() {
        XCTAssertEqual(ChapterPathRule.problem(with: "\u{600}/../x.md"), "it must stay inside 'Chapters/' ('..' is not allowed)")
        XCTAssertEqual(ChapterPathRule.problem(with: "Chapters/\u{301}a.md"),
                       "it is already relative to 'Chapters/'; remove the 'Chapters/' prefix")
        XCTAssertEqual(ChapterPathRule.problem(with: "/\u{301}a.md"), "it must be relative to 'Chapters/'")
        XCTAssertNil(ChapterPathRule.problem(with: "part/\u{301}a.md"))
        XCTAssertEqual(ChapterPathRule.normalized("./part/./\u{301}a.md"), "part/\u{301}a.md")
    }

    func testALinkedFileMayNotClimbOutOfChaptersBehindAMarkedSlash() {
        XCTAssertNil(ReferenceResolver.resolvePath("../\u{301}secret.png", from: "a.md"))
        XCTAssertEqual(ReferenceResolver.resolvePath("\u{600}/../x.png", from: "part/a.md"), "part/x.png")
        XCTAssertEqual(ReferenceResolver.resolvePath("../b.md", from: "part/a.md"), "b.md")
    }
}
