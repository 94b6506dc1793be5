import Foundation
import XCTest
@testable import Notebook

/// Runs the page script's search under Node against an index written by `SearchIndex`, so the Swift indexer and
/// the JavaScript query side are checked together (the two tokenizers must agree).
final class SiteSearchScriptTests: XCTestCase {
    private func node() throws -> URL {
        for path in ["/usr/bin/node", "/usr/local/bin/node", "/usr/bin/nodejs"] where FileManager.default.isExecutableFile(atPath: path) {
            return URL(fileURLWithPath: path)
        }
        throw XCTSkip("node is not installed (apt-get install nodejs)")
    }

    /// The titles of the results of each query, as the page would list them.
    private func search(_ queries: [String], in entries: [SearchEntry]) throws -> [[String]] {
        let harness = """
        var elements = {};
        function element() { return { hidden: true, textContent: "", value: "", addEventListener: function () {},
          appendChild: function () {}, querySelector: function () { return null; }, setAttribute: function () {} }; }
        globalThis.window = globalThis;
        globalThis.localStorage = { getItem: function () { return null; }, setItem: function () {} };
        globalThis.document = {
          documentElement: { className: "js", getAttribute: function () { return null; }, setAttribute: function () {},
                             classList: { toggle: function () { return false; } } },
          getElementById: function (id) { return elements[id] || (elements[id] = element()); },
          querySelector: function () { return null; },
          querySelectorAll: function () { return []; },
          addEventListener: function () {}
        };
        \(SearchIndex.shard(for: Array(entries.prefix(1)), page: "a.html"))
        \(SearchIndex.shard(for: Array(entries.dropFirst()), page: "b.html"))
        \(PageScript.source)
        window.NotebookSearch.useShards(["a.html", "b.html"]);
        var queries = \(String(decoding: try JSONSerialization.data(withJSONObject: queries), as: UTF8.self));
        console.log(JSON.stringify(queries.map(function (q) {
          return window.NotebookSearch.search(q).map(function (r) { return window.NotebookSearch.documents()[r.document][0]; });
        })));
        """
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("search-\(UUID().uuidString).js")
        try Data(harness.utf8).write(to: script)
        defer { try? FileManager.default.removeItem(at: script) }
        let process = Process()
        process.executableURL = try node()
        process.arguments = [script.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [[String]])
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
}
