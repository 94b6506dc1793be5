#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A listening TCP socket on 127.0.0.1 only: the preview serves files of the user's disk, never to other machines.
enum LoopbackListener {
    /// Binds and listens on 127.0.0.1:`port` (0 picks a free port); returns the descriptor and the port it got.
    static func open(port requestedPort: UInt16) throws -> (descriptor: Int32, port: UInt16) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw PreviewServerError.socket(reason(errno)) }
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
        guard bound == 0, listen(descriptor, 128) == 0 else {
            let failure = reason(errno)
            close(descriptor)
            throw PreviewServerError.bind(requestedPort, failure)
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return (descriptor, UInt16(bigEndian: actual.sin_port))
    }

    private static func reason(_ code: Int32) -> String {
        switch code {
        case EADDRINUSE: return "address in use"
        case EACCES: return "permission denied"
        default: return String(cString: strerror(code)).lowercased()
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
