#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Reports the steps of a build on standard error: `[2/5] evaluating listings`.
///
/// It speaks when standard error is a terminal, or once the build has taken longer than `quietPeriod` (so a quick
/// build in CI prints nothing but its diagnostics). `NOTEBOOK_PROGRESS=always` or `never` overrides the choice.
public final class BuildProgress: @unchecked Sendable {
    public enum Mode: Sendable { case automatic, always, never }

    private let mode: Mode
    private let stepCount: Int
    private var start = Date()
    private let quietPeriod: TimeInterval
    private let write: @Sendable (String) -> Void
    private var step = 0
    private let lock = NSLock()

    public init(stepCount: Int, mode: Mode? = nil, quietPeriod: TimeInterval = 1.0,
                write: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }) {
        self.stepCount = stepCount
        self.quietPeriod = quietPeriod
        self.write = write
        if let mode {
            self.mode = mode
        } else {
            switch ProcessInfo.processInfo.environment["NOTEBOOK_PROGRESS"] {
            case "always": self.mode = .always
            case "never": self.mode = .never
            default: self.mode = .automatic
            }
        }
    }

    /// Starts counting again, for the next build of a long-lived builder (`notebook serve` rebuilds with one).
    public func restart() {
        lock.lock()
        step = 0
        start = Date()
        lock.unlock()
    }

    private var speaks: Bool {
        switch mode {
        case .always: return true
        case .never: return false
        case .automatic:
            lock.lock()
            let started = start
            lock.unlock()
            return isatty(STDERR_FILENO) == 1 || Date().timeIntervalSince(started) > quietPeriod
        }
    }

    /// Announces the next step, e.g. `begin("evaluating listings")`.
    public func begin(_ name: String) {
        lock.lock()
        step += 1
        let line = "[\(step)/\(stepCount)] \(name)\n"
        lock.unlock()
        if speaks { write(line) }
    }
}
