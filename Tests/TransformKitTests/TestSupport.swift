import TransformKit
import XCTest

// XCTest re-exports Foundation, whose Linux build declares its own CGFloat, CGPoint, CGSize and CGRect; these
// module-level aliases shadow the imported names everywhere in this test module.
typealias CGFloat = TransformKit.CGFloat
typealias CGPoint = TransformKit.CGPoint
typealias CGSize = TransformKit.CGSize
typealias CGRect = TransformKit.CGRect
typealias CGAffineTransform = TransformKit.CGAffineTransform

/// A deterministic generator (SplitMix64), so property tests see the same cases on every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func double(in range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &self) }

    mutating func affine() -> CGAffineTransform {
        CGAffineTransform(a: double(in: -3...3), b: double(in: -3...3), c: double(in: -3...3), d: double(in: -3...3),
                          tx: double(in: -500...500), ty: double(in: -500...500))
    }

    mutating func transform3D() -> CATransform3D {
        var t = CATransform3D.identity
        t = CATransform3DRotate(t, double(in: -.pi...(.pi)), double(in: -1...1), double(in: -1...1), double(in: -1...1))
        t = CATransform3DScale(t, double(in: 0.2...3), double(in: 0.2...3), double(in: 0.2...3))
        t = CATransform3DTranslate(t, double(in: -300...300), double(in: -300...300), double(in: -300...300))
        t.m34 = double(in: -0.004...0)
        return t
    }
}

func assertEqual(_ actual: CGAffineTransform, _ expected: [Double], accuracy: Double = 0,
                 file: StaticString = #filePath, line: UInt = #line) {
    let values = [actual.a, actual.b, actual.c, actual.d, actual.tx, actual.ty]
    for (index, (value, wanted)) in zip(values, expected).enumerated() {
        XCTAssertEqual(value, wanted, accuracy: accuracy, "field \(["a", "b", "c", "d", "tx", "ty"][index])", file: file, line: line)
    }
}

func assertEqual(_ actual: CATransform3D, _ expected: CATransform3D, accuracy: Double,
                 file: StaticString = #filePath, line: UInt = #line) {
    for (index, (value, wanted)) in zip(actual.elements, expected.elements).enumerated() {
        XCTAssertEqual(value, wanted, accuracy: accuracy, "m\(index / 4 + 1)\(index % 4 + 1)", file: file, line: line)
    }
}

func assertEqual(_ actual: CGPoint, _ expected: CGPoint, accuracy: Double,
                 file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(actual.x, expected.x, accuracy: accuracy, "x", file: file, line: line)
    XCTAssertEqual(actual.y, expected.y, accuracy: accuracy, "y", file: file, line: line)
}

/// True when the sign bit of `value` is set (distinguishes -0.0 from 0.0).
func isNegativeZero(_ value: Double) -> Bool { value == 0 && value.sign == .minus }
