#if canImport(Glibc)
import Glibc
#endif
import Foundation
import NotebookTestSupport
import XCTest

/// Ctrl-C (SIGINT) and SIGTERM reach `notebook build` and `notebook serve` wherever they wait: for another build's
/// lock, for a change to the sources, or in the middle of a build. The command ends by the signal within a few
/// seconds (the bound is a hang check, not a speed test), says nothing misleading, and leaves the previous site, the
/// other build's lock and its files as they were.
final class StopWhileWaitingTests: XCTestCase {
    private static let hangBound: TimeInterval = 5

    func testServeWaitingForAnotherBuildsLockEndsAtTheFirstSignal() throws {
        for signal in [SIGINT, SIGTERM] {
            try assertEndsWhileWaitingForTheLock(["serve", "--port", "0"], signal: signal)
        }
    }

    /// `build` ended at once before it handled signals itself; its handlers must not make it wait out the lock.
    func testBuildWaitingForAnotherBuildsLockEndsAtTheFirstSignal() throws {
        for signal in [SIGINT, SIGTERM] {
            try assertEndsWhileWaitingForTheLock(["build"], signal: signal)
        }
    }

    func testServeWaitingForTheLockBuildsOnceTheOtherBuildFinishes() throws {
        let book = try Fixtures.copy("basic")
        let holder = try HeldBuildLock(book: book)
        let serve = try RunningNotebook(["serve", "--port", "0"], in: book)
        XCTAssertTrue(serve.waitUntil { serve.standardError.contains(Self.notice) }, serve.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: book.appendingPathComponent("Site").path))
        holder.release()
        XCTAssertNotNil(serve.servedPort(), "serve never announced its address: \(serve.standardError)")
        XCTAssertTrue(FileManager.default.fileExists(atPath: book.appendingPathComponent("Site/index.html").path))
        let built = "built 2 chapters into Site/ (2 rendered, 0 unchanged), 1 warning\n"
        XCTAssertTrue(serve.waitUntil { serve.standardError.hasSuffix(built) }, serve.standardError)
        XCTAssertEqual(serve.standardError, Self.notice + BuildTests.rawHTMLWarning + built, "the notice is given once")
    }

    /// A rebuild runs on its own thread; the stop must reach its wait for the lock too.
    func testServeWhoseRebuildWaitsForAnotherBuildsLockEndsAtTheFirstSignal() throws {
        for signal in [SIGINT, SIGTERM] {
            let book = try Fixtures.copy("basic")
            let serve = try RunningNotebook(["serve", "--port", "0", "--interval", "100"], in: book)
            XCTAssertNotNil(serve.servedPort(), "serve never announced its address: \(serve.standardError)")
            let site = try Fixtures.files(in: book.appendingPathComponent("Site"))
            let holder = try HeldBuildLock(book: book)
            let chapter = book.appendingPathComponent("Chapters/02-perspective.md")
            try Data((try String(contentsOf: chapter, encoding: .utf8) + "\nNever on the site.\n").utf8).write(to: chapter)
            XCTAssertTrue(serve.waitUntil { serve.standardError.hasSuffix(Self.notice) }, serve.standardError)

            assertEndsBy(signal, serve)
            XCTAssertTrue(serve.standardError.hasSuffix("; rebuilding\n" + Self.notice), serve.standardError)
            XCTAssertEqual(try String(contentsOfFile: holder.path, encoding: .utf8), HeldBuildLock.contents)
            XCTAssertEqual(ServeAuthoringTests.stagingFolders(in: book), [])
            XCTAssertEqual(try Fixtures.files(in: book.appendingPathComponent("Site")), site, "the previous site stays")
        }
    }

    /// inotify does not wake for a signal: the wait for a change must still see the stop, however long `--interval`.
    func testServeEndsAtTheFirstSignalWhateverItsPollInterval() throws {
        for signal in [SIGINT, SIGTERM] {
            let book = try Fixtures.copy("basic")
            let serve = try RunningNotebook(["serve", "--port", "0", "--interval", "600000"], in: book)
            XCTAssertNotNil(serve.servedPort(), "serve never announced its address: \(serve.standardError)")
            assertEndsBy(signal, serve)
        }
    }

    func testAnInterruptedBuildRemovesItsStagingFolderAndLeavesThePreviousSite() throws {
        for signal in [SIGINT, SIGTERM] {
            let book = try Fixtures.copy("basic")
            XCTAssertEqual(try NotebookProcess.run(["build"], in: book).status, 0)
            let site = try Fixtures.files(in: book.appendingPathComponent("Site"))
            let chapter = book.appendingPathComponent("Chapters/02-perspective.md")
            let original = try String(contentsOf: chapter, encoding: .utf8)
            try Data((original + ServeAuthoringTests.slowListings(5)).utf8).write(to: chapter)
            let build = try RunningNotebook(["build"], in: book)
            XCTAssertTrue(build.waitUntil { !ServeAuthoringTests.stagingFolders(in: book).isEmpty },
                          "the build never started staging: \(build.standardError)")

            assertEndsBy(signal, build)
            XCTAssertEqual(build.standardError, "build interrupted: the previous site was left as it was\n",
                           "an interrupted build is no failed build, and says what it left")
            XCTAssertEqual(build.standardOutput, "")
            XCTAssertEqual(ServeAuthoringTests.stagingFolders(in: book), [], "its staging folder is removed")
            XCTAssertEqual(try Fixtures.files(in: book.appendingPathComponent("Site")), site, "the previous site stays")
        }
    }

    // MARK: - Helpers

    private static var notice: String { "waiting for another build of Site/ (pid \(getpid()))\n" }

    /// Builds the book, holds its lock with another build's staging folder beside the site, starts `arguments`,
    /// and sends `signal` once it says it waits.
    private func assertEndsWhileWaitingForTheLock(_ arguments: [String], signal: Int32,
                                                  file: StaticString = #filePath, line: UInt = #line) throws {
        let book = try Fixtures.copy("basic")
        XCTAssertEqual(try NotebookProcess.run(["build"], in: book).status, 0, file: file, line: line)
        let site = try Fixtures.files(in: book.appendingPathComponent("Site"))
        let othersStaging = book.appendingPathComponent(".Site.staging-\(getpid())")
        try FileManager.default.createDirectory(at: othersStaging, withIntermediateDirectories: true)
        try Data("half written".utf8).write(to: othersStaging.appendingPathComponent("index.html"))
        let holder = try HeldBuildLock(book: book)

        let command = try RunningNotebook(arguments, in: book)
        XCTAssertTrue(command.waitUntil { command.standardError == Self.notice || !command.process.isRunning },
                      "\(arguments) did not say it waits: \(command.standardError)", file: file, line: line)
        assertEndsBy(signal, command, file: file, line: line)
        let interrupted = arguments.first == "build" ? "build interrupted: the previous site was left as it was\n" : ""
        XCTAssertEqual(command.standardError, Self.notice + interrupted, "nothing but the notice: \(arguments)",
                       file: file, line: line)
        XCTAssertEqual(command.standardOutput, "", file: file, line: line)
        XCTAssertEqual(try String(contentsOfFile: holder.path, encoding: .utf8), HeldBuildLock.contents,
                       "the other build's lock is untouched", file: file, line: line)
        XCTAssertEqual(ServeAuthoringTests.stagingFolders(in: book), [othersStaging.lastPathComponent], file: file, line: line)
        XCTAssertEqual(try Fixtures.files(in: othersStaging), ["index.html": Data("half written".utf8)], file: file, line: line)
        XCTAssertEqual(try Fixtures.files(in: book.appendingPathComponent("Site")), site, "the previous site stays",
                       file: file, line: line)
    }

    /// Sends `signal` and asserts that the process ends by it (status 128 + signal in a shell) within `hangBound`.
    private func assertEndsBy(_ signal: Int32, _ command: RunningNotebook,
                              file: StaticString = #filePath, line: UInt = #line) {
        let sent = Date()
        command.send(signal)
        guard command.waitForExit(timeout: Self.hangBound) else {
            XCTFail("still running \(Self.hangBound) s after signal \(signal)", file: file, line: line)
            command.send(SIGKILL)
            _ = command.waitForExit()
            return
        }
        XCTAssertLessThan(Date().timeIntervalSince(sent), Self.hangBound, file: file, line: line)
        XCTAssertEqual(command.process.terminationReason, .uncaughtSignal, "ends as the signal asks", file: file, line: line)
        XCTAssertEqual(command.process.terminationStatus, signal, file: file, line: line)
    }
}
