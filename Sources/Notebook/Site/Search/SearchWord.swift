/// Reads the words of `SearchTokenizer` from a text's scalars: a word's lowercase, and where its camel-case parts
/// start in it. The word's token and its parts' tokens are then slices of one buffer, rather than the word copied,
/// checked, lowercased, and searched again for its parts.
///
/// Lowercasing maps each scalar on its own (`lowercaseMapping`, full case mapping without context, as
/// `String.lowercased()` and JavaScript for one code point do), so a part's lowercase is the slice of the word's
/// lowercase between where the part's first scalar and the next part's first scalar were written.
///
/// Most scalars of a word are their own lowercase (ASCII lower-case letters and digits): a run of them is copied
/// from the text in one piece when a scalar that lowercasing changes follows it, and not at all when the whole word
/// is its own lowercase, whose tokens are then views of the text itself. A word of ASCII lower-case letters and
/// digits only (most words of prose and code) is found in a pass of its own; any other word is read to its end in one
/// loop, its letter cases in local variables: a call and a byte appended for each scalar cost some 80 instructions a
/// scalar, most of a page's search index.
struct SearchWord {
    /// The letter case that decides camel-case parts (`Unicode.Scalar.Properties.isUppercase`/`isLowercase`), found
    /// with the scalar's kind (`SearchScalarKind`).
    enum LetterCase {
        case upper, lower, neither
    }

    /// The UTF-8 of the text the words are read from.
    private let text: [UInt8]
    /// The word's lowercase in UTF-8 up to its latest run of scalars that are their own lowercase; empty while the
    /// word is its own lowercase so far. Kept from word to word for its capacity.
    private var lowercased: [UInt8] = []
    /// Where the parts after the first start in the word's lowercase, in increasing order.
    private var laterPartStarts: [Int] = []

    /// Reads words from `text`, the UTF-8 of the text whose scalars `read` is given.
    init(in text: [UInt8]) {
        self.text = text
        // Room for the lowercase of a long identifier at once, rather than the buffer grown a few bytes at a time in
        // each text (some three reallocations a text).
        lowercased.reserveCapacity(64)
    }

    /// Reads the word that starts at `offset` in the text's UTF-8, up to the first scalar that is not a word's (or
    /// the end of the text), where it leaves `offset`. Then calls `body` with the UTF-8 of the word's token and, when
    /// it has several camel-case parts, of each part's token.
    ///
    /// A part starts at an upper-case letter that follows a lower-case one, and at the last capital of a run of
    /// capitals followed by a lower-case letter (`CATransform3DMakeRotation` is `CA`, `Transform3D`, `Make`,
    /// `Rotation`); the second kind is known when the lower-case letter arrives.
    mutating func read(at offset: inout Int, _ body: (ArraySlice<UInt8>) -> Void) {
        let wordStart = offset
        if let end = endOfLowercaseASCIIWord(at: offset) {
            offset = end
            body(text[wordStart..<end])
            return
        }
        // Where the run of scalars that are their own lowercase, not yet copied, starts: it ends at `offset`.
        var runStart = offset
        var previousCase = LetterCase.neither
        var caseBeforePrevious = LetterCase.neither
        // Where the previous scalar's lowercase starts in the word's lowercase.
        var previousStart = 0
        while offset < text.count {
            let scalar = SearchTokenizer.scalar(in: text, at: offset)
            guard case .word(let letterCase) = SearchScalarKind(of: scalar) else { break }
            let start = lowercased.count + (offset - runStart)
            if letterCase == .upper && previousCase == .lower {
                laterPartStarts.append(start)
            } else if letterCase == .lower && previousCase == .upper && caseBeforePrevious == .upper {
                laterPartStarts.append(previousStart)
            }
            let width = UTF8.width(scalar)
            if !scalar.isASCII || letterCase == .upper {
                lowercased.append(contentsOf: text[runStart..<offset])
                appendLowercase(of: scalar)
                runStart = offset + width
            }
            offset += width
            caseBeforePrevious = previousCase
            previousCase = letterCase
            previousStart = start
        }
        end(wordStart: wordStart, runStart: runStart, end: offset, body)
    }

    /// Where the word that starts at `start` ends, when it is ASCII lower-case letters and digits only, as most words
    /// of prose and code are: such a word is its own lowercase, of one part, and its token is a view of the text,
    /// found in a pass of a few instructions a byte. Nil for a word with a capital or a scalar that is not ASCII,
    /// which `read` reads again from its start, scalar by scalar.
    private func endOfLowercaseASCIIWord(at start: Int) -> Int? {
        var end = start
        while end < text.count, Self.isLowercaseLetterOrDigit(text[end]) { end += 1 }
        guard end < text.count else { return end }
        // A capital goes on with the word, as its next camel-case part.
        if (0x41...0x5A).contains(text[end]) { return nil }
        // A scalar that is not ASCII may go on with the word (an accented letter) or end it (a curly quote).
        if text[end] >= 0x80, case .word = SearchScalarKind(of: SearchTokenizer.scalar(in: text, at: end)) { return nil }
        return end
    }

    private static func isLowercaseLetterOrDigit(_ byte: UInt8) -> Bool {
        (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
    }

    // Apart and never inlined, so that the scalar properties and the string of a mapping stay out of the path of
    // ASCII letters: inlined into `read`, the resilient `Properties` had its metadata fetched on every word.
    @inline(never)
    private mutating func appendLowercase(of scalar: Unicode.Scalar) {
        if scalar.isASCII {
            // An ASCII capital: its lower-case letter is 0x20 above it.
            lowercased.append(UInt8(scalar.value) + 0x20)
        } else {
            lowercased.append(contentsOf: scalar.properties.lowercaseMapping.utf8)
        }
    }

    /// Gives the tokens of the word `text[wordStart..<end]`, whose lowercase is `lowercased` followed by
    /// `text[runStart..<end]`; then empties the buffers for the next word.
    private mutating func end(wordStart: Int, runStart: Int, end: Int, _ body: (ArraySlice<UInt8>) -> Void) {
        if lowercased.isEmpty {
            give(text[wordStart..<end], body)
        } else {
            lowercased.append(contentsOf: text[runStart..<end])
            give(lowercased[...], body)
            lowercased.removeAll(keepingCapacity: true)
        }
    }

    /// Gives `word`, the word's whole lowercase, then its parts'.
    private mutating func give(_ word: ArraySlice<UInt8>, _ body: (ArraySlice<UInt8>) -> Void) {
        body(word)
        guard !laterPartStarts.isEmpty else { return }
        var start = word.startIndex
        for partStart in laterPartStarts {
            let end = word.startIndex + partStart
            body(word[start..<end])
            start = end
        }
        body(word[start...])
        laterPartStarts.removeAll(keepingCapacity: true)
    }
}
