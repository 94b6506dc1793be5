/// Places text labels so that they overlap neither each other nor a layer's outline: each label takes the first
/// of its candidate positions whose box is free, then the first free position on rings around its subject; a
/// label moved away from its subject gets a thin leader line back to it.
///
/// Text boxes are estimated as the canvas estimates them: 6.2 units per character wide, from 10 units above the
/// baseline to 3 below (11-unit font).
struct LabelPlacer {
    private var boxes: [FigureBox] = []
    /// Outline edges labels must not cross (the drawn layers' polygons).
    private var obstacles: [(FigurePoint, FigurePoint)] = []

    /// Labels placed after this call keep off the edges of `polygon`.
    mutating func avoid(outline polygon: [FigurePoint]) {
        guard polygon.count >= 2 else { return }
        for index in polygon.indices {
            let start = polygon[index]
            let end = polygon[(index + 1) % polygon.count]
            if start.isFinite, end.isFinite { obstacles.append((start, end)) }
        }
    }

    /// Labels placed after this call keep off `text` at `point`, drawn by someone else.
    mutating func reserve(_ text: String, at point: FigurePoint, anchor: SVGCanvas.TextAnchor) {
        if point.isFinite { boxes.append(box(width: SVGCanvas.textWidth(text), at: point, anchor: anchor)) }
    }

    mutating func place(_ text: String, candidates: [FigurePoint], anchor: SVGCanvas.TextAnchor,
                        attributes: [(StaticString, String)], canvas: inout SVGCanvas) {
        place(text, candidates: candidates, anchor: anchor, canvas: &canvas) { writer in
            for (name, value) in attributes { writer.attribute(name, value) }
        }
    }

    /// A label whose attributes after the font's are written by `attributes` (no attribute array). `subject` is the
    /// point the label names: when no candidate is free, positions on rings around it are tried, and a label
    /// placed there gets a leader line to it.
    mutating func place(_ text: String, candidates: [FigurePoint], anchor: SVGCanvas.TextAnchor, subject: FigurePoint? = nil,
                        canvas: inout SVGCanvas, attributes: (inout MarkupWriter) -> Void) {
        guard let first = candidates.first else { return }
        // Counting characters walks the text; once is enough.
        let width = SVGCanvas.textWidth(text)
        var chosen: FigurePoint?
        for candidate in candidates where candidate.isFinite && isFree(box(width: width, at: candidate, anchor: anchor)) {
            chosen = candidate
            break
        }
        var needsLeader = false
        if chosen == nil, let centre = subject ?? Optional(first), centre.isFinite {
            chosen = ringPosition(around: centre, width: width, anchor: anchor)
            needsLeader = chosen != nil && subject != nil
        }
        let position = chosen ?? first
        let placedBox = box(width: width, at: position, anchor: anchor)
        boxes.append(placedBox)
        if needsLeader, let subject {
            let end = placedBox.nearestPoint(to: subject)
            if (end - subject).length > 4 {
                canvas.line(from: subject, to: end, [("class", "leader"), ("stroke", DiagramStyle.guide), ("stroke-width", "0.75")])
            }
        }
        canvas.text(text, width: width, at: position, anchor: anchor, attributes: attributes)
    }

    /// The first free position on rings of growing radius around `centre` (eight directions each, starting to
    /// the right and turning clockwise), the label's box centred on the ring point.
    private func ringPosition(around centre: FigurePoint, width: Double, anchor: SVGCanvas.TextAnchor) -> FigurePoint? {
        let directions: [(Double, Double)] = [(1, 0), (0.7071, 0.7071), (0, 1), (-0.7071, 0.7071), (-1, 0),
                                              (-0.7071, -0.7071), (0, -1), (0.7071, -0.7071)]
        for radius in [16.0, 28, 42, 60, 84, 112] {
            for (dx, dy) in directions {
                // The box's centre on the ring, pushed out by half the box so it does not cover the subject.
                let centreX = centre.x + dx * (radius + width / 2)
                let centreY = centre.y + dy * (radius + 6.5)
                let baseline: FigurePoint
                switch anchor {
                case .start: baseline = FigurePoint(x: centreX - width / 2, y: centreY + 3.5)
                case .middle: baseline = FigurePoint(x: centreX, y: centreY + 3.5)
                case .end: baseline = FigurePoint(x: centreX + width / 2, y: centreY + 3.5)
                }
                if isFree(box(width: width, at: baseline, anchor: anchor)) { return baseline }
            }
        }
        return nil
    }

    private func isFree(_ candidate: FigureBox) -> Bool {
        !boxes.contains(where: { $0.overlaps(candidate) })
            && !obstacles.contains(where: { candidate.crosses(from: $0.0, to: $0.1) })
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

    /// Whether the segment from `start` to `end` passes through the box (Liang–Barsky clipping).
    func crosses(from start: FigurePoint, to end: FigurePoint) -> Bool {
        var low = 0.0
        var high = 1.0
        let delta = end - start
        // Each side of the box narrows the segment's parameter range [low, high]; false once nothing is left.
        // Four calls rather than a loop over an array of the four: every candidate label position asks this of
        // every outline edge, and the array was allocated each time.
        func narrow(_ p: Double, _ q: Double) -> Bool {
            if p == 0 { return !(q < 0) }
            let t = q / p
            if p < 0 { low = max(low, t) } else { high = min(high, t) }
            return !(low > high)
        }
        return narrow(-delta.x, start.x - minX) && narrow(delta.x, maxX - start.x)
            && narrow(-delta.y, start.y - minY) && narrow(delta.y, maxY - start.y)
    }

    /// The point of the box closest to `point`.
    func nearestPoint(to point: FigurePoint) -> FigurePoint {
        FigurePoint(x: min(max(point.x, minX), maxX), y: min(max(point.y, minY), maxY))
    }
}
