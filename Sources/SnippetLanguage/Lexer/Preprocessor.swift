/// The part of the C preprocessor that book listings use: `#import` / `#include` (ignored), `#pragma` (ignored),
/// object-like and function-like `#define`, and `#undef`. Conditional compilation and the `#` / `##` operators are
/// reported as unsupported.
///
/// Expanded tokens keep the range of the macro's use, so a diagnostic inside an expansion points at the use.
/// Expansion is bounded (nesting and total size) so that `#define A A A` style bombs end with a diagnostic.
struct Preprocessor {
    struct Macro {
        var name: String
        /// nil for an object-like macro.
        var parameters: [String]?
        var body: [Token]
        var range: SourceRange
    }

    static let maximumExpandedTokens = 200_000
    static let maximumExpansionDepth = 64

    private let scalars: [Unicode.Scalar]
    private(set) var macros: [String: Macro] = [:]
    private var produced = 0
    private var exhausted = false

    init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    /// Stands for an expansion that failed (already reported), so the parser does not report it again.
    static func errorToken(_ range: SourceRange) -> Token {
        Token(kind: .invalid, text: "", range: range)
    }

    private var reportedConditional = false

    /// The token stream with directives executed and macros expanded.
    mutating func run(_ tokens: [Token], diagnostics: inout DiagnosticSink) -> [Token] {
        // Without a directive no macro is defined, and every token would be copied through unchanged.
        if macros.isEmpty && !tokens.contains(where: { $0.kind == .directive }) { return tokens }
        var output: [Token] = []
        output.reserveCapacity(tokens.count)
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .directive {
                directive(token, diagnostics: &diagnostics)
                index += 1
                continue
            }
            if token.kind == .identifier, !macros.isEmpty, let macro = macros[token.text], !exhausted {
                var consumed = 0
                if let expansion = expand(macro, at: index, in: tokens, consumed: &consumed, disabled: [],
                                          depth: 0, diagnostics: &diagnostics) {
                    // An expansion that hit a limit is replaced by one error token: its remains would only cascade.
                    var expanded = exhausted ? [Self.errorToken(token.range)] : expansion
                    if let first = expanded.indices.first {
                        expanded[first].followsNewline = token.followsNewline
                    }
                    output.append(contentsOf: expanded)
                    index += consumed
                    continue
                }
            }
            output.append(token)
            index += 1
        }
        return output
    }

    private mutating func directive(_ token: Token, diagnostics: inout DiagnosticSink) {
        var lexer = Lexer(scalars, dialect: .objc, range: token.range)
        var body = lexer.tokens(keepTrivia: true, diagnostics: &diagnostics).filter { $0.kind != .endOfFile }
        // The directive starts with `#` and its name, lexed as one token (`#define`) or as two (`# define`).
        guard let hash = body.first, hash.text.hasPrefix("#") else { return }
        body.removeFirst()
        var nameToken = hash
        var name = String(hash.text.dropFirst())
        if name.isEmpty {
            while let first = body.first, first.kind == .whitespace { body.removeFirst() }
            guard let next = body.first else { return }  // A lone `#` is a null directive.
            body.removeFirst()
            nameToken = next
            name = next.text
        }
        switch name {
        case "import", "include", "pragma":
            return
        case "define":
            define(body, directive: token, diagnostics: &diagnostics)
        case "undef":
            if let target = body.first(where: { $0.kind == .identifier }) {
                macros[target.text] = nil
            }
        case "if", "ifdef", "ifndef", "elif", "else", "endif":
            if reportedConditional { return }
            reportedConditional = true
            diagnostics.error(.unsupportedDirective(name), at: hash.range.union(nameToken.range))
        default:
            diagnostics.error(.unknownDirective(name), at: hash.range.union(nameToken.range))
        }
    }

    private mutating func define(_ tokens: [Token], directive: Token, diagnostics: inout DiagnosticSink) {
        var rest = tokens
        while let first = rest.first, first.kind == .whitespace { rest.removeFirst() }
        guard let nameToken = rest.first, nameToken.kind == .identifier || nameToken.isAnyKeyword else {
            diagnostics.error(.macroNameMissing, at: directive.range)
            return
        }
        rest.removeFirst()
        var parameters: [String]?
        // A function-like macro has its `(` immediately after the name, without whitespace.
        if let open = rest.first, open.isPunctuation(.leftParen), open.range.start.offset == nameToken.range.end.offset {
            rest.removeFirst()
            var names: [String] = []
            var closed = false
            while let next = rest.first {
                rest.removeFirst()
                if next.kind == .whitespace || next.isPunctuation(.comma) { continue }
                if next.isPunctuation(.rightParen) {
                    closed = true
                    break
                }
                if next.kind == .identifier {
                    names.append(next.text)
                } else {
                    diagnostics.error(.macroParameterExpected(found: next.text), at: next.range)
                    return
                }
            }
            if !closed {
                diagnostics.error(.macroParameterListUnclosed, at: nameToken.range)
                return
            }
            parameters = names
        }
        let body = rest.filter { $0.kind != .whitespace && $0.kind != .lineComment && $0.kind != .blockComment }
        if let operatorToken = body.first(where: { $0.isPunctuation(.pound) }) {
            diagnostics.error(.unsupportedMacroOperator, at: operatorToken.range)
            return
        }
        macros[nameToken.text] = Macro(name: nameToken.text, parameters: parameters, body: body, range: nameToken.range)
    }

    /// The expansion of the macro used at `tokens[index]`, fully rescanned, or nil when a function-like macro's name
    /// is not followed by `(` (then it is an ordinary identifier).
    private mutating func expand(_ macro: Macro, at index: Int, in tokens: [Token], consumed: inout Int,
                                 disabled: Set<String>, depth: Int, diagnostics: inout DiagnosticSink) -> [Token]? {
        let use = tokens[index]
        var useRange = use.range
        var replacement: [Token]
        if let parameters = macro.parameters {
            guard index + 1 < tokens.count, tokens[index + 1].isPunctuation(.leftParen) else { return nil }
            var (arguments, end, closingParenthesis) = Self.arguments(in: tokens, from: index + 2)
            consumed = end - index
            guard let closingParenthesis else {
                diagnostics.error(.macroUnterminated(macro.name), at: use.range)
                return [Self.errorToken(useRange)]
            }
            useRange = useRange.union(closingParenthesis)
            if arguments.count == 1 && arguments[0].isEmpty && parameters.isEmpty {
                arguments = []
            }
            if arguments.count != parameters.count {
                diagnostics.error(.macroArguments(macro.name, takes: parameters.count, given: arguments.count), at: useRange)
                return [Self.errorToken(useRange)]
            }
            // Each argument is expanded completely before it is substituted, as C does, so a macro used in another
            // macro's argument (`DEG(DEG(90))`) expands too; this macro is not disabled inside its own arguments.
            let expandedArguments = arguments.map { argument in
                expandAll(argument, disabled: disabled, depth: depth + 1, diagnostics: &diagnostics)
            }
            replacement = Self.body(of: macro, parameters: parameters, substituting: expandedArguments, at: useRange)
        } else {
            consumed = 1
            replacement = Self.body(of: macro, parameters: [], substituting: [], at: useRange)
        }
        for position in replacement.indices {
            replacement[position].followsNewline = false
            if replacement[position].value.isEmpty { replacement[position].value = macro.name }
        }
        produced += replacement.count
        if produced > Self.maximumExpandedTokens || depth >= Self.maximumExpansionDepth {
            reportExhaustion(depth: depth, at: use.range, diagnostics: &diagnostics)
            return [Self.errorToken(useRange)]
        }
        // Rescan with this macro disabled, as C does, so a macro that mentions itself stops.
        var inner = disabled
        inner.insert(macro.name)
        return expandAll(replacement, disabled: inner, depth: depth + 1, placingExpansionsAt: useRange,
                         diagnostics: &diagnostics)
    }

    /// The arguments of a function-like macro's use, read from `start` (just after its `(`) to the `)` that closes
    /// it: split at the commas outside nested brackets. Also where reading stopped, and the closing parenthesis's
    /// range, nil when the tokens ran out first.
    private static func arguments(in tokens: [Token], from start: Int)
        -> (arguments: [[Token]], end: Int, closingParenthesis: SourceRange?) {
        var arguments: [[Token]] = [[]]
        var level = 0
        var cursor = start
        while cursor < tokens.count {
            let token = tokens[cursor]
            cursor += 1
            if token.kind == .endOfFile { break }
            if token.isPunctuation(.leftParen) || token.isPunctuation(.leftBracket) || token.isPunctuation(.leftBrace) || token.isPunctuation(.atLeftParen) || token.isPunctuation(.atLeftBracket) {
                level += 1
            } else if token.isPunctuation(.rightParen) || token.isPunctuation(.rightBracket) || token.isPunctuation(.rightBrace) {
                if level == 0 && token.isPunctuation(.rightParen) {
                    return (arguments, cursor, token.range)
                }
                level -= 1
            } else if token.isPunctuation(.comma), level == 0 {
                arguments.append([])
                continue
            }
            arguments[arguments.count - 1].append(token)
        }
        return (arguments, cursor, nil)
    }

    /// The macro's body with each parameter replaced by its expanded argument, and every token of its own placed at
    /// the use.
    private static func body(of macro: Macro, parameters: [String], substituting arguments: [[Token]],
                             at useRange: SourceRange) -> [Token] {
        var replacement: [Token] = []
        for token in macro.body {
            if token.kind == .identifier, let position = parameters.firstIndex(of: token.text) {
                replacement.append(contentsOf: arguments[position])
            } else {
                var copy = token
                copy.range = useRange
                replacement.append(copy)
            }
        }
        return replacement
    }

    /// Reports, once per listing, that expansion went too deep or produced too much.
    private mutating func reportExhaustion(depth: Int, at range: SourceRange, diagnostics: inout DiagnosticSink) {
        guard !exhausted else { return }
        exhausted = true
        diagnostics.error(depth >= Self.maximumExpansionDepth
                            ? .macroNestedTooDeep(levels: Self.maximumExpansionDepth)
                            : .macroExpansionTooLarge(tokens: Self.maximumExpandedTokens),
                          at: range)
    }

    /// `tokens` with every macro use in them expanded (macros in `disabled` excepted). Expansions are placed at
    /// `range` when given (a replacement's rescan: everything in it comes from one use); otherwise they keep the
    /// positions `expand` gives them, so a diagnostic in an argument points at the argument.
    private mutating func expandAll(_ tokens: [Token], disabled: Set<String>, depth: Int,
                                    placingExpansionsAt range: SourceRange? = nil,
                                    diagnostics: inout DiagnosticSink) -> [Token] {
        guard tokens.contains(where: { $0.kind == .identifier && macros[$0.text] != nil }) else { return tokens }
        var output: [Token] = []
        var position = 0
        while position < tokens.count {
            let token = tokens[position]
            if token.kind == .identifier, !disabled.contains(token.text), let macro = macros[token.text], !exhausted {
                var used = 0
                if let expansion = expand(macro, at: position, in: tokens, consumed: &used, disabled: disabled,
                                          depth: depth, diagnostics: &diagnostics) {
                    if let range {
                        output.append(contentsOf: expansion.map { token in
                            var copy = token
                            copy.range = range
                            return copy
                        })
                    } else {
                        output.append(contentsOf: expansion)
                    }
                    position += used
                    continue
                }
            }
            output.append(token)
            position += 1
        }
        return output
    }
}
