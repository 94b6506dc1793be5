import Foundation
import Synchronization
import XCTest

/// The real `notebook` binary left running (`notebook serve`), with the same environment as `NotebookBinary.run`: its
/// standard output and error are collected as they come, so a test can wait for a line, send a signal, and wait for
/// the process to end. Waits poll a condition until a generous deadline; nothing is timed.
public final class RunningNotebook: @unchecked Sendable {
    public let process = Process()
    private let stdout = CollectedOutput()
    private let stderr = CollectedOutput()
    private let readers = DispatchGroup()

    /// Starts `notebook arguments...` in `directory`; fails the test (and throws) when the binary has not been built.
    public init(_ arguments: [String], in directory: URL, environment: [String: String] = [:],
                file: StaticString = #filePath, line: UInt = #line) throws {
        guard let executable = NotebookBinary.executable else {
            XCTFail("no notebook binary beside the test bundle; run `swift build --product notebook` first", file: file, line: line)
            throw CocoaError(.fileNoSuchFile)
        }
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = NotebookBinary.processEnvironment(adding: environment)
        process.standardInput = FileHandle.nullDevice
        let outPipe = Pipe(), errPipe = Pipe()
        process.standardOutput = outPipe
        process.standardError = errPipe
        try process.run()
        collect(outPipe.fileHandleForReading, into: stdout)
        collect(errPipe.fileHandleForReading, into: stderr)
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    private func collect(_ handle: FileHandle, into box: CollectedOutput) {
        readers.enter()
        DispatchQueue.global().async { [readers] in
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                box.data.withLock { $0.append(chunk) }
            }
            readers.leave()
        }
    }

    public var standardOutput: String { stdout.text }
    public var standardError: String { stderr.text }

    /// The port of `serving Site/ at http://127.0.0.1:PORT/`, once announced; nil when the process ends or
    /// `timeout` seconds pass first.
    public func servedPort(timeout: TimeInterval = 120) -> UInt16? {
        guard waitUntil(timeout: timeout, { self.standardOutput.contains("\n") || !self.process.isRunning }) else { return nil }
        guard let text = standardOutput.components(separatedBy: "127.0.0.1:").dropFirst().first else { return nil }
        return UInt16(text.prefix { $0.isNumber })
    }

    /// Polls `condition` every 10 ms until it holds (true) or `timeout` seconds pass (false).
    @discardableResult
    public func waitUntil(timeout: TimeInterval = 120, _ condition: () -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !condition() {
            guard Date() < deadline else { return false }
            usleep(10_000)
        }
        return true
    }

    /// Sends `signal` to the process.
    public func send(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// Waits up to `timeout` seconds for the process to end and its output to be read; false when it still runs.
    public func waitForExit(timeout: TimeInterval = 60) -> Bool {
        guard waitUntil(timeout: timeout, { !self.process.isRunning }) else { return false }
        process.waitUntilExit()
        return readers.wait(timeout: .now() + timeout) == .success
    }
}

/// What one pipe has delivered so far, appended by its reader thread and read by the test.
private final class CollectedOutput: Sendable {
    let data = Mutex(Data())

    var text: String { data.withLock { String(decoding: $0, as: UTF8.self) } }
}
