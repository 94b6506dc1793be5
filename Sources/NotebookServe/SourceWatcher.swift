import Foundation
import Notebook

/// Notices changes to a book's sources by polling: `notebook.toml` and every file under `Chapters/`.
///
/// Polling (every ~300 ms in `notebook serve`) is portable, needs no inotify plumbing, and costs little for a book of
/// a few dozen files. A change is any difference in the set of files or in a file's size or modification time.
public struct SourceWatcher: Sendable {
    public let bookDirectory: URL

    public init(bookDirectory: URL) {
        self.bookDirectory = bookDirectory
    }

    /// Path -> "size:mtime" of every watched file, sorted by path; comparing two fingerprints detects a change.
    public func fingerprint() -> [String: String] {
        var result: [String: String] = [:]
        let manager = FileManager.default
        func record(_ url: URL) {
            guard let attributes = try? manager.attributesOfItem(atPath: url.path) else { return }
            let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            result[url.path] = "\(size):\(modified)"
        }
        record(bookDirectory.appendingPathComponent("notebook.toml"))
        let chapters = bookDirectory.appendingPathComponent("Chapters")
        if let enumerator = manager.enumerator(at: chapters, includingPropertiesForKeys: nil) {
            var visited = 0
            while let url = enumerator.nextObject() as? URL, visited < 10_000 {
                visited += 1
                record(url)
            }
        }
        return result
    }

    /// The paths that differ between two fingerprints (added, removed or changed), sorted.
    public static func changes(from old: [String: String], to new: [String: String]) -> [String] {
        Set(old.keys).union(new.keys).filter { old[$0] != new[$0] }.sorted()
    }
}
