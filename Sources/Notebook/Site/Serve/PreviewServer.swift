#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A small HTTP/1.1 server for `notebook serve`: serves the files of one folder on 127.0.0.1 only, injects the reload
/// script into HTML pages, answers the reload long-poll, and stands an error page in for every page while the book
/// does not build.
///
/// One request per connection (`Connection: close`). Only files under the root are served: the request path is
/// percent-decoded, any `..`, empty-name or NUL trick is refused, and the resolved real path (symlinks followed) must
/// still lie inside the root.
public final class PreviewServer: @unchecked Sendable {
    public let root: URL
    public private(set) var port: UInt16 = 0
    private var listeningSocket: Int32 = -1
    private let state: PreviewState
    private let connectionLimit = DispatchSemaphore(value: 64)
    private var stopped = false
    private let lock = NSLock()

    /// How long a reload long-poll waits for a new build before answering "no change".
    public var longPollTimeout: TimeInterval = 25

    public init(root: URL, state: PreviewState) {
        self.root = root.standardizedFileURL
        self.state = state
    }

    /// Binds 127.0.0.1:`port` (0 picks a free port; read `port` afterwards) and starts accepting on a background thread.
    public func start(port requestedPort: UInt16) throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw PreviewServerError.socket(String(cString: strerror(errno))) }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = requestedPort.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(descriptor, 64) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw PreviewServerError.bind(requestedPort, reason)
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        port = UInt16(bigEndian: actual.sin_port)
        listeningSocket = descriptor
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "notebook-serve-accept"
        thread.start()
    }

    public func stop() {
        lock.lock()
        stopped = true
        let descriptor = listeningSocket
        listeningSocket = -1
        lock.unlock()
        if descriptor >= 0 {
            shutdown(descriptor, Int32(SHUT_RDWR))
            close(descriptor)
        }
    }

    private func acceptLoop() {
        while true {
            lock.lock()
            let descriptor = listeningSocket
            let isStopped = stopped
            lock.unlock()
            if isStopped || descriptor < 0 { return }
            let connection = accept(descriptor, nil, nil)
            if connection < 0 {
                if errno == EINTR || errno == ECONNABORTED { continue }
                return
            }
            connectionLimit.wait()
            DispatchQueue.global().async { [self] in
                handle(connection)
                close(connection)
                connectionLimit.signal()
            }
        }
    }

    // MARK: - Requests

    private func handle(_ connection: Int32) {
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var noSignal: Int32 = 1
        _ = noSignal
        #if canImport(Darwin)
        setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &noSignal, socklen_t(MemoryLayout<Int32>.size))
        #endif
        guard let request = readRequestHead(connection) else {
            send(connection, PreviewResponse.text(400, "bad request\n"))
            return
        }
        let response = respond(to: request)
        send(connection, response, includeBody: request.method != "HEAD")
    }

    struct RequestHead {
        var method: String
        var path: String
        var query: String
        var host: String?
    }

    private func readRequestHead(_ connection: Int32) -> RequestHead? {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while bytes.count < 16384 {
            let count = recv(connection, &buffer, buffer.count, 0)
            if count <= 0 { return nil }
            bytes += buffer[0..<count]
            if bytes.count >= 4, containsHeaderEnd(bytes) { break }
        }
        guard let lineEnd = bytes.firstIndex(of: 0x0D) ?? bytes.firstIndex(of: 0x0A) else { return nil }
        let requestLine = String(decoding: bytes[..<lineEnd], as: UTF8.self)
        let parts = requestLine.split(separator: " ")
        guard parts.count == 3, parts[2].hasPrefix("HTTP/1.") else { return nil }
        let target = String(parts[1])
        let pathPart: Substring
        let query: Substring
        if let mark = target.firstIndex(of: "?") {
            pathPart = target[..<mark]
            query = target[target.index(after: mark)...]
        } else {
            pathPart = Substring(target)
            query = ""
        }
        var host: String?
        let headText = String(decoding: bytes, as: UTF8.self)
        for line in headText.split(whereSeparator: { $0 == "\r\n" || $0 == "\n" }).dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            if line[..<colon].lowercased() == "host" {
                host = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces).lowercased()
            }
        }
        return RequestHead(method: String(parts[0]), path: String(pathPart), query: String(query), host: host)
    }

    private func containsHeaderEnd(_ bytes: [UInt8]) -> Bool {
        let pattern: [UInt8] = [0x0D, 0x0A, 0x0D, 0x0A]
        guard bytes.count >= 4 else { return false }
        for start in 0...(bytes.count - 4) where Array(bytes[start..<start + 4]) == pattern { return true }
        return bytes.count >= 2 && bytes.suffix(2) == [0x0A, 0x0A]
    }

    func respond(to request: RequestHead) -> PreviewResponse {
        guard request.method == "GET" || request.method == "HEAD" else {
            return PreviewResponse.text(405, "method not allowed\n")
        }
        // A page of another site that resolves its own name to 127.0.0.1 (DNS rebinding) sends its own Host: refuse it.
        if let host = request.host, !["127.0.0.1:\(port)", "localhost:\(port)", "127.0.0.1", "localhost"].contains(host) {
            return PreviewResponse.text(403, "forbidden host\n")
        }
        switch request.path {
        case "/__notebook/live.js":
            return PreviewResponse(status: 200, contentType: "text/javascript; charset=utf-8", body: Data(LiveReload.script.utf8))
        case "/__notebook/wait":
            let since = Int(queryValue("since", in: request.query) ?? "") ?? -1
            let version = state.waitForVersion(after: since, timeout: longPollTimeout)
            return PreviewResponse(status: 200, contentType: "application/json", body: Data("{\"version\":\(version)}\n".utf8))
        default:
            return fileResponse(for: request.path)
        }
    }

    private func queryValue(_ name: String, in query: String) -> String? {
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2, parts[0] == name { return String(parts[1]) }
        }
        return nil
    }

    private func fileResponse(for requestPath: String) -> PreviewResponse {
        guard let relative = Self.safeRelativePath(requestPath) else {
            return PreviewResponse.text(403, "forbidden\n")
        }
        var url = relative.isEmpty ? root : root.appendingPathComponent(relative)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            url = url.appendingPathComponent("index.html")
        }
        let snapshot = state.snapshot()
        let isPage = url.pathExtension == "html"
        if isPage, let errorPage = snapshot.errorPage {
            return PreviewResponse(status: 500, contentType: "text/html; charset=utf-8",
                                   body: Data(LiveReload.inject(into: errorPage, version: snapshot.version).utf8))
        }
        guard let resolved = Self.resolvedPath(url.path), let rootPath = Self.resolvedPath(root.path),
              resolved == rootPath || resolved.hasPrefix(rootPath + "/"),
              let data = FileManager.default.contents(atPath: resolved)
        else {
            return PreviewResponse.text(404, "not found\n")
        }
        if isPage {
            let page = String(decoding: data, as: UTF8.self)
            return PreviewResponse(status: 200, contentType: "text/html; charset=utf-8",
                                   body: Data(LiveReload.inject(into: page, version: snapshot.version).utf8))
        }
        return PreviewResponse(status: 200, contentType: Self.contentType(of: url.pathExtension), body: data)
    }

    /// The request path as a path relative to the root, or nil when it tries to leave the root or is malformed.
    static func safeRelativePath(_ requestPath: String) -> String? {
        guard requestPath.hasPrefix("/"), let decoded = requestPath.removingPercentEncoding else { return nil }
        if decoded.contains("\0") || decoded.contains("\\") { return nil }
        var components: [Substring] = []
        for component in decoded.split(separator: "/", omittingEmptySubsequences: true) {
            if component == "." { continue }
            if component == ".." || component.hasPrefix(".") { return nil }
            components.append(component)
        }
        return components.joined(separator: "/")
    }

    static func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func contentType(of pathExtension: String) -> String {
        switch pathExtension.lowercased() {
        case "html": return "text/html; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "js": return "text/javascript; charset=utf-8"
        case "svg": return "image/svg+xml"
        case "json": return "application/json"
        case "png": return "image/png"
        case "jpg", "jpeg": return "image/jpeg"
        case "txt", "md": return "text/plain; charset=utf-8"
        default: return "application/octet-stream"
        }
    }

    private func send(_ connection: Int32, _ response: PreviewResponse, includeBody: Bool = true) {
        var head = "HTTP/1.1 \(response.status) \(PreviewResponse.reason(response.status))\r\n"
        head += "Content-Type: \(response.contentType)\r\n"
        head += "Content-Length: \(response.body.count)\r\n"
        head += "Cache-Control: no-store\r\n"
        head += "X-Content-Type-Options: nosniff\r\n"
        head += "Connection: close\r\n\r\n"
        var bytes = [UInt8](head.utf8)
        if includeBody { bytes += response.body }
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { buffer -> Int in
                #if canImport(Glibc)
                return Glibc.send(connection, buffer.baseAddress, buffer.count, Int32(MSG_NOSIGNAL))
                #else
                return Darwin.send(connection, buffer.baseAddress, buffer.count, 0)
                #endif
            }
            if sent <= 0 { return }
            offset += sent
        }
    }
}

/// One HTTP response of the preview server.
public struct PreviewResponse: Sendable {
    public var status: Int
    public var contentType: String
    public var body: Data

    static func text(_ status: Int, _ text: String) -> PreviewResponse {
        PreviewResponse(status: status, contentType: "text/plain; charset=utf-8", body: Data(text.utf8))
    }

    static func reason(_ status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 400: return "Bad Request"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 405: return "Method Not Allowed"
        case 500: return "Internal Server Error"
        default: return "Status"
        }
    }
}

public enum PreviewServerError: Error, CustomStringConvertible {
    case socket(String)
    case bind(UInt16, String)

    public var description: String {
        switch self {
        case .socket(let reason): return "cannot open a socket: \(reason)"
        case .bind(let port, let reason): return "cannot listen on 127.0.0.1:\(port): \(reason)"
        }
    }
}
