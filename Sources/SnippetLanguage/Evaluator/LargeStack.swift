#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work on a thread with a large stack, and waits for it.
///
/// The parser and the evaluator are recursive. Their depth is bounded (`Limits`), but the worst case allowed by the
/// limits — 64 nested calls, each inside deeply nested expressions and blocks — needs several megabytes of stack in
/// a debug build, more than a worker thread of `DispatchQueue.concurrentPerform` may have. A thread with a 64 MB
/// stack (reserved, not committed) makes the bound independent of the caller's thread.
///
/// Those threads are kept and reused: creating one per listing (map 64 MB, clone, fault in fresh stack pages, unmap
/// on exit) cost more than evaluating a typical listing. Each call takes an idle thread from a pool, or starts one
/// when all are busy, so at most as many exist as calls have ever run at the same time (one per core in a build).
/// Idle threads sleep on a condition variable until the process ends.
enum LargeStack {
    static let stackSize = 64 << 20

    static func run<T>(_ body: @escaping () -> T) -> T {
        var result: T?
        let job = { result = body() }
        if let worker = Worker.idle() ?? Worker.start() {
            worker.perform(job)
            Worker.release(worker)
        } else {
            // No thread available: run here, on the caller's stack.
            job()
        }
        guard let value = result else { return body() }
        return value
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
            pthread_attr_setstacksize(&attributes, stackSize)
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
                Unmanaged<Worker>.fromOpaque(context).takeUnretainedValue().serve()
            }, context)
            guard started == 0 else {
                Unmanaged<Worker>.fromOpaque(context).release()
                return nil
            }
            return worker
        }

        /// Runs `job` on this worker's thread and returns when it has finished.
        func perform(_ job: @escaping () -> Void) {
            pthread_mutex_lock(mutex)
            self.job = job
            finished = false
            pthread_cond_signal(wake)
            while !finished { pthread_cond_wait(done, mutex) }
            pthread_mutex_unlock(mutex)
        }

        /// The thread's loop: wait for a job, run it outside the lock, report it finished.
        private func serve() -> Never {
            pthread_mutex_lock(mutex)
            while true {
                while job == nil { pthread_cond_wait(wake, mutex) }
                let next = job!
                job = nil
                pthread_mutex_unlock(mutex)
                next()
                pthread_mutex_lock(mutex)
                finished = true
                pthread_cond_signal(done)
            }
        }
    }
}
