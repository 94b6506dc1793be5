/// What a link to a listing or its figure in a chapter resolves against.
public struct ListingAnchors: Hashable, Sendable {
    public var anchor: String
    public var label: String
    public var id: String?
    public var figureAnchor: String?
    public var figureLabel: String?

    public init(anchor: String, label: String, id: String?, figureAnchor: String?, figureLabel: String?) {
        self.anchor = anchor
        self.label = label
        self.id = id
        self.figureAnchor = figureAnchor
        self.figureLabel = figureLabel
    }
}
