#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FlyingSocks
import Foundation
import Notebook
import Synchronization

/// One client of the preview server, as a task suspended on the socket pool (never a thread): read the head within
/// the header deadline, answer, send within the send deadline, close. A long-poll waits for the next build, its
/// timeout, or its client to go away, whichever comes first.
struct PreviewConnection: Sendable {
    let socket: AsyncSocket
    let routes: PreviewRoutes
    let limits: PreviewServer.Limits

    private enum HeadRead {
        case head([UInt8])
        case tooLarge
        /// The deadline passed in the middle of a head.
        case timedOut
        /// The client closed, or sent nothing before the deadline (a browser's unused spare connection, say).
        case closed
    }

    /// Whether any byte of the head arrived, told across the deadline's cancellation.
    private final class HeadStarted: Sendable {
        private let started = Atomic(false)

        var value: Bool { started.load(ordering: .acquiring) }

        func record() { started.store(true, ordering: .releasing) }
    }

    private enum LongPollEnd: Sendable {
        case version(Int)
        case timedOut
        case clientGone
    }

    private struct FileChangedWhileSending: Error {}

    func serve() async {
        defer { try? socket.close() }
        var includeBody = true
        let response: PreviewResponse
        switch await readHead() {
        case .closed:
            return
        case .timedOut:
            response = .text(408, "request timeout\n")
        case .tooLarge:
            response = .text(431, "request header fields too large\n")
        case .head(let bytes):
            guard let head = RequestHead.parse(bytes) else {
                response = .text(400, "bad request\n")
                break
            }
            includeBody = head.method != "HEAD"
            guard let answer = await answer(head) else { return }
            response = answer
        }
        do {
            try await send(response, includeBody: includeBody)
        } catch {
            return
        }
        await lingerUntilClientCloses()
    }

    /// The response, or nil when the client went away during a long-poll.
    private func answer(_ head: RequestHead) async -> PreviewResponse? {
        switch routes.plan(head) {
        case .respond(let response):
            return response
        case .waitForVersion(let since):
            return await waitForVersion(after: since).map(PreviewRoutes.versionResponse)
        }
    }

    private func readHead() async -> HeadRead {
        let started = HeadStarted()
        do {
            return try await withDeadline(seconds: limits.headerTimeout) { [socket, limits] in
                var buffer = RequestHeadBuffer(limit: limits.maxHeadBytes)
                while true {
                    let chunk = try await socket.read(atMost: 4096)
                    started.record()
                    switch buffer.append(chunk) {
                    case .needsMore: continue
                    case .complete(let bytes): return HeadRead.head(bytes)
                    case .tooLarge: return HeadRead.tooLarge
                    }
                }
            }
        } catch is DeadlineExceeded {
            return started.value ? .timedOut : .closed
        } catch {
            return .closed
        }
    }

    private func waitForVersion(after since: Int) async -> Int? {
        let state = routes.state
        let end = await withTaskGroup(of: LongPollEnd.self) { group in
            group.addTask { .version(await state.nextVersion(after: since)) }
            group.addTask { [limits] in
                try? await Task.sleep(nanoseconds: UInt64(max(0, limits.longPollTimeout) * 1_000_000_000))
                return .timedOut
            }
            group.addTask {
                await waitUntilClientLeaves()
                return .clientGone
            }
            let first = await group.next() ?? .clientGone
            group.cancelAll()
            return first
        }
        switch end {
        case .version(let version): return version
        case .timedOut: return state.snapshot().version
        case .clientGone: return nil
        }
    }

    /// Returns when the client closes its end (or errs, or sends more than a request's worth of unasked-for bytes).
    private func waitUntilClientLeaves() async {
        var discarded = 0
        while !Task.isCancelled, discarded < 65_536 {
            do {
                discarded += try await socket.read(atMost: 4096).count
            } catch {
                return
            }
        }
    }

    private func send(_ response: PreviewResponse, includeBody: Bool) async throws {
        try await withDeadline(seconds: limits.sendTimeout) { [socket] in
            try await socket.write(response.head)
            guard includeBody else { return }
            switch response.body {
            case .bytes(let data): try await socket.write(data)
            case .file(let path, let size): try await Self.stream(path: path, size: size, to: socket)
            }
        }
    }

    /// Sends a file in chunks, so a client that reads slowly holds one chunk in memory, not the file.
    private static func stream(path: String, size: Int, to socket: AsyncSocket) async throws {
        guard let handle = FileHandle(forReadingAtPath: path) else { throw FileChangedWhileSending() }
        defer { try? handle.close() }
        var remaining = size
        while remaining > 0 {
            let chunk = try handle.read(upToCount: min(remaining, 65_536)) ?? Data()
            if chunk.isEmpty { throw FileChangedWhileSending() }
            try await socket.write(chunk)
            remaining -= chunk.count
        }
    }

    /// Closing a socket with unread input resets it, and the reset can overtake the response (a 431 for a head
    /// that was not read to its end): so stop sending, read what the client still sends, briefly, then close.
    private func lingerUntilClientCloses() async {
        shutdown(socket.socket.file.rawValue, Int32(SHUT_WR))
        _ = try? await withDeadline(seconds: limits.lingerTimeout) { [socket] in
            var drained = 0
            while drained < 65_536 { drained += try await socket.read(atMost: 4096).count }
            return drained
        }
    }
}
