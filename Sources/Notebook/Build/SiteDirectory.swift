#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Writes a site into a staging folder beside the output folder and swaps it in only when it is complete.
///
/// The staging folder is `.<name>.staging-<pid>` in the output's parent, so the final step is a `rename(2)` on the same
/// file system: a failed or killed build leaves the previous site untouched and complete. On Linux the swap is one
/// atomic `renameat2(RENAME_EXCHANGE)`; elsewhere it is two renames. Leftovers of killed builds (their process is gone)
/// are removed at the start of the next build.
public struct SiteDirectory {
    public let output: URL
    private let fileManager = FileManager.default

    public init(output: URL) {
        self.output = output.standardizedFileURL
    }

    private var parent: URL { output.deletingLastPathComponent() }
    private var name: String { output.lastPathComponent }
    private var stagingPrefix: String { ".\(name).staging-" }
    private var retiredPrefix: String { ".\(name).retired-" }

    /// Removes staging and retired folders left by builds whose process no longer runs.
    public func removeStaleFolders() {
        guard let entries = try? fileManager.contentsOfDirectory(atPath: parent.path) else { return }
        for entry in entries.sorted() {
            for prefix in [stagingPrefix, retiredPrefix] where entry.hasPrefix(prefix) {
                let pidText = entry.dropFirst(prefix.count)
                guard let pid = Int32(pidText), !Self.isRunning(pid) || pid == getpid() else { continue }
                FileBytes.removeTree(parent.appendingPathComponent(entry).path)
            }
        }
    }

    /// Writes every file into a fresh staging folder and swaps it in as the output folder.
    public func replace(with files: [SiteWriter.File]) throws {
        _ = try replace(writing: files, linking: [])
    }

    /// Builds the new site in a fresh staging folder from `files` and the current site's files at `linking`, then
    /// swaps it in. Returns the identity of every file of the new site, by path.
    public func replace(writing files: [SiteWriter.File], linking: [String]) throws -> [String: SiteFileIdentity] {
        let staging = try SiteStaging(self)
        do {
            for path in linking { try staging.reuse(path) }
            for file in files { try staging.write(file) }
            var identities: [String: SiteFileIdentity] = [:]
            try staging.commit { identities = $0 }
            return identities
        } catch {
            staging.discard()
            throw error
        }
    }

    /// A fresh staging folder beside the output (removing leftovers of killed builds first).
    func makeStagingFolder() throws -> URL {
        try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
        removeStaleFolders()
        let staging = parent.appendingPathComponent(stagingPrefix + String(getpid()))
        if fileManager.fileExists(atPath: staging.path) {
            FileBytes.removeTree(staging.path)
        }
        try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
        return staging
    }

    /// Swaps a complete staging folder in as the output folder; returns the folder now holding the previous site,
    /// for the caller to remove.
    func commit(_ staging: URL) throws -> URL? {
        try swapIn(staging)
    }

    private func swapIn(_ staging: URL) throws -> URL? {
        var isDirectory: ObjCBool = false
        let exists = fileManager.fileExists(atPath: output.path, isDirectory: &isDirectory)
        if exists && !isDirectory.boolValue {
            throw SiteDirectoryError.outputIsNotAFolder(output.path)
        }
        guard exists else {
            try rename(staging, to: output)
            return nil
        }
        #if os(Linux)
        if Self.exchange(staging.path, output.path) {
            // The staging path now holds the previous site.
            return staging
        }
        #endif
        let retired = parent.appendingPathComponent(retiredPrefix + String(getpid()))
        FileBytes.removeTree(retired.path)
        try rename(output, to: retired)
        do {
            try rename(staging, to: output)
        } catch {
            try? rename(retired, to: output)
            throw error
        }
        return retired
    }

    private func rename(_ source: URL, to destination: URL) throws {
        guard Foundation.rename(source.path, destination.path) == 0 else {
            throw SiteDirectoryError.renameFailed(source.path, destination.path, String(cString: strerror(errno)))
        }
    }

    #if os(Linux)
    /// `renameat2(AT_FDCWD, a, AT_FDCWD, b, RENAME_EXCHANGE)`: both paths swap in one step. False when the kernel or the
    /// file system does not support it (the caller then falls back to two renames).
    private static func exchange(_ first: String, _ second: String) -> Bool {
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "renameat2") else { return false }
        let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
        let atCurrentDirectory: Int32 = -100
        let renameExchange: UInt32 = 1 << 1
        return renameat2(atCurrentDirectory, first, atCurrentDirectory, second, renameExchange) == 0
    }
    #endif

    static func isRunning(_ pid: Int32) -> Bool {
        guard pid > 0 else { return false }
        return kill(pid, 0) == 0 || errno == EPERM
    }
}

/// A site being written: files are added from any thread (each chapter's as soon as it is rendered, so a large book
/// is never held in memory whole), unchanged files are hard-linked from the current site, and `commit` swaps it in.
///
/// No `fsync`: the swap is a rename, atomic for any process that reads the site or kills the build; only a power loss
/// could leave pages unwritten, and the next build rewrites any page whose identity no longer matches the manifest.
public final class SiteStaging: @unchecked Sendable {
    private let directory: SiteDirectory
    private let staging: URL
    private let lock = NSLock()
    private var folders: Set<String> = [""]
    private var paths: [String] = []

    public init(_ directory: SiteDirectory) throws {
        self.directory = directory
        staging = try directory.makeStagingFolder()
    }

    public func write(_ file: SiteWriter.File) throws {
        try makeFolder(for: file.path)
        try Self.write(file.chunks, to: staging.path + "/" + file.path, displayPath: file.path)
        record(file.path)
    }

    /// Hard-links the current site's file at `path` into the new site (copies it where links are not possible).
    public func reuse(_ path: String) throws {
        try makeFolder(for: path)
        let source = directory.output.path + "/" + path
        if link(source, staging.path + "/" + path) != 0 {
            let reason = String(cString: strerror(errno))
            guard let bytes = FileBytes.read(source) else { throw SiteDirectoryError.linkFailed(path, reason) }
            try Self.write(bytes, to: staging.path + "/" + path, displayPath: path)
        }
        record(path)
    }

    /// Swaps the new site in, removes the previous one, then runs `work` with the identity of each file of the new
    /// site, by path (the build writes its manifest). The identities are taken only once the previous site is gone:
    /// linking a file and unlinking its other name both change its ctime, which is part of its identity.
    public func commit(then work: ([String: SiteFileIdentity]) -> Void) throws {
        let previous = try directory.commit(staging)
        if let previous { FileBytes.removeTree(previous.path) }
        let identities = paths.concurrentMap { path in FileBytes.identity(of: directory.output.path + "/" + path) }
        var byPath: [String: SiteFileIdentity] = [:]
        byPath.reserveCapacity(paths.count)
        for (path, identity) in zip(paths, identities) { byPath[path] = identity }
        work(byPath)
    }

    public func discard() {
        FileBytes.removeTree(staging.path)
    }

    private func record(_ path: String) {
        lock.lock()
        paths.append(path)
        lock.unlock()
    }

    private func makeFolder(for path: String) throws {
        guard let slash = path.lastIndex(of: "/") else { return }
        let folder = String(path[..<slash])
        lock.lock()
        defer { lock.unlock() }
        try makeFolderLocked(folder)
    }

    private func makeFolderLocked(_ folder: String) throws {
        guard !folders.contains(folder) else { return }
        if let slash = folder.lastIndex(of: "/") { try makeFolderLocked(String(folder[..<slash])) }
        guard mkdir(staging.path + "/" + folder, 0o755) == 0 || errno == EEXIST else {
            throw SiteDirectoryError.writeFailed(folder, String(cString: strerror(errno)))
        }
        folders.insert(folder)
    }

    private static func write(_ bytes: [UInt8], to path: String, displayPath: String) throws {
        try write([bytes[...]], to: path, displayPath: displayPath)
    }

    private static func write(_ chunks: [ArraySlice<UInt8>], to path: String, displayPath: String) throws {
        if let failure = FileBytes.write(chunks, to: path, exclusive: true) {
            throw SiteDirectoryError.writeFailed(displayPath, String(cString: strerror(failure)))
        }
    }
}

public enum SiteDirectoryError: Error, CustomStringConvertible {
    case outputIsNotAFolder(String)
    case renameFailed(String, String, String)
    case writeFailed(String, String)
    case linkFailed(String, String)

    public var description: String {
        switch self {
        case .outputIsNotAFolder(let path):
            return "output '\(path)' exists and is not a folder"
        case .renameFailed(let source, let destination, let reason):
            return "cannot move '\(source)' to '\(destination)': \(reason)"
        case .writeFailed(let path, let reason):
            return "cannot write '\(path)': \(reason)"
        case .linkFailed(let path, let reason):
            return "cannot reuse '\(path)' of the previous site (\(reason)); build again"
        }
    }
}
