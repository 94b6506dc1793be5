/// A link into another chapter (`02-vectors.md#listing-dot`) and its resolution.
public struct ResolvedImport: Hashable, Sendable {
    public var chapterName: String
    public var fragment: String
    public var label: String
    public var anchor: String

    public init(chapterName: String, fragment: String, label: String, anchor: String) {
        self.chapterName = chapterName
        self.fragment = fragment
        self.label = label
        self.anchor = anchor
    }
}
