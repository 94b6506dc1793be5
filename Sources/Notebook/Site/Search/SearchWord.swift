/// A word of `SearchTokenizer` read one scalar at a time from its text's UTF-8: its lowercase, and where its
/// camel-case parts start in it. The word's token and its parts' tokens are then slices of one buffer, rather than
/// the word copied, checked, lowercased, and searched again for its parts.
///
/// Lowercasing maps each scalar on its own (`lowercaseMapping`, full case mapping without context, as
/// `String.lowercased()` and JavaScript for one code point do), so a part's lowercase is the slice of the word's
/// lowercase between where the part's first scalar and the next part's first scalar were written.
///
/// Most scalars of a word are their own lowercase (ASCII lower-case letters and digits): a run of them is copied
/// from the text in one piece when a scalar that lowercasing changes follows it, and not at all when the whole word
/// is its own lowercase, whose tokens are then views of the text itself. Copied byte by byte, the word cost some
/// 80 instructions a scalar, most of a page's search index.
struct SearchWord {
    /// The letter case that decides camel-case parts (`Unicode.Scalar.Properties.isUppercase`/`isLowercase`), found
    /// with the scalar's kind (`SearchScalarKind`).
    enum LetterCase {
        case upper, lower, neither
    }

    /// The UTF-8 of the text the word is read from.
    private let text: [UInt8]
    /// The word's lowercase in UTF-8, up to its pending run; empty while the word is its own lowercase so far.
    private var lowercased: [UInt8] = []
    /// The run of the word's latest scalars that are their own lowercase, as a range of `text` not yet copied into
    /// `lowercased`; empty when there is none.
    private var pending = 0..<0
    /// Where the parts after the first start in the word's lowercase, in increasing order.
    private var laterPartStarts: [Int] = []
    private var previousCase = LetterCase.neither
    private var caseBeforePrevious = LetterCase.neither
    /// Where the previous scalar's lowercase starts in the word's lowercase.
    private var previousStart = 0

    /// A word read from `text`, the UTF-8 of the text that `append` gives the scalars of.
    init(in text: [UInt8]) {
        self.text = text
    }

    /// The length of the word's lowercase so far.
    private var length: Int { lowercased.count + pending.count }

    /// Adds the word's next scalar, of the letter case its `SearchScalarKind` gave, which is `text[range]`. A part
    /// starts at an upper-case letter that follows a lower-case one, and at the last capital of a run of capitals
    /// followed by a lower-case letter (`CATransform3DMakeRotation` is `CA`, `Transform3D`, `Make`, `Rotation`);
    /// the second kind is known when the lower-case letter arrives.
    mutating func append(_ scalar: Unicode.Scalar, _ letterCase: LetterCase, at range: Range<Int>) {
        let start = length
        if letterCase == .upper && previousCase == .lower {
            laterPartStarts.append(start)
        } else if letterCase == .lower && previousCase == .upper && caseBeforePrevious == .upper {
            laterPartStarts.append(previousStart)
        }
        if scalar.isASCII && letterCase != .upper {
            pending = (pending.isEmpty ? range.lowerBound : pending.lowerBound)..<range.upperBound
        } else {
            copyPending()
            appendLowercase(of: scalar, letterCase)
        }
        caseBeforePrevious = previousCase
        previousCase = letterCase
        previousStart = start
    }

    private mutating func copyPending() {
        guard !pending.isEmpty else { return }
        lowercased.append(contentsOf: text[pending])
        pending = 0..<0
    }

    // Apart, so that the scalar properties and the string of a mapping stay out of the path of ASCII letters.
    private mutating func appendLowercase(of scalar: Unicode.Scalar, _ letterCase: LetterCase) {
        if scalar.isASCII {
            // An ASCII capital: its lower-case letter is 0x20 above it.
            lowercased.append(UInt8(scalar.value) + 0x20)
        } else {
            lowercased.append(contentsOf: scalar.properties.lowercaseMapping.utf8)
        }
    }

    /// Calls `body` with the UTF-8 of the word's token, then, when it has several camel-case parts, of each part's
    /// token; then empties the word for the next one.
    mutating func end(_ body: (ArraySlice<UInt8>) -> Void) {
        if lowercased.isEmpty {
            guard !pending.isEmpty else { return }
            give(text[pending], body)
        } else {
            copyPending()
            give(lowercased[...], body)
            lowercased.removeAll(keepingCapacity: true)
        }
        pending = 0..<0
        previousCase = .neither
        caseBeforePrevious = .neither
        previousStart = 0
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
