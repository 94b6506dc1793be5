extension String {
    /// The text of `scalars`, encoded into UTF-8 bytes and decoded once (as the snippet lexer builds its tokens'
    /// text): `unicodeScalars.append(contentsOf:)` went through unspecialised generic code, thousands of instructions
    /// for a two-letter attribute name, and appending scalar by scalar costs about four times more than this.
    init(scalars: ArraySlice<Unicode.Scalar>) {
        var utf8: [UInt8] = []
        utf8.reserveCapacity(scalars.count)
        for scalar in scalars { UTF8.encode(scalar) { utf8.append($0) } }
        self.init(decoding: utf8, as: UTF8.self)
    }
}
