#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import SnippetLanguage

/// An exclusive `flock(2)` on `.notebook-cache/build.lock` in the book's folder, held by a build from before it reads
/// the book until its site is swapped in and its manifest written: two builds of one book at once would otherwise
/// read the same manifest and previous site, and the manifest left last could describe the other build's files.
///
/// The holder writes its process id into the file, so a build that must wait can say whose build it waits for. The
/// lock goes with the process, so a killed build never leaves it held.
public final class BuildLock {
    public enum Failure: Error, CustomStringConvertible {
        case cannotOpen(String, String)
        /// The cache folder, or the lock in it, is a link (or the folder is no folder): the book may come from anyone,
        /// and a link would lead the build to empty, replace or delete files outside the book.
        case notOwnFile(String, String)
        /// `flock` failed for a reason other than another build holding the lock (a file system without locks).
        case cannotLock(String, String)
        case timedOut(String, Int32?, Int)
        /// The wait was given up because the build was cancelled (Ctrl-C): nothing to report.
        case cancelled

        public var description: String {
            switch self {
            case .cannotOpen(let path, let reason):
                return "cannot open the build lock '\(path)': \(reason)"
            case .notOwnFile(let path, let what):
                return "refusing to use '\(path)': \(what); a build keeps its lock and manifests in the book's own "
                    + ".notebook-cache folder: remove it, and the next build makes what it needs"
            case .cannotLock(let path, let reason):
                return "cannot lock the build lock '\(path)': \(reason)"
            case .timedOut(let output, let pid, let seconds):
                return "another build of \(output)/\(pid.map { " (pid \($0))" } ?? "") still runs after \(seconds) s; "
                    + "try again when it has finished"
            case .cancelled:
                return "cancelled while waiting for another build"
            }
        }
    }

    private let descriptor: Int32

    /// Takes the lock in `cacheDirectory` for a build into `output`; while another process holds it, calls `waiting`
    /// once with a message and waits up to `timeoutSeconds`, or until `cancellation` is cancelled (`Failure.cancelled`):
    /// a Ctrl-C must not wait for another build, which can take minutes. `lock` is `flock(2)`; tests give one that
    /// fails.
    public init(cacheDirectory: URL, output: URL, timeoutSeconds: Int = 600, cancellation: CancellationFlag? = nil,
                lock: (Int32, Int32) -> Int32 = { flock($0, $1) }, waiting: (String) -> Void) throws {
        let output = output.standardizedFileURL
        let path = cacheDirectory.appendingPathComponent("build.lock").path
        try? FileManager.default.createDirectory(at: cacheDirectory, withIntermediateDirectories: true)
        var status = stat()
        guard lstat(cacheDirectory.path, &status) != 0 || (status.st_mode & S_IFMT) == S_IFDIR else {
            throw Failure.notOwnFile(cacheDirectory.path, "it is a link or not a folder")
        }
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else {
            if errno == ELOOP { throw Failure.notOwnFile(path, "it is a link") }
            throw Failure.cannotOpen(path, String(cString: strerror(errno)))
        }
        if lock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard Self.isHeldElsewhere(errno) else {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                throw Failure.cannotLock(path, reason)
            }
            let holder = Self.holder(descriptor)
            waiting("waiting for another build of \(output.lastPathComponent)/\(holder.map { " (pid \($0))" } ?? "")\n")
            switch Self.wait(descriptor, seconds: timeoutSeconds, cancellation: cancellation, lock: lock) {
            case .acquired:
                break
            case .failed(let reason):
                close(descriptor)
                throw Failure.cannotLock(path, reason)
            case .timedOut:
                close(descriptor)
                throw Failure.timedOut(output.lastPathComponent, holder, timeoutSeconds)
            case .cancelled:
                close(descriptor)
                throw Failure.cancelled
            }
        }
        let pid = Array("\(getpid())\n".utf8)
        ftruncate(descriptor, 0)
        _ = pid.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    private enum WaitResult {
        case acquired, timedOut, cancelled
        case failed(String)
    }

    /// Whether a failed `flock` means another process holds the lock (or a signal interrupted the call), rather than
    /// that the file cannot be locked at all, which no wait would change.
    private static func isHeldElsewhere(_ error: Int32) -> Bool {
        error == EWOULDBLOCK || error == EINTR
    }

    /// Polls, so that the wait is bounded and can be cancelled (a blocking `flock` can do neither).
    private static func wait(_ descriptor: Int32, seconds: Int, cancellation: CancellationFlag?,
                             lock: (Int32, Int32) -> Int32) -> WaitResult {
        let deadline = Date().addingTimeInterval(TimeInterval(seconds))
        while lock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard isHeldElsewhere(errno) else { return .failed(String(cString: strerror(errno))) }
            guard Date() < deadline else { return .timedOut }
            if cancellation?.isCancelled == true { return .cancelled }
            usleep(20_000)
        }
        return .acquired
    }

    private static func holder(_ descriptor: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        return Int32(String(decoding: buffer[..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
