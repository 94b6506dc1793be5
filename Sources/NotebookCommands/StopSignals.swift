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
    private let received = DispatchQueue(label: "notebook stop signals")
    private var sources: [DispatchSourceSignal] = []
    /// The first signal received; written and read on `received` only.
    private var first: Int32?

    /// Takes over SIGINT and SIGTERM: `onStop` runs (on another thread) at the first of them.
    init(onStop: @escaping @Sendable () -> Void) {
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: received)
            source.setEventHandler { [unowned self] in
                guard first == nil else { Self.end(by: number) }
                first = number
                onStop()
            }
            source.resume()
            sources.append(source)
        }
    }

    /// Ends the process by the first signal received, with its default action; returns when none was received.
    func endByTheSignal() {
        guard let number = received.sync(execute: { first }) else { return }
        Self.end(by: number)
    }

    private static func end(by number: Int32) -> Never {
        signal(number, SIG_DFL)
        raise(number)
        // Only if the signal's default action were not to end the process.
        exit(128 + number)
    }
}
