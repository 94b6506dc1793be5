import Diagnostics

/// One `hit (X, Y) -> VIEW` line of an `expect` block: a touch at that point of the root view (`self.view`'s
/// coordinates) must reach VIEW — what `[self.view hitTest:point withEvent:nil]` returns — or no view (`nil`).
public struct HitExpectation: Hashable, Sendable {
    /// The touch, in the root view's coordinates.
    public var point: ValuePoint
    /// `hit (160, 240)` as written, for the page's table and messages.
    public var subject: String
    /// The view the touch must reach as written (`self.faces[2]`); nil for `nil`, no view.
    public var view: String?
    /// Where `view` starts in the chapter, for evaluator diagnostics.
    public var viewOrigin: SourceOrigin
    /// Where the line starts (the `h` of `hit`).
    public var location: SourceLocation

    public init(point: ValuePoint, subject: String, view: String?, viewOrigin: SourceOrigin, location: SourceLocation) {
        self.point = point
        self.subject = subject
        self.view = view
        self.viewOrigin = viewOrigin
        self.location = location
    }

    /// The view as written on the line: the expression, or `nil`.
    public var viewText: String { view ?? "nil" }
}
