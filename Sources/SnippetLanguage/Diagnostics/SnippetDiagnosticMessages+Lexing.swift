import Diagnostics

/// A diagnostic of the snippet language before it is placed: its id, its message and its notes. The messages are
/// built by the static factories, one per message, which take only the parts that vary.
struct SnippetDiagnostic {
    let id: SnippetDiagnosticID
    let message: String
    var notes: [Diagnostic.Note] = []
}

/// The messages of lexing and preprocessing.
extension SnippetDiagnostic {
    static func invalidCharacter(_ character: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .invalidCharacter, message: "unexpected character '\(character)' in source")
    }

    /// `character` is its code point and name (`U+202E RIGHT-TO-LEFT OVERRIDE`); `place` where it is ("a comment").
    static func hiddenCharacter(_ character: String, bidirectional: Bool, in place: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .hiddenCharacter, message: bidirectional
            ? "\(character) in \(place) can make code display differently from how it runs"
            : "\(character) in \(place) is invisible: text that looks the same can mean something else")
    }

    static var unterminatedComment: SnippetDiagnostic {
        SnippetDiagnostic(id: .unterminatedComment, message: "unterminated block comment",
                          notes: [.init("a comment that starts with '/*' must end with '*/'")])
    }

    static var unterminatedString: SnippetDiagnostic {
        SnippetDiagnostic(id: .unterminatedString, message: "unterminated string literal")
    }

    static var unterminatedCharacter: SnippetDiagnostic {
        SnippetDiagnostic(id: .unterminatedCharacter, message: "unterminated character literal")
    }

    static var unsupportedInterpolation: SnippetDiagnostic {
        SnippetDiagnostic(id: .unsupportedInterpolation, message: "string interpolation is not supported in listings")
    }

    static func invalidEscape(_ escaped: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .invalidEscape, message: "invalid escape sequence '\\\(escaped)' in string literal")
    }

    static func unsupportedDirective(_ name: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unsupportedDirective, message: "'#\(name)' is not supported in listings",
                          notes: [.init("listings run as one piece of code; remove the conditional compilation")])
    }

    static func unknownDirective(_ name: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unknownDirective, message: "unknown preprocessor directive '#\(name)'")
    }

    static var macroNameMissing: SnippetDiagnostic {
        SnippetDiagnostic(id: .macroNameMissing, message: "macro name missing after '#define'")
    }

    static func macroParameterExpected(found text: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .macroParameter, message: "expected a parameter name in macro parameter list, found '\(text)'")
    }

    static var macroParameterListUnclosed: SnippetDiagnostic {
        SnippetDiagnostic(id: .macroParameter, message: "missing ')' in macro parameter list")
    }

    static var unsupportedMacroOperator: SnippetDiagnostic {
        SnippetDiagnostic(id: .unsupportedMacroOperator, message: "the '#' and '##' macro operators are not supported in listings")
    }

    static func macroUnterminated(_ name: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .macroUnterminated, message: "unterminated use of macro '\(name)'")
    }

    static func macroArguments(_ name: String, takes parameters: Int, given arguments: Int) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .macroArguments, message: "macro '\(name)' takes \(parameters) argument\(parameters == 1 ? "" : "s"), "
            + "but \(arguments) \(arguments == 1 ? "was" : "were") given")
    }

    static func macroNestedTooDeep(levels: Int) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .macroExpansionLimit, message: "macro expansion nested more than \(levels) levels deep")
    }

    static func macroExpansionTooLarge(tokens: Int) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .macroExpansionLimit, message: "macro expansion produces more than \(tokens) tokens")
    }
}
