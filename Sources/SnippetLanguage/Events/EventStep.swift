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

    /// Panels of a strip: more would be too small to read on a phone.
    public static let maximumPanels = 8

    /// `count` step numbers from 1 through `total`, evenly spread, ending with `total` (all of them when there are
    /// no more than `count`).
    public static func chosen(_ count: Int, of total: Int) -> [Int] {
        guard count > 0, total > 0 else { return [] }
        guard total > count else { return Array(1...total) }
        // The k-th of `count` equal parts ends at step ⌈k · total / count⌉; computed without k · total, which could
        // overflow for a huge pan.
        return (1...count).map { k in
            let whole = (total / count) * k
            let rest = (total % count) * k
            return whole + (rest + count - 1) / count
        }
    }
}
