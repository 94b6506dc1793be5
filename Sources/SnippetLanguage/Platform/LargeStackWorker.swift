#if !hasFeature(Embedded)
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A thread with a large stack that runs one job at a time, handed over under its mutex: the evaluator's own large
/// stack, and the build's worker threads (Notebook's `WorkerThreads`), which run listings in place on it.
public final class LargeStackWorker {
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
    private static var pool: [LargeStackWorker] = []
    private static let poolMutex: UnsafeMutablePointer<pthread_mutex_t> = {
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        return mutex
    }()

    public static func idle() -> LargeStackWorker? {
        pthread_mutex_lock(poolMutex)
        defer { pthread_mutex_unlock(poolMutex) }
        return pool.popLast()
    }

    public static func release(_ worker: LargeStackWorker) {
        pthread_mutex_lock(poolMutex)
        pool.append(worker)
        pthread_mutex_unlock(poolMutex)
    }

    /// A new worker on a new detached thread, or nil when no thread can be created.
    public static func start() -> LargeStackWorker? {
        let worker = LargeStackWorker()
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
            Unmanaged<LargeStackWorker>.fromOpaque(context).takeUnretainedValue().serve()
        }, context)
        guard started == 0 else {
            Unmanaged<LargeStackWorker>.fromOpaque(context).release()
            return nil
        }
        return worker
    }

    /// Starts `job` on this worker's thread; `wait()` returns once it has finished.
    public func begin(_ job: @escaping () -> Void) {
        pthread_mutex_lock(mutex)
        self.job = job
        finished = false
        pthread_cond_signal(wake)
        pthread_mutex_unlock(mutex)
    }

    public func wait() {
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
#endif
