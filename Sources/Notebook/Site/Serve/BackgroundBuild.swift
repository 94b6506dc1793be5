import Foundation
import SnippetLanguage

/// One build of `notebook serve` running on its own thread, so the session can keep watching the sources and cancel
/// it when they change again.
final class BackgroundBuild: @unchecked Sendable {
    let cancellation = CancellationFlag()
    private let finished = DispatchSemaphore(value: 0)
    private let thread: Thread

    /// Starts `work` at once; it receives the flag that `cancelAndWait` raises.
    init(_ work: @escaping @Sendable (CancellationFlag) -> Void) {
        let flag = cancellation
        let done = finished
        thread = Thread {
            work(flag)
            done.signal()
        }
        thread.name = "notebook serve build"
        thread.start()
    }

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
