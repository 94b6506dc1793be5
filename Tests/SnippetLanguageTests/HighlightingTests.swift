@testable import SnippetLanguage
import XCTest

final class HighlightingTests: XCTestCase {
    private func kinds(_ source: String, _ dialect: Dialect) -> [(String, HighlightKind)] {
        highlightTokens(source, dialect: dialect).filter { $0.kind != .whitespace }.map { (String(source.unicodeScalars[$0.range]), $0.kind) }
    }

    func testObjectiveCListingTokens() {
        let source = "#define ANGLE M_PI_4 // comment\nCATransform3D t = CATransform3DMakeRotation(ANGLE, 0, 1, 0);\n[self.layerView.layer addSublayer:[CALayer layer]]; @\"k\" YES"
        let result = kinds(source, .objc)
        XCTAssertEqual(result[0].1, .preprocessor)
        XCTAssertEqual(result[0].0, "#define ANGLE M_PI_4 // comment")
        let map = Dictionary(result.map { ($0.0, $0.1) }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(map["CATransform3D"], .type)
        XCTAssertEqual(map["CATransform3DMakeRotation"], .function)
        XCTAssertEqual(map["0"], .number)
        XCTAssertEqual(map["layerView"], .property)
        XCTAssertEqual(map["addSublayer"], .function)
        XCTAssertEqual(result.last { $0.0 == "layer" }?.1, .function, "[CALayer layer]")
        XCTAssertEqual(map["layer"], .property, "self.layerView.layer")
        XCTAssertEqual(map["self"], .keyword)
        XCTAssertEqual(map["YES"], .keyword)
        XCTAssertEqual(map["@\"k\""], .string)
        XCTAssertEqual(map["t"], .identifier)
        XCTAssertEqual(map["="], .punctuation)
    }

    func testSwiftTokensAndComments() {
        let source = "/* a /* nested */ comment */ let t: CGFloat = .pi // end\nlayer.isDoubleSided = false\n@IBOutlet weak var v: UIView!"
        let map = Dictionary(kinds(source, .swift).map { ($0.0, $0.1) }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(map["/* a /* nested */ comment */"], .comment)
        XCTAssertEqual(map["let"], .keyword)
        XCTAssertEqual(map["CGFloat"], .type)
        XCTAssertEqual(map["pi"], .property)
        XCTAssertEqual(map["isDoubleSided"], .property)
        XCTAssertEqual(map["false"], .keyword)
        XCTAssertEqual(map["@IBOutlet"], .keyword)
        XCTAssertEqual(map["// end"], .comment)
    }

    func testTokensCoverEveryCharacterContiguouslyWithUTF16Offsets() {
        let source = "let s = \"图层 ✓\" /* unterminated\n"
        let tokens = highlightTokens(source, dialect: .swift)
        var expectedUTF16 = 0
        var expectedIndex = source.startIndex
        for token in tokens {
            XCTAssertEqual(token.range.lowerBound, expectedIndex)
            XCTAssertEqual(token.utf16Range.lowerBound, expectedUTF16)
            expectedIndex = token.range.upperBound
            expectedUTF16 = token.utf16Range.upperBound
        }
        XCTAssertEqual(expectedIndex, source.endIndex)
        XCTAssertEqual(expectedUTF16, source.utf16.count)
        XCTAssertEqual(tokens.last?.kind, .comment)
        XCTAssertTrue(highlightTokens("", dialect: .objc).isEmpty)
    }
}
