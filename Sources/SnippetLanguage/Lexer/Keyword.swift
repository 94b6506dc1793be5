/// The reserved words of the two dialects and the `@`/`#` words the parser knows, spelled as in the source. A word
/// of the other dialect only is an identifier (`let` is a name in Objective-C, `typedef` one in Swift); an `@` or `#`
/// word is a keyword in either (the parser says where it does not belong).
enum Keyword: String, CaseIterable, Sendable {
    // Shared by C and Swift.
    case `if`, `else`, `for`, `while`, `do`, `switch`, `case`, `default`, `break`, `continue`, `return`, `struct`,
         `enum`, `static`
    // C only.
    case goto, sizeof, typedef, union, const, extern, inline, volatile, register, unsigned, signed, void
    case block = "__block", weakQualifier = "__weak", strongQualifier = "__strong", bridge = "__bridge", typeof,
         typeofExtension = "__typeof__"
    // Swift only.
    case `let`, `var`, `func`, `class`, `protocol`, `extension`, `import`, `in`, `repeat`, `guard`, `defer`, `try`,
         `catch`, `throw`, `throws`, `rethrows`, `as`, `is`, `nil`, `true`, `false`, `super`, `where`, `inout`,
         `subscript`, `operator`, `fallthrough`, `typealias`, `deinit`, `internal`, `fileprivate`, `private`,
         `public`, open, override, weak, unowned, lazy, mutating, nonmutating, final, convenience, required, async,
         await
    case selfValue = "self", selfType = "Self", initializer = "init"
    // Objective-C `@` words.
    case atInterface = "@interface", atImplementation = "@implementation", atEnd = "@end", atClass = "@class",
         atSynthesize = "@synthesize", atDynamic = "@dynamic", atProperty = "@property", atOptional = "@optional",
         atRequired = "@required", atAutoreleasepool = "@autoreleasepool", atTry = "@try", atThrow = "@throw",
         atSynchronized = "@synchronized", atCatch = "@catch", atFinally = "@finally", atSelector = "@selector",
         atEncode = "@encode", atProtocol = "@protocol", atYES = "@YES", atNO = "@NO", atTrue = "@true",
         atFalse = "@false"
    // Swift attributes and `#` words.
    case atIBAction = "@IBAction", atIBOutlet = "@IBOutlet", poundSelector = "#selector"

    /// Whether the word is reserved in `dialect`. `@` and `#` words are handled apart by the lexer.
    func isReserved(in dialect: Dialect) -> Bool {
        switch self {
        case .if, .else, .for, .while, .do, .switch, .case, .default, .break, .continue, .return, .struct, .enum,
             .static:
            return true
        case .goto, .sizeof, .typedef, .union, .const, .extern, .inline, .volatile, .register, .unsigned, .signed,
             .void, .block, .weakQualifier, .strongQualifier, .bridge, .typeof, .typeofExtension:
            return dialect == .objc
        case .poundSelector:
            return false
        default:
            return dialect == .swift && !isAtWord
        }
    }

    /// Every keyword by its spelling: one hash look-up per `@`/`#` word (a `String` raw value's `init(rawValue:)`
    /// compares the word with the spellings one after another). Plain words are looked up in `WordTable`.
    private static let bySpelling: [String: Keyword] = {
        var table: [String: Keyword] = [:]
        for keyword in allCases { table[keyword.rawValue] = keyword }
        return table
    }()

    /// The keyword spelled `word` (a reserved word or an `@`/`#` word), whatever the dialect.
    init?(spelling word: String) {
        guard let keyword = Self.bySpelling[word] else { return nil }
        self = keyword
    }

    /// `@interface`, `@IBOutlet`...
    var isAtWord: Bool {
        switch self {
        case .atInterface, .atImplementation, .atEnd, .atClass, .atSynthesize, .atDynamic, .atProperty, .atOptional,
             .atRequired, .atAutoreleasepool, .atTry, .atThrow, .atSynchronized, .atCatch, .atFinally, .atSelector,
             .atEncode, .atProtocol, .atYES, .atNO, .atTrue, .atFalse, .atIBAction, .atIBOutlet:
            return true
        default:
            return false
        }
    }
}

/// The punctuation of both dialects, spelled as in the source. The lexer takes the longest at the cursor.
enum Punctuator: String, CaseIterable, Sendable {
    case ellipsis = "...", halfOpenRange = "..<", shiftLeftAssign = "<<=", shiftRightAssign = ">>="
    case arrow = "->", increment = "++", decrement = "--", plusAssign = "+=", minusAssign = "-=", starAssign = "*=",
         slashAssign = "/=", percentAssign = "%=", ampersandAssign = "&=", pipeAssign = "|=", caretAssign = "^=",
         equal = "==", notEqual = "!=", lessOrEqual = "<=", greaterOrEqual = ">=", logicalAnd = "&&",
         logicalOr = "||", shiftLeft = "<<", shiftRight = ">>", nilCoalescing = "??"
    case plus = "+", minus = "-", star = "*", slash = "/", percent = "%", assign = "=", less = "<", greater = ">",
         exclamation = "!", ampersand = "&", pipe = "|", caret = "^", tilde = "~", question = "?", colon = ":",
         semicolon = ";", comma = ",", period = ".", leftParen = "(", rightParen = ")", leftBracket = "[",
         rightBracket = "]", leftBrace = "{", rightBrace = "}", at = "@", pound = "#"
    /// Objective-C literals: `@(…)`, `@[…]`, `@{…}`.
    case atLeftParen = "@(", atLeftBracket = "@[", atLeftBrace = "@{"
}
