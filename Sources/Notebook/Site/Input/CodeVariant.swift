/// The code of one language, as highlighted runs.
///
/// The code is kept whole, with where each run ends in its UTF-8 and the run's class: the page writes each run as a
/// slice of the code's UTF-8.
public struct CodeVariant: Sendable {
    /// `objc` or `swift`.
    public var language: String
    /// "Objective-C" or "Swift".
    public var displayName: String
    /// The code, exactly as the runs cover it (every character once, in order).
    public private(set) var code: String
    /// The runs, in order: each ends where the next starts; the last ends at the end of `code`.
    private(set) var runs: [CodeRun]
    /// The lines changed since a near-identical earlier listing of the chapter (`ChangedLines`), marked on the page.
    var changes: LineChanges?

    public init(language: String, displayName: String, spans: [CodeSpan]) {
        self.language = language
        self.displayName = displayName
        var code = ""
        var runs: [CodeRun] = []
        runs.reserveCapacity(spans.count)
        for span in spans {
            code += span.text
            runs.append(CodeRun(end: code.utf8.count, highlight: span.highlight))
        }
        self.code = code
        self.runs = runs
    }

    /// `runs` must end on character boundaries of `code`, in increasing order, the last at its end.
    init(language: String, displayName: String, code: String, runs: [CodeRun]) {
        precondition(runs.last.map { $0.end == code.utf8.count } ?? code.isEmpty, "the runs cover the code")
        self.language = language
        self.displayName = displayName
        self.code = code
        self.runs = runs
    }
}

/// One run of a `CodeVariant`: where it ends in the code's UTF-8, and its highlight class (nil for plain text).
struct CodeRun: Sendable, Hashable {
    var end: Int
    var highlight: CodeHighlight?
}

/// A run of code text and its highlight class (`keyword`, `number`, ... or nil for plain text).
public struct CodeSpan: Sendable, Hashable {
    public var text: String
    public var highlight: CodeHighlight?

    public init(_ text: String, highlight: CodeHighlight? = nil) {
        self.text = text
        self.highlight = highlight
    }
}
