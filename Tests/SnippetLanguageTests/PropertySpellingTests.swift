@testable import SnippetLanguage
import XCTest

/// The layer and view property spellings are written out case by case (for speed); they must stay the case names,
/// apart from the documented Swift `is...` forms, and every spelling must find its case again.
final class PropertySpellingTests: XCTestCase {
    func testLayerPropertySpellingsAreTheCaseNames() {
        let renamedInSwift: [LayerProperty: String?] = [
            .doubleSided: "isDoubleSided", .geometryFlipped: "isGeometryFlipped", .hidden: "isHidden", .affineTransform: nil,
        ]
        for property in LayerProperty.allCases {
            XCTAssertEqual(property.spelling(in: .objc), "\(property)")
            XCTAssertEqual(property.spelling(in: .swift), renamedInSwift[property] ?? "\(property)")
            for dialect in Dialect.allCases {
                if let spelling = property.spelling(in: dialect) {
                    XCTAssertEqual(LayerProperty(spelling: spelling, dialect: dialect), property)
                }
            }
        }
        XCTAssertNil(LayerProperty(spelling: "isHidden", dialect: .objc))
        XCTAssertNil(LayerProperty(spelling: "affineTransform", dialect: .swift))
        XCTAssertNil(LayerProperty(spelling: "Transform", dialect: .objc))
    }

    func testViewPropertySpellingsAreTheCaseNames() {
        let renamedInSwift: [ViewProperty: String] = [.hidden: "isHidden", .userInteractionEnabled: "isUserInteractionEnabled"]
        for property in ViewProperty.allCases {
            XCTAssertEqual(property.spelling(in: .objc), "\(property)")
            XCTAssertEqual(property.spelling(in: .swift), renamedInSwift[property] ?? "\(property)")
            for dialect in Dialect.allCases {
                if let spelling = property.spelling(in: dialect) {
                    XCTAssertEqual(ViewProperty(spelling: spelling, dialect: dialect), property)
                }
            }
        }
        XCTAssertNil(ViewProperty(spelling: "hidden", dialect: .swift))
    }
}
