import Foundation

/// One HTTP response of the preview server. A file that is not a page is sent from the disk in chunks, so a client
/// that reads slowly costs one chunk of memory, not the whole file.
public struct PreviewResponse: Sendable {
    public enum Body: Sendable, Equatable {
        case bytes(Data)
        case file(path: String, size: Int)

        var count: Int {
            switch self {
            case .bytes(let data): return data.count
            case .file(_, let size): return size
            }
        }
    }

    public var status: Int
    public var contentType: String
    public var body: Body

    init(status: Int, contentType: String, body: Body) {
        self.status = status
        self.contentType = contentType
        self.body = body
    }

    init(status: Int, contentType: String, data: Data) {
        self.init(status: status, contentType: contentType, body: .bytes(data))
    }

    static func text(_ status: Int, _ text: String) -> PreviewResponse {
        PreviewResponse(status: status, contentType: "text/plain; charset=utf-8", data: Data(text.utf8))
    }

    /// The status line and headers. Every response closes its connection: one request per connection keeps a
    /// connection's life (and its deadlines) simple.
    var head: Data {
        var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        head += "Content-Type: \(contentType)\r\n"
        head += "Content-Length: \(body.count)\r\n"
        head += "Cache-Control: no-store\r\n"
        head += "X-Content-Type-Options: nosniff\r\n"
        head += "Connection: close\r\n\r\n"
        return Data(head.utf8)
    }

    static func reason(_ status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 400: return "Bad Request"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 405: return "Method Not Allowed"
        case 408: return "Request Timeout"
        case 431: return "Request Header Fields Too Large"
        case 500: return "Internal Server Error"
        case 503: return "Service Unavailable"
        default: return "Status"
        }
    }
}
