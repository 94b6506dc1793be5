import Diagnostics

/// Collects the diagnostics of one snippet, mapping snippet positions to the enclosing file through its origin.
///
/// Every message of the snippet language is a `SnippetDiagnostic` built by the catalog's factories
/// (`Diagnostics/*DiagnosticMessages*.swift`), which carries its stable `SnippetDiagnosticID`; the ids are documented in
/// `README.md`. Messages are lowercase with no final period.
struct DiagnosticSink {
    let origin: SourceOrigin
    private(set) var diagnostics: [Diagnostic] = []
    /// A cap so that garbage input cannot produce megabytes of diagnostics; the last one says how many were dropped.
    static let limit = 200
    private var dropped = 0

    init(origin: SourceOrigin) {
        self.origin = origin
    }

    var hasErrors: Bool { diagnostics.hasErrors }
    /// Errors reported so far (including ones beyond the cap), counted as they come.
    private(set) var errorCount = 0

    func location(_ position: SourcePosition) -> SourceLocation {
        origin.location(line: position.line, column: position.column)
    }

    private mutating func report(_ id: SnippetDiagnosticID, _ severity: Severity, _ message: String, at range: SourceRange, notes: [Diagnostic.Note] = []) {
        let diagnostic = Diagnostic(id: id.rawValue, severity: severity, message: message, at: location(range.start),
                                    length: range.caretLength, notes: notes)
        if severity == .error { errorCount += 1 }
        if diagnostics.contains(diagnostic) { return }
        if diagnostics.count >= Self.limit {
            dropped += 1
            return
        }
        diagnostics.append(diagnostic)
    }

    /// Reports a catalogued error (`SnippetDiagnostic`'s factories) at `range`; `notes` (located in the source) follow
    /// the message's own.
    mutating func error(_ diagnostic: SnippetDiagnostic, at range: SourceRange, notes: [Diagnostic.Note] = []) {
        report(diagnostic.id, .error, diagnostic.message, at: range, notes: diagnostic.notes + notes)
    }

    /// Reports a catalogued warning at `range`.
    mutating func warning(_ diagnostic: SnippetDiagnostic, at range: SourceRange, notes: [Diagnostic.Note] = []) {
        report(diagnostic.id, .warning, diagnostic.message, at: range, notes: diagnostic.notes + notes)
    }

    /// A diagnostic located outside the snippet (an `events` block's line).
    mutating func report(_ diagnostic: Diagnostic) {
        if diagnostic.severity == .error { errorCount += 1 }
        append(contentsOf: [diagnostic])
    }

    mutating func append(contentsOf other: [Diagnostic]) {
        for diagnostic in other {
            if diagnostics.count >= Self.limit {
                dropped += 1
            } else if !diagnostics.contains(diagnostic) {
                diagnostics.append(diagnostic)
            }
        }
    }

    /// The diagnostics, with a final note-like error when some were dropped.
    func finished() -> [Diagnostic] {
        guard dropped > 0, let last = diagnostics.last else { return diagnostics }
        var all = diagnostics
        let tooMany = SnippetDiagnostic.tooManyDiagnostics(dropped: dropped)
        all.append(Diagnostic(id: tooMany.id.rawValue, severity: .error, message: tooMany.message, at: last.location))
        return all
    }
}

/// "; did you mean 'X'?" when a known name is close to the unknown one, else the empty string.
func didYouMean<S: Sequence>(_ name: String, in candidates: S) -> String where S.Element == String {
    // One- and two-letter names are too short for a suggestion to be more than noise (`n` is not a typo of `NO`).
    guard name.count >= 3, let suggestion = NameSuggestion.closest(to: name, in: candidates) else { return "" }
    return "; did you mean '\(suggestion)'?"
}
