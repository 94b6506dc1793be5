#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Synchronization

/// Reports the steps of a build on standard error: `[2/5] evaluating listings`.
///
/// It speaks when standard error is a terminal, or once the build has taken longer than `quietPeriod` (so a quick
/// build in CI prints nothing but its diagnostics). `NOTEBOOK_PROGRESS=always` or `never` overrides the choice.
public final class BuildProgress: Sendable {
    public enum Mode: Sendable { case automatic, always, never }

    private struct Count {
        var step = 0
        var start = Date()
    }

    private let mode: Mode
    private let stepCount: Int
    private let quietPeriod: TimeInterval
    private let write: @Sendable (String) -> Void
    private let count = Mutex(Count())

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
        count.withLock { $0 = Count() }
    }

    private var speaks: Bool {
        switch mode {
        case .always: return true
        case .never: return false
        case .automatic:
            let started = count.withLock { $0.start }
            return isatty(STDERR_FILENO) == 1 || Date().timeIntervalSince(started) > quietPeriod
        }
    }

    /// Announces the next step, e.g. `begin("evaluating listings")`.
    public func begin(_ name: String) {
        let step = count.withLock { count in
            count.step += 1
            return count.step
        }
        let line = "[\(step)/\(stepCount)] \(name)\n"
        if speaks { write(line) }
    }
}
