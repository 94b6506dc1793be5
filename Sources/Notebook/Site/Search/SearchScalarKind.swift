/// What `SearchTokenizer` does with a scalar, found once for it: an ASCII scalar by its value alone, any other by
/// its Unicode properties. The same look-up gives a word scalar's letter case, which `SearchWord` needs for its
/// camel-case parts, so an ASCII letter is never looked up in the property tables.
enum SearchScalarKind: Equatable {
    /// A letter or number in Unicode's sense (the `[\p{L}\p{N}]` class of the page script) that is not CJK.
    case word(SearchWord.LetterCase)
    /// Kana, a CJK ideograph or a Hangul syllable (`Unicode.Scalar.isCJK`): read as bigrams.
    case cjk
    /// Anything else: it ends a word or a CJK run.
    case separator

    init(of scalar: Unicode.Scalar) {
        switch scalar.value {
        case 0x41...0x5A: self = .word(.upper)
        case 0x61...0x7A: self = .word(.lower)
        case 0x30...0x39: self = .word(.neither)
        case 0..<0x80: self = .separator
        default: self = SearchScalarKind(ofNonASCII: scalar)
        }
    }

    // Never inlined: inlined into `SearchWord.read`'s loop, the standard library's resilient `GeneralCategory` and
    // `Properties` had their metadata fetched and stack space made for them on every call, some 90 instructions a
    // word, though most words have no scalar that is not ASCII.
    @inline(never)
    private init(ofNonASCII scalar: Unicode.Scalar) {
        if scalar.isCJK {
            self = .cjk
            return
        }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber:
            // The case properties, not the general category: a Roman numeral (Nl) is upper-case too.
            self = .word(properties.isUppercase ? .upper : properties.isLowercase ? .lower : .neither)
        default:
            self = .separator
        }
    }
}
