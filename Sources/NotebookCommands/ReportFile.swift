import ArgumentParser
import Foundation

/// The file of `verify --report`: its format comes from its name.
enum ReportFile {
    enum Format { case junit, json }

    static func format(of path: String) -> Format? {
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "xml": return .junit
        case "json": return .json
        default: return nil
        }
    }

    /// Writes atomically, so CI never reads half a report; a failure is an `error:` and exit status 1.
    static func write(_ text: String, to path: String) throws {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            printError("error: cannot write the report '\(path)': \(WriteFailureReason.of(error, writing: path))\n")
            throw ExitCode(1)
        }
    }
}
