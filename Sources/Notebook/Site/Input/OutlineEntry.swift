/// A named anchor inside a chapter page: a section ("Radians and degrees" at `#section-radians-and-degrees`) or a
/// listing ("Listing 3.2 Creating a compound transform" at `#listing-compound`).
public struct OutlineEntry: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Hashable, Sendable {
        case section
        case listing
    }

    public var title: String
    public var anchor: String
    public var kind: Kind

    public init(title: String, anchor: String, kind: Kind = .listing) {
        self.title = title
        self.anchor = anchor
        self.kind = kind
    }
}
