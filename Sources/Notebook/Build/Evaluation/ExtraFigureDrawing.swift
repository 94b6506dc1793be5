import Figures
import SnippetLanguage
import TransformKit

/// The figure a listing asks for with `figure=NAME` (`ExtraFigure`), drawn from its evaluation.
enum ExtraFigureDrawing {
    /// The SVG and the words for the caption; when the evaluation has nothing to draw, no SVG and words that say why
    /// (shown in the caption, so the omission is never silent).
    static func draw(_ extra: ExtraFigure, of evaluation: Evaluation, anchor: String) -> (svg: String?, caption: String) {
        switch extra {
        case .sideView:
            for reached in evaluation.layers {
                let layer = reached.layer
                if let view = PerspectiveSideView(transform: layer.transform, width: layer.bounds.size.width,
                                                  anchorX: layer.anchorPoint.x, idPrefix: anchor + "-side-view") {
                    return (view.svg(), "below, \(reached.name) seen from above: the eye, the screen plane and the rays "
                                + "from the eye through its edges")
                }
            }
            return (nil, "no side view: no layer's transform is a perspective applied last")
        case .matrixOrders:
            for variable in evaluation.variables {
                guard case .transform3D(let transform)? = variable.value.figureValue else { continue }
                let diagram = MatrixOrdersDiagram(transform: transform, idPrefix: anchor + "-matrix-orders")
                return (diagram.svg(), "below, \(variable.name) laid out as CATransform3D (v · M), GLKMatrix4 (M · v) "
                            + "and CSS matrix3d, entries other than the identity's coloured")
            }
            return (nil, "no matrix layouts: the listing has no CATransform3D variable")
        case .convertPoint:
            guard let conversion = evaluation.pointConversions.first else {
                return (nil, "no conversion figure: the listing converts no point between layers")
            }
            let source = PointConversionDiagram.System(layer: conversion.source, name: systemName(conversion.source, in: evaluation),
                                                       point: conversion.point)
            let destination = PointConversionDiagram.System(layer: conversion.destination,
                                                            name: systemName(conversion.destination, in: evaluation),
                                                            point: conversion.converted)
            let diagram = PointConversionDiagram(source: source, destination: destination,
                                                 platform: evaluation.platform == .macos ? .macOS : .iOS,
                                                 idPrefix: anchor + "-convert-point")
            return (diagram.svg(), "below, one point in two coordinate systems: "
                        + PointConversionDiagram.label(source) + ", " + PointConversionDiagram.label(destination))
        case .axes:
            let axis = evaluation.layers.lazy.compactMap { RotationAxesDiagram.rotationAxis(of: $0.layer.transform) }.first
            let diagram = RotationAxesDiagram(highlighted: axis, idPrefix: anchor + "-axes")
            return (diagram.svg(), "below, the axes with the direction of positive angles"
                        + (axis.map { ", the rotation about \($0.name) heavier" } ?? ""))
        }
    }

    /// A conversion's system as the figure names it: the layer's name in the listing, or the window for nil.
    private static func systemName(_ layer: CALayer?, in evaluation: Evaluation) -> String {
        guard let layer else { return PointConversionDiagram.System.windowName }
        return evaluation.name(of: layer) ?? "layer"
    }
}
