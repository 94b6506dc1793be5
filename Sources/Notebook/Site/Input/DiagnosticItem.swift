import Diagnostics

/// A diagnostic as a page shows it: severity, message, and where (`Chapters/03-affine.md:42:17`).
public struct DiagnosticItem: Sendable {
    public var severity: Severity
    public var message: String
    public var location: String

    public init(severity: Severity, message: String, location: String) {
        self.severity = severity
        self.message = message
        self.location = location
    }
}
