import Diagnostics

/// The evaluator's messages about calls, messages to objects, initializers, assignment and the console.
extension SnippetDiagnostic {
    static func unreadableUnmodelledProperty(_ name: String, framework: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unmodelledAPI, message: "'\(name)' is \(framework) API that notebook does not model",
                          notes: [.init("its value cannot be read in a listing")])
    }

    static func unmodelledMethod(_ selector: String, framework: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unmodelledAPI, message: "'\(selector)' is \(framework) API that notebook does not model",
                          notes: [.init("the call is ignored; it does not change geometry")])
    }

    /// A call of unmodelled API whose block would run or whose value would be used (`presentationLayer`).
    static func unmodelledCallWithEffect(_ selector: String, framework: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unmodelledAPI, message: "'\(selector)' is \(framework) API that notebook does not model",
                          notes: [.init("what it runs or gives would change the listing's values, so the call cannot be ignored")])
    }

    static func unmodelledUIKitProperty(_ name: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unmodelledAPI, message: "'\(name)' is UIKit API that notebook does not model",
                          notes: [.init("the assignment is ignored; it does not change geometry")])
    }

    static func integerOverflow(_ expression: String, wrapped: Int, typeName: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .integerOverflow, message: "overflow in '\(expression)': the result wraps to \(wrapped) with type '\(typeName)'")
    }

    static func unsignedWrap(_ expression: String, wrapped: UInt, typeName: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .overflow, message: "'\(expression)' wraps around to \(wrapped) with the unsigned type '\(typeName)', which notebook does not model",
                          notes: [.init("convert to a signed type first, such as '(NSInteger)array.count - 1'")])
    }

    static func cannotIncrement(_ valueTypeName: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .invalidOperand, message: "cannot increment value of type '\(valueTypeName)'")
    }

    static var blockCaptureNotAssignable: SnippetDiagnostic {
        SnippetDiagnostic(id: .notAssignable, message: "variable is not assignable (missing __block type specifier)")
    }

    static func assignToConstQualified(_ name: String, in dialect: Dialect) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .assignToConstant, message: dialect == .objc
            ? "cannot assign to variable '\(name)' with const-qualified type"
            : "cannot assign to value: '\(name)' is a 'let' constant")
    }

    static var expressionNotAssignable: SnippetDiagnostic {
        SnippetDiagnostic(id: .notAssignable, message: "expression is not assignable")
    }

    static func assignToGetOnlyProperty(_ name: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .readOnlyProperty, message: "cannot assign to property: '\(name)' is a get-only property")
    }

    static func expressionNotAssignableNamed(_ expression: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .notAssignable, message: "expression is not assignable",
                          notes: [.init("'\(expression)' returns a copy of the struct; assign the whole value: copy it into a variable, change the field, and assign it back")])
    }

    static func assignThroughSubscript(_ collectionTypeName: String, in dialect: Dialect) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .notAssignable, message: dialect == .objc
            ? "expected method to write array element not found on object of type '\(collectionTypeName) *'"
            : "cannot assign through subscript: value of type '\(collectionTypeName)' has no subscripts")
    }

    static func assignToCallResult(in dialect: Dialect) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .notAssignable, message: dialect == .objc
            ? "expression is not assignable"
            : "cannot assign to value: function call returns immutable value")
    }

    static func assignToExpression(in dialect: Dialect) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .notAssignable, message: dialect == .objc
            ? "expression is not assignable"
            : "cannot assign to this expression")
    }

    static func mutatingConstQualified(_ name: String, in dialect: Dialect) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .assignToConstant, message: dialect == .objc
            ? "cannot assign to variable '\(name)' with const-qualified type"
            : "cannot use mutating member on immutable value: '\(name)' is a 'let' constant")
    }

    static func assignToLetProperty(_ name: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .assignToConstant, message: "cannot assign to property: '\(name)' is a 'let' constant")
    }

    static var assignToOutlet: SnippetDiagnostic {
        SnippetDiagnostic(id: .assignToOutlet, message: "outlets are placed by the scene and cannot be reassigned in listings",
                          notes: [.init("change the outlet's geometry instead, for example its frame")])
    }

    static func unavailable(_ name: String, replacement: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unavailable, message: "'\(name)' is unavailable in Swift: use '\(replacement)'")
    }

    static func deprecated(_ name: String, spelling: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .deprecated, message: "'\(name)' is deprecated: use 'Double.pi\(spelling)' or '.pi\(spelling)' to get the value of the correct type")
    }

    static func notCallable(_ valueTypeName: String, in dialect: Dialect) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .notCallable, message: dialect == .objc
            ? "called object type '\(valueTypeName)' is not a function or function pointer"
            : "cannot call value of non-function type '\(valueTypeName)'")
    }

    static func extraneousArgumentLabel(_ label: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .argumentLabel, message: "extraneous argument label '\(label):' in call")
    }

    static func typeAsFunction(_ name: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .typeAsFunction, message: "'\(name)' is a type; in Objective-C write a cast '(\(name))x' or a Make function")
    }

    static func unknownFunction(_ name: String, suggestion: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unknownFunction, message: "unknown function '\(name)'\(suggestion)")
    }

    static func incorrectArgumentLabels(_ have: String, want: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .argumentLabel, message: "incorrect argument labels in call (have '\(have)', expected '\(want)')")
    }

    static func missingArgument(_ position: Int, function: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .argumentCount, message: "missing argument for parameter #\(position) in call to '\(function)'")
    }

    static func extraArgument(_ function: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .argumentCount, message: "extra argument in call to '\(function)'")
    }

    static func wrongArgumentCount(_ function: String, want: Int, have: Int) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .argumentCount, message: "too \(have > want ? "many" : "few") arguments to function call, expected \(want), have \(have)",
                          notes: [.init("'\(function)' takes \(want) argument\(want == 1 ? "" : "s")")])
    }

    static func genericMismatch(_ function: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .genericMismatch, message: "global function '\(function)' requires that 'Int' conform to 'FloatingPoint'",
                          notes: [.init("convert the argument, for example 'Double(x)'")])
    }

    static func absOverflow(_ argument: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .overflow, message: "arithmetic overflow in 'abs(\(argument))'")
    }

    static func invalidOperands(_ valueTypeName: String, function: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .invalidOperands, message: "invalid operand of type '\(valueTypeName)' to '\(function)'")
    }

    static func numberConversionNeedsCast(_ typeName: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .typeMismatch, message: "'NSNumber' cannot be converted with '\(typeName)(_:)'; use 'as! \(typeName)'")
    }

    static func boolToNumberInitializer(_ typeName: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .typeMismatch, message: "no exact matches in call to initializer of '\(typeName)' with a 'Bool'")
    }

    static func cannotConvertToType(_ valueTypeName: String, typeName: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .typeMismatch, message: "cannot convert value of type '\(valueTypeName)' to '\(typeName)'")
    }

    static func nonFiniteToInt(_ valueTypeName: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .integerConversion, message: "\(valueTypeName) value cannot be converted to Int because it is either infinite or NaN")
    }

    static var numberInitializerMismatch: SnippetDiagnostic {
        SnippetDiagnostic(id: .typeMismatch, message: "no exact matches in call to initializer of 'NSNumber'")
    }

    static func unsupportedStringConversion(_ valueTypeName: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .typeMismatch, message: "'String(_:)' in listings converts numbers, Bool and String, not '\(valueTypeName)'")
    }

    static var tooManyLayers: SnippetDiagnostic {
        SnippetDiagnostic(id: .tooManyLayers, message: "a listing may create at most \(Limits.maximumLayers) layers and views")
    }

    static var strideInitializer: SnippetDiagnostic {
        SnippetDiagnostic(id: .noInitializer, message: "use 'stride(from:to:by:)' or 'stride(from:through:by:)'")
    }

    static var stride: SnippetDiagnostic {
        SnippetDiagnostic(id: .stride, message: "stride needs finite numbers and a non-zero step")
    }

    static var strideTooLarge: SnippetDiagnostic {
        SnippetDiagnostic(id: .arrayTooLarge, message: "stride has more than \(Limits.maximumArrayCount) elements")
    }

    static var consoleLimit: SnippetDiagnostic {
        SnippetDiagnostic(id: .consoleLimit, message: "the listing printed more than \(Limits.maximumConsoleBytes) bytes; evaluation stopped")
    }

    static func printArgumentLabel(_ label: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .argumentLabel, message: "incorrect argument label in call (have '\(label):', expected 'separator:' or 'terminator:')")
    }

    static func printArgumentNotString(_ valueTypeName: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .typeMismatch, message: "cannot convert value of type '\(valueTypeName)' to expected argument type 'String'")
    }

    static var missingFormatArgument: SnippetDiagnostic {
        SnippetDiagnostic(id: .argumentCount, message: "too few arguments to function call, expected at least 1, have 0")
    }

    static var formatNotLiteral: SnippetDiagnostic {
        SnippetDiagnostic(id: .typeMismatch, message: "format string is not a string literal (NSLog needs an NSString format such as @\"%f\")")
    }

    static func invalidConversionSpecifier(_ invalid: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .formatString, message: "invalid conversion specifier '\(invalid)' in the format string")
    }

    static func moreConversionsThanArguments(_ spelling: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .formatString, message: "more '%' conversions than data arguments",
                          notes: [.init("'\(spelling)' has no argument")])
    }

    static var unusedFormatArgument: SnippetDiagnostic {
        SnippetDiagnostic(id: .formatString, message: "data argument not used by format string")
    }

    static func formatTypeMismatch(_ type: String, valueTypeName: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .formatString, message: "format specifies type '\(type)' but the argument has type '\(valueTypeName)'")
    }

    static func formatTypeMismatchConverted(_ type: String, valueTypeName: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .formatString, message: "format specifies type '\(type)' but the argument has type '\(valueTypeName)'",
                          notes: [.init("on a device the printed text would be undefined; it is shown converted here")])
    }

    static var interpolationConsoleLimit: SnippetDiagnostic {
        SnippetDiagnostic(id: .consoleLimit, message: "an interpolated string grew past \(Limits.maximumConsoleBytes) bytes; evaluation stopped")
    }

    static func unknownListingMethod(_ typeName: String, selector: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unknownMember, message: "type '\(typeName)' has no method '\(selector)' in listings")
    }

    /// `addObject:` calls `insertObject:atIndex:`, which is what Foundation's exception names.
    static var nilInsert: SnippetDiagnostic { nilObject(selector: "insertObject:atIndex:") }

    static func uninferredReduceInitialValue(_ literal: String, sequenceTypeName: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unsupportedConstruct, message: "the type of reduce's initial value '\(literal)' over '\(sequenceTypeName)' cannot be inferred from the closure in listings; write it, as in 'CGFloat(\(literal))'")
    }

    /// clang's -Wincompatible-pointer-types for an `NSArray` where an `NSMutableArray *` is declared.
    static func immutableArrayToMutable(initializing: Bool) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .incompatiblePointerTypes, message: initializing
            ? "incompatible pointer types initializing 'NSMutableArray *' with an expression of type 'NSArray *'"
            : "incompatible pointer types assigning to 'NSMutableArray *' from 'NSArray *'")
    }

    /// Foundation's NSInvalidArgumentException for a write to an immutable array (its class, as `@[…]` makes it).
    static func immutableArrayWrite(_ className: String, selector: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unrecognizedSelector, message: "-[\(className) \(selector)]: unrecognized selector sent to instance")
    }

    static func nilObject(selector: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .nilInsert, message: "*** -[__NSArrayM \(selector)]: object cannot be nil")
    }

    static var arrayTooLarge: SnippetDiagnostic {
        SnippetDiagnostic(id: .arrayTooLarge, message: "array has more than \(Limits.maximumArrayCount) elements")
    }

    static func unknownViewControllerMethod(_ selector: String, suggestion: String, baseName: Substring, in dialect: Dialect) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unknownMethod, message: dialect == .objc
            ? "no visible @interface for 'ViewController' declares the selector '\(selector)'\(suggestion)"
            : "value of type 'ViewController' has no member '\(baseName)'\(suggestion)")
    }

    static func unmodelledClass(_ className: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unmodelledAPI, message: "'\(className)' is Apple API that notebook does not model",
                          notes: [.init("the value is nil in the listing; use it only where appearance, not geometry, is set")])
    }

    static func allocWithoutInit(_ className: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .allocWithoutInit, message: "'[\(className) alloc]' must be followed by an initializer: write '[[\(className) alloc] init]'")
    }

    static func unknownClass(_ className: String, suggestion: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unknownClass, message: "unknown class '\(className)'\(suggestion)",
                          notes: [.init("listings can use CALayer, CATransformLayer, UIView, UIColor, NSNumber and NSArray")])
    }

    static func unknownInitializer(_ className: String, selector: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unknownMethod, message: "no visible @interface for '\(className)' declares the initializer '\(selector)'")
    }

    static func messageToNil(_ receiver: String, selector: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .messageToNil, message: "'\(receiver)' is nil, so '\(selector)' does nothing")
    }

    static var keyPathType: SnippetDiagnostic {
        SnippetDiagnostic(id: .keyPathType, message: "the key path must be a string")
    }

    static var layerCycle: SnippetDiagnostic {
        SnippetDiagnostic(id: .layerCycle, message: "adding a layer to itself or to one of its own sublayers would make a cycle")
    }

    static var viewCycle: SnippetDiagnostic {
        SnippetDiagnostic(id: .viewCycle, message: "adding a view to itself or to one of its own subviews would make a cycle")
    }

    static func missingMemberwiseArgument(_ property: String, structName: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .argumentCount, message: "missing argument for parameter '\(property)' in call to '\(structName)'")
    }

    static func extraMemberwiseArgument(_ label: String, structName: String, memberwiseLabels: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .argumentLabel, message: "extra argument '\(label)' in call to '\(structName)'; its memberwise initializer takes "
            + "'\(structName)(\(memberwiseLabels))'")
    }

    static func circularInitialization(_ property: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .circularInitialization, message: "static property '\(property)' reads itself while it is being initialized")
    }

    static func staticPropertyWithoutValue(_ property: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .missingType, message: "static property '\(property)' must have an initial value")
    }

    static func mutatingOnLetConstant(_ name: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .assignToConstant, message: "cannot use mutating member on immutable value: '\(name)' is a 'let' constant")
    }

    static func mutatingOnNonVariable(_ expression: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .notAssignable, message: "cannot use mutating member on immutable value: '\(expression)' is not a variable")
    }

    /// Swift's arity message: too many arguments, or the first missing one.
    static func argumentCountMismatch(_ function: String, want: Int, have: Int) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .argumentCount, message: have > want
            ? "extra argument in call to '\(function)' (expected \(want), have \(have))"
            : "missing argument for parameter #\(have + 1) in call to '\(function)' (expected \(want))")
    }

    static func conflictingGenericArguments(_ firstTypeName: String, valueTypeName: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .genericMismatch,
                          message: "conflicting arguments to generic parameter 'T' ('\(firstTypeName)' vs. '\(valueTypeName)')")
    }

    static func genericRequiresNumber(_ function: String, valueTypeName: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .genericMismatch, message: "global function '\(function)' requires a number, not '\(valueTypeName)'")
    }

    /// `labels` are the call's argument labels; `forms` the label lists the type's initializers take.
    static func noInitializer(_ typeName: String, labels: [String], forms: [String]) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .noInitializer, message: "no '\(typeName)' initializer takes (\(labels.map { $0 + ":" }.joined()))"
            + (forms.isEmpty ? "" : "; use \(forms.map { "'\(typeName)(\($0))'" }.joined(separator: " or "))"))
    }

    /// A class the listing names that is neither Apple's nor the listing's: the article's own project's.
    static func unknownOwnClass(_ name: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unknownClass, message: ownClassMessage(name), notes: [ownClassNote])
    }

    /// `unknownOwnClass` where a type is expected (`MyView *view`).
    static func unknownOwnType(_ name: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unknownType, message: ownClassMessage(name), notes: [ownClassNote])
    }

    private static func ownClassMessage(_ name: String) -> String {
        "unknown class '\(name)': it is not Apple API, and the listing does not define it"
    }

    private static var ownClassNote: Diagnostic.Note {
        .init("it belongs to the article's own project; notebook runs Apple's UIKit and Core Animation classes and the listing's code")
    }

    /// Objective-C's message to an object that has no such method: a known class, or a receiver that is not an object.
    static func unknownObjectMethod(_ selector: String, typeName: String, isObject: Bool, suggestion: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unknownMethod, message: isObject
            ? "no visible @interface for '\(typeName)' declares the selector '\(selector)'\(suggestion)"
            : "bad receiver type '\(typeName)'")
    }

    static func valueHasNoMethod(_ baseName: String, typeName: String, suggestion: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unknownMethod, message: "value of type '\(typeName)' has no member '\(baseName)'\(suggestion)")
    }

    /// Setting Apple API that notebook does not model and that would change geometry: an error.
    static func unmodelledGeometryProperty(_ name: String, framework: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unmodelledAPI, message: "'\(name)' is \(framework) API that notebook does not model",
                          notes: [.init("it changes geometry, so the figure and values would be wrong without it")])
    }

    /// Setting Apple API that notebook does not model and that does not change geometry: a warning.
    static func ignoredUnmodelledProperty(_ name: String, framework: String) -> SnippetDiagnostic {
        SnippetDiagnostic(id: .unmodelledAPI, message: "'\(name)' is \(framework) API that notebook does not model",
                          notes: [.init("the assignment is ignored; it does not change geometry")])
    }
}
