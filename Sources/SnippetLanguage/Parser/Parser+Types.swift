import Diagnostics

/// Type names as written in either dialect (`unsigned long`, `UIView *`, `[CGFloat]`, `UIView!`).
extension Parser {
    /// A type: Objective-C `const CGFloat`, `UIView *`, `unsigned int`; Swift `CGFloat`, `[UIView]`, `UIView!`.
    mutating func typeName() throws(ParseFailure) -> TypeName {
        dialect == .swift ? try swiftTypeName() : try objcTypeName()
    }

    /// Swift: `CGFloat`, a nested name (`Outer.Inner`), `[UIView]`, `UIView!`, `Set<UITouch>`, `(CGFloat) -> CGFloat`.
    private mutating func swiftTypeName() throws(ParseFailure) -> TypeName {
        let start = current.range
        if current.text == "@escaping" { advance() }
        if check(.leftParen) { return try swiftFunctionType() }
        if check(.leftBracket) { return try swiftArrayType(start: start) }
        let name = try identifier("a type name")
        var type = TypeName(name: name.text, range: name.range)
        while check(.period), peek().kind == .identifier {
            advance()
            let member = advance()
            type.name += "." + member.text
            type.range = type.range.union(member.range)
        }
        if check(.less) && type.name == "Set" && !type.isArray {
            // `Set<UITouch>`, the touches a touch handler receives: held as an array (one touch, no order to lose).
            try enter(start)
            defer { leave() }
            advance()
            let element = try typeName()
            let close = try expect(.greater, "to close 'Set<'")
            type = TypeName(name: element.name, isArray: true, range: type.range.union(close.range))
        }
        if check(.less) {
            fail(.unsupportedGenericType, at: current.range)
            throw ParseFailure.statement
        }
        swiftOptionalSuffix(of: &type)
        return type
    }

    /// `[Element]`, from the `[`.
    private mutating func swiftArrayType(start: SourceRange) throws(ParseFailure) -> TypeName {
        try enter(start)
        defer { leave() }
        advance()
        var element = try typeName()
        let close = try expect(.rightBracket, "to close the array type")
        element.isArray = true
        element.range = start.union(close.range)
        swiftOptionalSuffix(of: &element)
        return element
    }

    /// A `!` or `?` written against the type makes it optional.
    private mutating func swiftOptionalSuffix(of type: inout TypeName) {
        if (check(.exclamation) || check(.question)) && !isSpacedBefore(current) {
            type.range = type.range.union(advance().range)
            type.isOptional = true
        }
    }

    /// Objective-C: `const CGFloat`, `unsigned long`, `UIView *`, `NSArray<UIView *> *`, `id<Foo>`.
    private mutating func objcTypeName() throws(ParseFailure) -> TypeName {
        let (words, isConst, range) = cTypeWords()
        guard !words.isEmpty else {
            fail(.expectedType(currentDescription), at: unexpectedRange)
            throw ParseFailure.statement
        }
        var type = TypeName(name: Self.canonicalCType(words), range: range)
        type.isConst = isConst
        // Protocol qualifiers (`id<Foo>`, `NSArray<UIView *>`) are skipped.
        if check(.less) {
            var level = 0
            repeat {
                if check(.less) { level += 1 } else if check(.greater) { level -= 1 } else if atEnd || check(.semicolon) { break }
                advance()
            } while level > 0
            type.range = type.range.union(previousRange)
        }
        while check(.star) || current.isKeyword(.const) || current.isIdentifier("_Nonnull") || current.isIdentifier("_Nullable") {
            if check(.star) { type.pointerDepth += 1 }
            type.range = type.range.union(advance().range)
        }
        return type
    }

    /// The words of a C type before its pointer stars: one name, or C's integer words (`unsigned long long`), with
    /// the qualifiers (`const`, `volatile`, `__bridge`, `struct`, nullability) read past; whether `const` was one.
    private mutating func cTypeWords() -> (words: [String], isConst: Bool, range: SourceRange) {
        var isConst = false
        var words: [String] = []
        var range = current.range
        typeWords: while true {
            if let keyword = current.keyword {
                switch keyword {
                case .const, .volatile, .bridge, .struct, .enum:
                    isConst = isConst || keyword == .const
                case .unsigned, .signed, .void:
                    words.append(keyword.rawValue)
                default:
                    break typeWords
                }
                range = range.union(current.range)
                advance()
                continue
            }
            guard current.kind == .identifier else { break }
            if Self.nullabilityWords.contains(current.text) {
                range = range.union(current.range)
                advance()
                continue
            }
            if words.isEmpty || (words.allSatisfy(Self.isCIntegerModifier) && Self.isCIntegerWord(current.text)) {
                words.append(current.text)
                range = range.union(current.range)
                advance()
                continue
            }
            break
        }
        return (words, isConst, range)
    }

    /// `(CGFloat) -> CGFloat`, `() -> Void`: the type of a closure (its signature is checked when it is called).
    mutating func swiftFunctionType() throws(ParseFailure) -> TypeName {
        let open = advance()
        try enter(open.range)
        defer { leave() }
        var signature: [TypeName] = []
        if !check(.rightParen) {
            repeat {
                // `(_ t: CGFloat) -> CGFloat`: parameter names are documentation.
                if isParameterNameAhead { advance(); if current.kind == .identifier { advance() }; advance() }
                signature.append(try typeName())
            } while consume(.comma)
        }
        try expect(.rightParen, "to close the parameter types")
        try expect(.arrow, "after the parameter types of a function type")
        signature.append(try typeName())
        return TypeName(name: TypeName.closureName, range: open.range.union(previousRange), signature: signature)
    }

    private var isParameterNameAhead: Bool {
        (current.kind == .identifier || current.text == "_")
            && (peek().isPunctuation(.colon) || peek().kind == .identifier && peek(2).isPunctuation(.colon))
    }

    /// After the return type of an Objective-C block declarator: `(^name)(CGFloat, BOOL)`; returns the name.
    mutating func objcBlockDeclarator() throws(ParseFailure) -> (name: Token, parameters: [TypeName]) {
        let open = advance()
        try enter(open.range)
        defer { leave() }
        try expect(.caret, "in a block declarator")
        let name = try identifier("the name of the block variable")
        try expect(.rightParen, "after the block variable's name")
        try expect(.leftParen, "before the block's parameter types")
        var parameters: [TypeName] = []
        if current.isKeyword(.void) && peek().isPunctuation(.rightParen) {
            advance()
        } else if !check(.rightParen) {
            repeat {
                parameters.append(try typeName())
                if current.kind == .identifier { advance() }
            } while consume(.comma)
        }
        try expect(.rightParen, "after the block's parameter types")
        return (name, parameters)
    }

    /// `unsigned long` -> `unsigned long`, `long long` -> `long long`; a lone `unsigned` is `unsigned int`.
    static func canonicalCType(_ words: [String]) -> String {
        if words.count == 1 {
            // The common case, without building the arrays `words` was compared with or joining one word.
            let word = words[0]
            return word == "unsigned" || word == "signed" ? word + " int" : word
        }
        return words.joined(separator: " ")
    }

    /// `unsigned`, `signed`, `long` or `short`: the words that may come before another in a C integer type.
    static func isCIntegerModifier(_ word: String) -> Bool {
        word == "unsigned" || word == "signed" || word == "long" || word == "short"
    }

    /// Qualifiers of Objective-C pointer types that change nothing here.
    static let nullabilityWords: Set<String> = ["__kindof", "nonnull", "nullable", "_Nonnull", "_Nullable"]

    /// `int`, `long`, `short` or `char`: the words that may follow a modifier in a C integer type.
    static func isCIntegerWord(_ word: String) -> Bool {
        word == "int" || word == "long" || word == "short" || word == "char"
    }
}
