#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Synchronization

/// A site being written: files are added from any thread (each chapter's as soon as it is rendered, so a large book
/// is never held in memory whole), unchanged files are hard-linked from the current site, and `commit` swaps it in.
///
/// No `fsync`: the swap is a rename, atomic for any process that reads the site or kills the build; only a power loss
/// could leave pages unwritten, and the next build rewrites any page whose identity no longer matches the manifest.
public final class SiteStaging: Sendable {
    private struct Written {
        /// Folders made in the staging folder, relative to it ("" is the staging folder itself).
        var folders: Set<String> = [""]
        /// Every file written or linked.
        var paths: [String] = []
    }

    private let directory: SiteDirectory
    private let staging: URL
    // The two folders' paths, worked out once: a URL's `path` is rebuilt on every call, and a build asks for a
    // path in each for every file.
    private let stagingPath: String
    private let outputPath: String
    private let written = Mutex(Written())

    public init(_ directory: SiteDirectory) throws {
        self.directory = directory
        staging = try directory.makeStagingFolder()
        stagingPath = staging.path
        outputPath = directory.output.path
    }

    public func write(_ file: SiteWriter.File) throws {
        try makeFolder(for: file.path)
        try Self.write(file.chunks, to: stagingPath + "/" + file.path, displayPath: file.path)
        record(file.path)
    }

    /// Hard-links the current site's file at `path` into the new site (copies it where links are not possible).
    public func reuse(_ path: String) throws {
        try makeFolder(for: path)
        let source = outputPath + "/" + path
        if link(source, stagingPath + "/" + path) != 0 {
            let reason = String(cString: strerror(errno))
            guard let bytes = FileBytes.read(source) else { throw SiteDirectoryError.linkFailed(path, reason) }
            try Self.write(bytes, to: stagingPath + "/" + path, displayPath: path)
        }
        record(path)
    }

    /// Swaps the new site in, removes the previous one, then runs `work` with the identity of each file of the new
    /// site, by path (the build writes its manifest). The identities are taken only once the previous site is gone:
    /// linking a file and unlinking its other name both change its ctime, which is part of its identity.
    public func commit(then work: ([String: SiteFileIdentity]) -> Void) throws {
        let previous = try directory.commit(staging)
        if let previous { FileBytes.removeTree(previous.path) }
        let paths = written.withLock { $0.paths }
        let identities = paths.concurrentMap { path in FileBytes.identity(of: outputPath + "/" + path) }
        var byPath: [String: SiteFileIdentity] = [:]
        byPath.reserveCapacity(paths.count)
        for (path, identity) in zip(paths, identities) { byPath[path] = identity }
        work(byPath)
    }

    public func discard() {
        FileBytes.removeTree(stagingPath)
    }

    private func record(_ path: String) {
        written.withLock { $0.paths.append(path) }
    }

    private func makeFolder(for path: String) throws {
        guard let folder = FileSystemPath.parent(of: path) else { return }
        try written.withLock { try makeFolder(folder, in: &$0.folders) }
    }

    /// Makes `folder` and its parents, those not yet in `folders` (called holding the lock, so that two threads do
    /// not make one folder).
    private func makeFolder(_ folder: String, in folders: inout Set<String>) throws {
        guard !folders.contains(folder) else { return }
        if let parent = FileSystemPath.parent(of: folder) { try makeFolder(parent, in: &folders) }
        guard mkdir(stagingPath + "/" + folder, 0o755) == 0 || errno == EEXIST else {
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
