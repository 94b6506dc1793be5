/// The error of `withDeadline` when the time ran out first.
struct DeadlineExceeded: Error {}

/// Runs `body`, cancelling it after `seconds`: what a connection does for a client (read its head, send it a
/// response) must end, however slowly the client reads or writes.
func withDeadline<T: Sendable>(seconds: Double, _ body: @escaping @Sendable () async throws -> T) async throws -> T {
    try await withThrowingTaskGroup(of: T?.self) { group in
        group.addTask { try await body() }
        group.addTask {
            try await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1_000_000_000))
            return nil
        }
        defer { group.cancelAll() }
        guard let first = try await group.next(), let value = first else { throw DeadlineExceeded() }
        return value
    }
}
