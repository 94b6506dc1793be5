import Foundation

/// One folder of `Tests/HostileInputTests/Cases/`: a tiny book that tries to break `notebook`, and the exact result
/// the real binary must give on it.
///
/// Besides the book itself (`notebook.toml`, `Chapters/`), a case folder may hold:
/// - `expected.txt`: the pinned result (exit status, stdout, stderr), written by `NOTEBOOK_RECORD_SNAPSHOTS=1`;
/// - `command`: `verify` (the default) or `build`, optionally with options (`verify --format junit`);
/// - `forbidden`: one string per line that must not appear (case-insensitively) in any written `.html` file;
/// - `required`: one string per line that must appear in the written `Site/` (the escaped form of what was injected).
/// Inputs too large or too strange to commit (a 1 MB line, a symbolic link to /etc/passwd) are made by
/// `HostileCaseGenerators` when the case is copied.
struct HostileCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Cases")
    /// Files of the case folder that are about the case, not part of the book.
    static let metadataFiles: Set<String> = ["expected.txt", "command", "forbidden", "required"]

    var name: String
    var directory: URL

    static func all() throws -> [HostileCase] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { !$0.hasPrefix(".") }
            .sorted()
            .map { HostileCase(name: $0, directory: folder.appendingPathComponent($0)) }
    }

    var command: String {
        (try? String(contentsOf: directory.appendingPathComponent("command"), encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? "verify"
    }

    var arguments: [String] {
        command.split(separator: " ").map(String.init)
    }

    var expectedURL: URL { directory.appendingPathComponent("expected.txt") }

    func lines(of file: String) -> [String] {
        guard let text = try? String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8) else { return [] }
        return text.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    }

    /// Copies the book (without the case's own files) to `sandbox/book`, then runs the case's generator, if any.
    func materialize(in sandbox: URL) throws -> URL {
        let book = sandbox.appendingPathComponent("book")
        try FileManager.default.createDirectory(at: book, withIntermediateDirectories: true)
        for entry in try FileManager.default.contentsOfDirectory(atPath: directory.path) where !Self.metadataFiles.contains(entry) {
            try FileManager.default.copyItem(at: directory.appendingPathComponent(entry), to: book.appendingPathComponent(entry))
        }
        try HostileCaseGenerators.all[name]?(book, sandbox)
        return book
    }
}

/// Every regular file and symbolic link under `directory` (not following links), relative path -> a digest of its
/// contents (or link target), for before/after comparisons.
func listing(of directory: URL) -> [String: String] {
    var result: [String: String] = [:]
    guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else { return result }
    while let path = enumerator.nextObject() as? String {
        let url = directory.appendingPathComponent(path)
        if let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: url.path) {
            result[path] = "link -> " + destination
            enumerator.skipDescendants()
            continue
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
        if isDirectory.boolValue {
            result[path + "/"] = "folder"
        } else if let data = FileManager.default.contents(atPath: url.path) {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in data { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            result[path] = "\(data.count) bytes, fnv \(String(hash, radix: 16))"
        }
    }
    return result
}
