import Diagnostics
import TransformKit

/// One declared event as it was delivered: what it was, which handlers it reached, how many calls it made, and the
/// view a touch at a point reached (hit testing).
public struct DeliveredEvent {
    /// The event in `events` notation (`pan (0, 0) to (400, 0) in 100 steps`).
    public var event: String
    /// The handlers it ran, in order, each once (a pan's handler runs at every step; `calls` counts them).
    public var handlers: [String]
    public var calls: Int
    /// The view a `tap (X, Y)` reached, or nil.
    public var reached: UIView?
    /// False when an error in a handler or a limit (the step budget) stopped the evaluation during this event.
    public var complete: Bool
}

/// Declared events (an `events` block, `notebook eval --events`), delivered in order after the lifecycle. A
/// declared event no handler of the listing receives is an error at its line: the author meant something to run.
extension Interpreter {
    /// The handler a touch phase reaches (Objective-C, Swift).
    static func touchHandler(for phase: DeclaredEvents.TouchPhase) -> [(objc: String, swift: String)] {
        switch phase {
        case .began: return [touchMethods[0]]
        case .moved: return [touchMethods[1]]
        case .ended: return [touchMethods[2]]
        case .cancelled: return [("touchesCancelled:withEvent:", "touchesCancelled(_:with:)")]
        }
    }

    func deliver(_ declared: DeclaredEvents) throws(Interrupt) {
        eventStepRecorder = EventStepRecorder(declared)
        for event in declared.events {
            var delivered = DeliveredEvent(event: Self.describe(event.kind), handlers: [], calls: 0, reached: nil, complete: false)
            deliveredEvents.append(delivered)
            let lastStep = eventStepRecorder?.stepsDelivered(adding: EventStepRecorder.stepCount(of: event.kind)) ?? 0
            do {
                try deliver(event, into: &delivered)
                delivered.complete = true
            } catch Interrupt.abort {
                deliveredEvents[deliveredEvents.count - 1] = delivered
                throw Interrupt.abort
            } catch {
                // Reported: the next event runs from the state this one left.
            }
            deliveredEvents[deliveredEvents.count - 1] = delivered
            if case .pan = event.kind {
                // A pan finishes its own steps; one a handler's error cut short leaves the rest unshown.
                eventStepRecorder?.skip(toStep: lastStep)
            } else {
                finishEventStep(Self.describe(event.kind))
            }
        }
    }

    /// The end of one step of the declared events: the strip may keep a copy of the layers as it left them.
    func finishEventStep(_ caption: @autoclosure () -> String) {
        eventStepRecorder?.finishStep(caption: caption(), root: scene.rootLayer, reached: scene.reachedLayers)
    }

    private func deliver(_ event: DeclaredEvents.Event, into delivered: inout DeliveredEvent) throws(Interrupt) {
        switch event.kind {
        case .action(let name):
            guard let function = actionMethod(named: name) else {
                let candidates = program.functions.filter { $0.kind == .method }.map { $0.name }
                throw eventError(event, .noActionForEvent(name, suggestion: didYouMean(name, in: candidates)))
            }
            let sender = actionSender(of: function)
            try call(function, with: function.parameters.isEmpty ? [] : [sender] + Array(repeating: .null, count: function.parameters.count - 1),
                     into: &delivered)
        case .tap(let point):
            try deliverTap(at: point, event, into: &delivered)
        case .touch(let phase, let point):
            let phases = Self.touchHandler(for: phase)
            let names = try deliverTouch(phases: phases, at: point, record: false)
            guard !names.isEmpty else {
                throw eventError(event, .noTouchHandler(phase.rawValue, handler: dialect == .objc ? phases[0].objc : phases[0].swift))
            }
            record(names, calls: names.count, into: &delivered)
        case .pan(let sequence):
            try deliverPan(sequence, event, into: &delivered)
        }
    }

    /// `tap (X, Y)`: the view the touch reaches (UIKit hit testing from `self.view`) fires its actions; a view
    /// with none passes the touch up to the view controller's `touches…` handlers.
    private func deliverTap(at point: CGPoint, _ event: DeclaredEvents.Event, into delivered: inout DeliveredEvent) throws(Interrupt) {
        let hit = scene.rootView.hitTest(point)
        delivered.reached = hit
        guard let hit else { return }
        scene.reach(hit)
        let actions = registeredActions.filter { if case .view(let view) = $0.sender { return view === hit } else { return false } }
        if !actions.isEmpty {
            for action in actions {
                guard let function = listingFunction(named: action.function) else { continue }
                try call(function, with: function.parameters.isEmpty ? [] : [action.sender], into: &delivered)
            }
            return
        }
        let tapRecognizers = gestureRecognizers.filter { $0.kind == .tap && $0.view.map { hit.isSelfOrAncestor($0) } == true }
        if let recognizer = tapRecognizers.last, let function = listingFunction(named: recognizer.action) {
            recognizer.reset()
            recognizer.startLocation = scene.rootView.convert(point, to: nil)
            recognizer.state = .ended
            try call(function, with: function.parameters.isEmpty ? [] : [.gesture(recognizer)], into: &delivered)
            return
        }
        let names = try deliverTouch(phases: [Self.touchMethods[0], Self.touchMethods[2]], at: point, record: false)
        record(names, calls: names.count, into: &delivered)
    }

    /// `pan …`: the first pan recognizer added to a view reports `began` with the first translation, `changed` with
    /// each next one, and `ended` with the last.
    private func deliverPan(_ sequence: PanSequence, _ event: DeclaredEvents.Event, into delivered: inout DeliveredEvent) throws(Interrupt) {
        guard let recognizer = gestureRecognizers.first(where: { $0.kind == .pan && $0.view != nil }) else {
            throw eventError(event, .noPanRecognizer)
        }
        guard let function = listingFunction(named: recognizer.action), let view = recognizer.view else { throw Interrupt.reported }
        recognizer.reset()
        let bounds = view.bounds
        recognizer.startLocation = view.convert(CGPoint(x: bounds.midX, y: bounds.midY), to: nil)
        let arguments: [Value] = function.parameters.isEmpty ? [] : [.gesture(recognizer)]
        for index in 0..<sequence.count {
            let translation = sequence.translation(at: index)
            recognizer.advance(to: translation, state: index == 0 ? .began : .changed, interval: sequence.interval)
            try call(function, with: arguments, into: &delivered)
            if index == sequence.count - 1 {
                // The last step includes the `ended` call, so the strip's last panel is the final state.
                recognizer.state = .ended
                try call(function, with: arguments, into: &delivered)
            }
            finishEventStep(EventStepRecorder.panCaption(translation))
        }
    }

    /// Runs one handler for an event; every call counts a step, so a long declared sequence meets the step budget
    /// even when its handler does nothing. A call that reported an error stops the event: the next step of a pan
    /// would fail the same way, and a million steps each building the same diagnostic (with its "did you mean"
    /// search) would hang the build long before the step budget ran out.
    private func call(_ function: FunctionDecl, with arguments: [Value], into delivered: inout DeliveredEvent) throws(Interrupt) {
        try countStep(at: function.nameRange)
        let errorsBefore = sink.errorCount
        try runHandler(function, arguments: arguments, record: false)
        record([function.name], calls: 1, into: &delivered)
        try stopIfFailed(since: errorsBefore)
    }

    private func record(_ names: [String], calls: Int, into delivered: inout DeliveredEvent) {
        for name in names where !delivered.handlers.contains(name) {
            delivered.handlers.append(name)
            ran.append(name)
        }
        delivered.calls += calls
    }

    /// The sender of an action tapped by name: its control, its gesture recognizer (recognized), or nil.
    private func actionSender(of function: FunctionDecl) -> Value {
        if let registered = registeredActions.first(where: { $0.function == function.name }) { return registered.sender }
        if let recognizer = gestureRecognizers.first(where: { $0.action == function.name }) {
            recognizer.reset()
            recognizer.state = .ended
            return .gesture(recognizer)
        }
        return .null
    }

    private func eventError(_ event: DeclaredEvents.Event, _ diagnostic: SnippetDiagnostic) -> Interrupt {
        sink.report(Diagnostic(id: diagnostic.id.rawValue, severity: .error, message: diagnostic.message, at: event.location,
                               length: event.length, notes: diagnostic.notes))
        return Interrupt.reported
    }

    static func describe(_ kind: DeclaredEvents.Kind) -> String {
        func point(_ p: CGPoint) -> String { "(\(formatNumber(p.x)), \(formatNumber(p.y)))" }
        switch kind {
        case .action(let name): return "tap \(name)"
        case .tap(let p): return "tap \(point(p))"
        case .touch(let phase, let p): return "touch \(phase.rawValue) \(point(p))"
        case .pan(let sequence):
            var text = "pan "
            switch sequence.path {
            case .points(let points): text += points.map(point).joined(separator: " ")
            case .line(let from, let to, let steps): text += "\(point(from)) to \(point(to)) in \(steps) steps"
            }
            if sequence.interval != PanSequence.defaultInterval { text += " every \(formatNumber(sequence.interval))" }
            return text
        }
    }
}
