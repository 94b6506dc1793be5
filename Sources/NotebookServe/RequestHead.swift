/// The request line and every header of one HTTP/1.x request, parsed from the whole head (never from a prefix of it:
/// a header the parser did not see could be a second, hostile `Host`).
struct RequestHead: Sendable, Equatable {
    struct Header: Sendable, Equatable {
        var name: String
        var value: String
    }

    var method: String
    var path: String
    var query: String
    var headers: [Header]

    /// Every value of the header `name` (case-insensitive), in order.
    func values(of name: String) -> [String] {
        let wanted = name.lowercased()
        return headers.filter { $0.name.lowercased() == wanted }.map(\.value)
    }

    /// Parses a head up to and including its blank line; nil when it is not a well-formed HTTP/1.0 or 1.1 head.
    static func parse(_ bytes: [UInt8]) -> RequestHead? {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            line.last == UInt8(ascii: "\r") ? line.dropLast() : line
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard let requestLine = lines.first, var head = parseRequestLine(requestLine) else { return nil }
        for line in lines.dropFirst() {
            guard let header = parseHeader(line) else { return nil }
            head.headers.append(header)
        }
        return head
    }

    private static func parseRequestLine(_ line: ArraySlice<UInt8>) -> RequestHead? {
        guard line.allSatisfy({ $0 > 0x20 && $0 < 0x7F || $0 == UInt8(ascii: " ") }) else { return nil }
        let parts = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
        let version = String(decoding: parts[2], as: UTF8.self)
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else { return nil }
        let target = String(decoding: parts[1], as: UTF8.self)
        let pathEnd = target.firstIndex(of: "?") ?? target.endIndex
        let query = pathEnd == target.endIndex ? "" : String(target[target.index(after: pathEnd)...])
        return RequestHead(method: String(decoding: parts[0], as: UTF8.self), path: String(target[..<pathEnd]),
                           query: query, headers: [])
    }

    /// `name: value`; a folded line (starting with a space), a name with spaces or a control byte makes it malformed.
    private static func parseHeader(_ line: ArraySlice<UInt8>) -> Header? {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex else { return nil }
        let name = line[..<colon]
        guard name.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { return nil }
        let value = line[line.index(after: colon)...]
        guard value.allSatisfy({ $0 >= 0x20 && $0 != 0x7F || $0 == UInt8(ascii: "\t") }) else { return nil }
        let isBlank: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        let trimmed = value.drop(while: isBlank).reversed().drop(while: isBlank).reversed()
        return Header(name: String(decoding: name, as: UTF8.self), value: String(decoding: trimmed, as: UTF8.self))
    }
}
