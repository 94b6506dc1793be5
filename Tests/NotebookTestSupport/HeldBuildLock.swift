#if canImport(Glibc)
import Glibc
#endif
import Foundation
import XCTest

/// The test process holding a book's build lock (`.notebook-cache/build.lock`) as another build would: an exclusive
/// `flock` with the test's process id written in, so that a build of the book waits and names it.
public final class HeldBuildLock {
    public let path: String
    private var descriptor: Int32

    /// What the holder wrote into the lock file, which no waiting build may change.
    public static var contents: String { "\(getpid())\n" }

    public init(book: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        let cache = book.appendingPathComponent(".notebook-cache")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        path = cache.appendingPathComponent("build.lock").path
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        XCTAssertGreaterThanOrEqual(descriptor, 0, "cannot open \(path)", file: file, line: line)
        XCTAssertEqual(flock(descriptor, LOCK_EX), 0, "cannot lock \(path)", file: file, line: line)
        // Truncated first, as a build does: an earlier build's longer process id would otherwise leave its tail.
        ftruncate(descriptor, 0)
        let bytes = Array(Self.contents.utf8)
        _ = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    }

    deinit { release() }

    /// Lets a waiting build go on, as the other build would by finishing.
    public func release() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
    }
}
