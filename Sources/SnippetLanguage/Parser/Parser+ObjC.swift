import Diagnostics

/// Objective-C: `#define` is handled before parsing; here are `@interface` (outlets and properties),
/// `@implementation`, methods and C functions (their statements: Parser+ObjCStatements.swift).
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
        let name = try identifier("a class name after '@interface'")
        var superclass: String?
        // `: Superclass`, `(Category)` or `()`, `<Protocols>`, in any combination.
        while !atEnd {
            if consume(.colon) {
                superclass = try identifier("a superclass name").text
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
        // A subclass of NSObject is a class of the listing's own; anything else is the view controller.
        let ownClass = superclass == "NSObject" ? declareOwnClass(name) : ownClassIndex(name.text)
        if ownClass == nil { program.declaresClass = true }
        try objcInstanceVariables(into: ownClass)
        while !current.isKeyword(.atEnd) {
            if atEnd {
                fail(.expectedEndOfInterface, at: unexpectedRange,
                     notes: [.init("'@interface' starts here", at: diagnostics.location(start.range.start))])
                return
            }
            try parseRecovering { (parser: inout Parser) throws(ParseFailure) in try parser.objcInterfaceMember(ownClass: ownClass) }
        }
        advance()
    }

    func ownClassIndex(_ name: String) -> Int? {
        program.types.firstIndex { $0.isClass && $0.name == name }
    }

    mutating func declareOwnClass(_ name: Token) -> Int {
        var declaration = TypeDecl(name: name.text, nameRange: name.range, isExtension: false, range: name.range)
        declaration.isClass = true
        program.types.append(declaration)
        return program.types.count - 1
    }

    /// `{ CGFloat _scale; NSInteger count; }` after `@interface` or `@implementation`: the view controller's are
    /// skipped (its state is its properties), a class's own become its instance variables.
    mutating func objcInstanceVariables(into ownClass: Int?) throws(ParseFailure) {
        guard check(.leftBrace) else { return }
        guard let ownClass else { return skipBalancedBraces() }
        let open = advance()
        while !check(.rightBrace) {
            if atEnd || current.isKeyword(.atEnd) {
                fail(.expectedClosingBrace("the instance variables"), at: unexpectedRange,
                     notes: [.init("to match this '{'", at: diagnostics.location(open.range.start))])
                return
            }
            try parseRecovering { (parser: inout Parser) throws(ParseFailure) in
                let declaration = try parser.objcDeclaration()
                guard case .declaration(let bindings) = declaration.kind else { return }
                if let initialized = bindings.first(where: { $0.initializer != nil }), let value = initialized.initializer {
                    parser.fail(.expectedSemicolon("at end of declaration list"), at: value.range)
                    throw ParseFailure.statement
                }
                parser.program.types[ownClass].storedProperties += bindings
                try parser.expectSemicolon("at end of declaration list")
            }
        }
        advance()
    }

    /// One member of `@interface`: a property, a method declaration, or `@optional`/`@required`.
    mutating func objcInterfaceMember(ownClass: Int?) throws(ParseFailure) {
        if current.isKeyword(.atProperty) {
            try objcProperty(ownClass: ownClass)
        } else if (check(.minus) || check(.plus)) {
            // A method declaration: its definition comes in @implementation. It ends at its `;`, or, when that is
            // missing, before the next member.
            advance()
            while !atEnd && !check(.semicolon) && !current.isKeyword(.atEnd) && !current.isKeyword(.atProperty)
                    && !(current.followsNewline && (check(.minus) || check(.plus)) && peek().isPunctuation(.leftParen)) {
                advance()
            }
            if !consume(.semicolon) { fail(.expectedSemicolon("after method prototype"), at: previousEndRange) }
        } else if current.isKeyword(.atOptional) || current.isKeyword(.atRequired) {
            advance()
        } else {
            fail(.expectedInterfaceMember(currentDescription), at: unexpectedRange)
            throw ParseFailure.statement
        }
    }

    /// `@property (nonatomic, weak) IBOutlet UIView *layerView;` and
    /// `@property (nonatomic, strong) IBOutletCollection(UIView) NSArray *faces;`
    mutating func objcProperty(ownClass: Int?) throws(ParseFailure) {
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
            if let ownClass {
                program.types[ownClass].propertyNames.append(name.text)
                program.types[ownClass].storedProperties.append(Binding(name: "_" + name.text, nameRange: name.range, type: declaratorType,
                                                                        initializer: nil, isConstant: false))
            } else if isOutlet {
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
        let name = try identifier("a class name after '@implementation'")
        let ownClass = ownClassIndex(name.text)
        if ownClass == nil { program.declaresClass = true }
        if check(.leftParen) {
            advance()
            if current.kind == .identifier { advance() }
            try expect(.rightParen, "after the category name")
        }
        try objcInstanceVariables(into: ownClass)
        openClass = ownClass
        defer { openClass = nil }
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
        var method = FunctionDecl(kind: .method, name: selector, baseName: selector, parameters: parameters, returnType: returnType,
                                  body: body.statements, range: dash.range.union(body.range), nameRange: nameRange,
                                  isAction: returnType.name == "IBAction")
        guard let openClass else { return program.functions.append(method) }
        method.isStatic = dash.isPunctuation(.plus)
        program.types[openClass].members.append(method)
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
}
