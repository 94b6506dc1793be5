/// The diagram of a listing: inline SVG and the live CSS rendition (both markup written by Figures), and the words
/// that describe it.
public struct FigurePresentation: Sendable {
    public var number: String
    public var svg: String
    public var rendition: String?
    public var description: String
    /// The strip under the figure: the declared events' steps, each a small figure (empty: no strip).
    public var steps: [EventStepPresentation]

    public init(number: String, svg: String, rendition: String?, description: String, steps: [EventStepPresentation] = []) {
        self.number = number
        self.svg = svg
        self.rendition = rendition
        self.description = description
        self.steps = steps
    }
}
