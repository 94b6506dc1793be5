/// The diagram of a listing: inline SVG and the live CSS rendition (both markup written by Figures), and the words
/// that describe it.
public struct FigurePresentation: Sendable {
    public var number: String
    /// The SVG and the rendition as UTF-8, as Figures wrote them: the page copies them as they are, so they are
    /// never made `String`s.
    public var svgBytes: [UInt8]
    public var renditionBytes: [UInt8]?
    /// The SVG and the rendition as strings, for a reader that searches them.
    public var svg: String { String(decoding: svgBytes, as: UTF8.self) }
    public var rendition: String? { renditionBytes.map { String(decoding: $0, as: UTF8.self) } }
    public var description: String
    /// The strip under the figure: the declared events' steps, each a small figure (empty: no strip).
    public var steps: [EventStepPresentation]

    public init(number: String, svgBytes: [UInt8], renditionBytes: [UInt8]?, description: String,
                steps: [EventStepPresentation] = []) {
        self.number = number
        self.svgBytes = svgBytes
        self.renditionBytes = renditionBytes
        self.description = description
        self.steps = steps
    }

    public init(number: String, svg: String, rendition: String?, description: String, steps: [EventStepPresentation] = []) {
        self.init(number: number, svgBytes: Array(svg.utf8), renditionBytes: rendition.map { Array($0.utf8) },
                  description: description, steps: steps)
    }
}
