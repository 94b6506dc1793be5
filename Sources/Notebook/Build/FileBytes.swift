#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-file reads and file identities through the C library: a rebuild stats and reads every chapter, and
/// Foundation's `FileManager` costs tens of microseconds per call where `open`/`fstat`/`read` cost a few.
public enum FileBytes {
    public enum ReadResult: Equatable {
        case contents([UInt8])
        case folder
        case tooLarge(Int)
        case unreadable
    }

    /// The file's bytes, or nil when it cannot be read.
    public static func read(_ path: String) -> [UInt8]? {
        if case .contents(let bytes) = readRegularFile(path, limit: Int.max) { return bytes }
        return nil
    }

    /// Reads a file that must not be a folder nor larger than `limit` bytes.
    public static func readRegularFile(_ path: String, limit: Int) -> ReadResult {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .unreadable }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .unreadable }
        if (status.st_mode & S_IFMT) == S_IFDIR { return .folder }
        let size = Int(status.st_size)
        if size > limit { return .tooLarge(size) }
        var bytes = [UInt8]()
        // A file can grow between fstat and read (or be a pipe reporting size 0): read until end of file.
        var capacity = max(size + 1, 4096)
        while true {
            let start = bytes.count
            bytes.append(contentsOf: repeatElement(0, count: capacity - start))
            let count = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return -1 }
                return readBytes(descriptor, base + start, capacity - start)
            }
            guard count >= 0 else {
                if errno == EINTR { bytes.removeLast(capacity - start); continue }
                return .unreadable
            }
            bytes.removeLast(capacity - start - count)
            if count == 0 { break }
            if bytes.count > limit { return .tooLarge(bytes.count) }
            if bytes.count == capacity { capacity *= 2 }
        }
        return .contents(bytes)
    }

    /// `realpath(3)`: the absolute path with every symbolic link resolved, or nil when the file does not exist.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The identity `stat(2)` gives the file (symbolic links not followed), or nil when it does not exist.
    public static func identity(of path: String) -> SiteFileIdentity? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return SiteFileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int64(status.st_size),
                                modifiedSeconds: Int64(status.st_mtim.tv_sec),
                                modifiedNanoseconds: Int64(status.st_mtim.tv_nsec))
    }
}

private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
