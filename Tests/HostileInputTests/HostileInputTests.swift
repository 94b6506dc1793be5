import Foundation
import NotebookTestSupport
import XCTest

/// Runs the real `notebook` binary on every hostile book in `Cases/` and compares its whole result (status, stdout,
/// stderr) with the case's `expected.txt`. `NOTEBOOK_RECORD_SNAPSHOTS=1` rewrites every `expected.txt` instead; each
/// recorded file must then be read: it is the claim that this is the right answer to that input.
final class HostileInputTests: XCTestCase {
    /// Seconds a single run may take. Every case is bounded; the slowest in a debug build are the listings that run
    /// to the end of the default step budget (about 20 to 30 s). The margin is for a loaded machine; longer is a hang.
    static let timeout: TimeInterval = 120

    func testTheCorpusIsLargeAndEveryCaseIsPinned() throws {
        let cases = try HostileCase.all()
        XCTAssertGreaterThanOrEqual(cases.count, 60)
        for hostile in cases {
            XCTAssertTrue(["verify", "build", "eval"].contains(hostile.arguments.first ?? ""),
                          "\(hostile.name): command must be verify, build or eval")
            XCTAssertTrue(FileManager.default.fileExists(atPath: hostile.directory.appendingPathComponent("notebook.toml").path)
                          || HostileCaseGenerators.all[hostile.name] != nil
                          || hostile.name.contains("config"), "\(hostile.name): no notebook.toml")
        }
    }

    func testEveryHostileBookGivesItsPinnedResult() throws {
        let only = ProcessInfo.processInfo.environment["NOTEBOOK_HOSTILE_CASE"]
        let cases = try HostileCase.all().filter { only == nil || $0.name.hasPrefix(only ?? "") }
        let runs = HostileRun.all(cases, width: ProcessInfo.processInfo.activeProcessorCount, timeout: Self.timeout)
        XCTAssertEqual(runs.map(\.hostile.name), cases.map(\.name), "every case ran once")
        // Every case is checked and every sandbox removed, whatever an earlier case did.
        for run in runs {
            defer { try? FileManager.default.removeItem(at: run.sandbox) }
            do {
                try check(run.hostile, try run.outcome.get())
            } catch {
                XCTFail("\(run.hostile.name): \(error)")
            }
        }
    }

    private func check(_ hostile: HostileCase, _ run: HostileRun.Outcome) throws {
        let result = run.result
        XCTAssertFalse(result.timedOut, "\(hostile.name): notebook \(hostile.command) did not finish in \(Self.timeout) s")
        let actual = Self.transcript(of: result, command: hostile.command, book: run.book)

        Snapshot.assertMatches(actual, file: hostile.expectedURL, name: "\(hostile.name)/expected.txt")
        XCTAssertLessThan(result.status, 128, "\(hostile.name): killed by a signal (crash)")
        XCTAssertFalse(result.stderr.contains("Fatal error") || result.stderr.contains("Stack dump"),
                       "\(hostile.name): crashed\n\(result.stderr.prefix(2000))")
        if run.seconds > 5 { print("note: \(hostile.name) took \(String(format: "%.1f", run.seconds)) s") }

        if hostile.arguments.contains("json") {
            XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)), "\(hostile.name): the report is not JSON")
        }
        assertOnlySiteChanged(before: run.before, after: run.after, case: hostile.name)
        if hostile.arguments.first == "verify" {
            XCTAssertNil(run.after.keys.first { $0.hasPrefix("book/Site/") }, "\(hostile.name): verify wrote a site")
        }
        try assertSanitized(hostile, book: run.book)
    }

    /// `build` may write only `Site/` and its cache folder inside the book; nothing else in the sandbox (which holds
    /// the book and any files beside it that a path trick aims at) may appear, change or disappear.
    private func assertOnlySiteChanged(before: [String: String], after: [String: String], case name: String) {
        let allowedPrefixes = ["book/Site/", "book/.notebook-cache/"]
        let keys = Set(before.keys).union(after.keys)
        for key in keys.sorted() where before[key] != after[key] {
            XCTAssertTrue(allowedPrefixes.contains { key.hasPrefix($0) },
                          "\(name): \(key) changed outside Site/ (\(before[key] ?? "absent") -> \(after[key] ?? "absent"))")
        }
    }

    /// For cases with `forbidden` or `required` lines: dangerous markup must be absent from every written page and
    /// its escaped form present.
    private func assertSanitized(_ hostile: HostileCase, book: URL) throws {
        let site = book.appendingPathComponent("Site")
        let configuration = (try? String(contentsOf: book.appendingPathComponent("notebook.toml"), encoding: .utf8)) ?? ""
        if !configuration.contains("unsafe-html = true") {
            for page in listing(of: site).keys.filter({ $0.hasSuffix(".html") }).sorted() {
                let text = try String(contentsOf: site.appendingPathComponent(page), encoding: .utf8)
                for finding in ActiveMarkupScanner.findings(in: text) {
                    XCTFail("\(hostile.name): \(page) has active markup: \(finding)")
                }
            }
        }
        let forbidden = hostile.lines(of: "forbidden"), required = hostile.lines(of: "required")
        guard !forbidden.isEmpty || !required.isEmpty else { return }
        let pages = listing(of: site).keys.filter { $0.hasSuffix(".html") || $0.hasSuffix(".js") && $0.contains("search") }.sorted()
        XCTAssertFalse(pages.isEmpty, "\(hostile.name): no pages were written")
        var everything = ""
        for page in pages {
            let text = try String(contentsOf: site.appendingPathComponent(page), encoding: .utf8)
            everything += text
            guard page.hasSuffix(".html") else { continue }
            let lowered = text.lowercased()
            for needle in forbidden where lowered.contains(needle.lowercased()) {
                XCTFail("\(hostile.name): \(page) contains forbidden markup \(needle)")
            }
        }
        for needle in required where !everything.contains(needle) {
            XCTFail("\(hostile.name): the site does not contain \(needle)")
        }
    }

    func testTheScannerFindsActiveMarkupButNotEscapedText() {
        XCTAssertEqual(ActiveMarkupScanner.findings(in: "<p>&lt;img src=x onerror=alert(1)&gt;</p><script src=\"assets/a.js\"></script>"), [])
        XCTAssertEqual(ActiveMarkupScanner.findings(in: "<!-- <script>x</script> --><pre>a < b</pre>"), [])
        XCTAssertEqual(ActiveMarkupScanner.findings(in: "<script>alert(1)</script>").count, 1)
        XCTAssertEqual(ActiveMarkupScanner.findings(in: "<IMG SRC=x OnError = alert(1)>").count, 1)
        XCTAssertEqual(ActiveMarkupScanner.findings(in: "<a title='>' href=\" JavaScript:alert(1)\">x</a>").count, 1)
        XCTAssertEqual(ActiveMarkupScanner.findings(in: "<a href=\"&#106;avascript:x\">x</a><iframe src=y>").count, 2)
    }

    /// What `expected.txt` holds; the sandbox's absolute path, if printed, becomes `$BOOK`, and the seconds of a
    /// JUnit report (`time="0.002"`), never the same twice, become `time="…"`.
    static func transcript(of result: NotebookBinary.Result, command: String, book: URL) -> String {
        func normalized(_ text: String) -> String {
            text.replacingOccurrences(of: book.path, with: "$BOOK")
                .replacingOccurrences(of: book.resolvingSymlinksInPath().path, with: "$BOOK")
                .replacingOccurrences(of: #" time="[0-9]+\.[0-9]+""#, with: " time=\"…\"", options: .regularExpression)
        }
        return """
            $ notebook \(command)
            exit status: \(result.timedOut ? "timed out" : String(result.status))
            --- stdout
            \(normalized(result.stdout))--- stderr
            \(normalized(result.stderr))--- end

            """
    }

}
