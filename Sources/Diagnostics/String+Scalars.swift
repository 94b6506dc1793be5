extension String {
    /// The text of `scalars`, encoded into UTF-8 bytes and decoded once (the snippet lexer's tokens, listing
    /// attributes): `unicodeScalars.append(contentsOf:)` went through unspecialised generic code, thousands of
    /// instructions for a two-letter name, and appending scalar by scalar costs about four times more than this.
    public init(scalars: ArraySlice<Unicode.Scalar>) {
        var utf8: [UInt8] = []
        utf8.reserveCapacity(scalars.count)
        for scalar in scalars { UTF8.encode(scalar) { utf8.append($0) } }
        self.init(decoding: utf8, as: UTF8.self)
    }
}
