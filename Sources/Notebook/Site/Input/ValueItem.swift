/// One computed value: its name as the listing spells it, and its MathML (written by Figures, already escaped).
public struct ValueItem: Sendable {
    public var name: String
    /// The MathML as UTF-8, as Figures wrote it (`ValueMarkup.mathBytes`): the page copies it as it is and
    /// `RepeatedValues` compares it byte for byte, so it is never made a `String`.
    public var mathMLBytes: [UInt8]
    /// The earlier listing of the page that shows the same value under the same name (`RepeatedValues`): the page
    /// links to it instead of repeating the markup.
    public var shownEarlier: EarlierListing?

    public struct EarlierListing: Sendable, Hashable {
        /// "5.2"
        public var number: String
        public var anchor: String
    }

    public init(name: String, mathMLBytes: [UInt8]) {
        self.name = name
        self.mathMLBytes = mathMLBytes
    }

    public init(name: String, mathML: String) {
        self.init(name: name, mathMLBytes: Array(mathML.utf8))
    }
}
