import Diagnostics

/// A `warning: TEXT` line: the listing must produce a warning whose message contains `text`.
public struct ExpectedWarning: Hashable, Sendable {
    public var text: String
    public var location: SourceLocation

    public init(text: String, location: SourceLocation) {
        self.text = text
        self.location = location
    }
}
