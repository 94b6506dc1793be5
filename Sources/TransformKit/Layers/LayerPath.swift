/// Walks between layers of a tree.
enum LayerPath {
    /// The nearest layer that is an ancestor of (or equal to) both, or nil when they are in different trees.
    static func commonAncestor(_ a: CALayer, _ b: CALayer) -> CALayer? {
        var current: CALayer? = a
        while let candidate = current {
            if b.isSelfOrAncestor(candidate) { return candidate }
            current = candidate.superlayer
        }
        return nil
    }

    /// The plane maps from `layer` up to `ancestor` (or to the root, when nil), innermost first. Steps through
    /// `CATransformLayer`s are composed in 3D before being reduced to a plane map.
    static func planeMaps(from layer: CALayer, upTo ancestor: CALayer?) -> [PlaneMap] {
        var maps: [PlaneMap] = []
        var pending: CATransform3D?
        var current = layer
        while current !== ancestor, let parent = current.superlayer {
            let step = current.transformToSuperlayer
            let combined = pending.map { $0.concatenating(step) } ?? step
            if parent.flattensSublayers || parent === ancestor {
                maps.append(PlaneMap(combined))
                pending = nil
            } else {
                pending = combined
            }
            current = parent
        }
        if let rest = pending { maps.append(PlaneMap(rest)) }
        return maps
    }
}
