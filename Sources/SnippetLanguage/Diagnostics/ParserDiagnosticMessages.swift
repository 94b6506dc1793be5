import Diagnostics

/// The messages of the parser.
extension SnippetDiagnostic {
    static var anonymousArgumentsInClosureWithParameters: SnippetDiagnostic {
        SnippetDiagnostic(id: .unsupportedConstruct, message: "anonymous closure arguments cannot be used inside a closure that has explicit arguments")
    }

    static func expectedClosingBrace(_ context: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .expectedToken, message: "expected '}' to end \(context)")
    }

    static func expectedInAfterClosureParameters(_ currentDescription: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .expectedToken, message: "expected 'in' after the closure's parameters, found \(currentDescription)")
    }

    static var anonymousArgumentOutsideClosure: SnippetDiagnostic {
        SnippetDiagnostic(id: .undeclaredIdentifier, message: "anonymous closure argument not contained in a closure")
    }

    static var expectedWhileInDoWhile: SnippetDiagnostic {
        SnippetDiagnostic(id: .expectedToken, message: "expected 'while' in do/while loop")
    }

    static var expectedWhileAfterRepeat: SnippetDiagnostic {
        SnippetDiagnostic(id: .expectedToken, message: "expected 'while' after 'repeat' body")
    }

    static var expectedElseAfterGuard: SnippetDiagnostic {
        SnippetDiagnostic(id: .expectedToken, message: "expected 'else' after 'guard' condition")
    }

    static var guardFallsThrough: SnippetDiagnostic {
        SnippetDiagnostic(id: .guardFallsThrough, message: "'guard' body must not fall through, consider using a 'return' or 'throw' to exit the scope")
    }

    static func emptyCase(_ label: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .emptyCase, message: "'\(label)' label in a 'switch' must have at least one executable statement",
                          notes: [.init("write 'break' to do nothing")])
    }

    static var switchNotExhaustive: SnippetDiagnostic {
        SnippetDiagnostic(id: .switchNotExhaustive, message: "switch must be exhaustive",
                          notes: [.init("add a 'default' clause")])
    }

    static func expectedBraceAfterSwitchSubject(_ currentDescription: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .expectedToken, message: "expected '{' after the switch subject, found \(currentDescription)")
    }

    static var expectedBraceAtEndOfSwitch: SnippetDiagnostic {
        SnippetDiagnostic(id: .expectedToken, message: "expected '}' at the end of the switch")
    }

    static var statementOutsideCaseLabel: SnippetDiagnostic {
        SnippetDiagnostic(id: .expectedToken, message: "statement in a switch must be under a 'case' or 'default' label")
    }

    static func unsupportedKeywordPair(_ keyword: String, next: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unsupportedConstruct, message: "'\(keyword) \(next)' is not supported in listings")
    }

    static var unsupportedTypeCheck: SnippetDiagnostic {
        SnippetDiagnostic(id: .unsupportedConstruct, message: "'is' type checks are not supported in listings")
    }

    static func unavailableIncrement(_ symbol: String, replacement: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unsupportedOperator, message: "'\(symbol)' is not available in Swift: use '\(replacement) 1'")
    }

    static func operatorAsFunction(_ symbol: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unsupportedConstruct, message: "an operator as a function value ('\(symbol)') is not supported in listings; write a closure, as in '{ $0 \(symbol) $1 }'")
    }

    static func unsupportedPrefixOperator(_ symbol: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unsupportedOperator, message: "prefix '\(symbol)' is not supported in Swift listings")
    }

    static func unsupportedOverflowOperator(_ symbol: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unsupportedOperator, message: "overflow operator '\(symbol)' is not supported in Swift listings")
    }

    static func unsupportedToken(_ text: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unsupportedConstruct, message: "'\(text)' is not supported in listings")
    }

    static func expectedMember(_ currentDescription: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .expectedMember, message: "expected a member name after '.', found \(currentDescription)")
    }

    static var unsupportedArrowAccess: SnippetDiagnostic {
        SnippetDiagnostic(id: .unsupportedConstruct, message: "'->' (instance variable access) is not supported in listings; use a property")
    }

    static func expectedCommaInArgumentList(_ currentDescription: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .expectedToken, message: "expected ',' or ')' in argument list, found \(currentDescription)")
    }

    static var unsupportedCharacterLiteral: SnippetDiagnostic {
        SnippetDiagnostic(id: .unsupportedConstruct, message: "character literals are not supported in listings")
    }

    static var misplacedDirective: SnippetDiagnostic {
        SnippetDiagnostic(id: .misplacedDirective, message: "a preprocessor directive must start its own line")
    }

    static func expectedExpression(_ currentDescription: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .expectedExpression, message: "expected an expression, found \(currentDescription)")
    }

    static func expectedExpressionFoundKeyword(_ keyword: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .expectedExpression, message: "expected an expression, found keyword '\(keyword)'")
    }

    static var unsupportedCommaOperator: SnippetDiagnostic {
        SnippetDiagnostic(id: .unsupportedConstruct, message: "the comma operator is not supported in listings")
    }

    static var unsupportedDictionaryLiteral: SnippetDiagnostic {
        SnippetDiagnostic(id: .unsupportedConstruct, message: "dictionary literals are not supported in listings")
    }

    static func expectedLiteralAfterAt(_ currentDescription: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .expectedExpression, message: "expected a number, '(' or '\"' after '@', found \(currentDescription)")
    }

    static func unsupportedImplicitMemberCall(_ member: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unsupportedConstruct, message: "implicit member calls ('.\(member)(...)') are not supported; write the type name")
    }

    static var expectedExpressionFoundBrace: SnippetDiagnostic {
        SnippetDiagnostic(id: .expectedExpression, message: "expected an expression, found '{'")
    }

    static var expectedBracketClosingArray: SnippetDiagnostic {
        SnippetDiagnostic(id: .expectedToken, message: "expected ']' to close the array literal")
    }

    static var expectedReceiver: SnippetDiagnostic {
        SnippetDiagnostic(id: .expectedExpression, message: "expected a receiver in message send")
    }

    static func expectedColonInMessageSend(_ selectorPiece: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .expectedToken, message: "expected ':' after '\(selectorPiece)' in message send")
    }

    static var unsupportedVariadicArguments: SnippetDiagnostic {
        SnippetDiagnostic(id: .unsupportedConstruct, message: "variadic arguments in message sends are not supported in listings")
    }

    static func floatSuffixOnInteger(_ literal: String, digits: Substring) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .invalidNumber, message: "invalid suffix 'f' on integer constant '\(literal)'; write '\(digits).0f'")
    }

    static func integerLiteralOverflow(_ literal: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .numberTooLarge, message: "integer literal '\(literal)' overflows a 64-bit integer")
    }

    /// A decimal digit the literal's radix has not: C reads a leading zero as octal, so `09` is not nine.
    static func invalidDigit(_ digit: Character, radix: Int, literal: String) -> SnippetDiagnostic {
        let name = radix == 2 ? "binary" : "octal"
        return SnippetDiagnostic(id: .invalidNumber, message: "invalid digit '\(digit)' in \(name) constant '\(literal)'")
    }

    static func invalidNumber(_ literal: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .invalidNumber, message: "invalid number '\(literal)'")
    }

    static func floatLiteralTooLarge(_ literal: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .numberTooLarge, message: "floating-point literal '\(literal)' is too large")
    }

    static func expectedParenthesisClosingCall(_ callee: String, currentDescription: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .expectedToken, message: "expected ')' to close '\(callee)(', found \(currentDescription)")
    }

    static func expectedMethodNameFound(_ callee: String, found: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .expectedIdentifier, message: "expected a method name in '\(callee)(…)', found '\(found)'")
    }

    static func expectedMethodName(_ callee: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .expectedIdentifier, message: "expected a method name in '\(callee)(…)'")
    }

    static var endWithoutInterface: SnippetDiagnostic {
        SnippetDiagnostic(id: .unexpectedEnd, message: "'@end' without '@interface' or '@implementation'")
    }

    static var expectedEndOfInterface: SnippetDiagnostic {
        SnippetDiagnostic(id: .expectedEnd, message: "expected '@end' to close '@interface'")
    }

    static func expectedInterfaceMember(_ currentDescription: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unexpectedToken, message: "expected '@property', a method declaration or '@end' in '@interface', found \(currentDescription)")
    }

    static var expectedEndOfImplementation: SnippetDiagnostic {
        SnippetDiagnostic(id: .expectedEnd, message: "expected '@end' to close '@implementation'")
    }

    static var unsupportedVariadicMethod: SnippetDiagnostic {
        SnippetDiagnostic(id: .unsupportedConstruct, message: "variadic methods are not supported in listings")
    }

    static var unsupportedVariadicFunction: SnippetDiagnostic {
        SnippetDiagnostic(id: .unsupportedConstruct, message: "variadic functions are not supported in listings")
    }

    static func expectedBraceToBegin(_ context: String, currentDescription: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .expectedToken, message: "expected '{' to begin \(context), found \(currentDescription)")
    }

    static func expectedSemicolon(_ context: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .expectedSemicolon, message: "expected ';' \(context)")
    }

    static func caseOutsideSwitch(_ keyword: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unexpectedToken, message: "'\(keyword)' statement not in switch statement")
    }

    static func unsupportedStatementKeyword(_ keyword: String, verb: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unsupportedConstruct, message: "'\(keyword)' \(verb) not supported in listings")
    }

    static func unexpectedInFunctionBody(_ keyword: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unexpectedToken, message: "'\(keyword)' inside a function body")
    }

    static var methodInsideFunction: SnippetDiagnostic {
        SnippetDiagnostic(id: .misplacedDefinition, message: "a method cannot be defined inside a function or method body",
                          notes: [.init("is a '}' missing before it?")])
    }

    static var functionInsideFunction: SnippetDiagnostic {
        SnippetDiagnostic(id: .misplacedDefinition, message: "a function cannot be defined inside a function or method body",
                          notes: [.init("is a '}' missing before it?")])
    }

    static var unsupportedCArray: SnippetDiagnostic {
        SnippetDiagnostic(id: .unsupportedConstruct, message: "C arrays are not supported in listings; use an NSArray")
    }

    static var unsupportedBraceInitializer: SnippetDiagnostic {
        SnippetDiagnostic(id: .unsupportedConstruct, message: "brace initializers are not supported in listings; use a Make function such as CGPointMake")
    }

    static var emptyStatementExpression: SnippetDiagnostic {
        SnippetDiagnostic(id: .expectedExpression, message: "the statement expression '({ ... })' is empty: it needs a last expression statement, whose value is its value")
    }

    static func statementExpressionWithoutValue(_ statementDescription: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .expectedExpression, message: "the last statement of a statement expression '({ ... })' must be an expression, whose value is its value; this is \(statementDescription)")
    }

    static func signatureNotCall(_ type: String, text: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .signatureNotCall, message: "this is a function declaration (a signature), not a call: '\(type) \(text)' declares a parameter",
                          notes: [.init("a call passes values in place of the parameters' types and names")])
    }

    static func unsupportedDeclaration(_ keyword: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unsupportedConstruct, message: "'\(keyword)' declarations are not supported in listings")
    }

    static var unsupportedTupleClassProperty: SnippetDiagnostic {
        SnippetDiagnostic(id: .unsupportedConstruct, message: "tuple patterns are not supported in class properties in listings")
    }

    static var misplacedOutlet: SnippetDiagnostic {
        SnippetDiagnostic(id: .misplacedOutlet, message: "'@IBOutlet' properties must be declared inside a class")
    }

    static func expectedDeclaration(_ attribute: String, currentDescription: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .expectedDeclaration, message: "expected a declaration after '\(attribute)', found \(currentDescription)")
    }

    static func expectedClassMember(_ currentDescription: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unexpectedToken, message: "expected a property or method declaration in the class, found \(currentDescription)",
                          notes: [.init("statements belong inside a method such as 'viewDidLoad()'")])
    }

    static func expectedBraceToBeginClass(_ currentDescription: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .expectedToken, message: "expected '{' to begin the class body, found \(currentDescription)")
    }

    static var expectedBraceToEndClass: SnippetDiagnostic {
        SnippetDiagnostic(id: .expectedToken, message: "expected '}' to end the class body")
    }

    static func expectedParameterName(_ currentDescription: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .expectedIdentifier, message: "expected a parameter name, found \(currentDescription)")
    }

    static var unsupportedInout: SnippetDiagnostic {
        SnippetDiagnostic(id: .unsupportedConstruct, message: "'inout' parameters are not supported in listings")
    }

    static var unsupportedDefaultArgument: SnippetDiagnostic {
        SnippetDiagnostic(id: .unsupportedConstruct, message: "default argument values are not supported in listings")
    }

    static var expectedSeparator: SnippetDiagnostic {
        SnippetDiagnostic(id: .expectedSeparator, message: "consecutive statements on a line must be separated by ';'")
    }

    static func labelOutsideSwitch(_ keyword: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unexpectedToken, message: "'\(keyword)' label can only appear inside a 'switch' statement")
    }

    static func unsupportedStatement(_ keyword: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unsupportedConstruct, message: "'\(keyword)' statements are not supported in listings")
    }

    static func declarationNotAtTopLevel(_ keyword: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .misplacedDefinition, message: "'\(keyword)' declarations are only supported at the top level of a listing",
                          notes: [.init("is a '}' missing before it?")])
    }

    static func misplacedAttribute(_ attribute: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .misplacedAttribute, message: "attribute '\(attribute)' is only allowed on declarations in a class")
    }

    static var unusedClosure: SnippetDiagnostic {
        SnippetDiagnostic(id: .unsupportedConstruct, message: "closure expression is unused",
                          notes: [.init("a bare block '{ ... }' is a closure in Swift; call it or store it in a variable")])
    }

    static var unsupportedComputedProperty: SnippetDiagnostic {
        SnippetDiagnostic(id: .unsupportedConstruct, message: "computed properties are not supported in listings")
    }

    static func unsupportedIfForm(_ keyword: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unsupportedConstruct, message: "'if \(keyword)' is not supported in listings")
    }

    static var unsupportedConditionList: SnippetDiagnostic {
        SnippetDiagnostic(id: .unsupportedConstruct, message: "condition lists are not supported in listings; use '&&'")
    }

    static var unavailableCStyleFor: SnippetDiagnostic {
        SnippetDiagnostic(id: .unsupportedConstruct, message: "C-style 'for' loops are not available in Swift; write 'for i in 0..<n'")
    }

    static func expectedInAfterLoopVariable(_ currentDescription: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .expectedToken, message: "expected 'in' after the loop variable, found \(currentDescription)")
    }

    static var unsupportedWhereClause: SnippetDiagnostic {
        SnippetDiagnostic(id: .unsupportedConstruct, message: "'where' clauses are not supported in listings")
    }

    static func expectedInAfterLoopPattern(_ currentDescription: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .expectedToken, message: "expected 'in' after the loop pattern, found \(currentDescription)")
    }

    static func expectedBraceInTypeDeclaration(_ kind: String, currentDescription: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .expectedToken, message: "expected '{' in \(kind), found \(currentDescription)")
    }

    static func expectedBraceToEndTypeDeclaration(_ kind: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .expectedToken, message: "expected '}' to end the \(kind)")
    }

    static func unsupportedInitializer(_ typeName: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unsupportedConstruct, message: "initializers are not supported in listings; use the memberwise initializer '\(typeName)(…)'")
    }

    static func expectedTypeMember(_ typeName: String, currentDescription: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unexpectedToken, message: "expected a property or method declaration in '\(typeName)', found \(currentDescription)")
    }

    static var unsupportedTupleStructProperty: SnippetDiagnostic {
        SnippetDiagnostic(id: .unsupportedConstruct, message: "tuple patterns are not supported in struct properties in listings")
    }

    static var storedPropertyInExtension: SnippetDiagnostic {
        SnippetDiagnostic(id: .unsupportedConstruct, message: "extensions must not contain stored properties")
    }

    static var unsupportedGenericType: SnippetDiagnostic {
        SnippetDiagnostic(id: .unsupportedConstruct, message: "generic types are not supported in listings; write '[T]' for an array")
    }

    static func expectedType(_ currentDescription: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .expectedType, message: "expected a type name, found \(currentDescription)")
    }

    static func expectedPunctuation(_ punctuation: String, context: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .expectedToken, message: "expected '\(punctuation)' \(context)")
    }

    static func expectedIdentifier(_ context: String, currentDescription: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .expectedIdentifier, message: "expected \(context), found \(currentDescription)")
    }

    static var nestingTooDeep: SnippetDiagnostic {
        SnippetDiagnostic(id: .nestingTooDeep, message: "code is nested more than \(Limits.maximumNesting) levels deep",
                          notes: [.init("listings are limited to \(Limits.maximumNesting) nested parentheses, brackets and blocks")])
    }

    static var expressionTooComplex: SnippetDiagnostic {
        SnippetDiagnostic(id: .expressionTooComplex, message: "expression is too complex (more than \(Limits.maximumExpressionHeight) operations deep)",
                          notes: [.init("split it into several statements")])
    }

    static func expectedMethodNameInMessageSend(_ currentDescription: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .expectedToken, message: "expected a method name in message send, found \(currentDescription)")
    }

    static func expectedBracketEndingMessageSend(_ currentDescription: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .expectedToken, message: "expected ']' to end the message send, found \(currentDescription)")
    }

    static func unsupportedBindingPattern(_ keyword: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unsupportedConstruct, message: "binding patterns ('case \(keyword)') are not supported in listings")
    }

    static var expectedInterpolatedExpression: SnippetDiagnostic {
        SnippetDiagnostic(id: .expectedExpression, message: "expected an expression in the string interpolation")
    }

    static func unexpectedInInterpolation(_ currentDescription: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unexpectedToken, message: "unexpected \(currentDescription) in the string interpolation")
    }

    static var expectedExpressionHere: SnippetDiagnostic {
        SnippetDiagnostic(id: .expectedExpression, message: "expected an expression")
    }

    static func unexpectedAfterExpression(_ currentDescription: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unexpectedToken, message: "unexpected \(currentDescription) after the expression")
    }
}
