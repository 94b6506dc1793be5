import Foundation

/// Identifies the notebook tool that renders a page, for cache keys: a cache written by another version of the tool
/// (or another build of it, while developing) is never reused.
public enum ToolFingerprint {
    public static let version = "0.4.0"

    /// The version plus the size and modification time of the running executable. Cheap, and changes whenever the
    /// binary is rebuilt, which a version string alone would not during development.
    public static let current: String = {
        var fingerprint = version
        let path = RunningExecutable.url?.path ?? CommandLine.arguments.first ?? ""
        if let attributes = try? FileManager.default.attributesOfItem(atPath: path) {
            let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            fingerprint += "+\(size)-\(Int64(modified * 1000))"
        }
        return fingerprint
    }()
}
