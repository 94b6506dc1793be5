import TransformKit

/// Plain-English descriptions of transforms, for SVG `<desc>` text.
///
/// Only wording: the numbers come from the matrix entries (row vectors, Apple's layout). Angles are read from the
/// linear part when it is a rotation times a positive scale; anything else is described as a general linear map.
enum TransformWording {
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
                parts.append("rotated " + degrees(abs(angle)) + (angle > 0 ? " clockwise" : " counter-clockwise"))
            }
            if abs(shear) > 1e-9 {
                parts.append("sheared by " + word(shear) + " (parallel edges stay parallel)")
            }
            if abs(scaleX - 1) > 1e-9 || abs(scaleY - 1) > 1e-9 {
                if abs(scaleX - scaleY) <= 1e-9 {
                    parts.append("scaled by " + word(scaleX))
                } else {
                    parts.append("scaled by " + word(scaleX) + " horizontally and " + word(scaleY) + " vertically")
                }
            }
            if scaleY < 0 { parts.append("mirrored") }
        }
        if t.tx != 0 || t.ty != 0 {
            parts.append("translated by (" + word(t.tx) + ", " + word(t.ty) + ")")
        }
        return parts.isEmpty ? "the identity" : list(parts)
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
            let perspective = "perspective d = " + word(-1 / split.perspective)
            return base == "the identity" ? "a perspective with d = " + word(-1 / split.perspective) : base + " with " + perspective
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
                parts.append("rotated " + degrees(angle) + " about " + axisName(axis))
            }
            if abs(scale0 - 1) > 1e-9 || abs(scale1 - 1) > 1e-9 || abs(scale2 - 1) > 1e-9 {
                if abs(scale0 - scale1) <= 1e-9, abs(scale1 - scale2) <= 1e-9 {
                    parts.append("scaled by " + word(scale0))
                } else {
                    parts.append("scaled by (" + word(scale0) + ", " + word(scale1) + ", " + word(scale2) + ")")
                }
            }
        } else if determinant3 == 0 {
            parts.append("flattened (its 3×3 part is singular)")
        } else {
            parts.append("mapped by a general linear transform" + (determinant3 < 0 ? " that mirrors" : ""))
        }
        if t.m41 != 0 || t.m42 != 0 || t.m43 != 0 {
            parts.append("translated by (" + word(t.m41) + ", " + word(t.m42) + ", " + word(t.m43) + ")")
        }
        var text = parts.isEmpty ? "" : list(parts)
        if t.m34 != 0 {
            let perspective = "perspective d = " + word(-1 / t.m34)
            text = text.isEmpty ? "given " + perspective : text + " with " + perspective
        }
        if t.m14 != 0 || t.m24 != 0 {
            text += (text.isEmpty ? "given" : ",") + " perspective along x or y (m14 = " + word(t.m14)
                + ", m24 = " + word(t.m24) + ")"
        }
        return text.isEmpty ? "the identity" : text
    }

    /// Which edge of a layer goes away from the viewer under its own transform, or nil: "its right edge recedes".
    static func recedingEdges(of t: CATransform3D) -> String? {
        var edges: [String] = []
        if t.m13 < -1e-9 { edges.append("right") }
        if t.m13 > 1e-9 { edges.append("left") }
        if t.m23 < -1e-9 { edges.append("bottom") }
        if t.m23 > 1e-9 { edges.append("top") }
        guard !edges.isEmpty else { return nil }
        return "its " + edges.joined(separator: " and ") + " edge" + (edges.count > 1 ? "s recede" : " recedes")
    }

    static func word(_ value: Double) -> String {
        // Zero and plain numbers have no power of ten: the typographic text is the sign and the rounded digits.
        if let plain = PlainReadableNumber(value) {
            let digits = plain.mantissa.withBytes { String(decoding: $0, as: UTF8.self) }
            return plain.isNegative ? "\u{2212}" + digits : digits
        }
        return ReadableNumber(value).typographicText
    }

    /// A coordinate in prose: 2 decimals below 10 million (`246.6`, `−0.5`), scientific beyond (`1×10¹²`).
    static func coordinate(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e7 else { return word(value) }
        let text = NumberFormatting.fixed(value, decimals: 2)
        return text.hasPrefix("-") ? "\u{2212}" + text.dropFirst() : text
    }

    /// "(x, y)" with `coordinate(_:)`.
    static func point(_ x: Double, _ y: Double) -> String {
        "(" + coordinate(x) + ", " + coordinate(y) + ")"
    }

    static func degrees(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return NumberFormatting.fixed(rounded, decimals: 2) + "°"
    }

    static func list(_ parts: [String]) -> String {
        guard parts.count > 1 else { return parts.first ?? "" }
        // Appended piece by piece: `joined` on an array slice goes through the generic path, character by character.
        var text = ""
        for (index, part) in parts.enumerated() {
            if index == parts.count - 1 {
                text += " and "
            } else if index > 0 {
                text += ", "
            }
            text += part
        }
        return text
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
