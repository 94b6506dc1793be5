#if canImport(Glibc)
import Glibc
#endif
import Foundation
import XCTest

/// A client socket to the preview server that does exactly what a test says, byte by byte: the hostile clients
/// (silent, slow, never reading) that URLSession cannot play.
final class RawClient {
    let descriptor: Int32

    /// Connects to 127.0.0.1:`port`; `receiveBuffer` shrinks the socket's receive buffer first (a slow reader's
    /// small window keeps the server's response from fitting in the kernel's buffers).
    init(port: UInt16, receiveBuffer: Int32? = nil, file: StaticString = #filePath, line: UInt = #line) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.EMFILE) }
        if var size = receiveBuffer {
            setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(descriptor)
            XCTFail("cannot connect to 127.0.0.1:\(port): errno \(errno)", file: file, line: line)
            throw POSIXError(.ECONNREFUSED)
        }
    }

    deinit {
        close(descriptor)
    }

    /// Sends all of `bytes` (a failure, such as the server having closed, is ignored: the reply tells).
    func send(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if sent <= 0 { return }
            offset += sent
        }
    }

    func send(_ text: String) {
        send(Array(text.utf8))
    }

    /// Everything the server sends until it closes, or nil if it has not closed within `timeout` seconds.
    func readToEnd(timeout: Int = 30) -> [UInt8]? {
        var receiveTimeout = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &receiveTimeout, socklen_t(MemoryLayout<timeval>.size))
        var data = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count == 0 { return data }
            if count < 0 { return errno == ECONNRESET ? data : nil }
            data += buffer[0..<count]
        }
    }

    /// The status code of the response read to its end (0 when there was none).
    func status(timeout: Int = 30) -> Int {
        guard let bytes = readToEnd(timeout: timeout) else { return 0 }
        return Self.status(of: bytes)
    }

    static func status(of bytes: [UInt8]) -> Int {
        let text = String(decoding: bytes.prefix(64), as: UTF8.self)
        guard text.hasPrefix("HTTP/1.1 ") else { return 0 }
        return Int(text.dropFirst(9).prefix(3)) ?? 0
    }

    /// True while the server has neither closed this connection nor sent anything on it.
    var isOpenAndSilent: Bool {
        var byte: UInt8 = 0
        let count = recv(descriptor, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
        return count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)
    }

    /// One GET with the Host the server expects, answered as (status, body).
    static func get(_ path: String, port: UInt16) throws -> (status: Int, body: String) {
        let client = try RawClient(port: port)
        client.send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
        let bytes = client.readToEnd() ?? []
        let text = String(decoding: bytes, as: UTF8.self)
        let body = text.range(of: "\r\n\r\n").map { String(text[$0.upperBound...]) } ?? ""
        return (status(of: bytes), body)
    }
}
