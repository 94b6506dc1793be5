#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The CPU time (user + system, all threads) this process spends in `body`, in seconds.
///
/// Complexity tests compare the work of two input sizes. Wall time counts the waits for a core too, which on a
/// machine shared with other builds swamped the ratio; CPU time counts the work.
public func processCPUSeconds(_ body: () throws -> Void) rethrows -> Double {
    let before = processCPUSecondsSoFar()
    try body()
    return processCPUSecondsSoFar() - before
}

private func processCPUSecondsSoFar() -> Double {
    var usage = rusage()
    #if canImport(Glibc)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}
