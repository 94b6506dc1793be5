@testable import SnippetLanguage
import XCTest

/// The parser's fast paths for number literals against the general definitions they stand for (operators are
/// typed now: `OperatorTests`).
final class LiteralSpeedPathTests: XCTestCase {
    func testShortDecimalsReadAsDoubleReadsThem() {
        var generator = SplitMix(seed: 11)
        var checked = 0
        for _ in 0..<200_000 {
            let digits = 1 + Int(generator.next() % 15)
            let point = 1 + Int(generator.next() % UInt64(digits))
            var text = ""
            for index in 0..<digits {
                if index == point { text += "." }
                text += String(generator.next() % 10)
            }
            guard point < digits else { continue }
            guard let fast = Parser.shortDecimalValue(text) else { return XCTFail("no fast value for \(text)") }
            XCTAssertEqual(fast.bitPattern, Double(text)!.bitPattern, text)
            checked += 1
        }
        XCTAssertGreaterThan(checked, 100_000)
        // Halfway cases and values near powers of two, where a double rounding would show.
        for text in ["0.1", "0.3", "2.675", "1.005", "9007199254740.99", "0.00000000000001", "999999999999.999", "4503599627370.5",
                     "321.0", "0.5", "00.25", "1.0"] {
            XCTAssertEqual(Parser.shortDecimalValue(text)?.bitPattern, Double(text)!.bitPattern, text)
        }
        // Everything else takes the general path.
        for text in ["1", "1.", ".5", "1e5", "1.5e3", "1.5f", "1_0.5", "1234567890.123456", "0.000000000000001", "1.2.3", "", "-1.5", "1.5L"] {
            XCTAssertNil(Parser.shortDecimalValue(text), text)
        }
    }

    func testPlainDecimalValuesAreIntReadings() {
        var generator = SplitMix(seed: 5)
        var texts = ["0", "00", "01", "7", "9223372036854775807", "9223372036854775808", "99999999999999999999", "", "1_000",
                     "0x10", "12a", "-1"]
        let digits = Array("0123456789")
        for _ in 0..<20_000 {
            let length = 1 + Int(generator.next() % 20)
            texts.append(String((0..<length).map { _ in digits[Int(generator.next() % 10)] }))
        }
        for text in texts {
            let expected = Parser.isPlainDecimal(text) ? Int(text, radix: 10) : nil
            XCTAssertEqual(Parser.plainDecimalValue(text), expected, text)
        }
    }
}
