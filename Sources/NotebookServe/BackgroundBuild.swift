import Foundation
import SnippetLanguage
import Notebook

/// One build of `notebook serve` running on its own thread, so the session can keep watching the sources and cancel
/// it when they change again.
final class BackgroundBuild: @unchecked Sendable {
    let cancellation = CancellationFlag()
    private let finished = DispatchSemaphore(value: 0)
    /// What `work` returned: whether the build stopped because it was cancelled. Written before `finished` is
    /// signalled and read after waiting for it, which orders the two.
    private var stoppedByCancellation = false

    /// Starts `work` at once; it receives the flag that `cancelAndWait` raises, and returns whether it stopped
    /// because of it.
    init(_ work: @escaping @Sendable (CancellationFlag) -> Bool) {
        let flag = cancellation
        // The thread holds this object until the build returns; nothing holds the thread.
        let thread = Thread { [self] in
            stoppedByCancellation = work(flag)
            finished.signal()
        }
        thread.name = "notebook serve build"
        thread.start()
    }

    /// After `wait`: whether the build was abandoned rather than finished.
    var wasCancelled: Bool { stoppedByCancellation }

    /// Whether the build has returned (without waiting).
    var isFinished: Bool {
        guard finished.wait(timeout: .now()) == .success else { return false }
        // Put back what was taken, so a later `wait` still returns.
        finished.signal()
        return true
    }

    func wait() {
        finished.wait()
        finished.signal()
    }

    /// Asks the build to stop and waits until it has (a listing under way stops within a poll interval of steps).
    func cancelAndWait() {
        cancellation.cancel()
        wait()
    }
}
