/// A run of CJK characters read one at a time by `SearchTokenizer`: each character after the first gives the bigram
/// it ends, and a run of one character gives that character when it ends. Tokens are given as UTF-8, like
/// `SearchWord`'s, from one buffer reused for each.
struct SearchCJKRun {
    private var previous: Unicode.Scalar?
    private var length = 0
    /// The UTF-8 of the token being given.
    private var token: [UInt8] = []

    /// Adds the run's next character.
    mutating func append(_ scalar: Unicode.Scalar, _ body: (ArraySlice<UInt8>) -> Void) {
        if let previous { give(previous, scalar, to: body) }
        previous = scalar
        length += 1
    }

    /// Gives a lone character as its token; then empties the run for the next one.
    mutating func end(_ body: (ArraySlice<UInt8>) -> Void) {
        if length == 1, let previous { give(previous, nil, to: body) }
        previous = nil
        length = 0
    }

    private mutating func give(_ first: Unicode.Scalar, _ second: Unicode.Scalar?, to body: (ArraySlice<UInt8>) -> Void) {
        token.removeAll(keepingCapacity: true)
        UTF8.encode(first) { token.append($0) }
        if let second { UTF8.encode(second) { token.append($0) } }
        body(token[...])
    }
}
