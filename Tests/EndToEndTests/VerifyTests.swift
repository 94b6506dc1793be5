import Foundation
import XCTest

/// `notebook verify` end to end: text, JSON and JUnit reports, exit status, and that nothing is written.
final class VerifyTests: XCTestCase {
    func testAHoldingBookVerifiesWithoutWritingTheSite() throws {
        let book = try Fixtures.copy("basic")
        let result = try NotebookProcess.run(["verify"], in: book)
        XCTAssertEqual(result.stderr, BuildTests.rawHTMLWarning)
        XCTAssertEqual(result.stdout, "10 passed, 0 failed\n")
        XCTAssertEqual(result.status, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: book.appendingPathComponent("Site").path))
    }

    /// Failures are printed as build prints them (`path:line:column: error:`, on standard error, the caret under the
    /// expression), the grid's lines indented; the summary goes to standard output.
    func testAFailedExpectationPrintsBothValuesAndFails() throws {
        let book = try Fixtures.copy("failed-expectation")
        let result = try NotebookProcess.run(["verify"], in: book)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "1 passed, 1 failed\n")
        XCTAssertEqual(result.stderr, """
            Chapters/01-wrong.md:9:1: error: expected transform =
                  [ 2  0
                    0  3
                    0  0 ]
                got
                  [ 2  0
                    0  2
                    0  0 ]
                d: expected 3, got 2 (off by 1; tolerance 1e-9)
             9 | transform = [2 0 0 3 0 0]
               | ^~~~~~~~~

            """)
    }

    /// A listing that does not run gets its own error, and its expect block one warning, not an error per line; verify
    /// counts the expectations as not checked rather than failed.
    func testExpectationsOfAListingThatDoesNotRunAreOneWarning() throws {
        let book = try Fixtures.copy("failed-expectation")
        let chapter = "# Broken\n\n```objc\nCGFloat x = 1e400;\n```\n```expect\nx = 1\nx = 2\n```\n"
        try Data(chapter.utf8).write(to: book.appendingPathComponent("Chapters/01-wrong.md"))
        let notChecked = "Chapters/01-wrong.md:6:1: warning: 2 expectations not checked: the listing failed at line 4"
        let build = try NotebookProcess.run(["build"], in: book)
        XCTAssertEqual(build.status, 1)
        XCTAssertEqual(build.stderr.split(separator: "\n").filter { $0.hasPrefix("Chapters/") || $0.hasPrefix("build") }.map(String.init), [
            "Chapters/01-wrong.md:4:13: error: floating-point literal '1e400' is too large",
            notChecked,
            "build failed: 1 error; no site was written",
        ])
        let verify = try NotebookProcess.run(["verify"], in: book)
        XCTAssertEqual(verify.status, 1)
        XCTAssertEqual(verify.stderr.split(separator: "\n").filter { $0.hasPrefix("Chapters/") }.map(String.init), [
            "Chapters/01-wrong.md:4:13: error: floating-point literal '1e400' is too large",
            notChecked,
        ])
        XCTAssertEqual(verify.stdout, "0 passed, 1 failed, 2 not checked\n")
    }

    func testJSONReport() throws {
        let book = try Fixtures.copy("failed-expectation")
        let result = try NotebookProcess.run(["verify", "--format", "json"], in: book)
        XCTAssertEqual(result.status, 1)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["passed"] as? Int, 1)
        XCTAssertEqual(object["failed"] as? Int, 1)
        let checks = try XCTUnwrap(object["checks"] as? [[String: Any]])
        XCTAssertEqual(checks.map { $0["line"] as? Int }, [9, 10])
        XCTAssertEqual(checks.map { $0["passed"] as? Bool }, [false, true])
        XCTAssertEqual(checks.first?["subject"] as? String, "transform")
        XCTAssertTrue((checks.first?["message"] as? String)?.contains("d: expected 3, got 2") ?? false)
    }

    func testJUnitReport() throws {
        let book = try Fixtures.copy("failed-expectation")
        let result = try NotebookProcess.run(["verify", "--format", "junit"], in: book)
        XCTAssertEqual(result.status, 1)
        let time = #"time="[0-9]+\.[0-9]{3}""#
        XCTAssertNotNil(result.stdout.range(of: """
            ^<\\?xml version="1.0" encoding="UTF-8"\\?>
            <testsuites name="notebook verify" tests="2" failures="1" skipped="0" \(time)>
              <testsuite name="Chapters/01-wrong.md" tests="2" failures="1" skipped="0" \(time)>
                <testcase classname="Chapters/01-wrong.md" name="Listing 1.1 › expect transform" file="Chapters/01-wrong.md" line="9" \(time)>
                  <failure message="d: expected 3, got 2 \\(off by 1; tolerance 1e-9\\)">expected transform =
            """, options: .regularExpression), result.stdout)
        XCTAssertNotNil(result.stdout.range(of: """
            <testcase classname="Chapters/01-wrong.md" name="Listing 1.1 › expect width" file="Chapters/01-wrong.md" line="10" \(time)/>
            """, options: .regularExpression), result.stdout)
        XCTAssertTrue(result.stdout.hasSuffix("</testsuites>\n"))
    }

    func testTwinsThatDisagreeAndAnIntentionalErrorThatDoesNotHappenFail() throws {
        let book = try Fixtures.copy("twin-mismatch")
        let result = try NotebookProcess.run(["verify"], in: book)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "0 passed, 2 failed\n")
        XCTAssertEqual(result.stderr.split(separator: "\n").filter { !$0.hasPrefix(" ") || $0.hasPrefix("    ") && !$0.contains(" | ") }.map(String.init), [
            "Chapters/01-twins.md:4:1: error: the Objective-C and Swift versions of Listing 1.1 differ:",
            "    transform: objc [2 0 0 2 0 0], swift [2 0 0 3 0 0]",
            "    self.layerView.layer.transform: objc [2 0 0 0; 0 2 0 0; 0 0 1 0; 0 0 0 1], swift [2 0 0 0; 0 3 0 0; 0 0 1 0; 0 0 0 1]",
            "    self.layerView.layer.frame: objc (-40, 40, 400, 400), swift (-40, -60, 400, 600)",
            "    self.layerView.layer.quad: objc (-40, 40) (360, 40) (360, 440) (-40, 440), swift (-40, -60) (360, -60) (360, 540) (-40, 540)",
            "Chapters/01-twins.md:16:1: error: expected Listing 1.2 to fail with an error containing 'unknown function', but it runs cleanly",
        ])
        let build = try NotebookProcess.run(["build"], in: book)
        XCTAssertEqual(build.status, 1)
        XCTAssertTrue(build.stderr.hasSuffix("build failed: 2 errors; no site was written\n"), build.stderr)
    }

    func testAListingThatDoesNotRunFailsVerify() throws {
        let book = try Fixtures.copy("broken-listing")
        let result = try NotebookProcess.run(["verify"], in: book)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("Chapters/02-broken.md:6:19: error: "), result.stderr)
        XCTAssertTrue(result.stdout.hasSuffix("1 passed, 2 failed\n"), result.stdout)
    }
}

/// `notebook new` end to end.
final class NewChapterTests: XCTestCase {
    func testNewAddsAVerifyingChapterToTheOrder() throws {
        let book = try Fixtures.copy("basic")
        let result = try NotebookProcess.run(["new", "Shear & Skew"], in: book)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.stdout, "created Chapters/03-shear-skew.md and added it to notebook.toml\n"
                       + "next: notebook eval Chapters/03-shear-skew.md#listing-half-size, then notebook verify\n")
        XCTAssertEqual(result.status, 0)
        let config = try String(contentsOf: book.appendingPathComponent("notebook.toml"), encoding: .utf8)
        XCTAssertEqual(config, """
            # A small book for the end-to-end tests: two chapters, twins, expectations, references, CJK prose.
            title = "Fixture: <Transforms> & Layers"
            language = "en"
            chapters = [
              "01-affine.md",
              "02-perspective.md",
              "03-shear-skew.md",
            ]
            unsafe-html = false

            """)
        let verify = try NotebookProcess.run(["verify"], in: book)
        XCTAssertEqual(verify.stdout, "13 passed, 0 failed\n", verify.stderr)
        XCTAssertEqual(verify.status, 0)
        let build = try NotebookProcess.run(["build"], in: book)
        XCTAssertEqual(build.status, 0, build.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: book.appendingPathComponent("Site/03-shear-skew.html").path))

        let again = try NotebookProcess.run(["new", "Shear & skew"], in: book)
        XCTAssertEqual(again.status, 1)
        XCTAssertEqual(again.stderr, "error: a chapter with this title already exists: 'Chapters/03-shear-skew.md'; not overwriting it\n")
        XCTAssertEqual(try String(contentsOf: book.appendingPathComponent("notebook.toml"), encoding: .utf8), config)
    }

    func testNewOutsideABookFails() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("notebook-e2e-new-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let result = try NotebookProcess.run(["new", "Anything"], in: empty)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.hasPrefix("error: no notebook.toml at "), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: empty.appendingPathComponent("Chapters").path))
    }
}
