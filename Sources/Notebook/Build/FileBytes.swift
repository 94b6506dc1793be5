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
        // Read into uninitialised capacity (no zero fill); a file can grow between fstat and read, or be a pipe that
        // reports size 0, so read until end of file.
        var bytes = [UInt8]()
        var capacity = max(size + 1, 4096)
        while true {
            var failed = false
            var endOfFile = false
            let previous = bytes
            bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
                guard let base = buffer.baseAddress else { failed = true; return }
                previous.withUnsafeBufferPointer { old in
                    if let oldBase = old.baseAddress { base.update(from: oldBase, count: old.count) }
                }
                initialized = previous.count
                while initialized < capacity {
                    let count = readBytes(descriptor, base + initialized, capacity - initialized)
                    if count < 0 {
                        if errno == EINTR { continue }
                        failed = true
                        return
                    }
                    if count == 0 { endOfFile = true; return }
                    initialized += count
                }
            }
            if failed { return .unreadable }
            if bytes.count > limit { return .tooLarge(bytes.count) }
            if endOfFile { break }
            capacity *= 2
        }
        return .contents(bytes)
    }

    /// Calls `visit` with the path, relative to `root`, of every file under it that is not a folder; names starting
    /// with a dot are skipped, and linked folders are not entered.
    public static func walk(_ root: String, _ visit: (String) -> Void) {
        func walk(_ folder: String, prefix: String) {
            guard let stream = opendir(folder) else { return }
            defer { closedir(stream) }
            var entries: [(name: String, isFolder: Bool)] = []
            while let entry = readdir(stream) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard !name.hasPrefix(".") else { continue }
                var isFolder = Int32(entry.pointee.d_type) == Int32(DT_DIR)
                if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
                    var status = stat()
                    isFolder = lstat(folder + "/" + name, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
                }
                entries.append((name, isFolder))
            }
            for entry in entries {
                if entry.isFolder {
                    walk(folder + "/" + entry.name, prefix: prefix + entry.name + "/")
                } else {
                    visit(prefix + entry.name)
                }
            }
        }
        walk(root, prefix: "")
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

private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
