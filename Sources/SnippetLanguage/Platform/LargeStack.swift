#if !hasFeature(Embedded)
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
#endif

/// Runs the parser and the evaluator on a thread with a large stack: the platform seam for threads.
///
/// The parser and the evaluator are recursive. Their depth is bounded (`Limits`), but the worst case allowed by the
/// limits — 64 nested calls, each inside deeply nested expressions and blocks — needs several megabytes of stack in
/// a debug build, more than a worker thread of `DispatchQueue.concurrentPerform` may have. A thread with a 64 MB
/// stack (reserved, not committed) makes the bound independent of the caller's thread.
///
/// Those threads are kept and reused: creating one per listing (map 64 MB, clone, fault in fresh stack pages, unmap
/// on exit) cost more than evaluating a typical listing. A caller that already runs its work on threads this large
/// (the notebook's build) says so with `adoptCurrentThread()`, and work on them runs in place: handing each listing
/// over and waiting for it was two context switches per listing, a tenth of a book build.
///
/// Embedded Swift (WebAssembly) has no threads: there the body runs on the caller's stack, whose size the host sets.
public enum LargeStack {
    /// The stack a thread must have for `adoptCurrentThread()`: 64 MB.
    public static let stackSize = 64 << 20

    #if hasFeature(Embedded)
    /// Runs `body` on the caller's stack: the only one there is.
    public static func run<T>(_ body: () -> T) -> T { body() }

    /// Whether the current thread is known to have a large stack: never, without threads.
    static var isOnLargeStack: Bool { false }
    #else
    /// Runs `body` on a thread with a large stack: this one if it is, else a pooled one, and waits for it.
    public static func run<T>(_ body: () -> T) -> T {
        if isOnLargeStack { return body() }
        return withoutActuallyEscaping(body) { body in
            var result: T?
            let job = { result = body() }
            if let worker = LargeStackWorker.idle() ?? LargeStackWorker.start() {
                worker.begin(job)
                worker.wait()
                LargeStackWorker.release(worker)
            } else {
                // No thread available: run here, on the caller's stack.
                job()
            }
            guard let value = result else { return body() }
            return value
        }
    }

    /// Records that the current thread was created with a stack of at least `stackSize` bytes, so that `run` calls
    /// its body in place. Only a thread's own start routine may call it, before any other work.
    public static func adoptCurrentThread() {
        pthread_setspecific(largeStackKey, UnsafeRawPointer(bitPattern: 1))
    }

    /// Whether the current thread has a large stack (one of the pool's, or an adopted one).
    public static var isOnLargeStack: Bool { pthread_getspecific(largeStackKey) != nil }

    private static let largeStackKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()
    #endif
}
