import Diagnostics
import TransformKit

/// What a listing's handlers receive, declared in an `events` block (or the file of `notebook eval --events`).
/// When a listing declares events they replace the obvious interaction (each action once, one touch at the centre).
///
/// One event per line, in the order they happen; blank lines and `#` comments are ignored. Points are
/// `(X, Y)` in `self.view`'s coordinates, translations `(DX, DY)` in the window's (here: `self.view`'s):
///
///     tap rotationClick:              # an action by selector (Swift: rotationClick(_:) or rotationClick)
///     tap (160, 240)                  # a touch down and up at a point: the view it reaches fires its actions,
///                                     # or, when it has none, the touch goes to the touches… handlers
///     touch began (160, 240)          # one phase of a touch: began, moved, ended, cancelled
///     pan (0, 0) (10, 0) (20, 5)      # translations: began at the first, changed at each next, ended at the last
///     pan (0, 0) to (400, 0) in 100 steps   # the same, evenly spaced (101 translations)
///     pan (0, 0) (10, 0) every 0.1    # seconds between translations, for velocityInView: (default 1/60)
public struct DeclaredEvents: Hashable, Sendable {
    public enum TouchPhase: String, Hashable, Sendable, CaseIterable {
        case began, moved, ended, cancelled
    }

    public enum Kind: Hashable, Sendable {
        /// `tap NAME`: the action method named (a selector in the listing's dialect).
        case action(String)
        /// `tap (X, Y)`: a touch down and up at a point.
        case tap(CGPoint)
        case touch(TouchPhase, CGPoint)
        case pan(PanSequence)
    }

    public struct Event: Hashable, Sendable {
        public var kind: Kind
        /// Where the event's line starts, and how long its text is, for diagnostics met while delivering it.
        public var location: SourceLocation
        public var length: Int

        public init(kind: Kind, location: SourceLocation, length: Int = 1) {
            self.kind = kind
            self.location = location
            self.length = length
        }
    }

    public var events: [Event]

    public init(events: [Event] = []) {
        self.events = events
    }

    public var isEmpty: Bool { events.isEmpty }
}
