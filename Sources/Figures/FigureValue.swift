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
    /// A GLKVector3-like triple.
    case vector3(x: Double, y: Double, z: Double)
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
