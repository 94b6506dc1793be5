import Foundation
import XCTest

/// Runs the real `notebook` binary, built by `swift build --product notebook` next to the test bundle
/// (`NOTEBOOK_BINARY` overrides), with a hard time limit: a hang is a failure, not a wait.
public enum NotebookBinary {
    public struct Result {
        public var status: Int32
        public var stdout: String
        public var stderr: String
        public var timedOut: Bool

        public init(status: Int32, stdout: String, stderr: String, timedOut: Bool) {
            self.status = status
            self.stdout = stdout
            self.stderr = stderr
            self.timedOut = timedOut
        }
    }

    /// `.build/<config>/notebook`, found beside the test bundle; nil when it has not been built.
    public static var executable: URL? {
        if let path = ProcessInfo.processInfo.environment["NOTEBOOK_BINARY"] {
            return URL(fileURLWithPath: path)
        }
        var candidates: [URL] = []
        let bundle = Bundle(for: Marker.self).bundleURL
        candidates.append(bundle.deletingLastPathComponent().appendingPathComponent("notebook"))
        candidates.append(bundle.appendingPathComponent("notebook"))
        if let first = CommandLine.arguments.first {
            candidates.append(URL(fileURLWithPath: first).deletingLastPathComponent().appendingPathComponent("notebook"))
        }
        for argument in CommandLine.arguments.dropFirst() where argument.hasSuffix(".xctest") {
            candidates.append(URL(fileURLWithPath: argument).deletingLastPathComponent().appendingPathComponent("notebook"))
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    private final class Marker {}

    /// Runs `notebook arguments...` in `directory`, with progress lines, colour and elapsed times off, standard input from
    /// `input` (or empty), and waits at most `timeout` seconds; a run past it is killed and reported as `timedOut`.
    /// Fails the test (and throws) when the binary has not been built.
    ///
    /// `fileSizeBlocks` runs it under `sh -c 'ulimit -f N'` (blocks of 512 or 1024 bytes, as the shell counts), with
    /// SIGXFSZ ignored: a write past the limit fails with EFBIG, as one on a full disk fails with ENOSPC.
    public static func run(_ arguments: [String], in directory: URL, environment: [String: String] = [:],
                           input: Data? = nil, timeout: TimeInterval = 120, fileSizeBlocks: Int? = nil,
                           file: StaticString = #filePath, line: UInt = #line) throws -> Result {
        guard let executable else {
            XCTFail("no notebook binary beside the test bundle; run `swift build --product notebook` first (scripts/test.sh does)",
                    file: file, line: line)
            throw CocoaError(.fileNoSuchFile)
        }
        let process = Process()
        if let fileSizeBlocks {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "trap '' XFSZ; ulimit -f \(fileSizeBlocks) && exec \"$0\" \"$@\"", executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        process.currentDirectoryURL = directory
        process.environment = processEnvironment(adding: environment)
        let stdoutPipe = Pipe(), stderrPipe = Pipe(), stdinPipe = Pipe()
        process.standardOutput = stdoutPipe
        process.standardError = stderrPipe
        process.standardInput = input == nil ? FileHandle.nullDevice : stdinPipe
        try process.run()
        if let input {
            DispatchQueue.global().async {
                try? stdinPipe.fileHandleForWriting.write(contentsOf: input)
                try? stdinPipe.fileHandleForWriting.close()
            }
        }
        let output = collect(stdoutPipe, stderrPipe)
        var timedOut = false
        if output.group.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            XCTFail("notebook \(arguments.joined(separator: " ")) did not finish in \(timeout) s", file: file, line: line)
            kill(process.processIdentifier, SIGKILL)
            _ = output.group.wait(timeout: .now() + 5)
        }
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: output.stdout.data, as: UTF8.self),
                      stderr: String(decoding: output.stderr.data, as: UTF8.self), timedOut: timedOut)
    }

    /// The test process's environment with progress lines, colour and elapsed times off, and no live cells' module
    /// (nor the note that says so: tests that want it pass its path), then `extra`.
    static func processEnvironment(adding extra: [String: String]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["NOTEBOOK_PROGRESS"] = "never"
        environment["NO_COLOR"] = "1"
        environment["NOTEBOOK_ELAPSED"] = "never"
        environment["NOTEBOOK_WASM"] = "none"
        for (key, value) in extra { environment[key] = value }
        return environment
    }

    /// Reads both pipes while the process runs, so a full pipe never blocks it (`NodeScript` reads Node's so too).
    static func collect(_ stdout: Pipe, _ stderr: Pipe) -> (group: DispatchGroup, stdout: DataBox, stderr: DataBox) {
        let group = DispatchGroup()
        let stdoutData = DataBox(), stderrData = DataBox()
        group.enter()
        DispatchQueue.global().async { stdoutData.data = stdout.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        group.enter()
        DispatchQueue.global().async { stderrData.data = stderr.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        return (group, stdoutData, stderrData)
    }

    /// Written by one reader thread, read after the group's wait, which orders the two.
    final class DataBox: @unchecked Sendable {
        var data = Data()
    }
}
