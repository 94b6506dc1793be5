#if canImport(Glibc)
import Glibc
#endif
import ArgumentParser
import Foundation

/// Reads a snippet for `notebook eval` without ever holding more than `limit + 1` bytes: standard input may be a
/// process that never ends (`yes |`), and a file argument may be a device or a pipe whose size says nothing.
enum BoundedInput {
    enum Result {
        case contents(Data)
        case tooLarge
        /// Why, in the system's words (`No such file or directory`), or `it is a folder`.
        case unreadable(String)
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
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .unreadable(String(cString: strerror(errno))) }
        var status = stat()
        if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
            close(descriptor)
            return .unreadable("it is a folder")
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        return read(handle, limit: limit)
    }

    /// `error: cannot read WHAT 'PATH': why` on standard error, then exit status 1: the file is not a usage mistake.
    static func failure(_ what: String, _ reason: String) -> ExitCode {
        printError("error: cannot read \(what): \(reason)\n")
        return ExitCode(1)
    }

    private static func read(_ handle: FileHandle, limit: Int) -> Result {
        var data = Data()
        while data.count <= limit {
            let chunk: Data?
            do {
                chunk = try handle.read(upToCount: min(1 << 16, limit + 1 - data.count))
            } catch {
                return .unreadable("\(error.localizedDescription)")
            }
            guard let chunk, !chunk.isEmpty else { return .contents(data) }
            data.append(chunk)
        }
        return .tooLarge
    }
}
