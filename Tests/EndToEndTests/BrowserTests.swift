import Foundation
import XCTest

/// Opens built pages from `file://` in headless Chromium (when installed: `scripts/setup.sh browser`): the scripts
/// must run without a single error with no server at all, as a reader opening Site/index.html would.
final class BrowserTests: XCTestCase {
    private func chromium() throws -> URL {
        for path in ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        where FileManager.default.isExecutableFile(atPath: path) {
            return URL(fileURLWithPath: path)
        }
        throw XCTSkip("chromium is not installed (scripts/setup.sh browser)")
    }

    func testPagesRunTheirScriptsFromFileURLsWithoutErrors() throws {
        let browser = try chromium()
        let book = try Fixtures.copy("basic")
        XCTAssertEqual(try NotebookProcess.run(["build"], in: book).status, 0)
        for page in ["index.html", "01-affine.html", "02-perspective.html"] {
            let profile = FileManager.default.temporaryDirectory.appendingPathComponent("notebook-chromium-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: profile) }
            let process = Process()
            process.executableURL = browser
            process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr", "--v=0",
                                 "--user-data-dir=" + profile.path, "--dump-dom",
                                 book.appendingPathComponent("Site/" + page).absoluteString]
            let output = Pipe()
            let log = profile.appendingPathComponent("stderr.txt")
            try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: log.path, contents: nil)
            process.standardOutput = output
            process.standardError = try FileHandle(forWritingTo: log)
            try process.run()
            let dom = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertTrue(dom.contains("<html lang=\"en\" class=\"js\" data-language=\"objc\">"), "\(page): scripts did not run")
            let errorData = try Data(contentsOf: log)
            let console = String(decoding: errorData, as: UTF8.self).split(separator: "\n").filter { $0.contains(":CONSOLE") }
            XCTAssertEqual(console.filter { $0.contains("Uncaught") || $0.contains("Error") }, [], "\(page): script errors")
        }
    }
}
