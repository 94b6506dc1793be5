import XCTest
@testable import Figures
import TransformKit

/// The three layouts of one matrix: each drawn cell's value is compared with the field read by name here, by
/// the rules of each library (CA row i column j = m_ij; GLKit's M · v row r column c = field m_cr, stored at
/// 4c + r; matrix3d argument k = the k-th field in memory order).
final class MatrixOrdersDiagramTests: XCTestCase {
    private let t = CATransform3DMakeTranslation(50, -30, 0)

    private func field(_ t: CATransform3D, row: Int, column: Int) -> Double {
        let rows = [[t.m11, t.m12, t.m13, t.m14], [t.m21, t.m22, t.m23, t.m24],
                    [t.m31, t.m32, t.m33, t.m34], [t.m41, t.m42, t.m43, t.m44]]
        return rows[row][column]
    }

    func testTheCellsOfEachLayoutHoldTheRightFields() {
        let diagram = MatrixOrdersDiagram(transform: t)
        for row in 0..<4 {
            for column in 0..<4 {
                let ca = MatrixOrdersDiagram.caCell(row: row, column: column)
                XCTAssertEqual(ca.name, "m\(row + 1)\(column + 1)")
                XCTAssertEqual(diagram.entry(ca.index), field(t, row: row, column: column))
                // GLKit's M · v is the transpose: its (row, column) is CA's (column, row).
                let glk = MatrixOrdersDiagram.glkCell(row: row, column: column)
                XCTAssertEqual(glk.name, "m\(column)\(row)")
                XCTAssertEqual(diagram.entry(glk.index), field(t, row: column, column: row))
            }
        }
        // The translation: CA's last row, GLKit's last column (m30, m31), matrix3d arguments 13 and 14.
        XCTAssertEqual(diagram.entry(MatrixOrdersDiagram.glkCell(row: 0, column: 3).index), 50)
        XCTAssertEqual(diagram.entry(MatrixOrdersDiagram.glkCell(row: 1, column: 3).index), -30)
        XCTAssertEqual(diagram.entry(12), 50)
        XCTAssertEqual(diagram.entry(13), -30)
    }

    func testTheSVGTitlesThePanelsAndColoursTheTranslation() {
        let svg = MatrixOrdersDiagram(transform: t, idPrefix: "m").svg()
        for title in ["CATransform3D: v · M", "GLKMatrix4: M · v", "CSS matrix3d(…): the 16 arguments in memory order"] {
            XCTAssertTrue(svg.contains(">" + title + "</text>"), title)
        }
        XCTAssertTrue(svg.contains(">13: m41</text>"), svg)
        // 16 cells per grid, 3 grids; exactly the two translation entries coloured in each.
        XCTAssertEqual(svg.components(separatedBy: "class=\"matrix-cell ").count - 1, 48)
        XCTAssertEqual(svg.components(separatedBy: "class=\"label entry-value\" fill=\"#d64545\">").count - 1, 6)
        XCTAssertTrue(MatrixOrdersDiagram(transform: t).description.contains("m41, m42 (coloured)"))
    }
}
