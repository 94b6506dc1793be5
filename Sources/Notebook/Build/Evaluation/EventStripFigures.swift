import Figures
import SnippetLanguage
import TransformKit

/// The strip of small figures under a listing's figure when its declared events have more than one step
/// (`Evaluation.eventSteps`): one panel per kept step, drawn from the copy of the layers that step left.
enum EventStripFigures {
    /// The panels, in step order; empty when the evaluation kept no steps. Ids are `idPrefix-step-N`.
    static func panels(for evaluation: Evaluation, idPrefix: String, platform: LayerPlatform) -> [EventStepPresentation] {
        evaluation.eventSteps.map { step in
            var names = LayerNames()
            var highlighted: [CALayer] = []
            for reached in evaluation.layers {
                // A layer the listing made after this step is not in the copy, and not drawn.
                guard let copy = step.layers.copy(of: reached.layer) else { continue }
                names[copy] = reached.name
                highlighted.append(copy)
            }
            let options = LayerDiagram.Options(idPrefix: idPrefix + "-step-" + String(step.number), names: names,
                                               title: step.caption, platform: platform)
            let panel = EventStepPanel(root: step.layers.root, highlighted: highlighted, caption: step.caption, options: options)
            return EventStepPresentation(number: step.number, total: step.total, caption: step.caption, svg: panel.svg())
        }
    }
}
