import Diagnostics
import Foundation

/// The diagnostic of a build that could not write its site (staging folder, page, link, swap).
enum SiteWriteFailure {
    static func diagnostic(_ error: Error, output: URL) -> Diagnostic {
        Diagnostic(id: "build.write-failed", message: "cannot write the site: \(reason(error))",
                   at: SourceLocation(file: output.path, line: 1, column: 1))
    }

    /// Foundation's errors (making the staging folder) described by the path and the system's reason; their own
    /// description is a dump of domains, codes and user-info dictionaries.
    static func reason(_ error: Error) -> String {
        guard let cocoa = error as? CocoaError else { return "\(error)" }
        let path = cocoa.userInfo[NSFilePathErrorKey] as? String
        let cause = SystemErrorReason.of(cocoa) ?? cocoa.underlying.map { "\($0)" } ?? cocoa.localizedDescription
        return path.map { "cannot create '\($0)': \(cause)" } ?? cause
    }
}
