/// The path of one touch through `hitTest:withEvent:`: every view UIKit asked, in the order it asked them, with
/// what each answered — what a figure draws to show why a touch reached the view it reached.
public struct HitTestWalk {
    /// What a view asked by `hitTest:withEvent:` made of the touch.
    public enum Verdict: Sendable, Equatable {
        /// Interaction disabled, hidden, or alpha below 0.01: it said no without looking at the point.
        case ignoresTouches
        /// The point lies outside its bounds.
        case outside
        /// The point lies inside and one of its subviews took the touch.
        case passedOn
        /// It took the touch: the point lies inside and no subview wanted it.
        case received
    }

    /// One view asked, and its answer.
    public struct Visit {
        public let view: UIView
        public let verdict: Verdict
    }

    /// Every view asked, in the order asked (front to back among siblings, ancestors before their subviews).
    public internal(set) var visits: [Visit] = []

    /// The view that took the touch (what `hitTest:withEvent:` returns), or nil.
    public var receiver: UIView? {
        visits.last { $0.verdict == .received }?.view
    }

    public init() {}
}

extension UIView {
    /// `hitTest(_:)` with the walk that led to its answer (`point` in this view's coordinates).
    public func hitTestWalk(_ point: CGPoint) -> HitTestWalk {
        var walk = HitTestWalk()
        _ = hitTest(point, depth: 0, recording: &walk)
        return walk
    }

    func hitTest(_ point: CGPoint, depth: Int, recording walk: inout HitTestWalk) -> UIView? {
        // The depth cap matches CALayer's hit test: a pathological tree is searched only that deep, never overflowed.
        guard depth <= 10_000 else { return nil }
        guard receivesTouches else {
            walk.visits.append(.init(view: self, verdict: .ignoresTouches))
            return nil
        }
        guard pointInside(point) else {
            walk.visits.append(.init(view: self, verdict: .outside))
            return nil
        }
        // Recorded before the subviews are asked, so the walk reads in UIKit's order; its verdict is settled after.
        let index = walk.visits.count
        walk.visits.append(.init(view: self, verdict: .received))
        for subview in subviews.reversed() {
            let local = subview.convert(point, from: self)
            if let hit = subview.hitTest(local, depth: depth + 1, recording: &walk) {
                walk.visits[index] = .init(view: self, verdict: .passedOn)
                return hit
            }
        }
        return self
    }
}
