import Synchronization

/// A request to stop, shared between the thread that asks (a preview server whose sources changed again) and the
/// evaluations it wants abandoned. Evaluations poll it every `EvaluationOptions.cancellationPollInterval` steps.
public final class CancellationFlag: Sendable {
    private let flag = Atomic<Bool>(false)

    public init() {}

    public func cancel() {
        flag.store(true, ordering: .releasing)
    }

    public var isCancelled: Bool {
        flag.load(ordering: .acquiring)
    }
}

/// How far an evaluation may go: its step budget and whether someone asked it to stop.
public struct EvaluationOptions: Sendable {
    /// Evaluation steps (statements, expressions and calls, each counted once) a listing may take. Counted, never
    /// timed, so a listing's result does not depend on the machine.
    public var stepBudget: Int
    /// When set and cancelled, evaluation stops within `cancellationPollInterval` steps with a `cancelled` error.
    public var cancellation: CancellationFlag?
    /// When set, evaluation stops, silently, after this many statements have run (a live cell's step control shows
    /// the state after each): `Evaluation.executedStatements` and `lastStatementLine` say how far it got. Only
    /// simple statements count (declarations, expressions, `return`), not the blocks, branches and loops around them.
    public var stopAfterStatements: Int?
    /// What the listing's handlers receive (an `events` block, `notebook eval --events`); empty: the obvious
    /// interaction (each action once, one touch at the centre of `self.view`).
    public var events: DeclaredEvents

    /// Steps between two looks at the cancellation flag: an atomic load is cheap, but not free at every step.
    public static let cancellationPollInterval = 1024

    public init(stepBudget: Int = Limits.defaultStepBudget, cancellation: CancellationFlag? = nil,
                stopAfterStatements: Int? = nil, events: DeclaredEvents = DeclaredEvents()) {
        self.stepBudget = stepBudget
        self.cancellation = cancellation
        self.stopAfterStatements = stopAfterStatements
        self.events = events
    }
}
