#if canImport(Glibc)
import Glibc
#endif
import Foundation
import XCTest

/// `notebook serve` end to end: the real binary on a free port, a page, a change, the reload signal, a build error.
final class ServeTests: XCTestCase {
    func testServeRebuildsOnChangeSignalsReloadAndShowsBuildErrors() throws {
        let book = try Fixtures.copy("basic")
        guard let executable = NotebookProcess.executable else {
            return XCTFail("no notebook binary; run `swift build --product notebook` first")
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["serve", "--port", "0", "--interval", "100"]
        process.currentDirectoryURL = book
        var environment = ProcessInfo.processInfo.environment
        environment["NOTEBOOK_PROGRESS"] = "never"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            process.terminate()
            process.waitUntilExit()
        }

        // "serving Site/ at http://127.0.0.1:PORT/ (Ctrl-C to stop)"
        let line = try XCTUnwrap(readLine(from: output.fileHandleForReading, timeout: 120), "serve never announced its address")
        let portText = try XCTUnwrap(line.components(separatedBy: "127.0.0.1:").last?.prefix { $0.isNumber })
        let port = try XCTUnwrap(UInt16(portText))

        let page = try XCTUnwrap(HTTPClient.get("/02-perspective.html", port: port))
        XCTAssertEqual(page.status, 200)
        XCTAssertTrue(page.body.contains("<script src=\"/__notebook/live.js\" data-version=\"1\"></script>\n</body>"))
        XCTAssertFalse(try String(contentsOf: book.appendingPathComponent("Site/02-perspective.html"), encoding: .utf8)
            .contains("__notebook"), "the reload script is never written into the site")
        XCTAssertEqual(HTTPClient.get("/../notebook.toml", port: port)?.status, 403)
        XCTAssertEqual(HTTPClient.get("/%2e%2e/notebook.toml", port: port)?.status, 403)

        // A change to a chapter: the long-poll answers with the next version and the page has the new text.
        let chapter = book.appendingPathComponent("Chapters/02-perspective.md")
        let original = try String(contentsOf: chapter, encoding: .utf8)
        let waiter = DispatchQueue.global()
        let reloaded = expectation(description: "reload signal")
        waiter.async {
            if self.waitForVersion(after: 1, port: port) == 2 { reloaded.fulfill() }
        }
        Thread.sleep(forTimeInterval: 0.3)
        try Data((original + "\nA paragraph added while serving.\n").utf8).write(to: chapter)
        wait(for: [reloaded], timeout: 120)
        XCTAssertTrue(try XCTUnwrap(HTTPClient.get("/02-perspective.html", port: port)).body
            .contains("<p>A paragraph added while serving.</p>"))

        // A broken chapter: every page shows the error instead of a stale page.
        let broken = expectation(description: "error signal")
        waiter.async {
            if self.waitForVersion(after: 2, port: port) == 3 { broken.fulfill() }
        }
        Thread.sleep(forTimeInterval: 0.3)
        try Data((original + "\nSee [](#listing-nowhere).\n").utf8).write(to: chapter)
        wait(for: [broken], timeout: 120)
        let errorPage = try XCTUnwrap(HTTPClient.get("/01-affine.html", port: port))
        XCTAssertEqual(errorPage.status, 500)
        XCTAssertTrue(errorPage.body.contains("The book does not build"))
        XCTAssertTrue(errorPage.body.contains("Chapters/02-perspective.md:"))
        XCTAssertTrue(errorPage.body.contains("__notebook/live.js"), "the error page reloads itself when fixed")
        XCTAssertTrue(FileManager.default.fileExists(atPath: book.appendingPathComponent("Site/01-affine.html").path),
                      "the previous site stays on disk")
    }

    func testAPortInUseIsReportedBeforeBuilding() throws {
        let book = try Fixtures.copy("basic")
        let occupied = try XCTUnwrap(ListeningSocket(), "cannot occupy a port for the test")
        let result = try NotebookProcess.run(["serve", "--port", "\(occupied.port)"], in: book)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "error: cannot listen on 127.0.0.1:\(occupied.port): address in use\n")
        XCTAssertEqual(result.stdout, "")
        XCTAssertFalse(FileManager.default.fileExists(atPath: book.appendingPathComponent("Site").path),
                       "the book was built before the port was tried")
    }

    /// Long-polls like the page does (again after each "no change" answer) until the version moves past `version`.
    private func waitForVersion(after version: Int, port: UInt16, timeout: TimeInterval = 120) -> Int? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while Date() < deadline {
            guard let body = HTTPClient.get("/__notebook/wait?since=\(version)", port: port)?.body,
                  let number = Int(body.filter(\.isNumber))
            else { return nil }
            if number != version { return number }
        }
        return nil
    }

    /// The first line written to `handle`, or nil after `timeout` seconds.
    private func readLine(from handle: FileHandle, timeout: TimeInterval) -> String? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        var buffer = Data()
        while Date() < deadline {
            let chunk = handle.availableData
            if chunk.isEmpty { return nil }
            buffer.append(chunk)
            if let newline = buffer.firstIndex(of: 0x0A) {
                return String(decoding: buffer[..<newline], as: UTF8.self)
            }
        }
        return nil
    }
}

/// A socket listening on a free port of 127.0.0.1, closed when released.
private final class ListeningSocket {
    let descriptor: Int32
    let port: UInt16

    init?() {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.descriptor = descriptor
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let listening = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && listen(descriptor, 1) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        port = UInt16(bigEndian: address.sin_port)
        if !listening {
            close(descriptor)
            return nil
        }
    }

    deinit {
        close(descriptor)
    }
}
