import Foundation
import XCTest

/// Runs page JavaScript under Node, for the tests of the site's scripts that need no browser: the search's query side,
/// the live cell's number finder.
public enum NodeScript {
    /// What `source` prints on standard output under Node, parsed as JSON. Skips the test when Node is not installed;
    /// fails it (and throws) when Node exits with an error or runs past `timeout` seconds: a hang is a failure, not a
    /// wait.
    public static func json(running source: String, timeout: TimeInterval = 60,
                            file: StaticString = #filePath, line: UInt = #line) throws -> Any {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("node-\(UUID().uuidString).js")
        try Data(source.utf8).write(to: script)
        defer { try? FileManager.default.removeItem(at: script) }
        let process = Process()
        process.executableURL = try node()
        process.arguments = [script.path]
        let stdoutPipe = Pipe(), stderrPipe = Pipe()
        process.standardOutput = stdoutPipe
        process.standardError = stderrPipe
        try process.run()
        let output = NotebookBinary.collect(stdoutPipe, stderrPipe)
        if output.group.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            XCTFail("node did not finish in \(timeout) s", file: file, line: line)
            throw CocoaError(.executableLoad)
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            XCTFail("node exited with \(process.terminationStatus): \(String(decoding: output.stderr.data, as: UTF8.self))",
                    file: file, line: line)
            throw CocoaError(.executableLoad)
        }
        return try JSONSerialization.jsonObject(with: output.stdout.data)
    }

    private static func node() throws -> URL {
        for path in ["/usr/bin/node", "/usr/local/bin/node", "/usr/bin/nodejs"] where FileManager.default.isExecutableFile(atPath: path) {
            return URL(fileURLWithPath: path)
        }
        throw XCTSkip("node is not installed (apt-get install nodejs)")
    }
}
