import Figures

/// The strip under a listing's figure that shows its declared events step by step: a row of small figures, each
/// captioned in HTML with its step and what happened (the panels' SVGs carry no text: shown a few times smaller
/// than the main figure, their labels would be unreadable).
enum EventStripMarkup {
    static func write(_ html: inout MarkupWriter, steps: [EventStepPresentation], figureNumber: String) {
        guard let last = steps.last else { return }
        html.openHTML("div", attributes: [("class", "event-strip")])
        html.lineBreak()
        let shown = steps.count == last.total ? "every step" : "\(steps.count) of its \(last.total) steps, evenly spread"
        html.htmlElement("p", attributes: [("class", "event-strip-note")],
                         text: "Step by step: the declared events, \(shown), each with the layers as it left them.")
        html.lineBreak()
        html.openHTML("ol", attributes: [("class", "event-steps"), ("aria-label", "Steps of Figure \(figureNumber)")])
        html.lineBreak()
        for step in steps {
            html.openHTML("li", attributes: [("class", "event-step")])
            html.openHTML("figure")
            html.trustedMarkup(step.svg)
            html.openHTML("figcaption")
            html.htmlElement("span", attributes: [("class", "event-step-number")], text: "\(step.number)/\(step.total)")
            html.text(" ")
            html.htmlElement("code", text: step.caption)
            html.close()
            html.close()
            html.close()
            html.lineBreak()
        }
        html.close()
        html.lineBreak()
        html.close()
        html.lineBreak()
    }
}
