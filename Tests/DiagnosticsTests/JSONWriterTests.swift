import Diagnostics
import XCTest

final class JSONWriterTests: XCTestCase {
    func testStringsEscapeQuotesBackslashesAndEveryControlCharacter() {
        XCTAssertEqual(JSONWriter.quoted("a\"b\\c\n\r\t\u{0}\u{1F}\u{7F}é透😀"),
                       #""a\"b\\c\n\r\t\u0000\u001f\u007fé透😀""#)
        // Outside a script, `<` and the line separators are left as they are.
        XCTAssertEqual(JSONWriter.quoted("</script>\u{2028}\u{2029}"), "\"</script>\u{2028}\u{2029}\"")
    }

    func testScriptStringsCanNeitherCloseTheScriptNorBreakItsLine() {
        XCTAssertEqual(JSONWriter.quoted("</script>\u{2028}\u{2029}\u{2027}", forScript: true),
                       #""\u003c/script>\u2028\u2029"# + "\u{2027}\"")
    }

    func testSpacedAndCompactLayouts() {
        for (layout, expected) in [(JSONWriter.Layout.spaced, #"{"a": [1, true, null, "x"], "b": {}}"#),
                                   (.compact, #"{"a":[1,true,null,"x"],"b":{}}"#)] {
            var json = JSONWriter(layout: layout)
            json.beginObject()
            json.key("a")
            json.beginArray()
            json.element()
            json.integer(1)
            json.element()
            json.bool(true)
            json.element()
            json.null()
            json.element()
            json.string("x")
            json.endArray()
            json.key("b")
            json.beginObject()
            json.endObject()
            json.endObject()
            XCTAssertEqual(json.text, expected)
        }
    }

    func testAnArrayOfIntegersIsWhatItsElementsWrittenOneByOneMake() {
        for layout in [JSONWriter.Layout.spaced, .compact] {
            for values in [[], [7], [0, -12, 345, Int.min]] {
                var whole = JSONWriter(layout: layout)
                var oneByOne = JSONWriter(layout: layout)
                whole.beginObject()
                oneByOne.beginObject()
                for name in ["a", "b"] {
                    whole.key(name)
                    whole.integers(values[...])
                    oneByOne.key(name)
                    oneByOne.beginArray()
                    for value in values {
                        oneByOne.element()
                        oneByOne.integer(value)
                    }
                    oneByOne.endArray()
                }
                whole.endObject()
                oneByOne.endObject()
                XCTAssertEqual(whole.text, oneByOne.text)
            }
        }
    }

    func testIntegersAreTheirDecimalSpelling() {
        for value in [0, 7, 9, 10, 99, 100, 1_234_567, -1, -10, -905, Int.max, Int.min] {
            var json = JSONWriter()
            json.integer(value)
            XCTAssertEqual(json.text, String(value))
        }
    }

    func testKeysAndStringValuesEscapeAlikeInAScriptWriter() {
        var json = JSONWriter(layout: .compact, forScript: true)
        json.beginObject()
        json.key("<k>")
        json.string("<v>")
        json.endObject()
        XCTAssertEqual(json.text, #"{"\u003ck>":"\u003cv>"}"#)
    }

    func testAKeyGivenAsUTF8IsTheKeyGivenAsAString() {
        let names = ["<k>", "a\"b\\c\n\u{7F}é透😀\u{2028}", ""]
        for layout in [JSONWriter.Layout.spaced, .compact] {
            var fromStrings = JSONWriter(layout: layout, forScript: true)
            var fromUTF8 = JSONWriter(layout: layout, forScript: true)
            fromStrings.beginObject()
            fromUTF8.beginObject()
            for name in names {
                fromStrings.key(name)
                fromStrings.integer(1)
                fromUTF8.key(utf8: Array(name.utf8)[...])
                fromUTF8.integer(1)
            }
            fromStrings.endObject()
            fromUTF8.endObject()
            XCTAssertEqual(fromUTF8.text, fromStrings.text)
        }
    }

    func testAStringWrittenScalarByScalarIsTheStringQuoted() {
        let text = "a\"b\\c\n\u{7F}é透😀</script>\u{2028}"
        for forScript in [false, true] {
            var json = JSONWriter(layout: .compact, forScript: forScript)
            json.beginString()
            for scalar in text.unicodeScalars { json.stringScalar(scalar) }
            json.endString()
            XCTAssertEqual(json.text, JSONWriter.quoted(text, forScript: forScript))
        }
    }

    func testAStringWrittenInPiecesIsTheStringQuoted() {
        let text = "plain a\"b\\c\n\u{7F}é透😀</script>\u{2028}\u{2029}\u{2027} end"
        for forScript in [false, true] {
            for cut in [0, 3, 9, 15, 22, text.unicodeScalars.count] {
                let bytes = Array(text.utf8)
                let middle = text.unicodeScalars.prefix(cut).reduce(0) { $0 + UTF8.width($1) }
                var json = JSONWriter(layout: .compact, forScript: forScript)
                json.beginString()
                json.stringPiece(utf8: bytes[..<middle])
                json.stringPiece(utf8: bytes[middle...])
                json.endString()
                XCTAssertEqual(json.text, JSONWriter.quoted(text, forScript: forScript), "cut at \(cut)")
            }
        }
    }
}
