import Foundation
import XCTest

/// Runs the real `notebook` binary, built by `swift build --product notebook` next to the test bundle.
struct NotebookProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// `.build/<config>/notebook`, in the folder of the test bundle (`NOTEBOOK_BINARY` overrides it).
    static var executable: URL {
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
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    private final class Marker {}

    /// Runs `notebook arguments...` in `directory` and waits for it (at most `timeout` seconds).
    static func run(_ arguments: [String], in directory: URL, environment: [String: String] = [:],
                    timeout: TimeInterval = 120, file: StaticString = #filePath, line: UInt = #line) throws -> Result {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            XCTFail("no notebook binary at \(executable.path); run `swift build --product notebook` first (scripts/test.sh does)",
                    file: file, line: line)
            throw CocoaError(.fileNoSuchFile)
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var processEnvironment = ProcessInfo.processInfo.environment
        processEnvironment["NOTEBOOK_PROGRESS"] = "never"
        for (key, value) in environment { processEnvironment[key] = value }
        process.environment = processEnvironment
        let stdoutPipe = Pipe(), stderrPipe = Pipe()
        process.standardOutput = stdoutPipe
        process.standardError = stderrPipe
        try process.run()
        // Read both pipes while the process runs, so a full pipe never blocks it.
        let group = DispatchGroup()
        let stdoutData = DataBox(), stderrData = DataBox()
        group.enter()
        DispatchQueue.global().async { stdoutData.data = stdoutPipe.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        group.enter()
        DispatchQueue.global().async { stderrData.data = stderrPipe.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        if group.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            XCTFail("notebook \(arguments.joined(separator: " ")) did not finish in \(timeout) s", file: file, line: line)
        }
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdoutData.data, as: UTF8.self),
                      stderr: String(decoding: stderrData.data, as: UTF8.self))
    }

    /// Written by one reader thread, read after `DispatchGroup.wait`, which orders the two.
    private final class DataBox: @unchecked Sendable {
        var data = Data()
    }
}

/// Fixture books live in `Tests/Fixtures/books/<case>/`; each test works on a fresh copy in a temporary folder so
/// builds never write into the repository.
enum Fixtures {
    static let books = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/books")

    static func copy(_ name: String) throws -> URL {
        let destination = FileManager.default.temporaryDirectory
            .appendingPathComponent("notebook-e2e-\(name)-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: books.appendingPathComponent(name), to: destination)
        return destination
    }

    /// Every regular file under `directory`, relative path -> contents.
    static func files(in directory: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else { return files }
        while let path = enumerator.nextObject() as? String {
            let url = directory.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = try Data(contentsOf: url)
            }
        }
        return files
    }
}

/// Compares text with a snapshot file beside the fixture books (`Tests/Fixtures/books/__Snapshots__/<name>`, outside
/// the test target so SwiftPM does not take them for sources); `NOTEBOOK_RECORD_SNAPSHOTS=1` rewrites the snapshots
/// instead. A missing snapshot fails (and is written, to be reviewed and committed).
func assertSnapshot(_ text: String, named name: String, file: StaticString = #filePath, line: UInt = #line) {
    let url = Fixtures.books.appendingPathComponent("__Snapshots__/\(name)")
    let recording = ProcessInfo.processInfo.environment["NOTEBOOK_RECORD_SNAPSHOTS"] == "1"
    let existing = try? String(contentsOf: url, encoding: .utf8)
    if recording || existing == nil {
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: url)
        if !recording {
            XCTFail("no snapshot \(name) yet; recorded it, review and commit it", file: file, line: line)
        }
        return
    }
    guard let existing, existing != text else { return }
    let expectedLines = existing.components(separatedBy: "\n"), actualLines = text.components(separatedBy: "\n")
    let firstDifference = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(expectedLines.count, actualLines.count)
    let expectedLine = firstDifference < expectedLines.count ? expectedLines[firstDifference] : "<end>"
    let actualLine = firstDifference < actualLines.count ? actualLines[firstDifference] : "<end>"
    XCTFail("""
        snapshot \(name) differs at line \(firstDifference + 1) (NOTEBOOK_RECORD_SNAPSHOTS=1 to accept):
          expected: \(expectedLine)
          actual:   \(actualLine)
        """, file: file, line: line)
}
