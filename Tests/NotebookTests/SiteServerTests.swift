import Foundation
import XCTest
@testable import Notebook

final class SiteServerTests: XCTestCase {
    func testRequestPathsNeverLeaveTheRoot() {
        XCTAssertEqual(PreviewServer.safeRelativePath("/"), "")
        XCTAssertEqual(PreviewServer.safeRelativePath("/01-a.html"), "01-a.html")
        XCTAssertEqual(PreviewServer.safeRelativePath("/assets/./notebook.css"), "assets/notebook.css")
        XCTAssertEqual(PreviewServer.safeRelativePath("/%E5%9B%BE.html"), "图.html")
        XCTAssertNil(PreviewServer.safeRelativePath("/../etc/passwd"))
        XCTAssertNil(PreviewServer.safeRelativePath("/assets/%2e%2e/%2e%2e/secret"))
        XCTAssertNil(PreviewServer.safeRelativePath("/a%00.html"))
        XCTAssertNil(PreviewServer.safeRelativePath("/..%5c..%5csecret"))
        XCTAssertNil(PreviewServer.safeRelativePath("/.notebook-cache/x"))
        XCTAssertNil(PreviewServer.safeRelativePath("relative"))
        XCTAssertNil(PreviewServer.safeRelativePath("/%zz"))
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
        server.longPollTimeout = 0.3
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
        server.longPollTimeout = 5
        XCTAssertEqual(try request(server.port, "/__notebook/wait?since=0").body, "{\"version\":1}\n")
        XCTAssertLessThan(Date().timeIntervalSince(started), 4)
        let errorPage = try request(server.port, "/index.html")
        XCTAssertEqual(errorPage.status, 500)
        XCTAssertTrue(errorPage.body.contains("broken"))
        XCTAssertEqual(try request(server.port, "/a.css").status, 200, "assets are still served while the build is broken")
    }

    /// A minimal blocking HTTP GET over a socket, to test the server without URLSession.
    private func request(_ port: UInt16, _ path: String, host: String? = nil) throws -> (status: Int, body: String) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        XCTAssertEqual(connected, 0)
        let head = "GET \(path) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\n\r\n"
        _ = head.withCString { send(descriptor, $0, strlen($0), 0) }
        var data = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count <= 0 { break }
            data += buffer[0..<count]
        }
        let text = String(decoding: data, as: UTF8.self)
        let parts = text.components(separatedBy: "\r\n\r\n")
        let status = Int(parts[0].split(separator: " ").dropFirst().first ?? "") ?? 0
        return (status, parts.dropFirst().joined(separator: "\r\n\r\n"))
    }
}
