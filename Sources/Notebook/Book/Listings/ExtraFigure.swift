/// A figure a listing asks for beside its usual ones, with `figure=NAME` (docs/authoring.md).
public enum ExtraFigure: String, Hashable, Sendable, CaseIterable {
    /// Perspective seen from above: the eye, the screen plane and the rays (Figures' `PerspectiveSideView`), drawn
    /// for the first layer the listing reaches whose transform is a perspective applied last.
    case sideView = "side-view"
    /// The x, y and z axes with the direction of positive angles (Figures' `RotationAxesDiagram`), the axis of the
    /// first reached layer's rotation drawn heavier.
    case axes
    /// The listing's first 3D transform as CATransform3D (v · M), GLKMatrix4 (M · v) and CSS matrix3d order
    /// (Figures' `MatrixOrdersDiagram`).
    case matrixOrders = "matrix-orders"
    /// The point of the listing's first `convertPoint:` call in both layers' coordinate systems (Figures'
    /// `PointConversionDiagram`), labelled with the evaluator's numbers.
    case convertPoint = "convert-point"
}
