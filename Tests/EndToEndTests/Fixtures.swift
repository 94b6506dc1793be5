import Foundation
import NotebookTestSupport
import XCTest

/// The end-to-end tests run the real binary through the shared runner.
typealias NotebookProcess = NotebookBinary

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
/// the test target so SwiftPM does not take them for sources).
func assertSnapshot(_ text: String, named name: String, file: StaticString = #filePath, line: UInt = #line) {
    Snapshot.assertMatches(text, file: Fixtures.books.appendingPathComponent("__Snapshots__/\(name)"), name: name,
                           file: file, line: line)
}
