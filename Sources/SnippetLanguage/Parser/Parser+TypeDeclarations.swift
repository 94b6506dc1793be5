import Diagnostics

/// Swift `struct Name { … }` and `extension Name { … }`: stored properties (structs only), methods (`mutating`,
/// `static`) and computed properties (`var length: CGFloat { … }` or `{ get { … } }`), as listings write small
/// helper types. Conformances after `:` are accepted and ignored (no protocol is modelled).
extension Parser {
    mutating func swiftTypeDeclaration() throws(ParseFailure) {
        let keyword = advance()
        let isExtension = keyword.isKeyword(.extension)
        let name = try identifier(isExtension ? "a type name after 'extension'" : "a struct name")
        if consume(.colon) {
            repeat {
                _ = try identifier("a protocol name")
            } while consume(.comma)
        }
        var declaration = TypeDecl(name: name.text, nameRange: name.range, isExtension: isExtension, range: keyword.range)
        let open = current
        guard check(.leftBrace) else {
            fail(.expectedBraceInTypeDeclaration(isExtension ? "extension" : "struct", currentDescription: currentDescription),
                 at: unexpectedRange)
            throw ParseFailure.statement
        }
        try enter(open.range)
        defer { leave() }
        advance()
        while !check(.rightBrace) {
            if atEnd {
                fail(.expectedBraceToEndTypeDeclaration(isExtension ? "extension" : "struct"), at: unexpectedRange,
                     notes: [.init("the declaration starts here", at: diagnostics.location(keyword.range.start))])
                break
            }
            try parseRecovering { (parser: inout Parser) throws(ParseFailure) in
                if !parser.consume(.semicolon) { try parser.swiftTypeMember(into: &declaration) }
            }
        }
        if check(.rightBrace) { advance() }
        declaration.range = keyword.range.union(previousRange)
        program.types.append(declaration)
    }

    /// One member of a struct or extension.
    mutating func swiftTypeMember(into declaration: inout TypeDecl) throws(ParseFailure) {
        let (_, modifiers) = swiftAttributes()
        let isStatic = modifiers.contains("static")
        let token = current
        switch token.keyword {
        case .func?:
            var function = try swiftFunctionDeclaration(isMethod: true)
            function.isStatic = isStatic
            function.isMutating = modifiers.contains("mutating")
            declaration.members.append(function)
        case .var? where peek().kind == .identifier && peek(2).isPunctuation(.colon):
            if var property = try computedProperty() {
                property.isStatic = isStatic
                declaration.members.append(property)
            } else {
                try storedProperties(into: &declaration, isStatic: isStatic)
            }
        case .let?, .var?:
            try storedProperties(into: &declaration, isStatic: isStatic)
        case .initializer?:
            advance()
            fail(.unsupportedInitializer(declaration.name), at: token.range)
            throw ParseFailure.statement
        default:
            fail(.expectedTypeMember(declaration.name, currentDescription: currentDescription), at: unexpectedRange)
            throw ParseFailure.statement
        }
    }

    /// `var name: Type { body }` / `var name: Type { get { body } }` as a getter; nil (nothing consumed) when the
    /// declaration is a stored property.
    private mutating func computedProperty() throws(ParseFailure) -> FunctionDecl? {
        let start = position
        let keyword = advance()
        let name = advance()
        advance()
        let type = try typeName()
        guard check(.leftBrace) else {
            position = start
            return nil
        }
        var body: (statements: [Stmt], range: SourceRange)
        if peek().isIdentifier("get") && peek(2).isPunctuation(.leftBrace) {
            let open = advance()
            try enter(open.range)
            defer { leave() }
            advance()
            body = try block(context: "the getter")
            try expect(.rightBrace, "to end the computed property")
        } else {
            body = try block(context: "the computed property")
        }
        try swiftStatementEnd()
        return FunctionDecl(kind: .method, name: name.text, baseName: name.text, parameters: [], returnType: type,
                            body: body.statements, range: keyword.range.union(previousRange), nameRange: name.range,
                            isComputedProperty: true)
    }

    private mutating func storedProperties(into declaration: inout TypeDecl, isStatic: Bool) throws(ParseFailure) {
        let statement = try swiftDeclaration()
        try swiftStatementEnd()
        guard case .declaration(let bindings) = statement.kind else {
            fail(.unsupportedTupleStructProperty, at: statement.range)
            return
        }
        if isStatic {
            declaration.staticProperties += bindings
        } else if declaration.isExtension {
            fail(.storedPropertyInExtension, at: statement.range)
        } else {
            declaration.storedProperties += bindings
        }
    }
}
