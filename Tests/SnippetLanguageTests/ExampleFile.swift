import Foundation

/// One example of a spec-style file (cmark's spec.txt format): a fence line
/// ````````````````````````````````` example DIALECT NAME [key=value ...]`, the input, a line holding only `.`,
/// the expected output, and a closing fence. Lines outside examples are commentary.
struct Example {
    let file: String
    /// The line of the example's first input line in the file (1-based), so diagnostics point into the file.
    let inputLine: Int
    let dialect: String
    let name: String
    let attributes: [String: String]
    let input: String
    let expected: [String]

    var expectedText: String { expected.isEmpty ? "" : expected.joined(separator: "\n") + "\n" }
}

enum ExampleFile {
    static let fence = String(repeating: "`", count: 32)

    /// The folder of example files, copied into the test bundle.
    static var directory: URL {
        guard let url = Bundle.module.url(forResource: "Examples", withExtension: nil) else {
            fatalError("the Examples resource folder is missing from the test bundle")
        }
        return url
    }

    static func load(_ name: String) throws -> [Example] {
        let url = directory.appendingPathComponent(name)
        let text = try String(contentsOf: url, encoding: .utf8)
        return try parse(text, file: name)
    }

    static func allFiles(prefix: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix(prefix) && $0.hasSuffix(".txt") }.sorted()
    }

    struct FormatError: Error, CustomStringConvertible {
        let description: String
    }

    static func parse(_ text: String, file: String) throws -> [Example] {
        let lines = text.components(separatedBy: "\n")
        var examples: [Example] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            guard line.hasPrefix(fence + " example") else {
                index += 1
                continue
            }
            let header = line.dropFirst(fence.count + " example".count).split(separator: " ").map(String.init)
            guard header.count >= 2 else { throw FormatError(description: "\(file):\(index + 1): example needs a dialect and a name") }
            var attributes: [String: String] = [:]
            for word in header.dropFirst(2) {
                let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
                attributes[parts[0]] = parts.count > 1 ? parts[1] : ""
            }
            let start = index + 1
            var input: [String] = []
            index += 1
            while index < lines.count && lines[index] != "." {
                if lines[index] == fence { throw FormatError(description: "\(file):\(start): example without a '.' line") }
                input.append(lines[index])
                index += 1
            }
            index += 1
            var expected: [String] = []
            while index < lines.count && lines[index] != fence {
                expected.append(lines[index])
                index += 1
            }
            guard index < lines.count else { throw FormatError(description: "\(file):\(start): unterminated example") }
            index += 1
            examples.append(Example(file: file, inputLine: start + 1, dialect: header[0], name: header[1], attributes: attributes,
                                    input: input.joined(separator: "\n"), expected: expected))
        }
        return examples
    }
}
