import Figures
import SnippetLanguage
import TransformKit

/// The figures a listing's evaluation gets (docs/figures.md), planned and rendered by Figures' `FigurePlanner`.
///
/// Shared by the build (`ListingEvaluation`) and the WebAssembly module (scripts/build-wasm.sh compiles this file into
/// it), so a figure redrawn in the page is the figure the build drew for the same listing. Free of Foundation.
enum EvaluationFigures {
    /// The planned and rendered figures of `evaluation`; ids start with `idPrefix`.
    static func planned(for evaluation: Evaluation, idPrefix: String, title: String?, platform: LayerPlatform,
                        marks: [FigureMark] = []) -> [PlannedFigure] {
        var names = LayerNames()
        for layer in evaluation.layers { names[layer.layer] = layer.name }
        // Closures, not key paths: Embedded Swift has none. Built with the planner's labelled element type: an
        // unlabelled tuple array would be converted element by element (`_arrayForceCast`).
        let values = evaluation.variables.compactMap { variable -> (name: String, value: FigureValue)? in
            variable.value.figureValue.map { (name: variable.name, value: $0) }
        }
        let options = LayerDiagram.Options(idPrefix: idPrefix, names: names, title: title, platform: platform,
                                           marks: marks)
        return FigurePlanner(root: evaluation.rootLayer, touched: evaluation.layers.map { $0.layer }, values: values,
                             options: options).figures()
    }

    /// The SVG markup of the figures, one after the other.
    static func svg(of planned: [PlannedFigure]) -> String {
        // Most listings have one figure: its markup is used as it is rather than copied by `joined`.
        planned.count == 1 ? planned[0].svg : planned.map { $0.svg }.joined(separator: "\n")
    }
}
