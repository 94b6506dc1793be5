import Foundation

/// The one tokenizing rule of search, for the index built here and (as `tokens` in `notebook.js`, which must follow
/// it exactly; `SiteSearchScriptTests` runs both on the same strings) for queries and highlighting in the page.
///
/// The text is put in Unicode normalization form C first, so that an accent typed precomposed or combining is the
/// same token. Then one pass over its Unicode scalars:
/// - a run of letters and numbers (`\p{L}\p{N}`) that are not CJK is a word: the word lowercased scalar by scalar
///   (full case mapping without context, which is what JavaScript gives for one code point), then, when it has
///   several, its camel-case parts lowercased (`CATransform3DMakeRotation` also yields `ca`, `transform3d`, `make`,
///   `rotation`). Words of one letter are tokens too, so that `rotation.z` finds the `z`.
/// - a run of CJK characters (Han, kana, Hangul) yields its character bigrams, since Chinese and Japanese have no
///   spaces between words; a lone character yields itself.
/// - anything else separates tokens.
enum SearchTokenizer {
    /// The tokens of `text`, in order of appearance, with repetitions (they count as term frequency).
    static func tokens(of text: String) -> [String] {
        var tokens: [String] = []
        forEachToken(in: text) { tokens.append($0) }
        return tokens
    }

    /// Calls `body` with each token of `text`, in the order `tokens(of:)` lists them.
    static func forEachToken(in text: String, _ body: (String) -> Void) {
        let scalars = normalized(text).unicodeScalars
        var wordStart: String.UnicodeScalarView.Index?
        var previousCJK: Unicode.Scalar?
        var cjkRunLength = 0

        func endWord(at end: String.UnicodeScalarView.Index) {
            guard let start = wordStart else { return }
            emitWord(scalars[start..<end], body)
            wordStart = nil
        }
        func endCJKRun() {
            if cjkRunLength == 1, let lone = previousCJK { body(String(lone)) }
            previousCJK = nil
            cjkRunLength = 0
        }

        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if scalar.isCJK {
                endWord(at: index)
                if let previous = previousCJK {
                    var bigram = String(previous)
                    bigram.unicodeScalars.append(scalar)
                    body(bigram)
                }
                previousCJK = scalar
                cjkRunLength += 1
            } else if isWordScalar(scalar) {
                endCJKRun()
                if wordStart == nil { wordStart = index }
            } else {
                endWord(at: index)
                endCJKRun()
            }
            scalars.formIndex(after: &index)
        }
        endWord(at: scalars.endIndex)
        endCJKRun()
    }

    /// The word lowercased, then its camel-case parts lowercased when it has more than one. (`lowercased()` maps
    /// each scalar on its own, without the context rules of final sigma: what JavaScript does for one code point.)
    private static func emitWord(_ word: Substring.UnicodeScalarView, _ body: (String) -> Void) {
        // Most words of prose are lower-case ASCII letters and digits: their own token, in one part, taken as they
        // are rather than copied, lowercased and searched for parts.
        if word.allSatisfy({ $0.isASCII && !isUppercase($0) }) {
            body(String(Substring(word)))
            return
        }
        body(Substring(word).lowercased())
        let starts = camelCasePartStarts(word)
        guard starts.count > 1 else { return }
        for (position, start) in starts.enumerated() {
            let end = position + 1 < starts.count ? starts[position + 1] : word.endIndex
            body(Substring(word[start..<end]).lowercased())
        }
    }

    /// Where the camel-case parts of `word` start (its start first): before an upper-case letter that follows a
    /// lower-case one, and before the last capital of a run of capitals followed by a lower-case letter
    /// (`CATransform3DMakeRotation` is `CA`, `Transform3D`, `Make`, `Rotation`).
    static func camelCasePartStarts(_ word: Substring.UnicodeScalarView) -> [Substring.UnicodeScalarView.Index] {
        var starts = [word.startIndex]
        var previous: Unicode.Scalar?
        var index = word.startIndex
        while index < word.endIndex {
            let scalar = word[index]
            let next = word.index(after: index)
            if let previous, isUppercase(scalar) {
                let nextIsLower = next < word.endIndex && isLowercase(word[next])
                if isLowercase(previous) || (isUppercase(previous) && nextIsLower) { starts.append(index) }
            }
            previous = scalar
            index = next
        }
        return starts
    }

    private static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? (0x41...0x5A).contains(scalar.value) : scalar.properties.isUppercase
    }

    private static func isLowercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? (0x61...0x7A).contains(scalar.value) : scalar.properties.isLowercase
    }

    /// `text` in normalization form C (an ASCII text is already).
    private static func normalized(_ text: String) -> String {
        text.utf8.contains(where: { $0 >= 0x80 }) ? text.precomposedStringWithCanonicalMapping : text
    }


    /// Letters and numbers in Unicode's sense, the `[\p{L}\p{N}]` class of the page script.
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }
}
