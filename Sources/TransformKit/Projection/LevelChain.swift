/// The chain of flattening levels from a layer up to a root.
enum LevelChain {
    /// One 3D rendering context step: the map from a layer into the plane of its nearest flattening ancestor.
    struct Level {
        /// The layer this level starts from (whose plane it maps into the context owner's plane).
        var layer: CALayer
        /// The map before flattening (z kept).
        var unflattened: CATransform3D
        /// The map including the flattening `F` when the context owner flattens.
        var matrix: CATransform3D
        /// How many `geometryFlipped` superlayers the step crosses.
        var flips: Int

        init(layer: CALayer, unflattened: CATransform3D, flattens: Bool, flips: Int) {
            self.layer = layer
            self.unflattened = unflattened
            self.matrix = flattens ? unflattened.flattened : unflattened
            self.flips = flips
        }
    }

    /// The levels from `layer` up to `root`, innermost first; empty for the root itself unless the root sits in
    /// the window. When `root` is topmost (no superlayer), the last level carries it into the window (spec C16
    /// `rootToWindow`, C17): its own anchor point, transform and position apply, then the window flattens. A
    /// topmost `CATransformLayer`'s 3D context thus ends at the window, merged into that one level.
    static func levels(from layer: CALayer, in root: CALayer) -> [Level] {
        let inWindow = root.superlayer == nil
        var levels: [Level] = []
        var pending: CATransform3D?
        var start = layer
        var flips = 0
        var current = layer
        while current !== root, let parent = current.superlayer {
            let step = current.transformToSuperlayer
            let combined = pending.map { $0.concatenating(step) } ?? step
            if parent.isGeometryFlipped { flips += 1 }
            if parent.flattensSublayers || (parent === root && !inWindow) {
                levels.append(Level(layer: start, unflattened: combined, flattens: parent.flattensSublayers, flips: flips))
                pending = nil
                flips = 0
                start = parent
            } else {
                pending = combined
            }
            current = parent
        }
        if inWindow {
            if let window = windowLevel(of: root, pending: pending, start: start, flips: flips) { levels.append(window) }
        } else if let rest = pending {
            levels.append(Level(layer: start, unflattened: rest, flattens: false, flips: flips))
        }
        return levels
    }

    /// The level that places the topmost layer `root` in the window: `pending · frameTransform(root) · F` (spec C16),
    /// where `pending` is the unflattened map of a 3D context owned by `root` (a `CATransformLayer`) and `start` is
    /// the layer that context step starts from. nil when there is nothing to apply: an ordinary root placed by the
    /// identity (the default scene's root view) — multiplying by the identity could still turn -0 into 0 or
    /// infinity into NaN, and a root's own plane needs no flattening.
    static func windowLevel(of root: CALayer, pending: CATransform3D? = nil, start: CALayer? = nil,
                            flips: Int = 0) -> Level? {
        let placement = root.frameTransform
        let isIdentity = CATransform3DIsIdentity(placement)
        guard let pending else {
            return isIdentity ? nil : Level(layer: root, unflattened: placement, flattens: true, flips: 0)
        }
        return Level(layer: start ?? root, unflattened: isIdentity ? pending : pending.concatenating(placement),
                     flattens: true, flips: flips)
    }

    static func product(_ levels: [Level]) -> CATransform3D {
        guard var result = levels.first?.matrix else { return .identity }
        for level in levels.dropFirst() { result = result.concatenating(level.matrix) }
        return result
    }
}
