/// A word of `SearchTokenizer` read one scalar at a time: its lowercased UTF-8, and where its camel-case parts start
/// in it. The word's token and its parts' tokens are then slices of one buffer, rather than the word copied, checked,
/// lowercased, and searched again for its parts.
///
/// Lowercasing maps each scalar on its own (`lowercaseMapping`, full case mapping without context, as
/// `String.lowercased()` and JavaScript for one code point do), so a part's lowercase is the slice of the word's
/// lowercase between where the part's first scalar and the next part's first scalar were written.
struct SearchWord {
    /// The letter case that decides camel-case parts (`Unicode.Scalar.Properties.isUppercase`/`isLowercase`), found
    /// with the scalar's kind (`SearchScalarKind`).
    enum LetterCase {
        case upper, lower, neither
    }

    /// The word so far, lowercased, in UTF-8.
    private var lowercased: [UInt8] = []
    /// Where the parts after the first start in `lowercased`, in increasing order.
    private var laterPartStarts: [Int] = []
    private var previousCase = LetterCase.neither
    private var caseBeforePrevious = LetterCase.neither
    /// Where the previous scalar's lowercase starts in `lowercased`.
    private var previousStart = 0

    /// Adds the word's next scalar, of the letter case its `SearchScalarKind` gave. A part starts at an upper-case
    /// letter that follows a lower-case one, and at the last capital of a run of capitals followed by a lower-case
    /// letter (`CATransform3DMakeRotation` is `CA`, `Transform3D`, `Make`, `Rotation`); the second kind is known
    /// when the lower-case letter arrives.
    mutating func append(_ scalar: Unicode.Scalar, _ letterCase: LetterCase) {
        let start = lowercased.count
        if letterCase == .upper && previousCase == .lower {
            laterPartStarts.append(start)
        } else if letterCase == .lower && previousCase == .upper && caseBeforePrevious == .upper {
            laterPartStarts.append(previousStart)
        }
        if scalar.isASCII {
            // ASCII capitals are 0x20 below their lower-case letters.
            let byte = UInt8(scalar.value)
            lowercased.append(letterCase == .upper ? byte + 0x20 : byte)
        } else {
            appendLowercase(ofNonASCII: scalar)
        }
        caseBeforePrevious = previousCase
        previousCase = letterCase
        previousStart = start
    }

    // Apart, so that the scalar properties and the string of a mapping stay out of the path of ASCII letters.
    private mutating func appendLowercase(ofNonASCII scalar: Unicode.Scalar) {
        lowercased.append(contentsOf: scalar.properties.lowercaseMapping.utf8)
    }

    /// Calls `body` with the UTF-8 of the word's token, then, when it has several camel-case parts, of each part's
    /// token; then empties the word for the next one.
    mutating func end(_ body: (ArraySlice<UInt8>) -> Void) {
        guard !lowercased.isEmpty else { return }
        body(lowercased[...])
        if !laterPartStarts.isEmpty {
            var start = 0
            for end in laterPartStarts {
                body(lowercased[start..<end])
                start = end
            }
            body(lowercased[start...])
            laterPartStarts.removeAll(keepingCapacity: true)
        }
        lowercased.removeAll(keepingCapacity: true)
        previousCase = .neither
        caseBeforePrevious = .neither
        previousStart = 0
    }
}
