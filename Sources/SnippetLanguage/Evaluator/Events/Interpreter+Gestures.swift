import Diagnostics
import TransformKit

/// `UIPanGestureRecognizer` and `UITapGestureRecognizer`: created with a target and an action
/// (`initWithTarget:action:`, Swift `init(target:action:)`), added to a view (`addGestureRecognizer:`), read by
/// their handler (`state`, `view`, `translationInView:`, `velocityInView:`, `setTranslation:inView:`,
/// `locationInView:`).
extension Interpreter {
    static let gestureClassNames: [String: GestureRecognizer.Kind] = [
        "UIPanGestureRecognizer": .pan, "UITapGestureRecognizer": .tap,
    ]

    /// The type `state` has in Swift, so `.began` can be looked up against it.
    static let gestureStateType = IntegerType(name: "UIGestureRecognizer.State", bits: 64)

    /// `[[UIPanGestureRecognizer alloc] initWithTarget:self action:@selector(onPan:)]`,
    /// `UIPanGestureRecognizer(target: self, action: #selector(onPan(_:)))`.
    func createGestureRecognizer(_ kind: GestureRecognizer.Kind, _ arguments: [Expr.Argument], whole: SourceRange) throws(Interrupt) -> Value {
        guard arguments.count == 2 else { throw Interrupt.reported }
        guard case .identifier("self") = arguments[0].value.kind else {
            fail(.gestureTargetNotSelf, at: arguments[0].value.range)
            throw Interrupt.reported
        }
        guard case .selector(let name) = arguments[1].value.kind else {
            fail(.actionSpelling(in: dialect), at: arguments[1].value.range)
            throw Interrupt.reported
        }
        guard let function = actionMethod(named: name) else {
            let candidates = program.functions.filter { $0.kind == .method }.map { $0.name }
            fail(.unknownGestureAction(name, suggestion: didYouMean(name, in: candidates)), at: arguments[1].value.range)
            throw Interrupt.reported
        }
        let recognizer = GestureRecognizer(kind: kind, action: function.name)
        gestureRecognizers.append(recognizer)
        return .gesture(recognizer)
    }

    /// `[view addGestureRecognizer:recognizer]`.
    func addGestureRecognizer(to view: UIView, _ argumentValues: ([ValueType]) throws(Interrupt) -> [Value], at range: SourceRange) throws(Interrupt) -> Value {
        let value = try argumentValues([.object])[0]
        guard case .gesture(let recognizer) = value else {
            fail(.notAGestureRecognizer(value.typeName(in: dialect)), at: range)
            throw Interrupt.reported
        }
        recognizer.view = view
        return .void
    }

    func gestureMessage(_ recognizer: GestureRecognizer, _ selector: String,
                        argumentValues: ([ValueType]) throws(Interrupt) -> [Value]) throws(Interrupt) -> Value? {
        switch selector {
        case "translationInView:", "translationIn:":
            return .point(vector(recognizer.translation, into: try optionalView(argumentValues([.view])[0])))
        case "velocityInView:", "velocityIn:":
            return .point(vector(recognizer.velocity, into: try optionalView(argumentValues([.view])[0])))
        case "setTranslation:inView:", "setTranslation:in:":
            let values = try argumentValues([.point, .view])
            guard case .point(let p) = values[0] else { return .void }
            recognizer.setTranslation(vector(p, from: optionalView(values[1])))
            return .void
        case "locationInView:", "locationIn:":
            let location = CGPoint(x: recognizer.startLocation.x + recognizer.declaredTranslation.x,
                                   y: recognizer.startLocation.y + recognizer.declaredTranslation.y)
            guard let view = optionalView(try argumentValues([.view])[0]) else { return .point(location) }
            return .point(view.convert(location, from: nil))
        default:
            return nil
        }
    }

    func gestureProperty(_ recognizer: GestureRecognizer, _ name: String) -> Value? {
        switch name {
        case "state": return .integer(recognizer.state.rawValue, dialect == .objc ? .nsInteger : Self.gestureStateType)
        case "view": return recognizer.view.map { .view($0) } ?? .null
        case "enabled", "isEnabled": return .bool(true)
        default: return nil
        }
    }

    /// `UIGestureRecognizerStateBegan` …, Objective-C's constants.
    static func gestureStateConstant(_ name: String) -> Value? {
        guard name.hasPrefix("UIGestureRecognizerState") else { return nil }
        return GestureRecognizer.State.allCases.first { $0.objcName == name }.map { .integer($0.rawValue, .nsInteger) }
    }

    /// Swift's `.began` … against `UIGestureRecognizer.State`.
    static func gestureStateMember(_ name: String) -> Value? {
        GestureRecognizer.State.allCases.first { $0.name == name }.map { .integer($0.rawValue, gestureStateType) }
    }

    private func optionalView(_ value: Value) -> UIView? {
        if case .view(let view) = value { return view }
        return nil
    }

    /// A translation (a vector in window coordinates) as `view` measures it: the difference of two points converted
    /// from the window (nil, as UIKit documents it: the window itself).
    private func vector(_ v: CGPoint, into view: UIView?) -> CGPoint {
        guard let view else { return v }
        let origin = view.convert(CGPoint.zero, from: nil)
        let tip = view.convert(v, from: nil)
        return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
    }

    private func vector(_ v: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else { return v }
        let origin = view.convert(CGPoint.zero, to: nil)
        let tip = view.convert(v, to: nil)
        return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
    }
}

extension Expr {
    /// `.changed`, `.identity`: a member whose type comes from its context.
    var isImplicitMember: Bool {
        if case .implicitMember = kind { return true }
        return false
    }
}
