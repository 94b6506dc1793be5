import Diagnostics

/// The evaluator's messages about names, types, expressions, control flow and limits.
extension SnippetDiagnostic {
    static var cancelled: SnippetDiagnostic {
        SnippetDiagnostic(id: .cancelled, message: "evaluation was cancelled")
    }

    static func stepBudget(_ budget: Int) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .stepBudget, message: "listing ran out of its evaluation budget of \(budget) steps here",
                          notes: [.init("listings must finish quickly; a book that needs more can raise 'step-budget' in notebook.toml")])
    }

    static func stepBudgetInCall(_ budget: Int, function: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .stepBudget, message: "listing ran out of its evaluation budget of \(budget) steps in this call to '\(function)'")
    }

    static func closureArgumentCount(_ parameterCount: Int, argumentCount: Int, in dialect: Dialect) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .argumentCount, message: dialect == .objc
            ? "block takes \(parameterCount) argument\(parameterCount == 1 ? "" : "s"), \(argumentCount) given"
            : "closure expects \(parameterCount) argument\(parameterCount == 1 ? "" : "s"), \(argumentCount) given")
    }

    static var callDepth: SnippetDiagnostic {
        SnippetDiagnostic(id: .callDepth, message: "calls nested more than \(Limits.maximumCallDepth) deep; evaluation stopped")
    }

    static var breakOutsideLoop: SnippetDiagnostic {
        SnippetDiagnostic(id: .breakOutsideLoop, message: "'break' or 'continue' outside a loop")
    }

    static func closureMissingReturn(_ typeName: String, in dialect: Dialect) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .missingReturn, message: dialect == .objc
            ? "non-void block does not return a value"
            : "missing return in closure expected to return '\(typeName)'")
    }

    static func closureReturnsValue(in dialect: Dialect) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unexpectedReturnValue, message: dialect == .objc
            ? "void block should not return a value"
            : "unexpected non-void return value in void closure")
    }

    static func switchNotInteger(_ valueTypeName: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .caseType, message: "statement requires expression of integer type ('\(valueTypeName)' invalid)")
    }

    static var caseNotConstant: SnippetDiagnostic {
        SnippetDiagnostic(id: .caseType, message: "expression is not an integer constant expression")
    }

    static func numberNotConvertible(_ number: String, typeName: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .integerConversion, message: "\(number) cannot be converted to '\(typeName)'")
    }

    static func numberToNonNumber(_ typeName: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .typeMismatch, message: "cannot convert a number to '\(typeName)'")
    }

    static func boxType(_ valueTypeName: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .boxType, message: "illegal type '\(valueTypeName)' used in a boxed expression")
    }

    static var arrayLiteralTooLarge: SnippetDiagnostic {
        SnippetDiagnostic(id: .arrayTooLarge, message: "array literal has more than \(Limits.maximumArrayCount) elements")
    }

    static func selectorOutsideAction(in dialect: Dialect) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unsupportedConstruct, message: dialect == .objc
            ? "'@selector' is only supported as the action of 'addTarget:action:forControlEvents:' or 'initWithTarget:action:' in listings"
            : "'#selector' is only supported as the action of 'addTarget(_:action:for:)' or 'init(target:action:)' in listings")
    }

    static var doubleToInt: SnippetDiagnostic {
        SnippetDiagnostic(id: .typeMismatch, message: "cannot convert value of type 'Double' to expected type 'Int'",
                          notes: [.init("a floating-point literal cannot become an 'Int'")])
    }

    static var bareSelf: SnippetDiagnostic {
        SnippetDiagnostic(id: .bareSelf, message: "'self' can only be used to reach the view controller's properties and methods in listings")
    }

    static var bareSuper: SnippetDiagnostic {
        SnippetDiagnostic(id: .bareSuper, message: "'super' can only be used to call a superclass method")
    }

    static func typeAsValue(_ name: String, in dialect: Dialect) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .typeAsValue, message: dialect == .objc
            ? "unexpected type name '\(name)': expected expression"
            : "type '\(name)' cannot be used as a value here")
    }

    static func functionAsValue(_ name: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .functionAsValue, message: "function '\(name)' must be called: write '\(name)(...)'")
    }

    static func undeclaredIdentifier(_ name: String, suggestion: String, in dialect: Dialect) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .undeclaredIdentifier, message: dialect == .objc
            ? "use of undeclared identifier '\(name)'\(suggestion)"
            : "cannot find '\(name)' in scope\(suggestion)")
    }

    static func unknownViewControllerProperty(_ name: String, suggestion: String, in dialect: Dialect) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unknownProperty, message: dialect == .objc
            ? "property '\(name)' not found on object of type 'ViewController *'\(suggestion)"
            : "value of type 'ViewController' has no member '\(name)'\(suggestion)")
    }

    static func implicitMemberContext(_ name: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .implicitMemberContext, message: "cannot infer contextual base in reference to member '\(name)'")
    }

    static func unknownStaticMember(_ typeName: String, name: String, suggestion: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unknownMember, message: "type '\(typeName)' has no member '\(name)'\(suggestion)")
    }

    static func optionalVariable(_ chain: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unsupportedConstruct,
                          message: "'\(chain)' is an optional, and listings do not keep optionals in variables",
                          notes: [.init("unwrap it with '!', give a default with '??', or test it with '== nil'")])
    }

    static var nilUnwrap: SnippetDiagnostic {
        SnippetDiagnostic(id: .nilUnwrap, message: "unexpectedly found nil while unwrapping an optional value")
    }

    static func addressOfRvalue(_ valueTypeName: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .addressOfRvalue, message: "cannot take the address of an rvalue of type '\(valueTypeName)'")
    }

    static func dereference(_ valueTypeName: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .dereference, message: "indirection requires pointer operand ('\(valueTypeName)' invalid)")
    }

    static func arithmeticOverflow(_ expression: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .overflow, message: "arithmetic overflow in '\(expression)'")
    }

    static func invalidUnaryOperand(_ valueTypeName: String, op: PrefixOperator, in dialect: Dialect) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .invalidOperand, message: dialect == .objc
            ? "invalid argument type '\(valueTypeName)' to unary expression"
            : "unary operator '\(op)' cannot be applied to an operand of type '\(valueTypeName)'")
    }

    static func invalidNotOperand(_ valueTypeName: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .invalidOperand, message: "unary operator '!' cannot be applied to an operand of type '\(valueTypeName)'")
    }

    static func invalidUnaryArgument(_ valueTypeName: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .invalidOperand, message: "invalid argument type '\(valueTypeName)' to unary expression")
    }

    static func unsupportedOperator(_ symbol: PrefixOperator) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .invalidOperand, message: "unsupported operator '\(symbol)'")
    }

    static func notBoolOperand(_ valueTypeName: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .invalidOperand, message: "cannot convert value of type '\(valueTypeName)' to expected argument type 'Bool'")
    }

    static func rangeType(_ lowTypeName: String, highTypeName: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .rangeType, message: "ranges in listings must have 'Int' bounds (found '\(lowTypeName)' and '\(highTypeName)')")
    }

    static func rangeBounds(_ lower: Int, closed: Bool, upper: Int) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .rangeBounds, message: "range requires lowerBound <= upperBound (\(lower) \(closed ? "..." : "..<") \(upper))")
    }

    static func rangeTooLarge(_ count: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .arrayTooLarge, message: "range has \(count) elements, more than the \(Limits.maximumArrayCount) allowed in listings")
    }

    static func pointerCast(_ valueTypeName: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unsupportedPointer, message: "casting '\(valueTypeName)' to a pointer is not supported in listings")
    }

    static var reinterpretCast: SnippetDiagnostic {
        SnippetDiagnostic(id: .reinterpretCast, message: "on 64-bit iOS this reinterprets the CATransform3D's doubles as floats",
                          notes: [.init("CATransform3D holds 16 CGFloats (64-bit doubles on 64-bit devices), GLKMatrix4 16 32-bit floats: " + "the cast reads the first half of the doubles' bytes as floats; notebook converts element by element, " + "as the book means (write GLKMatrix4Make(t.m11, t.m12, …) to do so on a device)")])
    }

    static func unsupportedReinterpretation(_ pointeeTypeName: String, spelling: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unsupportedPointer, message: "only the reinterpretation '*(GLKMatrix4 *)&transform' of a CATransform3D is supported, not '\(pointeeTypeName) *' as '\(spelling)'")
    }

    static func invalidCastOperand(_ valueTypeName: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .invalidCast, message: "operand of type '\(valueTypeName)' where arithmetic or pointer type is required")
    }

    static func numberCastNotConvertible(_ targetName: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .invalidCast, message: "'NSNumber' is not convertible to '\(targetName)'",
                          notes: [.init("did you mean to use 'as!' to force downcast?")])
    }

    static func invalidCoercion(_ from: String, targetName: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .invalidCast, message: "cannot convert value of type '\(from)' to type '\(targetName)' in coercion")
    }

    static func failedCast(_ from: String, targetName: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .invalidCast, message: "could not cast value of type '\(from)' to '\(targetName)'")
    }

    static func notSubscriptable(_ collectionTypeName: String, in dialect: Dialect) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .notSubscriptable, message: dialect == .objc
            ? "subscripted value is not an array (it is '\(collectionTypeName)')"
            : "value of type '\(collectionTypeName)' has no subscripts")
    }

    static func subscriptType(_ positionTypeName: String, in dialect: Dialect) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .subscriptType, message: dialect == .objc
            ? "array subscript is not an integer"
            : "cannot convert value of type '\(positionTypeName)' to expected argument type 'Int'")
    }

    static func indexOutOfRange(_ offset: Int, count: Int, in dialect: Dialect) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .indexOutOfRange, message: dialect == .objc
            ? "index \(offset) beyond bounds \(count == 0 ? "for empty array" : "[0 .. \(count - 1)]")"
            : "index \(offset) out of range (the array has \(count) element\(count == 1 ? "" : "s"))")
    }

    static func unknownTypeMember(_ name: String, typeName: String, suggestion: String, in dialect: Dialect) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unknownMember, message: dialect == .objc
            ? "property '\(name)' not found on object of type '\(typeName)'"
            : "type '\(typeName)' has no member '\(name)'\(suggestion)")
    }

    static func nilMember(_ text: String, name: String, in dialect: Dialect) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .nilMember, message: dialect == .objc
            ? "'\(text)' is nil, so '.\(name)' has no value here"
            : "unexpectedly found nil while unwrapping an optional value")
    }

    static var methodAsProperty: SnippetDiagnostic {
        SnippetDiagnostic(id: .methodAsProperty, message: "'affineTransform' is a method in Swift: call 'affineTransform()' or 'setAffineTransform(_:)'")
    }

    static func computedLayerProperty(_ name: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .readOnlyProperty, message: "'\(name)' is computed from the layer's geometry and cannot be assigned")
    }

    static func assignToReadonlyProperty(_ name: String, in dialect: Dialect) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .readOnlyProperty, message: dialect == .objc
            ? "assignment to readonly property '\(name)'"
            : "cannot assign to property: '\(name)' is a get-only property")
    }

    static func contentsNotImage(_ valueTypeName: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .animationValue, message: "'contents' takes an image ('[UIImage imageNamed:@\"…\"].CGImage'), not '\(valueTypeName)'")
    }

    static func setPropertyOfNil(_ name: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .nilMember, message: "cannot set '\(name)': the object is nil")
    }

    static func notAnObject(_ name: String, objectTypeName: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .notAnObject, message: "cannot set property '\(name)' of a value of type '\(objectTypeName)'")
    }

    /// `kind` is "NaN" or "infinite"; a geometry value that is not one number has a non-finite element.
    static func nonFiniteGeometry(_ property: String, kind: String, isScalar: Bool) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .nonFiniteGeometry, message: "the layer's '\(property)' would be "
            + "\(isScalar ? kind : "non-finite (an element is \(kind))"); no figure can be drawn from it")
    }

    static func simdIndexOutOfRange(_ offset: Int, typeName: String, columns: Int) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .indexOutOfRange, message: "index \(offset) out of range ('\(typeName)' has 4 \(columns == 1 ? "elements" : "columns"))")
    }

    static func zipNotSequence(_ valueTypeName: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .notASequence, message: "'zip' requires sequences; '\(valueTypeName)' is not one")
    }

    static func expectedClosure(_ selector: String, valueTypeName: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .typeMismatch, message: "'\(selector)' takes a closure, not a value of type '\(valueTypeName)'")
    }

    static func closureResultNotBool(_ resultTypeName: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .typeMismatch, message: "cannot convert value of type '\(resultTypeName)' to closure result type 'Bool'")
    }

    static func invalidRedeclaration(_ name: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .redeclaration, message: "invalid redeclaration of '\(name)'")
    }

    static func tupleNotSequence(_ collectionTypeName: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .notASequence, message: "for-in loop requires '\(collectionTypeName)' to conform to 'Sequence'")
    }

    static func destructuringMismatch(_ valueTypeName: String, pattern: String, count: Int) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .typeMismatch, message: "cannot destructure a value of type '\(valueTypeName)' with the pattern '\(pattern)'",
                          notes: [.init("a tuple pattern needs a tuple of \(count) elements")])
    }

    static func unknownType(_ name: String, suggestion: String, in dialect: Dialect) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unknownType, message: dialect == .objc
            ? "unknown type name '\(name)'\(suggestion)"
            : "cannot find type '\(name)' in scope\(suggestion)")
    }

    static func objectByValue(_ name: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .objectByValue, message: "interface type '\(name)' cannot be statically allocated; write '\(name) *'")
    }

    static func unsupportedPointee(_ name: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unsupportedPointer, message: "pointers to '\(name)' are not supported in listings (except '*(GLKMatrix4 *)&transform')")
    }

    static var evaluationTooDeep: SnippetDiagnostic {
        SnippetDiagnostic(id: .evaluationTooDeep, message: "evaluation nested more than \(Limits.maximumEvaluationDepth) levels; evaluation stopped",
                          notes: [.init("deep recursion combined with deeply nested expressions")])
    }

    static func notASequence(_ collectionTypeName: String, in dialect: Dialect) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .notASequence, message: dialect == .objc
            ? "collection expression type '\(collectionTypeName)' is not a valid object"
            : "for-in loop requires '\(collectionTypeName)' to conform to 'Sequence'")
    }

    static var returnOutsideFunction: SnippetDiagnostic {
        SnippetDiagnostic(id: .returnOutsideFunction, message: "'return' outside a function")
    }

    static func functionReturnsValue(in dialect: Dialect) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unexpectedReturnValue, message: dialect == .objc
            ? "void function should not return a value"
            : "unexpected non-void return value in void function")
    }

    static var loopLimit: SnippetDiagnostic {
        SnippetDiagnostic(id: .loopLimit, message: "loops ran more than \(Limits.maximumLoopIterations) iterations in total; evaluation stopped",
                          notes: [.init("listings must finish quickly: is the loop condition ever false?")])
    }

    static func conditionNotBoolean(_ valueTypeName: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .conditionType, message: "type '\(valueTypeName)' cannot be used as a boolean; test for '!= 0' instead")
    }

    static func conditionNotScalar(_ valueTypeName: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .conditionType, message: "statement requires expression of scalar type ('\(valueTypeName)' invalid)")
    }

    static func redeclaration(_ name: String, in dialect: Dialect) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .redeclaration, message: dialect == .objc
            ? "redefinition of '\(name)'"
            : "invalid redeclaration of '\(name)'")
    }

    static var voidVariable: SnippetDiagnostic {
        SnippetDiagnostic(id: .voidVariable, message: "variable has incomplete type 'void'")
    }

    static func voidValue(_ name: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .voidValue, message: "variable '\(name)' would hold the result of a function that returns nothing")
    }

    static var nilRequiresType: SnippetDiagnostic {
        SnippetDiagnostic(id: .nilRequiresType, message: "'nil' requires a contextual type")
    }

    static var missingType: SnippetDiagnostic {
        SnippetDiagnostic(id: .missingType, message: "type annotation missing in pattern")
    }

    static func functionMissingReturn(_ functionName: String, returnTypeName: String, in dialect: Dialect) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .missingReturn, message: dialect == .objc
            ? "non-void function '\(functionName)' does not return a value"
            : "missing return in function expected to return '\(returnTypeName)'")
    }

    static func valueHasNoMember(_ name: String, typeName: String, suggestion: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unknownMember, message: "value of type '\(typeName)' has no member '\(name)'\(suggestion)")
    }

    /// Objective-C's `.name` on a number.
    static func memberOfNonStructure(_ typeName: String, suggestion: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unknownMember, message: "member reference base type '\(typeName)' is not a structure or union" + suggestion)
    }

    static func propertyNotFound(_ name: String, typeName: String, suggestion: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unknownMember, message: "property '\(name)' not found on object of type '\(typeName)'" + suggestion)
    }

    static func noMemberNamed(_ name: String, typeName: String, suggestion: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unknownMember, message: "no member named '\(name)' in '\(typeName)'" + suggestion)
    }

    /// A value that does not convert to the type its context wants, worded as each compiler words it for that context.
    static func incompatibleType(from: String, to: String, context: ConversionContext, in dialect: Dialect,
                                 suggestCGColor: Bool, suggestExplicitConversion: Bool) -> SnippetDiagnostic {
        var notes: [Diagnostic.Note] = []
        if suggestCGColor {
            notes.append(.init(dialect == .objc ? "use the color's '.CGColor'" : "use the color's '.cgColor'"))
        }
        if suggestExplicitConversion {
            notes.append(.init("convert explicitly: '\(to)(...)'"))
        }
        return SnippetDiagnostic(id: .typeMismatch, message: incompatibleTypeMessage(from: from, to: to, context: context, in: dialect),
                                 notes: notes)
    }

    private static func incompatibleTypeMessage(from: String, to: String, context: ConversionContext, in dialect: Dialect) -> String {
        switch (dialect, context) {
        case (.objc, .initialization): "initializing '\(to)' with an expression of incompatible type '\(from)'"
        case (.objc, .assignment): "assigning to '\(to)' from incompatible type '\(from)'"
        case (.objc, .argument(let function, let index)):
            "passing '\(from)' to parameter \(index + 1) of '\(function)' of incompatible type '\(to)'"
        case (.objc, .returnValue): "returning '\(from)' from a function with incompatible result type '\(to)'"
        case (.objc, .explicitCast): "cannot cast from '\(from)' to '\(to)'"
        case (.swift, .initialization): "cannot convert value of type '\(from)' to specified type '\(to)'"
        case (.swift, .assignment): "cannot assign value of type '\(from)' to type '\(to)'"
        case (.swift, .argument(let function, let index)):
            "cannot convert value of type '\(from)' to expected argument type '\(to)' (argument \(index + 1) of '\(function)')"
        case (.swift, .returnValue): "cannot convert return expression of type '\(from)' to return type '\(to)'"
        case (.swift, .explicitCast): "cannot convert value of type '\(from)' to '\(to)'"
        }
    }

    /// An integer division whose fraction is lost before a floating-point context; `field` is the transform field it
    /// is assigned to, if any (m14, m24, m34 hold the perspective).
    static func integerDivision(_ text: String, result: Int, field: String?, in dialect: Dialect) -> SnippetDiagnostic {
        let perspective = field.map { ["m14", "m24", "m34"].contains($0) } ?? false
        let language = dialect == .objc ? "Objective-C" : "Swift"
        let message = perspective
            ? "integer division '\(text)' is \(result) in \(language); \(field ?? "m34") gets \(result) and the perspective is lost"
            : "integer division '\(text)' is \(result) in \(language); the fraction is lost before the conversion to floating point"
        return SnippetDiagnostic(id: .integerDivision, message: message,
                                 notes: [.init(dialect == .objc ? "write a floating-point operand, such as '1.0 / 500'" : "give an operand a floating-point type")])
    }

    static var floatingPointRemainder: SnippetDiagnostic {
        SnippetDiagnostic(id: .invalidOperator, message: "'%' is unavailable for floating-point numbers: use truncatingRemainder(dividingBy:) instead")
    }

    static func arithmeticOverflowOnType(_ expression: String, typeName: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .overflow, message: "arithmetic overflow in '\(expression)' (on type '\(typeName)')")
    }

    static func shiftCount(_ count: Int, expression: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .shiftCount, message: "shift count \(count) is \(count < 0 ? "negative" : ">= the width of the type") in '\(expression)'")
    }

    static func unsupportedBinaryOperator(_ symbol: BinaryOperator) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .invalidOperator, message: "unsupported operator '\(symbol)'")
    }

    static func singularInvert(_ function: String, kind: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .singularInvert, message: "\(function): the \(kind) is singular (determinant 0), so the input was returned unchanged",
                          notes: [.init("a singular matrix has no inverse; check for a zero scale")])
    }

    static var zeroRotationAxis: SnippetDiagnostic {
        SnippetDiagnostic(id: .zeroRotationAxis, message: "CATransform3DRotate with the zero vector (0, 0, 0) as axis is undefined; the transform is returned unchanged")
    }

    static func divisionByZero(_ expression: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .divisionByZero, message: "division by zero in '\(expression)'")
    }

    static func remainderByZero(_ expression: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .divisionByZero, message: "remainder by zero in '\(expression)'")
    }

    /// A binary operator the operands' types do not support; the notes say how to convert a number, or how to combine
    /// two transforms that were multiplied.
    static func invalidBinaryOperands(_ op: BinaryOperator, _ lhsTypeName: String, _ rhsTypeName: String, in dialect: Dialect,
                                      explicitConversionTo: String?, multipliesTransforms3D: Bool,
                                      multipliesAffineTransforms: Bool) -> SnippetDiagnostic {
        var notes: [Diagnostic.Note] = []
        if let type = explicitConversionTo {
            notes.append(.init("convert one side explicitly, for example '\(type)(...)'"))
        }
        if multipliesTransforms3D {
            notes.append(.init("combine transforms with CATransform3DConcat(a, b)"))
        }
        if multipliesAffineTransforms {
            notes.append(.init(dialect == .objc ? "combine transforms with CGAffineTransformConcat(a, b)" : "combine transforms with a.concatenating(b)"))
        }
        let message = dialect == .objc
            ? "invalid operands to binary expression ('\(lhsTypeName)' and '\(rhsTypeName)')"
            : (lhsTypeName == rhsTypeName ? "binary operator '\(op)' cannot be applied to two '\(lhsTypeName)' operands"
                                          : "binary operator '\(op)' cannot be applied to operands of type '\(lhsTypeName)' and '\(rhsTypeName)'")
        return SnippetDiagnostic(id: .invalidOperands, message: message, notes: notes)
    }

    /// An extension of a type that is neither the platform's nor the listing's.
    static func unknownExtendedType(_ name: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unknownType, message: "cannot find type '\(name)' in scope")
    }

    /// A member declared twice in a type and its extensions.
    static func memberRedeclaration(_ name: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .redefinition, message: "invalid redeclaration of '\(name)'")
    }

    /// A function defined twice in an Objective-C listing.
    static func functionRedefinition(_ name: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .redefinition, message: "redefinition of '\(name)'")
    }

    static func nonFiniteValue(_ name: String, isNaN: Bool, isScalar: Bool) -> SnippetDiagnostic {
        let kind = isNaN ? "NaN (not a number)" : "infinite"
        return SnippetDiagnostic(id: .nonFiniteValue, message: isScalar ? "'\(name)' is \(kind)"
                                                                        : "'\(name)' has \(isNaN ? "a NaN" : "an infinite") element")
    }

    /// A method nothing ran; `withEvents` when the listing declares events (which did not reach it).
    static func neverCalled(_ name: String, withEvents: Bool) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .neverCalled, message: withEvents
            ? "'\(name)' is never called; the declared events do not reach it"
            : "'\(name)' is never called; notebook runs lifecycle methods, actions and touch handlers")
    }

    static var expressionTooLarge: SnippetDiagnostic {
        SnippetDiagnostic(id: .sourceTooLarge, message: "expression is larger than \(Limits.maximumSourceBytes) bytes")
    }

    static func noEvaluation(_ text: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .noEvaluation, message: "the listing did not run, so '\(text)' has no value")
    }

    static func listingTooLarge(_ byteCount: Int) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .sourceTooLarge, message: "listing is \(byteCount) bytes, more than the \(Limits.maximumSourceBytes) allowed")
    }

    static func nonFiniteQuad(_ name: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .nonFiniteQuad, message: "the projected outline of '\(name)' is not finite, so it cannot be drawn",
                          notes: [.init("a transform or geometry on the way to the root contains NaN or infinity")])
    }

    /// The last diagnostic of a listing that reported more than `DiagnosticSink.limit`.
    static func tooManyDiagnostics(dropped: Int) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .tooManyDiagnostics, message: "too many diagnostics; \(dropped) more not shown")
    }
}
