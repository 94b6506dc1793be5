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

    /// A method of a view or layer (Objective-C selector or Swift name with labels).
    static func method(_ selector: String) -> Entry? {
        if viewMethods.contains(selector) { return Entry(framework: "UIKit", changesGeometry: false) }
        if layerMethods.contains(selector) { return Entry(framework: "Core Animation", changesGeometry: false) }
        return nil
    }

    /// Whether a class name has the prefix of an Apple framework (`UI`, `NS`, `CA`, `CG`, `GLK`...): a class without
    /// one (`DHVector`) is a project's own, which a listing uses but does not define.
    static func hasApplePrefix(_ name: String) -> Bool {
        applePrefixes.contains { name.hasPrefix($0) && name.count > $0.count && name.dropFirst($0.count).first?.isUppercase == true }
    }

    static let applePrefixes = ["UI", "NS", "CA", "CG", "CI", "GLK", "AV", "MK", "SK", "SCN", "WK", "CL", "MTL", "PH", "UN"]

    /// Unmodelled properties that hold objects whose own properties a listing sets (`titleLabel.font`).
    static let viewObjects: Set<String> = ["titleLabel", "imageView"]

    /// Classes notebook does not model whose values only change appearance (`[UIFont systemFontOfSize:20]`).
    static let appearanceClasses: Set<String> = ["UIFont", "NSShadow", "UIBezierPath", "CAGradientLayer", "CAShapeLayer"]

    static let layerAppearance: Set<String> = [
        "shadowPath", "shadowOpacity", "shadowRadius", "shadowOffset", "shadowColor", "contentsGravity",
        "contentsScale", "contentsRect", "contentsCenter", "mask", "shouldRasterize", "rasterizationScale",
        "allowsEdgeAntialiasing", "allowsGroupOpacity", "edgeAntialiasingMask", "minificationFilter",
        "magnificationFilter", "filters", "backgroundFilters", "compositingFilter", "speed", "timeOffset", "actions",
        "delegate", "style", "opaque", "isOpaque", "needsDisplayOnBoundsChange", "drawsAsynchronously", "cornerCurve",
        "maskedCorners", "contentsFormat", "minificationFilterBias",
    ]
    static let layerGeometry: Set<String> = ["preferredFrameSize", "visibleRect"]
    static let viewAppearance: Set<String> = [
        "clipsToBounds", "contentMode", "tintColor", "multipleTouchEnabled", "isMultipleTouchEnabled", "exclusiveTouch",
        "isExclusiveTouch", "opaque", "isOpaque", "titleLabel", "imageView", "font", "text", "textColor",
        "textAlignment", "image", "adjustsImageWhenHighlighted", "showsTouchWhenHighlighted", "accessibilityLabel",
        "accessibilityIdentifier", "isAccessibilityElement", "tintAdjustmentMode", "overrideUserInterfaceStyle",
        "clearsContextBeforeDrawing", "maskView", "mask", "contentScaleFactor", "gestureRecognizers",
    ]
    static let viewGeometry: Set<String> = [
        "autoresizingMask", "translatesAutoresizingMaskIntoConstraints", "layoutMargins", "directionalLayoutMargins",
        "safeAreaInsets", "insetsLayoutMarginsFromSafeArea", "preservesSuperviewLayoutMargins", "anchorPoint",
        "intrinsicContentSize", "constraints",
    ]
    static let viewMethods: Set<String> = [
        "setTitle:forState:", "setTitleColor:forState:", "setImage:forState:", "setBackgroundImage:forState:",
        "setTitleShadowColor:forState:", "setAttributedTitle:forState:", "setTitle(_:for:)", "setTitleColor(_:for:)",
        "setImage(_:for:)", "setBackgroundImage(_:for:)", "setNeedsDisplay", "setNeedsDisplay()", "sizeToFit",
        "sizeToFit()", "setTranslatesAutoresizingMaskIntoConstraints:",
    ]
    static let layerMethods: Set<String> = [
        "setNeedsDisplay", "display", "displayIfNeeded",
    ]
}
