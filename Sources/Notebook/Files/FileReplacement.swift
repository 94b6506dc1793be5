#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces an author's file (a chapter, notebook.toml) whole or not at all: the new bytes go to a temporary file
/// beside it, which is renamed over it only once fully written. Writing in place would truncate the file first, so a
/// full disk or a killed process would leave half of it.
public enum FileReplacement {
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// Its owner (or the file system) made it read-only: a rename needs only the folder's permission, and would
        /// overrule them.
        case readOnly
        /// The `errno` of the step that failed; the file was left as it was.
        case failed(Int32)

        public var description: String {
            switch self {
            case .readOnly: return "the file is read-only"
            case .failed(let code): return String(cString: strerror(code))
            }
        }
    }

    /// Replaces the file `path` names (a link's target: the link stays) with `bytes`, keeping its permissions and,
    /// where the process may give it, its owner; nil on success.
    public static func replace(_ path: String, with bytes: [UInt8]) -> Failure? {
        let file = FileBytes.realPath(path) ?? path
        var status = stat()
        guard stat(file, &status) == 0 else { return .failed(errno) }
        // The mode bits are asked too: for root, access(2) grants writing a file its owner made read-only.
        guard access(file, W_OK) == 0, status.st_mode & S_IWUSR != 0 else { return .readOnly }
        let folder = FileSystemPath.parent(of: file) ?? "."
        let name = FileSystemPath.names(of: file).last ?? file
        let temporary = folder + "/." + name + ".notebook-update-\(getpid())"
        // A leftover of a killed update by a process of the same id; a link there must not be written through.
        unlink(temporary)
        if let failure = FileBytes.write([bytes[...]], to: temporary, exclusive: true) {
            unlink(temporary)
            return .failed(failure)
        }
        // Run as root (a container with the book mounted), the new file would be root's: it gets the old one's owner.
        // A user who may not give it keeps their own, as an editor's save would; the mode is set after, since a
        // change of owner clears the set-id bits.
        _ = chown(temporary, status.st_uid, status.st_gid)
        guard chmod(temporary, status.st_mode & 0o7777) == 0, rename(temporary, file) == 0 else {
            let failure = errno
            unlink(temporary)
            return .failed(failure)
        }
        return nil
    }
}
