/// Places text labels so they do not overlap: each label takes the first candidate position whose box is free.
struct LabelPlacer {
    private var boxes: [FigureBox] = []

    mutating func place(_ text: String, candidates: [FigurePoint], anchor: SVGCanvas.TextAnchor,
                        attributes: [(String, String)], canvas: inout SVGCanvas) {
        guard let first = candidates.first else { return }
        var chosen = first
        for candidate in candidates where candidate.isFinite {
            if !boxes.contains(where: { $0.overlaps(box(text, at: candidate, anchor: anchor)) }) {
                chosen = candidate
                break
            }
        }
        boxes.append(box(text, at: chosen, anchor: anchor))
        canvas.text(text, at: chosen, anchor: anchor, attributes)
    }

    private func box(_ text: String, at point: FigurePoint, anchor: SVGCanvas.TextAnchor) -> FigureBox {
        let width = Double(text.count) * 6.2
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
