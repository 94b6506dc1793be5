import TransformKit

/// Copies of layer trees, for drawing "what if" variants without touching the listing's layers.
enum LayerTreeCopy {
    /// A copy of the tree under `root` in which `intermediate` is replaced by a `CATransformLayer` with the same
    /// geometry, whose first sublayer is a plain "surface" layer drawing the intermediate's own bounds in its
    /// plane (a CATransformLayer draws nothing itself), at opacity 0.55. Returns the new root, the map from original layers to their
    /// copies, and the surface layer. Names are carried over (the surface gets the intermediate's name).
    static func copy(_ root: CALayer, treating intermediate: CALayer?, names: LayerNames)
        -> (root: CALayer, copies: [ObjectIdentifier: CALayer], surface: CALayer?, names: LayerNames) {
        var copies: [ObjectIdentifier: CALayer] = [:]
        var newNames = LayerNames()
        var surface: CALayer?
        func make(_ layer: CALayer, depth: Int) -> CALayer {
            let isIntermediate = layer === intermediate
            let copy: CALayer = isIntermediate || !layer.flattensSublayers ? CATransformLayer() : CALayer()
            copy.takeGeometry(of: layer)
            if isIntermediate { copy.backgroundColor = nil }
            copies[ObjectIdentifier(layer)] = copy
            newNames[copy] = names[layer] ?? layer.name
            if isIntermediate {
                let plane = CALayer()
                plane.bounds = layer.bounds
                plane.anchorPoint = layer.anchorPoint
                plane.anchorPointZ = layer.anchorPointZ
                let a = layer.anchorInBounds
                plane.position = CGPoint(x: a.x, y: a.y)
                plane.zPosition = a.z
                plane.backgroundColor = layer.backgroundColor
                plane.isDoubleSided = layer.isDoubleSided
                // Translucent: the surface and the sublayers now share one 3D space and may intersect, which a
                // painter's order cannot show; this way both stay visible.
                plane.opacity = 0.55
                copy.addSublayer(plane)
                newNames[plane] = names[layer] ?? layer.name
                surface = plane
            }
            if depth < LayerCatalog.maximumDepth {
                for sublayer in layer.sublayerArray { copy.addSublayer(make(sublayer, depth: depth + 1)) }
            }
            return copy
        }
        let newRoot = make(root, depth: 0)
        return (newRoot, copies, surface, newNames)
    }
}
