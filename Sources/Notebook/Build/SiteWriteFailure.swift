import Diagnostics
import Foundation

/// The diagnostic of a build that could not write its site (staging folder, page, link, swap).
enum SiteWriteFailure {
    static func diagnostic(_ error: Error, output: URL) -> Diagnostic {
        Diagnostic(id: "build.write-failed", message: "cannot write the site: \(error)",
                   at: SourceLocation(file: output.path, line: 1, column: 1))
    }
}
