#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SnippetLanguage

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
            var started: [Worker] = []
            for _ in 0..<threads {
                guard let worker = Worker.idle() ?? Worker.start() else { break }
                worker.begin(job)
                started.append(worker)
            }
            if started.isEmpty { job() }
            for worker in started {
                worker.wait()
                Worker.release(worker)
            }
        }
    }

    /// The cores online (at least 1), as `DispatchQueue.concurrentPerform` counts them.
    static let processorCount = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))

    /// The next index to hand out, shared by the threads of one `concurrentPerform`.
    private final class SharedCursor {
        private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        private var position = 0
        private let end: Int

        init(end: Int) {
            self.end = end
            pthread_mutex_init(mutex, nil)
        }

        deinit {
            pthread_mutex_destroy(mutex)
            mutex.deallocate()
        }

        func next() -> Int? {
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            guard position < end else { return nil }
            position += 1
            return position - 1
        }
    }

    /// A thread with a large stack that runs one job at a time, handed over under its mutex.
    private final class Worker {
        private let mutex: UnsafeMutablePointer<pthread_mutex_t>
        private let wake: UnsafeMutablePointer<pthread_cond_t>
        private let done: UnsafeMutablePointer<pthread_cond_t>
        private var job: (() -> Void)?
        private var finished = false

        private init() {
            mutex = .allocate(capacity: 1)
            wake = .allocate(capacity: 1)
            done = .allocate(capacity: 1)
            pthread_mutex_init(mutex, nil)
            pthread_cond_init(wake, nil)
            pthread_cond_init(done, nil)
        }

        /// Idle workers, and the mutex that guards the list.
        private static var pool: [Worker] = []
        private static let poolMutex: UnsafeMutablePointer<pthread_mutex_t> = {
            let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
            pthread_mutex_init(mutex, nil)
            return mutex
        }()

        static func idle() -> Worker? {
            pthread_mutex_lock(poolMutex)
            defer { pthread_mutex_unlock(poolMutex) }
            return pool.popLast()
        }

        static func release(_ worker: Worker) {
            pthread_mutex_lock(poolMutex)
            pool.append(worker)
            pthread_mutex_unlock(poolMutex)
        }

        /// A new worker on a new detached thread, or nil when no thread can be created.
        static func start() -> Worker? {
            let worker = Worker()
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setstacksize(&attributes, LargeStack.stackSize)
            pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
            // The thread owns one reference for as long as it runs, which is until the process ends.
            let context = Unmanaged.passRetained(worker).toOpaque()
            #if canImport(Darwin)
            var thread: pthread_t?
            #else
            var thread = pthread_t()
            #endif
            let started = pthread_create(&thread, &attributes, { context in
                guard let context else { return nil }
                LargeStack.adoptCurrentThread()
                Unmanaged<Worker>.fromOpaque(context).takeUnretainedValue().serve()
            }, context)
            guard started == 0 else {
                Unmanaged<Worker>.fromOpaque(context).release()
                return nil
            }
            return worker
        }

        /// Starts `job` on this worker's thread; `wait()` returns once it has finished.
        func begin(_ job: @escaping () -> Void) {
            pthread_mutex_lock(mutex)
            self.job = job
            finished = false
            pthread_cond_signal(wake)
            pthread_mutex_unlock(mutex)
        }

        func wait() {
            pthread_mutex_lock(mutex)
            while !finished { pthread_cond_wait(done, mutex) }
            pthread_mutex_unlock(mutex)
        }

        /// The thread's loop: wait for a job, run it outside the lock, report it finished.
        private func serve() -> Never {
            pthread_mutex_lock(mutex)
            while true {
                while job == nil { pthread_cond_wait(wake, mutex) }
                // The job goes out of scope before it is reported finished: callers hand over closures that must
                // not outlive their call (`withoutActuallyEscaping` checks it).
                do {
                    let next = job
                    job = nil
                    pthread_mutex_unlock(mutex)
                    next?()
                }
                pthread_mutex_lock(mutex)
                finished = true
                pthread_cond_signal(done)
            }
        }
    }
}
