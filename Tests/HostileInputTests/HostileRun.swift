import Foundation
import NotebookTestSupport

/// One hostile case run by the real binary in a sandbox of its own: what the sandbox held before and after, and what
/// the binary printed. The cases are separate processes on separate books, so they run on every core at once (the
/// slowest, listings that run to the end of the step budget in a debug build, take half a minute each); the test then
/// checks the runs one by one, in the cases' order, on its own thread.
struct HostileRun {
    let hostile: HostileCase
    let sandbox: URL
    /// What the run left and printed, or the error that stopped the case from being copied or run.
    let outcome: Result<Outcome, Error>

    struct Outcome {
        let book: URL
        let before: [String: String]
        let after: [String: String]
        let result: NotebookBinary.Result
        let seconds: TimeInterval
    }

    /// Runs `cases`, at most `width` at a time, and returns their runs in the order of `cases`.
    static func all(_ cases: [HostileCase], width: Int, timeout: TimeInterval) -> [HostileRun] {
        let slots = RunSlots(count: cases.count)
        let threads = (0..<max(1, min(width, cases.count))).map { _ in
            Thread {
                while let index = slots.claim() {
                    slots.store(HostileRun(cases[index], timeout: timeout), at: index)
                }
                slots.finishedThread()
            }
        }
        threads.forEach { $0.start() }
        return slots.waitForAll(threads: threads.count)
    }

    init(_ hostile: HostileCase, timeout: TimeInterval) {
        self.hostile = hostile
        sandbox = FileManager.default.temporaryDirectory.appendingPathComponent("notebook-hostile-\(UUID().uuidString)")
        outcome = Result { [sandbox] in
            let book = try hostile.materialize(in: sandbox)
            let before = listing(of: sandbox)
            let started = Date()
            let result = try NotebookBinary.run(hostile.arguments, in: book, timeout: timeout)
            let seconds = Date().timeIntervalSince(started)
            return Outcome(book: book, before: before, after: listing(of: sandbox), result: result, seconds: seconds)
        }
    }

    /// The cases' runs as the threads finish them; the next case to run; when every thread is done.
    private final class RunSlots: @unchecked Sendable {
        private let condition = NSCondition()
        private var runs: [HostileRun?]
        private var next = 0
        private var finishedThreads = 0

        init(count: Int) {
            runs = Array(repeating: nil, count: count)
        }

        func claim() -> Int? {
            condition.lock()
            defer { condition.unlock() }
            guard next < runs.count else { return nil }
            next += 1
            return next - 1
        }

        func store(_ run: HostileRun, at index: Int) {
            condition.lock()
            runs[index] = run
            condition.unlock()
        }

        func finishedThread() {
            condition.lock()
            finishedThreads += 1
            condition.broadcast()
            condition.unlock()
        }

        func waitForAll(threads: Int) -> [HostileRun] {
            condition.lock()
            defer { condition.unlock() }
            while finishedThreads < threads { condition.wait() }
            return runs.compactMap { $0 }
        }
    }
}
