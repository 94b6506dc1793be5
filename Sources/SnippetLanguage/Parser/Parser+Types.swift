import Diagnostics

/// Type names as written in either dialect (`unsigned long`, `UIView *`, `[CGFloat]`, `UIView!`).
extension Parser {
    /// A type: Objective-C `const CGFloat`, `UIView *`, `unsigned int`; Swift `CGFloat`, `[UIView]`, `UIView!`.
    mutating func typeName() throws(ParseFailure) -> TypeName {
        let start = current.range
        if dialect == .swift {
            if check("[") {
                try enter(start)
                defer { leave() }
                advance()
                var element = try typeName()
                let close = try expect("]", "to close the array type")
                element.isArray = true
                element.range = start.union(close.range)
                if (check("!") || check("?")) && !isSpacedBefore(current) {
                    element.range = element.range.union(advance().range)
                    element.isOptional = true
                }
                return element
            }
            let name = try identifier("a type name")
            var type = TypeName(name: name.text, range: name.range)
            while check("."), peek().kind == .identifier {
                advance()
                let member = advance()
                type.name += "." + member.text
                type.range = type.range.union(member.range)
            }
            if check("<") && type.name == "Set" && !type.isArray {
                // `Set<UITouch>`, the touches a touch handler receives: held as an array (one touch, no order to lose).
                try enter(start)
                defer { leave() }
                advance()
                let element = try typeName()
                let close = try expect(">", "to close 'Set<'")
                type = TypeName(name: element.name, isArray: true, range: type.range.union(close.range))
            }
            if check("<") {
                fail(.unsupportedConstruct, "generic types are not supported in listings; write '[T]' for an array", at: current.range)
                throw ParseFailure.statement
            }
            if (check("!") || check("?")) && !isSpacedBefore(current) {
                type.range = type.range.union(advance().range)
                type.isOptional = true
            }
            return type
        }
        var isConst = false
        var words: [String] = []
        var range = start
        // The current token is read in place and tested by kind and first byte before any spelling is compared:
        // a declaration's type is most often one identifier (`CATransform3D`), which matches none of the words below.
        while true {
            let kind = current.kind
            let first = current.text.utf8Ends.first
            if kind == .keyword {
                let text = current.text
                if text == "const" || text == "volatile" || text == "__bridge" || text == "struct" || text == "enum" {
                    isConst = isConst || text == "const"
                    range = range.union(current.range)
                    advance()
                    continue
                }
                if text == "unsigned" || text == "signed" || text == "void" {
                    words.append(text)
                    range = range.union(current.range)
                    advance()
                    continue
                }
                break
            }
            guard kind == .identifier else { break }
            if first == UInt8(ascii: "_") || first == UInt8(ascii: "n") {
                let text = current.text
                if text == "__kindof" || text == "nonnull" || text == "nullable" || text == "_Nonnull" || text == "_Nullable" {
                    range = range.union(current.range)
                    advance()
                    continue
                }
            }
            if words.isEmpty || (words.allSatisfy(Self.isCIntegerModifier) && Self.isCIntegerWord(current.text)) {
                words.append(current.text)
                range = range.union(current.range)
                advance()
                continue
            }
            break
        }
        guard !words.isEmpty else {
            fail(.expectedType, "expected a type name, found \(currentDescription)", at: unexpectedRange)
            throw ParseFailure.statement
        }
        var type = TypeName(name: Self.canonicalCType(words), range: range)
        type.isConst = isConst
        // Protocol qualifiers (`id<Foo>`, `NSArray<UIView *>`) are skipped.
        if check("<") {
            var level = 0
            repeat {
                if check("<") { level += 1 } else if check(">") { level -= 1 } else if atEnd || check(";") { break }
                advance()
            } while level > 0
            type.range = type.range.union(previousRange)
        }
        while check("*") || current.isKeyword("const") || current.isIdentifier("_Nonnull") || current.isIdentifier("_Nullable") {
            if check("*") { type.pointerDepth += 1 }
            type.range = type.range.union(advance().range)
        }
        return type
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
        switch word.utf8Ends.first {
        case UInt8(ascii: "u"), UInt8(ascii: "s"), UInt8(ascii: "l"):
            return word == "unsigned" || word == "signed" || word == "long" || word == "short"
        default:
            return false
        }
    }

    /// `int`, `long`, `short` or `char`: the words that may follow a modifier in a C integer type.
    static func isCIntegerWord(_ word: String) -> Bool {
        word == "int" || word == "long" || word == "short" || word == "char"
    }
}
