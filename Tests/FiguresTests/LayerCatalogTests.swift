@testable import Figures
import TransformKit
import XCTest

/// The layer catalog: short names and lookup by layer.
final class LayerCatalogTests: XCTestCase {}

extension LayerCatalogTests {
    func testShortLayerNames() {
        XCTAssertEqual(LayerCatalog.shortName("self.layerView.layer"), "layerView")
        XCTAssertEqual(LayerCatalog.shortName("faces[0].layer.sublayers[0]"), "faces[0].sublayers[0]")
        XCTAssertEqual(LayerCatalog.shortName("self.view.layer.sublayers[2]"), "view.sublayers[2]")
        XCTAssertEqual(LayerCatalog.shortName("sublayers[1]"), "sublayers[1]")
        XCTAssertEqual(LayerCatalog.shortName("self.layer"), "self.layer")
        XCTAssertEqual(LayerCatalog.shortName("..图层..layer"), "图层")
        XCTAssertEqual(LayerCatalog.shortName(""), "")
        XCTAssertEqual(LayerCatalog.shortName("a.sublayers\u{301}"), "sublayers\u{301}")
        XCTAssertEqual(LayerCatalog.shortName("a.sublayersé"), "a.sublayersé")
        XCTAssertEqual(LayerCatalog.shortName("self.v.\u{301}w.layer"), "\u{301}w", "a dot before a combining mark splits")
        // Against the previous implementation (byte components, `hasPrefix` on the last one's characters).
        func reference(_ name: String) -> String {
            let bytes = Array(name.utf8)
            var previous: Range<Int>?
            var last: Range<Int>?
            var start = 0
            for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: ".") {
                defer { start = end + 1 }
                guard end > start else { continue }
                let part = bytes[start..<end]
                if part.elementsEqual("layer".utf8) || part.elementsEqual("self".utf8) { continue }
                previous = last
                last = start..<end
            }
            guard let last else { return name }
            let lastText = String(decoding: bytes[last], as: UTF8.self)
            if lastText.hasPrefix("sublayers"), let previous {
                return String(decoding: bytes[previous], as: UTF8.self) + "." + lastText
            }
            return lastText
        }
        let pieces = ["self", "layer", "view", "sublayers", "sublayers[1]", "faces[0]", "图层", "\u{301}", ".", "..", "e", "s"]
        var state: UInt64 = 0x1234_5678_9ABC_DEF1
        for _ in 0..<4_000 {
            var name = ""
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            for _ in 0..<Int(state % 7) {
                state ^= state << 13; state ^= state >> 7; state ^= state << 17
                name += pieces[Int(state % UInt64(pieces.count))]
                if state % 3 == 0 { name += "." }
            }
            XCTAssertEqual(LayerCatalog.shortName(name), reference(name), name.debugDescription)
        }
    }
}

extension LayerCatalogTests {
    /// A catalog of any size finds every layer, once, at its tree-order index.
    func testCatalogFindsEveryLayerOnceWhateverItsSize() {
        for size in [1, 2, 5, 16, 17, 18, 40] {
            let root = CALayer()
            var layers = [root]
            for index in 1..<size {
                let layer = CALayer()
                layers[(index - 1) / 3].addSublayer(layer)
                layers.append(layer)
            }
            let catalog = LayerCatalog(root: root, names: LayerNames())
            XCTAssertEqual(catalog.entries.count, size)
            XCTAssertEqual(Set(catalog.entries.map { ObjectIdentifier($0.layer) }).count, size)
            for layer in layers {
                let entry = catalog.entry(for: layer)
                XCTAssertTrue(entry?.layer === layer, "size \(size)")
                XCTAssertTrue(entry.map { catalog.entries[$0.index] === $0 } ?? false, "size \(size)")
            }
            XCTAssertNil(catalog.entry(for: CALayer()))
        }
    }
}
