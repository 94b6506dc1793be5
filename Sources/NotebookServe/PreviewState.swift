import Foundation

/// What the preview server shows: the build version (bumped after every build, good or bad) and, while the book does
/// not build, the error page that stands in for every page. Long-polls wait on it for the next version.
///
/// A waiting long-poll is a suspended continuation, not a blocked thread: `publish` resumes them all, and cancelling
/// the waiting task (its client went away, or it timed out) resumes it at once and forgets it.
public final class PreviewState: @unchecked Sendable {
    private let lock = NSLock()
    private var version = 0
    private var errorPage: String?
    private var waiters: [Int: CheckedContinuation<Int, Never>] = [:]
    private var nextWaiterID = 0

    public init() {}

    public struct Snapshot: Sendable {
        public var version: Int
        public var errorPage: String?
    }

    public func snapshot() -> Snapshot {
        lock.withLock { Snapshot(version: version, errorPage: errorPage) }
    }

    /// Records a finished build: nil after a success, the error page after a failure. Wakes every waiting page.
    public func publish(errorPage: String?) {
        let (woken, newVersion) = lock.withLock { () -> ([CheckedContinuation<Int, Never>], Int) in
            version += 1
            self.errorPage = errorPage
            let woken = Array(waiters.values)
            waiters.removeAll()
            return (woken, version)
        }
        for waiter in woken { waiter.resume(returning: newVersion) }
    }

    /// How many long-polls are waiting now (for tests: a released long-poll is no longer counted).
    public var waitingCount: Int {
        lock.withLock { waiters.count }
    }

    /// Suspends until the version differs from `since` or the calling task is cancelled; returns the version then.
    public func nextVersion(after since: Int) async -> Int {
        let id = lock.withLock { () -> Int in
            nextWaiterID += 1
            return nextWaiterID
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                lock.lock()
                // The cancellation handler may already have run (and found nothing to resume): checking under the
                // lock that it takes too means a cancelled task never stays registered.
                if version != since || Task.isCancelled {
                    let current = version
                    lock.unlock()
                    continuation.resume(returning: current)
                    return
                }
                waiters[id] = continuation
                lock.unlock()
            }
        } onCancel: {
            let (waiter, current) = lock.withLock { (waiters.removeValue(forKey: id), version) }
            waiter?.resume(returning: current)
        }
    }
}
