import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Compares `text` with the snapshot file `Snapshots/<name>` beside this file; with `NOTEBOOK_RECORD_SNAPSHOTS=1`
/// in the environment it (re)writes the file instead and fails, so a recording run is never mistaken for a pass.
func assertSnapshot(_ text: String, named name: String, file: StaticString = #filePath, line: UInt = #line) {
    let directory = snapshotDirectory()
    let path = directory + "/" + name
    let recording = getenv("NOTEBOOK_RECORD_SNAPSHOTS").map { String(cString: $0) } == "1"
    if recording {
        if writeFile(path, text) {
            XCTFail("recorded snapshot \(name); run again without NOTEBOOK_RECORD_SNAPSHOTS", file: file, line: line)
        } else {
            XCTFail("could not write snapshot \(path)", file: file, line: line)
        }
        return
    }
    guard let expected = readFile(path) else {
        XCTFail("missing snapshot \(name); record it with NOTEBOOK_RECORD_SNAPSHOTS=1", file: file, line: line)
        return
    }
    if expected != text {
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var firstDifference = 0
        while firstDifference < min(expectedLines.count, actualLines.count),
              expectedLines[firstDifference] == actualLines[firstDifference] {
            firstDifference += 1
        }
        let expectedLine = firstDifference < expectedLines.count ? String(expectedLines[firstDifference]) : "<end>"
        let actualLine = firstDifference < actualLines.count ? String(actualLines[firstDifference]) : "<end>"
        XCTFail("snapshot \(name) differs at line \(firstDifference + 1):\n  expected: \(expectedLine)\n  actual:   \(actualLine)",
                file: file, line: line)
    }
}

private func snapshotDirectory(file: String = #filePath) -> String {
    var components = file.split(separator: "/", omittingEmptySubsequences: false)
    components.removeLast()
    return components.joined(separator: "/") + "/Snapshots"
}

private func readFile(_ path: String) -> String? {
    guard let handle = fopen(path, "rb") else { return nil }
    defer { fclose(handle) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = fread(&buffer, 1, buffer.count, handle)
        if count <= 0 { break }
        bytes.append(contentsOf: buffer[0..<count])
    }
    return String(decoding: bytes, as: UTF8.self)
}

private func writeFile(_ path: String, _ text: String) -> Bool {
    guard let handle = fopen(path, "wb") else { return false }
    defer { fclose(handle) }
    let bytes = Array(text.utf8)
    return fwrite(bytes, 1, bytes.count, handle) == bytes.count
}
