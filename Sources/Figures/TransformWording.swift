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
        guard t.elements.allSatisfy({ $0.isFinite }) else { return "a transform with non-finite entries" }
        // A perspective applied last (the book's `m34 = -1/d`, then rotations pre-multiplied) is described as the
        // affine part "with perspective d".
        if t.m14 != 0 || t.m24 != 0 || t.m34 != 0, let split = ProjectionAdapter.perspectiveSplit(t), split.perspective != 0 {
            let base = describe(split.affine)
            let perspective = "perspective d = " + word(-1 / split.perspective)
            return base == "the identity" ? "a perspective with d = " + word(-1 / split.perspective) : base + " with " + perspective
        }
        var parts: [String] = []
        let rows = [[t.m11, t.m12, t.m13], [t.m21, t.m22, t.m23], [t.m31, t.m32, t.m33]]
        let scales = rows.map { ($0[0] * $0[0] + $0[1] * $0[1] + $0[2] * $0[2]).squareRoot() }
        let isOrthogonal = scales.allSatisfy { $0 > 0 }
            && abs(dot(rows[0], rows[1])) <= 1e-9 * scales[0] * scales[1]
            && abs(dot(rows[0], rows[2])) <= 1e-9 * scales[0] * scales[2]
            && abs(dot(rows[1], rows[2])) <= 1e-9 * scales[1] * scales[2]
        let determinant3 = determinant(rows)
        if isOrthogonal, determinant3 > 0 {
            let r = rows.enumerated().map { index, row in row.map { $0 / scales[index] } }
            let trace = r[0][0] + r[1][1] + r[2][2]
            let angle = acosDegrees(min(max((trace - 1) / 2, -1), 1))
            if angle > 1e-7 {
                var axis = [r[1][2] - r[2][1], r[2][0] - r[0][2], r[0][1] - r[1][0]]
                let length = (axis[0] * axis[0] + axis[1] * axis[1] + axis[2] * axis[2]).squareRoot()
                if length > 1e-9 {
                    axis = axis.map { $0 / length }
                } else {
                    // 180°: the axis is the column of R + I with the largest diagonal.
                    let diagonal = [r[0][0], r[1][1], r[2][2]]
                    let k = diagonal.firstIndex(of: diagonal.max() ?? 0) ?? 0
                    var column = [0.0, 0.0, 0.0]
                    for i in 0..<3 { column[i] = (r[k][i] + (i == k ? 1 : 0)) }
                    let columnLength = (column[0] * column[0] + column[1] * column[1] + column[2] * column[2]).squareRoot()
                    axis = columnLength > 0 ? column.map { $0 / columnLength } : [0, 0, 1]
                }
                parts.append("rotated " + degrees(angle) + " about " + axisName(axis))
            }
            if scales.contains(where: { abs($0 - 1) > 1e-9 }) {
                if abs(scales[0] - scales[1]) <= 1e-9, abs(scales[1] - scales[2]) <= 1e-9 {
                    parts.append("scaled by " + word(scales[0]))
                } else {
                    parts.append("scaled by (" + scales.map(word).joined(separator: ", ") + ")")
                }
            }
        } else if determinant3 == 0 {
            parts.append("flattened (its 3×3 part is singular)")
        } else {
            parts.append("mapped by a general linear transform" + (determinant3 < 0 ? " that mirrors" : ""))
        }
        if t.m41 != 0 || t.m42 != 0 || t.m43 != 0 {
            parts.append("translated by (" + [t.m41, t.m42, t.m43].map(word).joined(separator: ", ") + ")")
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

    private static func axisName(_ axis: [Double]) -> String {
        let names = ["x", "y", "z"]
        for index in 0..<3 where abs(abs(axis[index]) - 1) < 1e-9 {
            return (axis[index] < 0 ? "the negative " : "the ") + names[index] + " axis"
        }
        return "the axis (" + axis.map { NumberFormatting.fixed($0, decimals: 3) }.joined(separator: ", ") + ")"
    }

    private static func dot(_ u: [Double], _ v: [Double]) -> Double { u[0] * v[0] + u[1] * v[1] + u[2] * v[2] }

    private static func determinant(_ m: [[Double]]) -> Double {
        m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1])
            - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
            + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
    }
}
