import TransformKit

/// The 3×3 part of a CATransform3D (rows m11…m33, Apple's layout) read as a rotation times a scale of each row,
/// for `TransformWording`: the rows' lengths, the determinant, and the rotation's angle and axis when the rows are
/// orthogonal and keep their handedness. Fixed-size locals throughout (no arrays): this runs for every transformed
/// layer of every listing.
struct RotationAndScale {
    let scale0: Double, scale1: Double, scale2: Double
    let determinant: Double
    /// The rows are orthogonal and the determinant positive: a rotation times a positive scale per row.
    let isRotation: Bool
    /// Degrees, in [0, 180]; 0 unless `isRotation`.
    let angle: Double
    /// The unit axis of the rotation (z when there is none).
    private let axis: Vector3

    init(_ t: CATransform3D) {
        let row0 = Vector3(t.m11, t.m12, t.m13), row1 = Vector3(t.m21, t.m22, t.m23), row2 = Vector3(t.m31, t.m32, t.m33)
        scale0 = row0.length
        scale1 = row1.length
        scale2 = row2.length
        let isOrthogonal = scale0 > 0 && scale1 > 0 && scale2 > 0
            && abs(row0.dot(row1)) <= 1e-9 * scale0 * scale1
            && abs(row0.dot(row2)) <= 1e-9 * scale0 * scale2
            && abs(row1.dot(row2)) <= 1e-9 * scale1 * scale2
        determinant = row0.x * (row1.y * row2.z - row1.z * row2.y)
            - row0.y * (row1.x * row2.z - row1.z * row2.x)
            + row0.z * (row1.x * row2.y - row1.y * row2.x)
        isRotation = isOrthogonal && determinant > 0
        if isRotation {
            (angle, axis) = Self.angleAndAxis(row0.divided(by: scale0), row1.divided(by: scale1), row2.divided(by: scale2))
        } else {
            (angle, axis) = (0, Vector3(0, 0, 1))
        }
    }

    /// Some row is not of unit length.
    var scales: Bool {
        isRotation && (abs(scale0 - 1) > 1e-9 || abs(scale1 - 1) > 1e-9 || abs(scale2 - 1) > 1e-9)
    }

    /// All three rows have the same length.
    var scalesUniformly: Bool {
        abs(scale0 - scale1) <= 1e-9 && abs(scale1 - scale2) <= 1e-9
    }

    /// "the y axis", "the negative x axis", or "the axis (0.577, 0.577, 0.577)".
    var axisName: String {
        for (index, component) in [(0, axis.x), (1, axis.y), (2, axis.z)] where abs(abs(component) - 1) < 1e-9 {
            let name = index == 0 ? "x" : index == 1 ? "y" : "z"
            return (component < 0 ? "the negative " : "the ") + name + " axis"
        }
        return "the axis (" + NumberFormatting.fixed(axis.x, decimals: 3) + ", " + NumberFormatting.fixed(axis.y, decimals: 3)
            + ", " + NumberFormatting.fixed(axis.z, decimals: 3) + ")"
    }

    /// The angle (from the trace) and axis (from the antisymmetric part) of the rotation whose rows are r0, r1, r2.
    private static func angleAndAxis(_ r0: Vector3, _ r1: Vector3, _ r2: Vector3) -> (Double, Vector3) {
        let trace = r0.x + r1.y + r2.z
        let angle = acosDegrees(min(max((trace - 1) / 2, -1), 1))
        guard angle > 1e-7 else { return (angle, Vector3(0, 0, 1)) }
        let axis = Vector3(r1.z - r2.y, r2.x - r0.z, r0.y - r1.x)
        let length = axis.length
        if length > 1e-9 { return (angle, axis.divided(by: length)) }
        return (angle, halfTurnAxis(r0, r1, r2))
    }

    /// 180°, where the antisymmetric part vanishes: the axis is the column of R + I with the largest diagonal (the
    /// first of equals).
    private static func halfTurnAxis(_ r0: Vector3, _ r1: Vector3, _ r2: Vector3) -> Vector3 {
        var k = 0
        if r1.y > r0.x { k = 1 }
        if r2.z > (k == 0 ? r0.x : r1.y) { k = 2 }
        let r = k == 0 ? r0 : k == 1 ? r1 : r2
        let column = Vector3(r.x + (k == 0 ? 1 : 0), r.y + (k == 1 ? 1 : 0), r.z + (k == 2 ? 1 : 0))
        let columnLength = column.length
        return columnLength > 0 ? column.divided(by: columnLength) : Vector3(0, 0, 1)
    }
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
