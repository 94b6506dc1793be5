import Foundation
import XCTest

/// The authors' tools end to end, on the fixture book `authoring`: a listing evaluated in place
/// (`notebook eval Chapters/01-a.md#listing-shared`), the update mode that writes computed values into its `expect`
/// block, and `--strict` leaving the previous site alone.
final class AuthoringToolsTests: XCTestCase {
    private var book: URL!
    private var chapter: URL { book.appendingPathComponent("Chapters/01-a.md") }

    override func setUpWithError() throws {
        book = try Fixtures.copy("authoring")
        let folder = book!
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    }

    private func chapterText() throws -> String {
        try String(contentsOf: chapter, encoding: .utf8)
    }

    /// The chapter's text with `old` replaced by `new` exactly once: what an update may change, and all it may.
    private func replacing(_ old: String, with new: String, in text: String) throws -> String {
        XCTAssertEqual(text.components(separatedBy: old).count, 2, "'\(old)' must occur once")
        return text.replacingOccurrences(of: old, with: new)
    }

    func testAListingInPlaceRunsInItsSceneAndIsCheckedLikeVerify() throws {
        let result = try NotebookProcess.run(["eval", "Chapters/01-a.md#listing-shared"], in: book)
        XCTAssertEqual(result.status, 1, "two expectations fail")
        // The scene block makes the root 400 points wide, not the default 320.
        XCTAssertTrue(result.stdout.hasPrefix("Objective-C:\nvariables:\n  t: CGAffineTransform = [2 0 0 3 0 0]\n  width: CGFloat = 400\n"),
                      result.stdout)
        XCTAssertTrue(result.stdout.contains("\nSwift:\nvariables:\n"), result.stdout)
        XCTAssertTrue(result.stdout.hasSuffix("Listing 1.1 (#listing-shared): 2 passed, 2 failed\n"), result.stdout)
        XCTAssertTrue(result.stderr.hasPrefix("Chapters/01-a.md:23:1: error: expected width = 320, got 400\n"), result.stderr)
        XCTAssertTrue(result.stderr.contains("Chapters/01-a.md:24:1: error: expected p = (1, 1) ± 0.5, got (2, 3)"), result.stderr)

        let bare = try NotebookProcess.run(["eval", "Chapters/01-a.md#quoted"], in: book)
        XCTAssertEqual(bare.status, 0, bare.stderr)
        XCTAssertEqual(bare.stdout, "variables:\n  half: CGFloat = 0.5\nlayers:\n  (none)\nListing 1.2 (#listing-quoted): 0 passed, 0 failed\n")
    }

    func testJSONHoldsEachBlockAndTheVerification() throws {
        let result = try NotebookProcess.run(["eval", "--json", "Chapters/01-a.md#listing-shared"], in: book)
        XCTAssertEqual(result.status, 1)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["listing"] as? String, "listing-shared")
        XCTAssertEqual(object["label"] as? String, "Listing 1.1")
        let blocks = try XCTUnwrap(object["blocks"] as? [[String: Any]])
        XCTAssertEqual(blocks.map { $0["dialect"] as? String }, ["objc", "swift"])
        let width = (blocks[1]["variables"] as? [String: Any])?["width"] as? [String: Any]
        XCTAssertEqual(width?["value"] as? Double, 400, "\(String(describing: width))")
        let verification = try XCTUnwrap(object["verification"] as? [String: Any])
        XCTAssertEqual(verification["passed"] as? Int, 2)
        XCTAssertEqual(verification["failed"] as? Int, 2)
    }

    func testAnUnknownIdIsALocatedErrorWithDidYouMean() throws {
        let result = try NotebookProcess.run(["eval", "Chapters/01-a.md#listing-shred"], in: book)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, """
            Chapters/01-a.md:1:1: error: no listing '#listing-shred' in Chapters/01-a.md; did you mean '#listing-shared'?
             1 | # A
               | ^
            note: the chapter's listings: listing-shared, listing-quoted, listing-typo, listing-warns

            """)
    }

    func testUpdateRewritesOnlyTheFailingValuesAndKeepsEveryOtherByte() throws {
        let original = try chapterText()
        let result = try NotebookProcess.run(["eval", "Chapters/01-a.md#listing-shared", "--update-expectations"], in: book)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasSuffix("Chapters/01-a.md: Listing 1.1 (#listing-shared): 2 values rewritten, 0 lines added; review the diff\n"),
                      result.stdout)
        // The comment and the tolerance stay; the line that held (`t = ...`) is not touched.
        var expected = try replacing("width = 320   # the root", with: "width = 400   # the root", in: original)
        expected = try replacing("p = (1, 1) ± 0.5", with: "p = (2, 3) ± 0.5", in: expected)
        XCTAssertEqual(try chapterText(), expected)
        XCTAssertEqual(try NotebookProcess.run(["eval", "Chapters/01-a.md#listing-shared"], in: book).status, 0)

        let again = try NotebookProcess.run(["eval", "Chapters/01-a.md#listing-shared", "--update-expectations"], in: book)
        XCTAssertEqual(again.status, 0)
        XCTAssertTrue(again.stdout.hasSuffix("nothing to update: every expectation of Listing 1.1 (#listing-shared) holds\n"), again.stdout)
        XCTAssertEqual(try chapterText(), expected)
    }

    /// Run as root (a container with the book mounted), an update leaves the chapter its owner's, not root's.
    func testUpdateKeepsTheChaptersOwner() throws {
        guard getuid() == 0 else { throw XCTSkip("only root can give a file to another owner") }
        let nobody = (uid: uid_t(65534), gid: gid_t(65534))
        XCTAssertEqual(chown(chapter.path, nobody.uid, nobody.gid), 0)
        let result = try NotebookProcess.run(["eval", "Chapters/01-a.md#listing-shared", "--update-expectations"], in: book)
        XCTAssertEqual(result.status, 0, result.stderr)
        var status = stat()
        XCTAssertEqual(stat(chapter.path, &status), 0)
        XCTAssertEqual(status.st_uid, nobody.uid, "the chapter became root's")
        XCTAssertEqual(status.st_gid, nobody.gid)
    }

    func testAllVariablesAddsANewExpectBlockInsideTheQuoteThatVerifies() throws {
        let original = try chapterText()
        let result = try NotebookProcess.run(["eval", "Chapters/01-a.md#listing-quoted", "--update-expectations", "--all-variables"],
                                             in: book)
        XCTAssertEqual(result.status, 0, result.stderr)
        let expected = try replacing("> CGFloat half = 0.5;\n> ```\n", with: "> CGFloat half = 0.5;\n> ```\n>\n> ```expect\n> half = 0.5\n> ```\n",
                                     in: original)
        XCTAssertEqual(try chapterText(), expected)
        let checked = try NotebookProcess.run(["eval", "Chapters/01-a.md#listing-quoted"], in: book)
        XCTAssertTrue(checked.stdout.hasSuffix("Listing 1.2 (#listing-quoted): 1 passed, 0 failed\n"), checked.stdout)
    }

    func testUpdateKeepsWindowsLineEndings() throws {
        let crlf = try chapterText().replacingOccurrences(of: "\n", with: "\r\n")
        try Data(crlf.utf8).write(to: chapter)
        let result = try NotebookProcess.run(["eval", "Chapters/01-a.md#listing-shared", "--update-expectations", "--all-variables"],
                                             in: book)
        XCTAssertEqual(result.status, 0, result.stderr)
        let expected = try replacing("p = (1, 1) ± 0.5", with: "p = (2, 3) ± 0.5",
                                     in: try replacing("width = 320 ", with: "width = 400 ", in: crlf))
        XCTAssertEqual(try chapterText(), expected)
    }

    func testUpdateRefusesAListingWithErrorsAndAReadOnlyFile() throws {
        let original = try chapterText()
        let broken = try NotebookProcess.run(["eval", "Chapters/01-a.md#listing-typo", "--update-expectations"], in: book)
        XCTAssertEqual(broken.status, 1)
        XCTAssertTrue(broken.stderr.contains("error: use of undeclared identifier 'CATransform3DMakeRotaton'")
                      || broken.stderr.contains("did you mean 'CATransform3DMakeRotation'"), broken.stderr)
        XCTAssertTrue(broken.stderr.contains("error: cannot update the expectations: Listing 1.3 has errors; fix them first"), broken.stderr)
        XCTAssertEqual(try chapterText(), original)

        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: chapter.path)
        let readOnly = try NotebookProcess.run(["eval", "Chapters/01-a.md#listing-shared", "--update-expectations"], in: book)
        XCTAssertEqual(readOnly.status, 1)
        XCTAssertTrue(readOnly.stderr.hasSuffix("error: cannot write 'Chapters/01-a.md': the file is read-only; nothing was changed\n"),
                      readOnly.stderr)
        XCTAssertEqual(try chapterText(), original)
        let entries = try FileManager.default.contentsOfDirectory(atPath: chapter.deletingLastPathComponent().path)
        XCTAssertEqual(entries, ["01-a.md"], "no temporary file is left")
    }

    /// A chapter added to the fixture book with `hit` lines: a layer view shrunk to half its size around its centre.
    private func addHitChapter(lastView: String) throws -> URL {
        let hits = book.appendingPathComponent("Chapters/02-hits.md")
        try Data("""
            # Hits

            ```objc id=touch
            @interface ViewController ()
            @property (nonatomic, weak) IBOutlet UIView *layerView;
            @end

            @implementation ViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.layerView.layer.transform = CATransform3DMakeScale(0.5, 0.5, 1);
            }
            @end
            ```

            ```expect
            hit (160, 240) -> self.view          # the centre
            hit (70, 150) -> self.layerView      # outside the shrunk view
            hit (150, 230) -> self.layerView
            hit (-5, 0) -> \(lastView)
            ```

            """.utf8).write(to: hits)
        let toml = book.appendingPathComponent("notebook.toml")
        let configuration = try String(contentsOf: toml, encoding: .utf8)
        try Data(configuration.replacingOccurrences(of: "[\"01-a.md\"]", with: "[\"01-a.md\", \"02-hits.md\"]").utf8).write(to: toml)
        return hits
    }

    func testUpdateRewritesTheViewOfFailingHitLinesOnly() throws {
        let hits = try addHitChapter(lastView: "self.layerView")
        let original = try String(contentsOf: hits, encoding: .utf8)
        let failing = try NotebookProcess.run(["eval", "Chapters/02-hits.md#listing-touch"], in: book)
        XCTAssertTrue(failing.stdout.hasSuffix("Listing 2.1 (#listing-touch): 1 passed, 3 failed\n"), failing.stdout)

        let result = try NotebookProcess.run(["eval", "Chapters/02-hits.md#listing-touch", "--update-expectations"], in: book)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasSuffix("Listing 2.1 (#listing-touch): 3 values rewritten, 0 lines added; review the diff\n"),
                      result.stdout)
        // The views reached replace the written ones; comments, spacing and the line that held stay byte for byte.
        var expected = try replacing("(160, 240) -> self.view ", with: "(160, 240) -> self.layerView ", in: original)
        expected = try replacing("(70, 150) -> self.layerView ", with: "(70, 150) -> self.view ", in: expected)
        expected = try replacing("(-5, 0) -> self.layerView", with: "(-5, 0) -> nil", in: expected)
        XCTAssertEqual(try String(contentsOf: hits, encoding: .utf8), expected)
        let checked = try NotebookProcess.run(["eval", "Chapters/02-hits.md#listing-touch"], in: book)
        XCTAssertEqual(checked.status, 0, checked.stderr)
        XCTAssertTrue(checked.stdout.hasSuffix("Listing 2.1 (#listing-touch): 4 passed, 0 failed\n"), checked.stdout)
    }

    func testUpdateRefusesAHitLineWhoseViewCannotBeEvaluated() throws {
        let hits = try addHitChapter(lastView: "self.layerVew")
        let original = try String(contentsOf: hits, encoding: .utf8)
        let result = try NotebookProcess.run(["eval", "Chapters/02-hits.md#listing-touch", "--update-expectations"], in: book)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.hasPrefix("Chapters/02-hits.md:20:21: error: cannot update"), result.stderr)
        XCTAssertTrue(result.stderr.contains("error: cannot update the expectations: 'self.layerVew' cannot be evaluated; fix it first"),
                      result.stderr)
        XCTAssertEqual(try String(contentsOf: hits, encoding: .utf8), original, "nothing is written")
    }

    func testUpdateNeedsAListingInPlace() throws {
        let snippet = book.appendingPathComponent("s.m")
        try Data("CGFloat x = 1;\n".utf8).write(to: snippet)
        let result = try NotebookProcess.run(["eval", "s.m", "--update-expectations"], in: book)
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.stderr.contains("--update-expectations needs a listing in place: CHAPTER.md#listing-ID"), result.stderr)
    }

    /// `build --strict` with a warning: exit status 1, says why, and the previous site stays exactly as it was.
    func testStrictBuildLeavesThePreviousSiteUntouched() throws {
        let chapterText = try self.chapterText()
        // Without the failing listings, the book builds (with one warning: the singular matrix).
        let buildable = chapterText.components(separatedBy: "```objc id=typo")[0]
            + "```objc id=warns\nCGAffineTransform squash = CGAffineTransformInvert(CGAffineTransformMakeScale(0, 0));\n```\n"
        let fixed = try replacing("width = 320", with: "width = 400", in: try replacing("p = (1, 1)", with: "p = (2, 3)", in: buildable))
        try Data(fixed.utf8).write(to: chapter)
        let first = try NotebookProcess.run(["build"], in: book)
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertTrue(first.stderr.contains("warning: CGAffineTransformInvert"), first.stderr)
        let site = book.appendingPathComponent("Site")
        let before = try Fixtures.files(in: site)

        try Data((fixed + "\nA new paragraph.\n").utf8).write(to: chapter)
        let strict = try NotebookProcess.run(["build", "--strict"], in: book)
        XCTAssertEqual(strict.status, 1)
        XCTAssertTrue(strict.stderr.contains("error: CGAffineTransformInvert"), strict.stderr)
        XCTAssertTrue(strict.stderr.hasSuffix("build failed: 1 warning treated as errors (--strict); the previous site was left as it was\n"),
                      strict.stderr)
        XCTAssertEqual(try Fixtures.files(in: site), before, "the previous site is untouched")
        let staging = try FileManager.default.contentsOfDirectory(atPath: book.path).filter { $0.contains("staging") }
        XCTAssertEqual(staging, [])

        let verify = try NotebookProcess.run(["verify", "--strict"], in: book)
        XCTAssertEqual(verify.status, 1)
        XCTAssertTrue(verify.stderr.hasSuffix("1 warning treated as errors (--strict)\n"), verify.stderr)
    }

    /// The command prints what the repository keeps as docs/language-reference.md (the generator's own test pins the
    /// file; this one pins the command to it).
    func testReferenceCommandPrintsTheCommittedReference() throws {
        let committed = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/language-reference.md")
        let result = try NotebookProcess.run(["reference"], in: book)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, try String(contentsOf: committed, encoding: .utf8))
        let written = book.appendingPathComponent("reference.md")
        XCTAssertEqual(try NotebookProcess.run(["reference", "--output", written.path], in: book).status, 0)
        XCTAssertEqual(try String(contentsOf: written, encoding: .utf8), result.stdout)
    }
}
