import Diagnostics
import TransformKit

/// Message sends (`[layer addSublayer:sublayer]`) and Swift method calls (`layer.addSublayer(sublayer)`), both as
/// `.send` nodes: the snippet's methods on `self`, class methods (`[CALayer layer]`, `[UIColor colorWithWhite:alpha:]`),
/// and instance methods of layers, views, arrays, numbers, colors and (Swift) geometry values.
extension Interpreter {
    func send(_ receiver: Expr, _ selector: String, _ arguments: [Expr.Argument], selectorRange: SourceRange, whole: SourceRange,
              expected: ValueType?) throws(Interrupt) -> Value {
        if case .identifier("super") = receiver.kind {
            for argument in arguments { _ = try evaluate(argument.value) }
            // NSObject's `init` returns the object it is sent to.
            if selector == "init", let (_, variable) = lookupVariable("self"), case .object = variable.value { return variable.value }
            return .void
        }
        if case .identifier("self") = receiver.kind, !isVariable("self") {
            if let className = classOfRunningClassMethod(),
               let value = try ownClassMessage(className, selector, arguments, selectorRange: selectorRange, whole: whole) {
                return value
            }
            return try sendToSelf(selector, arguments, selectorRange: selectorRange, whole: whole)
        }
        var evaluated: Value?
        if let result = try listingSend(receiver, selector, arguments, whole: whole, evaluated: &evaluated) { return result }
        if let evaluated {
            return try instanceMessage(evaluated, receiver: receiver, selector, arguments, selectorRange: selectorRange, whole: whole)
        }
        if case .identifier(let name) = receiver.kind, !isVariable(name),
           let value = try animationClassMessage(name, selector, arguments, selectorRange: selectorRange, whole: whole) {
            return value
        }
        if case .identifier(let name) = receiver.kind, !isVariable(name),
           let value = try ownClassMessage(name, selector, arguments, selectorRange: selectorRange, whole: whole) {
            return value
        }
        if case .identifier(let name) = receiver.kind, !isVariable(name),
           try ignoredUnmodelledClassCall(name, selector, arguments, at: selectorRange) {
            return .void
        }
        if case .identifier(let name) = receiver.kind, !isVariable(name), dialect == .objc,
           Self.classNames.contains(name) || (name.first?.isUppercase == true && selfProperties[name] == nil) {
            return try classMessage(name, selector, arguments, receiverRange: receiver.range, selectorRange: selectorRange, whole: whole)
        }
        if case .send(let inner, "alloc", let innerArguments, _) = receiver.kind, innerArguments.isEmpty, case .identifier(let className) = inner.kind {
            return try allocInit(className, selector, arguments, whole: whole, selectorRange: selectorRange)
        }
        if dialect == .swift, case .identifier(let typeName) = receiver.kind, !isVariable(typeName), Names.swiftTypeNames.contains(typeName) {
            fail(.unknownListingMethod(typeName, selector: selector), at: selectorRange)
            throw Interrupt.reported
        }
        try rejectImmutableArrayMessage(receiver, selector, selectorRange: selectorRange)
        if try appendToArrayVariable(receiver, selector, arguments, whole: whole) { return .void }
        let object = try evaluate(receiver)
        return try instanceMessage(object, receiver: receiver, selector, arguments, selectorRange: selectorRange, whole: whole)
    }

    /// `points.append(p)` / `[points addObject:p]` on a variable's array, evaluated without holding the array so
    /// that the append is in place; false when the receiver is not such a variable.
    private func appendToArrayVariable(_ receiver: Expr, _ selector: String, _ arguments: [Expr.Argument],
                                       whole: SourceRange) throws(Interrupt) -> Bool {
        guard (dialect == .swift && selector == "append(_:)") || (dialect == .objc && selector == "addObject:"), arguments.count == 1,
              case .identifier(let name) = receiver.kind, let count = arrayVariableCount(named: name) else { return false }
        let value = try evaluate(arguments[0].value)
        if case .null = value, dialect == .objc {
            fail(.nilInsert, at: arguments[0].value.range)
            throw Interrupt.reported
        }
        if count >= Limits.maximumArrayCount {
            fail(.arrayTooLarge, at: whole)
            throw Interrupt.abort
        }
        return try mutateArrayVariable(receiver, { $0.append(value) })
    }

    static let classNames: Set<String> = ["CALayer", "CATransformLayer", "UIView", "UIButton", "UILabel", "UIColor", "NSNumber", "NSArray", "NSMutableArray", "UIScreen",
                                          "UIPanGestureRecognizer", "UITapGestureRecognizer"]

    /// The Objective-C spelling of a Swift method name: `addSubview(_:)` is `addSubview:`,
    /// `setValue(_:forKeyPath:)` is `setValue:forKeyPath:`, `value(forKeyPath:)` is `valueForKeyPath:`.
    static func objcSelector(fromSwift selector: String) -> String {
        guard let open = selector.firstIndex(of: "(") else { return selector }
        let base = String(selector[..<open])
        let labels = selector[selector.index(after: open)...].dropLast().split(separator: ":", omittingEmptySubsequences: true).map(String.init)
        if labels.isEmpty { return base }
        var pieces: [String] = []
        for (index, label) in labels.enumerated() {
            if index == 0 {
                if label == "_" {
                    pieces.append(base)
                } else {
                    pieces.append(base + label.prefix(1).uppercased() + label.dropFirst())
                }
            } else {
                pieces.append(label)
            }
        }
        return pieces.map { $0 + ":" }.joined()
    }

    func sendToSelf(_ selector: String, _ arguments: [Expr.Argument], selectorRange: SourceRange, whole: SourceRange) throws(Interrupt) -> Value {
        if let function = listingFunction(named: selector) {
            let values = try evaluateArguments(arguments, parameters: try function.parameters.map { (parameter) throws(Interrupt) in try resolveType(parameter.type) },
                                               function: function.baseName)
            return try invoke(function, arguments: values, at: whole)
        }
        if dialect == .swift {
            let base = String(selector.prefix { $0 != "(" })
            _ = try userFunction(named: base, arguments, at: selectorRange, whole: whole)
        }
        if dialect == .objc && arguments.isEmpty && !selector.contains(":") {
            return try selfMember(selector, at: selectorRange)
        }
        if dialect == .objc, selector.hasPrefix("set"), arguments.count == 1, selector.hasSuffix(":") {
            let property = String(selector.dropFirst(3).dropLast())
            let name = property.prefix(1).lowercased() + property.dropFirst()
            let value = try evaluate(arguments[0].value)
            try storeSelfProperty(String(name), value, at: selectorRange, valueRange: arguments[0].value.range)
            return .void
        }
        let candidates = program.functions.filter { $0.kind == .method }.map { $0.name }
        fail(.unknownViewControllerMethod(selector, suggestion: didYouMean(selector, in: candidates), baseName: selector.prefix { $0 != "(" }, in: dialect), at: selectorRange)
        throw Interrupt.reported
    }

    // MARK: Classes

    func classMessage(_ className: String, _ selector: String, _ arguments: [Expr.Argument], receiverRange: SourceRange,
                      selectorRange: SourceRange, whole: SourceRange) throws(Interrupt) -> Value {
        func numbers(_ count: Int) throws(Interrupt) -> [CGFloat] {
            try evaluateArguments(arguments, parameters: Array(repeating: .cgFloat, count: count), function: selector).map { $0.numericValue ?? 0 }
        }
        switch (className, selector) {
        case ("CALayer", "layer"), ("CALayer", "new"):
            return try createLayer(CALayer(), at: whole)
        case ("CATransformLayer", "layer"), ("CATransformLayer", "new"):
            return try createLayer(CATransformLayer(), at: whole)
        case (_, _) where AppleAPI.appearanceClasses.contains(className):
            for argument in arguments { _ = try evaluate(argument.value) }
            warn(.unmodelledClass(className), at: receiverRange)
            return .null
        case ("UIScreen", "mainScreen"):
            return mainScreen()
        case ("UIView", "new"), ("UIButton", "new"):
            return try createView(frame: .zero, at: whole)
        case ("UILabel", "new"):
            return try createLabel(frame: .zero, at: whole)
        case ("UIButton", "buttonWithType:"):
            // The type (system, custom...) changes how a button draws, not its geometry.
            _ = try evaluate(arguments[0].value)
            return try createView(frame: .zero, at: whole)
        case ("NSMutableArray", "new"), ("NSMutableArray", "array"), ("NSArray", "array"), ("NSArray", "new"):
            return .array([])
        case ("NSMutableArray", "arrayWithArray:"), ("NSArray", "arrayWithArray:"):
            return try evaluateArguments(arguments, parameters: [.array(nil)], function: selector)[0]
        case ("UIColor", "colorWithWhite:alpha:"):
            let n = try numbers(2)
            return .color(Builtins.uiColor(red: n[0], green: n[0], blue: n[0], alpha: n[1]))
        case ("UIColor", "colorWithRed:green:blue:alpha:"):
            let n = try numbers(4)
            return .color(Builtins.uiColor(red: n[0], green: n[1], blue: n[2], alpha: n[3]))
        case ("UIColor", _) where arguments.isEmpty && selector.hasSuffix("Color") && Builtins.namedColor(selector) != nil:
            return .color(Builtins.namedColor(selector) ?? CGColor(gray: 0, alpha: 1))
        case ("NSNumber", "numberWithFloat:"):
            return .number(try evaluateArguments(arguments, parameters: [.float], function: selector)[0])
        case ("NSNumber", "numberWithDouble:"), ("NSNumber", "numberWithCGFloat:"):
            return .number(try evaluateArguments(arguments, parameters: [.double], function: selector)[0])
        case ("NSNumber", "numberWithInt:"):
            return .number(try evaluateArguments(arguments, parameters: [.integer(.int)], function: selector)[0])
        case ("NSNumber", "numberWithInteger:"), ("NSNumber", "numberWithLong:"):
            return .number(try evaluateArguments(arguments, parameters: [.integer(.nsInteger)], function: selector)[0])
        case ("NSNumber", "numberWithBool:"):
            return .number(try evaluateArguments(arguments, parameters: [.bool], function: selector)[0])
        case (_, "alloc"):
            fail(.allocWithoutInit(className), at: whole)
            throw Interrupt.reported
        default:
            try failUnknownClassMessage(className, selector, receiverRange: receiverRange, selectorRange: selectorRange)
        }
    }

    /// An unknown class (or one of the listing's own, used wrongly), or a class method notebook does not model.
    func failUnknownClassMessage(_ className: String, _ selector: String, receiverRange: SourceRange,
                                 selectorRange: SourceRange) throws(Interrupt) -> Never {
        guard Self.classNames.contains(className) else {
            if Self.isOwnClass(className) {
                fail(.unknownOwnClass(className), at: receiverRange)
                throw Interrupt.reported
            }
            fail(.unknownClass(className, suggestion: didYouMean(className, in: Self.classNames)), at: receiverRange)
            throw Interrupt.reported
        }
        let known = Self.classSelectors[className] ?? []
        fail(.unknownClassMethod(selector, className: className, suggestion: didYouMean(selector, in: known)), at: selectorRange)
        throw Interrupt.reported
    }

    static let classSelectors: [String: [String]] = [
        "CALayer": ["layer", "new", "alloc"], "CATransformLayer": ["layer", "new", "alloc"], "UIView": ["new", "alloc"], "UIButton": ["new", "alloc", "buttonWithType:"], "UILabel": ["new", "alloc"],
        "UIColor": ["colorWithWhite:alpha:", "colorWithRed:green:blue:alpha:"] + Builtins.colorNames.map { $0 + "Color" },
        "NSNumber": ["numberWithFloat:", "numberWithDouble:", "numberWithCGFloat:", "numberWithInt:", "numberWithInteger:", "numberWithLong:",
                     "numberWithBool:"],
        "NSArray": ["array", "new", "arrayWithArray:"], "NSMutableArray": ["array", "new", "arrayWithArray:"], "UIScreen": ["mainScreen"],
    ]

    /// What `[[Class alloc] …]` accepts (`allocInit`); docs/language-reference.md lists them, and a test holds the
    /// switch to this table.
    static let initializerSelectors: [String: [String]] = [
        "CALayer": ["init"], "CATransformLayer": ["init"], "UIView": ["init", "initWithFrame:"], "UIButton": ["init", "initWithFrame:"],
        "UILabel": ["init", "initWithFrame:"], "NSArray": ["init"], "NSMutableArray": ["init"], "UIColor": ["initWithWhite:alpha:", "initWithRed:green:blue:alpha:"],
        "UIPanGestureRecognizer": ["initWithTarget:action:"], "UITapGestureRecognizer": ["initWithTarget:action:"],
    ]

    func allocInit(_ className: String, _ selector: String, _ arguments: [Expr.Argument], whole: SourceRange, selectorRange: SourceRange) throws(Interrupt) -> Value {
        if let object = try allocOwnClass(className == "self" ? classOfRunningClassMethod() ?? className : className, selector, arguments,
                                          selectorRange: selectorRange, whole: whole) {
            return object
        }
        switch (className, selector) {
        case ("CALayer", "init"): return try createLayer(CALayer(), at: whole)
        case ("CATransformLayer", "init"): return try createLayer(CATransformLayer(), at: whole)
        case ("UIView", "init"), ("UIButton", "init"): return try createView(frame: .zero, at: whole)
        case ("UIView", "initWithFrame:"), ("UIButton", "initWithFrame:"):
            guard case .rect(let frame) = try evaluateArguments(arguments, parameters: [.rect], function: selector)[0] else { throw Interrupt.reported }
            return try createView(frame: frame, at: whole)
        case ("UILabel", "init"): return try createLabel(frame: .zero, at: whole)
        case ("UILabel", "initWithFrame:"):
            guard case .rect(let frame) = try evaluateArguments(arguments, parameters: [.rect], function: selector)[0] else { throw Interrupt.reported }
            return try createLabel(frame: frame, at: whole)
        case ("NSMutableArray", "init"), ("NSArray", "init"): return .array([])
        case ("UIPanGestureRecognizer", "initWithTarget:action:"), ("UITapGestureRecognizer", "initWithTarget:action:"):
            return try createGestureRecognizer(Self.gestureClassNames[className] ?? .pan, arguments, whole: whole)
        case ("UIColor", "initWithWhite:alpha:"), ("UIColor", "initWithRed:green:blue:alpha:"):
            return try classMessage("UIColor", selector.replacingPrefix("init", with: "colorWith"), arguments, receiverRange: whole,
                                    selectorRange: selectorRange, whole: whole)
        default:
            guard Self.classNames.contains(className) else {
                fail(Self.isOwnClass(className) ? .unknownOwnClass(className)
                                                : .unknownClass(className, suggestion: didYouMean(className, in: Self.classNames)),
                     at: whole)
                throw Interrupt.reported
            }
            fail(.unknownInitializer(className, selector: selector), at: selectorRange)
            throw Interrupt.reported
        }
    }

    // MARK: Instances

    func instanceMessage(_ object: Value, receiver: Expr, _ rawSelector: String, _ arguments: [Expr.Argument], selectorRange: SourceRange,
                         whole: SourceRange) throws(Interrupt) -> Value {
        let selector = dialect == .swift ? Self.objcSelector(fromSwift: rawSelector) : rawSelector
        func argumentValues(_ types: [ValueType]) throws(Interrupt) -> [Value] {
            try evaluateArguments(arguments, parameters: types, function: rawSelector)
        }
        if dialect == .swift, let labelled = swiftLabelMismatch(rawSelector) {
            fail(labelled, at: selectorRange)
            throw Interrupt.reported
        }
        if dialect == .objc, arguments.isEmpty, let unboxed = Self.unboxedNSValue(object, selector), isBoxedValue(receiver) {
            return unboxed
        }
        switch object {
        case .null:
            return try messageToNil(receiver: receiver, selector, arguments)
        case .layer(let layer):
            scene.reach(layer)
            if let result = try layerHitMessage(layer, selector, argumentValues: argumentValues) { return result }
            if let result = try layerMessage(layer, selector, argumentValues: argumentValues, arguments: arguments, whole: whole) {
                return result
            }
        case .view(let view):
            scene.reach(view)
            if let result = try viewHitMessage(view, selector, argumentValues: argumentValues) { return result }
            if let result = try viewMessage(view, selector, argumentValues: argumentValues, arguments: arguments, whole: whole) {
                return result
            }
        case .array(let elements):
            if let result = try arrayMessage(elements, receiver: receiver, rawSelector, selector, arguments, argumentValues: argumentValues,
                                             selectorRange: selectorRange, whole: whole) {
                return result
            }
        case .object(let instance):
            return try ownObjectMessage(instance, selector, arguments, selectorRange: selectorRange, whole: whole)
        case .touch(let location):
            if let result = try touchMessage(location, selector, argumentValues: argumentValues) { return result }
        case .gesture(let recognizer):
            if let result = try gestureMessage(recognizer, selector, argumentValues: argumentValues) { return result }
        case .number(let boxed):
            if arguments.isEmpty, dialect == .objc, let result = try numberAccessor(boxed, selector, at: selectorRange) { return result }
        case .color(let color):
            if selector == "CGColor" && dialect == .objc { return .cgColor(color) }
        case .affineTransform(let t) where dialect == .swift:
            if let result = try affineTransformMethod(t, rawSelector, argumentValues: argumentValues, whole: whole) { return result }
        case .point(let p) where dialect == .swift:
            if rawSelector == "applying(_:)", case .affineTransform(let t) = try argumentValues([.affineTransform])[0] { return .point(p.applying(t)) }
        case .size(let s) where dialect == .swift:
            if rawSelector == "applying(_:)", case .affineTransform(let t) = try argumentValues([.affineTransform])[0] { return .size(s.applying(t)) }
        case .rect(let r) where dialect == .swift:
            if let result = try rectMethod(r, rawSelector, argumentValues: argumentValues) { return result }
        case .cgFloat, .double, .float:
            if dialect == .swift, let result = try scalarMethod(object, rawSelector, argumentValues: argumentValues) { return result }
        default:
            break
        }
        if try ignoredUnmodelledMethod(object, rawSelector, arguments, at: selectorRange) { return .void }
        try failUnknownMethod(of: object, rawSelector, selector, at: selectorRange)
    }

    /// Objective-C answers a message to nil with nil (or zero), which notebook warns about; Swift stops.
    func messageToNil(receiver: Expr, _ selector: String, _ arguments: [Expr.Argument]) throws(Interrupt) -> Value {
        guard dialect == .objc else {
            fail(.nilUnwrap, at: receiver.range)
            throw Interrupt.reported
        }
        for argument in arguments { _ = try evaluate(argument.value) }
        warn(.messageToNil(text(receiver.range), selector: selector), at: receiver.range)
        return try nilMessageResult(selector)
    }

    /// No kind of object answered: the error names the receiver's type and suggests a method it has.
    func failUnknownMethod(of object: Value, _ rawSelector: String, _ selector: String, at selectorRange: SourceRange) throws(Interrupt) -> Never {
        let candidates = methodNames(of: object)
        let display = dialect == .swift ? String(rawSelector.prefix { $0 != "(" }) : selector
        fail(dialect == .objc
                ? .unknownObjectMethod(selector, typeName: object.typeName(in: dialect), isObject: ValueType(of: object).isObject,
                                       suggestion: didYouMean(selector, in: candidates))
                : .valueHasNoMethod(display, typeName: object.typeName(in: dialect), suggestion: didYouMean(rawSelector, in: candidates)),
             at: selectorRange)
        throw Interrupt.reported
    }

    /// Swift methods whose labels are wrong but whose base name is known, e.g. `addSublayer(layer:)`.
    func swiftLabelMismatch(_ selector: String) -> SnippetDiagnostic? {
        let base = String(selector.prefix { $0 != "(" })
        let known = Self.swiftMethods.filter { $0.hasPrefix(base + "(") }
        guard !known.isEmpty, !known.contains(selector) else { return nil }
        let have = String(selector.dropFirst(base.count + 1).dropLast())
        let want = known.map { String($0.dropFirst(base.count + 1).dropLast()) }
        return .incorrectArgumentLabels(have, want: want.joined(separator: "' or '"))
    }

    static let swiftMethods: [String] = [
        "addSublayer(_:)", "removeFromSuperlayer()", "insertSublayer(_:at:)", "insertSublayer(_:below:)", "insertSublayer(_:above:)",
        "setValue(_:forKeyPath:)", "value(forKeyPath:)", "setValue(_:forKey:)", "value(forKey:)", "affineTransform()",
        "setAffineTransform(_:)", "convert(_:to:)", "convert(_:from:)", "setNeedsDisplay()", "addSubview(_:)", "removeFromSuperview()",
        "insertSubview(_:at:)", "bringSubviewToFront(_:)", "sendSubviewToBack(_:)", "layoutIfNeeded()", "setNeedsLayout()",
        "rotated(by:)", "scaledBy(x:y:)", "translatedBy(x:y:)", "concatenating(_:)", "inverted()", "applying(_:)",
        "insetBy(dx:dy:)", "offsetBy(dx:dy:)", "union(_:)", "intersection(_:)", "contains(_:)", "intersects(_:)", "equalTo(_:)",
        "squareRoot()", "rounded()", "truncatingRemainder(dividingBy:)", "append(_:)", "addTarget(_:action:for:)",
        "hitTest(_:with:)", "hitTest(_:)", "point(inside:with:)", "addGestureRecognizer(_:)", "translation(in:)", "velocity(in:)",
        "setTranslation(_:in:)", "location(in:)", "add(_:forKey:)", "removeAnimation(forKey:)", "removeAllAnimations()",
    ] + sequenceMethods

    func methodNames(of value: Value) -> [String] {
        if dialect == .swift { return Self.swiftMethods }
        let receiver: String
        switch value {
        case .layer: receiver = "CALayer"
        case .view: receiver = "UIView"
        case .array: receiver = "NSArray"
        case .number: receiver = "NSNumber"
        case .color: receiver = "UIColor"
        case .gesture: receiver = "UIPanGestureRecognizer"
        default: return []
        }
        return Self.objcInstanceMethods.first { $0.receiver == receiver }?.selectors ?? []
    }

    /// The Objective-C messages each kind of object answers: what did-you-mean suggests from, and what
    /// docs/language-reference.md lists (`LanguageReference`; a test holds the switches above to it).
    static let objcInstanceMethods: [(receiver: String, selectors: [String])] = [
        ("CALayer", ["addSublayer:", "removeFromSuperlayer", "insertSublayer:atIndex:", "insertSublayer:below:", "insertSublayer:above:",
                     "setValue:forKeyPath:", "valueForKeyPath:", "setValue:forKey:", "valueForKey:", "affineTransform", "setAffineTransform:",
                     "convertPoint:toLayer:", "convertPoint:fromLayer:", "setNeedsDisplay", "setNeedsLayout", "layoutIfNeeded",
                     "removeAllAnimations", "hitTest:", "containsPoint:", "addAnimation:forKey:", "removeAnimationForKey:"]),
        ("UIView", ["addSubview:", "removeFromSuperview", "insertSubview:atIndex:", "bringSubviewToFront:", "sendSubviewToBack:",
                    "layoutIfNeeded", "setNeedsLayout", "setNeedsDisplay", "layoutSubviews", "convertPoint:toView:", "convertPoint:fromView:",
                    "addTarget:action:forControlEvents:", "hitTest:withEvent:", "pointInside:withEvent:", "addGestureRecognizer:"]),
        ("UIPanGestureRecognizer", ["translationInView:", "velocityInView:", "setTranslation:inView:", "locationInView:"]),
        ("NSArray", ["objectAtIndex:", "count", "firstObject", "lastObject", "anyObject", "copy", "mutableCopy", "addObject:",
                     "replaceObjectAtIndex:withObject:", "insertObject:atIndex:"]),
        ("NSNumber", ["floatValue", "doubleValue", "intValue", "integerValue", "boolValue"]),
        ("UIColor", ["CGColor"]),
    ]

    /// `setDoubleSided:` -> `doubleSided`.
    func setterProperty(_ selector: String) -> String? {
        guard selector.hasPrefix("set"), selector.hasSuffix(":"), selector.count > 4 else { return nil }
        let name = selector.dropFirst(3).dropLast()
        return name.prefix(1).lowercased() + name.dropFirst()
    }

    /// Adds a layer to a superlayer, refusing cycles (which TransformKit would silently ignore).
    func attach(_ sublayer: CALayer, to layer: CALayer, at range: SourceRange, _ perform: () -> Void) throws(Interrupt) {
        if layer.isSelfOrAncestor(sublayer) {
            fail(.layerCycle, at: range)
            throw Interrupt.reported
        }
        scene.reach(sublayer)
        perform()
        lastChange[ObjectIdentifier(sublayer)] = range
    }

    func viewMessage(_ view: UIView, _ selector: String, argumentValues: ([ValueType]) throws(Interrupt) -> [Value],
                     arguments: [Expr.Argument], whole: SourceRange) throws(Interrupt) -> Value? {
        switch selector {
        case "addSubview:", "bringSubviewToFront:", "sendSubviewToBack:":
            guard case .view(let subview) = try argumentValues([.view])[0] else { return .void }
            if view.isSelfOrAncestor(subview) {
                fail(.viewCycle, at: whole)
                throw Interrupt.reported
            }
            scene.reach(subview)
            lastChange[ObjectIdentifier(subview.layer)] = whole
            switch selector {
            case "addSubview:": view.addSubview(subview)
            case "bringSubviewToFront:": view.bringSubviewToFront(subview)
            default: if subview.superview === view { view.insertSubview(subview, at: 0) }
            }
            return .void
        case "insertSubview:atIndex:", "insertSubview:at:":
            let values = try argumentValues([.view, .integer(.nsInteger)])
            guard case .view(let subview) = values[0], case .integer(let index, _) = values[1] else { return .void }
            if view.isSelfOrAncestor(subview) {
                fail(.viewCycle, at: whole)
                throw Interrupt.reported
            }
            scene.reach(subview)
            view.insertSubview(subview, at: index)
            return .void
        case "removeFromSuperview":
            view.removeFromSuperview()
            return .void
        case "addGestureRecognizer:":
            return try addGestureRecognizer(to: view, argumentValues, at: whole)
        case "addTarget:action:forControlEvents:", "addTarget:action:for:":
            try registerAction(of: view, arguments, whole: whole)
            return .void
        case "layoutIfNeeded", "setNeedsLayout", "setNeedsDisplay", "layoutSubviews":
            return .void
        case "convertPoint:toView:", "convertPoint:fromView:", "convert:to:", "convert:from:":
            let values = try argumentValues([.point, .view])
            var other: UIView?
            if case .view(let target) = values[1] { other = target }
            guard case .point(let p) = values[0] else { return .null }
            return .point(convertPoint(p, of: view.layer, other: other?.layer, toward: Self.convertsToward(selector)))
        default:
            break
        }
        if dialect == .objc {
            if arguments.isEmpty, let value = try viewProperty(view, selector, at: whole) { return value }
            if let name = setterProperty(selector), arguments.count == 1, ViewProperty(spelling: name, dialect: .objc) != nil {
                let value = try evaluate(arguments[0].value)
                try setObjectProperty(.view(view), name, value, at: whole, valueRange: arguments[0].value.range)
                return .void
            }
        }
        return nil
    }
}

extension String {
    func replacingPrefix(_ prefix: String, with replacement: String) -> String {
        hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
    }
}
