import TransformKit

/// A value a listing computed, as Figures shows it: one case per type the snippet language produces.
public enum FigureValue: Equatable {
    case affineTransform(CGAffineTransform)
    case transform3D(CATransform3D)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case scalar(Double)
    case integer(Int)
    case boolean(Bool)
    /// A triple of doubles.
    case vector3(x: Double, y: Double, z: Double)
    /// A single-precision scalar (`float`, GLKit): shown with the float's own shortest digits as exact value.
    case float(Float)
    /// A single-precision vector (`GLKVector3`: x, y, z).
    case floatVector([Float])
    /// A single-precision matrix, row by row as GLKit names it (`GLKMatrix3` m00…m22, `GLKMatrix4` m00…m33).
    case floatMatrix(rows: [[Float]])
    /// A colour (`UIColor`, `CGColor`), shown as a swatch and `rgba(r, g, b, a)` with components 0…1.
    case color(CGColor)
    /// An array (`NSArray`, Swift array), shown as `[a, b, …]`.
    case list([FigureValue])
    /// Anything else, shown as text (a layer's name, `front`/`back`).
    case text(String)
}

/// How a listing's language spells booleans.
public enum BooleanSpelling: Sendable {
    /// `YES` / `NO`
    case objectiveC
    /// `true` / `false`
    case swift
}

extension FigureValue {
    /// A `GLKVector3` (x, y, z in single precision).
    public static func vector(_ v: GLKVector3) -> FigureValue { .floatVector([v.x, v.y, v.z]) }

    /// A `GLKMatrix3`, its nine fields m00…m22 in memory order, three to a row.
    public static func matrix(_ m: GLKMatrix3) -> FigureValue { .floatMatrix(rows: rows(m.m, width: 3)) }

    /// A `GLKMatrix4`, its sixteen fields m00…m33 in memory order, four to a row (the same layout as the
    /// `CATransform3D` it is often cast from).
    public static func matrix(_ m: GLKMatrix4) -> FigureValue { .floatMatrix(rows: rows(m.m, width: 4)) }

    private static func rows(_ values: [Float], width: Int) -> [[Float]] {
        stride(from: 0, to: values.count, by: width).map { Array(values[$0..<min($0 + width, values.count)]) }
    }
}
