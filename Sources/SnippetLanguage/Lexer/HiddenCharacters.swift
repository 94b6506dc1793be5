/// Characters that make a listing read differently from how it runs ("Trojan Source", CVE-2021-42574): the
/// bidirectional controls, which reorder how a comment or string is displayed, and the invisible characters, which
/// join or split names without a trace (`x\u{200D}y` is not `xy`). Each one is an error at its column, wherever it
/// is, as rustc does for the bidirectional ones.
enum HiddenCharacters {
    /// The name of a hidden character, or nil for any other. A byte-order mark is only hidden past the start.
    static func name(of scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x202A: return "LEFT-TO-RIGHT EMBEDDING"
        case 0x202B: return "RIGHT-TO-LEFT EMBEDDING"
        case 0x202C: return "POP DIRECTIONAL FORMATTING"
        case 0x202D: return "LEFT-TO-RIGHT OVERRIDE"
        case 0x202E: return "RIGHT-TO-LEFT OVERRIDE"
        case 0x2066: return "LEFT-TO-RIGHT ISOLATE"
        case 0x2067: return "RIGHT-TO-LEFT ISOLATE"
        case 0x2068: return "FIRST STRONG ISOLATE"
        case 0x2069: return "POP DIRECTIONAL ISOLATE"
        case 0x200B: return "ZERO WIDTH SPACE"
        case 0x200C: return "ZERO WIDTH NON-JOINER"
        case 0x200D: return "ZERO WIDTH JOINER"
        case 0x2060: return "WORD JOINER"
        case 0xFEFF: return "ZERO WIDTH NO-BREAK SPACE (byte-order mark)"
        default: return nil
        }
    }

    static func isBidirectionalControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }

    /// `U+202E`.
    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// Whether `scalars[range]` holds any hidden character: one pass, so the common case costs a comparison a character.
    static func occur(in scalars: [Unicode.Scalar], _ range: Range<Int>) -> Bool {
        for offset in range {
            let value = scalars[offset].value
            if value >= 0x200B, value <= 0x2069 || value == 0xFEFF, name(of: scalars[offset]) != nil, !(value == 0xFEFF && offset == 0) {
                return true
            }
        }
        return false
    }

    /// Reports each hidden character of a token (or of skipped whitespace) at its own column. `kind` says where it
    /// is, for the message.
    static func report(in scalars: [Unicode.Scalar], _ range: SourceRange, kind: TokenKind, diagnostics: inout DiagnosticSink) {
        var position = range.start
        while position.offset < range.end.offset {
            let scalar = scalars[position.offset]
            if let name = name(of: scalar), !(scalar.value == 0xFEFF && position.offset == 0) {
                let next = SourcePosition(offset: position.offset + 1, line: position.line, column: position.column + 1)
                diagnostics.error(.hiddenCharacter(codePoint(scalar) + " " + name, bidirectional: isBidirectionalControl(scalar),
                                                   in: place(kind)),
                                  at: SourceRange(position, next))
            }
            position = advanced(position, past: scalar, before: position.offset + 1 < scalars.count ? scalars[position.offset + 1] : nil)
        }
    }

    /// Where a token of `kind` is, for the message.
    private static func place(_ kind: TokenKind) -> String {
        switch kind {
        case .lineComment, .blockComment: return "a comment"
        case .string, .character: return "a string"
        case .identifier, .keyword, .unknownAtWord, .unknownPoundWord: return "a name"
        case .directive: return "a directive"
        default: return "the code"
        }
    }

    /// The position after `scalar`, lines counted as the lexer counts them (`\r\n` is one line break).
    private static func advanced(_ position: SourcePosition, past scalar: Unicode.Scalar, before next: Unicode.Scalar?) -> SourcePosition {
        if scalar == "\n" || (scalar == "\r" && next != "\n") {
            return SourcePosition(offset: position.offset + 1, line: position.line + 1, column: 1)
        }
        return SourcePosition(offset: position.offset + 1, line: position.line, column: position.column + 1)
    }
}
