import Foundation

/// Reads a snippet for `notebook eval` without ever holding more than `limit + 1` bytes: standard input may be a
/// process that never ends (`yes |`), and a file argument may be a device or a pipe whose size says nothing.
enum BoundedInput {
    enum Result {
        case contents(Data)
        case tooLarge
        case unreadable
    }

    /// Standard input when `path` is nil.
    static func read(_ path: String?, limit: Int) -> Result {
        guard let path else { return read(FileHandle.standardInput, limit: limit) }
        // A regular file too large is refused from its size, before a byte is read.
        if let attributes = try? FileManager.default.attributesOfItem(atPath: path),
           attributes[.type] as? FileAttributeType == .typeRegular,
           let size = attributes[.size] as? NSNumber, size.intValue > limit {
            return .tooLarge
        }
        guard let handle = FileHandle(forReadingAtPath: path) else { return .unreadable }
        defer { try? handle.close() }
        return read(handle, limit: limit)
    }

    private static func read(_ handle: FileHandle, limit: Int) -> Result {
        var data = Data()
        while data.count <= limit {
            let chunk: Data?
            do {
                chunk = try handle.read(upToCount: min(1 << 16, limit + 1 - data.count))
            } catch {
                return .unreadable
            }
            guard let chunk, !chunk.isEmpty else { return .contents(data) }
            data.append(chunk)
        }
        return .tooLarge
    }
}
