import Diagnostics

/// A `scene` block: its text, for `SceneOverrides.parse`, and where that text starts.
public struct SceneBlock: Hashable, Sendable {
    public var text: String
    /// Line 1 column 1 of `text` in the chapter.
    public var origin: SourceOrigin
    public var range: MarkupRange

    public init(text: String, origin: SourceOrigin, range: MarkupRange) {
        self.text = text
        self.origin = origin
        self.range = range
    }
}
