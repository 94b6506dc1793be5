import Foundation

/// Rendered chapters from earlier builds, in `.notebook-cache/` of the book, keyed by a SHA-256 of everything a
/// chapter's page content depends on (see `ChapterCacheKey`).
///
/// An entry is a small text header (format line, then the SHA-256 of the payload) and a JSON payload. An entry that
/// is truncated, fails its checksum or does not decode is a miss, never trusted; it is overwritten by the next store.
/// Entries are written to a temporary file and renamed, so a killed build never leaves half an entry.
public struct BuildCache: Sendable {
    public let directory: URL
    static let formatLine = "notebook-cache 1"

    public init(directory: URL) {
        self.directory = directory
    }

    private func url(for key: String) -> URL {
        directory.appendingPathComponent(key + ".entry")
    }

    public func load<Value: Decodable>(_ type: Value.Type, key: String) -> Value? {
        guard let data = FileManager.default.contents(atPath: url(for: key).path) else { return nil }
        return Self.decode(type, from: data)
    }

    static func decode<Value: Decodable>(_ type: Value.Type, from data: Data) -> Value? {
        let bytes = [UInt8](data)
        guard let firstNewline = bytes.firstIndex(of: 0x0A),
              let secondNewline = bytes[(firstNewline + 1)...].firstIndex(of: 0x0A),
              String(decoding: bytes[..<firstNewline], as: UTF8.self) == formatLine
        else { return nil }
        let checksum = String(decoding: bytes[(firstNewline + 1)..<secondNewline], as: UTF8.self)
        let payload = bytes[(secondNewline + 1)...]
        guard SHA256.hex(bytes: payload) == checksum else { return nil }
        return try? JSONDecoder().decode(type, from: Data(payload))
    }

    public func store<Value: Encodable>(_ value: Value, key: String) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let payload = try? encoder.encode(value) else { return }
        var data = Data((Self.formatLine + "\n" + SHA256.hex(bytes: [UInt8](payload)) + "\n").utf8)
        data.append(payload)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let temporary = directory.appendingPathComponent(".\(key).\(ProcessInfo.processInfo.processIdentifier).tmp")
            try data.write(to: temporary)
            if rename(temporary.path, url(for: key).path) != 0 {
                try? FileManager.default.removeItem(at: temporary)
            }
        } catch {
            // A cache that cannot be written only costs time on the next build.
        }
    }

    /// Removes every entry not in `keys` (and stray temporary files), so the cache holds only the current book.
    public func prune(keeping keys: Set<String>) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for entry in entries.sorted() {
            let isCurrent = entry.hasSuffix(".entry") && keys.contains(String(entry.dropLast(".entry".count)))
            if !isCurrent {
                try? FileManager.default.removeItem(at: directory.appendingPathComponent(entry))
            }
        }
    }
}
