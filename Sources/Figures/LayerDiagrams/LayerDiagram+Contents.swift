import TransformKit

/// A layer's `contents` image, which notebook knows by name only: drawn as a placeholder picture (a frame,
/// mountains and a sun) inside the layer's transformed quad, so it turns, scales and foreshortens with the layer,
/// with the image's name under it; the figure's legend says what the glyph stands for.
extension LayerDiagram {
    static let contentsLegend = "framed picture: the layer's contents (a placeholder)"

    func drawContentsPlaceholder(_ layer: DrawnLayer, canvas: inout SVGCanvas, labels: inout LabelPlacer) {
        guard let contents = layer.contents, contents.paths.count == 3 else { return }
        let colour = DiagramStyle.imagePlaceholderColour
        canvas.polygon(contents.paths[0], [("class", "contents-placeholder frame"), ("fill", DiagramStyle.tint(colour, strength: 0.12)),
                                           ("stroke", colour), ("stroke-width", "1.5"), ("data-image", contents.name)])
        canvas.polyline(contents.paths[1], [("class", "contents-placeholder mountains"), ("fill", "none"), ("stroke", colour),
                                            ("stroke-width", "1.5"), ("stroke-linejoin", "round")])
        canvas.polygon(contents.paths[2], [("class", "contents-placeholder sun"), ("fill", colour), ("fill-opacity", "0.6")])
        let frame = contents.paths[0]
        let foot = FigurePoint(x: (frame[2].x + frame[3].x) / 2, y: (frame[2].y + frame[3].y) / 2)
        let middle = FigurePoint(x: (frame[0].x + frame[2].x) / 2, y: (frame[0].y + frame[2].y) / 2)
        labels.place("image: " + contents.name, candidates: [foot + FigurePoint(x: 0, y: -5), middle, foot + FigurePoint(x: 0, y: 14)],
                     anchor: .middle, canvas: &canvas) { writer in
            writer.attribute("class", "label contents-placeholder")
            writer.attribute("fill", colour)
        }
    }
}
