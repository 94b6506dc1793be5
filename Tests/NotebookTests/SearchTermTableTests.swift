@testable import Notebook
import XCTest

final class SearchTermTableTests: XCTestCase {
    func testTermsAreNumberedInOrderOfFirstUseAndFoundAgainByTheirBytes() {
        var table = SearchTermTable()
        let tokens = ["rotation", "z", "rotation", "", "é", "e\u{301}", "z", "变换"]
        let numbers = tokens.map { table.number(of: Array($0.utf8)[...]) }
        XCTAssertEqual(numbers.map(\.number), [0, 1, 0, 2, 3, 4, 1, 5])
        XCTAssertEqual(numbers.map(\.isNew), [true, true, false, true, true, true, false, true],
                       "a precomposed and a combining accent are different bytes, so different terms")
        XCTAssertEqual(table.count, 6)
        XCTAssertEqual((0..<table.count).map { String(decoding: table.term($0), as: UTF8.self) },
                       ["rotation", "z", "", "é", "e\u{301}", "变换"])
    }

    func testEveryTermIsFoundAfterTheTableGrows() {
        var table = SearchTermTable()
        let terms = (0..<5000).map { "term\($0)" }
        for (number, term) in terms.enumerated() {
            XCTAssertEqual(table.number(of: Array(term.utf8)[...]).number, number)
        }
        for (number, term) in terms.enumerated().reversed() {
            let found = table.number(of: Array(term.utf8)[...])
            XCTAssertEqual(found.number, number)
            XCTAssertFalse(found.isNew)
        }
        XCTAssertEqual(table.count, terms.count)
    }
}
