import Diagnostics

/// Objective-C: `#define` is handled before parsing; here are `@interface` (outlets and properties),
/// `@implementation`, methods, C functions and C statements.
extension Parser {
    mutating func parseObjCProgram() {
        while !atEnd && !stopped {
            do {
                try parseRecovering { (parser: inout Parser) throws(ParseFailure) in try parser.objcTopLevel(inImplementation: false) }
            } catch {
                return
            }
        }
    }

    mutating func objcTopLevel(inImplementation: Bool) throws(ParseFailure) {
        let token = current
        switch token.kind {
        case .keyword(.atInterface):
            try objcInterface()
        case .keyword(.atImplementation):
            try objcImplementation()
        case .keyword(.atEnd):
            advance()
            fail(.endWithoutInterface, at: token.range)
        case .keyword(.atClass), .keyword(.atSynthesize), .keyword(.atDynamic):
            advance()
            while !atEnd && !check(.semicolon) { advance() }
            _ = consume(.semicolon)
        case _ where token.isAtWord:
            fail(.unsupportedToken(token.text), at: token.range)
            throw ParseFailure.statement
        case .punctuator(let sign) where (sign == .minus || sign == .plus) && peek().isPunctuation(.leftParen):
            try objcMethod()
        default:
            if looksLikeFunctionDefinition() {
                try cFunction()
            } else {
                program.statements.append(try objcStatement())
            }
        }
    }

    // MARK: Classes

    mutating func objcInterface() throws(ParseFailure) {
        let start = advance()
        program.declaresClass = true
        _ = try identifier("a class name after '@interface'")
        // `: Superclass`, `(Category)` or `()`, `<Protocols>`, in any combination.
        while !atEnd {
            if consume(.colon) {
                _ = try identifier("a superclass name")
            } else if check(.leftParen) {
                advance()
                if current.kind == .identifier { advance() }
                try expect(.rightParen, "after the category name")
            } else if check(.less) {
                while !atEnd && !check(.greater) { advance() }
                try expect(.greater, "to close the protocol list")
            } else {
                break
            }
        }
        if check(.leftBrace) { skipBalancedBraces() }
        while !current.isKeyword(.atEnd) {
            if atEnd {
                fail(.expectedEndOfInterface, at: unexpectedRange,
                     notes: [.init("'@interface' starts here", at: diagnostics.location(start.range.start))])
                return
            }
            try parseRecovering { (parser: inout Parser) throws(ParseFailure) in try parser.objcInterfaceMember() }
        }
        advance()
    }

    /// One member of `@interface`: a property, a method declaration, or `@optional`/`@required`.
    mutating func objcInterfaceMember() throws(ParseFailure) {
        if current.isKeyword(.atProperty) {
            try objcProperty()
        } else if (check(.minus) || check(.plus)) {
            // A method declaration: its definition comes in @implementation.
            while !atEnd && !check(.semicolon) && !current.isKeyword(.atEnd) { advance() }
            _ = consume(.semicolon)
        } else if current.isKeyword(.atOptional) || current.isKeyword(.atRequired) {
            advance()
        } else {
            fail(.expectedInterfaceMember(currentDescription), at: unexpectedRange)
            throw ParseFailure.statement
        }
    }

    /// `@property (nonatomic, weak) IBOutlet UIView *layerView;` and
    /// `@property (nonatomic, strong) IBOutletCollection(UIView) NSArray *faces;`
    mutating func objcProperty() throws(ParseFailure) {
        let start = advance()
        if check(.leftParen) {
            advance()
            while !atEnd && !check(.rightParen) && !check(.semicolon) { advance() }
            try expect(.rightParen, "to close the property attributes")
        }
        var isOutlet = false
        var isCollection = false
        while true {
            if current.isIdentifier("IBOutlet") {
                isOutlet = true
                advance()
            } else if current.isIdentifier("IBOutletCollection") {
                isOutlet = true
                isCollection = true
                advance()
                try expect(.leftParen, "after 'IBOutletCollection'")
                _ = try identifier("the element class of the outlet collection")
                try expect(.rightParen, "after the element class")
            } else {
                break
            }
        }
        let type = try typeName()
        var first = true
        repeat {
            var declaratorType = type
            if !first {
                while check(.star) {
                    advance()
                    declaratorType.pointerDepth += 1
                }
            }
            first = false
            let name = try identifier("a property name")
            if isOutlet {
                program.outlets.append(OutletDecl(name: name.text, isCollection: isCollection, range: start.range.union(name.range)))
            } else {
                program.properties.append(Binding(name: name.text, nameRange: name.range, type: declaratorType, initializer: nil,
                                                   isConstant: false))
            }
        } while consume(.comma)
        try expectSemicolon("after the property declaration")
    }

    mutating func skipBalancedBraces() {
        var level = 0
        repeat {
            if check(.leftBrace) { level += 1 } else if check(.rightBrace) { level -= 1 }
            advance()
        } while level > 0 && !atEnd
    }

    mutating func objcImplementation() throws(ParseFailure) {
        let start = advance()
        program.declaresClass = true
        _ = try identifier("a class name after '@implementation'")
        if check(.leftParen) {
            advance()
            if current.kind == .identifier { advance() }
            try expect(.rightParen, "after the category name")
        }
        if check(.leftBrace) { skipBalancedBraces() }
        while !current.isKeyword(.atEnd) {
            if atEnd {
                fail(.expectedEndOfImplementation, at: unexpectedRange,
                     notes: [.init("'@implementation' starts here", at: diagnostics.location(start.range.start))])
                return
            }
            try parseRecovering { (parser: inout Parser) throws(ParseFailure) in try parser.objcTopLevel(inImplementation: true) }
        }
        advance()
    }

    /// `- (void)addFace:(NSInteger)index withTransform:(CATransform3D)transform { ... }`
    mutating func objcMethod() throws(ParseFailure) {
        let dash = advance()
        try expect(.leftParen, "before the return type")
        let returnType = try typeName()
        try expect(.rightParen, "after the return type")
        let first = try identifier("a method name")
        var selector = first.text
        var parameters: [Parameter] = []
        var nameRange = first.range
        if check(.colon) {
            selector = ""
            var piece = first
            while true {
                try expect(.colon, "after '\(piece.text)' in the method name")
                try expect(.leftParen, "before the parameter type")
                let type = try typeName()
                try expect(.rightParen, "after the parameter type")
                let name = try identifier("a parameter name")
                selector += piece.text + ":"
                parameters.append(Parameter(label: piece.text, name: name.text, type: type, range: piece.range.union(name.range)))
                nameRange = nameRange.union(piece.range)
                if current.kind == .identifier && peek().isPunctuation(.colon) {
                    piece = advance()
                    continue
                }
                if check(.comma) {
                    fail(.unsupportedVariadicMethod, at: current.range)
                    throw ParseFailure.statement
                }
                break
            }
        }
        if consume(.semicolon) && !check(.leftBrace) {
            return  // A declaration only.
        }
        let body = try block(context: "the method body")
        program.functions.append(FunctionDecl(kind: .method, name: selector, baseName: selector, parameters: parameters,
                                              returnType: returnType, body: body.statements, range: dash.range.union(body.range),
                                              nameRange: nameRange, isAction: returnType.name == "IBAction"))
    }

    /// Whether a C function definition or prototype starts here: `[static] Type [*] name (`.
    func looksLikeFunctionDefinition() -> Bool {
        var ahead = 0
        // Switches rather than `[...].contains`, which built an array of strings at every statement.
        func isStorageWord(_ keyword: Keyword?) -> Bool {
            switch keyword {
            case .static?, .inline?, .extern?, .const?: return true
            default: return false
            }
        }
        func isTypeWord(_ keyword: Keyword?) -> Bool {
            switch keyword {
            case .unsigned?, .signed?, .void?, .struct?, .const?: return true
            default: return false
            }
        }
        while isStorageWord(peek(ahead).keyword) { ahead += 1 }
        var sawType = false
        while isTypeWord(peek(ahead).keyword) {
            ahead += 1
            sawType = true
        }
        if peek(ahead).kind == .identifier && peek(ahead + 1).kind == .identifier {
            ahead += 1
            sawType = true
        } else if !sawType && peek(ahead).kind == .identifier && peek(ahead + 1).isPunctuation(.star) {
            ahead += 1
            sawType = true
        }
        guard sawType else { return false }
        while peek(ahead).isPunctuation(.star) || peek(ahead).isKeyword(.const) { ahead += 1 }
        return peek(ahead).kind == .identifier && peek(ahead + 1).isPunctuation(.leftParen)
    }

    /// `CGAffineTransform CGAffineTransformMakeShear(CGFloat x, CGFloat y) { ... }`
    mutating func cFunction() throws(ParseFailure) {
        while current.isKeyword(.static) || current.isKeyword(.inline) || current.isKeyword(.extern) {
            advance()
        }
        let start = current.range
        let returnType = try typeName()
        let name = try identifier("a function name")
        let open = try expect(.leftParen, "after the function name")
        var parameters: [Parameter] = []
        if current.isKeyword(.void) && peek().isPunctuation(.rightParen) {
            advance()
        }
        if !check(.rightParen) {
            repeat {
                if check(.ellipsis) {
                    fail(.unsupportedVariadicFunction, at: current.range)
                    throw ParseFailure.statement
                }
                let type = try typeName()
                let parameterName = try identifier("a parameter name")
                parameters.append(Parameter(label: nil, name: parameterName.text, type: type, range: type.range.union(parameterName.range)))
            } while consume(.comma)
        }
        _ = open
        try expect(.rightParen, "after the parameters")
        if consume(.semicolon) { return }  // A prototype.
        let body = try block(context: "the function body")
        program.functions.append(FunctionDecl(kind: .function, name: name.text, baseName: name.text, parameters: parameters,
                                              returnType: returnType, body: body.statements, range: start.union(body.range),
                                              nameRange: name.range))
    }

    // MARK: Statements

    /// `{ statements }` with statement-level recovery inside.
    mutating func block(context: String) throws(ParseFailure) -> (statements: [Stmt], range: SourceRange) {
        let open = current
        guard check(.leftBrace) else {
            fail(.expectedBraceToBegin(context, currentDescription: currentDescription), at: unexpectedRange)
            throw ParseFailure.statement
        }
        try enter(open.range)
        defer { leave() }
        advance()
        var statements: [Stmt] = []
        while !check(.rightBrace) {
            if atEnd || (dialect == .objc && current.isKeyword(.atEnd)) {
                fail(.expectedClosingBrace(context), at: unexpectedRange,
                     notes: [.init("to match this '{'", at: diagnostics.location(open.range.start))])
                return (statements, open.range.union(previousRange))
            }
            try parseRecovering { (parser: inout Parser) throws(ParseFailure) in
                statements.append(parser.dialect == .objc ? try parser.objcStatement() : try parser.swiftStatement())
            }
        }
        let close = advance()
        return (statements, open.range.union(close.range))
    }

    mutating func expectSemicolon(_ context: String) throws(ParseFailure) {
        if consume(.semicolon) { return }
        // Report at the end of the previous token (where the `;` belongs) and go on as if it were there.
        fail(.expectedSemicolon(context), at: previousEndRange)
    }

    mutating func objcStatement() throws(ParseFailure) -> Stmt {
        // A block counts its own nesting; any other statement that nests (`if`, `for`) counts here.
        let counts = !check(.leftBrace)
        if counts { try enter(current.range) }
        defer { if counts { leave() } }
        // Most statements start with an identifier: the token is copied only for a keyword.
        let start = current.range
        if current.isAnyKeyword {
            let token = current
            switch token.keyword {
            case .if?:
                return try objcIf()
            case .for?:
                return try objcFor()
            case .return?:
                advance()
                if check(.semicolon) {
                    advance()
                    return Stmt(.returnStatement(nil), token.range)
                }
                let value = try expression()
                try expectSemicolon("after the return value")
                return Stmt(.returnStatement(value), token.range.union(value.range))
            case .break?, .continue?:
                advance()
                try expectSemicolon("after '\(token.text)'")
                return Stmt(token.isKeyword(.break) ? .breakStatement : .continueStatement, token.range)
            case .while?:
                return try objcWhile()
            case .do?:
                return try objcDoWhile()
            case .switch?:
                return try objcSwitch()
            case .case?, .default?:
                advance()
                fail(.caseOutsideSwitch(token.text), at: token.range)
                throw ParseFailure.statement
            case .goto?, .typedef?, .union?:
                advance()
                fail(.unsupportedStatementKeyword(token.text, verb: token.isKeyword(.goto) ? "is" : "declarations are"), at: token.range)
                throw ParseFailure.statement
            case .atEnd?, .atInterface?, .atImplementation?:
                fail(.unexpectedInFunctionBody(token.text), at: token.range)
                throw ParseFailure.statement
            case .atAutoreleasepool?, .atTry?, .atThrow?, .atSynchronized?, .atCatch?, .atFinally?:
                advance()
                fail(.unsupportedToken(token.text), at: token.range)
                throw ParseFailure.statement
            default:
                break
            }
        }
        if check(.leftBrace) {
            let body = try block(context: "the block")
            return Stmt(.block(body.statements), body.range)
        }
        if check(.semicolon) {
            advance()
            return Stmt(.empty, start)
        }
        if check(.minus) || check(.plus), peek().isPunctuation(.leftParen), looksLikeMethodHeader() {
            fail(.methodInsideFunction, at: start)
            throw ParseFailure.statement
        }
        if isDeclarationStart() {
            if looksLikeFunctionDefinition() {
                fail(.functionInsideFunction, at: start)
                throw ParseFailure.statement
            }
            let declaration = try objcDeclaration()
            try expectSemicolon("after the declaration")
            return declaration
        }
        let value = try expression()
        try expectSemicolon("after the expression")
        return Stmt(.expression(value), value.range)
    }

    func looksLikeMethodHeader() -> Bool {
        var ahead = 2
        while ahead < 8 && !peek(ahead).isPunctuation(.rightParen) { ahead += 1 }
        return peek(ahead).isPunctuation(.rightParen) && peek(ahead + 1).kind == .identifier
            && (peek(ahead + 2).isPunctuation(.leftBrace) || peek(ahead + 2).isPunctuation(.colon))
    }

    func isDeclarationStart() -> Bool {
        // `void (^name)(…)` / `CGFloat (^ease)(CGFloat)`: a block variable.
        if current.kind == .identifier || current.isKeyword(.void), peek().isPunctuation(.leftParen), peek(2).isPunctuation(.caret),
           peek(3).kind == .identifier, peek(4).isPunctuation(.rightParen) {
            return true
        }
        // Asked before every statement: the tokens are read in place rather than copied.
        if current.isAnyKeyword {
            switch current.keyword {
            case .static?, .const?, .extern?, .unsigned?, .signed?, .struct?, .enum?, .block?, .weakQualifier?,
                 .strongQualifier?, .volatile?, .register?:
                return true
            default:
                return false
            }
        }
        guard current.kind == .identifier else { return false }
        let nextIndex = min(position + 1, tokens.count - 1)
        if tokens[nextIndex].kind == .identifier && tokens[nextIndex].text != "in" { return true }
        guard tokens[nextIndex].isPunctuation(.star) || tokens[nextIndex].isPunctuation(.less) else { return false }
        let token = current
        let next = peek()
        if next.isPunctuation(.star), peek(2).kind == .identifier {
            let after = peek(3)
            if Names.objcTypeNames.contains(token.text) || token.text.first?.isUppercase == true {
                return after.isPunctuation(.assign) || after.isPunctuation(.semicolon) || after.isPunctuation(.comma) || after.isIdentifier("in")
            }
        }
        if next.isPunctuation(.less) && Names.objcTypeNames.contains(token.text) { return true }
        return false
    }

    /// `CGFloat nx = t.m31, ny = t.m32` (the `;` is left for the caller).
    mutating func objcDeclaration() throws(ParseFailure) -> Stmt {
        var storageIsConst = false
        var isBlockStorage = false
        while current.isKeyword(.static) || current.isKeyword(.extern) || current.isKeyword(.block)
                || current.isKeyword(.weakQualifier) || current.isKeyword(.strongQualifier) || current.isKeyword(.register) {
            isBlockStorage = isBlockStorage || current.isKeyword(.block)
            advance()
        }
        if current.isKeyword(.const) {
            storageIsConst = true
        }
        let start = current.range
        let type = try typeName()
        var bindings: [Binding] = []
        var first = true
        repeat {
            var declaratorType = type
            if !first {
                while check(.star) {
                    advance()
                    declaratorType.pointerDepth += 1
                }
            }
            first = false
            let name: Token
            if check(.leftParen) && peek().isPunctuation(.caret) {
                let declarator = try objcBlockDeclarator()
                name = declarator.name
                declaratorType = TypeName(name: TypeName.closureName, range: declaratorType.range.union(previousRange),
                                          signature: declarator.parameters + [declaratorType])
            } else {
                name = try identifier("a variable name")
            }
            if check(.leftBracket) {
                fail(.unsupportedCArray, at: current.range)
                throw ParseFailure.statement
            }
            var initializer: Expr?
            if consume(.assign) {
                if check(.leftBrace) {
                    fail(.unsupportedBraceInitializer, at: current.range)
                    throw ParseFailure.statement
                }
                initializer = try expression()
            }
            bindings.append(Binding(name: name.text, nameRange: name.range, type: declaratorType, initializer: initializer,
                                    isConstant: storageIsConst || type.isConst, isBlockStorage: isBlockStorage))
        } while consume(.comma)
        return Stmt(.declaration(bindings), start.union(previousRange))
    }

    mutating func objcIf() throws(ParseFailure) -> Stmt {
        let keyword = advance()
        try expect(.leftParen, "after 'if'")
        let condition = try expression()
        try expect(.rightParen, "after the condition")
        let thenBranch = try objcStatement()
        var elseBranch: Stmt?
        if current.isKeyword(.else) {
            advance()
            elseBranch = try objcStatement()
        }
        return Stmt(.ifElse(condition, thenBranch, elseBranch), keyword.range.union(elseBranch?.range ?? thenBranch.range))
    }

    mutating func objcFor() throws(ParseFailure) -> Stmt {
        let keyword = advance()
        try expect(.leftParen, "after 'for'")
        var initializer: Stmt?
        if !check(.semicolon) {
            if isDeclarationStart() {
                let typeStart = position
                // Fast enumeration: `for (UIView *face in self.faces)`.
                let type = try typeName()
                if current.kind == .identifier, peek().isIdentifier("in") {
                    let name = advance()
                    advance()
                    let sequence = try expression()
                    try expect(.rightParen, "after the collection")
                    let body = try objcStatement()
                    return Stmt(.forIn(name.text, nameRange: name.range, type: type, sequence, body), keyword.range.union(body.range))
                }
                position = typeStart
                initializer = try objcDeclaration()
            } else {
                if current.kind == .identifier, peek().isIdentifier("in") {
                    let name = advance()
                    advance()
                    let sequence = try expression()
                    try expect(.rightParen, "after the collection")
                    let body = try objcStatement()
                    return Stmt(.forIn(name.text, nameRange: name.range, type: nil, sequence, body), keyword.range.union(body.range))
                }
                let value = try expression()
                initializer = Stmt(.expression(value), value.range)
            }
        }
        try expect(.semicolon, "after the loop initializer")
        let condition = check(.semicolon) ? nil : try expression()
        try expect(.semicolon, "after the loop condition")
        let step = check(.rightParen) ? nil : try expression()
        try expect(.rightParen, "after the loop increment")
        let body = try objcStatement()
        return Stmt(.forLoop(initializer, condition, step, body), keyword.range.union(body.range))
    }
}
