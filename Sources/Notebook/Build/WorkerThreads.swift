#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SnippetLanguage
import Synchronization

/// The build's worker threads: one per core, each with a stack as large as the snippet evaluator needs
/// (`LargeStack.stackSize`), so that the listings evaluated on them run in place instead of being handed to another
/// thread (`LargeStack.adoptCurrentThread()`).
///
/// They are kept and reused from one parallel step to the next: a build has several, and `serve` builds again and
/// again. Outside the pool nothing here is needed by the snippet evaluator, which stays portable (issue 17).
enum WorkerThreads {
    /// Calls `body` for every index in `0..<iterations` on up to one large-stack thread per core, and returns when
    /// all calls have returned. Indices are handed out in order, one at a time, so uneven work balances itself.
    ///
    /// Nested inside another `concurrentPerform` (or any work on a large stack), the iterations run one after the
    /// other in place: the outer level already keeps every core busy, and waiting on threads from a thread of the
    /// same pool could exhaust it.
    static func concurrentPerform(iterations: Int, _ body: (Int) -> Void) {
        guard iterations > 0 else { return }
        let threads = min(iterations, processorCount)
        if threads <= 1 || LargeStack.isOnLargeStack {
            LargeStack.run { for index in 0..<iterations { body(index) } }
            return
        }
        withoutActuallyEscaping(body) { body in
            let cursor = SharedCursor(end: iterations)
            let job = {
                while let index = cursor.next() { body(index) }
            }
            var started: [LargeStackWorker] = []
            for _ in 0..<threads {
                guard let worker = LargeStackWorker.idle() ?? LargeStackWorker.start() else { break }
                worker.begin(job)
                started.append(worker)
            }
            if started.isEmpty { job() }
            for worker in started {
                worker.wait()
                LargeStackWorker.release(worker)
            }
        }
    }

    /// The cores online (at least 1), as `DispatchQueue.concurrentPerform` counts them.
    static let processorCount = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))

    /// The next index to hand out, shared by the threads of one `concurrentPerform`.
    private final class SharedCursor: Sendable {
        private let position = Mutex(0)
        private let end: Int

        init(end: Int) {
            self.end = end
        }

        func next() -> Int? {
            position.withLock { position in
                guard position < end else { return nil }
                position += 1
                return position - 1
            }
        }
    }
}
