import Foundation
import XCTest
@testable import Notebook

/// The running binary's file, found without `Bundle.main` (which lists the binary's folder).
final class RunningExecutableTests: XCTestCase {
    func testItIsTheFileTheProcessRuns() throws {
        let url = try XCTUnwrap(RunningExecutable.url)
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: url.path), url.path)
        XCTAssertEqual(url.path, try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        XCTAssertEqual(url.path, url.resolvingSymlinksInPath().path, "links are resolved")
    }
}
