import Diagnostics

/// The expression grammar of both dialects: C precedence for Objective-C, Swift's precedence groups for Swift.
extension Parser {
    /// Whether `punctuator` starts like a postfix form (`.`, `->`, `[`, `(`, `++`, `--`, `!` or `?`): its first
    /// character is one of theirs.
    static func mayBePostfixOperator(_ punctuator: Punctuator) -> Bool {
        switch punctuator {
        case .period, .ellipsis, .halfOpenRange, .minus, .decrement, .minusAssign, .arrow, .leftBracket, .leftParen,
             .plus, .increment, .plusAssign, .exclamation, .notEqual, .question, .nilCoalescing:
            return true
        default:
            return false
        }
    }

    /// Whether `name` has the length (2 to 5) and first letter of one of the Objective-C literal names.
    static func mayBeObjCLiteralName(_ name: String) -> Bool {
        guard (2...5).contains(name.utf8.count) else { return false }
        switch name.utf8.first {
        case UInt8(ascii: "Y"), UInt8(ascii: "t"), UInt8(ascii: "N"), UInt8(ascii: "f"), UInt8(ascii: "n"): return true
        default: return false
        }
    }

    /// An expression without the C comma operator: assignment level.
    /// Nesting is counted where the grammar recurses without consuming a bracket: the right side of an
    /// assignment, the branches of `?:`, prefix operators; brackets count themselves.
    mutating func expression() throws(ParseFailure) -> Expr {
        let target = try conditional()
        if let op = current.punctuator.flatMap(AssignmentOperator.init) {
            let token = advance()
            try enter(token.range)
            defer { leave() }
            let value = try expression()
            return try node(.assign(op, target, value), target.range.union(value.range), over: target, value)
        }
        return target
    }

    mutating func conditional() throws(ParseFailure) -> Expr {
        let condition = try binary(minimum: 1)
        if check(.question) && (dialect == .objc || isSpacedBefore(current)) {
            let question = advance()
            try enter(question.range)
            defer { leave() }
            let whenTrue = try expression()
            try expect(.colon, "in conditional expression")
            let whenFalse = try conditional()
            return try node(.conditional(condition, whenTrue, whenFalse), condition.range.union(whenFalse.range),
                            over: condition, whenTrue, whenFalse)
        }
        return condition
    }

    /// Whether whitespace separates `token` from the token before it.
    func isSpacedBefore(_ token: Token) -> Bool {
        guard position > 0 else { return true }
        return tokens[position - 1].range.end.offset < token.range.start.offset
    }

    func isSpacedAfter(_ token: Token) -> Bool {
        peek().range.start.offset > token.range.end.offset
    }

    mutating func binary(minimum: Int) throws(ParseFailure) -> Expr {
        var left = try unary()
        while true {
            // In Objective-C only a binary operator continues (Swift also has `as` and `is`): end here otherwise,
            // before copying the token.
            if dialect == .objc && current.punctuator == nil { break }
            if dialect == .swift, current.isKeyword(.as) || current.isKeyword(.is),
               BinaryOperator.swiftCastingPrecedence >= minimum, !current.followsNewline {
                let token = advance()
                var kind = token.text
                if token.isKeyword(.as), (check(.exclamation) || check(.question)), current.range.start.offset == token.range.end.offset {
                    kind += advance().text
                }
                if token.isKeyword(.is) {
                    fail(.unsupportedTypeCheck, at: token.range)
                    throw ParseFailure.statement
                }
                let type = try typeName()
                left = try node(.swiftCast(left, type, kind: kind), left.range.union(type.range), over: left)
                continue
            }
            // The operator's spelling alone is copied, not the whole token.
            guard let op = current.punctuator.flatMap(BinaryOperator.init),
                  let precedence = op.precedence(in: dialect), precedence >= minimum else { break }
            if dialect == .swift && current.followsNewline && !isSpacedAfter(current) { break }
            if dialect == .swift && op == .bitwiseAnd { try rejectOverflowOperator() }
            advance()
            // All binary operators are left-associative, except that Swift comparisons and ranges do not chain.
            let right = try binary(minimum: precedence + 1)
            let range = left.range.union(right.range)
            switch op {
            case .halfOpenRange, .closedRange:
                left = try node(.range(left, right, closed: op == .closedRange), range, over: left, right)
            default:
                left = try node(.binary(op, left, right), range, over: left, right)
            }
        }
        return left
    }

    /// Swift's overflow operators (`&+`, `&-`, `&*`, `&<<`, `&>>`) are one token to swiftc; read as `&` and a prefix
    /// operator they would silently compute a bitwise and (`Int.max &+ 1` was 1).
    mutating func rejectOverflowOperator() throws(ParseFailure) {
        let next = peek()
        guard !isSpacedAfter(current), let first = next.text.unicodeScalars.first, "+-*<>".unicodeScalars.contains(first) else { return }
        let symbol = "&" + (first == "<" ? "<<" : first == ">" ? ">>" : String(first))
        fail(.unsupportedOverflowOperator(symbol), at: current.range.union(next.range))
        throw ParseFailure.statement
    }

    mutating func unary() throws(ParseFailure) -> Expr {
        switch current.kind {
        case .identifier, .integer, .float, .string:
            // The common operands: no prefix operator or unsupported keyword to look for.
            return try postfix()
        default:
            break
        }
        let token = current
        if let punctuator = token.punctuator {
            if dialect == .swift, BinaryOperator(punctuator) != nil, peek().isPunctuation(.rightParen) || peek().isPunctuation(.comma) {
                // `xs.reduce(0, +)`: an operator passed as a function.
                fail(.operatorAsFunction(token.text), at: token.range)
                throw ParseFailure.statement
            }
            switch PrefixOperator(punctuator) {
            case let op?:
                if dialect == .swift && (op == .increment || op == .decrement) {
                    fail(.unavailableIncrement(token.text, replacement: op == .increment ? "+=" : "-="), at: token.range)
                    throw ParseFailure.statement
                }
                if dialect == .swift && (op == .dereference || op == .addressOf) {
                    fail(.unsupportedPrefixOperator(token.text), at: token.range)
                    throw ParseFailure.statement
                }
                try enter(token.range)
                defer { leave() }
                advance()
                let operand = try unary()
                return try node(.unary(op, operand), token.range.union(operand.range), over: operand)
            case nil where token.isPunctuation(.leftParen) && dialect == .objc && isCastAhead():
                try enter(token.range)
                defer { leave() }
                advance()
                let type = try typeName()
                try expect(.rightParen, "after the type of a cast")
                let operand = try unary()
                return try node(.cast(type, operand), token.range.union(operand.range), over: operand)
            case nil where token.isPunctuation(.caret) && dialect == .objc:
                return try objcBlock(caret: token)
            default:
                break
            }
        }
        if token.isKeyword(.sizeof) || token.isKeyword(.typeof) || token.isKeyword(.typeofExtension) {
            fail(.unsupportedToken(token.text), at: token.range)
            throw ParseFailure.statement
        }
        if dialect == .swift, token.isKeyword(.try) || token.isKeyword(.await) {
            fail(.unsupportedToken(token.text), at: token.range)
            throw ParseFailure.statement
        }
        return try postfix()
    }

    /// After `(` in Objective-C: does a type name follow (a cast), rather than an expression?
    func isCastAhead() -> Bool {
        let next = peek()
        if next.isAnyKeyword {
            switch next.keyword {
            case .unsigned?, .signed?, .const?, .struct?, .void?, .volatile?, .bridge?: return true
            default: return false
            }
        }
        guard next.kind == .identifier else { return false }
        if Names.objcTypeNames.contains(next.text) { return true }
        // `(Foo *)` or `(Foo **)` is a cast to a pointer type even for unknown names.
        var ahead = 2
        while peek(ahead).isPunctuation(.star) { ahead += 1 }
        return ahead > 2 && peek(ahead).isPunctuation(.rightParen)
    }

    mutating func postfix() throws(ParseFailure) -> Expr {
        var hasOptionalLink = false
        let chain = try postfixChain(hasOptionalLink: &hasOptionalLink)
        // Swift's `a?.b.c` is nil, or skipped, as a whole when `a` is nil: the chain's end is where that stops.
        return hasOptionalLink ? try node(.postfix(.optionalChain, chain), chain.range, over: chain) : chain
    }

    private mutating func postfixChain(hasOptionalLink: inout Bool) throws(ParseFailure) -> Expr {
        var base = try primary()
        while true {
            // Every postfix form starts with one of these characters; anything else ends the chain without copying
            // the token or comparing it with each spelling below.
            guard let punctuator = current.punctuator,
                  Self.mayBePostfixOperator(punctuator) || (punctuator == .leftBrace && dialect == .swift) else { return base }
            if current.isPunctuation(.period) {
                base = try memberAccess(on: base)
            } else if let extended = try postfixOperation(on: base, hasOptionalLink: &hasOptionalLink) {
                base = extended
            } else {
                return base
            }
        }
    }

    /// `.name`, or in Swift `.name(arguments)`, a method call. Member access, the most common postfix form, reads its
    /// tokens in place.
    private mutating func memberAccess(on base: Expr) throws(ParseFailure) -> Expr {
        advance()
        guard current.kind == .identifier || current.isAnyKeyword || (dialect == .swift && current.kind == .integer) else {
            fail(.expectedMember(currentDescription), at: unexpectedRange)
            throw ParseFailure.statement
        }
        let name = current.text
        let nameRange = current.range
        advance()
        if dialect == .swift && check(.leftParen) && !current.followsNewline {
            let open = advance()
            let arguments = try callArguments(open: open)
            let selector = Self.swiftSelector(name, arguments)
            let range = base.range.union(previousRange)
            return try node(.send(base, selector: selector, arguments, selectorRange: nameRange), range,
                            over: base, arguments: arguments)
        }
        return try node(.member(base, name, nameRange: nameRange), base.range.union(nameRange), over: base)
    }

    /// A subscript, a call, `++` / `--` (Objective-C), `!` / `?` (Swift) or trailing closures after `base`; nil when
    /// the token ends the chain.
    private mutating func postfixOperation(on base: Expr, hasOptionalLink: inout Bool) throws(ParseFailure) -> Expr? {
        let token = current
        if token.isPunctuation(.arrow) {
            fail(.unsupportedArrowAccess, at: token.range)
            throw ParseFailure.statement
        } else if token.isPunctuation(.leftBracket) && !(dialect == .swift && token.followsNewline) {
            try enter(token.range)
            defer { leave() }
            advance()
            let index = try expression()
            try expect(.rightBracket, "after the subscript")
            return try node(.index(base, index), base.range.union(previousRange), over: base, index)
        } else if token.isPunctuation(.leftParen) && !(dialect == .swift && token.followsNewline) {
            let open = advance()
            let arguments = try callArguments(open: open)
            return try node(.call(base, arguments), base.range.union(previousRange), over: base, arguments: arguments)
        } else if dialect == .objc && (token.isPunctuation(.increment) || token.isPunctuation(.decrement)) {
            advance()
            return try node(.postfix(token.isPunctuation(.increment) ? .increment : .decrement, base), base.range.union(token.range), over: base)
        } else if dialect == .swift && (token.isPunctuation(.increment) || token.isPunctuation(.decrement)) && !isSpacedBefore(token) {
            fail(.unavailableIncrement(token.text, replacement: token.isPunctuation(.increment) ? "+=" : "-="), at: token.range)
            throw ParseFailure.statement
        } else if dialect == .swift && (token.isPunctuation(.exclamation) || token.isPunctuation(.question)) && !isSpacedBefore(token) {
            advance()
            let link = token.isPunctuation(.question)
            hasOptionalLink = hasOptionalLink || link
            return try node(.postfix(link ? .optionalLink : .forceUnwrap, base), base.range.union(token.range), over: base)
        } else if token.isPunctuation(.leftBrace) && trailingClosuresAllowed && !token.followsNewline {
            // In an `if` or `for` header a `{` opens the body (`trailingClosuresAllowed` is off there).
            return try trailingClosures(after: base)
        }
        return nil
    }

    var previousRange: SourceRange {
        position > 0 ? tokens[min(position - 1, tokens.count - 1)].range : current.range
    }

    /// `name(label:_:)`: how a Swift method call is named, with `_` for unlabelled arguments.
    static func swiftSelector(_ name: String, _ arguments: [Expr.Argument]) -> String {
        name + "(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// The arguments of a call after its `(`, up to and including `)`.
    mutating func callArguments(open: Token) throws(ParseFailure) -> [Expr.Argument] {
        try enter(open.range)
        defer { leave() }
        let savedTrailingClosures = trailingClosuresAllowed
        trailingClosuresAllowed = true
        defer { trailingClosuresAllowed = savedTrailingClosures }
        var arguments: [Expr.Argument] = []
        if consume(.rightParen) { return arguments }
        // Most calls have a few arguments: one allocation instead of growing from one to two to four.
        arguments.reserveCapacity(4)
        while true {
            var label: String?
            var labelRange: SourceRange?
            if dialect == .swift, current.kind == .identifier || current.isAnyKeyword, peek().isPunctuation(.colon) {
                label = current.text
                labelRange = current.range
                advance()
                advance()
            }
            let value = try expression()
            arguments.append(Expr.Argument(label: label, value: value, labelRange: labelRange))
            if consume(.comma) { continue }
            if check(.rightParen) {
                advance()
                return arguments
            }
            if let last = arguments.last { try refuseSignature(last.value) }
            fail(.expectedCommaInArgumentList(currentDescription), at: unexpectedRange,
                 notes: [.init("the argument list starts here", at: diagnostics.location(open.range.start))])
            throw ParseFailure.statement
        }
    }

    mutating func primary() throws(ParseFailure) -> Expr {
        // Identifiers, the commonest operands, are read in place; the general path below copies the token.
        switch current.kind {
        case .identifier where !(dialect == .objc && Self.mayBeObjCLiteralName(current.text)):
            if dialect == .swift && current.text.utf8.first == UInt8(ascii: "$") { noteAnonymousArgument(current) }
            let expression = Expr(.identifier(current.text), current.range)
            advance()
            return expression
        default:
            break
        }
        let token = current
        switch token.kind {
        case .integer:
            advance()
            return try integerLiteral(token)
        case .float:
            advance()
            return try floatLiteral(token)
        case .string:
            advance()
            if dialect == .objc && !token.text.hasPrefix("@") {
                // A C string where an NSString is meant: accept it, as the value is the same text.
                return Expr(.string(token.value), token.range)
            }
            if dialect == .swift && token.text.unicodeScalars.contains("(") { return try interpolatedString(token) }
            return Expr(.string(token.value), token.range)
        case .character:
            advance()
            fail(.unsupportedCharacterLiteral, at: token.range)
            throw ParseFailure.statement
        case .identifier:
            advance()
            // Only Objective-C spells literals as identifiers (`YES`, `true`, `NO`, `false`, `nil`, `NULL`, `Nil`); skip
            // the comparisons for names that cannot be one.
            guard dialect == .objc, Self.mayBeObjCLiteralName(token.text) else { return Expr(.identifier(token.text), token.range) }
            switch token.text {
            case "YES" where dialect == .objc, "true" where dialect == .objc: return Expr(.boolean(true), token.range)
            case "NO" where dialect == .objc, "false" where dialect == .objc: return Expr(.boolean(false), token.range)
            case "nil" where dialect == .objc, "NULL" where dialect == .objc, "Nil" where dialect == .objc:
                return Expr(.null, token.range)
            default: return Expr(.identifier(token.text), token.range)
            }
        case .keyword, .unknownAtWord, .unknownPoundWord:
            return try keywordPrimary(token)
        case .punctuator(let punctuator):
            return try punctuationPrimary(token, punctuator)
        case .invalid:
            advance()
            return Expr.invalid(token.range)
        case .directive:
            advance()
            fail(.misplacedDirective, at: token.range)
            throw ParseFailure.statement
        default:
            fail(.expectedExpression(currentDescription), at: unexpectedRange)
            throw ParseFailure.statement
        }
    }

    private mutating func keywordPrimary(_ token: Token) throws(ParseFailure) -> Expr {
        if dialect == .swift {
            switch token.keyword {
            case .true?, .false?:
                advance()
                return Expr(.boolean(token.isKeyword(.true)), token.range)
            case .nil?:
                advance()
                return Expr(.null, token.range)
            case .selfValue?, .super?, .selfType?:
                advance()
                return Expr(.identifier(token.text), token.range)
            default:
                break
            }
        }
        if token.isKeyword(.atSelector) && dialect == .objc || token.isKeyword(.poundSelector) && dialect == .swift {
            return try selectorLiteral(token)
        }
        if token.isKeyword(.poundSelector) || token.kind == .unknownPoundWord {
            fail(.unsupportedToken(token.text), at: token.range)
            throw ParseFailure.statement
        }
        if token.isKeyword(.atSelector) || token.isKeyword(.atEncode) || token.isKeyword(.atProtocol) {
            fail(.unsupportedToken(token.text), at: token.range)
            throw ParseFailure.statement
        }
        if dialect == .objc, let keyword = token.keyword, [.atYES, .atNO, .atTrue, .atFalse].contains(keyword) {
            advance()
            return Expr(.box(Expr(.boolean(keyword == .atYES || keyword == .atTrue), token.range)), token.range)
        }
        fail(.expectedExpressionFoundKeyword(token.text), at: token.range)
        throw ParseFailure.statement
    }

    private mutating func punctuationPrimary(_ token: Token, _ punctuator: Punctuator) throws(ParseFailure) -> Expr {
        switch punctuator {
        case .leftParen where dialect == .objc && peek().isPunctuation(.leftBrace):
            return try statementExpression(open: token)
        case .leftParen:
            return try parenthesized(open: token)
        case .leftBracket:
            return dialect == .objc ? try messageSend(open: token) : try arrayLiteral(open: token)
        case .atLeftParen:
            return try boxedExpression(open: token)
        case .atLeftBracket:
            return try arrayLiteral(open: token)
        case .atLeftBrace:
            fail(.unsupportedDictionaryLiteral, at: token.range)
            throw ParseFailure.statement
        case .at:
            return try boxedNumber(at: token)
        case .period where dialect == .swift:
            return try implicitMember(period: token)
        case .leftBrace where dialect == .swift:
            return try swiftClosure()
        case .leftBrace:
            fail(.expectedExpressionFoundBrace, at: token.range)
            throw ParseFailure.statement
        default:
            fail(.expectedExpression(currentDescription), at: unexpectedRange)
            throw ParseFailure.statement
        }
    }

    /// `(expression)`; in Swift `(a, b)` is a tuple, in Objective-C a comma operator, which is not run.
    private mutating func parenthesized(open: Token) throws(ParseFailure) -> Expr {
        try enter(open.range)
        defer { leave() }
        advance()
        let inner = try expression()
        if dialect == .swift && check(.comma) {
            return try tupleLiteral(open: open, first: inner)
        }
        if dialect == .objc && check(.comma) {
            fail(.unsupportedCommaOperator, at: current.range)
            throw ParseFailure.statement
        }
        let close = try expect(.rightParen, "to close the parenthesis")
        var grouped = inner
        grouped.range = open.range.union(close.range)
        return grouped
    }

    /// Swift's `.name`, a member of the type the context expects.
    private mutating func implicitMember(period: Token) throws(ParseFailure) -> Expr {
        advance()
        let name = current
        guard name.kind == .identifier || name.isAnyKeyword else {
            fail(.expectedMember(currentDescription), at: unexpectedRange)
            throw ParseFailure.statement
        }
        advance()
        if check(.leftParen) && !current.followsNewline {
            fail(.unsupportedImplicitMemberCall(name.text), at: period.range.union(name.range))
            throw ParseFailure.statement
        }
        return Expr(.implicitMember(name.text), period.range.union(name.range))
    }

    /// `[…]` (Swift) or `@[…]` (Objective-C), both closed by `]`.
    mutating func arrayLiteral(open: Token) throws(ParseFailure) -> Expr {
        try enter(open.range)
        defer { leave() }
        advance()
        var elements: [Expr] = []
        while !check(.rightBracket) {
            if atEnd {
                fail(.expectedBracketClosingArray, at: unexpectedRange,
                     notes: [.init("the array starts here", at: diagnostics.location(open.range.start))])
                throw ParseFailure.statement
            }
            elements.append(try expression())
            if !consume(.comma) { break }
        }
        let end = try expect(.rightBracket, "to close the array literal")
        return try node(.array(elements), open.range.union(end.range), children: elements)
    }

    /// `[receiver selector]` or `[receiver key:argument key2:argument2]`.
    mutating func messageSend(open: Token) throws(ParseFailure) -> Expr {
        try enter(open.range)
        defer { leave() }
        advance()
        if check(.rightBracket) {
            fail(.expectedReceiver, at: current.range)
            throw ParseFailure.statement
        }
        let receiver = try expression()
        var selector = ""
        var arguments: [Expr.Argument] = []
        var selectorRange: SourceRange?
        while !check(.rightBracket) {
            let piece = current
            if piece.kind == .identifier || piece.isAnyKeyword {
                advance()
                selectorRange = selectorRange.map { $0.union(piece.range) } ?? piece.range
                if consume(.colon) {
                    selector += piece.text + ":"
                    let argument = try expression()
                    arguments.append(Expr.Argument(label: piece.text, value: argument, labelRange: piece.range))
                } else if arguments.isEmpty && selector.isEmpty {
                    selector = piece.text
                    break
                } else {
                    fail(.expectedColonInMessageSend(piece.text), at: previousEndRange)
                    throw ParseFailure.statement
                }
            } else if piece.isPunctuation(.colon) {
                // An unnamed selector piece (`setX::`), rare but legal.
                advance()
                selector += ":"
                let argument = try expression()
                arguments.append(Expr.Argument(label: nil, value: argument, labelRange: piece.range))
            } else if piece.isPunctuation(.comma) {
                fail(.unsupportedVariadicArguments, at: piece.range)
                throw ParseFailure.statement
            } else {
                fail(selector.isEmpty ? .expectedMethodNameInMessageSend(currentDescription)
                                      : .expectedBracketEndingMessageSend(currentDescription),
                     at: unexpectedRange, notes: [.init("the message send starts here", at: diagnostics.location(open.range.start))])
                throw ParseFailure.statement
            }
        }
        let close = try expect(.rightBracket, "to end the message send")
        return try node(.send(receiver, selector: selector, arguments, selectorRange: selectorRange ?? close.range),
                        open.range.union(close.range), over: receiver, arguments: arguments)
    }

    var previousEndRange: SourceRange { SourceRange(previousEnd, previousEnd) }
}
