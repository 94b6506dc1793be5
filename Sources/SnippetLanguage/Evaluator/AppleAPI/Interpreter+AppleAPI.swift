import Diagnostics
import TransformKit

/// What a listing hears about real Apple API that notebook does not model (`AppleAPI`).
extension Interpreter {
    /// `[UIScreen mainScreen]` / `UIScreen.main`: a view as large as the scene's root (320 x 480 by default), outside
    /// the view hierarchy, so that its `bounds` reads the screen's size. It is not part of the scene or its figure.
    func mainScreen() -> Value {
        let screen = UIView(frame: CGRect(origin: .zero, size: scene.rootView.bounds.size))
        screen.name = "UIScreen.mainScreen"
        return .view(screen)
    }

    /// A class the listing names but neither notebook nor the listing defines, and which is not Apple's: what to say
    /// instead of a did-you-mean among Apple's types. Nil for a name with an Apple prefix.
    static func isOwnClass(_ name: String) -> Bool {
        !AppleAPI.hasApplePrefix(name) && name.first?.isUppercase == true
    }

    /// What a `UILabel` accepts without a word: its text and how it is set, which the figure does not draw.
    static let labelTextProperties: Set<String> = ["text", "font", "textAlignment", "textColor", "numberOfLines", "adjustsFontSizeToFitWidth"]

    /// Whether setting `name` on `view` is a label's text property (accepted, not drawn).
    func isLabelText(_ view: UIView, _ name: String) -> Bool {
        Self.labelTextProperties.contains(name) && labels.contains { $0 === view }
    }

    /// The type Swift gives `NSTextAlignment`'s members (`.center`), so that they resolve against `textAlignment`.
    static let textAlignmentType = IntegerType(name: "NSTextAlignment", bits: 64)

    /// UIKit's `NSTextAlignment` (iOS values: left 0, center 1, right 2, justified 3, natural 4; AppKit swaps center
    /// and right, but listings are UIKit's).
    static let textAlignments = ["left", "center", "right", "justified", "natural"]

    /// `NSTextAlignmentCenter` …, Objective-C's constants (`NSInteger`).
    static func textAlignmentConstant(_ name: String) -> Value? {
        guard name.hasPrefix("NSTextAlignment") else { return nil }
        let member = name.dropFirst("NSTextAlignment".count)
        return textAlignments.firstIndex { $0.prefix(1).uppercased() + $0.dropFirst() == member }.map { .integer($0, .nsInteger) }
    }

    /// Swift's `.center` … against `NSTextAlignment`.
    static func textAlignmentMember(_ name: String) -> Value? {
        textAlignments.firstIndex(of: name).map { .integer($0, textAlignmentType) }
    }

    /// What an unmodelled property holds, for Swift's implicit members on its right side (`label.textAlignment =
    /// .center`, `label.textColor = .red`); nil when nothing is known (the value is still evaluated, then ignored).
    func unmodelledValueType(_ name: String) -> ValueType? {
        guard dialect == .swift else { return nil }
        switch name {
        case "textAlignment": return .integer(Self.textAlignmentType)
        case "textColor", "tintColor": return .color
        default: return nil
        }
    }

    /// Setting an unmodelled property: a warning (and nothing changes) when it does not move anything, an error
    /// when it would change geometry. False when `name` is not known Apple API.
    func ignoredUnmodelledProperty(_ name: String, onLayer: Bool, at range: SourceRange) throws(Interrupt) -> Bool {
        guard let entry = AppleAPI.property(name, onLayer: onLayer) else { return false }
        if entry.changesGeometry {
            fail(.unmodelledGeometryProperty(name, framework: entry.framework), at: range)
            throw Interrupt.reported
        }
        warn(.ignoredUnmodelledProperty(name, framework: entry.framework), at: range)
        return true
    }

    /// Reading an unmodelled property: an error (there is no value to give), named as what it is.
    func refuseUnmodelledRead(_ value: Value, _ name: String, at range: SourceRange) throws(Interrupt) {
        let onLayer: Bool
        switch value {
        case .layer: onLayer = true
        case .view: onLayer = false
        default: return
        }
        guard let entry = AppleAPI.property(name, onLayer: onLayer) else { return }
        fail(.unreadableUnmodelledProperty(name, framework: entry.framework), at: range)
        throw Interrupt.reported
    }

    /// Calling an unmodelled method of a view or layer: its arguments are evaluated, then a warning says what it is.
    func ignoredUnmodelledMethod(_ object: Value, _ selector: String, _ arguments: [Expr.Argument],
                                 at range: SourceRange) throws(Interrupt) -> Bool {
        switch object {
        case .layer, .view: break
        default: return false
        }
        guard let entry = AppleAPI.method(selector) else { return false }
        return try ignoredUnmodelledCall(entry, selector, arguments, at: range)
    }

    /// NSArray / NSMutableArray API notebook does not model (`containsObject:`, `removeLastObject`): an error that
    /// names it. A write through an `NSArray *` keeps clang's message: NSArray declares no such method.
    func refuseUnmodelledArrayMethod(_ receiver: Expr, _ selector: String, at range: SourceRange) throws(Interrupt) {
        let writes = AppleAPI.arrayWritingMethods.contains(selector)
        guard dialect == .objc, writes || AppleAPI.arrayReadingMethods.contains(selector) else { return }
        if writes && isStaticallyImmutableArray(receiver) { return }
        fail(.unmodelledCallWithEffect(selector, framework: "Foundation"), at: range)
        throw Interrupt.reported
    }

    /// `[CATransaction begin]`, `[UIView commitAnimations]` (`AppleAPI.classMethod`); false for any other.
    func ignoredUnmodelledClassCall(_ className: String, _ selector: String, _ arguments: [Expr.Argument],
                                    at range: SourceRange) throws(Interrupt) -> Bool {
        guard let entry = AppleAPI.classMethod(className, selector) else { return false }
        return try ignoredUnmodelledCall(entry, selector, arguments, at: range)
    }

    /// A call of unmodelled API: an error when its block or value matters, otherwise its arguments are evaluated and a
    /// warning says what it is.
    private func ignoredUnmodelledCall(_ entry: AppleAPI.Entry, _ selector: String, _ arguments: [Expr.Argument],
                                       at range: SourceRange) throws(Interrupt) -> Bool {
        if entry.changesGeometry {
            fail(.unmodelledCallWithEffect(selector, framework: entry.framework), at: range)
            throw Interrupt.reported
        }
        for argument in arguments { _ = try evaluate(argument.value) }
        warn(.unmodelledMethod(selector, framework: entry.framework), at: range)
        return true
    }
}
