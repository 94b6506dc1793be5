import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a book's `BuildManifest` is kept: `.notebook-cache/manifest`.
struct BuildManifestStore {
    let cacheDirectory: URL

    private var manifestPath: String { cacheDirectory.path + "/manifest" }

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
        guard FileBytes.write(manifest.encoded(), to: temporary) == nil else { return }
        if rename(temporary, manifestPath) != 0 {
            try? FileManager.default.removeItem(atPath: temporary)
        }
    }
}
