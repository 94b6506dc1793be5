import TransformKit

/// The names diagrams print for layers (`self.layerView.layer`, `faces[2].layer`), keyed by layer identity.
///
/// The evaluator knows the expression that reached each layer; layers without an entry fall back to
/// `CALayer.name`, then to "layer N" (N in tree order from 1, the root being "root layer").
public struct LayerNames {
    private var names: [ObjectIdentifier: String] = [:]

    public init() {}

    public init(_ pairs: [(CALayer, String)]) {
        for (layer, name) in pairs { names[ObjectIdentifier(layer)] = name }
    }

    public subscript(layer: CALayer) -> String? {
        get { names[ObjectIdentifier(layer)] }
        set { names[ObjectIdentifier(layer)] = newValue }
    }
}

/// Every layer of a tree in depth-first, back-to-front order, with the index, name and colour both the SVG and
/// the CSS rendition use (`data-layer-index`), so a test can pair an SVG polygon with its CSS element.
struct LayerCatalog {
    // A class: entries are looked up for every drawn element, and a struct copy would retain each field.
    final class Entry {
        let layer: CALayer
        let index: Int
        let depth: Int
        let name: String
        /// The shortest useful label: the last property path component that is not `layer`
        /// (`self.layerView.layer` → `layerView`).
        let shortName: String
        let colour: String
        /// The opaque light tint of `colour` that fills the layer where it has no background (`DiagramStyle.tint`
        /// at 0.22), for the SVG and the live rendition alike.
        let fill: String

        init(layer: CALayer, index: Int, depth: Int, name: String, shortName: String, paletteIndex: Int) {
            self.layer = layer
            self.index = index
            self.depth = depth
            self.name = name
            self.shortName = shortName
            colour = DiagramStyle.colour(at: paletteIndex)
            fill = DiagramStyle.layerFill(at: paletteIndex)
        }
    }

    let entries: [Entry]
    private let indexByLayer: [ObjectIdentifier: Int]

    /// Trees deeper than `maximumDepth` or larger than `maximumCount` layers are cut there (bad input never hangs).
    static let maximumDepth = 64
    static let maximumCount = 2000

    init(root: CALayer, names: LayerNames) {
        self.init(roots: [root], names: names)
    }

    /// The trees of `roots` one after the other (the first root is "root layer"); other topmost layers of the
    /// window (spec C17) are listed after the root's tree, at depth 0.
    init(roots: [CALayer], names: LayerNames) {
        var found: [(layer: CALayer, depth: Int, name: String)] = []
        var indexByLayer: [ObjectIdentifier: Int] = [:]
        var stack: [(CALayer, Int)] = roots.reversed().map { ($0, 0) }
        while let (layer, depth) = stack.popLast(), found.count < Self.maximumCount {
            guard indexByLayer[ObjectIdentifier(layer)] == nil else { continue }
            let index = found.count
            let name = names[layer] ?? layer.name ?? (index == 0 ? "root layer" : "layer \(index)")
            found.append((layer, depth, name))
            indexByLayer[ObjectIdentifier(layer)] = index
            if depth < Self.maximumDepth {
                for sublayer in layer.sublayerArray.reversed() { stack.append((sublayer, depth + 1)) }
            }
        }
        // Colours by identity (`LayerColours`); only layers that draw claim one (not the root, whose bounds are drawn
        // grey, nor CATransformLayers), so a tree and its copy with a layer turned into a CATransformLayer plus a
        // surface layer of the same name (FlatteningComparison) colour the same layers alike.
        // Each name is split at its dots once, for both its short name and its colour identity.
        let paths = found.map { LayerPath($0.name) }
        // One claim per layer, each worked out once; the layers that do not claim take a claimed colour of their
        // identity, or else their preferred one.
        let claims = paths.map { LayerColours.Claim($0.identity) }
        let colours = LayerColours.assign(claims, claiming: { $0 > 0 && found[$0].layer.flattensSublayers })
        let entries = found.enumerated().map { index, item in
            Entry(layer: item.layer, index: index, depth: item.depth, name: item.name,
                  shortName: paths[index].shortName, paletteIndex: colours[index])
        }
        self.entries = entries
        self.indexByLayer = indexByLayer
    }

    func entry(for layer: CALayer) -> Entry? {
        indexByLayer[ObjectIdentifier(layer)].map { entries[$0] }
    }

    /// The last component of a layer's name, without "layer" and "self" (`LayerPath.shortName`).
    static func shortName(_ name: String) -> String {
        LayerPath(name).shortName
    }
}
