/// One computed value: its name as the listing spells it, and its MathML (written by Figures, already escaped).
public struct ValueItem: Sendable {
    public var name: String
    public var mathML: String
    /// The earlier listing of the page that shows the same value under the same name (`RepeatedValues`): the page
    /// links to it instead of repeating the markup.
    public var shownEarlier: EarlierListing?

    public struct EarlierListing: Sendable, Hashable {
        /// "5.2"
        public var number: String
        public var anchor: String
    }

    public init(name: String, mathML: String) {
        self.name = name
        self.mathML = mathML
    }
}
