import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Wakes `notebook serve` as soon as a book's sources change: inotify on the book's folder (for `notebook.toml`) and on
/// `Chapters/` and every folder under it, so a saved chapter is rebuilt at once instead of at the next poll.
///
/// It only says *that* something may have changed: `SourceWatcher`'s fingerprint stays the judge of *what* changed,
/// so a missed or spurious event costs at most one poll interval or one fingerprint, never a wrong build. When inotify
/// is unavailable (another platform, no watches left) `waitForChange` simply sleeps for its timeout, which is the
/// polling the session did before.
public final class FileWatcher: @unchecked Sendable {
    public let bookDirectory: URL
    /// The inotify descriptor, or -1 when inotify is unavailable and the caller polls.
    private var descriptor: Int32 = -1

    /// The most folders watched: a book with more folders than this under `Chapters/` is still polled.
    static let maximumFolders = 4_096

    public init(bookDirectory: URL) {
        self.bookDirectory = bookDirectory
        #if canImport(Glibc)
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        if descriptor >= 0 { watchFolders() }
        #endif
    }

    deinit {
        #if canImport(Glibc)
        if descriptor >= 0 { close(descriptor) }
        #endif
    }

    /// Whether changes are noticed as they happen (true) or only by polling after each timeout (false).
    public var isNotified: Bool { descriptor >= 0 }

    /// Blocks until a watched file may have changed or `timeoutMilliseconds` have passed; returns true when woken by a
    /// change notice. Pending notices are consumed, and folders created since the last call are watched too.
    ///
    /// Notices about hidden files (`.01.md.swp`, the `.dat.nosync…` file Foundation writes before renaming it into
    /// place) do not wake it: the build ignores them, and waking for the temporary file of an atomic save would start
    /// a rebuild that the rename right after must cancel.
    @discardableResult
    public func waitForChange(timeoutMilliseconds: Int) -> Bool {
        #if canImport(Glibc)
        guard descriptor >= 0 else {
            sleep(milliseconds: timeoutMilliseconds)
            return false
        }
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(max(0, timeoutMilliseconds)) * 1_000_000
        while true {
            let now = DispatchTime.now().uptimeNanoseconds
            let remaining = deadline > now ? (deadline - now + 999_999) / 1_000_000 : 0
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&request, 1, Int32(clamping: remaining)) > 0 else { return false }
            let relevant = drainNotices()
            // A new folder (a chapter moved into a new part) must be watched before files are written into it.
            watchFolders()
            if relevant { return true }
        }
        #else
        sleep(milliseconds: timeoutMilliseconds)
        return false
        #endif
    }

    private func sleep(milliseconds: Int) {
        let nanoseconds = max(0, milliseconds) * 1_000_000
        var pause = timespec(tv_sec: nanoseconds / 1_000_000_000, tv_nsec: nanoseconds % 1_000_000_000)
        nanosleep(&pause, nil)
    }

    #if canImport(Glibc)
    /// The events that can mean a source changed: a file written and closed, created, removed, renamed (how editors
    /// save), or touched. `IN_MODIFY` is left out: a save sends many, and the close that follows is enough.
    private static let events = UInt32(IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB
        | IN_DELETE_SELF | IN_MOVE_SELF)

    /// Reads every pending notice; returns whether one is about something other than a hidden file.
    private func drainNotices() -> Bool {
        var relevant = false
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 { return relevant }
            if !relevant { relevant = Self.containsVisibleChange(buffer[0..<count]) }
        }
    }

    /// Whether a batch of `inotify_event` records names a file that is not hidden, or is about a watched folder
    /// itself or a lost queue (an empty name): both may hide any change.
    static func containsVisibleChange(_ events: ArraySlice<UInt8>) -> Bool {
        let headerSize = MemoryLayout<inotify_event>.size
        var offset = events.startIndex
        while offset + headerSize <= events.endIndex {
            let nameLength = events[(offset + 12)..<(offset + 16)].enumerated()
                .reduce(0) { $0 | Int($1.element) << (8 * $1.offset) }
            let nameStart = offset + headerSize
            let name = events[nameStart..<min(events.endIndex, nameStart + nameLength)]
            if name.first.map({ $0 == 0 || $0 != UInt8(ascii: ".") }) ?? true { return true }
            offset = nameStart + nameLength
        }
        return false
    }

    /// Watches the book's folder, `Chapters/` and every folder below it. Watching a folder again returns its existing
    /// watch, and a folder removed and made again is a new one, so no bookkeeping is needed. A folder that cannot be
    /// watched (no watches left) leaves inotify in use for the others; the session's poll interval still bounds how
    /// late a change there is seen.
    private func watchFolders() {
        var folders = [bookDirectory.path]
        let chapters = bookDirectory.appendingPathComponent("Chapters")
        folders.append(chapters.path)
        if let enumerator = FileManager.default.enumerator(at: chapters, includingPropertiesForKeys: [.isDirectoryKey]) {
            while let url = enumerator.nextObject() as? URL, folders.count < Self.maximumFolders {
                if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true { folders.append(url.path) }
            }
        }
        for folder in folders {
            _ = inotify_add_watch(descriptor, folder, Self.events)
        }
    }
    #endif
}
