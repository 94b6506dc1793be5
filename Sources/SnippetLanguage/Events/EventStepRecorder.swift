import TransformKit

/// Which steps of a declared event sequence are kept, and the copies made of them.
///
/// Only the steps a strip shows are copied (at most `EventStep.maximumPanels`, evenly spread, the last always among them):
/// a pan of a million steps costs eight copies, not a million.
struct EventStepRecorder {
    /// How many steps the declared events have (saturating: a sum of huge pans does not overflow).
    let total: Int
    /// The step numbers (from 1) to copy, ascending.
    private let chosen: [Int]
    /// The step being delivered, from 1.
    private var current = 0
    private(set) var steps: [EventStep] = []

    init(_ declared: DeclaredEvents) {
        var total = 0
        for event in declared.events {
            let (sum, overflow) = total.addingReportingOverflow(Self.stepCount(of: event.kind))
            total = overflow ? Int.max : sum
        }
        self.total = total
        chosen = total > 1 ? EventStep.chosen(EventStep.maximumPanels, of: total) : []
    }

    /// A pan's translations are steps; any other event is one.
    static func stepCount(of kind: DeclaredEvents.Kind) -> Int {
        if case .pan(let sequence) = kind { return sequence.count }
        return 1
    }

    /// The number of the last step once `count` more are delivered (saturating).
    func stepsDelivered(adding count: Int) -> Int {
        let (sum, overflow) = current.addingReportingOverflow(count)
        return overflow ? Int.max : sum
    }

    /// Passes over steps that did not run (a pan its handler's error cut short), keeping the numbering.
    mutating func skip(toStep step: Int) {
        current = max(current, step)
    }

    /// Called once per step, after it ran: copies `root` (and the other topmost trees of `reached`) when the strip
    /// shows this step.
    mutating func finishStep(caption: @autoclosure () -> String, root: CALayer, reached: [CALayer]) {
        current += 1
        guard chosen.contains(current) else { return }
        steps.append(EventStep(number: current, total: total, caption: caption(),
                               layers: LayerTreeSnapshot(root: root, reached: reached)))
    }

    /// `pan +50, 0`: the translation the step reported, signed where it is not zero.
    static func panCaption(_ translation: CGPoint) -> String {
        func signed(_ value: Double) -> String {
            value > 0 ? "+" + formatNumber(value) : formatNumber(value)
        }
        return "pan " + signed(translation.x) + ", " + signed(translation.y)
    }
}
