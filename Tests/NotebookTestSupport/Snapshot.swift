import Foundation
import XCTest

/// The one record switch of every pinned-output test: `NOTEBOOK_RECORD_SNAPSHOTS=1` rewrites snapshot files,
/// expected transcripts and spec examples from the current output instead of comparing, and the test then fails,
/// so a recording run is never mistaken for a pass. Each rewritten file is a claim: read its diff before committing.
public enum Snapshot {
    public static var isRecording: Bool {
        ProcessInfo.processInfo.environment["NOTEBOOK_RECORD_SNAPSHOTS"] == "1"
    }

    /// Compares `text` with the file at `url`; while recording (or when the file is missing) writes it instead.
    public static func assertMatches(_ text: String, file url: URL, name: String? = nil,
                                     file testFile: StaticString = #filePath, line: UInt = #line) {
        let label = name ?? url.lastPathComponent
        let existing = try? String(contentsOf: url, encoding: .utf8)
        if isRecording || existing == nil {
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let written = (try? Data(text.utf8).write(to: url)) != nil
            let verb = written ? "recorded" : "could not write"
            let advice = isRecording ? "run again without NOTEBOOK_RECORD_SNAPSHOTS" : "it was missing; review and commit it"
            XCTFail("\(verb) snapshot \(label); \(advice)", file: testFile, line: line)
            return
        }
        guard let existing, existing != text else { return }
        XCTFail("snapshot \(label) differs (NOTEBOOK_RECORD_SNAPSHOTS=1 to accept):\n" + firstDifference(existing, text),
                file: testFile, line: line)
    }

    /// The first line where `expected` and `actual` differ, both shown.
    public static func firstDifference(_ expected: String, _ actual: String) -> String {
        let expectedLines = expected.components(separatedBy: "\n"), actualLines = actual.components(separatedBy: "\n")
        let index = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(expectedLines.count, actualLines.count)
        let expectedLine = index < expectedLines.count ? expectedLines[index] : "<end>"
        let actualLine = index < actualLines.count ? actualLines[index] : "<end>"
        return "  at line \(index + 1)\n  expected: \(expectedLine)\n  actual:   \(actualLine)"
    }
}
