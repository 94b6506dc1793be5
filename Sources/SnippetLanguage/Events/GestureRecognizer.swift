import TransformKit

/// A `UIPanGestureRecognizer` or `UITapGestureRecognizer` created by a listing: its target's action, the view it
/// was added to, and what a declared pan makes it report (`state`, `translationInView:`, `velocityInView:`).
///
/// A reference, as in UIKit: the handler receives the same recognizer at every step and may keep it.
public final class GestureRecognizer {
    public enum Kind: String, Sendable {
        case pan = "UIPanGestureRecognizer"
        case tap = "UITapGestureRecognizer"
    }

    /// `UIGestureRecognizerState`'s raw values, as UIKit numbers them.
    public enum State: Int, Sendable, CaseIterable {
        case possible = 0, began, changed, ended, cancelled, failed

        /// Swift's case name (`began`); spelled out, as Embedded Swift has no reflection to print a case.
        public var name: String {
            switch self {
            case .possible: return "possible"
            case .began: return "began"
            case .changed: return "changed"
            case .ended: return "ended"
            case .cancelled: return "cancelled"
            case .failed: return "failed"
            }
        }

        /// `UIGestureRecognizerStateBegan` (Objective-C).
        public var objcName: String {
            switch self {
            case .possible: return "UIGestureRecognizerStatePossible"
            case .began: return "UIGestureRecognizerStateBegan"
            case .changed: return "UIGestureRecognizerStateChanged"
            case .ended: return "UIGestureRecognizerStateEnded"
            case .cancelled: return "UIGestureRecognizerStateCancelled"
            case .failed: return "UIGestureRecognizerStateFailed"
            }
        }
    }

    public let kind: Kind
    /// The method the recognizer's action names.
    public let action: String
    public internal(set) var view: UIView?
    public internal(set) var state: State = .possible
    /// The translation the declared pan reports now, in window coordinates (spec C17: where `self.view` sits by
    /// its own geometry).
    var declaredTranslation = CGPoint.zero
    /// What `setTranslation:inView:` subtracted: the reported translation is `declared − offset`.
    var translationOffset = CGPoint.zero
    /// The last step's change of translation divided by its duration, points per second.
    var velocity = CGPoint.zero
    /// Where the touch started, in window coordinates (the centre of the recognizer's view).
    var startLocation = CGPoint.zero

    init(kind: Kind, action: String) {
        self.kind = kind
        self.action = action
    }

    /// `translationInView:` in window coordinates.
    var translation: CGPoint {
        CGPoint(x: declaredTranslation.x - translationOffset.x, y: declaredTranslation.y - translationOffset.y)
    }

    /// `setTranslation:inView:` with a translation already in window coordinates.
    func setTranslation(_ newValue: CGPoint) {
        translationOffset = CGPoint(x: declaredTranslation.x - newValue.x, y: declaredTranslation.y - newValue.y)
    }

    /// Moves to the next step of a pan.
    func advance(to translation: CGPoint, state newState: State, interval: Double) {
        velocity = CGPoint(x: (translation.x - declaredTranslation.x) / interval, y: (translation.y - declaredTranslation.y) / interval)
        declaredTranslation = translation
        state = newState
    }

    /// Ready for a new gesture: nothing moved yet.
    func reset() {
        declaredTranslation = .zero
        translationOffset = .zero
        velocity = .zero
        state = .possible
    }
}
