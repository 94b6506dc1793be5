import Foundation

/// What the preview server shows: the build version (bumped after every build, good or bad) and, while the book does
/// not build, the error page that stands in for every page. Long-polls wait on it for the next version.
public final class PreviewState: @unchecked Sendable {
    private let condition = NSCondition()
    private var version = 0
    private var errorPage: String?

    public init() {}

    public struct Snapshot: Sendable {
        public var version: Int
        public var errorPage: String?
    }

    public func snapshot() -> Snapshot {
        condition.lock()
        defer { condition.unlock() }
        return Snapshot(version: version, errorPage: errorPage)
    }

    /// Records a finished build: nil after a success, the error page after a failure. Wakes every waiting page.
    public func publish(errorPage: String?) {
        condition.lock()
        version += 1
        self.errorPage = errorPage
        condition.broadcast()
        condition.unlock()
    }

    /// Blocks until the version differs from `since` or `timeout` passes; returns the version then.
    public func waitForVersion(after since: Int, timeout: TimeInterval) -> Int {
        let deadline = Date(timeIntervalSinceNow: max(0, min(timeout, 300)))
        condition.lock()
        defer { condition.unlock() }
        while version == since {
            if !condition.wait(until: deadline) { break }
        }
        return version
    }
}
