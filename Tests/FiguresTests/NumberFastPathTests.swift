@testable import Figures
import TransformKit
import XCTest

/// The fast paths of `NumberFormatting` must write exactly the bytes of the general path through `DecimalDigits`.
final class NumberFastPathTests: XCTestCase {
    /// A fixed xorshift sequence, so the test is deterministic.
    struct Sequence: RandomNumberGenerator {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        mutating func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
        mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
    }

    /// Values a figure writes: coordinates with few decimals, ties at every decimal, results of arithmetic that
    /// land a hair beside a tie, whole numbers, tiny and huge magnitudes, signed zeros.
    private func samples() -> [Double] {
        var values: [Double] = [0, -0.0, 0.005, -0.005, 0.015, 1.005, 2.675, 111.945, 96.195, 0.125, -0.125, 0.5, -0.5,
                                1e-7, 5e-5, 1e-4, 9.99995, 1e6, -1e6, 999_999.995, 123_456.785, 0.0049999999999999, 1e15 - 1,
                                9_007_199_254_740_991, 4_503_599_627_370_497, 1e15, 1e16, 0.1 + 0.2, 1.0 / 3.0, -2.0 / 3.0,
                                86.60254037844388, 6.123233995736766e-17, 0.000123, 0.00009999, 1e21, 1e-300]
        var sequence = Sequence()
        for _ in 0..<40_000 {
            let magnitude = [1.0, 10, 100, 1_000, 1e5, 1e6, 1e-3, 1e-5][Int(sequence.next() % 8)]
            let sign = sequence.next() % 2 == 0 ? 1.0 : -1.0
            let value = sign * sequence.unit() * magnitude
            values.append(value)
            // Ties and near-ties at 2, 3 and 6 decimals, computed as arithmetic would compute them.
            let hundredths = (value * 100).rounded(.down)
            values.append((hundredths + 0.5) / 100)
            values.append((hundredths * 10 + 5) / 1000)
            values.append(value.rounded() + 0.5)
            values.append((value * 1_000_000).rounded() / 1_000_000)
            values.append(Double(Int(sequence.next() % 2_000_000)) / 16 - 50_000)
            values.append(value * 1e-6)   // the tiny entries of interpolated matrices (12-decimal CSS numbers)
        }
        return values
    }

    func testFixedFastPathAgreesWithTheGeneralPath() {
        var fastCount = 0
        for value in samples() {
            for decimals in [0, 2, 3, 6, 9, 12] {
                let limited = min(max(value, -NumberFormatting.coordinateLimit), NumberFormatting.coordinateLimit)
                guard let fast = NumberFormatting.fastFixed(limited, decimals: decimals) else { continue }
                fastCount += 1
                XCTAssertEqual(fast, NumberFormatting.generalFixed(limited, decimals: decimals), "\(value) to \(decimals) decimals")
            }
        }
        XCTAssertGreaterThan(fastCount, 100_000)
    }

    func testExactFastPathAgreesWithTheGeneralPath() {
        var fastCount = 0
        for value in samples() {
            guard let fast = NumberFormatting.fastExact(value) else { continue }
            fastCount += 1
            XCTAssertEqual(fast, NumberFormatting.generalExact(value), "\(value)")
        }
        XCTAssertGreaterThan(fastCount, 100_000)
    }

    func testTiesAreLeftToTheGeneralPath() {
        XCTAssertNil(NumberFormatting.fastFixed(0.125, decimals: 2))
        XCTAssertNil(NumberFormatting.fastFixed(1.005, decimals: 2))
        XCTAssertEqual(NumberFormatting.coordinate(1.005), "1.01")   // the shortest decimal is a tie: away from zero
        XCTAssertEqual(NumberFormatting.coordinate(-0.125), "-0.13")
        XCTAssertEqual(NumberFormatting.fastFixed(111.951, decimals: 2), "111.95")
        XCTAssertEqual(NumberFormatting.fastFixed(-0.004, decimals: 2), "0")
        XCTAssertEqual(NumberFormatting.fastFixed(-0.05, decimals: 2), "-0.05")
        XCTAssertEqual(NumberFormatting.fastFixed(96.2, decimals: 2), "96.2")
        XCTAssertEqual(NumberFormatting.fastFixed(1e6, decimals: 2), "1000000")
        XCTAssertEqual(NumberFormatting.fastExact(-0.0), "-0")
        XCTAssertNil(NumberFormatting.fastExact(1e-5))
    }
}

extension NumberFastPathTests {
    func testAppendingWritesTheSameBytesAsTheStringFunctions() {
        for value in samples() + [.nan, .infinity, -.infinity, 1e-5, -3e-9, 1e300, 6.123233995736766e-17, -1.2e-16,
                                  3.9e-13, -4.9e-13, 5e-13, 5.1e-13, 1e-12, 4.99999e-7, 1e-6, -1e-6, 9.99999e-7,
                                  5e-5, -0.00005, 1.2345678901234567e-5, 9.999999999999999e-5, 0.0001 - 1e-20,
                                  -2.2e-6, 1.0000000000000002e-6] {
            var exact = "x"
            NumberFormatting.appendExact(value, to: &exact)
            XCTAssertEqual(exact, "x" + NumberFormatting.exact(value), "\(value)")
            XCTAssertEqual(exact.dropFirst().description, NumberFormatting.generalExact(value), "\(value)")
            var css = "x"
            NumberFormatting.appendCSSNumber(value, to: &css)
            XCTAssertEqual(css, "x" + NumberFormatting.cssNumber(value), "\(value)")
            var exactBytes = MarkupBuffer(capacity: 16)
            NumberFormatting.appendExact(value, to: &exactBytes)
            XCTAssertEqual(exactBytes.makeString(), NumberFormatting.generalExact(value), "\(value)")
            var bytes = MarkupBuffer(capacity: 16)
            bytes.append(UInt8(ascii: "x"))
            NumberFormatting.appendCSSNumber(value, to: &bytes)
            XCTAssertEqual(bytes.makeString(), "x" + NumberFormatting.cssNumber(value), "\(value)")
        }
    }

    func testAppendedCoordinatesEqualCoordinate() {
        for value in samples() + [.nan, .infinity, -.infinity, 2e6, -3e7, 0.004, -0.004, 0.005, -0.005, 1.10, 99.999,
                                  0, -0.0, 5, -5, 999_999, 1e6, -1e6, 1e6 + 1, -1e6 - 1, 1e300, -1e300] {
            var bytes = MarkupBuffer(capacity: 16)
            NumberFormatting.appendCoordinate(value, to: &bytes)
            XCTAssertEqual(bytes.makeString(), NumberFormatting.coordinate(value), "\(value)")
        }
    }

    func testReadableFastPathAgreesWithTheGeneralPath() {
        for value in samples() {
            XCTAssertEqual(ReadableNumber(value), ReadableNumber.general(value), "\(value)")
        }
    }
}

extension NumberFastPathTests {
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

extension NumberFastPathTests {
    /// `PlainReadableNumber` spells what `ReadableNumber` spells wherever it answers.
    func testPlainReadableNumberAgreesWithReadableNumber() {
        var answered = 0
        for value in samples() + [0, -0.0, 1, -1, 1e-4, -1e-4, 9e6, -8_999_999.99995, 0.00005, 0.99995, 1e-5,
                                   2, -3, 99_999, 100_000, -123_456, 8_999_999, -8_999_999, 9e6 - 0.5, 4_503_599.5] {
            guard let plain = PlainReadableNumber(value) else { continue }
            answered += 1
            let readable = ReadableNumber.general(value)
            let exact = plain.exact.withBytes { String(decoding: $0, as: UTF8.self) }
            let mantissa = plain.mantissa.withBytes { String(decoding: $0, as: UTF8.self) }
            XCTAssertTrue(readable.kind == .plain || readable.kind == .zero, "\(value)")
            XCTAssertEqual(exact, readable.exact, "\(value)")
            XCTAssertEqual(mantissa, readable.mantissa, "\(value)")
            XCTAssertEqual(plain.isNegative, readable.isNegative, "\(value)")
            XCTAssertEqual(plain.isRounded, readable.isRounded, "\(value)")
            XCTAssertNil(readable.powerOfTen, "\(value)")
            XCTAssertEqual(TransformWording.word(value), readable.typographicText, "\(value)")
        }
        XCTAssertGreaterThan(answered, 100_000)
    }
}

extension NumberFastPathTests {
    /// `matrix3d` converts a recurring magnitude once and copies its digits; every entry must still read as
    /// `cssNumber` spells it, whichever entries repeat and with whichever signs.
    func testMatrix3dWithRepeatedEntriesEqualsItsEntriesSpelledOneByOne() {
        let values = samples()
        var sequence = Sequence()
        for _ in 0..<20_000 {
            var entries: [Double] = []
            for _ in 0..<16 {
                let pick = Int(sequence.next() % 4)
                if pick == 0, let earlier = entries.randomElement(using: &sequence) {
                    entries.append(sequence.next() % 2 == 0 ? earlier : -earlier)
                } else {
                    entries.append(values[Int(sequence.next() % UInt64(values.count))])
                }
            }
            let t = CATransform3D(m11: entries[0], m12: entries[1], m13: entries[2], m14: entries[3],
                                  m21: entries[4], m22: entries[5], m23: entries[6], m24: entries[7],
                                  m31: entries[8], m32: entries[9], m33: entries[10], m34: entries[11],
                                  m41: entries[12], m42: entries[13], m43: entries[14], m44: entries[15])
            XCTAssertEqual(LiveRendition.matrix3d(t), "matrix3d(" + entries.map(NumberFormatting.cssNumber).joined(separator: ", ") + ")")
        }
    }
}


extension NumberFastPathTests {
    /// The description writes coordinates and points digit by digit; they must read as `TransformWording` spells them.
    func testProseCoordinatesEqualTransformWording() {
        let values = samples() + [.nan, .infinity, -.infinity, 0, -0.0, 9_999_999, -9_999_999.5, 1e7, -1e7, 2e6, -3e6]
        for (index, value) in values.enumerated() {
            var prose = Prose()
            prose.addCoordinate(value)
            prose.add(" ")
            let other = values[(index * 7 + 3) % values.count]
            prose.addPoint(value, other)
            let written = prose.finish()
            XCTAssertEqual(written, TransformWording.coordinate(value) + " " + TransformWording.point(value, other), "\(value)")
        }
    }
}

extension NumberFastPathTests {
    /// Small catalogs are searched linearly, large ones through a dictionary: both find every layer, once, at its
    /// tree-order index, across the size where one gives way to the other.
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

extension NumberFastPathTests {
    /// The identity map answers as a dictionary keyed by `ObjectIdentifier` does, below and beyond the size where
    /// it starts hashing, through replacements and removals.
    func testLayerIdentityMapActsAsADictionary() {
        let layers = (0..<40).map { _ in CALayer() }
        var state: UInt64 = 0x1234_5678_9ABC_DEF1
        for _ in 0..<300 {
            var map = LayerIdentityMap<Int>()
            var reference: [ObjectIdentifier: Int] = [:]
            for step in 0..<60 {
                state ^= state << 13; state ^= state >> 7; state ^= state << 17
                let layer = layers[Int(state % UInt64(step < 30 ? 20 : 40))]
                let value: Int? = state % 7 == 0 ? nil : Int(state >> 40)
                map[layer] = value
                reference[ObjectIdentifier(layer)] = value
                XCTAssertEqual(map.count, reference.count)
                for probe in layers { XCTAssertEqual(map[probe], reference[ObjectIdentifier(probe)]) }
            }
        }
        let set = LayerIdentitySet(Array(layers.prefix(25)))
        for (index, layer) in layers.enumerated() { XCTAssertEqual(set.contains(ObjectIdentifier(layer)), index < 25) }
    }
}
