/// What the highlighter knows about a name beyond its token kind, decided when the lexer looks the word up.
struct KnownWord: OptionSet, Hashable, Sendable {
    let rawValue: UInt8
    /// An Objective-C identifier that reads as a keyword (`self`, `YES`, `nonatomic`); only in the Objective-C table.
    static let objcKeyword = KnownWord(rawValue: 1)
    /// A type name of the table's dialect.
    static let typeOfDialect = KnownWord(rawValue: 2)
    /// A type name of either dialect.
    static let typeOfEitherDialect = KnownWord(rawValue: 4)

    /// Names the Objective-C highlighter colours as keywords although the language does not reserve them.
    static let objcKeywords: Set<String> = [
        "self", "super", "nil", "Nil", "NULL", "YES", "NO", "true", "false", "IBOutlet", "IBOutletCollection",
        "nonatomic", "atomic", "weak", "strong", "assign", "copy", "readonly", "readwrite", "in",
    ]
}

/// The words of one dialect the lexer and the highlighter know: its reserved words and the names the highlighter
/// colours. One hash look-up per identifier answers both (the reserved word, for the token's kind; what the
/// highlighter knows, carried on the token), instead of one look-up by the lexer and another by the highlighter.
struct WordTable {
    struct Entry {
        /// The reserved word of the dialect, nil for a name.
        var keyword: Keyword?
        var known: KnownWord = []
    }

    private var entries: [String: Entry] = [:]

    static let objc = WordTable(for: .objc)
    static let swift = WordTable(for: .swift)

    static func of(_ dialect: Dialect) -> WordTable {
        dialect == .objc ? objc : swift
    }

    init(for dialect: Dialect) {
        // `@` and `#` words are lexed apart (`Keyword(spelling:)`): only the reserved words of the dialect belong here.
        for keyword in Keyword.allCases where keyword.isReserved(in: dialect) {
            entries[keyword.rawValue, default: Entry()].keyword = keyword
        }
        if dialect == .objc {
            for name in KnownWord.objcKeywords { entries[name, default: Entry()].known.insert(.objcKeyword) }
        }
        for name in Names.typeNames(dialect) { entries[name, default: Entry()].known.insert(.typeOfDialect) }
        for name in Names.objcTypeNames.union(Names.swiftTypeNames) {
            entries[name, default: Entry()].known.insert(.typeOfEitherDialect)
        }
    }

    /// What the dialect knows of `word`: nothing (an ordinary name) when it is in no list.
    func entry(_ word: String) -> Entry {
        entries[word] ?? Entry()
    }
}
