@testable import Figures
import TransformKit
import XCTest

/// The descriptions are written straight into prose; they must read exactly as the `String` versions they
/// replaced, which are kept here as the reference.
final class TransformWordingTests: XCTestCase {
    private struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
        mutating func pick(_ values: [Double]) -> Double { values[Int(next() % UInt64(values.count))] }
        mutating func unit() -> Double { Double(next() % 1_000_001) / 1_000_000 }
    }

    func testDescriptionsEqualTheStringReference() {
        var random = Random(state: 0x2545_F491_4F6C_DD1D)
        let specials: [Double] = [0, 1, -1, 0.5, 2, -0.0, 1e-12, 1e-10, 3, 100, -250.5, 0.7071067811865476, 1e9, 6.1e-17]
        func value() -> Double {
            random.next() % 3 == 0 ? random.pick(specials) : (random.unit() - 0.5) * random.pick([1, 4, 500, 1e-6])
        }
        for round in 0..<20_000 {
            let affine = CGAffineTransform(a: value(), b: value(), c: value(), d: value(), tx: value(), ty: value())
            XCTAssertEqual(TransformWording.describe(affine), Reference.describe(affine), "\(affine)")
            var t: CATransform3D
            switch round % 5 {
            case 0:
                t = CATransform3DMakeRotation(random.pick([Double.pi, Double.pi / 2, Double.pi / 4, 0, -Double.pi / 3])
                                              + (random.next() % 2 == 0 ? 0 : value()),
                                              random.pick([0, 1, -1, 0.3]), random.pick([0, 1, -1, 0.5]), random.pick([0, 1, -1]))
                t = CATransform3DConcat(t, CATransform3DMakeScale(random.pick([1, 2, 0.5, -1, 0]), random.pick([1, 2, 0.5]), 1))
                if random.next() % 2 == 0 { t = CATransform3DConcat(t, CATransform3DMakeTranslation(value(), value(), value())) }
                if random.next() % 2 == 0 {
                    var p = CATransform3D.identity
                    p.m34 = random.pick([-1 / 500, -0.002, 0.001, -1e-9])
                    t = random.next() % 2 == 0 ? CATransform3DConcat(t, p) : CATransform3DConcat(p, t)
                }
            case 1:
                t = CATransform3D.identity
                t.m34 = random.pick([0, -1 / 500])
                t.m14 = random.pick([0, 0, 0.001])
                t.m24 = random.pick([0, -0.002])
                t.m41 = random.pick([0, 10])
            case 2:
                t = CATransform3D(m11: value(), m12: value(), m13: value(), m14: value(), m21: value(), m22: value(),
                                  m23: value(), m24: value(), m31: value(), m32: value(), m33: value(), m34: value(),
                                  m41: value(), m42: value(), m43: value(), m44: random.pick([1, 1, 0.5]))
            case 3:
                t = CATransform3DMakeScale(random.pick([1, 2, 0.5, 0]), random.pick([1, 2, 0.5]), random.pick([1, 3, 0]))
                t.m21 = random.pick([0, 0.5])
            default:
                t = CATransform3DMakeRotation(value() * 10, value(), value(), value())
                t.m34 = random.pick([0, -1 / 500])
                t.m44 = random.pick([1, .infinity, 1])
            }
            XCTAssertEqual(TransformWording.describe(t), Reference.describe(t), "\(t)")
        }
    }

    func testFixedDescriptions() {
        XCTAssertEqual(TransformWording.describe(CGAffineTransform.identity), "the identity")
        XCTAssertEqual(TransformWording.describe(CATransform3D.identity), "the identity")
        var p = CATransform3D.identity
        p.m34 = -1 / 500
        XCTAssertEqual(TransformWording.describe(p), "a perspective with d = 500")
    }
}

/// The descriptions as `TransformWording` wrote them before they were written into prose.
private enum Reference {
    /// "rotated 30° clockwise, scaled by 0.5 and translated by (86.6, 50)"; "the identity" when nothing happens.
    static func describe(_ t: CGAffineTransform) -> String {
        var parts: [String] = []
        let scaleX = (t.a * t.a + t.b * t.b).squareRoot()
        let determinant = t.a * t.d - t.b * t.c
        let scaleY = scaleX > 0 ? determinant / scaleX : 0
        let shear = scaleX > 0 ? (t.a * t.c + t.b * t.d) / (scaleX * scaleX) : 0
        if !determinant.isFinite {
            return "a transform with non-finite entries"
        }
        if determinant == 0 {
            parts.append("collapsed onto a line or a point (the determinant is 0)")
        } else {
            let angle = atan2Degrees(t.b, t.a)
            if abs(angle) > 1e-9 {
                parts.append("rotated " + TransformWording.degrees(abs(angle)) + (angle > 0 ? " clockwise" : " counter-clockwise"))
            }
            if abs(shear) > 1e-9 {
                parts.append("sheared by " + TransformWording.word(shear) + " (parallel edges stay parallel)")
            }
            if abs(scaleX - 1) > 1e-9 || abs(scaleY - 1) > 1e-9 {
                if abs(scaleX - scaleY) <= 1e-9 {
                    parts.append("scaled by " + TransformWording.word(scaleX))
                } else {
                    parts.append("scaled by " + TransformWording.word(scaleX) + " horizontally and " + TransformWording.word(scaleY) + " vertically")
                }
            }
            if scaleY < 0 { parts.append("mirrored") }
        }
        if t.tx != 0 || t.ty != 0 {
            parts.append("translated by (" + TransformWording.word(t.tx) + ", " + TransformWording.word(t.ty) + ")")
        }
        return parts.isEmpty ? "the identity" : TransformWording.list(parts)
    }

    /// "rotated 45° about the y axis with perspective d = 500"; "the identity" when nothing happens.
    static func describe(_ t: CATransform3D) -> String {
        // Fixed-size locals throughout (no arrays): this runs for every transformed layer of every listing.
        guard t.m11.isFinite, t.m12.isFinite, t.m13.isFinite, t.m14.isFinite, t.m21.isFinite, t.m22.isFinite,
              t.m23.isFinite, t.m24.isFinite, t.m31.isFinite, t.m32.isFinite, t.m33.isFinite, t.m34.isFinite,
              t.m41.isFinite, t.m42.isFinite, t.m43.isFinite, t.m44.isFinite else {
            return "a transform with non-finite entries"
        }
        // A perspective applied last (the book's `m34 = -1/d`, then rotations pre-multiplied) is described as the
        // affine part "with perspective d".
        if t.m14 != 0 || t.m24 != 0 || t.m34 != 0, let split = ProjectionAdapter.perspectiveSplit(t), split.perspective != 0 {
            let base = describe(split.affine)
            let perspective = "perspective d = " + TransformWording.word(-1 / split.perspective)
            return base == "the identity" ? "a perspective with d = " + TransformWording.word(-1 / split.perspective) : base + " with " + perspective
        }
        var parts: [String] = []
        let row0 = Vector3(t.m11, t.m12, t.m13), row1 = Vector3(t.m21, t.m22, t.m23), row2 = Vector3(t.m31, t.m32, t.m33)
        let scale0 = row0.length, scale1 = row1.length, scale2 = row2.length
        let isOrthogonal = scale0 > 0 && scale1 > 0 && scale2 > 0
            && abs(row0.dot(row1)) <= 1e-9 * scale0 * scale1
            && abs(row0.dot(row2)) <= 1e-9 * scale0 * scale2
            && abs(row1.dot(row2)) <= 1e-9 * scale1 * scale2
        let determinant3 = row0.x * (row1.y * row2.z - row1.z * row2.y)
            - row0.y * (row1.x * row2.z - row1.z * row2.x)
            + row0.z * (row1.x * row2.y - row1.y * row2.x)
        if isOrthogonal, determinant3 > 0 {
            let r0 = row0.divided(by: scale0), r1 = row1.divided(by: scale1), r2 = row2.divided(by: scale2)
            let trace = r0.x + r1.y + r2.z
            let angle = acosDegrees(min(max((trace - 1) / 2, -1), 1))
            if angle > 1e-7 {
                var axis = Vector3(r1.z - r2.y, r2.x - r0.z, r0.y - r1.x)
                let length = axis.length
                if length > 1e-9 {
                    axis = axis.divided(by: length)
                } else {
                    // 180°: the axis is the column of R + I with the largest diagonal (the first of equals).
                    let rows = (r0, r1, r2)
                    var k = 0
                    if r1.y > r0.x { k = 1 }
                    if r2.z > (k == 0 ? r0.x : r1.y) { k = 2 }
                    let r = k == 0 ? rows.0 : k == 1 ? rows.1 : rows.2
                    let column = Vector3(r.x + (k == 0 ? 1 : 0), r.y + (k == 1 ? 1 : 0), r.z + (k == 2 ? 1 : 0))
                    let columnLength = column.length
                    axis = columnLength > 0 ? column.divided(by: columnLength) : Vector3(0, 0, 1)
                }
                parts.append("rotated " + TransformWording.degrees(angle) + " about " + axisName(axis))
            }
            if abs(scale0 - 1) > 1e-9 || abs(scale1 - 1) > 1e-9 || abs(scale2 - 1) > 1e-9 {
                if abs(scale0 - scale1) <= 1e-9, abs(scale1 - scale2) <= 1e-9 {
                    parts.append("scaled by " + TransformWording.word(scale0))
                } else {
                    parts.append("scaled by (" + TransformWording.word(scale0) + ", " + TransformWording.word(scale1) + ", " + TransformWording.word(scale2) + ")")
                }
            }
        } else if determinant3 == 0 {
            parts.append("flattened (its 3×3 part is singular)")
        } else {
            parts.append("mapped by a general linear transform" + (determinant3 < 0 ? " that mirrors" : ""))
        }
        if t.m41 != 0 || t.m42 != 0 || t.m43 != 0 {
            parts.append("translated by (" + TransformWording.word(t.m41) + ", " + TransformWording.word(t.m42) + ", " + TransformWording.word(t.m43) + ")")
        }
        var text = parts.isEmpty ? "" : TransformWording.list(parts)
        if t.m34 != 0 {
            let perspective = "perspective d = " + TransformWording.word(-1 / t.m34)
            text = text.isEmpty ? "given " + perspective : text + " with " + perspective
        }
        if t.m14 != 0 || t.m24 != 0 {
            text += (text.isEmpty ? "given" : ",") + " perspective along x or y (m14 = " + TransformWording.word(t.m14)
                + ", m24 = " + TransformWording.word(t.m24) + ")"
        }
        return text.isEmpty ? "the identity" : text
    }

    private static func axisName(_ axis: Vector3) -> String {
        for (index, component) in [(0, axis.x), (1, axis.y), (2, axis.z)] where abs(abs(component) - 1) < 1e-9 {
            let name = index == 0 ? "x" : index == 1 ? "y" : "z"
            return (component < 0 ? "the negative " : "the ") + name + " axis"
        }
        return "the axis (" + NumberFormatting.fixed(axis.x, decimals: 3) + ", " + NumberFormatting.fixed(axis.y, decimals: 3)
            + ", " + NumberFormatting.fixed(axis.z, decimals: 3) + ")"
    }

    /// A row or axis of the 3×3 part, with the same arithmetic (order of operations) the descriptions always used.
    private struct Vector3 {
        let x: Double, y: Double, z: Double
        init(_ x: Double, _ y: Double, _ z: Double) {
            self.x = x
            self.y = y
            self.z = z
        }
        var length: Double { (x * x + y * y + z * z).squareRoot() }
        func dot(_ other: Vector3) -> Double { x * other.x + y * other.y + z * other.z }
        func divided(by divisor: Double) -> Vector3 { Vector3(x / divisor, y / divisor, z / divisor) }
    }

}

extension TransformWordingTests {
    func testRecedingEdgesInProseEqualTheString() {
        for m13 in [-0.5, -1e-10, 0, 1e-10, 0.5] {
            for m23 in [-0.5, -1e-10, 0, 1e-10, 0.5] {
                var t = CATransform3D.identity
                t.m13 = m13
                t.m23 = m23
                var text = Prose()
                TransformWording.addRecedingEdges(of: t, after: "; ", to: &text)
                let written = text.finish()
                XCTAssertEqual(written, TransformWording.recedingEdges(of: t).map { "; " + $0 } ?? "", "\(m13) \(m23)")
            }
        }
    }

    func testListsInProseEqualTheString() {
        for count in 0..<5 {
            let parts = (0..<count).map { "part \($0)" }
            var text = Prose()
            text.addList(parts)
            let written = text.finish()
            XCTAssertEqual(written, TransformWording.list(parts))
        }
    }
}
