/// Real Apple API that notebook does not model (layer contents, animations and `UIImage` are modelled: not here), so that a listing using it hears what it is ("'shadowPath' is Core
/// Animation API that notebook does not model") rather than that it does not exist. Setting one that does not change
/// geometry is a warning (the figure and the values stay right); setting one that does, or reading any, is an error.
enum AppleAPI {
    struct Entry {
        var framework: String
        var changesGeometry: Bool
    }

    /// A property of a layer (`onLayer`) or a view, by its Objective-C or Swift spelling.
    static func property(_ name: String, onLayer: Bool) -> Entry? {
        if onLayer {
            if layerGeometry.contains(name) { return Entry(framework: "Core Animation", changesGeometry: true) }
            if layerAppearance.contains(name) { return Entry(framework: "Core Animation", changesGeometry: false) }
            return nil
        }
        if viewGeometry.contains(name) { return Entry(framework: "UIKit", changesGeometry: true) }
        if viewAppearance.contains(name) { return Entry(framework: "UIKit", changesGeometry: false) }
        return nil
    }

    /// Whether `name` is an unmodelled property of a layer or of a view: one look-up where asking `property(_:onLayer:)`
    /// for both hashed the name four times, on every assignment to a property.
    static func isProperty(_ name: String) -> Bool {
        propertyNames.contains(name)
    }

    private static let propertyNames = layerGeometry.union(layerAppearance).union(viewGeometry).union(viewAppearance)

    /// A method of a view or layer (Objective-C selector or Swift name with labels); one that gives a value the
    /// listing would use (`presentationLayer`) counts as changing geometry: ignoring it is not possible.
    static func method(_ selector: String) -> Entry? {
        if viewMethods.contains(selector) { return Entry(framework: "UIKit", changesGeometry: false) }
        if layerMethods.contains(selector) { return Entry(framework: "Core Animation", changesGeometry: false) }
        if layerValueMethods.contains(selector) { return Entry(framework: "Core Animation", changesGeometry: true) }
        return nil
    }

    /// A class method (`[CATransaction begin]`, `CATransaction.begin()`, `[UIView beginAnimations:context:]`):
    /// most only shape implicit or old-style animations, which notebook does not record, so the values are set at
    /// once and the call is ignored; one in `classMethodsWithEffects` would run a block or give a value.
    static func classMethod(_ className: String, _ selector: String) -> Entry? {
        guard let (framework, selectors) = classMethods[className], selectors.contains(selector) else { return nil }
        return Entry(framework: framework, changesGeometry: classMethodsWithEffects.contains(selector))
    }

    /// Functions whose value a listing would use (`CACurrentMediaTime()`): an error, named.
    static let functions: [String: String] = [
        "CACurrentMediaTime": "Core Animation", "NSStringFromCGPoint": "UIKit", "NSStringFromCGSize": "UIKit",
        "NSStringFromCGRect": "UIKit", "NSStringFromCGAffineTransform": "UIKit", "NSStringFromCGVector": "UIKit",
        "CGPointFromString": "UIKit", "CGSizeFromString": "UIKit", "CGRectFromString": "UIKit",
    ]

    /// Whether a class name has the prefix of an Apple framework (`UI`, `NS`, `CA`, `CG`, `GLK`...): a class without
    /// one (`DHVector`) is a project's own, which a listing uses but does not define.
    static func hasApplePrefix(_ name: String) -> Bool {
        applePrefixes.contains { name.hasPrefix($0) && name.count > $0.count && name.dropFirst($0.count).first?.isUppercase == true }
    }

    static let applePrefixes = ["UI", "NS", "CA", "CG", "CI", "GLK", "AV", "MK", "SK", "SCN", "WK", "CL", "MTL", "PH", "UN"]

    /// Unmodelled properties that hold objects whose own properties a listing sets (`titleLabel.font`); each is also
    /// in `viewAppearance` (a property of a view that does not change geometry).
    static let viewObjects = names("titleLabel imageView")

    /// Classes notebook does not model whose values only change appearance (`[UIFont systemFontOfSize:20]`).
    static let appearanceClasses = names("UIFont NSShadow UIBezierPath CAGradientLayer CAShapeLayer")

    static let layerAppearance = names("""
        shadowPath shadowOpacity shadowRadius shadowOffset shadowColor contentsGravity contentsScale \
        contentsRect contentsCenter mask shouldRasterize rasterizationScale allowsEdgeAntialiasing \
        allowsGroupOpacity edgeAntialiasingMask minificationFilter magnificationFilter filters \
        backgroundFilters compositingFilter speed timeOffset actions delegate style opaque isOpaque \
        needsDisplayOnBoundsChange drawsAsynchronously cornerCurve maskedCorners contentsFormat \
        minificationFilterBias
        """)
    static let layerGeometry = names("preferredFrameSize visibleRect presentationLayer modelLayer")
    static let viewAppearance = names("""
        clipsToBounds contentMode tintColor multipleTouchEnabled isMultipleTouchEnabled exclusiveTouch \
        isExclusiveTouch opaque isOpaque titleLabel imageView font text textColor textAlignment image \
        adjustsImageWhenHighlighted showsTouchWhenHighlighted accessibilityLabel accessibilityIdentifier \
        isAccessibilityElement tintAdjustmentMode overrideUserInterfaceStyle clearsContextBeforeDrawing \
        maskView mask contentScaleFactor gestureRecognizers
        """)
    static let viewGeometry = names("""
        autoresizingMask translatesAutoresizingMaskIntoConstraints layoutMargins \
        directionalLayoutMargins safeAreaInsets insetsLayoutMarginsFromSafeArea \
        preservesSuperviewLayoutMargins anchorPoint intrinsicContentSize constraints
        """)
    static let viewMethods = names("""
        setTitle:forState: setTitleColor:forState: setImage:forState: setBackgroundImage:forState: \
        setTitleShadowColor:forState: setAttributedTitle:forState: setTitle(_:for:) \
        setTitleColor(_:for:) setImage(_:for:) setBackgroundImage(_:for:) setNeedsDisplay \
        setNeedsDisplay() sizeToFit sizeToFit() setTranslatesAutoresizingMaskIntoConstraints:
        """)
    static let layerMethods = names("setNeedsDisplay display displayIfNeeded")
    static let layerValueMethods = names("""
        presentationLayer modelLayer presentation() model() animationKeys animationForKey: \
        animationKeys() animation(forKey:)
        """)
    static let classMethods: [String: (framework: String, selectors: Set<String>)] = [
        "CATransaction": ("Core Animation", names("""
            begin commit flush lock unlock setAnimationDuration: setDisableActions: \
            setAnimationTimingFunction: setCompletionBlock: animationDuration disableActions \
            completionBlock begin() commit() flush() lock() unlock() setAnimationDuration(_:) \
            setDisableActions(_:) setAnimationTimingFunction(_:) setCompletionBlock(_:) \
            animationDuration() disableActions() completionBlock()
            """)),
        "UIView": ("UIKit", names("""
            beginAnimations:context: commitAnimations setAnimationDuration: setAnimationDelay: \
            setAnimationCurve: setAnimationRepeatCount: setAnimationRepeatAutoreverses: \
            setAnimationBeginsFromCurrentState: setAnimationsEnabled: setAnimationDelegate: \
            setAnimationDidStopSelector: setAnimationWillStartSelector: beginAnimations(_:context:) \
            commitAnimations() setAnimationDuration(_:) setAnimationDelay(_:) setAnimationCurve(_:) \
            setAnimationRepeatCount(_:) setAnimationRepeatAutoreverses(_:) \
            setAnimationBeginsFromCurrentState(_:) setAnimationsEnabled(_:) setAnimationDelegate(_:) \
            setAnimationDidStop(_:) setAnimationWillStart(_:)
            """)),
    ]
    /// Foundation's array methods notebook does not model: ones that read, and (`NSMutableArray`'s) ones that write.
    static let arrayReadingMethods = names("""
        containsObject: indexOfObject: arrayByAddingObject: arrayByAddingObjectsFromArray: \
        objectEnumerator reverseObjectEnumerator sortedArrayUsingComparator: enumerateObjectsUsingBlock: \
        subarrayWithRange: componentsJoinedByString:
        """)
    static let arrayWritingMethods = names("""
        removeLastObject removeObjectAtIndex: removeAllObjects removeObject: addObjectsFromArray: \
        exchangeObjectAtIndex:withObjectAtIndex: setArray: sortUsingComparator:
        """)
    /// Class methods whose block would run later, or whose value a listing would read.
    static let classMethodsWithEffects = names("""
        setCompletionBlock: setCompletionBlock(_:) animationDuration disableActions completionBlock \
        animationDuration() disableActions() completionBlock() setAnimationDelegate: \
        setAnimationDidStopSelector: setAnimationWillStartSelector: setAnimationDelegate(_:) \
        setAnimationDidStop(_:) setAnimationWillStart(_:)
        """)

    /// Names written as one literal, separated by spaces (a line ending in a backslash goes on), made a set when first
    /// used: a `Set<String>` literal costs the WebAssembly module code for every element, one literal only its bytes.
    static func names(_ list: String) -> Set<String> {
        Set(list.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
    }
}
