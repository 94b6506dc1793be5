import Foundation
import XCTest

/// `notebook eval` stays bounded whatever it is given: a listing that would run for ever, standard input that never
/// ends, a file larger than a listing may be.
final class EvalLimitsTests: XCTestCase {
    private func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notebook-eval-limits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    func testStepBudgetStopsRunawayRecursionAtTheCall() throws {
        let folder = try folder()
        try "static CGFloat f(NSInteger d) { if (d == 0) { return 1; } return f(d-1) + f(d-1) + f(d-1) + f(d-1); }\nCGFloat y = f(30);\n"
            .write(to: folder.appendingPathComponent("f.m"), atomically: true, encoding: .utf8)
        let result = try NotebookProcess.run(["eval", "--step-budget", "100000", "f.m"], in: folder)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.hasPrefix("f.m:1:"), result.stderr)
        XCTAssertTrue(result.stderr.contains("error: listing ran out of its evaluation budget of 100000 steps in this call to 'f'"),
                      result.stderr)
        XCTAssertTrue(result.stderr.contains("f.m:2:13: note: reached from this call to 'f'"), result.stderr)
    }

    func testAStepBudgetThatIsNotPositiveIsRefused() throws {
        let folder = try folder()
        try "CGFloat x = 1;\n".write(to: folder.appendingPathComponent("x.m"), atomically: true, encoding: .utf8)
        let result = try NotebookProcess.run(["eval", "--step-budget", "0", "x.m"], in: folder)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.stderr.contains("--step-budget must be greater than 0"), result.stderr)
    }

    func testEndlessStandardInputIsCutAtTheListingLimit() throws {
        // `yes` never ends: eval must stop reading past the limit, fail, and so end the pipe.
        let result = try runShell("yes | \"$0\" eval --dialect objc -", in: try folder())
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "error: <stdin>: listing is larger than 1000000 bytes\n")
    }

    func testAFileLargerThanTheLimitIsRefusedBeforeItIsRead() throws {
        let folder = try folder()
        let big = folder.appendingPathComponent("big.m")
        try Data(String(repeating: "CGFloat x = 1;\n", count: 70_000).utf8).write(to: big)
        let result = try NotebookProcess.run(["eval", "big.m"], in: folder)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "error: big.m: listing is larger than 1000000 bytes\n")
    }

    /// Runs `command` with `sh -c`, the notebook binary as `$0`.
    private func runShell(_ command: String, in directory: URL) throws -> NotebookProcess.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command, try XCTUnwrap(NotebookProcess.executable).path]
        process.currentDirectoryURL = directory
        let stdoutFile = directory.appendingPathComponent("stdout"), stderrFile = directory.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: stdoutFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: stderrFile.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: stdoutFile)
        process.standardError = try FileHandle(forWritingTo: stderrFile)
        try process.run()
        let finished = DispatchSemaphore(value: 0)
        DispatchQueue.global().async { process.waitUntilExit(); finished.signal() }
        if finished.wait(timeout: .now() + 120) == .timedOut {
            process.terminate()
            XCTFail("sh -c \(command) did not finish")
        }
        return NotebookProcess.Result(status: process.terminationStatus, stdout: try String(contentsOf: stdoutFile, encoding: .utf8),
                                      stderr: try String(contentsOf: stderrFile, encoding: .utf8), timedOut: false)
    }
}
