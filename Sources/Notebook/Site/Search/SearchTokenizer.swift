import Foundation

/// The one tokenizing rule of search, for the index built here and (as `tokens` in `notebook.js`, which must follow
/// it exactly; `SiteSearchScriptTests` runs both on the same strings) for queries and highlighting in the page.
///
/// The text is put in Unicode normalization form C first, so that an accent typed precomposed or combining is the
/// same token. Then one pass over its Unicode scalars:
/// - a run of letters and numbers (`\p{L}\p{N}`) that are not CJK is a word: the word lowercased scalar by scalar
///   (full case mapping without context, which is what JavaScript gives for one code point), then, when it has
///   several, its camel-case parts lowercased (`CATransform3DMakeRotation` also yields `ca`, `transform3d`, `make`,
///   `rotation`). A part starts at an upper-case letter (`\p{Uppercase}`) that follows a lower-case one
///   (`\p{Lowercase}`), and at the last of a run of upper-case letters followed by a lower-case one (`SearchWord`).
///   Words of one letter are tokens too, so that `rotation.z` finds the `z`.
/// - a run of CJK characters (Han, kana, Hangul) yields its character bigrams, since Chinese and Japanese have no
///   spaces between words; a lone character yields itself.
/// - anything else separates tokens.
enum SearchTokenizer {
    /// The tokens of `text`, in order of appearance, with repetitions (they count as term frequency).
    static func tokens(of text: String) -> [String] {
        var tokens: [String] = []
        forEachToken(in: text) { tokens.append(String(decoding: $0, as: UTF8.self)) }
        return tokens
    }

    /// Calls `body` with the UTF-8 of each token of `text`, in the order `tokens(of:)` lists them: a view of the
    /// text's UTF-8 or of a buffer that the next token overwrites (so valid during the call only), so that a token
    /// that is looked up needs no string of its own.
    static func forEachToken(in text: String, _ body: (ArraySlice<UInt8>) -> Void) {
        // One pass over the text's UTF-8, a scalar decoded only where a byte is not ASCII: the string's own scalar
        // iteration cost more than the rest of the tokenizing.
        let utf8 = normalizedUTF8(text)
        var words = SearchWord(in: utf8)
        var cjkRun = SearchCJKRun()
        var offset = 0
        while offset < utf8.count {
            let scalar = Self.scalar(in: utf8, at: offset)
            switch SearchScalarKind(of: scalar) {
            case .word:
                cjkRun.end(body)
                // The word is read to its end: what follows it is a CJK character or a separator.
                words.read(at: &offset, body)
                continue
            case .cjk:
                cjkRun.append(scalar, body)
            case .separator:
                cjkRun.end(body)
            }
            offset += UTF8.width(scalar)
        }
        cjkRun.end(body)
    }

    /// The scalar whose UTF-8 starts at `offset` in `utf8`, which is a string's (so valid). Inlined, so that an
    /// ASCII byte (most of a text) costs no call; the decoding of any other is a function apart.
    @inline(__always)
    static func scalar(in utf8: [UInt8], at offset: Int) -> Unicode.Scalar {
        let byte = utf8[offset]
        return byte < 0x80 ? Unicode.Scalar(byte) : decodedScalar(in: utf8, at: offset)
    }

    private static func decodedScalar(in utf8: [UInt8], at offset: Int) -> Unicode.Scalar {
        var bytes = utf8[offset...].makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        guard case .valid(let encoded) = parser.parseScalar(from: &bytes) else {
            preconditionFailure("a string's UTF-8 is valid")
        }
        return Unicode.UTF8.decode(encoded)
    }

    /// The UTF-8 of `text` in normalization form C. Most texts are already, and are left as they are without asking
    /// Foundation (which costs more than tokenizing a short title): those whose every scalar `keepsAnyTextInNFC`,
    /// which an ASCII text (most are) is known to be from its bytes, without its scalars being decoded.
    private static func normalizedUTF8(_ text: String) -> [UInt8] {
        let utf8 = Array(text.utf8)
        if utf8.allSatisfy({ $0 < 0x80 }) || text.unicodeScalars.allSatisfy(keepsAnyTextInNFC) { return utf8 }
        return Array(text.precomposedStringWithCanonicalMapping.utf8)
    }

    /// Whether `scalar` is one that neither decomposes canonically, nor is reordered, nor composes with a neighbour,
    /// so that a text of such scalars only is in normalization form C: every scalar below U+0300 (Latin, Greek
    /// spacing marks), and the general punctuation U+2010–U+205E (dashes, quotes, `…`, `›` of section titles).
    /// `SearchIndexTests` checks every pair of them against Foundation.
    static func keepsAnyTextInNFC(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x300 || (0x2010...0x205E).contains(scalar.value)
    }
}
