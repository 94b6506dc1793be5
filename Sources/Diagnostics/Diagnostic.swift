/// How serious a diagnostic is. Errors fail a build or a verify run; warnings are printed and kept on the page.
public enum Severity: String, Hashable, Sendable, Comparable {
    case error
    case warning
    case note

    private var rank: Int {
        switch self {
        case .error: return 0
        case .warning: return 1
        case .note: return 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// One problem found in the input, as data. It is rendered to text in exactly one place: `DiagnosticFormatter`.
///
/// `id` is stable (tests and tools match on it); `message` is lowercase with no final period, following the
/// swift-syntax and clang style.
public struct Diagnostic: Hashable, Sendable {
    public struct Note: Hashable, Sendable {
        public var message: String
        public var location: SourceLocation?

        public init(_ message: String, at location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }
    }

    public var id: String
    public var severity: Severity
    public var message: String
    public var location: SourceLocation
    /// How many characters the caret underlines, starting at `location.column`; at least 1.
    public var length: Int
    public var notes: [Note]

    public init(
        id: String,
        severity: Severity = .error,
        message: String,
        at location: SourceLocation,
        length: Int = 1,
        notes: [Note] = []
    ) {
        self.id = id
        self.severity = severity
        self.message = message
        self.location = location
        self.length = max(1, length)
        self.notes = notes
    }
}

extension Diagnostic: Comparable {
    /// Diagnostics sort by position, then severity, then text, so every run prints them in the same order.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
        return (lhs.id, lhs.message) < (rhs.id, rhs.message)
    }
}

extension Array where Element == Diagnostic {
    public var hasErrors: Bool { contains { $0.severity == .error } }
}
