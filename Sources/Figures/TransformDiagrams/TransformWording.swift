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
        if collapses { parts.add("collapsed onto a line or a point (the determinant is 0)", to: &text) }
        if rotates {
            parts.next(&text)
            addPlaneRotation(degrees: angle, yAxisUp: yAxisUp, to: &text)
        }
        if shears {
            parts.next(&text)
            text.add("sheared by ")
            text.addWord(shear)
            text.add(" (parallel edges stay parallel)")
        }
        if scales {
            parts.next(&text)
            addPlaneScale(scaleX, scaleY, to: &text)
        }
        if mirrors { parts.add("mirrored", to: &text) }
        if translates {
            parts.next(&text)
            text.add("translated by ")
            text.addTuple(t.tx, t.ty)
        }
    }

    /// "rotated 30° clockwise": a positive angle turns x towards y, clockwise when y points down the screen.
    private static func addPlaneRotation(degrees angle: Double, yAxisUp: Bool, to text: inout Prose) {
        text.add("rotated ")
        text.addDegrees(abs(angle))
        text.add((angle > 0) != yAxisUp ? " clockwise" : " counter-clockwise")
    }

    /// "scaled by 2", or "scaled by 2 horizontally and 0.5 vertically".
    private static func addPlaneScale(_ scaleX: Double, _ scaleY: Double, to text: inout Prose) {
        text.add("scaled by ")
        text.addWord(scaleX)
        guard abs(scaleX - scaleY) > 1e-9 else { return }
        text.add(" horizontally and ")
        text.addWord(scaleY)
        text.add(" vertically")
    }

    /// `describe(t)`, appended to `text`; true when that is "the identity" (or `nearIdentity`).
    @discardableResult
    static func describe(_ t: CATransform3D, yAxisUp: Bool = false, into text: inout Prose) -> Bool {
        guard hasFiniteEntries(t) else {
            text.add("a transform with non-finite entries")
            return false
        }
        // A perspective applied last (the book's `m34 = -1/d`, then rotations pre-multiplied) is described as the
        // affine part "with perspective d".
        if t.m14 != 0 || t.m24 != 0 || t.m34 != 0, let split = ProjectionAdapter.perspectiveSplit(t), split.perspective != 0 {
            describe(split.affine, withPerspective: split.perspective, yAxisUp: yAxisUp, into: &text)
            return false
        }
        let linear = RotationAndScale(t)
        let rotates = linear.isRotation && linear.angle > 1e-7
        let flattens = !linear.isRotation && linear.determinant == 0
        let isGeneral = !linear.isRotation && linear.determinant != 0
        let translates = t.m41 != 0 || t.m42 != 0 || t.m43 != 0
        var parts = ListedParts(rotates, linear.scales, flattens, isGeneral, translates)
        if rotates {
            parts.next(&text)
            text.add("rotated ")
            text.addDegrees(linear.angle)
            text.add(" about ")
            text.add(linear.axisName)
        }
        if linear.scales {
            parts.next(&text)
            addSpatialScale(linear, to: &text)
        }
        if flattens { parts.add("flattened (its 3×3 part is singular)", to: &text) }
        if isGeneral {
            parts.add(linear.determinant < 0 ? "mapped by a general linear transform that mirrors"
                                             : "mapped by a general linear transform", to: &text)
        }
        if translates {
            parts.next(&text)
            text.add("translated by ")
            text.addTuple(t.m41, t.m42, t.m43)
        }
        return addPerspectiveOrIdentity(of: t, afterParts: parts.count, to: &text)
    }

    private static func hasFiniteEntries(_ t: CATransform3D) -> Bool {
        t.m11.isFinite && t.m12.isFinite && t.m13.isFinite && t.m14.isFinite && t.m21.isFinite && t.m22.isFinite
            && t.m23.isFinite && t.m24.isFinite && t.m31.isFinite && t.m32.isFinite && t.m33.isFinite && t.m34.isFinite
            && t.m41.isFinite && t.m42.isFinite && t.m43.isFinite && t.m44.isFinite
    }

    /// The affine part's description and " with perspective d = 500", or "a perspective with d = 500" when the
    /// affine part is the identity.
    private static func describe(_ affine: CATransform3D, withPerspective perspective: Double, yAxisUp: Bool,
                                 into text: inout Prose) {
        let start = text.byteCount
        if describe(affine, yAxisUp: yAxisUp, into: &text) {
            text.removeLast(text.byteCount - start)
            text.add("a perspective with d = ")
        } else {
            text.add(" with perspective d = ")
        }
        text.addWord(-1 / perspective)
    }

    /// "scaled by 2", or "scaled by (2, 1, 0.5)" when the rows scale differently.
    private static func addSpatialScale(_ linear: RotationAndScale, to text: inout Prose) {
        text.add("scaled by ")
        if linear.scalesUniformly {
            text.addWord(linear.scale0)
        } else {
            text.addTuple(linear.scale0, linear.scale1, linear.scale2)
        }
    }

    /// The perspective entries a description of `afterParts` parts ends with (m34 as "d", m14 and m24 as they
    /// are), or "the identity" (or `nearIdentity`) when there is nothing at all to say: then true.
    private static func addPerspectiveOrIdentity(of t: CATransform3D, afterParts partCount: Int,
                                                 to text: inout Prose) -> Bool {
        var isEmpty = partCount == 0
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
        guard isEmpty else { return false }
        text.add(t == .identity ? "the identity" : nearIdentity)
        return true
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

        /// The next part, written in one piece.
        mutating func add(_ part: String, to text: inout Prose) {
            next(&text)
            text.add(part)
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
}
