import TransformKit

/// A rendered figure: the SVG, and for layer diagrams the live CSS rendition (HTML with the play control).
public struct PlannedFigure {
    public let request: FigureRequest
    /// The id prefix used inside the markup (unique on the page when `options.idPrefix` is).
    public let id: String
    /// The SVG's markup, UTF-8, as it was written: a build copies it into its page as bytes, so no `String` is made
    /// of it (a check of its kilobytes as UTF-8) unless asked for (`svg`).
    public let svgBytes: [UInt8]
    /// The live rendition's markup, UTF-8 (`liveRendition`), for layer diagrams.
    public let liveRenditionBytes: [UInt8]?
    public var svg: String { String(decoding: svgBytes, as: UTF8.self) }
    public var liveRendition: String? { liveRenditionBytes.map { String(decoding: $0, as: UTF8.self) } }
    /// The SVG's `<title>` text (plain, unescaped).
    public let title: String
    /// The SVG's `<desc>` text (plain, unescaped): a caption-ready description generated from the geometry.
    public var description: String { String(decoding: descriptionBytes, as: UTF8.self) }
    /// `description` as UTF-8, as it was written (made a `String` only when asked for).
    private let descriptionBytes: [UInt8]

    init(request: FigureRequest, id: String, svg: RenderedSVG, liveRendition: [UInt8]?) {
        self.request = request
        self.id = id
        svgBytes = svg.markupBytes
        liveRenditionBytes = liveRendition
        title = svg.title
        descriptionBytes = svg.descriptionBytes
    }

    /// The features as a sorted, space-separated list (for a `data-features` attribute).
    public var featureList: String {
        request.features.map({ $0.rawValue }).sorted().joined(separator: " ")
    }
}
