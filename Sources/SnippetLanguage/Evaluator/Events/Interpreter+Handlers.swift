import Diagnostics
import TransformKit

/// The methods UIKit would call: the lifecycle in UIKit's order, then, as the obvious interaction from the state
/// the lifecycle left, each action once (source order) and one touch at the centre of `self.view`. A method none
/// of these reaches is a warning, so nothing a listing defines is skipped silently.
extension Interpreter {
    /// UIKit's order of the view controller's lifecycle: (Objective-C selector, Swift name, takes `animated`).
    static let lifecycleMethods: [(objc: String, swift: String)] = [
        ("viewDidLoad", "viewDidLoad()"),
        ("viewWillAppear:", "viewWillAppear(_:)"),
        ("viewWillLayoutSubviews", "viewWillLayoutSubviews()"),
        ("viewDidLayoutSubviews", "viewDidLayoutSubviews()"),
        ("viewDidAppear:", "viewDidAppear(_:)"),
    ]

    /// A tap: the touch goes down, (does not) move, and lifts. `touchesCancelled` is not part of a tap.
    static let touchMethods: [(objc: String, swift: String)] = [
        ("touchesBegan:withEvent:", "touchesBegan(_:with:)"),
        ("touchesMoved:withEvent:", "touchesMoved(_:with:)"),
        ("touchesEnded:withEvent:", "touchesEnded(_:with:)"),
    ]

    /// The control events `addTarget:action:forControlEvents:` accepts in listings (Objective-C, Swift).
    static let controlEvents: [(objc: String, swift: String)] = [
        ("UIControlEventTouchUpInside", "touchUpInside"), ("UIControlEventTouchDown", "touchDown"),
        ("UIControlEventValueChanged", "valueChanged"), ("UIControlEventPrimaryActionTriggered", "primaryActionTriggered"),
    ]

    func method(named pair: (objc: String, swift: String)) -> FunctionDecl? {
        // A Swift fragment's `func viewDidLoad()` outside a class is a function, and still the lifecycle method.
        listingFunction(named: dialect == .objc ? pair.objc : pair.swift)
    }

    /// Runs the lifecycle, then the handlers, then the animation completions they queued. A handler that fails with
    /// a diagnostic does not stop the next one; a limit (`abort`) stops them all.
    func runMethods() throws(Interrupt) {
        for pair in Self.lifecycleMethods {
            guard let function = method(named: pair) else { continue }
            let arguments: [Value] = function.parameters.isEmpty ? [] : [.bool(false)]
            try runHandler(function, arguments: arguments, isEntry: pair.objc == "viewDidLoad")
        }
        if options.events.isEmpty {
            try runObviousInteraction()
        } else {
            try deliver(options.events)
        }
        try runCompletions()
        warnAboutMethodsNeverCalled()
    }

    /// Each action once (source order), then one tap at the centre of `self.view`.
    private func runObviousInteraction() throws(Interrupt) {
        for function in program.functions where !Self.isLifecycleOrTouch(function, dialect: dialect) {
            guard let sender = obviousSender(of: function) else { continue }
            try runHandler(function, arguments: function.parameters.isEmpty ? [] : [sender] + Array(repeating: .null, count: function.parameters.count - 1))
        }
        let rootBounds = scene.rootView.bounds
        try deliverTouch(phases: Self.touchMethods, at: CGPoint(x: rootBounds.midX, y: rootBounds.midY))
    }

    /// The sender an action receives when it runs once on its own, or nil when `function` is not an action: the
    /// control it was registered on, its gesture recognizer (recognized: `ended`), or nil for an `IBAction` (its
    /// storyboard control is not in the listing).
    private func obviousSender(of function: FunctionDecl) -> Value? {
        if let registered = registeredActions.first(where: { $0.function == function.name }) { return registered.sender }
        if let recognizer = gestureRecognizers.first(where: { $0.action == function.name && $0.view != nil }) {
            recognizer.reset()
            recognizer.state = .ended
            return .gesture(recognizer)
        }
        return function.isAction ? .null : nil
    }

    /// Runs the touch handlers of `phases` the listing defines, with one `UITouch` at `point`; how many ran.
    @discardableResult
    func deliverTouch(phases: [(objc: String, swift: String)], at point: CGPoint, record: Bool = true) throws(Interrupt) -> [String] {
        var names: [String] = []
        for pair in phases {
            guard let function = method(named: pair) else { continue }
            let arguments: [Value] = [.array([.touch(point)]), .null]
            try runHandler(function, arguments: Array(arguments.prefix(function.parameters.count)), record: record)
            names.append(function.name)
        }
        return names
    }

    static func isLifecycleOrTouch(_ function: FunctionDecl, dialect: Dialect) -> Bool {
        (lifecycleMethods + touchMethods).contains { (dialect == .objc ? $0.objc : $0.swift) == function.name }
    }

    func runHandler(_ function: FunctionDecl, arguments: [Value], isEntry: Bool = false, record: Bool = true) throws(Interrupt) {
        if record { ran.append(function.name) }
        do {
            _ = try invoke(function, arguments: arguments, at: function.nameRange, isEntry: isEntry)
        } catch Interrupt.abort {
            throw Interrupt.abort
        } catch {
            // Reported inside (or a stray `break`): the next handler runs from the state this one left.
        }
    }

    /// Methods nothing ran. Only when the listing had no error: an error may have stopped the call that would
    /// have reached them, and the error is what to fix first.
    private func warnAboutMethodsNeverCalled() {
        guard sink.errorCount == 0 else { return }
        for function in program.functions where function.kind == .method && !invokedFunctions.contains(function.range) {
            sink.warning(.neverCalled(function.name, withEvents: !options.events.isEmpty), at: function.nameRange)
        }
    }

    // MARK: Target and action

    /// `[button addTarget:self action:@selector(tap:) forControlEvents:UIControlEventTouchUpInside]`, Swift
    /// `button.addTarget(self, action: #selector(tap(_:)), for: .touchUpInside)`: remembers `tap:` as an action
    /// whose sender is the button.
    func registerAction(of view: UIView, _ arguments: [Expr.Argument], whole: SourceRange) throws(Interrupt) {
        guard arguments.count == 3 else { throw Interrupt.reported }
        guard case .identifier("self") = arguments[0].value.kind else {
            fail(.actionTargetNotSelf, at: arguments[0].value.range)
            throw Interrupt.reported
        }
        guard case .selector(let name) = arguments[1].value.kind else {
            fail(.actionSpelling(in: dialect), at: arguments[1].value.range)
            throw Interrupt.reported
        }
        try checkControlEvent(arguments[2].value)
        guard let function = actionMethod(named: name) else {
            let candidates = program.functions.filter { $0.kind == .method }.map { $0.name }
            fail(.unknownAction(name, suggestion: didYouMean(name, in: candidates)), at: arguments[1].value.range)
            throw Interrupt.reported
        }
        if !registeredActions.contains(where: { $0.function == function.name }) {
            registeredActions.append((function.name, .view(view)))
        }
    }

    /// The method a selector names: `btnClick:` (Objective-C), `btnClick(_:)` or a bare `btnClick` (Swift).
    func actionMethod(named name: String) -> FunctionDecl? {
        if let function = listingFunction(named: name), function.kind == .method || dialect == .swift { return function }
        guard dialect == .swift, !name.contains("(") else { return nil }
        let sameName = program.functions.filter { $0.baseName == name }
        return sameName.count == 1 ? sameName[0] : nil
    }

    private func checkControlEvent(_ expression: Expr) throws(Interrupt) {
        switch expression.kind {
        case .identifier(let name) where dialect == .objc && Self.controlEvents.contains { $0.objc == name }: return
        case .implicitMember(let name) where dialect == .swift && Self.controlEvents.contains { $0.swift == name }: return
        default:
            let known = Self.controlEvents.map { dialect == .objc ? $0.objc : "." + $0.swift }
            fail(.unknownControlEvent(known.joined(separator: ", ")), at: expression.range)
            throw Interrupt.reported
        }
    }

    // MARK: Touches

    /// `[touch locationInView:view]` / `touch.location(in: view)`, the touch being at `location` in `self.view`'s
    /// coordinates (as declared events give it); a nil view means the window, where `self.view` sits by its own
    /// geometry (spec C17).
    func touchMessage(_ location: CGPoint, _ selector: String, argumentValues: ([ValueType]) throws(Interrupt) -> [Value]) throws(Interrupt) -> Value? {
        switch selector {
        case "locationInView:", "locationIn:", "previousLocationInView:", "previousLocationIn:":
            guard case .view(let view) = try argumentValues([.view])[0] else {
                return .point(scene.rootView.convert(location, to: nil))
            }
            return .point(scene.rootView.convert(location, to: view))
        default:
            return nil
        }
    }
}
