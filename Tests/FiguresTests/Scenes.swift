import Figures
import TransformKit

/// The book's listings rebuilt directly with TransformKit (no snippet language), in the scene of docs/authoring.md:
/// a 320×480 root view with outlets at their default frames.
enum Scenes {
    struct Scene {
        let root: CALayer
        let touched: [CALayer]
        let names: LayerNames
    }

    static func layer(frame: CGRect, in parent: CALayer) -> CALayer {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: frame.size.width, height: frame.size.height)
        layer.position = CGPoint(x: frame.origin.x + frame.size.width / 2, y: frame.origin.y + frame.size.height / 2)
        parent.addSublayer(layer)
        return layer
    }

    static func rootLayer() -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 320, height: 480)
        root.position = CGPoint(x: 160, y: 240)
        return root
    }

    /// Listing 5.2: scale 0.5, rotate 30°, translate 200 on layerView.
    static func listing52() -> Scene {
        let root = rootLayer()
        let layerView = layer(frame: CGRect(x: 60, y: 140, width: 200, height: 200), in: root)
        var transform = CGAffineTransform.identity
        transform = CGAffineTransformScale(transform, 0.5, 0.5)
        transform = CGAffineTransformRotate(transform, Double.pi / 180.0 * 30.0)
        transform = CGAffineTransformTranslate(transform, 200, 0)
        layerView.setAffineTransform(transform)
        return Scene(root: root, touched: [layerView], names: LayerNames([(root, "self.view.layer"), (layerView, "self.layerView.layer")]))
    }

    /// Listing 5.3: the book's shear (c = −1).
    static func shear() -> Scene {
        let root = rootLayer()
        let layerView = layer(frame: CGRect(x: 60, y: 140, width: 200, height: 200), in: root)
        layerView.setAffineTransform(CGAffineTransform(a: 1, b: 0, c: -1, d: 1, tx: 0, ty: 0))
        return Scene(root: root, touched: [layerView], names: LayerNames([(root, "self.view.layer"), (layerView, "self.layerView.layer")]))
    }

    /// Listing 5.5: m34 = −1/500 then a 45° rotation about y, on layerView's own transform.
    static func listing55(angle: Double = Double.pi / 4, doubleSided: Bool = true) -> Scene {
        let root = rootLayer()
        let layerView = layer(frame: CGRect(x: 60, y: 140, width: 200, height: 200), in: root)
        var transform = CATransform3DIdentity
        transform.m34 = -1.0 / 500.0
        transform = CATransform3DRotate(transform, angle, 0, 1, 0)
        layerView.transform = transform
        layerView.isDoubleSided = doubleSided
        return Scene(root: root, touched: [layerView], names: LayerNames([(root, "self.view.layer"), (layerView, "self.layerView.layer")]))
    }

    /// Listing 5.6: a shared perspective sublayerTransform on containerView, two views rotated ±45° about y.
    static func listing56() -> Scene {
        let root = rootLayer()
        let container = layer(frame: CGRect(x: 0, y: 0, width: 320, height: 480), in: root)
        let view1 = layer(frame: CGRect(x: 40, y: 190, width: 100, height: 100), in: container)
        let view2 = layer(frame: CGRect(x: 180, y: 190, width: 100, height: 100), in: container)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500.0
        container.sublayerTransform = perspective
        view1.transform = CATransform3DMakeRotation(Double.pi / 4, 0, 1, 0)
        view2.transform = CATransform3DMakeRotation(-Double.pi / 4, 0, 1, 0)
        return Scene(root: root, touched: [container, view1, view2],
                     names: LayerNames([(root, "self.view.layer"), (container, "self.containerView.layer"),
                                        (view1, "self.layerView1.layer"), (view2, "self.layerView2.layer")]))
    }

    /// Listing 5.8: outer and inner views rotated by opposite angles about y, each with its own perspective.
    static func listing58() -> Scene {
        let root = rootLayer()
        let outer = layer(frame: CGRect(x: 60, y: 140, width: 200, height: 200), in: root)
        let inner = layer(frame: CGRect(x: 50, y: 50, width: 100, height: 100), in: outer)
        var outerTransform = CATransform3DIdentity
        outerTransform.m34 = -1.0 / 500.0
        outerTransform = CATransform3DRotate(outerTransform, Double.pi / 4, 0, 1, 0)
        outer.transform = outerTransform
        var innerTransform = CATransform3DIdentity
        innerTransform.m34 = -1.0 / 500.0
        innerTransform = CATransform3DRotate(innerTransform, -Double.pi / 4, 0, 1, 0)
        inner.transform = innerTransform
        return Scene(root: root, touched: [outer, inner],
                     names: LayerNames([(root, "self.view.layer"), (outer, "self.outerView.layer"), (inner, "self.innerView.layer")]))
    }

    /// Listing 5.10: the cube with a rotated camera and lighting layers (LIGHT_DIRECTION 0, 1, −0.5; AMBIENT 0.5).
    static func listing510(doubleSided: Bool = true) -> Scene {
        let root = rootLayer()
        let container = layer(frame: CGRect(x: 0, y: 0, width: 320, height: 480), in: root)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500.0
        perspective = CATransform3DRotate(perspective, -Double.pi / 4, 1, 0, 0)
        perspective = CATransform3DRotate(perspective, -Double.pi / 4, 0, 1, 0)
        container.sublayerTransform = perspective
        let transforms: [CATransform3D] = [
            CATransform3DMakeTranslation(0, 0, 100),
            CATransform3DRotate(CATransform3DMakeTranslation(100, 0, 0), Double.pi / 2, 0, 1, 0),
            CATransform3DRotate(CATransform3DMakeTranslation(0, -100, 0), Double.pi / 2, 1, 0, 0),
            CATransform3DRotate(CATransform3DMakeTranslation(0, 100, 0), -Double.pi / 2, 1, 0, 0),
            CATransform3DRotate(CATransform3DMakeTranslation(-100, 0, 0), -Double.pi / 2, 0, 1, 0),
            CATransform3DRotate(CATransform3DMakeTranslation(0, 0, -100), Double.pi, 0, 1, 0),
        ]
        var names: [(CALayer, String)] = [(root, "self.view.layer"), (container, "self.containerView.layer")]
        var faces: [CALayer] = []
        for (index, transform) in transforms.enumerated() {
            let face = CALayer()
            face.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
            container.addSublayer(face)
            face.position = CGPoint(x: 160, y: 240)
            face.transform = transform
            face.isDoubleSided = doubleSided
            // Lighting, as applyLightingToFace: computes it (TransformKit's CubeLighting, GLKit in Float).
            let lighting = CALayer()
            lighting.bounds = face.bounds
            lighting.position = CGPoint(x: 100, y: 100)
            face.addSublayer(lighting)
            lighting.backgroundColor = CubeLighting.shade(faceTransform: transform).color
            names.append((face, "faces[\(index)].layer"))
            names.append((lighting, "faces[\(index)].layer.sublayers[0]"))
            faces.append(face)
        }
        return Scene(root: root, touched: [container] + faces, names: LayerNames(names))
    }
}

extension Scenes {
    /// A wide layer under a strong perspective, turned so its left edge passes behind the eye (near-plane clipping).
    static func clipped() -> Scene {
        let root = rootLayer()
        let container = layer(frame: CGRect(x: 0, y: 0, width: 320, height: 480), in: root)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 200.0
        container.sublayerTransform = perspective
        let wide = layer(frame: CGRect(x: -140, y: 190, width: 600, height: 100), in: container)
        wide.transform = CATransform3DMakeRotation(Double.pi / 3, 0, 1, 0)
        return Scene(root: root, touched: [wide], names: LayerNames([(root, "self.view.layer"), (container, "self.containerView.layer"),
                                                                     (wide, "self.layerView.layer")]))
    }

    /// A layer translated absurdly far, and one with a NaN transform.
    static func degenerate() -> Scene {
        let root = rootLayer()
        let far = layer(frame: CGRect(x: 60, y: 140, width: 200, height: 200), in: root)
        far.transform = CATransform3DMakeTranslation(1e12, -3e15, 0)
        let broken = layer(frame: CGRect(x: 60, y: 140, width: 100, height: 100), in: root)
        broken.transform = CATransform3DMakeScale(.nan, 1, 1)
        return Scene(root: root, touched: [far, broken], names: LayerNames([(far, "far"), (broken, "broken")]))
    }
}

extension Scenes {
    /// zPosition, anchorPointZ, a non-default anchor and a scrolled superlayer under a perspective container.
    static func depthAndAnchors() -> Scene {
        let root = rootLayer()
        let container = layer(frame: CGRect(x: 20, y: 40, width: 280, height: 400), in: root)
        container.bounds.origin = CGPoint(x: 10, y: -20)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 400.0
        container.sublayerTransform = perspective
        container.anchorPoint = CGPoint(x: 0.25, y: 0.5)
        container.position = CGPoint(x: 20 + 70, y: 240)
        let near = layer(frame: CGRect(x: 60, y: 120, width: 120, height: 90), in: container)
        near.zPosition = 100
        near.anchorPointZ = 20
        near.transform = CATransform3DMakeRotation(Double.pi / 6, 1, 0, 0)
        let corner = layer(frame: CGRect(x: 140, y: 250, width: 100, height: 80), in: container)
        corner.anchorPoint = CGPoint(x: 0, y: 0)
        corner.position = CGPoint(x: 140, y: 250)
        corner.transform = CATransform3DMakeRotation(-Double.pi / 5, 0, 1, 0)
        return Scene(root: root, touched: [container, near, corner],
                     names: LayerNames([(root, "self.view.layer"), (container, "container"), (near, "near"), (corner, "corner")]))
    }
}

extension Scenes {
    /// The root itself carries the perspective (`self.view.layer.sublayerTransform.m34 = −1/500`) and the view is
    /// turned about the screen's axes, as in the drag-to-rotate chapter.
    static func rootPerspective() -> Scene {
        let root = rootLayer()
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500.0
        root.sublayerTransform = perspective
        let layerView = layer(frame: CGRect(x: 60, y: 140, width: 200, height: 200), in: root)
        layerView.transform = CATransform3DConcat(CATransform3DMakeRotation(Double.pi / 4, 0, 1, 0),
                                                  CATransform3DMakeRotation(Double.pi / 4, -1, 0, 0))
        return Scene(root: root, touched: [root, layerView],
                     names: LayerNames([(root, "self.view.layer"), (layerView, "self.layerView.layer")]))
    }

    /// A root with a transform, position and anchor of its own (not drawn: the root is the page), a scrolled
    /// bounds origin, and a perspective about its off-centre anchor.
    static func rootTransformedAndScrolled() -> Scene {
        let root = rootLayer()
        root.bounds.origin = CGPoint(x: -30, y: 25)
        root.anchorPoint = CGPoint(x: 0.3, y: 0.7)
        root.position = CGPoint(x: 400, y: -50)
        root.transform = CATransform3DMakeRotation(Double.pi / 3, 1, 1, 0)
        root.zPosition = 40
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 350.0
        root.sublayerTransform = perspective
        let layerView = layer(frame: CGRect(x: 40, y: 160, width: 180, height: 150), in: root)
        layerView.transform = CATransform3DMakeRotation(-Double.pi / 5, 0, 1, 0)
        layerView.zPosition = 30
        return Scene(root: root, touched: [root, layerView],
                     names: LayerNames([(root, "self.view.layer"), (layerView, "self.layerView.layer")]))
    }

    /// A geometry-flipped root whose sublayerTransform is not a pure perspective (a rotation then m34): the
    /// live rendition needs the preserve-3d wrapper with the flip.
    static func rootFlippedWithSublayerTransform() -> Scene {
        let root = rootLayer()
        root.isGeometryFlipped = true
        root.bounds.origin = CGPoint(x: 15, y: -10)
        var sublayerTransform = CATransform3DIdentity
        sublayerTransform.m34 = -1.0 / 600.0
        sublayerTransform = CATransform3DRotate(sublayerTransform, Double.pi / 8, 0, 0, 1)
        root.sublayerTransform = sublayerTransform
        let layerView = layer(frame: CGRect(x: 60, y: 60, width: 200, height: 120), in: root)
        layerView.transform = CATransform3DMakeRotation(Double.pi / 4, 0, 1, 0)
        let other = layer(frame: CGRect(x: 80, y: 260, width: 160, height: 160), in: root)
        other.setAffineTransform(CGAffineTransform(a: 1, b: 0.3, c: -0.4, d: 1, tx: 10, ty: 0))
        return Scene(root: root, touched: [root, layerView, other],
                     names: LayerNames([(root, "self.view.layer"), (layerView, "self.layerView.layer"), (other, "other")]))
    }

    /// A geometry-flipped root with a pure perspective (the flip forces the wrapper).
    static func rootFlippedWithPerspective() -> Scene {
        let root = rootLayer()
        root.isGeometryFlipped = true
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500.0
        root.sublayerTransform = perspective
        let layerView = layer(frame: CGRect(x: 60, y: 140, width: 200, height: 200), in: root)
        layerView.transform = CATransform3DMakeRotation(Double.pi / 4, 1, 1, 0)
        return Scene(root: root, touched: [root, layerView],
                     names: LayerNames([(root, "self.view.layer"), (layerView, "self.layerView.layer")]))
    }
}
