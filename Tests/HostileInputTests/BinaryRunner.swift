import Foundation

/// Runs the real `notebook` binary (built by `swift build --product notebook`, found next to the test bundle as the
/// end-to-end tests find it; `NOTEBOOK_BINARY` overrides) with a hard time limit: a hang is a failure, not a wait.
enum BinaryRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        var timedOut: Bool
    }

    static var executable: URL? {
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

    /// Written by one reader thread, read after the group's wait, which orders the two.
    private final class DataBox: @unchecked Sendable {
        var data = Data()
    }

    static func run(_ executable: URL, _ arguments: [String], in directory: URL, timeout: TimeInterval) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["NOTEBOOK_PROGRESS"] = "never"
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let stdoutPipe = Pipe(), stderrPipe = Pipe()
        process.standardOutput = stdoutPipe
        process.standardError = stderrPipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let group = DispatchGroup()
        let stdoutData = DataBox(), stderrData = DataBox()
        group.enter()
        DispatchQueue.global().async { stdoutData.data = stdoutPipe.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        group.enter()
        DispatchQueue.global().async { stderrData.data = stderrPipe.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        var timedOut = false
        if group.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            kill(process.processIdentifier, SIGKILL)
            _ = group.wait(timeout: .now() + 5)
        }
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdoutData.data, as: UTF8.self),
                      stderr: String(decoding: stderrData.data, as: UTF8.self), timedOut: timedOut)
    }
}
