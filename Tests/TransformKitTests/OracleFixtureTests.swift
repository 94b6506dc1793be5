import Foundation
import TransformKit
import XCTest

/// Layer quads compared with values computed independently of this library: `tools/oracle/quads.py` (numpy, its
/// own implementation of spec C3–C9 and of the window, C16/C17) wrote `Fixtures/quads.json`. Regenerate with `python3 tools/oracle/quads.py`.
final class OracleFixtureTests: XCTestCase {
    private struct Fixture: Decodable {
        var epsilon: Double
        var cases: [Case]
    }

    private struct Case: Decodable {
        var name: String
        var layers: [LayerSpec]
    }

    private struct LayerSpec: Decodable {
        var id: String
        var parent: String?
        var kind: String?
        var bounds: [Double]
        var position: [Double]
        var anchorPoint: [Double]?
        var anchorPointZ: Double?
        var zPosition: Double?
        var doubleSided: Bool?
        var geometryFlipped: Bool?
        var transformOps: [[OpValue]]?
        var sublayerTransformOps: [[OpValue]]?
        var transform: [Double]
        var sublayerTransform: [Double]
        var expected: Expected
    }

    private struct Expected: Decodable {
        var corners: [[Number]]
        var quad: [[Number]]
        var polygon: [[Number]]
        var clipped: Bool
        var facing: String
        var visible: Bool
    }

    /// A JSON number, or "Infinity"/"-Infinity"/"NaN" as strings.
    private struct Number: Decodable {
        var value: Double
        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Double.self) {
                value = number
            } else {
                switch try container.decode(String.self) {
                case "Infinity": value = .infinity
                case "-Infinity": value = -.infinity
                default: value = .nan
                }
            }
        }
    }

    private enum OpValue: Decodable {
        case name(String)
        case number(Double)
        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Double.self) { self = .number(number) } else { self = .name(try container.decode(String.self)) }
        }
        var number: Double {
            if case let .number(value) = self { return value }
            return .nan
        }
    }

    private func loadFixture() throws -> Fixture {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/quads.json")
        return try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
    }

    private func close(_ actual: Double, _ expected: Double) -> Bool {
        if expected.isNaN { return actual.isNaN }
        if expected.isInfinite { return actual == expected }
        return Swift.abs(actual - expected) <= 1e-9 * Swift.max(1, Swift.abs(expected))
    }

    /// The transform built from the listed operations with this library's functions.
    private func transform(from ops: [[OpValue]]) -> CATransform3D {
        var m = CATransform3DIdentity
        for op in ops {
            guard case let .name(kind)? = op.first else { continue }
            let a = op.dropFirst().map(\.number)
            switch (kind, a.count) {
            case ("translate", 3): m = CATransform3DTranslate(m, a[0], a[1], a[2])
            case ("scale", 3): m = CATransform3DScale(m, a[0], a[1], a[2])
            case ("rotate", 4): m = CATransform3DRotate(m, a[0], a[1], a[2], a[3])
            case ("m34", 1): m.m34 = a[0]
            default: XCTFail("unknown operation \(kind)")
            }
        }
        return m
    }

    func testFixtureIsPresentAndCoversTheRequiredScenes() throws {
        let fixture = try loadFixture()
        XCTAssertEqual(fixture.epsilon, LayerProjection.defaultNearPlaneEpsilon)
        let names = Set(fixture.cases.map(\.name))
        for required in ["listing-5.4", "listing-5.5", "listing-5.6", "e29", "listing-5.7", "listing-5.8",
                         "cube-face-on", "cube-corner-on", "anchor-zero", "bounds-origin", "near-plane",
                         "nested-near-plane", "geometry-flipped", "window-lone-layer", "window-placed-root",
                         "window-culled-root", "window-transform-layer"] {
            XCTAssertTrue(names.contains(required), "missing case \(required)")
        }
    }

    func testQuadsMatchTheIndependentOracle() throws {
        let fixture = try loadFixture()
        let projection = LayerProjection(nearPlaneEpsilon: fixture.epsilon)
        var compared = 0
        for testCase in fixture.cases {
            var layers: [String: CALayer] = [:]
            for spec in testCase.layers {
                let layer: CALayer = spec.kind == "transformLayer" ? CATransformLayer() : CALayer()
                layer.name = spec.id
                layer.bounds = CGRect(x: spec.bounds[0], y: spec.bounds[1], width: spec.bounds[2], height: spec.bounds[3])
                layer.position = CGPoint(x: spec.position[0], y: spec.position[1])
                if let anchor = spec.anchorPoint { layer.anchorPoint = CGPoint(x: anchor[0], y: anchor[1]) }
                layer.anchorPointZ = spec.anchorPointZ ?? 0
                layer.zPosition = spec.zPosition ?? 0
                layer.isDoubleSided = spec.doubleSided ?? true
                layer.isGeometryFlipped = spec.geometryFlipped ?? false
                layer.transform = CATransform3D(elements: spec.transform) ?? .identity
                layer.sublayerTransform = CATransform3D(elements: spec.sublayerTransform) ?? .identity
                // The library's own functions build the same matrices from the same operations.
                let built = transform(from: spec.transformOps ?? [])
                let builtSublayer = transform(from: spec.sublayerTransformOps ?? [])
                for (mine, theirs) in zip(built.elements + builtSublayer.elements, spec.transform + spec.sublayerTransform) {
                    XCTAssertEqual(mine, theirs, accuracy: 1e-15, "\(testCase.name)/\(spec.id) transform")
                }
                if let parent = spec.parent.flatMap({ layers[$0] }) { parent.addSublayer(layer) }
                layers[spec.id] = layer
            }
            guard let rootID = testCase.layers.first?.id, let root = layers[rootID] else { continue }
            let list = projection.renderList(of: root)
            for spec in testCase.layers {
                guard let layer = layers[spec.id] else { continue }
                let where_ = "\(testCase.name)/\(spec.id)"
                let p = projection.project(layer, in: root)
                let expected = spec.expected
                for (corner, wanted) in zip(p.corners, expected.corners) {
                    XCTAssertTrue(close(corner.x, wanted[0].value) && close(corner.y, wanted[1].value) && close(corner.w, wanted[2].value),
                                  "\(where_) corner \(corner) vs \(wanted.map(\.value))")
                }
                for (point, wanted) in zip(p.quad, expected.quad) {
                    XCTAssertTrue(close(point.x, wanted[0].value) && close(point.y, wanted[1].value),
                                  "\(where_) quad \(point) vs \(wanted.map(\.value))")
                }
                XCTAssertEqual(p.polygon.count, expected.polygon.count, "\(where_) polygon size")
                for (point, wanted) in zip(p.polygon, expected.polygon) {
                    XCTAssertTrue(close(point.x, wanted[0].value) && close(point.y, wanted[1].value),
                                  "\(where_) polygon \(point) vs \(wanted.map(\.value))")
                }
                XCTAssertEqual(p.isClipped, expected.clipped, "\(where_) clipped")
                XCTAssertEqual(p.facing.rawValue, expected.facing, "\(where_) facing")
                XCTAssertEqual(p.isVisible, expected.visible, "\(where_) visible")
                if layer.flattensSublayers {
                    XCTAssertEqual(list.entry(for: layer)?.isVisible, expected.visible, "\(where_) render list")
                } else {
                    XCTAssertNil(list.entry(for: layer), "transform layers are not drawn")
                }
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 50)
    }
}
