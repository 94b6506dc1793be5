import TransformKit

/// One transform in the three layouts a reader meets: `CATransform3D` (a row vector times the matrix, v · M, rows
/// m11…m44 as Apple's header prints them), GLKit's `GLKMatrix4` (the same sixteen numbers in the same memory order,
/// read as M · v with a column vector: the transpose, fields m00…m33 named column first) and CSS `matrix3d(…)` (the
/// sixteen arguments in that memory order). Entries that differ from the identity are coloured, so a translation
/// shows in CA's last row, GLKit's last column and matrix3d's arguments 13–15.
public struct MatrixOrdersDiagram {
    public let transform: CATransform3D
    public let idPrefix: String
    static let cellWidth = 64.0
    static let cellHeight = 34.0
    static let panelGap = 70.0

    public init(transform: CATransform3D, idPrefix: String = "matrix-orders") {
        self.transform = transform
        self.idPrefix = idPrefix
    }

    /// The entry in memory order (0…15: m11, m12, …, m44).
    public func entry(_ index: Int) -> Double { ValueMarkup.entries(of: transform)[index] }

    /// CATransform3D's cell at `row`, `column` (0-based): memory index `4·row + column`, named m(row+1)(column+1).
    public static func caCell(row: Int, column: Int) -> (index: Int, name: String) {
        (4 * row + column, "m\(row + 1)\(column + 1)")
    }

    /// GLKMatrix4's cell at `row`, `column` of M · v: the field m(column)(row), memory index `4·column + row`.
    public static func glkCell(row: Int, column: Int) -> (index: Int, name: String) {
        (4 * column + row, "m\(column)\(row)")
    }

    public var title: String { "One matrix, three layouts: CATransform3D, GLKMatrix4 and CSS matrix3d" }

    public var description: String {
        let changed = (0..<16).filter { entry($0) != (($0 % 5 == 0) ? 1 : 0) }
        let names = changed.map { Self.caCell(row: $0 / 4, column: $0 % 4).name }
        return "Left, CATransform3D as Apple prints it: the point is the row (x, y, z, 1) on the left, v · M, and row i "
            + "is the image of axis i (the last row the translation). Middle, the same sixteen numbers as GLKit reads "
            + "them, M · v with the point as a column: the transpose, field m(column)(row). Below, the arguments of CSS "
            + "matrix3d in memory order, m11, m12, …, m44. Entries other than the identity's: "
            + (names.isEmpty ? "none" : names.joined(separator: ", ")) + " (coloured)."
    }

    public func svg() -> String { render().markup }

    func render() -> RenderedSVG {
        var canvas = SVGCanvas(idPrefix: idPrefix, saneBox: FigureBox(minX: -100, minY: -100, maxX: 1200, maxY: 600))
        let gridWidth = 4 * Self.cellWidth
        canvas.text("CATransform3D: v · M", at: FigurePoint(x: 0, y: -10), anchor: .start, [("class", "label panel-title")])
        drawGrid(&canvas, origin: FigurePoint(x: 0, y: 0), kind: "ca", cell: Self.caCell)
        canvas.text("(x, y, z, 1) ·", at: FigurePoint(x: -6, y: 2 * Self.cellHeight + 4), anchor: .end, [("class", "label")])
        let glkX = gridWidth + Self.panelGap
        canvas.text("GLKMatrix4: M · v", at: FigurePoint(x: glkX, y: -10), anchor: .start, [("class", "label panel-title")])
        drawGrid(&canvas, origin: FigurePoint(x: glkX, y: 0), kind: "glk", cell: Self.glkCell)
        canvas.text("· (x, y, z, 1)ᵀ", at: FigurePoint(x: glkX + gridWidth + 6, y: 2 * Self.cellHeight + 4), anchor: .start,
                    [("class", "label")])
        let cssY = 4 * Self.cellHeight + 44
        canvas.text("CSS matrix3d(…): the 16 arguments in memory order", at: FigurePoint(x: 0, y: cssY - 10),
                    anchor: .start, [("class", "label panel-title")])
        for index in 0..<16 {
            let origin = FigurePoint(x: Double(index % 8) * Self.cellWidth, y: cssY + Double(index / 8) * Self.cellHeight)
            drawCell(&canvas, at: origin, index: index, name: "\(index + 1): " + Self.caCell(row: index / 4, column: index % 4).name,
                     kind: "css")
        }
        return canvas.render(title: title, description: description, classes: "figure matrix-orders")
    }

    private func drawGrid(_ canvas: inout SVGCanvas, origin: FigurePoint, kind: String,
                          cell: (Int, Int) -> (index: Int, name: String)) {
        for row in 0..<4 {
            for column in 0..<4 {
                let placed = cell(row, column)
                drawCell(&canvas, at: origin + FigurePoint(x: Double(column) * Self.cellWidth, y: Double(row) * Self.cellHeight),
                         index: placed.index, name: placed.name, kind: kind)
            }
        }
    }

    private func drawCell(_ canvas: inout SVGCanvas, at origin: FigurePoint, index: Int, name: String, kind: String) {
        let value = entry(index)
        let isIdentity = value == ((index % 5 == 0) ? 1 : 0)
        let colour = isIdentity ? DiagramStyle.marks : DiagramStyle.basisI
        let corners = [origin, origin + FigurePoint(x: Self.cellWidth, y: 0),
                       origin + FigurePoint(x: Self.cellWidth, y: Self.cellHeight), origin + FigurePoint(x: 0, y: Self.cellHeight)]
        canvas.polygon(corners, [("class", "matrix-cell " + kind), ("fill", isIdentity ? "none" : DiagramStyle.tint(colour, strength: 0.12)),
                                 ("stroke", DiagramStyle.guide), ("data-index", String(index))])
        canvas.text(name, at: origin + FigurePoint(x: 4, y: 11), anchor: .start,
                    [("class", "label entry-name"), ("fill", DiagramStyle.guide), ("font-size", "9")])
        canvas.text(ReadableNumber(value).text, at: origin + FigurePoint(x: Self.cellWidth / 2, y: 28), anchor: .middle,
                    [("class", "label entry-value"), ("fill", colour)])
    }
}
