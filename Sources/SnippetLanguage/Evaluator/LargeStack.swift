#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work on a thread of its own with a large stack, and waits for it.
///
/// The parser and the evaluator are recursive. Their depth is bounded (`Limits`), but the worst case allowed by the
/// limits — 64 nested calls, each inside deeply nested expressions and blocks — needs several megabytes of stack in
/// a debug build, more than a worker thread of `DispatchQueue.concurrentPerform` may have. A dedicated thread with a
/// 64 MB stack (reserved, not committed) makes the bound independent of the caller's thread.
enum LargeStack {
    static let stackSize = 64 << 20

    private final class Work {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    static func run<T>(_ body: @escaping () -> T) -> T {
        var result: T?
        let work = Work { result = body() }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        let context = Unmanaged.passRetained(work).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let started = pthread_create(&thread, &attributes, { context in
            guard let context else { return nil }
            Unmanaged<Work>.fromOpaque(context).takeRetainedValue().body()
            return nil
        }, context)
        if started == 0 {
            #if canImport(Darwin)
            if let thread { pthread_join(thread, nil) }
            #else
            pthread_join(thread, nil)
            #endif
        } else {
            // No thread available: run here, on the caller's stack.
            Unmanaged<Work>.fromOpaque(context).takeRetainedValue().body()
        }
        guard let value = result else { return body() }
        return value
    }
}
