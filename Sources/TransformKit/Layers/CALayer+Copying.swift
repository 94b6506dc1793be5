extension CALayer {
    /// Takes `layer`'s geometry and the properties that decide how it is drawn as a plane (bounds, position,
    /// anchor, transforms, sidedness, flip, visibility, background, masking, name): what a copy of a layer tree
    /// needs to project and draw the same picture. Sublayers are not copied.
    public func takeGeometry(of layer: CALayer) {
        bounds = layer.bounds
        position = layer.position
        zPosition = layer.zPosition
        anchorPoint = layer.anchorPoint
        anchorPointZ = layer.anchorPointZ
        transform = layer.transform
        sublayerTransform = layer.sublayerTransform
        isDoubleSided = layer.isDoubleSided
        isGeometryFlipped = layer.isGeometryFlipped
        isHidden = layer.isHidden
        opacity = layer.opacity
        backgroundColor = layer.backgroundColor
        masksToBounds = layer.masksToBounds
        name = layer.name
    }
}
