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
                try? fileManager.removeItem(at: parent.appendingPathComponent(entry))
            }
        }
    }

    /// Writes every file into a fresh staging folder and swaps it in as the output folder.
    public func replace(with files: [SiteWriter.File]) throws {
        try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
        removeStaleFolders()
        let staging = parent.appendingPathComponent(stagingPrefix + String(getpid()))
        if fileManager.fileExists(atPath: staging.path) {
            try fileManager.removeItem(at: staging)
        }
        try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
        do {
            for file in files {
                let url = staging.appendingPathComponent(file.path)
                try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: url)
            }
            try swapIn(staging)
        } catch {
            try? fileManager.removeItem(at: staging)
            throw error
        }
    }

    private func swapIn(_ staging: URL) throws {
        var isDirectory: ObjCBool = false
        let exists = fileManager.fileExists(atPath: output.path, isDirectory: &isDirectory)
        if exists && !isDirectory.boolValue {
            throw SiteDirectoryError.outputIsNotAFolder(output.path)
        }
        guard exists else {
            try rename(staging, to: output)
            return
        }
        #if os(Linux)
        if Self.exchange(staging.path, output.path) {
            // The staging path now holds the previous site.
            try? fileManager.removeItem(at: staging)
            return
        }
        #endif
        let retired = parent.appendingPathComponent(retiredPrefix + String(getpid()))
        if fileManager.fileExists(atPath: retired.path) { try fileManager.removeItem(at: retired) }
        try rename(output, to: retired)
        do {
            try rename(staging, to: output)
        } catch {
            try? rename(retired, to: output)
            throw error
        }
        try? fileManager.removeItem(at: retired)
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

    public var description: String {
        switch self {
        case .outputIsNotAFolder(let path):
            return "output '\(path)' exists and is not a folder"
        case .renameFailed(let source, let destination, let reason):
            return "cannot move '\(source)' to '\(destination)': \(reason)"
        }
    }
}
