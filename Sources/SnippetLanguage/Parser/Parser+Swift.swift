import Diagnostics

/// Swift: `import`, `class ViewController: UIViewController { @IBOutlet ...; override func viewDidLoad() {...} }`,
/// `func`, `let` / `var`, `if`, `for ... in`. Statements end at a line break or `;`.
extension Parser {
    static let swiftModifiers: Set<Keyword> = [
        .private, .fileprivate, .public, .internal, .open, .final, .override, .static, .weak, .unowned, .lazy,
        .required, .convenience, .mutating, .nonmutating,
    ]

    mutating func parseSwiftProgram() {
        while !atEnd && !stopped {
            do {
                try parseRecovering { (parser: inout Parser) throws(ParseFailure) in try parser.swiftTopLevel(inClass: false) }
            } catch {
                return
            }
        }
    }

    /// Attributes (`@IBOutlet`, `@objc`) and modifiers (`private`, `weak`, `override`) before a declaration.
    mutating func swiftAttributes() -> (attributes: [Token], modifiers: [String]) {
        var attributes: [Token] = []
        var modifiers: [String] = []
        while true {
            if current.isAtWord {
                let attribute = advance()
                attributes.append(attribute)
                if check(.leftParen) && !isSpacedBefore(current) {
                    var level = 0
                    repeat {
                        if check(.leftParen) { level += 1 } else if check(.rightParen) { level -= 1 }
                        advance()
                    } while level > 0 && !atEnd
                }
            } else if let modifier = current.keyword, Self.swiftModifiers.contains(modifier)
                        && (peek().isAnyKeyword || peek().isPunctuation(.leftParen) && modifier != .static) {
                modifiers.append(advance().text)
                if check(.leftParen) {  // `private(set)`
                    while !atEnd && !check(.rightParen) { advance() }
                    advance()
                }
            } else {
                return (attributes, modifiers)
            }
        }
    }

    mutating func swiftTopLevel(inClass: Bool) throws(ParseFailure) {
        let start = current
        if current.isKeyword(.import) {
            advance()
            while !atEnd && !current.followsNewline && !check(.semicolon) { advance() }
            _ = consume(.semicolon)
            return
        }
        let (attributes, modifiers) = swiftAttributes()
        let token = current
        if token.isAnyKeyword {
            switch token.keyword {
            case .class? where !inClass:
                try swiftClass()
                return
            case .struct? where !inClass, .extension? where !inClass:
                try swiftTypeDeclaration()
                return
            case .struct?, .enum?, .protocol?, .extension?, .class?, .typealias?, .initializer?, .deinit?, .subscript?:
                try skipUnsupportedDeclaration(token)
                return
            case .func?:
                try swiftFunction(isMethod: inClass, isAction: attributes.contains { $0.isKeyword(.atIBAction) })
                return
            case .let?, .var?:
                try swiftTopLevelVariables(start: start, isOutlet: attributes.contains { $0.isKeyword(.atIBOutlet) }, inClass: inClass)
                return
            default:
                break
            }
        }
        if !attributes.isEmpty || !modifiers.isEmpty {
            fail(.expectedDeclaration(attributes.first?.text ?? modifiers.first ?? "", currentDescription: currentDescription),
                 at: unexpectedRange)
            throw ParseFailure.statement
        }
        if inClass {
            fail(.expectedClassMember(currentDescription), at: unexpectedRange)
            throw ParseFailure.statement
        }
        program.statements.append(try swiftStatement())
    }

    /// A declaration Swift has and notebook does not run (`enum`, `protocol`, a nested `class`...): reported, and its
    /// body skipped when it has one.
    private mutating func skipUnsupportedDeclaration(_ keyword: Token) throws(ParseFailure) {
        advance()
        fail(.unsupportedDeclaration(keyword.text), at: keyword.range)
        if check(.leftBrace) || current.kind == .identifier {
            while !atEnd && !check(.leftBrace) && !current.followsNewline { advance() }
            if check(.leftBrace) { skipBalancedBraces() }
            return
        }
        throw ParseFailure.statement
    }

    /// `let` / `var` at the top level (a statement) or in the view controller (its properties and `@IBOutlet`s).
    private mutating func swiftTopLevelVariables(start: Token, isOutlet: Bool, inClass: Bool) throws(ParseFailure) {
        let declaration = try swiftDeclaration()
        try swiftStatementEnd()
        guard case .declaration(let bindings) = declaration.kind else {
            if inClass {
                fail(.unsupportedTupleClassProperty, at: declaration.range)
            } else {
                program.statements.append(declaration)
            }
            return
        }
        guard inClass else {
            if isOutlet {
                fail(.misplacedOutlet, at: start.range)
            }
            program.statements.append(declaration)
            return
        }
        for binding in bindings {
            if isOutlet {
                let isCollection = binding.type?.isArray ?? false
                program.outlets.append(OutletDecl(name: binding.name, isCollection: isCollection,
                                                  range: start.range.union(binding.nameRange)))
            } else {
                program.properties.append(binding)
            }
        }
    }

    /// `class ViewController: UIViewController { ... }`
    mutating func swiftClass() throws(ParseFailure) {
        let keyword = advance()
        program.declaresClass = true
        _ = try identifier("a class name")
        if consume(.colon) {
            repeat {
                _ = try identifier("a superclass or protocol name")
            } while consume(.comma)
        }
        let open = current
        guard check(.leftBrace) else {
            fail(.expectedBraceToBeginClass(currentDescription), at: unexpectedRange)
            throw ParseFailure.statement
        }
        try enter(open.range)
        defer { leave() }
        advance()
        while !check(.rightBrace) {
            if atEnd {
                fail(.expectedBraceToEndClass, at: unexpectedRange,
                     notes: [.init("the class starts here", at: diagnostics.location(keyword.range.start))])
                return
            }
            try parseRecovering { (parser: inout Parser) throws(ParseFailure) in
                if !parser.consume(.semicolon) {
                    try parser.swiftTopLevel(inClass: true)
                }
            }
        }
        advance()
    }

    /// `func addFace(_ index: Int, withTransform transform: CATransform3D) { ... }`
    mutating func swiftFunction(isMethod: Bool, isAction: Bool = false) throws(ParseFailure) {
        program.functions.append(try swiftFunctionDeclaration(isMethod: isMethod, isAction: isAction))
    }

    mutating func swiftFunctionDeclaration(isMethod: Bool, isAction: Bool = false) throws(ParseFailure) -> FunctionDecl {
        let keyword = advance()
        let name = try identifier("a function name")
        try expect(.leftParen, "after the function name")
        var parameters: [Parameter] = []
        if !check(.rightParen) {
            repeat {
                let first = current
                guard first.kind == .identifier || first.isAnyKeyword else {
                    fail(.expectedParameterName(currentDescription), at: unexpectedRange)
                    throw ParseFailure.statement
                }
                advance()
                var label: String? = first.text == "_" ? nil : first.text
                var parameterName = first
                if current.kind == .identifier || (current.isAnyKeyword && !check(.colon)) {
                    parameterName = advance()
                } else {
                    label = first.text
                }
                try expect(.colon, "after the parameter name")
                if current.isKeyword(.inout) {
                    fail(.unsupportedInout, at: current.range)
                    throw ParseFailure.statement
                }
                let type = try typeName()
                if check(.assign) {
                    fail(.unsupportedDefaultArgument, at: current.range)
                    throw ParseFailure.statement
                }
                parameters.append(Parameter(label: label, name: parameterName.text, type: type, range: first.range.union(type.range)))
            } while consume(.comma)
        }
        try expect(.rightParen, "after the parameters")
        if current.isKeyword(.throws) || current.isKeyword(.async) || current.isKeyword(.rethrows) {
            advance()
        }
        var returnType: TypeName?
        if consume(.arrow) {
            returnType = try typeName()
        }
        let body = try block(context: "the function body")
        let fullName = name.text + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
        return FunctionDecl(kind: isMethod ? .method : .function, name: fullName, baseName: name.text,
                            parameters: parameters, returnType: returnType, body: body.statements,
                            range: keyword.range.union(body.range), nameRange: name.range, isAction: isAction)
    }

    /// After a statement: `;`, a line break, `}` or the end.
    mutating func swiftStatementEnd() throws(ParseFailure) {
        if consume(.semicolon) || atEnd || check(.rightBrace) || current.followsNewline { return }
        fail(.expectedSeparator, at: previousEndRange)
    }

    mutating func swiftStatement() throws(ParseFailure) -> Stmt {
        let token = current
        if token.isAnyKeyword, let statement = try swiftKeywordStatement(token) { return statement }
        if token.isAtWord {
            advance()
            fail(.misplacedAttribute(token.text), at: token.range)
            throw ParseFailure.statement
        }
        if check(.leftBrace) && anonymousArgumentCounts.isEmpty {
            fail(.unusedClosure, at: token.range)
            throw ParseFailure.statement
        }
        if check(.semicolon) {
            advance()
            return Stmt(.empty, token.range)
        }
        let value = try expression()
        try swiftStatementEnd()
        return Stmt(.expression(value), value.range)
    }

    /// A statement that starts with a keyword (`let`, `if`, `return`...), or the error for a keyword that cannot
    /// start one here; nil for a keyword that starts an expression.
    private mutating func swiftKeywordStatement(_ token: Token) throws(ParseFailure) -> Stmt? {
        let statement: Stmt
        switch token.keyword {
        case .let?, .var?:
            statement = try swiftDeclaration()
        case .if?:
            statement = try swiftIf()
        case .for?:
            statement = try swiftFor()
        case .return?:
            statement = try swiftReturn(token)
        case .break?, .continue?:
            advance()
            statement = Stmt(token.isKeyword(.break) ? .breakStatement : .continueStatement, token.range)
        case .while?, .repeat?, .switch?, .guard?:
            statement = try swiftControlFlow(token.keyword)
        case .case?, .default?:
            advance()
            fail(.labelOutsideSwitch(token.text), at: token.range)
            throw ParseFailure.statement
        case .defer?, .do?, .throw?, .fallthrough?:
            advance()
            fail(.unsupportedStatement(token.text), at: token.range)
            throw ParseFailure.statement
        case .func?, .class?, .struct?, .enum?, .protocol?, .extension?, .import?, .typealias?:
            advance()
            fail(.declarationNotAtTopLevel(token.text), at: token.range)
            throw ParseFailure.statement
        default:
            return nil
        }
        try swiftStatementEnd()
        return statement
    }

    /// `return` (the value, if any, is on the same line) and `return value`.
    private mutating func swiftReturn(_ keyword: Token) throws(ParseFailure) -> Stmt {
        advance()
        if atEnd || check(.rightBrace) || check(.semicolon) || current.followsNewline {
            return Stmt(.returnStatement(nil), keyword.range)
        }
        let value = try expression()
        return Stmt(.returnStatement(value), keyword.range.union(value.range))
    }

    /// `let a = 1, b: CGFloat = 2` / `var t = CATransform3DIdentity`
    mutating func swiftDeclaration() throws(ParseFailure) -> Stmt {
        let keyword = advance()
        var bindings: [Binding] = []
        repeat {
            if check(.leftParen) && bindings.isEmpty {
                return try tupleDeclaration(keyword)
            }
            let name = try identifier("a variable name after '\(keyword.text)'")
            var type: TypeName?
            if consume(.colon) {
                type = try typeName()
            }
            var initializer: Expr?
            if consume(.assign) {
                initializer = try expression()
            } else if check(.leftBrace) {
                fail(.unsupportedComputedProperty, at: current.range)
                throw ParseFailure.statement
            }
            bindings.append(Binding(name: name.text, nameRange: name.range, type: type, initializer: initializer,
                                    isConstant: keyword.isKeyword(.let)))
        } while consume(.comma)
        return Stmt(.declaration(bindings), keyword.range.union(previousRange))
    }

    mutating func swiftIf() throws(ParseFailure) -> Stmt {
        let keyword = advance()
        try enter(keyword.range)
        defer { leave() }
        if current.isKeyword(.let) || current.isKeyword(.var) || current.isKeyword(.case) {
            fail(.unsupportedIfForm(current.text), at: keyword.range.union(current.range))
            throw ParseFailure.statement
        }
        let condition = try withTrailingClosures(false) { (parser: inout Parser) throws(ParseFailure) in try parser.expression() }
        if check(.comma) {
            fail(.unsupportedConditionList, at: current.range)
            throw ParseFailure.statement
        }
        let body = try block(context: "the 'if' body")
        let thenBranch = Stmt(.block(body.statements), body.range)
        var elseBranch: Stmt?
        if current.isKeyword(.else) {
            advance()
            if current.isKeyword(.if) {
                elseBranch = try swiftIf()
            } else {
                let elseBody = try block(context: "the 'else' body")
                elseBranch = Stmt(.block(elseBody.statements), elseBody.range)
            }
        }
        return Stmt(.ifElse(condition, thenBranch, elseBranch), keyword.range.union(elseBranch?.range ?? thenBranch.range))
    }

    /// `for i in 0..<6 { ... }`, `for face in faces { ... }`, `for _ in 1...3 { ... }`
    mutating func swiftFor() throws(ParseFailure) -> Stmt {
        let keyword = advance()
        if check(.leftParen), peek().kind == .identifier, peek(2).isPunctuation(.comma) {
            return try forInTuple(keyword)
        }
        if check(.leftParen) {
            fail(.unavailableCStyleFor, at: current.range)
            throw ParseFailure.statement
        }
        let name = try identifier("a loop variable name after 'for'")
        var type: TypeName?
        if consume(.colon) { type = try typeName() }
        guard current.isKeyword(.in) else {
            fail(.expectedInAfterLoopVariable(currentDescription), at: unexpectedRange)
            throw ParseFailure.statement
        }
        advance()
        let sequence = try withTrailingClosures(false) { (parser: inout Parser) throws(ParseFailure) in try parser.expression() }
        if current.isKeyword(.where) {
            fail(.unsupportedWhereClause, at: current.range)
            throw ParseFailure.statement
        }
        let body = try block(context: "the loop body")
        return Stmt(.forIn(name.text, nameRange: name.range, type: type, sequence, Stmt(.block(body.statements), body.range)),
                    keyword.range.union(body.range))
    }
}
