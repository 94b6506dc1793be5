#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Notebook

/// What the preview server answers to a parsed request: the Host check, the reload script and long-poll, and the
/// files of the root (only files under it: the request path is percent-decoded, any `..`, dotfile, empty-name or NUL
/// trick is refused, and the resolved real path, symlinks followed, must still lie inside the root).
struct PreviewRoutes: Sendable {
    enum Route {
        case respond(PreviewResponse)
        case waitForVersion(since: Int)
    }

    let root: URL
    let state: PreviewState
    let port: UInt16

    /// The answer, or the long-poll the connection must wait for (it alone knows when its client has gone).
    func plan(_ request: RequestHead) -> Route {
        if let refusal = hostRefusal(request) { return .respond(refusal) }
        guard request.method == "GET" || request.method == "HEAD" else {
            return .respond(.text(405, "method not allowed\n"))
        }
        switch request.path {
        case "/__notebook/live.js":
            return .respond(PreviewResponse(status: 200, contentType: "text/javascript; charset=utf-8",
                                         data: Data(LiveReload.script.utf8)))
        case "/__notebook/wait":
            return .waitForVersion(since: Int(Self.queryValue("since", in: request.query) ?? "") ?? -1)
        default:
            return .respond(fileResponse(for: request.path))
        }
    }

    static func versionResponse(_ version: Int) -> PreviewResponse {
        PreviewResponse(status: 200, contentType: "application/json", data: Data("{\"version\":\(version)}\n".utf8))
    }

    /// Exactly one Host naming this server. A page of another site whose name resolves to 127.0.0.1 (DNS
    /// rebinding) sends its own name; two Hosts could mean different things to us and to a proxy in between.
    func hostRefusal(_ request: RequestHead) -> PreviewResponse? {
        let hosts = request.values(of: "host")
        guard hosts.count == 1 else {
            return .text(400, hosts.isEmpty ? "missing Host header\n" : "more than one Host header\n")
        }
        var allowed = ["127.0.0.1:\(port)", "localhost:\(port)"]
        if port == 80 { allowed += ["127.0.0.1", "localhost"] }
        return allowed.contains(hosts[0].lowercased()) ? nil : .text(403, "forbidden host\n")
    }

    private static func queryValue(_ name: String, in query: String) -> String? {
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
        // The root and folder paths are pages too, when the site (or the folder) is not there to say so.
        let isPage = url.pathExtension == "html" || relative.isEmpty || requestPath.hasSuffix("/")
        if isPage, let errorPage = snapshot.errorPage {
            return PreviewResponse(status: 500, contentType: "text/html; charset=utf-8",
                                   data: Data(LiveReload.inject(into: errorPage, version: snapshot.version).utf8))
        }
        guard let resolved = Self.resolvedPath(url.path), let rootPath = Self.resolvedPath(root.path),
              FileSystemPath.relative(resolved, to: rootPath) != nil,
              let size = Self.regularFileSize(resolved)
        else {
            return isPage ? missingPage(requestPath, version: snapshot.version) : PreviewResponse.text(404, "not found\n")
        }
        guard isPage else {
            return PreviewResponse(status: 200, contentType: Self.contentType(of: url.pathExtension),
                                   body: .file(path: resolved, size: size))
        }
        guard let data = FileManager.default.contents(atPath: resolved) else {
            return missingPage(requestPath, version: snapshot.version)
        }
        let page = String(decoding: data, as: UTF8.self)
        return PreviewResponse(status: 200, contentType: "text/html; charset=utf-8",
                               data: Data(LiveReload.inject(into: page, version: snapshot.version).utf8))
    }

    private func missingPage(_ requestPath: String, version: Int) -> PreviewResponse {
        let page = PageLayout.buildMissingPage(requestPath: requestPath)
        return PreviewResponse(status: 404, contentType: "text/html; charset=utf-8",
                               data: Data(LiveReload.inject(into: page, version: version).utf8))
    }

    /// The request path as a path relative to the root, or nil when it tries to leave the root or is malformed.
    static func safeRelativePath(_ requestPath: String) -> String? {
        guard requestPath.hasPrefix("/"), let decoded = requestPath.removingPercentEncoding else { return nil }
        if decoded.contains("\0") || decoded.contains("\\") { return nil }
        var components: [String] = []
        // Split where the file system splits (`FileSystemPath`); a name that starts with a dot (`..`, `.git`) is refused.
        for component in FileSystemPath.names(of: decoded) {
            if component == "." { continue }
            if component.utf8.first == UInt8(ascii: ".") { return nil }
            components.append(component)
        }
        return components.joined(separator: "/")
    }

    static func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The size of a regular file (not a folder, FIFO or device, which would never end or block the reader).
    private static func regularFileSize(_ path: String) -> Int? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              attributes[.type] as? FileAttributeType == .typeRegular,
              let size = attributes[.size] as? NSNumber
        else { return nil }
        return size.intValue
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
}
