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
public struct SiteDirectory: Sendable {
    public let output: URL
    private var fileManager: FileManager { .default }

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
            // By bytes: a folder this build did not make may have a name canonically equivalent to its own.
            for prefix in [stagingPrefix, retiredPrefix] where entry.utf8.starts(with: prefix.utf8) {
                let pidText = String(decoding: entry.utf8.dropFirst(prefix.utf8.count), as: UTF8.self)
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
