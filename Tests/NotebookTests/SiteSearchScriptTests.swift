import Foundation
import NotebookTestSupport
import XCTest
@testable import Notebook

/// Runs the page script's search under Node, in a small fake DOM, against an index written by `SearchIndex`, so the
/// Swift indexer and the JavaScript query side are checked together (the two tokenizers must agree).
final class SiteSearchScriptTests: XCTestCase {
    /// Elements with children, text nodes and event listeners: as much of the DOM as the page script's search uses.
    /// `markup(node)` writes a node's text with each `<mark>` as `[...]`.
    private let fakeDocument = """
    function makeNode(tag) {
      var node = { tagName: tag, childNodes: [], listeners: {}, hidden: true, value: "", className: "", href: "", data: "" };
      Object.defineProperty(node, "textContent", {
        get: function () { return tag === "#text" ? node.data : node.childNodes.map(function (c) { return c.textContent; }).join(""); },
        set: function (text) { if (tag === "#text") { node.data = text; } else { node.childNodes = text ? [textNode(text)] : []; } }
      });
      node.appendChild = function (child) { node.childNodes.push(child); return child; };
      node.addEventListener = function (type, listener) { (node.listeners[type] = node.listeners[type] || []).push(listener); };
      node.querySelector = function () { return null; };
      node.setAttribute = function () {};
      node.getAttribute = function () { return null; };
      return node;
    }
    function textNode(text) { var node = makeNode("#text"); node.data = text; return node; }
    function markup(node) {
      if (node.tagName === "#text") { return node.data; }
      var inner = node.childNodes.map(markup).join("");
      return node.tagName === "mark" ? "[" + inner + "]" : inner;
    }
    var elements = {};
    globalThis.window = globalThis;
    globalThis.localStorage = { getItem: function () { return null; }, setItem: function () {} };
    globalThis.document = {
      documentElement: { className: "js", getAttribute: function () { return null; }, setAttribute: function () {},
                         classList: { toggle: function () { return false; } } },
      head: makeNode("head"),
      getElementById: function (id) { return elements[id] || (elements[id] = makeNode("div")); },
      createElement: makeNode,
      createTextNode: textNode,
      querySelector: function () { return null; },
      querySelectorAll: function () { return []; },
      addEventListener: function () {}
    };
    window.NotebookContents = { pages: [["a.html", 1, "A"], ["b.html", 2, "B"]] };
    var input = document.getElementById("search-input");
    var results = document.getElementById("search-results");
    function type(text) {
      input.value = text;
      input.listeners.input.forEach(function (listener) { listener(); });
    }
    /* What the results list shows: per result, its title and excerpt with marks. */
    function shown() {
      return results.childNodes.map(function (item) {
        if (item.className === "search-empty") { return [item.textContent]; }
        var link = item.childNodes[0];
        return [markup(link.childNodes[0]), markup(link.childNodes[1])];
      });
    }
    """

    /// Runs `body` after the page script, with `entries` split into two pages' shards (the first entry is page
    /// `a.html`'s, the rest `b.html`'s); `registerShards()` runs the shard statements, as loading the search file
    /// would. Returns what `body` prints, parsed as JSON.
    private func run(_ body: String, entries: [SearchEntry]) throws -> Any {
        let harness = fakeDocument + """

        function registerShards() {
          \(SearchIndex.shard(for: Array(entries.prefix(1)), page: "a.html"))
          \(SearchIndex.shard(for: Array(entries.dropFirst()), page: "b.html"))
        }
        \(PageScript.source)
        \(body)
        """
        return try NodeScript.json(running: harness)
    }

    private func json(_ value: Any) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: value), as: UTF8.self)
    }

    /// The titles of the results of each query, as the page would list them.
    private func search(_ queries: [String], in entries: [SearchEntry]) throws -> [[String]] {
        let output = try run("""
        registerShards();
        window.NotebookSearch.useShards(["a.html", "b.html"]);
        console.log(JSON.stringify(\(try json(queries)).map(function (q) {
          return window.NotebookSearch.search(q).map(function (r) { return window.NotebookSearch.documents()[r.document][0]; });
        })));
        """, entries: entries)
        return try XCTUnwrap(output as? [[String]])
    }

    /// What the results list shows after typing `query` (the index loaded first).
    private func shown(after query: String, in entries: [SearchEntry]) throws -> [[String]] {
        let output = try run("""
        registerShards();
        window.NotebookSearch.useShards(["a.html", "b.html"]);
        type(\(SearchIndex.javaScriptString(query)));
        console.log(JSON.stringify(shown()));
        """, entries: entries)
        return try XCTUnwrap(output as? [[String]])
    }

    func testQueriesMatchWordsByPrefixAndChineseByBigrams() throws {
        let entries = [
            SearchEntry(title: "1. Affine transforms", url: "01.html", text: "Rotation and scale. CGAffineTransformMakeRotation turns a layer."),
            SearchEntry(title: "2. 透视投影", url: "02.html", text: "用 m34 做透视：消失点。Perspective with m34."),
            SearchEntry(title: "Listing 2.1 Rotating about y", url: "02.html#listing-y", text: "CATransform3DRotate(t, M_PI_4, 0, 1, 0)"),
        ]
        let results = try search(["rotation", "ROT", "makerot", "透视", "消失点", "透", "m34 perspective", "rotation 透视", "", "zzz"], in: entries)
        XCTAssertEqual(results, [
            ["1. Affine transforms"],
            ["Listing 2.1 Rotating about y", "1. Affine transforms"],
            [],
            ["2. 透视投影"],
            ["2. 透视投影"],
            ["2. 透视投影"],
            ["2. 透视投影"],
            [],
            [],
            [],
        ])
    }

    /// The tokenizer of the page script and `SearchTokenizer` give the same tokens, in the same order.
    func testTheScriptTokenizesAsTheIndexDoes() throws {
        let texts = [
            "CATransform3DMakeRotation", "layer.transform = CATransform3DRotate(t, M_PI_4, 0, 1, 0);", "rotation.z",
            "transform.rotation.z", "URLSession setNeedsDisplay a1B2 XMLHTTPRequest iOS", "m34 = -1.0/500", "x y z",
            "透视投影", "用m34做透视。图", "アフィン変換と투시", "𠀀𠀁 lone 字", "café CAFÉ Café e\u{301}te\u{301} naïveRotateBy",
            "ÉCOLE ΣΊΣΥΦΟΣ İstanbul straße Ⅻ3d ½ ٣٤", "snake_case kebab-case dot.case", "", "  \n\t ",
            "Ǆemal ǅemal", "x₂ ²3 №5",
        ]
        let output = try run("""
        console.log(JSON.stringify(\(try json(texts)).map(window.NotebookSearch.tokens)));
        """, entries: [])
        let scriptTokens = try XCTUnwrap(output as? [[String]])
        XCTAssertEqual(scriptTokens.count, texts.count)
        for (text, tokens) in zip(texts, scriptTokens) {
            XCTAssertEqual(tokens, SearchTokenizer.tokens(of: text), text)
        }
    }

    func testAKeyPathQueryFindsItsSectionByBothWords() throws {
        let entries = [
            SearchEntry(title: "4. 3D › Key paths", url: "04.html#section-key-paths",
                        text: "Animate transform.rotation.z to turn a layer about its z axis."),
            SearchEntry(title: "4. 3D › Rotation", url: "04.html#section-rotation", text: "A rotation turns the layer."),
            SearchEntry(title: "Listing 4.1 Zoom", url: "04.html#listing-zoom", text: "layer.zPosition = 10;"),
        ]
        XCTAssertEqual(try search(["rotation.z", "rotation z", "z"], in: entries), [
            ["4. 3D › Key paths"],
            ["4. 3D › Key paths"],
            // A lone `z` is typed in full in the key path, but begins the title's `Zoom`: the title ranks first.
            ["Listing 4.1 Zoom", "4. 3D › Key paths"],
        ])
    }

    /// Eighty occurrences in a listing of forty lines still rank above one in passing, but below the section titled
    /// by the term.
    func testASectionTitledByTheTermRanksAboveALongListingFullOfIt() throws {
        let listing = (1...40).map { "layer\($0).transform = CATransform3DMakeRotation(angle, 0, 0, 1); // rotation \($0)" }
        let entries = [
            SearchEntry(title: "Listing 3.4 Many layers", url: "03.html#listing-many", text: listing.joined(separator: "\n")),
            SearchEntry(title: "3. Transforms › Rotation", url: "03.html#section-rotation", text: "Turning a layer about its anchor."),
            SearchEntry(title: "3. Transforms › Scale", url: "03.html#section-scale", text: "A rotation first, then a scale."),
        ]
        XCTAssertEqual(try search(["rotation"], in: entries),
                       [["3. Transforms › Rotation", "Listing 3.4 Many layers", "3. Transforms › Scale"]])
    }

    /// `Listing 3.1` is the listing whose title says so, not one whose title holds a 3 and a 1 elsewhere
    /// (`CATransform3DMakeScale(2, 3, 1)`, which ranked first in the book) nor `Listing 3.12`, which it begins.
    func testAQueryWrittenInATitleRanksThatTitleFirst() throws {
        let entries = [
            SearchEntry(title: "1. Intro", url: "01.html", text: "Nothing here."),
            SearchEntry(title: "Listing 2.9 CATransform3DMakeScale(2, 3, 1)", url: "02.html#listing-scale",
                        text: "layer.transform = CATransform3DMakeScale(2, 3, 1);"),
            SearchEntry(title: "Listing 3.12 An affine and a non-affine transform", url: "02.html#listing-deep",
                        text: "deep = CATransform3DRotate(deep, M_PI / 3, 0, 1, 0);"),
            SearchEntry(title: "Listing 3.1 Rotating a layer by 45 degrees (book Listing 5.1)", url: "02.html#listing-45",
                        text: "self.layerView.layer.affineTransform = CGAffineTransformMakeRotation(M_PI_4);"),
            SearchEntry(title: "2. Vectors › Composition, and why order matters", url: "02.html#section-order",
                        text: "The order of two transforms."),
            SearchEntry(title: "2. Vectors › Matters of order", url: "02.html#section-matters",
                        text: "Order matters: order matters, as order matters everywhere."),
        ]
        XCTAssertEqual(try search(["Listing 3.1", "listing 3.12", "order matters"], in: entries), [
            ["Listing 3.1 Rotating a layer by 45 degrees (book Listing 5.1)",
             "Listing 3.12 An affine and a non-affine transform", "Listing 2.9 CATransform3DMakeScale(2, 3, 1)"],
            ["Listing 3.12 An affine and a non-affine transform"],
            ["2. Vectors › Composition, and why order matters", "2. Vectors › Matters of order"],
        ])
    }

    /// Swift names a Boolean property `isDoubleSided` where Objective-C (and the book's prose) says `doubleSided`: the
    /// Swift spelling finds the section about it too, its `doubleSided` marked; the Objective-C spelling is unchanged.
    func testASwiftIsPropertyFindsItsObjectiveCName() throws {
        let entries = [
            SearchEntry(title: "4. 3D › Back faces", url: "04.html#section-back-faces",
                        text: "Setting doubleSided to NO hides a layer whenever it faces away from the camera."),
            SearchEntry(title: "Listing 4.14 Hiding the back", url: "04.html#listing-back",
                        text: "self.layerView.layer.doubleSided = NO;\nlayerView.layer.isDoubleSided = false"),
            SearchEntry(title: "4. 3D › Isolation", url: "04.html#section-isolation", text: "A layer is sided."),
        ]
        XCTAssertEqual(try search(["isDoubleSided", "isDouble", "doubleSided", "is"], in: entries), [
            ["4. 3D › Back faces", "Listing 4.14 Hiding the back"],
            ["Listing 4.14 Hiding the back", "4. 3D › Back faces"],
            ["4. 3D › Back faces", "Listing 4.14 Hiding the back"],
            // `is` alone is a word, not a Swift property: it finds what begins with it.
            ["4. 3D › Isolation", "Listing 4.14 Hiding the back"],
        ])
        XCTAssertEqual(try shown(after: "isDoubleSided", in: entries).first,
                       ["4. 3D › Back faces", "Setting [doubleSided] to NO hides a layer whenever it faces away from the camera."])
    }

    /// A word the index does not hold, of four letters or more, finds the words one typing slip away from it (a
    /// letter left out, added, changed, or two swapped), as written or begun: `perpective` found nothing.
    func testAMisspelledWordFindsTheWordsOneSlipAway() throws {
        let entries = [
            SearchEntry(title: "1. Intro", url: "01.html", text: "Nothing here."),
            SearchEntry(title: "4. 3D › Perspective", url: "04.html#section-perspective", text: "Set m34 to -1/500."),
            SearchEntry(title: "1. Geometry › Anchor", url: "01.html#section-anchor", text: "The anchorPoint is the pivot."),
            SearchEntry(title: "4. 3D › Depth", url: "04.html#section-depth", text: "Perspective makes far layers smaller."),
        ]
        XCTAssertEqual(try search(["perpective", "perspecitve", "perpsective", "perspectivee", "perpec", "anchorpiont",
                                   "perpective far", "xyzzy", "pers", "nothng"], in: entries), [
            ["4. 3D › Perspective", "4. 3D › Depth"],
            ["4. 3D › Perspective", "4. 3D › Depth"],
            ["4. 3D › Perspective", "4. 3D › Depth"],
            ["4. 3D › Perspective", "4. 3D › Depth"],
            ["4. 3D › Perspective", "4. 3D › Depth"],
            ["1. Geometry › Anchor"],
            ["4. 3D › Depth"],
            [],
            ["4. 3D › Perspective", "4. 3D › Depth"],
            ["1. Intro"],
        ])
        XCTAssertEqual(try shown(after: "perpective", in: entries).last, ["4. 3D › Depth", "[Perspective] makes far layers smaller."])
    }

    /// A word joined to the next by punctuation (`M_PI_4`, `-1/500`) was typed in full: it matches in full, so the
    /// `M` of `M_PI_4` no longer finds (and marks) `Move` in a title, nor the 1 of `-1/500` find `100`.
    func testAWordJoinedToTheNextIsMatchedInFull() throws {
        let entries = [
            SearchEntry(title: "7. Dragging › Exercise", url: "07.html#exercise", text: "Start from a perspective of -1/500."),
            SearchEntry(title: "Listing 5.6 Faces", url: "05.html#listing-faces",
                        text: "face3.center = CGPointMake(300, 100);\nface4.center = CGPointMake(500, 200);"),
            SearchEntry(title: "Listing 2.9 Move the layer", url: "02.html#listing-move",
                        text: "self.layerView.layer.transform = CATransform3DRotate(t, M_PI_4, 0, 0, 1);"),
            SearchEntry(title: "3. Affine › Radians", url: "03.html#section-radians", text: "The angle is M_PI_4, not 45."),
        ]
        XCTAssertEqual(try search(["-1/500", "M_PI_4", "M_P", "1"], in: entries), [
            ["7. Dragging › Exercise"],
            ["3. Affine › Radians", "Listing 2.9 Move the layer"],
            ["3. Affine › Radians", "Listing 2.9 Move the layer"],
            ["7. Dragging › Exercise", "Listing 2.9 Move the layer", "Listing 5.6 Faces"],
        ])
        XCTAssertEqual(try shown(after: "M_PI_4", in: entries).last,
                       ["Listing 2.9 Move the layer", "self.layerView.layer.transform = CATransform3DRotate(t, [M]_[PI]_[4], 0, 0, 1);"])
    }

    /// A text saying what was typed, as typed (`Figure 5.2`, `transform.rotation.z`), ranks above texts holding
    /// its words apart, even under titles that hold some of them (a chapter's number, `5.` or `2.`).
    func testATextHoldingTheQueryAsTypedRanksAboveItsWordsApart() throws {
        let entries = [
            SearchEntry(title: "2. Vectors › Composition", url: "02.html#section-composition",
                        text: "The difference is plain to see (Figure 2.5). In Listing 2.5 both squares turn."),
            SearchEntry(title: "3. Affine › Affine and non-affine", url: "03.html#section-non-affine",
                        text: "Shapes a transform can make.\nThe book's Figure 5.2 contrasts the shapes an affine transform can make."),
            SearchEntry(title: "5. Solid › Six faces", url: "05.html#section-six-faces",
                        text: "The cube is disappointing (the book's Figure 5.20)."),
            SearchEntry(title: "6. Reference › Rotation about z", url: "06.html#section-z",
                        text: "A rotation about z: the transform turns the layer."),
            SearchEntry(title: "6. Reference › Key paths", url: "06.html#section-key-paths",
                        text: "Animate the number transform.rotation.z from 0 to 2π."),
        ]
        XCTAssertEqual(try search(["Figure 5.2", "transform.rotation.z"], in: entries).map { $0.first }, [
            "3. Affine › Affine and non-affine", "6. Reference › Key paths",
        ])
        XCTAssertEqual(try shown(after: "figure 5.2", in: entries).first,
                       ["3. Affine › Affine and non-affine", "The book's [Figure] [5].[2] contrasts the shapes an affine transform can make."])
    }

    /// Of the lines holding as many of the terms, a result shows the one holding the query as typed: `Figure 5.2`,
    /// not `Figure 5.22` which came first.
    func testAResultShowsTheLineHoldingTheQueryAsTyped() throws {
        let entries = [
            SearchEntry(title: "5. Solid › Light and shadow", url: "05.html#section-light",
                        text: "Every face gets its lighting layer (the book's Figure 5.22).\nTogether, Figure 5.2 and Figure 5.3 show the cube."),
        ]
        XCTAssertEqual(try shown(after: "Figure 5.2", in: entries),
                       [["[5]. Solid › Light and shadow", "Together, [Figure] [5].[2] and [Figure] [5].3 show the cube."]])
    }

    /// A misspelled word is compared with the index terms that begin with its first letter only, not with every
    /// term of the book at each keystroke: here 2 of 2,001.
    func testAMisspelledWordIsComparedWithTheTermsOfItsFirstLetterOnly() throws {
        let filler = (1...1_999).map { "zz\($0)" }.joined(separator: " ")
        let entries = [
            SearchEntry(title: "1. Filler", url: "01.html", text: filler),
            SearchEntry(title: "4. 3D › Perspective", url: "04.html#section-perspective", text: "Perspective and pivot."),
        ]
        let output = try run("""
        registerShards();
        window.NotebookSearch.useShards(["a.html", "b.html"]);
        var found = window.NotebookSearch.search("perpective").length;
        console.log(JSON.stringify([found, window.NotebookSearch.keysCompared()]));
        """, entries: entries)
        XCTAssertEqual(output as? [Int], [1, 2])
    }

    func testAResultShowsTheLineThatMatchedWithTheTermsMarked() throws {
        let code = "@interface ViewController ()\n@property (nonatomic) UIView *layerView;\n@end\n"
            + "self.layerView.layer.transform = CATransform3DMakeRotation(M_PI_4, 0, 0, 1);\n"
        let entries = [
            SearchEntry(title: "1. Intro", url: "01.html", text: "Nothing here."),
            SearchEntry(title: "Listing 1.1 A <b>tilted</b> layer", url: "01.html#listing-tilt", text: code),
        ]
        XCTAssertEqual(try shown(after: "makerotation", in: entries), [["No results"]])
        XCTAssertEqual(try shown(after: "rotation layer", in: entries), [
            ["Listing 1.1 A <b>tilted</b> [layer]",
             "self.[layer]View.[layer].transform = CATransform3DMake[Rotation](M_PI_4, 0, 0, 1);"],
        ])
        // No line mentions `b`: the excerpt is the title, not the listing's boilerplate first line.
        XCTAssertEqual(try shown(after: "<b>", in: entries), [["Listing 1.1 A <[b]>tilted</[b]> layer", "Listing 1.1 A <[b]>tilted</[b]> layer"]])
    }

    func testALongLineIsCutAroundItsFirstMatch() throws {
        let words = (1...60).map { "word\($0)" }
        let entries = [SearchEntry(title: "1. Long", url: "01.html", text: words.joined(separator: " "))]
        let excerpt = try XCTUnwrap(try shown(after: "word50", in: entries).first?.last)
        XCTAssertTrue(excerpt.hasPrefix("…"), excerpt)
        XCTAssertTrue(excerpt.contains("[word50]"), excerpt)
        XCTAssertLessThanOrEqual(excerpt.count, 170)
    }

    /// When only a listing's title matches (`rotating`), its excerpt is the first line mentioning a query word (by its
    /// stem, `rotate`), never the listing's boilerplate first line; with no such line, the title itself.
    func testATitleOnlyMatchShowsALineMentioningTheQueryNotBoilerplate() throws {
        let entries = [
            SearchEntry(title: "1. Intro", url: "01.html", text: "Nothing here."),
            SearchEntry(title: "Listing 1.9 Rotating about the default anchor point", url: "01.html#listing-9",
                        text: "@interface ViewController ()\n@end\n//rotate 30 degrees about the centre\nlayer.affineTransform = t;"),
            SearchEntry(title: "Listing 1.10 Rotating again", url: "01.html#listing-10", text: "@interface ViewController ()\n@end"),
        ]
        XCTAssertEqual(try shown(after: "rotating", in: entries), [
            ["Listing 1.9 [Rotating] about the default anchor point", "//[rotat]e 30 degrees about the centre"],
            ["Listing 1.10 [Rotating] again", "Listing 1.10 [Rotating] again"],
        ])
    }

    /// A listing in two languages shows the line holding the one-word query as typed (Swift's `isDoubleSided`), not the
    /// first line holding a spelling of it (Objective-C's `doubleSided`).
    func testAOneWordQueryShowsTheLineHoldingItAsTyped() throws {
        let entries = [
            SearchEntry(title: "Listing 4.14 Hiding the back", url: "04.html#listing-back",
                        text: "self.layerView.layer.doubleSided = NO;\nlayerView.layer.isDoubleSided = false"),
        ]
        XCTAssertEqual(try shown(after: "isDoubleSided", in: entries),
                       [["Listing 4.14 Hiding the back", "layerView.layer.[isDoubleSided] = false"]])
    }

    /// A chapter's number before a title (`4. 3D › Back faces`) or a listing's (`Listing 4.1`) is not a title match for
    /// the digits of `M_PI_4`; it still is for a query about a number (`Listing 4.1`, `4.1`).
    func testALabelNumberInATitleCountsOnlyForAQueryAboutNumbers() throws {
        let entries = [
            SearchEntry(title: "1. Intro", url: "01.html", text: "Nothing here."),
            SearchEntry(title: "4. 3D › Back faces", url: "04.html#section-back",
                        text: "A layer turned by M_PI_4 and on, past a right angle, shows its back, as Listing 4.13 does."),
            SearchEntry(title: "Listing 4.1 Eight rotations", url: "04.html#listing-1",
                        text: "t = CATransform3DMakeRotation(M_PI_4, 0, 0, 1);\nt = CATransform3DRotate(t, M_PI_4, 0, 1, 0);"),
            SearchEntry(title: "3. Affine › Radians", url: "03.html#section-radians", text: "The angle is M_PI_4, not 45."),
        ]
        XCTAssertEqual(try search(["M_PI_4", "Listing 4.1", "4.1"], in: entries), [
            ["Listing 4.1 Eight rotations", "4. 3D › Back faces", "3. Affine › Radians"],
            ["Listing 4.1 Eight rotations", "4. 3D › Back faces"],
            ["Listing 4.1 Eight rotations", "4. 3D › Back faces"],
        ])
    }

    /// `anchorPoint` also finds the sections whose prose says `anchor point`, and ranks them by their weight with the
    /// texts holding the identifier; its parts apart (`anchor` here, `point` there) are not enough.
    func testACamelCaseQueryFindsItsPartsWrittenAsWords() throws {
        let entries = [
            SearchEntry(title: "1. Intro", url: "01.html", text: "An anchor holds; a point is a place."),
            SearchEntry(title: "Listing 1.4 The same frame", url: "01.html#listing-4",
                        text: "layer.anchorPoint = CGPointMake(0, 0);\nlayer.frame = CGRectMake(40, 60, 120, 80);\nlayer.position = p;"),
            SearchEntry(title: "1. Geometry › The anchor point is the pivot", url: "01.html#section-pivot",
                        text: "The anchor point has a second job."),
            SearchEntry(title: "1. Geometry › Frames", url: "01.html#section-frames",
                        text: "The frame moves so that the anchor point lands where the frame says."),
        ]
        XCTAssertEqual(try search(["anchorPoint"], in: entries), [
            ["1. Geometry › The anchor point is the pivot", "1. Geometry › Frames", "Listing 1.4 The same frame"],
        ])
        XCTAssertEqual(try shown(after: "anchorPoint", in: entries)[1],
                       ["1. Geometry › Frames", "The frame moves so that the [anchor] [point] lands where the frame says."])
    }

    /// `m 34` is `m34` split by a space: a one-letter word followed by a number also matches them joined, and a text
    /// holding them joined ranks first; texts holding `m…` and `34…` apart still match.
    func testALetterAndANumberApartAlsoMatchThemJoined() throws {
        let entries = [
            SearchEntry(title: "1. Geometry › Exercise", url: "01.html#exercise", text: "Make it 34 points wide without moving it."),
            SearchEntry(title: "4. 3D › Perspective", url: "04.html#section-perspective", text: "Set m34 to -1/500."),
            SearchEntry(title: "4. 3D › Depth", url: "04.html#section-depth", text: "A small m and 34."),
        ]
        XCTAssertEqual(try search(["m 34", "m34", "m 3"], in: entries), [
            ["4. 3D › Perspective", "4. 3D › Depth", "1. Geometry › Exercise"],
            ["4. 3D › Perspective"],
            // `m3` is begun by `m34` but typed in full by none: the text holding `m` and `34` weighs more.
            ["4. 3D › Depth", "4. 3D › Perspective", "1. Geometry › Exercise"],
        ])
        XCTAssertEqual(try shown(after: "m 34", in: entries).first, ["4. 3D › Perspective", "Set [m34] to -1/500."])
    }

    /// A query typed while the index loads is searched once it has loaded: the latest one, once.
    func testAQueryTypedWhileTheIndexLoadsRunsWhenItHasLoaded() throws {
        let entries = [
            SearchEntry(title: "1. Affine", url: "01.html", text: "Scale first."),
            SearchEntry(title: "2. Perspective", url: "02.html", text: "A rotation about y."),
        ]
        let output = try run("""
        input.listeners.focus.forEach(function (listener) { listener(); });
        type("sca");
        type("rotation");
        var whileLoading = shown();
        var scripts = document.head.childNodes.map(function (script) { return script.src; });
        registerShards();
        document.head.childNodes.forEach(function (script) { script.onload(); });
        var loaded = shown();
        type("scale");
        console.log(JSON.stringify([whileLoading, scripts, loaded, shown(), elements["search-status"].textContent]));
        """, entries: entries)
        let steps = try XCTUnwrap(output as? [Any])
        XCTAssertEqual(steps[0] as? [[String]], [])
        XCTAssertEqual(steps[1] as? [String], ["search/part-1.js"], "the part is requested once")
        XCTAssertEqual(steps[2] as? [[String]], [["2. Perspective", "A [rotation] about y."]])
        XCTAssertEqual(steps[3] as? [[String]], [["1. Affine", "[Scale] first."]])
        XCTAssertEqual(steps[4] as? String, "1 result")
    }
}
