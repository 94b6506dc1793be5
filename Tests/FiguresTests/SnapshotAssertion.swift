import Foundation
import NotebookTestSupport
import XCTest

/// Compares `text` with the snapshot file `Snapshots/<name>` beside this file (the shared helper, one record switch).
func assertSnapshot(_ text: String, named name: String, file: StaticString = #filePath, line: UInt = #line) {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    Snapshot.assertMatches(text, file: directory.appendingPathComponent(name), name: name, file: file, line: line)
}
