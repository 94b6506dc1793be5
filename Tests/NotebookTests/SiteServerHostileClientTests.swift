#if canImport(Glibc)
import Glibc
#endif
import Foundation
import XCTest
@testable import Notebook
@testable import NotebookServe

/// The preview server against clients that lie about the host, never finish their head, never read, or leave.
final class SiteServerHostileClientTests: XCTestCase {
    private var root: URL!
    private var state: PreviewState!
    private var server: PreviewServer!

    override func setUpWithError() throws {
        root = try temporaryDirectory()
        try Data("<html><body>hello</body></html>".utf8).write(to: root.appendingPathComponent("index.html"))
        state = PreviewState()
        server = PreviewServer(root: root, state: state)
    }

    override func tearDown() {
        server.stop()
    }

    private func start(_ adjust: (inout PreviewServer.Limits) -> Void = { _ in }) throws -> UInt16 {
        adjust(&server.limits)
        try server.start(port: 0)
        return server.port
    }

    private func status(_ head: String, port: UInt16) throws -> Int {
        let client = try RawClient(port: port)
        client.send(head)
        return client.status()
    }

    func testARequestLineThatPushesTheHostPastTheOldLimitIsRefused() throws {
        let port = try start()
        // The old server parsed the first 16,384 bytes only: a Host after a 16,380-byte request line went unseen.
        let longPath = "/" + String(repeating: "a", count: 16_380 - "GET / HTTP/1.1".count)
        let requestLine = "GET \(longPath) HTTP/1.1"
        XCTAssertEqual(requestLine.utf8.count, 16_380)
        XCTAssertEqual(try status("\(requestLine)\r\nHost: evil.example:\(port)\r\n\r\n", port: port), 431)
        XCTAssertEqual(try status("\(requestLine)\r\n\r\n", port: port), 400,
                       "16,384 bytes with the blank line: the whole head is read, and it has no Host")
        // Below the limit the whole head is read, so a Host after a long request line is still checked.
        let shorter = "GET /" + String(repeating: "a", count: 8_000) + " HTTP/1.1"
        XCTAssertEqual(try status("\(shorter)\r\nHost: evil.example:\(port)\r\n\r\n", port: port), 403)
        XCTAssertEqual(try status("\(shorter)\r\nHost: 127.0.0.1:\(port)\r\n\r\n", port: port), 404)
    }

    func testExactlyOneHostNamingThisServerIsRequired() throws {
        let port = try start()
        XCTAssertEqual(try status("GET / HTTP/1.1\r\n\r\n", port: port), 400, "missing Host")
        XCTAssertEqual(try status("GET / HTTP/1.0\r\n\r\n", port: port), 400, "missing Host in HTTP/1.0")
        XCTAssertEqual(try status("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nHost: 127.0.0.1:\(port)\r\n\r\n",
                                  port: port), 400, "two Hosts, even equal ones")
        XCTAssertEqual(try status("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nhOsT: evil.example\r\n\r\n",
                                  port: port), 400)
        XCTAssertEqual(try status("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", port: port), 403, "no port: port 80")
        XCTAssertEqual(try status("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port &+ 1)\r\n\r\n", port: port), 403)
        XCTAssertEqual(try status("GET / HTTP/1.1\r\nHost: [::1]:\(port)\r\n\r\n", port: port), 403,
                       "the server listens on IPv4 only")
        XCTAssertEqual(try status("GET / HTTP/1.1\r\nHost: LOCALHOST:\(port)\r\n\r\n", port: port), 200)
        XCTAssertEqual(try status("GET / HTTP/1.1\r\nHost:127.0.0.1:\(port)\r\n\r\n", port: port), 200)
        XCTAssertEqual(try status("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n folded\r\n\r\n", port: port), 400)
    }

    func testAClientThatSendsNothingIsClosedAfterTheHeaderDeadline() throws {
        let port = try start { $0.headerTimeout = 0.3 }
        let silent = try RawClient(port: port)
        let slow = try RawClient(port: port)
        slow.send("GET / HTTP/1.1\r\nHo")
        XCTAssertEqual(try XCTUnwrap(silent.readToEnd(), "still open after the deadline"), [],
                       "closed without an answer, as a browser's unused spare connection should be")
        XCTAssertEqual(RawClient.status(of: try XCTUnwrap(slow.readToEnd(), "still open after the deadline")), 408)
    }

    func testAClientThatNeverReadsIsClosedAfterTheSendDeadline() throws {
        // Larger than the kernel's socket buffers hold, so the response cannot be sent to a client that never reads.
        try Data(repeating: 0x61, count: 16 << 20).write(to: root.appendingPathComponent("big.bin"))
        let port = try start { $0.sendTimeout = 0.5 }
        let reader = try RawClient(port: port, receiveBuffer: 4096)
        reader.send("GET /big.bin HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
        XCTAssertTrue(waitUntil { self.server.connectionCount == 1 }, "the connection was never accepted")
        XCTAssertTrue(waitUntil { self.server.connectionCount == 0 }, "the server still sends to a client that never reads")
        let received = try XCTUnwrap(reader.readToEnd())
        XCTAssertEqual(RawClient.status(of: received), 200)
        XCTAssertLessThan(received.count, 16 << 20, "the response was cut short at the deadline")
    }

    func testTheServerListensOnLoopbackOnly() throws {
        let port = try start()
        // /proc/net/tcp: "sl local_address rem_address st ...", addresses as hex IPv4 (little-endian) and port.
        let table = try String(contentsOfFile: "/proc/net/tcp", encoding: .utf8)
        let portSuffix = String(format: ":%04X", port)
        let rows: [[Substring]] = table.split(separator: "\n").dropFirst().map { $0.split(separator: " ") }
        let listening = rows.filter { row in row.count > 3 && row[3] == "0A" && row[1].hasSuffix(portSuffix) }
        XCTAssertEqual(listening.map { String($0[1]) }, ["0100007F" + portSuffix])
        let table6 = (try? String(contentsOfFile: "/proc/net/tcp6", encoding: .utf8)) ?? ""
        XCTAssertFalse(table6.contains(String(format: ":%04X 00000000000000000000000000000000:0000 0A", port)),
                       "the server listens on IPv6 too")
    }

    func testALongPollIsReleasedWhenItsClientDisconnects() throws {
        let port = try start { $0.longPollTimeout = 300 }
        var client: RawClient? = try RawClient(port: port)
        client?.send("GET /__notebook/wait?since=0 HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
        XCTAssertTrue(waitUntil { self.state.waitingCount == 1 }, "the long-poll never started waiting")
        client = nil
        XCTAssertTrue(waitUntil { self.state.waitingCount == 0 && self.server.connectionCount == 0 },
                      "a long-poll whose client has gone is still held")
        XCTAssertEqual(try RawClient.get("/", port: port).status, 200)
    }

    func testALongPollAnswersTheNextPublishWithoutHoldingAThread() throws {
        let port = try start { $0.longPollTimeout = 300 }
        // More long-polls than the machine has threads to spare: each is a suspended task, not a blocked thread.
        let clients = try (0..<300).map { _ in try RawClient(port: port) }
        for client in clients { client.send("GET /__notebook/wait?since=0 HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n") }
        XCTAssertTrue(waitUntil { self.state.waitingCount == clients.count }, "only \(state.waitingCount) are waiting")
        XCTAssertEqual(try RawClient.get("/", port: port).status, 200)
        state.publish(errorPage: nil)
        for client in clients {
            let answer = String(decoding: try XCTUnwrap(client.readToEnd()), as: UTF8.self)
            XCTAssertTrue(answer.hasSuffix("\r\n\r\n{\"version\":1}\n"), answer)
        }
    }

    /// Polls `condition` every 10 ms for at most `timeout` seconds (generous: a deadline, not a measurement).
    private func waitUntil(timeout: TimeInterval = 20, _ condition: () -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while Date() < deadline {
            if condition() { return true }
            usleep(10_000)
        }
        return condition()
    }
}
