/// A searchable piece of a page: a chapter's prose, or one listing.
public struct SearchEntry: Codable, Hashable, Sendable {
    /// What a result reads, e.g. "3. Affine transforms" or "Listing 3.2 Creating a compound transform".
    public var title: String
    /// Relative to the site root: `03-affine.html` or `03-affine.html#listing-compound`.
    public var url: String
    /// The plain text to index (no markup).
    public var text: String

    public init(title: String, url: String, text: String) {
        self.title = title
        self.url = url
        self.text = text
    }
}
