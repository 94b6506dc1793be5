import TransformKit

/// Plain-English descriptions of transforms, for SVG `<desc>` text.
///
/// Only wording: the numbers come from the matrix entries (row vectors, Apple's layout). Angles are read from the
/// linear part when it is a rotation times a positive scale; anything else is described as a general linear map.
enum TransformWording {
    /// "rotated 30° clockwise, scaled by 0.5 and translated by (86.6, 50)"; "the identity" when nothing happens.
    /// Clockwise is how the turn looks on the screen: with `yAxisUp` (macOS) the same matrix turns the other way.
    static func describe(_ t: CGAffineTransform, yAxisUp: Bool = false) -> String {
        var text = Prose(capacity: 128)
        describe(t, yAxisUp: yAxisUp, into: &text)
        return text.finish()
    }

    /// "rotated 45° about the y axis with perspective d = 500"; "the identity" when nothing happens.
    static func describe(_ t: CATransform3D, yAxisUp: Bool = false) -> String {
        var text = Prose(capacity: 128)
        describe(t, yAxisUp: yAxisUp, into: &text)
        return text.finish()
    }

    /// Nothing large enough to name, yet not the identity (a full turn leaves sin 2π = −2.4e-16): IsIdentity says
    /// NO, so neither may the figure say it is the identity.
    static let nearIdentity = "nearly the identity, not exactly"

    // The descriptions are written straight into the prose they belong to (this runs for every transformed layer
    // of every listing): the parts a description lists are decided first, so that each is written once, after
    // its separator ("a, b and c", as `list` joins them).

    /// `describe(t)`, appended to `text`.
    static func describe(_ t: CGAffineTransform, yAxisUp: Bool = false, into text: inout Prose) {
        let scaleX = (t.a * t.a + t.b * t.b).squareRoot()
        let determinant = t.a * t.d - t.b * t.c
        let scaleY = scaleX > 0 ? determinant / scaleX : 0
        let shear = scaleX > 0 ? (t.a * t.c + t.b * t.d) / (scaleX * scaleX) : 0
        if !determinant.isFinite {
            text.add("a transform with non-finite entries")
            return
        }
        let collapses = determinant == 0
        let angle = collapses ? 0 : atan2Degrees(t.b, t.a)
        let rotates = !collapses && abs(angle) > 1e-9
        let shears = !collapses && abs(shear) > 1e-9
        let scales = !collapses && (abs(scaleX - 1) > 1e-9 || abs(scaleY - 1) > 1e-9)
        let mirrors = !collapses && scaleY < 0
        let translates = t.tx != 0 || t.ty != 0
        var parts = ListedParts(collapses, rotates, shears, scales, mirrors, translates)
        guard parts.count > 0 else {
            text.add(t == .identity ? "the identity" : nearIdentity)
            return
        }
        if collapses {
            parts.next(&text)
            text.add("collapsed onto a line or a point (the determinant is 0)")
        }
        if rotates {
            parts.next(&text)
            text.add("rotated ")
            text.addDegrees(abs(angle))
            // A positive angle turns x towards y: clockwise when y points down the screen.
            text.add((angle > 0) != yAxisUp ? " clockwise" : " counter-clockwise")
        }
        if shears {
            parts.next(&text)
            text.add("sheared by ")
            text.addWord(shear)
            text.add(" (parallel edges stay parallel)")
        }
        if scales {
            parts.next(&text)
            text.add("scaled by ")
            text.addWord(scaleX)
            if abs(scaleX - scaleY) > 1e-9 {
                text.add(" horizontally and ")
                text.addWord(scaleY)
                text.add(" vertically")
            }
        }
        if mirrors {
            parts.next(&text)
            text.add("mirrored")
        }
        if translates {
            parts.next(&text)
            text.add("translated by (")
            text.addWord(t.tx)
            text.add(", ")
            text.addWord(t.ty)
            text.add(")")
        }
    }

    /// `describe(t)`, appended to `text`; true when that is "the identity" (or `nearIdentity`).
    @discardableResult
    static func describe(_ t: CATransform3D, yAxisUp: Bool = false, into text: inout Prose) -> Bool {
        // Fixed-size locals throughout (no arrays): this runs for every transformed layer of every listing.
        guard t.m11.isFinite, t.m12.isFinite, t.m13.isFinite, t.m14.isFinite, t.m21.isFinite, t.m22.isFinite,
              t.m23.isFinite, t.m24.isFinite, t.m31.isFinite, t.m32.isFinite, t.m33.isFinite, t.m34.isFinite,
              t.m41.isFinite, t.m42.isFinite, t.m43.isFinite, t.m44.isFinite else {
            text.add("a transform with non-finite entries")
            return false
        }
        // A perspective applied last (the book's `m34 = -1/d`, then rotations pre-multiplied) is described as the
        // affine part "with perspective d".
        if t.m14 != 0 || t.m24 != 0 || t.m34 != 0, let split = ProjectionAdapter.perspectiveSplit(t), split.perspective != 0 {
            let start = text.byteCount
            if describe(split.affine, yAxisUp: yAxisUp, into: &text) {
                text.removeLast(text.byteCount - start)
                text.add("a perspective with d = ")
            } else {
                text.add(" with perspective d = ")
            }
            text.addWord(-1 / split.perspective)
            return false
        }
        let row0 = Vector3(t.m11, t.m12, t.m13), row1 = Vector3(t.m21, t.m22, t.m23), row2 = Vector3(t.m31, t.m32, t.m33)
        let scale0 = row0.length, scale1 = row1.length, scale2 = row2.length
        let isOrthogonal = scale0 > 0 && scale1 > 0 && scale2 > 0
            && abs(row0.dot(row1)) <= 1e-9 * scale0 * scale1
            && abs(row0.dot(row2)) <= 1e-9 * scale0 * scale2
            && abs(row1.dot(row2)) <= 1e-9 * scale1 * scale2
        let determinant3 = row0.x * (row1.y * row2.z - row1.z * row2.y)
            - row0.y * (row1.x * row2.z - row1.z * row2.x)
            + row0.z * (row1.x * row2.y - row1.y * row2.x)
        let isRotation = isOrthogonal && determinant3 > 0
        var angle = 0.0
        var axis = Vector3(0, 0, 1)
        if isRotation {
            let r0 = row0.divided(by: scale0), r1 = row1.divided(by: scale1), r2 = row2.divided(by: scale2)
            let trace = r0.x + r1.y + r2.z
            angle = acosDegrees(min(max((trace - 1) / 2, -1), 1))
            if angle > 1e-7 {
                axis = Vector3(r1.z - r2.y, r2.x - r0.z, r0.y - r1.x)
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
            }
        }
        let rotates = isRotation && angle > 1e-7
        let scales = isRotation && (abs(scale0 - 1) > 1e-9 || abs(scale1 - 1) > 1e-9 || abs(scale2 - 1) > 1e-9)
        let flattens = !isRotation && determinant3 == 0
        let isGeneral = !isRotation && determinant3 != 0
        let translates = t.m41 != 0 || t.m42 != 0 || t.m43 != 0
        var parts = ListedParts(rotates, scales, flattens, isGeneral, translates)
        if rotates {
            parts.next(&text)
            text.add("rotated ")
            text.addDegrees(angle)
            text.add(" about ")
            text.add(axisName(axis))
        }
        if scales {
            parts.next(&text)
            text.add("scaled by ")
            if abs(scale0 - scale1) <= 1e-9, abs(scale1 - scale2) <= 1e-9 {
                text.addWord(scale0)
            } else {
                text.add("(")
                text.addWord(scale0)
                text.add(", ")
                text.addWord(scale1)
                text.add(", ")
                text.addWord(scale2)
                text.add(")")
            }
        }
        if flattens {
            parts.next(&text)
            text.add("flattened (its 3×3 part is singular)")
        }
        if isGeneral {
            parts.next(&text)
            text.add(determinant3 < 0 ? "mapped by a general linear transform that mirrors"
                                      : "mapped by a general linear transform")
        }
        if translates {
            parts.next(&text)
            text.add("translated by (")
            text.addWord(t.m41)
            text.add(", ")
            text.addWord(t.m42)
            text.add(", ")
            text.addWord(t.m43)
            text.add(")")
        }
        var isEmpty = parts.count == 0
        if t.m34 != 0 {
            text.add(isEmpty ? "given perspective d = " : " with perspective d = ")
            text.addWord(-1 / t.m34)
            isEmpty = false
        }
        if t.m14 != 0 || t.m24 != 0 {
            text.add(isEmpty ? "given perspective along x or y (m14 = " : ", perspective along x or y (m14 = ")
            text.addWord(t.m14)
            text.add(", m24 = ")
            text.addWord(t.m24)
            text.add(")")
            isEmpty = false
        }
        if isEmpty {
            text.add(t == .identity ? "the identity" : nearIdentity)
            return true
        }
        return false
    }

    /// The separators of a list of `count` parts written one after another: none before the first, " and "
    /// before the last, ", " before the others (as `list` joins them).
    private struct ListedParts {
        let count: Int
        private var written = 0

        /// As many parts as flags are set (fixed arity: an array of flags would be allocated per description).
        init(_ a: Bool, _ b: Bool, _ c: Bool, _ d: Bool, _ e: Bool, _ f: Bool = false) {
            count = (a ? 1 : 0) + (b ? 1 : 0) + (c ? 1 : 0) + (d ? 1 : 0) + (e ? 1 : 0) + (f ? 1 : 0)
        }

        mutating func next(_ text: inout Prose) {
            if written > 0 { text.add(written == count - 1 ? " and " : ", ") }
            written += 1
        }
    }

    /// `separator` and which edges of a layer go away from the viewer under its own transform ("its right edge
    /// recedes"), appended to `text`; nothing when no edge recedes.
    static func addRecedingEdges(of t: CATransform3D, after separator: String, to text: inout Prose) {
        let horizontal: String? = t.m13 < -1e-9 ? "right" : t.m13 > 1e-9 ? "left" : nil
        let vertical: String? = t.m23 < -1e-9 ? "bottom" : t.m23 > 1e-9 ? "top" : nil
        guard horizontal != nil || vertical != nil else { return }
        text.add(separator)
        text.add("its ")
        if let horizontal { text.add(horizontal) }
        if horizontal != nil, vertical != nil { text.add(" and ") }
        if let vertical { text.add(vertical) }
        text.add(horizontal != nil && vertical != nil ? " edges recede" : " edge recedes")
    }

    static func word(_ value: Double) -> String {
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
