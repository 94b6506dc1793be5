import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a book's `BuildManifest` is kept: one per output folder, `.notebook-cache/manifest` for the book's `Site/` and
/// `.notebook-cache/manifest-<hash of the folder's path>` for any other, so a build into another `--output` does not
/// make the next `Site/` build render everything again.
struct BuildManifestStore {
    let cacheDirectory: URL
    private let manifestPath: String

    init(cacheDirectory: URL, bookDirectory: URL, outputDirectory: URL) {
        self.cacheDirectory = cacheDirectory
        let output = outputDirectory.standardizedFileURL.resolvingSymlinksInPath().path
        let site = bookDirectory.appendingPathComponent("Site", isDirectory: true).standardizedFileURL
            .resolvingSymlinksInPath().path
        manifestPath = cacheDirectory.path + "/" + (output == site ? "manifest" : "manifest-" + Self.pathHash(output))
    }

    /// FNV-1a of the path: stable across runs and machines, unlike `Hasher`.
    private static func pathHash(_ path: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in path.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(hash, radix: 16)
    }

    /// The previous build's manifest, or nil when there is none, it is damaged, or another version of the tool wrote it.
    func load(toolFingerprint: String) -> BuildManifest? {
        guard let bytes = FileBytes.read(manifestPath), let manifest = BuildManifest.decode(bytes),
              manifest.toolFingerprint == toolFingerprint
        else { return nil }
        return manifest
    }

    /// Written to a temporary file and renamed, so a killed build never leaves half a manifest.
    func store(_ manifest: BuildManifest) {
        try? FileManager.default.createDirectory(at: cacheDirectory, withIntermediateDirectories: true)
        // The JSON entries of earlier versions are of no use to this one.
        try? FileManager.default.removeItem(at: cacheDirectory.appendingPathComponent("chapters"))
        let temporary = manifestPath + ".\(ProcessInfo.processInfo.processIdentifier).tmp"
        // Made afresh, never opened through what has its name: a link there (a book's files come from anyone) would
        // be written through.
        unlink(temporary)
        guard FileBytes.write(manifest.encoded(), to: temporary, exclusive: true) == nil,
              rename(temporary, manifestPath) == 0 else {
            unlink(temporary)
            return
        }
    }
}
