import Foundation

/// The file of the running `notebook` binary, for the tool's fingerprint and for finding the live cells' module
/// beside the build folder.
///
/// On Linux it is the target of `/proc/self/exe`: one `readlink`. `Bundle.main` would give the same path but, the
/// first time it is asked, lists the executable's folder twice while it looks for a bundle's Info.plist: a binary
/// copied into `/tmp` (tens of thousands of entries) spent a quarter of a one-chapter rebuild in `getdents64`.
public enum RunningExecutable {
    /// The executable, links resolved; nil when it cannot be found.
    public static let url: URL? = {
        let procLink = "/proc/self/exe"
        if FileManager.default.fileExists(atPath: procLink) {
            return URL(fileURLWithPath: procLink).resolvingSymlinksInPath()
        }
        return Bundle.main.executableURL?.resolvingSymlinksInPath()
    }()
}
