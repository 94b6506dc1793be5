extension Unicode.Scalar {
    /// Kana, CJK ideographs and Hangul syllables: scripts written without spaces between words, which section slugs
    /// keep whole and the search index splits into bigrams.
    var isCJK: Bool {
        switch value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0x20000...0x2FFFF:
            return true
        default:
            return false
        }
    }
}
