import TransformKit

/// One step of a declared event sequence, as a page's strip of small figures shows it: what happened (`pan +50, 0`,
/// `tap (160, 240)`) and a copy of the layers as that step left them.
///
/// A step is one declared event, except a pan, whose every translation is a step (its `ended` call belongs to the
/// last one, so the last step's layers are the listing's final state).
public struct EventStep {
    /// The step's number among all steps of the declared events, from 1.
    public let number: Int
    /// How many steps the declared events have.
    public let total: Int
    /// What happened, in `events` notation: `pan +50, 0` (the translation reported, from where the finger went down),
    /// `tap (160, 240)`, `tap rotationClick:`, `touch began (160, 240)`.
    public let caption: String
    /// The copy of the layers after the step: its root is the copy of `self.view.layer`.
    public let layers: LayerTreeSnapshot
}

/// Which steps of a declared event sequence are kept, and the copies made of them.
///
/// Only the steps a strip shows are copied (at most `maximumPanels`, evenly spread, the last always among them):
/// a pan of a million steps costs eight copies, not a million.
struct EventStepRecorder {
    /// Panels of a strip: more would be too small to read on a phone.
    static let maximumPanels = 8

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
        chosen = total > 1 ? Self.choose(Self.maximumPanels, of: total) : []
    }

    /// A pan's translations are steps; any other event is one.
    static func stepCount(of kind: DeclaredEvents.Kind) -> Int {
        if case .pan(let sequence) = kind { return sequence.count }
        return 1
    }

    /// `count` step numbers from 1 through `total`, evenly spread, ending with `total` (all of them when there are
    /// no more than `count`).
    static func choose(_ count: Int, of total: Int) -> [Int] {
        guard total > count else { return Array(1...max(total, 1)) }
        // The k-th of `count` equal parts ends at step ⌈k · total / count⌉; computed without k · total, which could
        // overflow for a huge pan.
        return (1...count).map { k in
            let whole = (total / count) * k
            let rest = (total % count) * k
            return whole + (rest + count - 1) / count
        }
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
