import SnippetLanguage
import TransformKit

/// The options of one `notebook_evaluate` call, sent by the page as `key=value` lines (live.js writes them):
///
/// - `file`: the name diagnostics carry (default `<stdin>`, as `notebook eval -` says);
/// - `platform`: `ios` (default) or `macos`;
/// - `steps`: the step budget (default `Limits.defaultStepBudget`; values that are not a positive number are ignored);
/// - `figure`: `1` to draw the figure the build would draw;
/// - `id` and `title`: the figure's id prefix (default `figure-live`) and title, as the build gives them;
/// - `marks`: the listing's `marks` attribute as written (`FigureMark.parse`), so the figure marks what the build's does;
/// - `hit`: `X Y`, the point of one of the listing's `hit` lines, whose touch the build's figure marks; repeated;
/// - `scene`: one line of the listing's `scene` block; repeated, in order, for a block of several lines;
/// - `events`: one line of an `events` block (the listing's, or the page's own, such as the pan of a drag);
///   repeated, in order; they replace the obvious interaction as `notebook eval --events` does;
/// - `expect`: an expression to evaluate against the final state, as an `expect` block line's left side; repeated;
/// - `expect-at`: `SECONDS EXPRESSION`, an expectation read at a time on the listing's clock (layers show their
///   presentation values, as `expect at=` and `at 2.5:` lines do); in order with the `expect` lines;
/// - `expect-hit`: `X Y VIEW`, a `hit (X, Y) -> VIEW` line: the view a touch at (X, Y) in the root view reaches must be
///   the one VIEW names (`nil`: none); in order with the `expect` lines;
/// - `stop`: stop after this many statements have run (`EvaluationOptions.stopAfterStatements`; values that are not
///   a number of at least 0 are ignored).
///
/// Unknown keys are ignored, so a newer page still works with this module. Compiled into the WebAssembly module
/// (scripts/build-wasm.sh) and, for its tests, into the Notebook module.
struct LiveRequest {
    var file = "<stdin>"
    var platform: Platform = .ios
    var stepBudget = Limits.defaultStepBudget
    var drawsFigure = false
    var idPrefix = "figure-live"
    var title: String?
    /// The `marks` attribute's text; empty for none.
    var marks = ""
    /// The points of the listing's `hit` lines, in order.
    var hits: [CGPoint] = []
    /// What is wrong with `hit` values that do not parse (a page altered by hand): reported as the
    /// marks' errors are, never ignored, since the figure would silently differ from the build's.
    var figureErrors: [String] = []
    /// The scene block's text, its lines joined by newlines; empty for the default scene.
    var scene = ""
    /// The events block's text, its lines joined by newlines; empty when the page declares none.
    var events = ""
    var stopAfterStatements: Int?
    /// The `expect`, `expect-at` and `expect-hit` lines, in order.
    var expectations: [LiveExpectation] = []

    init(parsing text: String) {
        var sceneLines: [Substring] = []
        var eventLines: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            guard let equals = line.firstIndex(of: "=") else { continue }
            let value = String(line[line.index(after: equals)...])
            switch line[..<equals] {
            case "file": file = value
            case "platform": platform = value == "macos" ? .macos : .ios
            case "steps": if let budget = Int(value), budget > 0 { stepBudget = budget }
            case "figure": drawsFigure = value == "1"
            case "id": if !value.isEmpty { idPrefix = value }
            case "title": title = value.isEmpty ? nil : value
            case "marks": marks = value
            case "hit": addHit(value)
            case "scene": sceneLines.append(line[line.index(after: equals)...])
            case "events": eventLines.append(line[line.index(after: equals)...])
            case "expect": expectations.append(LiveExpectation(expression: value))
            case "expect-at": expectations.append(Self.timedExpectation(value))
            case "expect-hit": expectations.append(Self.hitExpectation(value))
            case "stop": if let count = Int(value), count >= 0 { stopAfterStatements = count }
            default: continue
            }
        }
        scene = sceneLines.joined(separator: "\n")
        events = eventLines.joined(separator: "\n")
    }

    /// `125.0 150.0`: two finite numbers, separated by one space.
    mutating func addHit(_ value: String) {
        let parts = value.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 2, let point = Self.point(parts[0], parts[1]) else {
            figureErrors.append("hit=\(value): expected two numbers, `X Y`")
            return
        }
        hits.append(point)
    }

    /// `2.5 layer.transform`: the time, then the expression. A time that is not a finite number leaves the whole
    /// value as the expression, so its evaluation reports what is wrong.
    static func timedExpectation(_ value: String) -> LiveExpectation {
        guard let space = value.firstIndex(of: " "), let time = Double(value[..<space]), time.isFinite else {
            return LiveExpectation(expression: value)
        }
        return LiveExpectation(expression: String(value[value.index(after: space)...]), time: time)
    }

    /// `125 150 self.faces[4]`: the point, then the view. Without two finite numbers first, the whole value is the
    /// expression, so its evaluation reports what is wrong.
    static func hitExpectation(_ value: String) -> LiveExpectation {
        let parts = value.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
        guard parts.count == 3, let point = point(parts[0], parts[1]) else {
            return LiveExpectation(expression: value)
        }
        return LiveExpectation(expression: String(parts[2]), hitPoint: point)
    }

    /// The point `X Y` spells, when both are finite numbers.
    private static func point(_ x: Substring, _ y: Substring) -> CGPoint? {
        guard let x = Double(x), let y = Double(y), x.isFinite, y.isFinite else { return nil }
        return CGPoint(x: x, y: y)
    }
}

/// One expectation the page asks the module to evaluate: an expression's value, at the end or at `time`, or, with
/// `hitPoint`, whether a touch there reaches the view the expression names.
struct LiveExpectation {
    var expression: String
    var time: Double? = nil
    var hitPoint: CGPoint? = nil
}
