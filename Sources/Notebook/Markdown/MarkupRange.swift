/// The span of a node, both ends inclusive as in cmark's `data-sourcepos` (the end is the last character).
public struct MarkupRange: Hashable, Sendable, CustomStringConvertible {
    public var start: MarkupPosition
    public var end: MarkupPosition

    public init(start: MarkupPosition, end: MarkupPosition) {
        self.start = start
        self.end = end
    }

    public var description: String { "\(start)-\(end)" }
}
