/// Collects the bytes of a request head as they arrive, up to a limit.
struct RequestHeadBuffer {
    enum State: Equatable {
        case needsMore
        case complete([UInt8])
        case tooLarge
    }

    let limit: Int
    private var bytes: [UInt8] = []

    init(limit: Int) {
        self.limit = limit
    }

    /// Adds what was read; the head is complete at the first blank line (CRLF CRLF, or LF LF from lenient clients).
    mutating func append(_ chunk: [UInt8]) -> State {
        let searchStart = max(0, bytes.count - 3)
        bytes += chunk
        var index = max(searchStart, 1)
        while index < bytes.count, index < limit {
            if bytes[index] == UInt8(ascii: "\n"), endsBlankLine(at: index) {
                return .complete(Array(bytes[...index]))
            }
            index += 1
        }
        return bytes.count >= limit ? .tooLarge : .needsMore
    }

    private func endsBlankLine(at index: Int) -> Bool {
        if bytes[index - 1] == UInt8(ascii: "\n") { return true }
        return index >= 2 && bytes[index - 1] == UInt8(ascii: "\r") && bytes[index - 2] == UInt8(ascii: "\n")
    }
}
