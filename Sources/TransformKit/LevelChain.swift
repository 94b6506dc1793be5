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

    /// The levels from `layer` up to `root`, innermost first; empty for the root itself.
    static func levels(from layer: CALayer, in root: CALayer) -> [Level] {
        var levels: [Level] = []
        var pending: CATransform3D?
        var start = layer
        var flips = 0
        var current = layer
        while current !== root, let parent = current.superlayer {
            let step = current.transformToSuperlayer
            let combined = pending.map { $0.concatenating(step) } ?? step
            if parent.isGeometryFlipped { flips += 1 }
            if parent.flattensSublayers || parent === root {
                levels.append(Level(layer: start, unflattened: combined, flattens: parent.flattensSublayers, flips: flips))
                pending = nil
                flips = 0
                start = parent
            } else {
                pending = combined
            }
            current = parent
        }
        if let rest = pending {
            levels.append(Level(layer: start, unflattened: rest, flattens: false, flips: flips))
        }
        return levels
    }

    static func product(_ levels: [Level]) -> CATransform3D {
        guard var result = levels.first?.matrix else { return .identity }
        for level in levels.dropFirst() { result = result.concatenating(level.matrix) }
        return result
    }
}
