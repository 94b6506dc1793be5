/// The fixed frame every reference-square diagram is drawn in: a title band (the value's name and what the
/// transform does), a drawing area with a light grid, and a legend, always `width` × `height` units.
///
/// Panels of one figure stand side by side and wrap on a phone; one size for all keeps them aligned, and a width
/// under a phone's column (390 px less the page's padding) keeps the 11-unit labels at 11 px there. A transform
/// whose square does not fit the drawing area is drawn smaller (`scale`); the labels never shrink.
struct ReferencePanel {
    static let width = 300.0
    static let inset = 12.0
    static let lineHeight = 14.0
    /// The name, then at most two lines of the transform in words.
    static let titleLines = 3
    static let legendLines = 3
    static let drawingWidth = width - 2 * inset
    static let drawingHeight = 200.0
    /// Room around the squares for the basis labels and arrowheads.
    static let labelRoom = 22.0
    static let gap = 6.0
    static var titleHeight: Double { Double(titleLines) * lineHeight }
    static var legendHeight: Double { Double(legendLines) * lineHeight }
    static var height: Double { inset + titleHeight + gap + drawingHeight + gap + legendHeight + inset }

    /// Page units per unit of the transform's space: 1 when the squares fit, less when they do not.
    let scale: Double
    /// The drawing area in page coordinates (the transform's origin is the page origin).
    let drawing: FigureBox
    /// The grid's step in the transform's own units.
    let gridStep: Double

    /// The panel around `extent` (unscaled page coordinates: the squares, the origin, any vanishing point).
    init(extent: FigureBox, largestScale: Double = 1) {
        let room = 2 * Self.labelRoom
        let fit = min((Self.drawingWidth - room) / max(extent.width, 1), (Self.drawingHeight - room) / max(extent.height, 1))
        let limit = largestScale > 0 && largestScale.isFinite ? min(largestScale, 1) : 1
        scale = fit.isFinite ? min(limit, fit) : limit
        let centreX = (extent.minX + extent.maxX) / 2 * scale
        let centreY = (extent.minY + extent.maxY) / 2 * scale
        drawing = FigureBox(minX: centreX - Self.drawingWidth / 2, minY: centreY - Self.drawingHeight / 2,
                            maxX: centreX + Self.drawingWidth / 2, maxY: centreY + Self.drawingHeight / 2)
        gridStep = Self.gridStep(forScale: scale)
    }

    /// The smallest of 25, 50, 100, 250, 500, 1000, … whose cells are at least 20 px wide: a grid that reads at
    /// any scale and steps in round numbers of points.
    static func gridStep(forScale scale: Double) -> Double {
        let multipliers = [2.0, 2.0, 2.5]
        var step = 25.0
        var index = 0
        while step * scale < 20, step < 1e9 {
            step *= multipliers[index % multipliers.count]
            index += 1
        }
        return step
    }

    /// The whole panel, the SVG's viewBox.
    var viewBox: FigureBox {
        FigureBox(minX: drawing.minX - Self.inset, minY: drawing.minY - Self.gap - Self.titleHeight - Self.inset,
                  maxX: drawing.maxX + Self.inset, maxY: drawing.maxY + Self.gap + Self.legendHeight + Self.inset)
    }

    /// The baseline of the title's line `index` (0: the name).
    func titleBaseline(_ index: Int) -> FigurePoint {
        FigurePoint(x: drawing.minX, y: viewBox.minY + Self.inset + 11 + Double(index) * Self.lineHeight)
    }

    /// The baseline of the legend's line `index`.
    func legendBaseline(_ index: Int) -> FigurePoint {
        FigurePoint(x: drawing.minX, y: drawing.maxY + Self.gap + 11 + Double(index) * Self.lineHeight)
    }

    /// The grid lines, in page coordinates, at multiples of `gridStep` across the drawing area.
    var gridLines: [(from: FigurePoint, to: FigurePoint)] {
        let pitch = gridStep * scale
        var lines: [(from: FigurePoint, to: FigurePoint)] = []
        var x = (drawing.minX / pitch).rounded(.up) * pitch
        while x <= drawing.maxX {
            lines.append((FigurePoint(x: x, y: drawing.minY), FigurePoint(x: x, y: drawing.maxY)))
            x += pitch
        }
        var y = (drawing.minY / pitch).rounded(.up) * pitch
        while y <= drawing.maxY {
            lines.append((FigurePoint(x: drawing.minX, y: y), FigurePoint(x: drawing.maxX, y: y)))
            y += pitch
        }
        return lines
    }

    /// The part of the segment from `start` to `end` inside the drawing area (Liang–Barsky), or nil when none is:
    /// the images of the axes are long lines that must not cross the title or the legend.
    func clip(_ start: FigurePoint, _ end: FigurePoint) -> (FigurePoint, FigurePoint)? {
        let delta = end - start
        var low = 0.0
        var high = 1.0
        let edges = [(-delta.x, start.x - drawing.minX), (delta.x, drawing.maxX - start.x),
                     (-delta.y, start.y - drawing.minY), (delta.y, drawing.maxY - start.y)]
        for (p, q) in edges {
            if p == 0 {
                if q < 0 { return nil }
                continue
            }
            let r = q / p
            if p < 0 { low = max(low, r) } else { high = min(high, r) }
            if low > high { return nil }
        }
        return (start + delta * low, start + delta * high)
    }

    /// `words` in at most `titleLines - 1` lines of the drawing's width, the last ending in "…" when cut.
    static func titleWords(_ words: String) -> [String] {
        let lines = WrappedText.lines(words, width: drawingWidth)
        let kept = titleLines - 1
        guard lines.count > kept else { return lines }
        var shown = Array(lines.prefix(kept))
        var last = shown[kept - 1]
        while !last.isEmpty, SVGCanvas.textWidth(last + " …") > drawingWidth {
            last = String(last.dropLast())
        }
        shown[kept - 1] = last + " …"
        return shown
    }
}
