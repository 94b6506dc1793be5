import Dispatch
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
        /// A named pipe, a socket or a device: what it gives says nothing of a file (a pipe nobody writes reads empty).
        case notAFile
        case tooLarge(Int)
        case unreadable
    }

    /// The file's bytes, or nil when it cannot be read.
    public static func read(_ path: String) -> [UInt8]? {
        if case .contents(let bytes) = readRegularFile(path, limit: Int.max) { return bytes }
        return nil
    }

    /// A chapter file, opened once: what it resolves to, what it is, and its bytes.
    public enum ChapterFile {
        case missing
        /// It exists but cannot be opened (permission denied, I/O error); `realPath` when it can be resolved.
        case unopenable(realPath: String?)
        case opened(realPath: String, identity: SiteFileIdentity, read: ReadResult)
    }

    /// Opens `path` once (never blocking, so a named pipe cannot hang the build), resolves its real path from the open
    /// descriptor (one `readlink` of `/proc/self/fd/N` instead of one per path component), and reads it unless
    /// `readsUnless(realPath)` says otherwise (a chapter outside the book is not read at all).
    public static func openChapter(_ path: String, limit: Int, readsUnless skip: (String) -> Bool) -> ChapterFile {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            if errno == ENOENT || errno == ENOTDIR || errno == ELOOP { return .missing }
            return .unopenable(realPath: realPath(path))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .unopenable(realPath: realPath(path)) }
        let resolved = descriptorPath(descriptor) ?? realPath(path) ?? path
        let identity = SiteFileIdentity(status)
        if skip(resolved) { return .opened(realPath: resolved, identity: identity, read: .unreadable) }
        return .opened(realPath: resolved, identity: identity, read: read(descriptor, status: status, limit: limit))
    }

    private static func descriptorPath(_ descriptor: Int32) -> String? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBufferPointer { pointer -> Int in
            guard let base = pointer.baseAddress else { return -1 }
            return base.withMemoryRebound(to: CChar.self, capacity: pointer.count) {
                readlink("/proc/self/fd/\(descriptor)", $0, pointer.count)
            }
        }
        guard count > 0, count < buffer.count, buffer[0] == UInt8(ascii: "/") else { return nil }
        return String(decoding: buffer[..<count], as: UTF8.self)
    }

    /// At most the first `count` bytes of a regular file (nil for anything else, or when it cannot be opened): enough
    /// to show the source line of a diagnostic, without holding a file of gigabytes that was refused for its size.
    public static func readPrefix(_ path: String, count: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: max(0, min(count, Int(status.st_size))))
        var filled = 0
        while filled < bytes.count {
            let read = bytes.withUnsafeMutableBufferPointer { readBytes(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if read < 0, errno == EINTR { continue }
            guard read > 0 else { break }
            filled += read
        }
        return Array(bytes[..<filled])
    }

    /// Reads a file that must not be a folder nor larger than `limit` bytes.
    public static func readRegularFile(_ path: String, limit: Int) -> ReadResult {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return .unreadable }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .unreadable }
        return read(descriptor, status: status, limit: limit)
    }

    private static func read(_ descriptor: Int32, status: stat, limit: Int) -> ReadResult {
        if (status.st_mode & S_IFMT) == S_IFDIR { return .folder }
        if (status.st_mode & S_IFMT) != S_IFREG { return .notAFile }
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
                guard name.utf8.first != UInt8(ascii: ".") else { continue }
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

    /// Removes a folder and everything in it (links are removed, never followed). Entries are told apart by the type
    /// `readdir` reports, so a site of thousands of files costs one `unlink` each and no `stat`; a folder that
    /// does not exist is not an error.
    public static func removeTree(_ path: String) {
        func removeContents(of folder: Int32) {
            guard let stream = fdopendir(folder) else { close(folder); return }
            defer { closedir(stream) }
            var folders: [String] = []
            var files: [String] = []
            while let entry = readdir(stream) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name == "." || name == ".." { continue }
                var isFolder = Int32(entry.pointee.d_type) == Int32(DT_DIR)
                if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
                    var status = stat()
                    isFolder = fstatat(dirfd(stream), name, &status, AT_SYMLINK_NOFOLLOW) == 0
                        && (status.st_mode & S_IFMT) == S_IFDIR
                }
                if isFolder {
                    folders.append(name)
                } else {
                    files.append(name)
                }
            }
            // Files here and each subfolder on separate workers: a site is two big folders (pages, search shards),
            // and unlinking is system time that two cores halve.
            let descriptor = dirfd(stream)
            DispatchQueue.concurrentPerform(iterations: folders.count + 1) { index in
                guard index > 0 else {
                    for name in files { unlinkat(descriptor, name, 0) }
                    return
                }
                let name = folders[index - 1]
                // A read-only folder (a site someone made read-only) would keep its files, and its leftover would
                // stay beside the output for good: it is about to go, so it is made writable first.
                fchmodat(descriptor, name, 0o700, 0)
                let child = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                if child >= 0 { removeContents(of: child) }
                unlinkat(descriptor, name, AT_REMOVEDIR)
            }
        }
        var status = stat()
        if lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR { chmod(path, 0o700) }
        let folder = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard folder >= 0 else {
            unlink(path)  // a file or a link where a folder was expected
            return
        }
        removeContents(of: folder)
        rmdir(path)
    }

    /// `realpath(3)`: the absolute path with every symbolic link resolved, or nil when the file does not exist.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The identity `stat(2)` gives the file, or nil when it does not exist.
    public static func identity(of path: String, followingLinks: Bool = false) -> SiteFileIdentity? {
        var status = stat()
        guard (followingLinks ? stat(path, &status) : lstat(path, &status)) == 0 else { return nil }
        return SiteFileIdentity(status)
    }

    /// Writes `text` to the file at `path`: replacing any file there, or, with `exclusive`, only if there is none.
    /// Returns nil on success, or the `errno` of the failure.
    @discardableResult
    public static func write(_ text: String, to path: String, exclusive: Bool = false) -> Int32? {
        var text = text
        return text.withUTF8 { write($0, to: path, exclusive: exclusive) }
    }

    /// Writes `bytes` to a new file at `path` (`exclusive`: failing if it exists); the errno of a failure, or nil.
    public static func write(_ buffer: UnsafeBufferPointer<UInt8>, to path: String, exclusive: Bool = false) -> Int32? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | (exclusive ? O_EXCL : O_TRUNC), 0o644)
        guard descriptor >= 0 else { return errno }
        defer { close(descriptor) }
        return writeAll(buffer, to: descriptor)
    }

    /// Writes `chunks`, one after another, to a new file at `path`, as `write(_:to:exclusive:)` does.
    public static func write(_ chunks: [ArraySlice<UInt8>], to path: String, exclusive: Bool = false) -> Int32? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | (exclusive ? O_EXCL : O_TRUNC), 0o644)
        guard descriptor >= 0 else { return errno }
        defer { close(descriptor) }
        for chunk in chunks {
            if let failure = chunk.withUnsafeBufferPointer({ writeAll($0, to: descriptor) }) { return failure }
        }
        return nil
    }

    private static func writeAll(_ buffer: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Int32? {
        guard let base = buffer.baseAddress else { return nil }
        var offset = 0
        while offset < buffer.count {
            let written = Glibc.write(descriptor, base + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }

    /// Now, on the coarse real-time clock the kernel stamps file modification times with.
    public static func coarseNow() -> FileTime {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME_COARSE, &now)
        return FileTime(seconds: Int64(now.tv_sec), nanoseconds: Int64(now.tv_nsec))
    }
}

private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

extension SiteFileIdentity {
    init(_ status: stat) {
        self.init(device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int64(status.st_size),
                  modifiedSeconds: Int64(status.st_mtim.tv_sec), modifiedNanoseconds: Int64(status.st_mtim.tv_nsec),
                  changedSeconds: Int64(status.st_ctim.tv_sec), changedNanoseconds: Int64(status.st_ctim.tv_nsec))
    }
}
