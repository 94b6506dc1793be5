#if canImport(Glibc)
import Glibc
#endif
import Dispatch

/// Ctrl-C (SIGINT) and SIGTERM for `notebook serve` and `notebook build`: the first asks the command to stop, so that
/// a build under way (or waiting for another build's lock) is cancelled and its staging folder removed before the
/// process ends; a second one ends the process at once.
///
/// The process then ends by the same signal (`endByTheSignal`), not with an exit status: a shell or a supervisor
/// that sent it sees that the command was interrupted (status 130 or 143), as it would have without these handlers.
final class StopSignals: @unchecked Sendable {
    /// The first signal received; written and read on `received` only. A box of its own, which the handlers hold: a
    /// handler already running when the command lets go of its `StopSignals` (a signal just as the process exits)
    /// would crash the process if it reached it through an unowned reference.
    private final class FirstSignal: @unchecked Sendable {
        var number: Int32?
    }

    private let received = DispatchQueue(label: "notebook stop signals")
    private var sources: [DispatchSourceSignal] = []
    private let first = FirstSignal()

    /// Takes over SIGINT and SIGTERM: `onStop` runs (on another thread) at the first of them.
    init(onStop: @escaping @Sendable () -> Void) {
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: received)
            source.setEventHandler { [first] in
                guard first.number == nil else { Self.end(by: number) }
                first.number = number
                onStop()
            }
            source.resume()
            sources.append(source)
        }
    }

    /// Ends the process by the first signal received, with its default action; returns when none was received.
    func endByTheSignal() {
        guard let number = received.sync(execute: { first.number }) else { return }
        Self.end(by: number)
    }

    private static func end(by number: Int32) -> Never {
        signal(number, SIG_DFL)
        raise(number)
        // Only if the signal's default action were not to end the process.
        exit(128 + number)
    }
}
