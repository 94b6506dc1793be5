import Diagnostics

/// What a build did: its diagnostics (warnings included) and how many chapters were rendered or reused.
public struct BuildOutcome: Sendable {
    public var diagnostics: [Diagnostic]
    public var chapterCount: Int
    public var renderedCount: Int
    public var cachedCount: Int
    public var succeeded = false
    /// The build was cancelled (`BookBuilder.build(cancellation:)`): nothing was written, and its diagnostics, which
    /// would be those of an interrupted evaluation, are dropped.
    public var wasCancelled = false
    public var bookTitle = ""
    public var language = "en"

    public init(diagnostics: [Diagnostic], chapterCount: Int, renderedCount: Int, cachedCount: Int) {
        self.diagnostics = diagnostics
        self.chapterCount = chapterCount
        self.renderedCount = renderedCount
        self.cachedCount = cachedCount
    }

    /// `built 3 chapters into Site/ (1 rendered, 2 unchanged)`.
    public func summary(outputName: String) -> String {
        let chapters = chapterCount == 1 ? "1 chapter" : "\(chapterCount) chapters"
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        var text = "built \(chapters) into \(outputName)/ (\(renderedCount) rendered, \(cachedCount) unchanged)"
        if warnings > 0 { text += ", \(warnings) warning\(warnings == 1 ? "" : "s")" }
        return text
    }
}
