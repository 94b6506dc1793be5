import Figures
import TransformKit
import XCTest

final class ValueMarkupTests: XCTestCase {
    func testAffineMatrixIsThreeByThreeWithTheConstantColumnSetApart() {
        let markup = ValueMarkup.math(named: "transform", .affineTransform(TransformDiagramTests.listing52))
        assertSnapshot(markup + "\n", named: "value-affine-listing-5.2.mathml")
        XCTAssertEqual(markup.components(separatedBy: "<mtr>").count - 1, 3)
        XCTAssertEqual(markup.components(separatedBy: "<mtd").count - 1, 9)
        XCTAssertEqual(markup.components(separatedBy: "class=\"constant\"").count - 1, 3)
        XCTAssertTrue(markup.contains("columnlines=\"none none dashed\""))
        XCTAssertTrue(markup.contains("<mi>transform</mi>\n<mo>=</mo>"))
    }

    func testTransform3DIsFourByFourAndMarksPerspectiveEntries() {
        var perspective = CATransform3D.identity
        perspective.m34 = -1.0 / 500.0
        let markup = ValueMarkup.math(named: "perspective", .transform3D(perspective))
        assertSnapshot(markup + "\n", named: "value-perspective.mathml")
        XCTAssertEqual(markup.components(separatedBy: "<mtr>").count - 1, 4)
        XCTAssertEqual(markup.components(separatedBy: "<mtd").count - 1, 16)
        // -0.002 shows as it is: no title (the text is the exact value).
        XCTAssertEqual(cells(of: markup)[11], #"<mtd class="perspective"><mn>−0.002</mn></mtd>"#, markup)
        XCTAssertEqual(markup.components(separatedBy: "class=\"perspective\"").count - 1, 1)
        // m14 and m24 are marked too when non-zero.
        perspective.m14 = 0.001
        let marked = ValueMarkup.math(named: nil, .transform3D(perspective))
        XCTAssertTrue(cells(of: marked)[3].hasPrefix(#"<mtd class="perspective""#))
        XCTAssertFalse(cells(of: marked)[7].contains("perspective"))
        XCTAssertFalse(markup.contains("data-entry"), "a cell's entry is its place in the table")
    }

    func testCellsShowRoundedValuesAndKeepTheExactOnes() {
        let rotation = CATransform3D(m11: 0.7071067811865476, m12: 0, m13: -0.7071067811865475, m14: 0,
                                     m21: 0, m22: 1, m23: 0, m24: 0,
                                     m31: 0.7071067811865475, m32: 0, m33: 0.7071067811865476, m34: 0,
                                     m41: 0, m42: 0, m43: 0, m44: 1)
        let markup = ValueMarkup.math(named: "t", .transform3D(rotation))
        XCTAssertEqual(cells(of: markup)[2], #"<mtd title="-0.7071067811865475">"#
            + "<mn>\u{2212}0.7071</mn></mtd>")
        let tiny = ValueMarkup.math(named: nil, .affineTransform(CGAffineTransform(a: 6.123233995736766e-17, b: 1, c: -1,
                                                                                     d: 6.123233995736766e-17, tx: 0, ty: -0.0)))
        XCTAssertTrue(cells(of: tiny)[0].hasPrefix(#"<mtd class="tiny" title="6.123233995736766e-17">"#))
        XCTAssertTrue(tiny.contains("<mn>6.1</mn>\n<mo>×</mo>\n<msup>\n<mn>10</mn>\n<mn>\u{2212}17</mn>\n</msup>"))
        XCTAssertEqual(cells(of: tiny)[7], #"<mtd title="-0"><mn>0</mn></mtd>"#)
    }

    func testTuplesScalarsAndBooleans() {
        let frame = ValueMarkup.math(named: "frame", .rect(CGRect(x: 40, y: 60.5, width: 120, height: 80)))
        XCTAssertTrue(frame.hasPrefix(#"<math display="block" class="value rect">"#))
        XCTAssertTrue(frame.contains("<mi>frame</mi>\n<mo>=</mo>\n<mrow class=\"rect\">\n<mo>(</mo>\n"
            + #"<mn>40</mn>"# + "\n" + #"<mo separator="true">,</mo>"# + "\n" + #"<mn>60.5</mn>"#), frame)
        XCTAssertEqual(frame.components(separatedBy: "<mn>").count - 1, 4)
        let visible = ValueMarkup.math(named: "visible", .boolean(true))
        XCTAssertTrue(visible.contains(#"<mi mathvariant="normal" class="boolean">YES</mi>"#))
        XCTAssertTrue(ValueMarkup.math(named: nil, .boolean(false), booleans: .swift).contains(">false</mi>"))
        let angle = ValueMarkup.math(named: "angle", .scalar(0.7853981633974483))
        XCTAssertTrue(angle.contains(#"<mn title="0.7853981633974483">0.7854</mn>"#))
        XCTAssertTrue(ValueMarkup.math(named: "n", .integer(-3)).contains(#"<mn>−3</mn>"#))
    }

    /// The build copies `mathBytes` into its page: the same markup as `math`, minus signs and all.
    func testMathBytesAreTheMarkupAsUTF8() {
        let values: [FigureValue] = [.affineTransform(TransformDiagramTests.listing52), .scalar(-0.25), .text("caf\u{E9} <b>")]
        for value in values {
            let bytes = ValueMarkup.mathBytes(named: "v", value, booleans: .swift)
            XCTAssertEqual(bytes, Array(ValueMarkup.math(named: "v", value, booleans: .swift).utf8))
            XCTAssertTrue(bytes.starts(with: Array("<math display=\"block\"".utf8)))
        }
    }

    func testNamesAndTextAreEscaped() {
        let markup = ValueMarkup.math(named: "a<b&\"c\"", .text("<script>"))
        XCTAssertTrue(markup.contains("<mi>a&lt;b&amp;&quot;c&quot;</mi>"))
        XCTAssertTrue(markup.contains("<mtext>&lt;script&gt;</mtext>"))
        XCTAssertFalse(markup.contains("<script>"))
    }

    func testNonFiniteNumbersAreNamedNotWrittenAsDigits() {
        let markup = ValueMarkup.math(named: "p", .point(CGPoint(x: .nan, y: -.infinity)))
        XCTAssertTrue(markup.contains(#"<mi mathvariant="normal" class="nan" title="NaN">NaN</mi>"#))
        XCTAssertTrue(markup.contains(#"<mi class="infinity" title="-Infinity">−∞</mi>"#))
    }
}

final class SinglePrecisionAndOtherValueTests: XCTestCase {
    func testFloatsShowTheirOwnShortestDigits() {
        let normal = GLKVector3Normalize(GLKVector3Make(0, 1, -0.5))
        XCTAssertEqual(NumberFormatting.exact(float: normal.y), "0.8944272")
        XCTAssertEqual(NumberFormatting.exact(float: 0.1), "0.1")
        XCTAssertEqual(NumberFormatting.exact(Double(Float(0.1))), "0.10000000149011612")
        let markup = ValueMarkup.math(named: "light", .vector(normal))
        XCTAssertTrue(markup.contains(#"<mn title="0.8944272">0.8944</mn>"#), markup)
        XCTAssertTrue(markup.contains(#"<mn title="-0.4472136">−0.4472</mn>"#), markup)
    }

    func testGLKitMatricesUseGLKitFieldNamesInMemoryOrder() {
        let matrix = GLKMatrix4(CATransform3DMakeRotation(Double.pi / 2, 0, 1, 0))
        let markup = ValueMarkup.math(named: "matrix4", .matrix(matrix))
        assertSnapshot(markup + "\n", named: "value-glkmatrix4.mathml")
        XCTAssertEqual(markup.components(separatedBy: "<mtd").count - 1, 16)
        XCTAssertEqual(cells(of: markup)[2], #"<mtd><mn>−1</mn></mtd>"#, markup)
        XCTAssertTrue(cells(of: markup)[0].hasPrefix(#"<mtd class="tiny" title="6.123234e-17""#), markup)
        let three = ValueMarkup.math(named: "m3", .matrix(GLKMatrix4GetMatrix3(matrix)))
        XCTAssertEqual(three.components(separatedBy: "<mtd").count - 1, 9)
    }

    func testColoursAndLists() {
        let shadow = ValueMarkup.math(named: "color", .color(CGColor(gray: 0, alpha: 0.25)))
        XCTAssertTrue(shadow.contains(#"<mspace class="swatch" width="1em" height="0.8em" mathbackground="rgba(0, 0, 0, 0.25)"/>"#), shadow)
        XCTAssertTrue(shadow.contains(#"<mn>0.25</mn>"#), shadow)
        let list = ValueMarkup.math(named: "values", .list([.integer(1), .boolean(false), .text("x")]))
        XCTAssertTrue(list.contains("<mo>[</mo>\n<mn>1</mn>\n<mo separator=\"true\">,</mo>\n<mi mathvariant=\"normal\" class=\"boolean\">NO</mi>"), list)
    }
}

/// The table cells of a matrix's markup in reading order (row by row; an affine matrix's constant column included),
/// each from `<mtd` to its `</mtd>`.
private func cells(of markup: String) -> [String] {
    markup.components(separatedBy: "<mtd").dropFirst().map { "<mtd" + ($0.components(separatedBy: "</mtd>").first ?? "") + "</mtd>" }
}
