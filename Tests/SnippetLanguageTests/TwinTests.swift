@testable import SnippetLanguage
import TransformKit
import XCTest

/// Each listing of listings-objc.txt and its Swift twin in listings-swift.txt (same example name) must compute the
/// same values: every variable both declare, and every layer (by name) — bit for bit, numbers compared as doubles.
final class TwinTests: XCTestCase {
    func testObjectiveCAndSwiftTwinsComputeIdenticalValues() throws {
        let objc = try ExampleFile.load("listings-objc.txt")
        let swift = Dictionary(try ExampleFile.load("listings-swift.txt").map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        var pairs = 0
        for example in objc {
            guard let twin = swift[example.name] else {
                XCTFail("listing \(example.name) has no Swift twin")
                continue
            }
            pairs += 1
            let left = ListingExamplesTests.evaluate(example)
            let right = ListingExamplesTests.evaluate(twin)
            XCTAssertFalse(left.hasErrors, "\(example.name) (objc) has errors")
            XCTAssertFalse(right.hasErrors, "\(example.name) (swift) has errors")
            var shared = 0
            for variable in left.variables {
                guard let other = right.variable(named: variable.name) else { continue }
                shared += 1
                XCTAssertEqual(variable.value.components, other.components,
                               "\(example.name): variable \(variable.name): \(left.describe(variable.value)) vs \(right.describe(other))")
            }
            XCTAssertEqual(left.layers.map(\.name), right.layers.map(\.name), "\(example.name): layer names")
            for (a, b) in zip(left.layers, right.layers) {
                XCTAssertEqual(Self.fingerprint(a.layer, in: left), Self.fingerprint(b.layer, in: right), "\(example.name): layer \(a.name)")
            }
            if !left.variables.isEmpty && !right.variables.isEmpty {
                XCTAssertGreaterThan(shared, 0, "\(example.name): the twins share no variable")
            }
        }
        XCTAssertEqual(pairs, objc.count)
        XCTAssertGreaterThanOrEqual(pairs, 14)
    }

    /// Every number that defines a layer's geometry and appearance, and its place in the tree.
    static func fingerprint(_ layer: CALayer, in evaluation: Evaluation) -> [String] {
        let projected = LayerProjection().project(layer, in: evaluation.rootLayer)
        var numbers: [Double] = [layer.bounds.origin.x, layer.bounds.origin.y, layer.bounds.size.width, layer.bounds.size.height,
                                 layer.position.x, layer.position.y, layer.anchorPoint.x, layer.anchorPoint.y, layer.zPosition,
                                 Double(layer.opacity), layer.isDoubleSided ? 1 : 0]
        numbers += layer.transform.elements + layer.sublayerTransform.elements
        numbers += projected.quad.flatMap { [$0.x, $0.y] }
        numbers += layer.backgroundColor?.components ?? []
        return numbers.map { "\($0.bitPattern)" } + [layer.superlayer.flatMap { evaluation.name(of: $0) } ?? "none",
                                                      projected.facing.rawValue, "\(projected.isVisible)"]
    }
}
