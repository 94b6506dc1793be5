import FlyingSocks
import Foundation
import Notebook
import Synchronization

/// A small HTTP/1.1 server for `notebook serve`: serves the files of one folder on 127.0.0.1 only, injects the reload
/// script into HTML pages, answers the reload long-poll, and stands an error page in for every page while the book
/// does not build (`PreviewRoutes`).
///
/// Every connection is a task suspended on one epoll loop (FlyingSocks' socket pool), not a thread: a client that
/// sends its head a byte at a time, never reads its response, or long-polls for the next build holds a few
/// kilobytes, and only until its deadline, while other requests go on being served. One request per connection.
public final class PreviewServer: @unchecked Sendable {
    /// Deadlines and sizes that bound what one client can hold.
    public struct Limits: Sendable {
        /// Seconds a client has to send its whole request head.
        public var headerTimeout: Double = 10
        /// Seconds a client has to read its whole response.
        public var sendTimeout: Double = 30
        /// Seconds a reload long-poll waits for a new build before answering "no change".
        public var longPollTimeout: Double = 25
        /// Seconds to read what a client still sends after its response, before closing (see `PreviewConnection`).
        public var lingerTimeout: Double = 1
        /// The largest request head (request line and headers) read; a larger one is answered 431.
        public var maxHeadBytes = 16 * 1024
        /// Connections served at once; more are closed as soon as they are accepted.
        public var maxConnections = 1024

        public init() {}
    }

    public let root: URL
    public private(set) var port: UInt16 = 0
    private let state: PreviewState
    private let shared: Mutex<Shared>

    /// What the accepting task, the connections' tasks and the caller share.
    private struct Shared {
        var limits: Limits
        var openConnections = 0
        var task: Task<Void, Never>?
    }

    public init(root: URL, state: PreviewState, limits: Limits = Limits()) {
        self.root = root.standardizedFileURL
        self.state = state
        self.shared = Mutex(Shared(limits: limits))
    }

    /// The limits new connections get (changing them does not affect connections already open).
    public var limits: Limits {
        get { shared.withLock { $0.limits } }
        set { shared.withLock { $0.limits = newValue } }
    }

    /// Binds 127.0.0.1:`port` at once (0 picks a free port; read `port` afterwards), so a port in use is reported
    /// before anything else happens, then accepts connections in the background.
    public func start(port requestedPort: UInt16) throws {
        let listener = try LoopbackListener.open(port: requestedPort)
        port = listener.port
        let pool = Self.makePool()
        let socket = try AsyncSocket(socket: Socket(file: .init(rawValue: listener.descriptor)), pool: pool)
        let routes = PreviewRoutes(root: root, state: state, port: port)
        let running = Task { await self.run(listener: socket, pool: pool, routes: routes) }
        shared.withLock { $0.task = running }
    }

    /// Stops accepting and cancels every connection (long-polls among them); the socket closes as they end.
    public func stop() {
        shared.withLock { $0.task }?.cancel()
    }

    /// How many connections are being served now.
    public var connectionCount: Int {
        shared.withLock { $0.openConnections }
    }

    private static func makePool() -> some AsyncSocketPool {
        #if canImport(Darwin)
        return SocketPool<kQueue>.kQueue()
        #else
        return SocketPool<ePoll>.ePoll()
        #endif
    }

    private func run(listener: AsyncSocket, pool: some AsyncSocketPool, routes: PreviewRoutes) async {
        defer { try? listener.close() }
        do {
            try await pool.prepare()
        } catch {
            FileHandle.standardError.write(Data("error: the preview server cannot wait on sockets: \(error)\n".utf8))
            return
        }
        await withDiscardingTaskGroup { group in
            group.addTask { try? await pool.run() }
            await acceptConnections(on: listener, routes: routes, into: &group)
            group.cancelAll()
        }
    }

    private func acceptConnections(on listener: AsyncSocket, routes: PreviewRoutes,
                                   into group: inout DiscardingTaskGroup) async {
        while !Task.isCancelled {
            let client: AsyncSocket
            do {
                client = try await listener.accept()
            } catch {
                // Out of descriptors, say: wait for connections to end rather than spin on the error.
                try? await Task.sleep(nanoseconds: 50_000_000)
                continue
            }
            guard let limits = admitConnection() else {
                try? client.close()
                continue
            }
            let connection = PreviewConnection(socket: client, routes: routes, limits: limits)
            group.addTask {
                await connection.serve()
                self.shared.withLock { $0.openConnections -= 1 }
            }
        }
    }

    /// The limits for a new connection, or nil when `maxConnections` are open already.
    private func admitConnection() -> Limits? {
        shared.withLock { shared in
            guard shared.openConnections < shared.limits.maxConnections else { return nil }
            shared.openConnections += 1
            return shared.limits
        }
    }
}
