import Diagnostics
import Foundation
import XCTest
@testable import Notebook

final class SearchIndexTests: XCTestCase {
    func testLatinTokensAreLowercaseWordsWithCamelCaseParts() {
        XCTAssertEqual(SearchTokenizer.tokens(of: "Call CATransform3DMakeRotation, a 3D rotation."),
                       ["call", "catransform3dmakerotation", "ca", "transform3d", "make", "rotation", "a", "3d", "rotation"])
        XCTAssertEqual(SearchTokenizer.tokens(of: "setNeedsDisplay XMLHTTPRequest iOS"),
                       ["setneedsdisplay", "set", "needs", "display", "xmlhttprequest", "xmlhttp", "request", "ios", "i", "os"])
    }

    func testSingleLettersAndDigitsAreTokens() {
        XCTAssertEqual(SearchTokenizer.tokens(of: "transform.rotation.z"), ["transform", "rotation", "z"])
        XCTAssertEqual(SearchTokenizer.tokens(of: "m34 = -1.0/500"), ["m34", "1", "0", "500"])
        XCTAssertEqual(SearchTokenizer.tokens(of: "x"), ["x"])
        XCTAssertEqual(SearchTokenizer.tokens(of: " .,;() "), [])
    }

    func testAccentsAreTheSameTokenPrecomposedOrCombining() {
        XCTAssertEqual(SearchTokenizer.tokens(of: "café CAFÉ cafe\u{301} CAFE\u{301}"), ["café", "café", "café", "café"])
        XCTAssertEqual(SearchTokenizer.tokens(of: "café").first?.unicodeScalars.count, 4, "normalization form C")
        XCTAssertEqual(SearchTokenizer.tokens(of: "naïveRotateBy"), ["naïverotateby", "naïve", "rotate", "by"])
    }

    func testCamelCasePartsSplitAtCaseChangesOfAnyScript() {
        XCTAssertEqual(SearchTokenizer.tokens(of: "a1B2 ABc aB Ab ABCdEF"),
                       ["a1b2", "abc", "a", "bc", "ab", "a", "b", "ab", "abcdef", "ab", "cd", "ef"])
        // Lowercasing can lengthen a scalar (İ is i and a combining dot): parts are cut where their scalars began.
        XCTAssertEqual(SearchTokenizer.tokens(of: "xİstanbulΣΊΣΥΦΟΣ"),
                       ["x\u{69}\u{307}stanbulσίσυφοσ", "x", "\u{69}\u{307}stanbul", "σίσυφοσ"])
    }

    /// Texts of these scalars skip normalization: every one of them, before or after any other, is its own NFC.
    func testScalarsThatKeepATextInNFCDoWhateverTheirNeighbours() throws {
        let kept = (0..<0x3000).compactMap(Unicode.Scalar.init).filter(SearchTokenizer.keepsAnyTextInNFC)
        XCTAssertEqual(kept.count, 0x300 + 0x4F)
        for first in kept {
            XCTAssertEqual(first.properties.canonicalCombiningClass, .notReordered)
            var text = String.UnicodeScalarView()
            for second in kept { text.append(contentsOf: [first, second]) }
            text.append(first)
            let normalized = String(text).precomposedStringWithCanonicalMapping.unicodeScalars
            XCTAssertTrue(normalized.elementsEqual(text), "U+\(String(first.value, radix: 16))")
        }
        XCTAssertFalse(SearchTokenizer.keepsAnyTextInNFC("\u{301}"))
        XCTAssertFalse(SearchTokenizer.keepsAnyTextInNFC("\u{2001}"), "em quad decomposes to em space")
    }

    func testCJKTextIsIndexedAsCharacterBigrams() {
        XCTAssertEqual(SearchTokenizer.tokens(of: "透视投影"), ["透视", "视投", "投影"])
        XCTAssertEqual(SearchTokenizer.tokens(of: "用m34做透视。图"), ["用", "m34", "做透", "透视", "图"])
        XCTAssertEqual(SearchTokenizer.tokens(of: "アフィン変換"), ["アフ", "フィ", "ィン", "ン変", "変換"])
    }

    func testExcerptLinesAreTheTextsLinesCollapsed() {
        XCTAssertEqual(excerptLines(of: "@interface ViewController ()\n\n  self.layer.transform =\tt;\r\n@end\n"),
                       #"["@interface ViewController ()","self.layer.transform = t;","@end"]"#)
        XCTAssertEqual(excerptLines(of: " \n \t"), "[]")
        // Unicode white space collapses too; a combining mark after a space stays with the next word.
        XCTAssertEqual(excerptLines(of: "\u{3000}变换\u{A0}\u{A0} t \u{301}x \r\r\u{2003}\nend"),
                       "[\"变换 t \u{301}x\",\"end\"]")
        XCTAssertEqual(excerptLines(of: "a <b>\u{7}\\ \"c\"\u{2028}"), #"["a \u003cb>\u0007\\ \"c\""]"#,
                       "escaped as any string of a script (U+2028 is white space: trimmed)")
        // Words are copied in runs while one space separates them; any other gap is written as one space.
        XCTAssertEqual(excerptLines(of: "one two  three\t four \u{A0}five six "), #"["one two three four five six"]"#)
        XCTAssertEqual(excerptLines(of: "a b\n c  d\r\ne"), #"["a b","c d","e"]"#)
        // A space before a line's end or a scalar that is not ASCII ends the run read in one pass, not the line.
        XCTAssertEqual(excerptLines(of: "a \nb c \u{E9} d\u{2003}"), #"["a","b c é d"]"#)
        // A word's visible ASCII is read in a pass of its own, to any other scalar: the word goes on or ends there.
        XCTAssertEqual(excerptLines(of: "ab\u{7F}cd caf\u{E9}s x\u{85}y z\u{2003}\u{2003}w"), #"["ab\u007fcd cafés x y z w"]"#)
    }

    private func excerptLines(of text: String) -> String {
        var json = JSONWriter(layout: .compact, forScript: true)
        json.beginArray()
        SearchExcerpt.writeLines(of: text, to: &json)
        json.endArray()
        return json.text
    }

    func testATitleOutweighsAnyNumberOfOccurrencesAndLongTextsWeighLess() {
        XCTAssertGreaterThan(SearchIndex.weight(inTitle: true, occurrences: 0, length: 1),
                             SearchIndex.weight(inTitle: false, occurrences: 10_000, length: 10_000))
        XCTAssertGreaterThan(SearchIndex.weight(inTitle: true, occurrences: 1, length: 10),
                             SearchIndex.weight(inTitle: true, occurrences: 0, length: 10))
        XCTAssertGreaterThan(SearchIndex.weight(inTitle: false, occurrences: 2, length: 20),
                             SearchIndex.weight(inTitle: false, occurrences: 2, length: 400))
        XCTAssertGreaterThan(SearchIndex.weight(inTitle: false, occurrences: 4, length: 100),
                             SearchIndex.weight(inTitle: false, occurrences: 1, length: 100))
        XCTAssertEqual(SearchIndex.weight(inTitle: false, occurrences: 1, length: 1_000_000), 1, "an occurrence always counts")
    }

    func testPostingsAreEveryTermsDocumentsInOrderWithTheirWeights() {
        let entries = [
            SearchEntry(title: "Rotation", url: "a.html", text: "rotation rotation scale"),
            SearchEntry(title: "Scale", url: "a.html#s", text: "rotation"),
        ]
        let postings = postingsByTerm(of: entries)
        XCTAssertEqual(postings["rotation"], [0, SearchIndex.weight(inTitle: true, occurrences: 2, length: 3),
                                              1, SearchIndex.weight(inTitle: false, occurrences: 1, length: 1)])
        XCTAssertEqual(postings["scale"], [0, SearchIndex.weight(inTitle: false, occurrences: 1, length: 3),
                                           1, SearchIndex.weight(inTitle: true, occurrences: 0, length: 1)])
        XCTAssertEqual(Set(postings.keys), ["rotation", "scale"])
    }

    /// A term is found by its bytes wherever they lie: in the text itself or in the tokenizer's buffer, at any index.
    func testATermsKeyIsItsBytesWhereverTheyLie() {
        let text = Array("layer.transform layer".utf8), buffer = Array("layer".utf8)
        let first = SearchTermKey(utf8: text[0..<5]), last = SearchTermKey(utf8: text[16...])
        let copy = SearchTermKey(utf8: buffer[...])
        XCTAssertEqual(first, last)
        XCTAssertEqual(first, copy)
        XCTAssertEqual(first.hashValue, last.hashValue)
        XCTAssertEqual(first.hashValue, copy.hashValue)
        XCTAssertNotEqual(first, SearchTermKey(utf8: text[6..<15]))
        XCTAssertNotEqual(first, SearchTermKey(utf8: text[0..<4]))
        let numbers = [first: 0, SearchTermKey(utf8: text[6..<15]): 1]
        XCTAssertEqual(numbers[copy], 0)
        XCTAssertEqual(numbers[SearchTermKey(utf8: Array("transform".utf8)[...])], 1)
        XCTAssertNil(numbers[SearchTermKey(utf8: Array("layers".utf8)[...])])
    }

    func testATermOfTitleAndTextIsOnePostingWhateverItsNormalization() {
        let entries = [SearchEntry(title: "Caf\u{E9}", url: "a.html", text: "cafe\u{301} CAF\u{C9} layer")]
        let postings = postingsByTerm(of: entries)
        XCTAssertEqual(postings["caf\u{E9}"], [0, SearchIndex.weight(inTitle: true, occurrences: 2, length: 3)])
        XCTAssertEqual(postings["layer"], [0, SearchIndex.weight(inTitle: false, occurrences: 1, length: 3)])
        XCTAssertEqual(postings.count, 2)
    }

    func testPostingsListTheirTermsSortedWhateverTheirFirstUse() {
        let entries = [SearchEntry(title: "Zoom", url: "a.html", text: "mu alpha"),
                       SearchEntry(title: "Beta", url: "a.html#b", text: "zoom alpha 透视")]
        XCTAssertEqual(sortedTerms(of: entries), ["alpha", "beta", "mu", "zoom", "透视"])
        XCTAssertTrue(SearchPostings(of: []).sortedTerms.isEmpty)
    }

    /// Terms are sorted by their UTF-8, which is the order of their strings: letters of several scripts and planes,
    /// the lowercase of `İ` (with a combining dot), of a Cherokee capital (a later block) and of a compatibility
    /// ideograph (its canonical ideograph, as the text is read in normalization form C).
    func testTermsSortedByTheirBytesAreInTheOrderOfTheirStrings() {
        let text = "zeta \u{130}x ix Ωmega ωmega éa ea fa \u{13A0} \u{AB70} \u{F900} 丁 𝔸 Ꭰb 透 Z9 z10 \u{1C5} ǆ"
        let terms = sortedTerms(of: [SearchEntry(title: "", url: "a.html", text: text)])
        XCTAssertEqual(terms.count, 16, "\(terms)")
        XCTAssertEqual(terms, terms.sorted())
    }

    private func sortedTerms(of entries: [SearchEntry]) -> [String] {
        SearchPostings(of: entries).sortedTerms.map { String(decoding: $0.term, as: UTF8.self) }
    }

    func testATermsPostingsAreItsDocumentsInOrderWhicheverTermCameFirst() {
        let entries = [SearchEntry(title: "", url: "a.html", text: "beta alpha"),
                       SearchEntry(title: "", url: "a.html#b", text: "gamma"),
                       SearchEntry(title: "", url: "a.html#c", text: "alpha beta beta")]
        let postings = postingsByTerm(of: entries)
        XCTAssertEqual(postings["alpha"], [0, SearchIndex.weight(inTitle: false, occurrences: 1, length: 2),
                                           2, SearchIndex.weight(inTitle: false, occurrences: 1, length: 3)])
        XCTAssertEqual(postings["beta"], [0, SearchIndex.weight(inTitle: false, occurrences: 1, length: 2),
                                          2, SearchIndex.weight(inTitle: false, occurrences: 2, length: 3)])
        XCTAssertEqual(postings["gamma"], [1, SearchIndex.weight(inTitle: false, occurrences: 1, length: 1)])
        XCTAssertEqual(postings.count, 3)
    }

    /// Each term's `[document, weight, ...]`, the documents added up from the steps the postings give.
    private func postingsByTerm(of entries: [SearchEntry]) -> [String: [Int]] {
        Dictionary(uniqueKeysWithValues: SearchPostings(of: entries).sortedTerms.map { term, stepsAndWeights in
            var numbers = Array(stepsAndWeights)
            var document = 0
            for pair in stride(from: 0, to: numbers.count, by: 2) {
                document += numbers[pair]
                numbers[pair] = document
            }
            return (String(decoding: term, as: UTF8.self), numbers)
        })
    }

    func testAScalarsKindIsItsClassWithItsLetterCase() {
        let kinds: [(Unicode.Scalar, SearchScalarKind)] = [
            ("A", .word(.upper)), ("z", .word(.lower)), ("7", .word(.neither)), ("_", .separator), (" ", .separator),
            ("\u{7F}", .separator), ("É", .word(.upper)), ("ß", .word(.lower)), ("\u{1C5}", .word(.neither)),
            ("\u{2160}", .word(.upper)), ("ª", .word(.lower)), ("\u{661}", .word(.neither)), ("\u{301}", .separator),
            ("\u{A0}", .separator), ("—", .separator), ("透", .cjk), ("ア", .cjk), ("한", .cjk), ("\u{20000}", .cjk),
        ]
        for (scalar, kind) in kinds {
            XCTAssertEqual(SearchScalarKind(of: scalar), kind, "U+\(String(scalar.value, radix: 16))")
        }
    }

    func testLowerCaseWordsAreTheirOwnTokensAndOthersAreLowercased() {
        XCTAssertEqual(SearchTokenizer.tokens(of: "layer Layer LAYER m34 M34 \u{1C5}z"),
                       ["layer", "layer", "layer", "m34", "m34", "\u{1C6}z"])
    }

    /// A word of ASCII lower-case letters and digits is found in a pass of its own: it ends at a separator, ASCII or
    /// not, and goes on, read scalar by scalar, at a capital or a letter that is not ASCII.
    func testALowerCaseWordEndsWhereItsScalarsStopBeingAWords() {
        XCTAssertEqual(SearchTokenizer.tokens(of: "layer\u{2019}s end\u{2026} m34\u{A0}x"), ["layer", "s", "end", "m34", "x"])
        XCTAssertEqual(SearchTokenizer.tokens(of: "na\u{EF}ve layerView layer9View m34\u{1C5}"),
                       ["na\u{EF}ve", "layerview", "layer", "view", "layer9view", "m34\u{1C6}"])
        XCTAssertEqual(SearchTokenizer.tokens(of: "end"), ["end"])
    }

    /// A word is copied in runs of scalars that are their own lowercase, between the scalars lowercasing changes:
    /// its parts are cut where their scalars began, whatever mix of runs and changed scalars came before.
    func testWordsMixingScalarsTheirOwnLowercaseAndOthersAreLowercasedWithTheirPartsInPlace() {
        XCTAssertEqual(SearchTokenizer.tokens(of: "x abcÉdefGHi9 m34z"),
                       ["x", "abcédefghi9", "abc", "édef", "g", "hi9", "m34z"])
        XCTAssertEqual(SearchTokenizer.tokens(of: "ÉÉtude layerView"),
                       ["éétude", "é", "étude", "layerview", "layer", "view"])
    }

    /// The tokenizer reads the text's UTF-8, decoding a scalar where a byte is not ASCII: every scalar of one to four
    /// bytes is found at its start.
    func testTheScalarAtAnOffsetIsTheOneWhoseUTF8StartsThere() {
        let text = "aé√𝔸z\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}\u{10FFFF}"
        let utf8 = Array(text.utf8)
        var offset = 0
        var decoded: [Unicode.Scalar] = []
        while offset < utf8.count {
            let scalar = SearchTokenizer.scalar(in: utf8, at: offset)
            decoded.append(scalar)
            offset += UTF8.width(scalar)
        }
        XCTAssertEqual(decoded, Array(text.unicodeScalars))
    }

    func testSearchIndexScriptIsAGlobalWithSortedTermsAndEscapedStrings() throws {
        let script = SearchIndex.shard(for: [
            SearchEntry(title: "1. 仿射变换", url: "01-affine.html", text: "Scale then </script> rotate\nsecond  line"),
            SearchEntry(title: "Listing 1.1 \"Quoted\"", url: "01-affine.html#listing-q", text: "rotate"),
        ], page: "01-affine.html")
        XCTAssertTrue(script.hasPrefix("(window.NotebookSearchShards = window.NotebookSearchShards || {})[\"01-affine.html\"] = "
            + "{\"url\":\"01-affine.html\",\"docs\":[[\"1. 仿射变换\",\"\",[\"Scale then \\u003c/script> rotate\",\"second line\"]],"), script)
        XCTAssertTrue(script.contains("[\"Listing 1.1 \\\"Quoted\\\"\",\"#listing-q\",[\"rotate\"]]"))
        XCTAssertTrue(script.hasSuffix("};\n"))
        XCTAssertFalse(script.contains("</script>"))
        XCTAssertEqual(SearchIndex.page(ofShardLine: Array(script.utf8)[...]), "01-affine.html")

        let object = SearchIndex.object(for: [SearchEntry(title: "b a", url: "u", text: "c 透视 B")])
        let terms = try XCTUnwrap(object.range(of: "\"terms\":{")).upperBound
        // Each term is the first quoted string of a piece between closing brackets.
        let keys = object[terms...].split(separator: "]").compactMap { piece -> String? in
            guard let open = piece.firstIndex(of: "\""), let close = piece[piece.index(after: open)...].firstIndex(of: "\"") else { return nil }
            return String(piece[piece.index(after: open)..<close])
        }
        XCTAssertEqual(keys, ["a", "b", "c", "透视"])
    }

    func testDocumentsOfOnePageShareItsURLAndOthersKeepTheirOwn() {
        let page = [SearchEntry(title: "A", url: "a.html", text: "x"), SearchEntry(title: "B", url: "a.html#b", text: "y x"),
                    SearchEntry(title: "C", url: "a.html#c", text: "x")]
        XCTAssertEqual(SearchIndex.sharedURLPrefix(of: page), "a.html")
        let object = SearchIndex.object(for: page)
        XCTAssertTrue(object.hasPrefix("{\"url\":\"a.html\",\"docs\":[[\"A\",\"\",[\"x\"]],[\"B\",\"#b\",[\"y x\"]],[\"C\",\"#c\",[\"x\"]]]"), object)
        // A term's documents are steps from the previous one: x is in documents 0, 1 and 2, so steps 0, 1, 1.
        let alone = SearchIndex.weight(inTitle: false, occurrences: 1, length: 1)
        let ofTwo = SearchIndex.weight(inTitle: false, occurrences: 1, length: 2)
        XCTAssertTrue(object.contains("\"x\":[0,\(alone),1,\(ofTwo),1,\(alone)]"), object)
        XCTAssertTrue(object.contains("\"y\":[1,\(ofTwo)]"), object)
        XCTAssertTrue(object.contains("\"c\":[2,\(SearchIndex.weight(inTitle: true, occurrences: 0, length: 1))]"), object)
        let mixed = [SearchEntry(title: "A", url: "a.html", text: "x"), SearchEntry(title: "B", url: "a.htmlx", text: "x")]
        XCTAssertEqual(SearchIndex.sharedURLPrefix(of: mixed), "", "a.htmlx is another page, not a.html with a fragment")
        XCTAssertEqual(SearchIndex.sharedURLPrefix(of: []), "")
    }

    func testAShardIsTheSameWhateverTheOrderOfItsTerms() {
        let entries = [SearchEntry(title: "T", url: "u", text: "zeta alpha mu beta 透视 alpha")]
        let reversed = [SearchEntry(title: "T", url: "u", text: "alpha 透视 beta mu alpha zeta")]
        XCTAssertEqual(SearchIndex.object(for: entries).split(separator: "\"terms\"").last,
                       SearchIndex.object(for: reversed).split(separator: "\"terms\"").last)
    }

    /// Reading a page's documents is linear in their number, whether they repeat the same words or each brings new
    /// ones: ten times the documents, at most eleven times the work (a pass over all terms per document would give
    /// a hundred).
    func testReadingDocumentsIsLinearInTheirNumber() {
        func work(documents: Int, distinct: Bool) -> Int {
            let entries = (0..<documents).map { number in
                SearchEntry(title: "Listing 1.\(number) Turning layer\(distinct ? String(number) : "")",
                            url: "01.html#listing-\(number)",
                            text: "layer\(distinct ? String(number) : "").transform = CATransform3DMakeRotation(M_PI_4, 0, 0, 1);")
            }
            return SearchPostings(of: entries).work
        }
        for distinct in [false, true] {
            let small = work(documents: 300, distinct: distinct), large = work(documents: 3_000, distinct: distinct)
            XCTAssertGreaterThan(small, 300 * 10, "every token counts")
            XCTAssertLessThan(Double(large) / Double(small), 11, "\(small) -> \(large)")
        }
    }
}
