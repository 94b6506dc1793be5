import Foundation
import XCTest
@testable import Notebook
@testable import NotebookServe

final class SiteServerTests: XCTestCase {
    func testRequestPathsNeverLeaveTheRoot() {
        XCTAssertEqual(PreviewRoutes.safeRelativePath("/"), "")
        XCTAssertEqual(PreviewRoutes.safeRelativePath("/01-a.html"), "01-a.html")
        XCTAssertEqual(PreviewRoutes.safeRelativePath("/assets/./notebook.css"), "assets/notebook.css")
        XCTAssertEqual(PreviewRoutes.safeRelativePath("/%E5%9B%BE.html"), "图.html")
        XCTAssertNil(PreviewRoutes.safeRelativePath("/../etc/passwd"))
        XCTAssertNil(PreviewRoutes.safeRelativePath("/assets/%2e%2e/%2e%2e/secret"))
        XCTAssertNil(PreviewRoutes.safeRelativePath("/a%00.html"))
        XCTAssertNil(PreviewRoutes.safeRelativePath("/..%5c..%5csecret"))
        XCTAssertNil(PreviewRoutes.safeRelativePath("/.notebook-cache/x"))
        XCTAssertNil(PreviewRoutes.safeRelativePath("relative"))
        XCTAssertNil(PreviewRoutes.safeRelativePath("/%zz"))
        // A slash after U+0600 is one character with it, and still a slash to the file system.
        XCTAssertNil(PreviewRoutes.safeRelativePath("/%D8%80/../%D8%80/../secret"))
        XCTAssertNil(PreviewRoutes.safeRelativePath("/\u{600}/../x"))
    }

    func testLiveReloadIsInjectedBeforeTheClosingBody() {
        XCTAssertEqual(LiveReload.inject(into: "<body><p>x</p></body>\n</html>\n", version: 3),
                       "<body><p>x</p><script src=\"/__notebook/live.js\" data-version=\"3\"></script>\n</body>\n</html>\n")
    }

    func testServesFilesInjectsReloadAndAnswersTheLongPoll() throws {
        let root = try temporaryDirectory()
        try Data("<html><body>hello</body></html>".utf8).write(to: root.appendingPathComponent("index.html"))
        try Data("body{}".utf8).write(to: root.appendingPathComponent("a.css"))
        let outside = root.deletingLastPathComponent().appendingPathComponent("outside-\(UUID().uuidString).txt")
        try Data("secret".utf8).write(to: outside)
        defer { try? FileManager.default.removeItem(at: outside) }
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("link.txt"), withDestinationURL: outside)

        let state = PreviewState()
        let server = PreviewServer(root: root, state: state)
        server.limits.longPollTimeout = 0.3
        try server.start(port: 0)
        defer { server.stop() }
        XCTAssertGreaterThan(server.port, 0)

        let index = try request(server.port, "/")
        XCTAssertEqual(index.status, 200)
        XCTAssertTrue(index.body.contains("hello<script src=\"/__notebook/live.js\" data-version=\"0\"></script>"))
        XCTAssertEqual(try request(server.port, "/a.css").body, "body{}")
        XCTAssertEqual(try request(server.port, "/missing.html").status, 404)
        XCTAssertEqual(try request(server.port, "/../x").status, 403)
        XCTAssertEqual(try request(server.port, "/link.txt").status, 404, "a symlink out of the root is not followed")
        XCTAssertEqual(try request(server.port, "/", host: "evil.example:\(server.port)").status, 403, "DNS rebinding")
        XCTAssertEqual(try request(server.port, "/", host: "localhost:\(server.port)").status, 200)

        XCTAssertEqual(try request(server.port, "/__notebook/wait?since=0").body, "{\"version\":0}\n", "times out with no change")
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) {
            state.publish(errorPage: "<html><body>broken</body></html>")
        }
        let started = Date()
        server.limits.longPollTimeout = 5
        XCTAssertEqual(try request(server.port, "/__notebook/wait?since=0").body, "{\"version\":1}\n")
        XCTAssertLessThan(Date().timeIntervalSince(started), 4)
        let errorPage = try request(server.port, "/index.html")
        XCTAssertEqual(errorPage.status, 500)
        XCTAssertTrue(errorPage.body.contains("broken"))
        XCTAssertEqual(try request(server.port, "/a.css").status, 200, "assets are still served while the build is broken")
    }

    private func request(_ port: UInt16, _ path: String, host: String? = nil) throws -> (status: Int, body: String) {
        guard let host else { return try RawClient.get(path, port: port) }
        let client = try RawClient(port: port)
        client.send("GET \(path) HTTP/1.1\r\nHost: \(host)\r\n\r\n")
        let bytes = client.readToEnd() ?? []
        let text = String(decoding: bytes, as: UTF8.self)
        return (RawClient.status(of: bytes), text.range(of: "\r\n\r\n").map { String(text[$0.upperBound...]) } ?? "")
    }

    func testRequestHeadsAreParsedWholeAndStrictly() {
        let head = RequestHead.parse(Array("GET /a.html?since=3 HTTP/1.1\r\nHost: 127.0.0.1:8000\r\nhost:  evil \r\n\r\n".utf8))
        XCTAssertEqual(head?.method, "GET")
        XCTAssertEqual(head?.path, "/a.html")
        XCTAssertEqual(head?.query, "since=3")
        XCTAssertEqual(head?.values(of: "HOST"), ["127.0.0.1:8000", "evil"], "every Host is kept, so two are seen")
        XCTAssertNil(RequestHead.parse(Array("GET / HTTP/1.1\r\nHost: a\r\n folded\r\n\r\n".utf8)), "obsolete line folding")
        XCTAssertNil(RequestHead.parse(Array("GET / HTTP/1.1\r\nHost : a\r\n\r\n".utf8)), "space before the colon")
        XCTAssertNil(RequestHead.parse(Array("GET / HTTP/1.1\r\nHost: a\u{0}b\r\n\r\n".utf8)), "a control byte")
        XCTAssertNil(RequestHead.parse(Array("GET  / HTTP/1.1\r\n\r\n".utf8)))
        XCTAssertNil(RequestHead.parse(Array("GET / HTTP/2\r\n\r\n".utf8)))
        XCTAssertNotNil(RequestHead.parse(Array("GET / HTTP/1.0\n\n".utf8)), "bare line feeds are read too")
    }

    func testTheHeadBufferEndsAtTheBlankLineOrTheLimit() {
        var buffer = RequestHeadBuffer(limit: 64)
        XCTAssertEqual(buffer.append(Array("GET / HTTP/1.1\r\nHost: x\r".utf8)), .needsMore)
        XCTAssertEqual(buffer.append(Array("\n\r".utf8)), .needsMore)
        XCTAssertEqual(buffer.append(Array("\nextra".utf8)), .complete(Array("GET / HTTP/1.1\r\nHost: x\r\n\r\n".utf8)))
        var large = RequestHeadBuffer(limit: 64)
        XCTAssertEqual(large.append(Array(repeating: UInt8(ascii: "a"), count: 63)), .needsMore)
        XCTAssertEqual(large.append(Array("\r\n\r\n".utf8)), .tooLarge, "the blank line past the limit is not looked for")
    }
}
