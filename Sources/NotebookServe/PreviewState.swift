import Synchronization

/// What the preview server shows: the build version (bumped after every build, good or bad) and, while the book does
/// not build, the error page that stands in for every page. Long-polls wait on it for the next version.
///
/// A waiting long-poll is a suspended continuation, not a blocked thread: `publish` resumes them all, and cancelling
/// the waiting task (its client went away, or it timed out) resumes it at once and forgets it.
public final class PreviewState: Sendable {
    private let shared = Mutex(Shared())

    private struct Shared {
        var version = 0
        var errorPage: String?
        var waiters: [Int: CheckedContinuation<Int, Never>] = [:]
        var nextWaiterID = 0
    }

    public init() {}

    public struct Snapshot: Sendable {
        public var version: Int
        public var errorPage: String?
    }

    public func snapshot() -> Snapshot {
        shared.withLock { Snapshot(version: $0.version, errorPage: $0.errorPage) }
    }

    /// Records a finished build: nil after a success, the error page after a failure. Wakes every waiting page.
    public func publish(errorPage: String?) {
        let (woken, newVersion) = shared.withLock { shared in
            shared.version += 1
            shared.errorPage = errorPage
            let woken = Array(shared.waiters.values)
            shared.waiters.removeAll()
            return (woken, shared.version)
        }
        for waiter in woken { waiter.resume(returning: newVersion) }
    }

    /// How many long-polls are waiting now (for tests: a released long-poll is no longer counted).
    public var waitingCount: Int {
        shared.withLock { $0.waiters.count }
    }

    /// Suspends until the version differs from `since` or the calling task is cancelled; returns the version then.
    public func nextVersion(after since: Int) async -> Int {
        let id = shared.withLock { shared in
            shared.nextWaiterID += 1
            return shared.nextWaiterID
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                // The cancellation handler may already have run (and found nothing to resume): checking under the
                // lock that it takes too means a cancelled task never stays registered.
                let answer: Int? = shared.withLock { shared in
                    if shared.version != since || Task.isCancelled { return shared.version }
                    shared.waiters[id] = continuation
                    return nil
                }
                if let answer { continuation.resume(returning: answer) }
            }
        } onCancel: {
            let (waiter, current) = shared.withLock { ($0.waiters.removeValue(forKey: id), $0.version) }
            waiter?.resume(returning: current)
        }
    }
}
