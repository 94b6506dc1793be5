import Diagnostics
import Figures
import SnippetLanguage
import TransformKit

/// One evaluation for the page: what `notebook eval --json` prints for the same source and options, and the figure
/// the build draws for it (only when asked, and only for a listing that ran without errors, as in the build).
enum LiveEvaluation {
    static func run(_ source: String, dialect: Dialect, request: LiveRequest) -> (json: String, figure: String) {
        let evaluation = SnippetEvaluator.evaluate(source, dialect: dialect, origin: SourceOrigin(file: request.file),
                                                   platform: request.platform,
                                                   options: EvaluationOptions(stepBudget: request.stepBudget))
        guard request.drawsFigure, !evaluation.hasErrors else { return (evaluation.jsonText(), "") }
        let planned = EvaluationFigures.planned(for: evaluation, idPrefix: request.idPrefix, title: request.title,
                                                platform: request.platform == .macos ? .macOS : .iOS)
        return (evaluation.jsonText(), EvaluationFigures.svg(of: planned))
    }
}
