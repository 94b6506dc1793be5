/// Places text labels so they do not overlap: each label takes the first candidate position whose box is free.
struct LabelPlacer {
    private var boxes: [FigureBox] = []

    mutating func place(_ text: String, candidates: [FigurePoint], anchor: SVGCanvas.TextAnchor,
                        attributes: [(String, String)], canvas: inout SVGCanvas) {
        place(text, candidates: candidates, anchor: anchor, canvas: &canvas) { writer in
            for (name, value) in attributes { writer.attribute(name, value) }
        }
    }

    /// A label whose attributes after the font's are written by `attributes` (no attribute array).
    mutating func place(_ text: String, candidates: [FigurePoint], anchor: SVGCanvas.TextAnchor,
                        canvas: inout SVGCanvas, attributes: (inout MarkupWriter) -> Void) {
        guard let first = candidates.first else { return }
        // Counting characters walks the text; once is enough.
        let width = SVGCanvas.textWidth(text)
        var chosen = first
        for candidate in candidates where candidate.isFinite {
            let candidateBox = box(width: width, at: candidate, anchor: anchor)
            if !boxes.contains(where: { $0.overlaps(candidateBox) }) {
                chosen = candidate
                break
            }
        }
        boxes.append(box(width: width, at: chosen, anchor: anchor))
        canvas.text(text, width: width, at: chosen, anchor: anchor, attributes: attributes)
    }

    private func box(width: Double, at point: FigurePoint, anchor: SVGCanvas.TextAnchor) -> FigureBox {
        let left: Double
        switch anchor {
        case .start: left = point.x
        case .middle: left = point.x - width / 2
        case .end: left = point.x - width
        }
        return FigureBox(minX: left, minY: point.y - 10, maxX: left + width, maxY: point.y + 3)
    }
}

extension FigureBox {
    func overlaps(_ other: FigureBox) -> Bool {
        !(other.minX > maxX || other.maxX < minX || other.minY > maxY || other.maxY < minY)
    }
}
