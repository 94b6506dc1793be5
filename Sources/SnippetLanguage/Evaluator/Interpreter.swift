import Diagnostics
import TransformKit

/// Non-local exits of evaluation. `reported`: a diagnostic was emitted, abandon the statement; `abort`: a limit
/// was hit, stop the whole evaluation.
enum Interrupt: Error {
    case reported
    case abort
    case returned
    case breakLoop
    case continueLoop
    /// A nil link of a Swift optional chain (`a?.b`): caught where the chain ends, which gives nil or does nothing.
    case nilLink
}

/// One activation: the top level, or a call of a function or method.
struct Frame {
    var scopes: [Scope]
    var function: FunctionDecl?
    /// The block or closure being called, when the frame is one.
    var closure: Closure?
}

/// Runs a parsed snippet against a scene. One instance per evaluation; afterwards it keeps the final variables
/// so expressions (`expect` lines) can be evaluated against them.
final class Interpreter {
    var dialect: Dialect
    var sink: DiagnosticSink
    let program: Program
    let scene: Scene
    /// The snippet's text as scalars, for quoting expressions in messages.
    var source: [Unicode.Scalar]
    var frames: [Frame]
    /// Stored properties of the view controller that are not outlets.
    let selfProperties = Scope()
    private(set) var functionsByName: [String: FunctionDecl] = [:]
    var loopIterations = 0
    var callDepth = 0
    /// Current nesting of `evaluate` and `execute`, against `Limits.maximumEvaluationDepth`.
    var evaluationDepth = 0
    /// Evaluation steps taken so far, against `options.stepBudget` (see Interpreter+Budget.swift).
    var steps = 0
    /// Set once the budget ran out or the evaluation was cancelled: every later step stops at once.
    var isStopped = false
    /// Simple statements run so far, and the last of them (`EvaluationOptions.stopAfterStatements`).
    var executedStatements = 0
    var lastStatementRange: SourceRange?
    var stoppedAfterStatements = false
    let options: EvaluationOptions
    /// The calls of the snippet's own functions under way, outermost first, to say where the budget ran out.
    var activeCalls: [(name: String, site: SourceRange)] = []
    var returnValue: Value = .void
    /// The `return` being unwound failed (its error is reported): the function or closure has no value to give.
    var returnFailed = false
    /// The scopes closures captured (`Scope.removeAll()` says why), each once.
    var capturedScopes: [ObjectIdentifier: Scope] = [:]
    /// Integer divisions that dropped a fraction in the statement being evaluated (range, quoted text, result).
    var truncatedDivisions: [(range: SourceRange, text: String, result: Int)] = []
    /// The locals of `viewDidLoad` (or of the entry method), captured when it returns.
    var entryLocals: Scope?
    /// The last statement that changed each layer, to place diagnostics about its final geometry.
    var lastChange = [ObjectIdentifier: SourceRange]()
    /// The transform operations called, to play a compound transform one operation at a time.
    var transformHistory = TransformHistory()
    /// Warned-about constructs, so a loop does not repeat a warning for every iteration.
    var warnedRanges: Set<SourceRange> = []
    /// The methods the notebook ran as UIKit would (lifecycle, actions, touches), in order, by name.
    var ran: [String] = []
    /// The points converted between layers, first to last (Interpreter+PointConversions).
    var pointConversions: [PointConversion] = []
    /// What `print` and `NSLog` wrote, in order (Interpreter+Console).
    var console = ""
    /// `arc4random_uniform`'s generator state (Interpreter+Random): the same listing draws the same numbers.
    var randomState = Interpreter.randomSeed
    /// Actions registered with `addTarget:action:forControlEvents:` (method name, sender).
    var registeredActions: [(function: String, sender: Value)] = []
    /// Gesture recognizers created by the listing, in creation order.
    var gestureRecognizers: [GestureRecognizer] = []
    /// The declared events delivered, in order (`Evaluation.events`).
    var deliveredEvents: [DeliveredEvent] = []
    /// The steps of the declared events a page's strip shows, copied as they are delivered (nil: none declared).
    var eventStepRecorder: EventStepRecorder?
    /// The snippet's functions that were called at least once, by range, to warn about methods nothing calls.
    var invokedFunctions: Set<SourceRange> = []
    /// Animations added so far, against `Limits.maximumAnimations`.
    var addedAnimations = 0
    /// The evaluation's clock in seconds: 0 while the listing's body runs, a completion's fire time while it runs.
    var now: CGFloat = 0
    /// UIView animation completions waiting for their animation's end (Interpreter+Animations, `runCompletions`).
    var pendingCompletions: [(time: CGFloat, closure: Closure, range: SourceRange)] = []
    /// The listing's structs and extensions (Interpreter+Structs), and their static stored properties once read.
    lazy var listingTypes = ListingTypes(program.types, dialect: dialect)
    let staticProperties = Scope()
    /// The views created as `UILabel`s, whose text properties are accepted (`labelTextProperties`).
    var labels: [UIView] = []

    init(program: Program, dialect: Dialect, scene: Scene, source: [Unicode.Scalar], sink: DiagnosticSink,
         options: EvaluationOptions = EvaluationOptions()) {
        self.program = program
        self.options = options
        self.dialect = dialect
        self.scene = scene
        self.source = source
        self.sink = sink
        self.frames = [Frame(scopes: [Scope()], function: nil)]
        for function in program.functions where functionsByName[function.name] == nil {
            functionsByName[function.name] = function
        }
    }

    deinit {
        for scope in capturedScopes.values { scope.removeAll() }
    }

    var globals: Scope { frames[0].scopes[0] }

    // MARK: Running

    /// Runs the snippet: top-level statements in order, then the methods UIKit would call (Interpreter+Handlers).
    func run() {
        do {
            for function in program.functions {
                if functionsByName[function.name]?.range != function.range {
                    sink.error(.functionRedefinition(function.name), at: function.nameRange)
                }
            }
            checkTypeDeclarations()
            initializeProperties()
            executeStatements(program.statements)
            try runMethods()
        } catch {
            // `abort` (a limit) or a stray control-flow interrupt: what was computed so far stands.
        }
    }

    private func initializeProperties() {
        for property in program.properties {
            var value: Value = .null
            var type: ValueType?
            if let written = property.type {
                type = resolvedType(written)
                value = type?.zeroValue ?? .null
            }
            if let initializer = property.initializer {
                do {
                    let computed = try evaluate(initializer, expected: type)
                    value = try type.map { (type) throws(Interrupt) in
                        try convert(computed, to: type, at: initializer.range, context: .initialization(property.name))
                    } ?? computed
                    if type == nil { type = ValueType(of: value) }
                } catch {
                    selfProperties.declare(property.name, Variable(value: .null, type: type, isConstant: property.isConstant,
                                                                   isPoisoned: true, range: property.nameRange))
                    continue
                }
            }
            selfProperties.declare(property.name, Variable(value: value, type: type, isConstant: property.isConstant, range: property.nameRange))
        }
    }

    /// Runs statements one after another; a statement that fails with a diagnostic does not stop the next.
    func executeStatements(_ statements: [Stmt]) {
        for statement in statements {
            do {
                try execute(statement)
            } catch Interrupt.reported {
                continue
            } catch {
                // Propagating non-local exits is the caller's job; at this level they end the sequence.
                return
            }
        }
    }

    /// Runs statements, letting `return`, `break`, `continue` and `abort` propagate.
    func executeBody(_ statements: [Stmt]) throws(Interrupt) {
        for statement in statements {
            do {
                try execute(statement)
            } catch Interrupt.reported {
                continue
            }
        }
    }

    func pushScope() { frames[frames.count - 1].scopes.append(Scope()) }
    func popScope() { frames[frames.count - 1].scopes.removeLast() }
    var currentScope: Scope { frames[frames.count - 1].scopes[frames[frames.count - 1].scopes.count - 1] }

    /// Counts one level of evaluation nesting; past the limit, evaluation stops.
    func descend(_ range: SourceRange) throws(Interrupt) {
        try countStep(at: range)
        evaluationDepth += 1
        if evaluationDepth > Limits.maximumEvaluationDepth {
            fail(.evaluationTooDeep, at: range)
            throw Interrupt.abort
        }
    }

    func execute(_ statement: Stmt) throws(Interrupt) {
        try descend(statement.range)
        defer { evaluationDepth -= 1 }
        truncatedDivisions = []
        try countStatement(statement)
        switch statement.kind {
        case .declaration(let bindings):
            for binding in bindings {
                try declare(binding)
            }
        case .expression(let expression):
            _ = try evaluate(expression, expected: nil, discarded: true)
        case .block(let statements):
            pushScope()
            defer { popScope() }
            try executeBody(statements)
        case .ifElse(let condition, let thenBranch, let elseBranch):
            try executeIf(condition, thenBranch, elseBranch)
        case .forLoop(let initializer, let condition, let step, let body):
            try executeFor(initializer, condition, step, body, at: statement.range)
        case .forIn(let name, let nameRange, let type, let sequence, let body):
            try executeForIn(name, nameRange: nameRange, type: type, sequence, body, at: statement.range)
        case .tupleDeclaration(let names, let value):
            try declareTuple(names, value)
        case .forInTuple(let names, let sequence, let body):
            try executeForInTuple(names, sequence, body, at: statement.range)
        case .whileLoop(let condition, let body):
            try executeWhile(condition, body, at: statement.range)
        case .repeatWhile(let body, let condition):
            try executeRepeat(body, condition, at: statement.range)
        case .switchStatement(let subject, let cases):
            try executeSwitch(subject, cases, at: statement.range)
        case .guardElse(let condition, let body):
            try executeGuard(condition, body)
        case .returnStatement(let value):
            try executeReturn(value, at: statement.range)
        case .breakStatement:
            throw Interrupt.breakLoop
        case .continueStatement:
            throw Interrupt.continueLoop
        case .empty:
            break
        case .invalid:
            throw Interrupt.reported
        }
    }

    /// Ends a loop after an iteration that reported an error: the next iterations would only repeat it (at the cost
    /// of the whole "did you mean" search, up to the iteration limit).
    func stopIfFailed(since errorsBefore: Int) throws(Interrupt) {
        if sink.errorCount > errorsBefore { throw Interrupt.reported }
    }

    func countIteration(at range: SourceRange) throws(Interrupt) {
        loopIterations += 1
        if loopIterations > Limits.maximumLoopIterations {
            fail(.loopLimit, at: range)
            throw Interrupt.abort
        }
    }

    /// Whether a condition holds: C tests scalars against zero and objects against nil; Swift requires a `Bool`.
    func truth(_ value: Value, at range: SourceRange) throws(Interrupt) -> Bool {
        if dialect == .swift {
            guard case .bool(let flag) = value else {
                fail(.conditionNotBoolean(value.typeName(in: dialect)), at: range)
                throw Interrupt.reported
            }
            return flag
        }
        switch value {
        case .null: return false
        case .layer, .view, .array, .string, .number, .color, .cgColor, .object: return true
        default:
            guard let number = value.numericValue, value.isScalar else {
                fail(.conditionNotScalar(value.typeName(in: dialect)), at: range)
                throw Interrupt.reported
            }
            return number != 0
        }
    }

    // MARK: Declarations

    func declare(_ binding: Binding) throws(Interrupt) {
        let scope = currentScope
        if let existing = scope[binding.name] {
            fail(.redeclaration(binding.name, in: dialect), at: binding.nameRange,
                 notes: [.init("previous definition is here", at: sink.location(existing.range.start))])
            throw Interrupt.reported
        }
        var type: ValueType?
        do throws(Interrupt) {
            if let written = binding.type {
                type = try resolveType(written)
                if type == .void {
                    fail(.voidVariable, at: written.range)
                    throw Interrupt.reported
                }
            }
            var value: Value
            if let initializer = binding.initializer {
                if type == nil, case .postfix(.optionalChain, _) = initializer.kind {
                    fail(.optionalVariable(text(initializer.range)), at: initializer.range)
                    throw Interrupt.reported
                }
                let computed = try evaluate(initializer, expected: type)
                if let type {
                    value = try convert(computed, to: type, at: initializer.range, context: .initialization(binding.name))
                    value = try typedByDeclaration(value, binding.type)
                } else {
                    if case .void = computed {
                        fail(.voidValue(binding.name), at: initializer.range)
                        throw Interrupt.reported
                    }
                    if case .null = computed {
                        fail(.nilRequiresType, at: initializer.range)
                        throw Interrupt.reported
                    }
                    value = computed
                    type = ValueType(of: computed)
                }
                warnIfNonFinite(value, name: binding.name, at: initializer.range)
            } else if let type {
                // C leaves an uninitialised local undefined and Swift forbids reading one; both start from zero here.
                value = type.zeroValue
            } else {
                fail(.missingType, at: binding.nameRange)
                throw Interrupt.reported
            }
            scene.bind(value, to: binding.name)
            let isMutableArray = dialect == .objc && binding.type?.name == "NSMutableArray"
            scope.declare(binding.name, Variable(value: value, type: type, isConstant: binding.isConstant, range: binding.nameRange,
                                                 isBlockStorage: binding.isBlockStorage,
                                                 isImmutableArray: dialect == .objc && binding.type?.name == "NSArray",
                                                 isMutableArray: isMutableArray,
                                                 holdsImmutableArray: isMutableArray && holdsImmutableArray(binding.initializer, initializing: true)))
        } catch Interrupt.reported {
            scope.declare(binding.name, Variable(value: .null, type: type, isConstant: binding.isConstant, isPoisoned: true, range: binding.nameRange))
            throw Interrupt.reported
        }
    }

    func warnIfNonFinite(_ value: Value, name: String, at range: SourceRange) {
        guard value.isNonFinite, !warnedRanges.contains(range) else { return }
        warnedRanges.insert(range)
        sink.warning(.nonFiniteValue(name, isNaN: value.components.contains { $0.isNaN }, isScalar: value.isScalar), at: range)
    }

    // MARK: Variables

    /// The variable named `name` visible here: the current frame's scopes, then the globals.
    func lookupVariable(_ name: String) -> (scope: Scope, variable: Variable)? {
        // Only the scopes are read: copying the whole frame would copy (and retain) its function declaration too.
        let scopes = frames[frames.count - 1].scopes
        for scope in scopes.reversed() {
            if let variable = scope[name] { return (scope, variable) }
        }
        if frames.count > 1, let variable = globals[name] { return (globals, variable) }
        return nil
    }

    /// The listing's own function or method named `name`. Most listings declare none: the empty table is then not
    /// hashed into.
    func listingFunction(named name: String) -> FunctionDecl? {
        functionsByName.isEmpty ? nil : functionsByName[name]
    }

    /// Whether a variable named `name` is visible here: `lookupVariable` without copying the variable out, for the
    /// many places that only ask whether a name is a variable (`self`, a type name, an outlet).
    func isVariable(_ name: String) -> Bool {
        let scopes = frames[frames.count - 1].scopes
        for scope in scopes.reversed() where scope.contains(name) { return true }
        return frames.count > 1 && globals.contains(name)
    }

    /// Every name visible here, for "did you mean".
    var visibleNames: [String] {
        var names: [String] = []
        for scope in frames[frames.count - 1].scopes { names += scope.order.filter { !Self.isHeldCallResult($0) } }
        if frames.count > 1 { names += globals.order }
        return names
    }

    // MARK: Calls of the snippet's functions

    func invoke(_ function: FunctionDecl, arguments: [Value], at range: SourceRange, isEntry: Bool = false,
                scope: Scope = Scope()) throws(Interrupt) -> Value {
        callDepth += 1
        defer { callDepth -= 1 }
        invokedFunctions.insert(function.range)
        if callDepth > Limits.maximumCallDepth {
            fail(.callDepth, at: range,
                 notes: [.init("does '\(function.baseName)' call itself without end?", at: sink.location(function.nameRange.start))])
            throw Interrupt.abort
        }
        if !isEntry {
            activeCalls.append((function.baseName, range))
        }
        defer { if !isEntry { activeCalls.removeLast() } }
        for (parameter, argument) in zip(function.parameters, arguments) {
            let type = try resolveType(parameter.type)
            scope.declare(parameter.name, Variable(value: try typedByDeclaration(argument, parameter.type), type: type, isConstant: dialect == .swift, range: parameter.range))
        }
        frames.append(Frame(scopes: [scope], function: function))
        defer {
            if isEntry { entryLocals = frames[frames.count - 1].scopes.first }
            frames.removeLast()
        }
        returnValue = .void
        // Swift returns the value of a function whose body is a single expression (SE-0255).
        if dialect == .swift, function.body.count == 1, case .expression(let expression) = function.body[0].kind,
           let returnType = function.returnType, let resolved = resolvedType(returnType), resolved != .void {
            let value = try evaluate(expression, expected: resolved)
            return try convert(value, to: resolved, at: expression.range, context: .returnValue)
        }
        do {
            try executeBody(function.body)
        } catch Interrupt.returned {
            try endFailedReturn()
            let result = returnValue
            returnValue = .void
            return result
        } catch Interrupt.breakLoop, Interrupt.continueLoop {
            fail(.breakOutsideLoop, at: function.nameRange)
            throw Interrupt.reported
        }
        if let returnType = function.returnType, let resolved = resolvedType(returnType), resolved != .void {
            fail(.functionMissingReturn(function.baseName, returnTypeName: resolved.name(in: dialect), in: dialect), at: function.nameRange)
            throw Interrupt.reported
        }
        return .void
    }

    // MARK: Diagnostics

    /// Reports a catalogued error (`Diagnostics/EvaluatorDiagnosticMessages*.swift`); `notes` are the ones that point
    /// into the source, after the message's own.
    func fail(_ diagnostic: SnippetDiagnostic, at range: SourceRange, notes: [Diagnostic.Note] = []) {
        sink.error(diagnostic, at: range, notes: notes)
    }

    func warn(_ diagnostic: SnippetDiagnostic, at range: SourceRange, notes: [Diagnostic.Note] = []) {
        guard !warnedRanges.contains(range) || diagnostic.id == .integerDivision else { return }
        warnedRanges.insert(range)
        sink.warning(diagnostic, at: range, notes: notes)
    }

    /// The source text of a range, for quoting an expression in a message.
    func text(_ range: SourceRange) -> String {
        let start = max(0, min(range.start.offset, source.count))
        let end = max(start, min(range.end.offset, source.count))
        var view = String.UnicodeScalarView()
        view.append(contentsOf: source[start..<end])
        return String(view)
    }
}
