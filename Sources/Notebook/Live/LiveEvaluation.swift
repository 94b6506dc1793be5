import Diagnostics
import Figures
import SnippetLanguage
import TransformKit

/// One evaluation for the page: what `notebook eval --json` prints for the same source and options, the figure
/// the build draws for it and the figure's live rendition (only when asked, and only for a listing that ran without
/// errors, as in the build), and how far it ran (`progressJSON`).
enum LiveEvaluation {
    static func run(_ source: String, dialect: Dialect, request: LiveRequest)
        -> (json: String, figure: String, progress: String, rendition: String) {
        let scene = SceneOverrides.parse(request.scene, origin: SourceOrigin(file: "scene"))
        // Named `events` as the file of `notebook eval --events events` would be, so diagnostics met while delivering
        // an event read the same in the page and in the terminal.
        let events = DeclaredEvents.parse(request.events, origin: SourceOrigin(file: "events"))
        let options = EvaluationOptions(stepBudget: request.stepBudget, stopAfterStatements: request.stopAfterStatements,
                                        events: events.events)
        let evaluation = SnippetEvaluator.evaluate(source, dialect: dialect, origin: SourceOrigin(file: request.file),
                                                   scene: scene.overrides, platform: request.platform, options: options)
        // No `marks` line is no marks (to `FigureMark.parse` an empty value is an error, as `marks=""` is in a book).
        let marks = request.marks.isEmpty ? (marks: [FigureMark](), errors: [FigureMarkError]()) : FigureMark.parse(request.marks)
        let progress = progressJSON(evaluation, sceneErrors: scene.diagnostics.map { $0.message },
                                    eventErrors: events.diagnostics.filter { $0.severity == .error }.map { located($0) },
                                    markErrors: marks.errors.map { $0.message }, figureErrors: request.figureErrors,
                                    expectations: expectationsJSON(evaluation, request.expectations))
        guard request.drawsFigure, !evaluation.hasErrors else { return (evaluation.jsonText(), "", progress, "") }
        let planned = EvaluationFigures.planned(for: evaluation, idPrefix: request.idPrefix, title: request.title,
                                                platform: request.platform == .macos ? .macOS : .iOS, marks: marks.marks,
                                                touchPoints: EvaluationFigures.touchPoints(of: events.events.events,
                                                                                           adding: request.hits),
                                                askedTimes: EvaluationFigures.askedTimes(request.times.map { $0 as Double? } + request.expectations.map { $0.time }))
        // The extra pictures of `figure=side-view|axes|matrix-orders` are drawn by the build only: the
        // module redraws the listing's own figure, and drawing them too would take it past its 2 MiB budget.
        return (evaluation.jsonText(), EvaluationFigures.svg(of: planned), progress, EvaluationFigures.rendition(of: planned) ?? "")
    }

    /// `{"statements":N,"stopped":B,"line":L,"sceneErrors":[...],"eventErrors":[...],"markErrors":[...],
    /// "figureErrors":[...],"expectations":[...]}`: the statements run, whether `stop` cut the run short, the line of the last statement
    /// run (null when none ran), the messages of a scene that does not parse (the page's scene is the build's, so this
    /// stays empty unless the page was altered), those of events that do not parse (`events:LINE:COLUMN: message`: a
    /// page's own events may be wrong), those of marks that do not parse (as for the scene), those of `hit`
    /// options that do not parse (likewise), and the expectations' values.
    static func progressJSON(_ evaluation: Evaluation, sceneErrors: [String], eventErrors: [String] = [],
                             markErrors: [String] = [], figureErrors: [String] = [], expectations: String) -> String {
        var text = "{\"statements\":\(evaluation.executedStatements),\"stopped\":\(evaluation.stoppedAfterStatements),\"line\":"
        text += evaluation.lastStatementLine.map { String($0) } ?? "null"
        text += ",\"sceneErrors\":" + jsonArray(sceneErrors) + ",\"eventErrors\":" + jsonArray(eventErrors)
        text += ",\"markErrors\":" + jsonArray(markErrors) + ",\"figureErrors\":" + jsonArray(figureErrors)
        return text + ",\"expectations\":" + expectations + "}"
    }

    /// `events:2:5: message`: where in the page's events the problem is, since they are not on the page to point at.
    static func located(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.location.file):\(diagnostic.location.line):\(diagnostic.location.column): \(diagnostic.message)"
    }

    static func jsonArray(_ strings: [String]) -> String {
        var text = "["
        for (index, string) in strings.enumerated() {
            text += (index == 0 ? "" : ",") + jsonString(string)
        }
        return text + "]"
    }

    /// Each expression's value against the final state, `{"value":VALUE}` with VALUE as eval-json writes a variable,
    /// or `{"error":MESSAGE}` (the listing did not run, or the expression fails).
    static func expectationsJSON(_ evaluation: Evaluation, _ expectations: [LiveExpectation]) -> String {
        var text = "["
        for (index, expectation) in expectations.enumerated() {
            text += index == 0 ? "" : ","
            let result = evaluation.evaluateExpression(expectation.expression, origin: SourceOrigin(file: "expect"), at: expectation.time)
            if let error = result.diagnostics.first(where: { $0.severity == .error }) {
                text += "{\"error\":" + jsonString(error.message) + "}"
            } else if let point = expectation.hitPoint, let value = result.value {
                text += hitJSON(evaluation, point: point, expected: value)
            } else if let value = result.value {
                text += "{\"value\":" + evaluation.jsonText(of: value) + "}"
            } else {
                text += "{\"error\":\"no value\"}"
            }
        }
        return text + "]"
    }

    /// `{"hit":{"holds":B,"reached":NAME}}` (NAME `nil` when no view takes the touch), or `{"error":...}` when the
    /// expected value is not a view: what `hit (X, Y) -> VIEW` checks in the build (HitExpectationCheck).
    static func hitJSON(_ evaluation: Evaluation, point: CGPoint, expected: Value) -> String {
        let expectedView: UIView?
        switch expected {
        case .view(let view): expectedView = view
        case .null: expectedView = nil
        default: return "{\"error\":" + jsonString("\(evaluation.describe(expected)) is not a view") + "}"
        }
        let reached = evaluation.rootView.hitTestWalk(point).receiver
        let name = reached.map { evaluation.viewName($0) } ?? "nil"
        return "{\"hit\":{\"holds\":\(reached === expectedView),\"reached\":" + jsonString(name) + "}}"
    }

    static func jsonString(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    quoted += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    quoted.unicodeScalars.append(scalar)
                }
            }
        }
        return quoted + "\""
    }
}
